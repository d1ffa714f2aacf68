#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's calls whose names `FileIO`'s own methods shadow. Called from here, outside
// that type, they need no module name (`Glibc.write` on Linux, `Darwin.write` on macOS).

/// `write(2)`: the number of bytes written, -1 on failure.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// `link(2)`: true when the hard link was made.
func systemLink(_ existing: String, _ new: String) -> Bool {
    link(existing, new) == 0
}

/// `rename(2)`: true when the entry was renamed.
func systemRename(_ from: String, _ to: String) -> Bool {
    rename(from, to) == 0
}
