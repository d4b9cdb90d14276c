import ComposableArchitecture
import Gtk

// Presentation follows state: a window, dialog or popover is open exactly while optional child
// state is non-nil. State changing to nil closes it; new child state (a new identity) replaces
// it. When the user closes it (close button, Escape, a click outside a popover), nothing closes
// on its own: `onDismiss` sends the action that clears the state, and the state closes it.

extension Widget {
  /// The window what this widget presents opens over: the widget itself when it is a window,
  /// the window it is in otherwise (looked up when something opens).
  package var presentationParent: Window? {
    self as? Window ?? rootWindow
  }

  /// What ``Gtk/Window/present(item:onDismiss:content:)`` does, for any widget: the window
  /// opens over the window this widget is in (or this one, when it is a window), and the
  /// presentation lives while the widget is in a window (see ``Gtk/Widget/observe(_:)``).
  @discardableResult
  package func presentWindow<ChildState, ChildAction>(
    item: @escaping @MainActor () -> Store<ChildState, ChildAction>?,
    onDismiss: @escaping @MainActor () -> Void,
    content: @escaping @MainActor (Store<ChildState, ChildAction>) -> Window
  ) -> ObservationToken {
    let presentation = Presentation<ChildState, ChildAction, Window>(
      open: { [weak self] store, presentation in
        let window = content(store)
        window.setTransientFor(self?.presentationParent)
        // The handlers hold the window weakly: the presentation holds it while it is shown,
        // and once destroyed and forgotten it must be free to go.
        window.onCloseRequest { [weak window] in
          if let window, presentation.isPresenting(window) { onDismiss() }
          return true
        }
        window.onDestroyed { [weak window] in
          if let window, presentation.isPresenting(window) {
            presentation.forget()
            onDismiss()
          }
        }
        window.present()
        return window
      },
      close: { window in window.destroy() })
    let token = presentation.start(item: item)
    tieToWindow(token)
    return token
  }

}

extension Window {
  /// Opens a window (or dialog) built by `content` while `item()` returns a store, and closes
  /// it when it returns `nil`.
  ///
  /// `item` is usually an optional scope: `{ store.scope(state: \.detail, action: \.detail) }`.
  /// The window opens over this one (transient for it). When the user asks to close it, it
  /// stays open and `onDismiss` runs, which should send the action that sets the state to `nil`.
  /// A window destroyed by other code also runs `onDismiss`. The presentation ends, closing
  /// what is open, when this window is destroyed or the token is cancelled.
  ///
  /// ```swift
  /// window.present(
  ///   item: { store.scope(state: \.detail, action: \.detail) },
  ///   onDismiss: { store.send(.detailDismissed) }
  /// ) { detailStore in
  ///   DetailWindow(store: detailStore).window
  /// }
  /// ```
  @discardableResult
  public func present<ChildState, ChildAction>(
    item: @escaping @MainActor () -> Store<ChildState, ChildAction>?,
    onDismiss: @escaping @MainActor () -> Void,
    content: @escaping @MainActor (Store<ChildState, ChildAction>) -> Window
  ) -> ObservationToken {
    presentWindow(item: item, onDismiss: onDismiss, content: content)
  }

  /// Opens a window for the store's optional child state at `state`, and sends `dismiss` when
  /// the user closes it.
  ///
  /// ```swift
  /// window.present(store, state: \.detail, action: \.detail, dismiss: .detailDismissed) {
  ///   DetailWindow(store: $0).window
  /// }
  /// ```
  @discardableResult
  public func present<State, Action, ChildState, ChildAction>(
    _ store: Store<State, Action>,
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    dismiss: Action,
    content: @escaping @MainActor (Store<ChildState, ChildAction>) -> Window
  ) -> ObservationToken {
    present(
      item: { store.scope(state: state, action: action) },
      onDismiss: { store.send(dismiss) },
      content: content)
  }
}

extension Popover {
  /// Shows the popover with the content built by `content` while `item()` returns a store,
  /// and hides it when it returns `nil`.
  ///
  /// When the user closes the popover (Escape, a click outside), `onDismiss` runs and should
  /// send the action that sets the state to `nil`. The popover must have a parent (a
  /// `MenuButton` or another widget) to be shown.
  ///
  /// ```swift
  /// infoPopover.present(
  ///   item: { store.scope(state: \.info, action: \.info) },
  ///   onDismiss: { store.send(.infoDismissed) }
  /// ) { infoStore in
  ///   InfoView(store: infoStore).root
  /// }
  /// ```
  @discardableResult
  public func present<ChildState, ChildAction>(
    item: @escaping @MainActor () -> Store<ChildState, ChildAction>?,
    onDismiss: @escaping @MainActor () -> Void,
    content: @escaping @MainActor (Store<ChildState, ChildAction>) -> Widget
  ) -> ObservationToken {
    let presentation = Presentation<ChildState, ChildAction, Widget>(
      open: { [weak self] store, _ in
        let child = content(store)
        self?.setChild(child)
        self?.popup()
        return child
      },
      close: { [weak self] _ in
        self?.popdown()
        self?.setChild(nil)
      })
    // Programmatic closing forgets the child before popping down, so only a close by the user
    // finds it still presented.
    let closed = onClosed { if presentation.isPresenting() { onDismiss() } }
    let token = presentation.start(item: item)
    token.observer.onCancel { [weak self] in self?.disconnectIfConnected(closed) }
    tieToWindow(token)
    return token
  }
}

/// What is presented for optional child state, and the observation that keeps it in step.
@MainActor
final class Presentation<ChildState, ChildAction, Presented: AnyObject> {
  typealias Open = @MainActor (Store<ChildState, ChildAction>, Presentation) -> Presented
  private let open: Open
  private let close: @MainActor (Presented) -> Void
  private var current: Shown?

  private struct Shown {
    let store: Store<ChildState, ChildAction>
    let id: AnyHashable?
    let presented: Presented
    /// The observations started while building what is presented: they end when it closes.
    let observations: ObservationGroup
  }

  init(open: @escaping Open, close: @escaping @MainActor (Presented) -> Void) {
    self.open = open
    self.close = close
  }

  /// Whether `presented` (or, without an argument, anything) is what is shown now.
  func isPresenting(_ presented: Presented? = nil) -> Bool {
    guard let current else { return false }
    return presented.map { $0 === current.presented } ?? true
  }

  /// Forgets what is shown without closing it: it is already going away.
  func forget() {
    guard let current else { return }
    self.current = nil
    current.observations.cancelAll()
  }

  func start(item: @escaping @MainActor () -> Store<ChildState, ChildAction>?) -> ObservationToken {
    var next: (store: Store<ChildState, ChildAction>, id: AnyHashable?)?
    let observer = Observer(
      track: {
        // Reading the optional state tracks its presence and identity; a child's own fields
        // are not read here, so its changes do not run this again.
        next = item().map { store in (store, Self.identity(of: store)) }
      },
      finish: { [self] in update(to: next) })
    observer.onCancel { [self] in dismissCurrent() }
    ObservationScheduler.start(observer)
    return ObservationToken(observer)
  }

  private func update(to next: (store: Store<ChildState, ChildAction>, id: AnyHashable?)?) {
    if let current, let next, current.store === next.store, current.id == next.id { return }
    dismissCurrent()
    guard let next else { return }
    let observations = ObservationGroup()
    let presented = observations.collect { open(next.store, self) }
    current = Shown(
      store: next.store, id: next.id, presented: presented, observations: observations)
  }

  private func dismissCurrent() {
    guard let current else { return }
    self.current = nil
    close(current.presented)
    current.observations.cancelAll()
  }

  /// The identity of the presented child: a different child gets a different one, so
  /// replacing the child replaces what is shown, while changes inside it do not.
  ///
  /// - Observable state has an identity of its own, kept across changes inside it.
  /// - `Identifiable` state (alerts and dialogs among them) is identified by its `id`.
  /// - Any other child is plain data, identified by its value when it is `Hashable` or
  ///   `Equatable`: another value is another child. (Without an identity of its own, a change
  ///   inside such a child cannot be told from a replacement: make the child observable state
  ///   or `Identifiable` to keep its window across edits.)
  /// - A child that is none of these is seen only appearing and going away.
  private static func identity(of store: Store<ChildState, ChildAction>) -> AnyHashable? {
    presentationIdentity(of: store)
  }

}

extension Identifiable {
  fileprivate var anyID: AnyHashable { AnyHashable(id) }
}

/// An `Equatable` value as an identity: equal values are the same identity.
private struct EquatableIdentity: Hashable {
  let value: any Equatable

  init(_ value: any Equatable) { self.value = value }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(to: rhs.value) }

  // Equal values must hash alike, and nothing else about them is known: one hash for all.
  func hash(into hasher: inout Hasher) {}
}

extension Equatable {
  fileprivate func isEqual(to other: any Equatable) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}

/// What tells one presented child from the next in `store`'s state: its observable identity,
/// its `id`, or its value; `nil` when the state has none of them. Reading it does not track
/// the child's fields.
@MainActor
package func presentationIdentity<State, Action>(of store: Store<State, Action>) -> AnyHashable? {
  let state = store.state
  if let observable = state as? any ObservableState {
    return AnyHashable(observable._$id)
  }
  if let identifiable = state as? any Identifiable {
    return identifiable.anyID
  }
  if let hashable = state as? any Hashable {
    return AnyHashable(hashable)
  }
  if let equatable = state as? any Equatable {
    return AnyHashable(EquatableIdentity(equatable))
  }
  return nil
}
