#if LIFTBOOK_FUZZ
import Foundation

/// libFuzzer's entry point: runs the target named by `LIFTBOOK_FUZZ_TARGET` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func liftbookFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target = FuzzTarget.selected else { return 0 }
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    target.run(data)
    return 0
}

/// libFuzzer's start-up hook: checks the target name and writes seed corpora when asked.
@_cdecl("LLVMFuzzerInitialize")
public func liftbookFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?,
                                   _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["LIFTBOOK_FUZZ_SEEDS"] {
        let written = FuzzSeeds.write(into: URL(fileURLWithPath: folder))
        print("wrote \(written) seed files into \(folder)")
        exit(0)
    }
    guard FuzzTarget.selected != nil else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        FileHandle.standardError.write(Data("set LIFTBOOK_FUZZ_TARGET to one of \(names)\n".utf8))
        exit(2)
    }
    return 0
}

/// libFuzzer's driver, which parses the fuzzing flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The executable's entry point (SwiftPM names it `<module>_main`): hands over to libFuzzer.
@_cdecl("LiftbookFuzz_main")
public func liftbookFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return llvmFuzzerRunDriver(&count, &arguments) { liftbookFuzzTestOneInput($0, $1) }
}
#else
/// Without the fuzz build this executable only says how to get one.
@main
enum LiftbookFuzzStub {
    static func main() {
        print("LiftbookFuzz runs only in the fuzz build: .ci/fuzz [target] [seconds]")
    }
}
#endif
