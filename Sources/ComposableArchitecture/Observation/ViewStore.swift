import Foundation
import Observation

/// Observes a slice of a store's state and sends actions: the way a view that is not driven by
/// SwiftUI (a GTK widget, a test) reads a store.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: \.count)
/// label.text = "\(viewStore.state)"
/// let subscription = viewStore.publisher.sink { count in
///   label.text = "\(count)"
/// }
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
  private var subscribers: [Int: (ViewState) -> Void] = [:]
  private var nextSubscriberID = 0
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
        var token: ViewStoreSubscription?
        var isResumed = false
        token = subscribe { state in
          guard !isResumed, !predicate(state) else { return }
          isResumed = true
          token?.cancel()
          continuation.resume()
        }
        _ = token
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

  /// The view state as a stream of values for subscribers: the current value at once, then
  /// every change. `viewStore.publisher.count` narrows it to one member.
  public var publisher: StorePublisher<ViewState> {
    StorePublisher { [self] callback in
      callback(self.state)
      return self.subscribe(callback)
    }
  }

  // MARK: - Change detection

  private func subscribe(_ callback: @escaping (ViewState) -> Void) -> ViewStoreSubscription {
    let id = nextSubscriberID
    nextSubscriberID += 1
    subscribers[id] = callback
    return ViewStoreSubscription { [weak self] in
      self?.subscribers[id] = nil
    }
  }

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
    state = newState
    for subscriber in subscribers.values {
      subscriber(newState)
    }
  }
}

/// A store for the domain of a reducer, as seen by a view: `ViewStoreOf<Feature>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

/// A value read from state and written by sending an action, for controls such as text entries.
@MainActor
public struct ViewBinding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The current value; setting it sends the binding's action.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

/// A stream of a view state's values: subscribe with ``sink(receiveValue:)``, narrow it with
/// dynamic member lookup (`publisher.count`).
@MainActor
@dynamicMemberLookup
public struct StorePublisher<Value> {
  let subscribe: (_ callback: @escaping (Value) -> Void) -> ViewStoreSubscription

  /// Calls `receiveValue` with the current value, then with every new value, until the
  /// returned subscription is cancelled or released.
  public func sink(receiveValue: @escaping (Value) -> Void) -> ViewStoreSubscription {
    subscribe(receiveValue)
  }

  /// The stream of one member of the value, which calls subscribers only when that member
  /// changes.
  public subscript<Member: Equatable>(dynamicMember keyPath: KeyPath<Value, Member>)
    -> StorePublisher<Member>
  {
    map { $0[keyPath: keyPath] }.removeDuplicates()
  }

  /// The stream of a transformed value.
  public func map<T>(_ transform: @escaping (Value) -> T) -> StorePublisher<T> {
    StorePublisher<T> { callback in subscribe { callback(transform($0)) } }
  }

  /// The stream without consecutive duplicates according to `isDuplicate`.
  public func removeDuplicates(by isDuplicate: @escaping (Value, Value) -> Bool)
    -> StorePublisher<Value>
  {
    StorePublisher { callback in
      var last: Value?
      return subscribe { value in
        if let previous = last, isDuplicate(previous, value) { return }
        last = value
        callback(value)
      }
    }
  }

  /// The stream without consecutive equal values.
  public func removeDuplicates() -> StorePublisher<Value> where Value: Equatable {
    removeDuplicates(by: { $0 == $1 })
  }
}

/// A subscription to a ``StorePublisher``; it ends when cancelled or released.
@MainActor
public final class ViewStoreSubscription: Hashable {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  isolated deinit {
    cancel()
  }

  /// Ends the subscription.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  /// Keeps the subscription alive as long as the set: `.store(in: &subscriptions)`.
  public func store(in set: inout Set<ViewStoreSubscription>) {
    set.insert(self)
  }

  nonisolated public static func == (lhs: ViewStoreSubscription, rhs: ViewStoreSubscription)
    -> Bool
  {
    lhs === rhs
  }

  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
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
