/// What is wrong with a list of output paths: each must be ASCII letters, digits and `-_./`,
/// without empty, `.` or `..` segments, and no two may be the same.
package enum SafePaths {
    /// The problems, one line each; empty when every path is safe.
    package static func problems(_ paths: [String]) -> [String] {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./")
        var problems: [String] = []
        for path in paths {
            if !path.allSatisfy(allowed.contains) { problems.append("not plain ASCII: \(path)") }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            if parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) { problems.append("an empty, . or .. segment: \(path)") }
        }
        if Set(paths).count != paths.count { problems.append("duplicate output paths") }
        return problems
    }
}
