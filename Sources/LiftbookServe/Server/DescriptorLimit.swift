#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many file descriptors this process may have open (the soft `RLIMIT_NOFILE`).
enum DescriptorLimit {
    /// The soft limit, or 1,024 when the system does not say.
    static var current: Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let status = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard status == 0, limit.rlim_cur > 0 else { return 1024 }
        return Int(clamping: limit.rlim_cur)
    }
}
