/// A command that runs the pipeline over a site folder (`build`, `check`, `serve`, `report`,
/// `stats`): ``LiftbookCommand/runMain(arguments:)`` starts parsing what every load reads
/// before it reads the command line.
protocol LoadsSite {}

extension BuildCommand: LoadsSite {}
extension CheckCommand: LoadsSite {}
extension ServeCommand: LoadsSite {}
extension ReportCommand: LoadsSite {}
extension StatsCommand: LoadsSite {}
