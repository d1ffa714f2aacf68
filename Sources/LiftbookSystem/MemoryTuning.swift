#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator grows and gives back its heaps.
package enum MemoryTuning {
    /// By default glibc grows each thread's heap by little more than each allocation asks, with a
    /// system call every time (some 3,900 `mprotect` and 500 `brk` calls in a build of the
    /// 10-year sample), and gives freed memory back as eagerly, to take it again moments later.
    /// Growing by 32 MB at a time (address space only: pages count once they are used) and
    /// keeping up to 256 MB of freed memory for reuse cuts those calls to under 100; the peak
    /// memory stays the same. Other systems' allocators are left as they are, and so is the
    /// release binary's tcmalloc (its `mallopt` accepts the options and ignores them).
    package static func apply() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out; its options'
        // numbers are part of glibc's interface.
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: SetOption.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2
        _ = mallopt(topPad, 32 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
        #endif
    }
}
