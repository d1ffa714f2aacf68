#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The peak resident memory the kernel reports (`getrusage`), in kilobytes on every system:
/// Linux counts `ru_maxrss` in kilobytes, macOS in bytes.
package enum PeakMemory {
    /// Of this process, or of its finished children with `children`.
    package static func kilobytes(children: Bool) -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
        return usage.ru_maxrss / 1024
        #else
        getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
        #endif
    }
}
