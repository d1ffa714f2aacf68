/// A growable run of bytes that deflate appends to four at a time, without the checks of an array.
final class ByteBuffer {
    private(set) var pointer: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        pointer = .allocate(capacity: self.capacity)
    }

    deinit { pointer.deallocate() }

    /// Makes room for `extra` more bytes.
    @inline(__always) func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let next = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        next.update(from: pointer, count: count)
        pointer.deallocate()
        pointer = next
        capacity = grown
    }

    @inline(__always) func append(_ byte: UInt8) {
        reserve(1)
        pointer[count] = byte
        count += 1
    }

    /// Appends the low four bytes of `word`, least significant first.
    @inline(__always) func appendWord(_ word: UInt32) {
        reserve(4)
        UnsafeMutableRawPointer(pointer + count).storeBytes(of: word.littleEndian, as: UInt32.self)
        count += 4
    }

    /// Counts `count` more bytes, written through ``pointer`` after ``reserve(_:)``.
    @inline(__always) func appended(_ count: Int) {
        self.count += count
    }

    /// Forgets the bytes, keeping the memory.
    func removeAll() { count = 0 }

    /// The bytes as an array.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: pointer, count: count)) }
}
