#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a shared library can be loaded, asked before a feature that needs it at run time.
package enum SharedLibrary {
    /// True when the dynamic loader can load `name` (`libcurl.so.4`); the library is not kept loaded.
    package static func loads(_ name: String) -> Bool {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }
}
