import FlyingSocks
import Foundation

/// The bytes of a server-sent events stream, read from an `AsyncStream` of messages, in the
/// buffered form a FlyingFox response body takes. It ends when the stream finishes or the
/// connection's task is cancelled.
struct EventBytes: AsyncBufferedSequence {
    typealias Element = UInt8

    let messages: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator { Iterator(messages: messages.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<Data>.Iterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            while pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = Array(message)
            }
            let taken = Array(pending.prefix(Swift.max(1, count)))
            pending.removeFirst(taken.count)
            return taken
        }
    }
}
