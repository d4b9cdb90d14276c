import ComposableArchitecture
import ComposableGtk
import Gtk

// Presentation as modifiers, in TCA's spelling: `.sheet(item: $store.scope(…)) { … }`,
// `.alert($store.scope(…))`, `.confirmationDialog($store.scope(…))`. They are the imperative
// layer's presentations (``Gtk/Window/present(item:onDismiss:content:)``,
// ``Gtk/Widget/alert(_:state:action:customize:)``), started on the modified view's first
// widget once it is in a window: what is presented opens over that window while the child
// state exists, closes when it goes, and the user closing it sends `.dismiss`.

/// A field of a store's state, reached through `$store`: what `.sending(_:)` makes a binding
/// of, as TCA's `_StoreBindable`.
///
/// ```swift
/// TextField("Search", text: $store.query.sending(\.queryChanged))
/// ```
@dynamicMemberLookup
@MainActor
public struct _StoreBindable<State, Action, Value> {
  let store: Store<State, Action>
  let keyPath: KeyPath<State, Value>

  /// A field of this field: `$store.settings.name.sending(\.nameChanged)`.
  public subscript<Member>(dynamicMember member: KeyPath<Value, Member>)
    -> _StoreBindable<State, Action, Member>
  {
    _StoreBindable<State, Action, Member>(store: store, keyPath: keyPath.appending(path: member))
  }

  /// A binding that reads the field and sends `action` with each new value the user gives.
  public func sending(_ action: CaseKeyPath<Action, Value>) -> ViewBinding<Value> {
    let store = self.store
    let keyPath = self.keyPath
    return ViewBinding(
      get: { store.state[keyPath: keyPath] },
      set: { store.send(action($0)) })
  }
}

/// A store made bindable, as TCA's `@Bindable var store`: its projection (`$store`) makes
/// bindings to fields (`$store.query`) and to presented children
/// (`$store.scope(state: \.alert, action: \.alert)`).
///
/// ```swift
/// struct ItemsView: View {
///   @Bindable var store: StoreOf<Items>
///
///   var body: some View {
///     TextField("Search", text: $store.query)
///       .alert($store.scope(state: \.alert, action: \.alert))
///   }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
@MainActor
public struct Bindable<Value: AnyObject> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Makes `value` bindable, as `Bindable(store)` does in SwiftUI.
  public init(_ value: Value) { self.wrappedValue = value }

  public var projectedValue: Bindable<Value> { self }

  /// A binding to a field of the store's state: `$store.query`, the same as
  /// `store.binding(\.query)`.
  public subscript<State, Action, Member: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Member>
  ) -> ViewBinding<Member>
  where Value == Store<State, Action>, Action: BindableAction, Action.State == State {
    wrappedValue.binding(keyPath)
  }

  /// A field of the store's state, for a binding that sends an action of the feature's own:
  /// `$store.query.sending(\.queryChanged)`, as in TCA (the store's actions need not be
  /// bindable).
  public subscript<State, Action, Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> _StoreBindable<State, Action, Member>
  where Value == Store<State, Action> {
    _StoreBindable(store: wrappedValue, keyPath: keyPath)
  }

  /// The presented child at `state`: TCA 1.25's spelling,
  /// `$store.scope(\.destination?.edit, action: \.destination.edit)`.
  public func scope<State, Action, ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> PresentationBinding<State, Action, ChildState, ChildAction>
  where Value == Store<State, Action> {
    scope(state: state, action: action)
  }

  /// The presented child of a `@Presents` field, named by its projection: TCA 1.25's
  /// `$store.scope(\.$destination, action: \.destination)`. An enum of features reaches its
  /// cases as members: `.alert($store.scope(\.$destination, action: \.destination).alert)`.
  public func scope<State, Action, ChildState, ChildAction>(
    _ state: KeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> PresentationBinding<State, Action, ChildState, ChildAction>
  where Value == Store<State, Action> {
    scope(state: state.appending(path: \.wrappedValue), action: action)
  }

  /// The presented child of a `@Presents` field, named by its projection with a label:
  /// `$store.scope(state: \.$destination, action: \.destination)`.
  public func scope<State, Action, ChildState, ChildAction>(
    state: KeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> PresentationBinding<State, Action, ChildState, ChildAction>
  where Value == Store<State, Action> {
    scope(state: state.appending(path: \.wrappedValue), action: action)
  }

  /// The presented child at `state` (a `@Presents` field) whose actions are embedded by
  /// `action` (a `PresentationAction` case): what ``View/sheet(item:configure:content:)``,
  /// ``View/alert(_:customize:)`` and ``View/confirmationDialog(_:customize:)`` follow.
  public func scope<State, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> PresentationBinding<State, Action, ChildState, ChildAction>
  where Value == Store<State, Action> {
    let store = wrappedValue
    return PresentationBinding(
      child: { store.scope(state: state, action: action.appending(path: \.presented)) },
      dismiss: { if store.state[keyPath: state] != nil { store.send(action(.dismiss)) } })
  }
}

/// A presented child of a store, as `$store.scope(state:action:)` makes it: the child store
/// while its state exists, and the way to dismiss it (sending `.dismiss`).
///
/// The child of an enum of features (a `@Reducer enum Destination`) reaches each case that has
/// a store as a member, as in TCA:
///
/// ```swift
/// .sheet(item: $store.scope(\.$destination, action: \.destination).edit) { editStore in
///   EditView(store: editStore)
/// }
/// ```
@dynamicMemberLookup
@MainActor
public struct PresentationBinding<State, Action, ChildState, ChildAction> {
  private let child: @MainActor () -> Store<ChildState, ChildAction>?
  private let dismissChild: @MainActor () -> Void

  package init(
    child: @escaping @MainActor () -> Store<ChildState, ChildAction>?,
    dismiss: @escaping @MainActor () -> Void
  ) {
    self.child = child
    self.dismissChild = dismiss
  }

  /// The child's store while its state exists; its actions reach the parent as
  /// `.presented(action)`.
  public var wrappedValue: Store<ChildState, ChildAction>? { child() }

  /// Sends `.dismiss` if the child is still there (a close can follow an answer that already
  /// dismissed it: the feature sees one only).
  public func dismiss() { dismissChild() }

  /// The case of an enum of features, while the child is in that case: its store, and
  /// dismissing it dismisses the child. `item.edit` for `case edit(EditForm)`; `item.alert`
  /// for `@ReducerCaseIgnored case alert(AlertState<Alert>)` when the enum declares
  /// `Action.alert(Alert)`.
  public subscript<CaseState, CaseAction>(
    dynamicMember keyPath: KeyPath<
      ChildState.StateReducer.CaseScope.AllCasePaths,
      AnyCasePath<ChildState.StateReducer.CaseScope, Store<CaseState, CaseAction>>
    >
  ) -> PresentationBinding<State, Action, CaseState, CaseAction>
  where
    ChildState: CaseReducerState, ChildState.StateReducer.Action == ChildAction,
    ChildState.StateReducer.CaseScope: CasePathable
  {
    let child = self.child
    let caseStore: @MainActor () -> Store<CaseState, CaseAction>? = {
      guard let store = child() else { return nil }
      let path = ChildState.StateReducer.CaseScope.allCasePaths[keyPath: keyPath]
      return path.extract(from: store.case)
    }
    let dismiss = dismissChild
    return PresentationBinding<State, Action, CaseState, CaseAction>(
      child: caseStore,
      dismiss: { if caseStore() != nil { dismiss() } })
  }

  /// The case of an enum of features that holds plain state rather than a feature, while the
  /// child is in that case: `item.alert` for `case alert(AlertState<Never>)`, a binding that
  /// ``View/alert(_:)`` presents. Setting it to `nil` dismisses the child.
  public subscript<CaseValue>(
    dynamicMember keyPath: KeyPath<
      ChildState.StateReducer.CaseScope.AllCasePaths,
      AnyCasePath<ChildState.StateReducer.CaseScope, CaseValue>
    >
  ) -> Binding<CaseValue?>
  where
    ChildState: CaseReducerState, ChildState.StateReducer.Action == ChildAction,
    ChildState.StateReducer.CaseScope: CasePathable
  {
    let child = self.child
    let value: @MainActor () -> CaseValue? = {
      guard let store = child() else { return nil }
      let path = ChildState.StateReducer.CaseScope.allCasePaths[keyPath: keyPath]
      return path.extract(from: store.case)
    }
    let dismiss = dismissChild
    return Binding(
      get: value,
      set: { newValue in
        // Only the child's going can be written from here: its state is the feature's.
        if newValue == nil, value() != nil { dismiss() }
      })
  }
}

extension View {
  /// Presents the view built by `content` in a modal window over this view's window while the
  /// child state exists; closes it when the state goes, and sends `.dismiss` when the user
  /// closes the window. New child state (another identity) replaces the window.
  ///
  /// ```swift
  /// VStack { … }
  ///   .sheet(item: $store.scope(state: \.detail, action: \.detail)) { detailStore in
  ///     DetailView(store: detailStore)
  ///   }
  /// ```
  ///
  /// `configure` is called with each window before it is shown (title, size).
  public func sheet<State, Action, ChildState, ChildAction, Content: View>(
    item: PresentationBinding<State, Action, ChildState, ChildAction>,
    configure: @escaping @MainActor (Gtk.Window) -> Void = { _ in },
    @ViewBuilder content: @escaping @MainActor (Store<ChildState, ChildAction>) -> Content
  ) -> PresentationView<Self> {
    PresentationView(content: self) { (host: Widget, context: BuildContext) in
      host.presentWindow(
        item: { item.wrappedValue },
        onDismiss: { item.dismiss() }
      ) { childStore in
        let window = Gtk.Window()
        window.isModal = true
        // `dismiss` in the content sends `.dismiss` as the user's close does, while this
        // window is open; it is not a close request, which `.interactiveDismissDisabled()`
        // would keep.
        let target = DismissTarget<Gtk.Window>()
        target.target = window
        // The sheet's content is in the styles set around the view that presents it, as
        // SwiftUI's environment reaches a sheet; what it reads of the child is observed, as a
        // body is (`Text(editStore.title)` written in the closure follows the title).
        let inner = context.presented { if target.target != nil { item.dismiss() } }
        window.setChild(Group { content(childStore) }.makeWidget(styledAs: inner))
        // Connected before the presentation's own handler, which sends `.dismiss`: returning
        // true ends the close request there.
        window.onCloseRequest { [weak window] in
          guard let window else { return false }
          return InteractiveDismiss.isDisabled(in: window)
        }
        configure(window)
        return window
      }
    }
  }

  /// Shows a message dialog over this view's window while alert state exists: a button sends
  /// its action as `.presented(action)`; a button without one, Escape or closing sends
  /// `.dismiss`; new alert state replaces the dialog.
  ///
  /// ```swift
  /// // State: @Presents var alert: AlertState<Action.Alert>?
  /// // Action: case alert(PresentationAction<Alert>)
  /// VStack { … }
  ///   .alert($store.scope(state: \.alert, action: \.alert))
  /// ```
  ///
  /// `customize` is called with each dialog before it is shown.
  public func alert<State, Action, ButtonAction>(
    _ item: PresentationBinding<State, Action, AlertState<ButtonAction>, ButtonAction>,
    customize: @escaping @MainActor (MessageDialog) -> Void = { _ in }
  ) -> PresentationView<Self> {
    PresentationView(content: self) { host in
      host.alert(item: { item.wrappedValue }, dismiss: { item.dismiss() }, customize: customize)
    }
  }

  /// Shows a message dialog over this view's window while confirmation dialog state exists,
  /// like ``alert(_:customize:)``.
  ///
  /// ```swift
  /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  /// ```
  public func confirmationDialog<State, Action, ButtonAction>(
    _ item: PresentationBinding<
      State, Action, ConfirmationDialogState<ButtonAction>, ButtonAction
    >,
    customize: @escaping @MainActor (MessageDialog) -> Void = { _ in }
  ) -> PresentationView<Self> {
    PresentationView(content: self) { host in
      host.confirmationDialog(
        item: { item.wrappedValue }, dismiss: { item.dismiss() }, customize: customize)
    }
  }
}

/// A view that presents something while state says so: what ``View/sheet(item:configure:content:)``,
/// ``View/alert(_:customize:)`` and ``View/confirmationDialog(_:customize:)`` return.
///
/// The presentation is started on the view's first widget once that widget is in a window
/// (what opens is transient for that window), lives while it is in one (see
/// `Widget.observe(_:)`), and ends, closing what is open, when the view is torn down
/// (a branch of an `if` that goes away) or its window is destroyed. A view without widgets
/// presents nothing.
public struct PresentationView<Content: View>: View, PrimitiveView {
  let content: Content
  /// Starts the presentation on the widget; the context is the one the view is built in, for
  /// what the presentation builds (a sheet's content takes its control styles).
  let start: @MainActor (Widget, BuildContext) -> ObservationToken

  /// A view that starts `start` on `content`'s first widget once it is in a window; for the
  /// presentations of the other modules of the package (libadwaita's message dialog).
  package init(content: Content, start: @escaping @MainActor (Widget) -> ObservationToken) {
    self.content = content
    self.start = { widget, _ in start(widget) }
  }

  init(content: Content, start: @escaping @MainActor (Widget, BuildContext) -> ObservationToken) {
    self.content = content
    self.start = start
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let start = self.start
    return PresentationNode(child: child, start: { start($0, context) })
  }

  package func update(_ node: ViewNode) {
    // The presentation keeps following the store it started with.
    guard let node = node as? PresentationNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

@MainActor
final class PresentationNode: ViewNode {
  /// The presentation, started or waiting for its widget to be in a window. The widget's
  /// `notify::root` handler holds it while it waits (the node may be gone by then: nothing
  /// else needs to hold it), and it holds the widget weakly.
  private let presentation: PendingPresentation

  init(child: ViewNode, start: @escaping @MainActor (Widget) -> ObservationToken) {
    presentation = PendingPresentation(start: start)
    super.init(widgets: child.widgets, children: [child])
    if let host = child.widgets.first { presentation.start(on: host) }
  }

  override func tearDown() {
    presentation.cancel()
    super.tearDown()
  }
}

@MainActor
final class PendingPresentation {
  private let start: @MainActor (Widget) -> ObservationToken
  private weak var host: Widget?
  private var rooted: SignalHandler?
  private var token: ObservationToken?
  private var isCancelled = false

  init(start: @escaping @MainActor (Widget) -> ObservationToken) { self.start = start }

  func start(on host: Widget) {
    self.host = host
    if host.isRooted {
      token = start(host)
      return
    }
    // Built before it is in a window: start once it is in one, so that what opens has a
    // window to open over.
    rooted = host.onNotify("root") { [weak host] in
      guard let host, host.isRooted else { return }
      self.disconnect()
      if !self.isCancelled { self.token = self.start(host) }
    }
  }

  func cancel() {
    isCancelled = true
    disconnect()
    token?.cancel()
    token = nil
  }

  private func disconnect() {
    guard let rooted else { return }
    self.rooted = nil
    if let host, host.isConnected(rooted) { host.disconnect(rooted) }
  }
}
