/// Namespace of the import tests' shared fixtures (CSV exports, hand-written twins, expected figures).
public enum TS {}
