/// The lower support target's fixtures and helpers (model and loading fixtures, the CLI runner,
/// golden files, the test HTTP servers), re-exported so a site test needs one import.
@_exported import LiftbookFixtures
