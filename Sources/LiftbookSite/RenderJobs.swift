import Dispatch
import LiftbookModel

/// One piece of the render stage: a page, or a few pages made together.
struct RenderJob: Sendable {
    /// A rough cost, so that the biggest jobs start first and no core is left with one big job
    /// at the end (an exercise's page and API file grow with its history).
    var cost: Int
    /// Makes the files.
    var make: @Sendable () -> [OutputFile]

    init(cost: Int = 1, _ make: @escaping @Sendable () -> [OutputFile]) {
        self.cost = cost
        self.make = make
    }

    /// A job that makes one file.
    static func file(cost: Int = 1, _ make: @escaping @Sendable () -> OutputFile) -> RenderJob {
        RenderJob(cost: cost) { [make()] }
    }
}

extension [RenderJob] {
    /// Runs every job on every core and returns their files, in job order.
    ///
    /// Workers take the next job from a shared counter, costliest first, so the cores finish
    /// together however uneven the jobs are; one flat list of jobs also leaves no core waiting at
    /// the end of one group of pages before the next group starts.
    func run() -> [OutputFile] {
        guard count > 1 else { return flatMap { $0.make() } }
        let order = indices.sorted { (self[$1].cost, $0) < (self[$0].cost, $1) }
        let next = Locked(0)
        let results = Locked([[OutputFile]](repeating: [], count: count))
        let jobs = self
        DispatchQueue.concurrentPerform(iterations: Swift.min(Cores.count, count)) { _ in
            var made: [(Int, [OutputFile])] = []
            while true {
                let taken = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard taken < order.count else { break }
                let index = order[taken]
                made.append((index, jobs[index].make()))
            }
            results.withLock { all in for (index, files) in made { all[index] = files } }
        }
        return results.withLock { $0.flatMap { $0 } }
    }
}
