/// Builds a reducer from the reducers listed in a block, running them in order and merging
/// their effects.
///
/// It powers ``Reducer/body``, ``CombineReducers`` and the child-reducer closures of ``Scope``,
/// `ifLet` and `forEach`. Blocks can use `if`/`else`, `switch`, optionals, `for` loops and
/// `if #available`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers: reducers)
  }

  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer, _ReducerBodyCache())
  }

  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer, _ReducerBodyCache())
  }

  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  public static func buildLimitedAvailability(
    _ wrapped: some Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// One branch of an `if`/`else` or `switch` in a reducer builder.
  public enum _Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>:
    Reducer
  {
    case first(First, _ReducerBodyCache<State, Action>)
    case second(Second, _ReducerBodyCache<State, Action>)

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case let .first(first, cache): first._reduce(into: &state, action: action, cache: cache)
      case let .second(second, cache): second._reduce(into: &state, action: action, cache: cache)
      }
    }
  }

  /// Two reducers run in order, their effects merged.
  public struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1
    @usableFromInline let cache0 = _ReducerBodyCache<State, Action>()
    @usableFromInline let cache1 = _ReducerBodyCache<State, Action>()

    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      let e0 = r0._reduce(into: &state, action: action, cache: cache0)
      let e1 = r1._reduce(into: &state, action: action, cache: cache1)
      return e0.merge(with: e1)
    }
  }

  /// The reducers of a `for` loop, run in order, their effects merged.
  public struct _SequenceMany<Element: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: [Element]
    @usableFromInline let caches: [_ReducerBodyCache<State, Action>]

    init(reducers: [Element]) {
      self.reducers = reducers
      self.caches = reducers.map { _ in _ReducerBodyCache() }
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      var effect = Effect<Action>.none
      for index in reducers.indices {
        effect = effect.merge(
          with: reducers[index]._reduce(into: &state, action: action, cache: caches[index])
        )
      }
      return effect
    }
  }
}

/// A reducer built by ``ReducerBuilder`` for the given feature: `ReducerBuilderOf<Feature>`.
public typealias ReducerBuilderOf<R: Reducer> = ReducerBuilder<R.State, R.Action>
