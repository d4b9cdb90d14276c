/// Swift Perception's name for `withObservationTracking`, which TCA re-exports so that the same
/// code runs where the Observation framework is missing. Observation is always there on the
/// platforms this package runs on, so it is the same function: `apply` runs now, and `onChange`
/// is called once, the first time a value `apply` read is about to change.
///
/// ```swift
/// withPerceptionTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
