extension Reducer {
  /// Overrides a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.date, .constant(Date(timeIntervalSince1970: 0)))
  /// ```
  ///
  /// When the same dependency is overridden at several levels, the innermost override wins:
  /// `Child().dependency(\.x, a)` nested in `.dependency(\.x, b)` sees `a`.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    let value = UncheckedSendable(value)
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value.value }
  }

  /// Overrides a dependency registered by its type.
  public func dependency<Value: TestDependencyKey>(_ value: Value) -> _DependencyKeyWritingReducer<
    Self
  > where Value.Value == Value {
    let value = UncheckedSendable(value)
    return _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value.value }
  }

  /// Transforms a dependency for this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.analytics) { analytics in
  ///     analytics = .prefixed("feature", analytics)
  ///   }
  /// ```
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V> & Sendable,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer returned by ``Reducer/dependency(_:_:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void
  let baseCache = _ReducerBodyCache<Base.State, Base.Action>()

  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base._reduce(into: &state, action: action, cache: baseCache)
    }
  }

  /// Chained overrides collapse into one, applied outermost first so that the innermost wins,
  /// and entered as a single dependency scope per action.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Self {
    let value = UncheckedSendable(value)
    let update = self.update
    return Self(base: base) { values in
      values[keyPath: keyPath] = value.value
      update(&values)
    }
  }

  /// Transforms a dependency; merged with the overrides already applied by this reducer.
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V> & Sendable,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}
