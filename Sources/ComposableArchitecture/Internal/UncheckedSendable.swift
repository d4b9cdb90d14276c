/// Carries a value the compiler cannot prove `Sendable` across an isolation boundary.
///
/// Used only where the value is touched from one isolation domain at a time: action transforms
/// and embeddings that run exclusively on the main actor inside `Send`.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
