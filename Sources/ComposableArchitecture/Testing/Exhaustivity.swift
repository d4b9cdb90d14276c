/// How strictly a ``TestStore`` checks a feature.
///
/// - ``on`` (the default): every state change must be asserted, every action fed back by an
///   effect must be received, and no effect may still run at the end of the test.
/// - ``off(showSkippedAssertions:)``: only what a test asserts is checked: the fields it sets in
///   its state closures, the actions it receives (others are skipped, their state changes kept).
///   With `showSkippedAssertions`, what was skipped is reported without failing the test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every change must be asserted.
  case on

  /// Only asserted changes are checked.
  case off(showSkippedAssertions: Bool)

  /// Only asserted changes are checked, and skipped ones are not reported.
  public static let off = Self.off(showSkippedAssertions: false)
}
