import OpenCombineShim

extension Store {
  /// The store's state as a Combine publisher: the current state on subscription, then the
  /// state after each action the store processes (with everything it fed back synchronously),
  /// delivered synchronously on the main actor. It does not remove duplicates;
  /// `store.publisher.count` narrows it to one member and does.
  ///
  /// ```swift
  /// store.publisher.alert
  ///   .sink { alert in … }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// A subscription keeps the store alive until it is cancelled. Prefer observation (reading
  /// `@ObservableState` fields inside an observation) in new code: this is the API of TCA's
  /// Combine era.
  public var publisher: StorePublisher<State> {
    StorePublisher(owner: self, StoreStatePublisher(store: self))
  }

  /// Calls `unwrap` with a store of the unwrapped state each time the optional state becomes
  /// non-`nil`, and `else` each time it becomes `nil` (and once at once, when it is `nil` now).
  ///
  /// ```swift
  /// store.scope(state: \.detail, action: \.detail)
  ///   .ifLet(then: { [weak self] detailStore in
  ///     self?.present(DetailWindow(store: detailStore))
  ///   }, else: { [weak self] in
  ///     self?.dismissDetail()
  ///   })
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// The store given to `unwrap` keeps answering with the last non-`nil` state once the state
  /// is `nil` again. Cancel the returned value to stop.
  @available(*, deprecated, message: "Use 'observe' and 'if let store.scope', instead.")
  public func ifLet<Wrapped>(
    then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable where State == Wrapped? {
    publisher
      .removeDuplicates(by: { ($0 != nil) == ($1 != nil) })
      .sink { [weak self] state in
        if let self, let state,
          let store = self.optionalStore(state: \.self, embed: { $0 }, initialState: state)
        {
          unwrap(store)
        } else {
          `else`()
        }
      }
  }
}

/// The publisher behind ``Store/publisher``: each subscription hears about every action the
/// root store processes (an after-processing observer of the root, removed when the
/// subscription is cancelled) and reads the store's state then.
struct StoreStatePublisher<State, Action>: Publisher {
  typealias Output = State
  typealias Failure = Never

  let store: Store<State, Action>

  func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
    let request = UncheckedSendable((store, subscriber))
    onMainActor {
      let (store, subscriber) = request.value
      let changes = CurrentValueSubject<Void, Never>(())
      let root = store.rootCore
      let observerID = root.addAfterProcessingObserver { changes.send(()) }
      let removal = UncheckedSendable(root)
      changes
        .handleEvents(receiveCancel: {
          onMainActor { removal.value.removeAfterProcessingObserver(observerID) }
        })
        .map { _ in store.state }
        .subscribe(subscriber)
    }
  }
}
