extension StackElementID {
  /// The id after this one: what a view pushing with a generator that lags behind the
  /// stack's (a test store's own) uses, as a push needs an id after those in the stack.
  package var successor: StackElementID { StackElementID(generation: generation + 1) }
}
