// Runs the official Mustache spec tests (the JSON files of github.com/mustache/spec's `specs/`
// folder) against Liftbook's template engine and prints the passes per module:
//
//     swift run MustacheSpecRunner path/to/spec/specs [--verbose]
//
// The data of a spec test has no declared shape, so it renders through `DynamicValue`.
import Foundation
import LiftbookTemplates

func dynamic(_ json: Any) -> DynamicValue {
    switch json {
    case let number as NSNumber:
        if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
        return .number(number.doubleValue)
    case let text as String: return .string(text)
    case let list as [Any]: return .list(list.map(dynamic))
    case let object as [String: Any]: return .object(object.mapValues(dynamic))
    default: return .null
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first(where: { !$0.hasPrefix("--") }) else {
    print("usage: MustacheSpecRunner SPEC_FOLDER [--verbose]")
    exit(2)
}
let verbose = arguments.contains("--verbose")
let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
var totalPassed = 0, totalCount = 0
for file in files where !file.hasPrefix("~") {
    guard let data = FileManager.default.contents(atPath: folder + "/" + file),
          let spec = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let tests = spec["tests"] as? [[String: Any]] else { continue }
    var passed = 0
    for test in tests {
        let name = test["name"] as? String ?? "?"
        let template = test["template"] as? String ?? ""
        let expected = test["expected"] as? String ?? ""
        var sources = (test["partials"] as? [String: String]) ?? [:]
        sources["(test)"] = template
        let library = TemplateLibrary(sources: sources)
        let outcome: String
        switch library.compile("(test)", for: DynamicValue.self) {
        case .success(let compiled): outcome = compiled.render(dynamic(test["data"] ?? NSNull()))
        case .failure(let errors): outcome = "error: " + errors.errors.map { "\($0.line):\($0.column) \($0.message)" }.joined(separator: "; ")
        }
        if outcome == expected {
            passed += 1
        } else if verbose {
            print("FAIL \(file) — \(name)\n  expected: \(expected.debugDescription)\n  got:      \(outcome.debugDescription)")
        }
    }
    print("\(file.replacingOccurrences(of: ".json", with: "")): \(passed)/\(tests.count)")
    totalPassed += passed
    totalCount += tests.count
}
print("total: \(totalPassed)/\(totalCount)")
