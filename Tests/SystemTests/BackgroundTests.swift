import Foundation
import LiftbookSystem
import Testing

struct BackgroundTests {
    @Test func givesWhatTheWorkReturnedOnceItFinishes() {
        let started = Locked(false)
        let work = Background { () -> [Int] in
            started.withLock { $0 = true }
            return (1...1000).map { $0 * $0 }
        }
        #expect(work.value.count == 1000)
        #expect(work.value.last == 1_000_000)
        #expect(started.withLock { $0 })
    }

    @Test func releasesAValueElsewhere() {
        final class Tracked: Sendable {
            let gone: Locked<Bool>
            init(_ gone: Locked<Bool>) { self.gone = gone }
            deinit { gone.withLock { $0 = true } }
        }
        let gone = Locked(false)
        var tracked: Tracked? = Tracked(gone)
        if let last = tracked.take() { Background.release(last) }
        #expect(tracked == nil)
        // The release happens on the other thread, soon.
        for _ in 0..<2000 where !gone.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.001) }
        #expect(gone.withLock { $0 })
    }
}
