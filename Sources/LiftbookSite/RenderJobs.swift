import LiftbookModel
import LiftbookSystem

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
    /// The costliest jobs start first and each job is claimed on its own, so the cores finish
    /// together however uneven the jobs are; one flat list of jobs also leaves no core waiting at
    /// the end of one group of pages before the next group starts.
    func run() -> [OutputFile] {
        let order = indices.sorted { (self[$1].cost, $0) < (self[$0].cost, $1) }
        let made = Parallel.map(order.map { self[$0] }, oneAtATime: true) { $0.make() }
        var byJob = [[OutputFile]](repeating: [], count: count)
        for (position, index) in order.enumerated() { byJob[index] = made[position] }
        return byJob.flatMap { $0 }
    }
}
