import Adw
import ComposableGtk
import ComposableGtkViews
import Gtk

/// What a toast says: the value that optional state turns into a toast with
/// ``ComposableGtkViews/View/toast(_:onButtonTapped:onDismiss:)``.
public struct ToastState: Equatable, Sendable {
  /// The message.
  public var title: String
  /// The label of the toast's button ("Undo"); `nil` shows none.
  public var buttonLabel: String?
  /// Seconds until the toast goes away by itself; 0 keeps it until it is dismissed.
  public var timeout: UInt32
  /// Whether it shows at once, ahead of a toast already shown.
  public var priority: Toast.Priority

  /// A toast that says `title`.
  public init(
    _ title: String, buttonLabel: String? = nil, timeout: UInt32 = 5,
    priority: Toast.Priority = .normal
  ) {
    self.title = title
    self.buttonLabel = buttonLabel
    self.timeout = timeout
    self.priority = priority
  }
}

extension View {
  /// Shows a toast over this view while `toast()` returns one (observed), in an
  /// `AdwToastOverlay` around the view.
  ///
  /// ```swift
  /// FavoritesList(store: store)
  ///   .toast {
  ///     store.lastRemoved.map { ToastState("Removed \($0)", buttonLabel: "Undo") }
  ///   } onButtonTapped: {
  ///     store.send(.undoRemovalTapped)
  ///   } onDismiss: {
  ///     store.send(.removalToastDismissed)
  ///   }
  /// ```
  ///
  /// State drives the toast as it drives a presented dialog: a value shows a toast, `nil`
  /// dismisses it, and another value replaces it. When the toast goes away by itself (its
  /// timeout, its close button) while the state still holds it, `onDismiss` runs and should
  /// send the action that sets the state to `nil`. The button runs `onButtonTapped`; if that
  /// action already cleared the state, the toast's dismissal that follows sends nothing more.
  public func toast(
    _ toast: @escaping @MainActor () -> ToastState?,
    onButtonTapped: @escaping @MainActor () -> Void = {},
    onDismiss: @escaping @MainActor () -> Void
  ) -> ToastOverlayView<Self> {
    ToastOverlayView(
      content: self, toast: toast, onButtonTapped: onButtonTapped, onDismiss: onDismiss)
  }
}

/// A view with a toast overlay around it: what ``ComposableGtkViews/View/toast(_:onButtonTapped:onDismiss:)``
/// returns.
public struct ToastOverlayView<Content: View>: View, PrimitiveView {
  let content: Content
  let toast: @MainActor () -> ToastState?
  let onButtonTapped: @MainActor () -> Void
  let onDismiss: @MainActor () -> Void

  package func makeNode(in context: BuildContext) -> ViewNode {
    let overlay = ViewGraph.created(ToastOverlay())
    let child = ComposableGtkViews.makeNode(content, in: context)
    overlay.setChild(ViewGraph.singleWidget(of: child, context: context))
    let presenter = ToastPresenter(
      state: toast, onButtonTapped: onButtonTapped, onDismiss: onDismiss)
    let token = observe(toast) { [weak overlay] next in
      guard let overlay else { return }
      presenter.show(next, in: overlay)
    }
    overlay.attach(token)
    let node = ViewNode(package: [overlay], children: [child])
    node.tokens = [token]
    node.retained = presenter
    return node
  }

  package func update(_ node: ViewNode) {
    // The toast keeps following the closures it was built with.
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// The toast shown for the state, if any, and the handlers that report on it.
@MainActor
final class ToastPresenter {
  private let state: @MainActor () -> ToastState?
  private let onButtonTapped: @MainActor () -> Void
  private let onDismiss: @MainActor () -> Void
  private var shown: (state: ToastState, toast: Toast)?

  init(
    state: @escaping @MainActor () -> ToastState?,
    onButtonTapped: @escaping @MainActor () -> Void,
    onDismiss: @escaping @MainActor () -> Void
  ) {
    self.state = state
    self.onButtonTapped = onButtonTapped
    self.onDismiss = onDismiss
  }

  func show(_ next: ToastState?, in overlay: ToastOverlay) {
    if let shown, shown.state == next { return }
    if let shown {
      // Forget it first: its `dismissed` is the program's doing, not the user's.
      self.shown = nil
      shown.toast.dismiss()
    }
    guard let next else { return }
    let toast = Toast(next.title)
    toast.buttonLabel = next.buttonLabel
    toast.timeout = next.timeout
    toast.priority = next.priority
    // The handlers live as long as the toast's GObject; they hold the toast weakly (it would
    // hold itself) and the presenter weakly (a toast can outlive its view).
    toast.onButtonClicked { [weak self, weak toast] in
      guard let self, let toast, self.shown?.toast === toast else { return }
      self.onButtonTapped()
    }
    toast.onDismissed { [weak self, weak toast] in
      guard let self, let toast, self.shown?.toast === toast else { return }
      self.shown = nil
      // The button's action may have cleared the state already: then there is nothing to
      // dismiss.
      if self.state() != nil { self.onDismiss() }
    }
    shown = (next, toast)
    overlay.add(toast)
  }
}
