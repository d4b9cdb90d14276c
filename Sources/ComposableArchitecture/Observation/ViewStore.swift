import Foundation
import Observation
import OpenCombineShim

/// Observes a slice of a store's state and sends actions: the way a view that is not driven by
/// SwiftUI (a GTK widget, a test) reads a store.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: \.count)
/// label.text = "\(viewStore.state)"
/// viewStore.publisher.sink { count in
///   label.text = "\(count)"
/// }
/// .store(in: &cancellables)
/// viewStore.send(.incrementButtonTapped)
/// ```
///
/// The view state is recomputed after each action that may have changed it, and subscribers are
/// called — synchronously, on the main actor, right after the action — only when it changed
/// according to `removeDuplicates`. When the store's state is `@ObservableState` and the view
/// state is built from its fields, only changes to the fields the view state reads are
/// considered at all: actions that change other fields cost a view store nothing.
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
  /// The current view state.
  public private(set) var state: ViewState

  private let readState: () -> ViewState
  private let isDuplicate: (ViewState, ViewState) -> Bool
  private let sendAction: (ViewAction) -> StoreTask
  private let root: AnyRootCore
  /// What ``publisher`` publishes from: made by the first to ask for it, so that a view store
  /// nobody subscribes to pays nothing for it.
  private var subject: CurrentValueSubject<ViewState, Never>?
  private var observerID: Int?
  private var isFlushScheduled = false
  /// Whether the view state reads only observable fields, so that Observation says exactly
  /// when it may have changed.
  private let isTracked: Bool

  /// Creates a view store that observes `toViewState` of the store's state and sends actions
  /// transformed by `fromViewAction`.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.readState = { toViewState(store.state) }
    self.isDuplicate = isDuplicate
    self.sendAction = { store.send(fromViewAction($0)) }
    self.root = store.rootCore
    let initial = toViewState(store.state)
    self.state = initial
    self.isTracked = State.self is any ObservableState.Type && !containsObservableState(initial)
    if isTracked {
      track()
    } else {
      observerID = root.addAfterProcessingObserver { [weak self] in self?.refresh() }
    }
  }

  /// Creates a view store that observes `toViewState` of the store's state.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// Creates a view store that observes `toViewState` of the store's state, notifying when it
  /// changes according to `==`.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState
  ) where ViewState: Equatable {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: { $0 == $1 })
  }

  /// Creates a view store that observes `toViewState` and sends actions transformed by
  /// `fromViewAction`, notifying when the view state changes according to `==`.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) where ViewState: Equatable {
    self.init(
      store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 }
    )
  }

  isolated deinit {
    if let observerID {
      root.removeAfterProcessingObserver(observerID)
    }
    subject?.send(completion: .finished)
  }

  /// Reads a value out of the view state: `viewStore.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action to the store.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    sendAction(action)
  }

  /// Sends an action and waits until `predicate` no longer holds for the view state, for
  /// "refresh while loading" interactions.
  ///
  /// ```swift
  /// await viewStore.send(.refresh, while: \.isLoading)
  /// ```
  public func send(_ action: ViewAction, while predicate: @escaping (ViewState) -> Bool) async {
    let task = send(action)
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        var token: AnyCancellable?
        var isResumed = false
        token = publisher.sink { state in
          guard !isResumed, !predicate(state) else { return }
          isResumed = true
          token?.cancel()
          continuation.resume()
        }
        // Already over (the predicate did not hold for the current state): nothing to keep.
        if isResumed { token = nil }
      }
    } onCancel: {
      task.cancel()
    }
  }

  /// A two-way binding for a control: reads a value of the view state, and sends an action
  /// when the control changes it.
  ///
  /// ```swift
  /// let text = viewStore.binding(get: \.query, send: { .queryChanged($0) })
  /// text.wrappedValue = "swift"   // sends .queryChanged("swift")
  /// ```
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send valueToAction: @escaping (_ value: Value) -> ViewAction
  ) -> ViewBinding<Value> {
    ViewBinding(
      get: { [unowned self] in get(self.state) },
      set: { [unowned self] in self.send(valueToAction($0)) }
    )
  }

  /// The view state as a Combine publisher: the current value on subscription, then every
  /// change (delivered synchronously, on the main actor, right after the action that made it);
  /// it completes when the view store goes away. `viewStore.publisher.count` narrows it to one
  /// member.
  ///
  /// ```swift
  /// viewStore.publisher.count
  ///   .map { "\($0)" }
  ///   .sink { [weak label] in label?.text = $0 }
  ///   .store(in: &cancellables)
  /// ```
  public var publisher: StorePublisher<ViewState> {
    if let subject { return StorePublisher(subject) }
    let subject = CurrentValueSubject<ViewState, Never>(state)
    self.subject = subject
    return StorePublisher(subject)
  }

  // MARK: - Change detection

  /// Reads the view state while Observation records what it reads; when any of it changes, the
  /// view store refreshes once the store has finished processing the action.
  private func track() {
    _ = withObservationTracking {
      readState()
    } onChange: { [weak self] in
      // A store changes its state on the main actor, inside its send loop; anything else that
      // reaches these observers is told one hop later.
      if isOnMainActor() {
        MainActor.assumeIsolated { self?.scheduleFlush() }
      } else {
        Task { @MainActor in self?.scheduleFlush() }
      }
    }
  }

  private func scheduleFlush() {
    guard !isFlushScheduled else { return }
    isFlushScheduled = true
    root.flushAfterProcessing { [weak self] in
      guard let self else { return }
      self.isFlushScheduled = false
      self.track()
      self.refresh()
    }
  }

  private func refresh() {
    let newState = readState()
    guard !isDuplicate(state, newState) else { return }
    willChange?.send()
    state = newState
    subject?.send(newState)
  }

  /// Made by the first to ask for `objectWillChange`.
  private var willChange: ObservableObjectPublisher?

  /// Emits right before the view state changes, as SwiftUI's `ObservableObject` does.
  public var objectWillChange: ObservableObjectPublisher {
    if let willChange { return willChange }
    let willChange = ObservableObjectPublisher()
    self.willChange = willChange
    return willChange
  }

  /// Suspends until `predicate` no longer holds for the view state: at once when it does not
  /// hold now, otherwise after the action that makes it false. Cancelling the task, or the view
  /// store going away, ends the wait too.
  ///
  /// ```swift
  /// viewStore.send(.refresh)
  /// await viewStore.yield(while: \.isLoading)
  /// ```
  public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
    guard predicate(state) else { return }
    let wait = YieldWait()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        wait.start(continuation)
        let subscription =
          publisher
          .filter { !predicate($0) }
          .prefix(1)
          .sink(receiveCompletion: { _ in wait.finish() }, receiveValue: { _ in wait.finish() })
        wait.hold(subscription)
      }
    } onCancel: {
      wait.finish()
    }
  }
}

/// One `yield(while:)`: resumed exactly once, by the state, the view store's end or a
/// cancellation, whichever comes first.
private final class YieldWait: @unchecked Sendable {
  // `@unchecked`: every property is touched under `lock`.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?
  private var subscription: AnyCancellable?
  private var isFinished = false

  func start(_ continuation: CheckedContinuation<Void, Never>) {
    let finishedEarly = lock.withLock {
      guard !isFinished else { return true }
      self.continuation = continuation
      return false
    }
    if finishedEarly { continuation.resume() }
  }

  func hold(_ subscription: AnyCancellable) {
    let finishedEarly = lock.withLock {
      guard !isFinished else { return true }
      self.subscription = subscription
      return false
    }
    if finishedEarly { subscription.cancel() }
  }

  func finish() {
    let (continuation, subscription) = lock.withLock {
      defer {
        isFinished = true
        self.continuation = nil
        self.subscription = nil
      }
      return (self.continuation, self.subscription)
    }
    continuation?.resume()
    subscription?.cancel()
  }
}

/// A store for the domain of a reducer, as seen by a view: `ViewStoreOf<Feature>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

/// A value read from state and written by sending an action, for controls such as text entries.
///
/// The views module (`ComposableGtkViews`) calls it `Binding`, with SwiftUI's API: a view
/// declares `@Binding var value: Double`, is given `$store.value`, and passes `$value` on.
@MainActor
@dynamicMemberLookup
@propertyWrapper
public struct ViewBinding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The same binding, whose changes are animated with `animation`, as SwiftUI's
  /// `Binding.animation(_:)`: `Picker("Filter", selection: $store.filter.animation())`.
  public func animation(_ animation: Animation? = .default) -> ViewBinding<Value> {
    let set = self.set
    return ViewBinding(get: get, set: { value in withAnimation(animation) { set(value) } })
  }

  /// The current value; setting it sends the binding's action.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself: `$value` in a view that declares `@Binding var value`.
  public var projectedValue: ViewBinding<Value> { self }

  /// A property declared `@Binding`, given the binding it reads and writes.
  public init(projectedValue: ViewBinding<Value>) {
    self = projectedValue
  }

  /// A binding to a member of the value: `binding.field`. Setting it sets the whole value with
  /// the member changed.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>)
    -> ViewBinding<Member>
  {
    let (get, set) = (self.get, self.set)
    return ViewBinding<Member>(
      get: { get()[keyPath: keyPath] },
      set: { member in
        var value = get()
        value[keyPath: keyPath] = member
        set(value)
      }
    )
  }
}

/// A view state as a Combine publisher (``ViewStore/publisher``), with dynamic member lookup
/// into it: `publisher.count` publishes one member, without consecutive duplicates.
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  public typealias Output = State
  public typealias Failure = Never

  /// The publisher this one forwards to.
  public let upstream: AnyPublisher<State, Never>

  /// What a subscription keeps alive until it ends (the store a ``Store/publisher`` reads).
  let owner: AnyObject?

  init<P: Publisher>(owner: AnyObject? = nil, _ upstream: P)
  where P.Output == State, P.Failure == Never {
    self.owner = owner
    self.upstream = upstream.eraseToAnyPublisher()
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
    guard let owner else { return upstream.subscribe(subscriber) }
    upstream.subscribe(
      AnySubscriber(
        receiveSubscription: subscriber.receive(subscription:),
        receiveValue: subscriber.receive(_:),
        receiveCompletion: { completion in
          subscriber.receive(completion: completion)
          _ = owner
        }
      )
    )
  }

  /// The values of one member of the state, each only when it differs from the last.
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>)
    -> StorePublisher<Value>
  {
    StorePublisher<Value>(owner: owner, upstream.map { $0[keyPath: keyPath] }.removeDuplicates())
  }
}

/// Whether a view state holds observable state (a whole child state, or a collection of them),
/// whose inner changes Observation reports to the child's readers, not to the view store.
private func containsObservableState(_ value: Any, depth: Int = 0) -> Bool {
  if value is any ObservableState || value is any _ObservableStateContainer { return true }
  guard depth < 4 else { return false }
  return Mirror(reflecting: value).children.contains {
    containsObservableState($0.value, depth: depth + 1)
  }
}

/// Collections and wrappers of observable state, recognized by type (even when empty).
protocol _ObservableStateContainer {}
extension Optional: _ObservableStateContainer where Wrapped: ObservableState {}
extension Array: _ObservableStateContainer where Element: ObservableState {}
extension Dictionary: _ObservableStateContainer where Value: ObservableState {}
extension IdentifiedArray: _ObservableStateContainer where Element: ObservableState {}
extension PresentationState: _ObservableStateContainer where State: ObservableState {}
