/// One open section while a template renders: where its value is, and the type it was opened as.
///
/// The compiler decides the type of the value at each depth; the frame records the type the
/// value really has, so that a read as another type is caught (see `RenderState.frame`)
/// instead of reading memory as the wrong type.
struct RenderFrame {
    /// Where the section's value is; valid only while the section renders.
    var pointer: UnsafeRawPointer
    /// The type of the value at `pointer`.
    let type: any Any.Type

    /// The frame of the value at `pointer`.
    @inline(__always)
    init<V>(_ pointer: UnsafePointer<V>) {
        self.pointer = UnsafeRawPointer(pointer)
        type = V.self
    }

    /// True when the frame's value is a `V`.
    @inline(__always)
    func holds<V>(_: V.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(V.self)
    }

    /// The value as a `V`: checked in debug and fuzz builds, where a read as another type stops
    /// the program with both types named; release builds trust the compiler's bookkeeping.
    @inline(__always)
    func value<V>(as type: V.Type, depth: Int) -> UnsafePointer<V> {
        #if DEBUG || LIFTBOOK_FUZZ
        precondition(holds(type), "the template frame at depth \(depth) holds a \(self.type), read as a \(V.self)")
        #endif
        return pointer.assumingMemoryBound(to: type)
    }
}
