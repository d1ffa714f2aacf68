import LiftbookServe

/// What to do when `serve` cannot start or stops: another port only when the port is in use.
enum ServeFailure {
    /// The hint for what stopped the server, by the system's reason.
    static func hint(for error: any Error, port: UInt16) -> String {
        switch (error as? DevServer.StartError)?.cause ?? .other {
        case .portInUse: "another program uses port \(port): choose another port with --port, or 0 for any free one"
        case .portNeedsPrivileges: "ports below 1024 need privileges: choose a higher one with --port, or 0 for any free one"
        case .addressNotHere: "--host must be an address of this machine (127.0.0.1 serves this machine only)"
        case .tooManyFiles: "too many files are open: close some programs, or raise the limit (ulimit -n)"
        case .other: "see the reason above; the site folder was not changed"
        }
    }
}
