import Gtk

extension Widget {
  /// Runs `apply` now and whenever state it read has changed, for as long as this widget is
  /// in its window.
  ///
  /// The observation holds the widget, so `apply` may capture it (and you may drop your own
  /// reference): it ends when the widget leaves its window (it is removed, or the window goes
  /// away), or when the returned token is cancelled. A widget that never joins a window keeps
  /// it until the token is cancelled.
  ///
  /// A window's own observations end when the window is disposed: once it is destroyed (by
  /// ``Gtk/Window/destroy()`` or by the user closing it) and no Swift reference holds it. So
  /// that they can end, the observation does not hold a window, and `apply` must capture its
  /// window `weak` (a window captured strongly keeps itself alive).
  ///
  /// ```swift
  /// let count = Label()
  /// count.observe { count.text = "\(store.count)" }
  /// box.append(count)
  /// ```
  @discardableResult
  public func observe(_ apply: @escaping @MainActor () -> Void) -> ObservationToken {
    let token = ComposableGtk.observe(apply)
    endWhenRemoved(token)
    return token
  }

  /// Cancels `token` when this widget leaves its window or is disposed.
  func endWhenRemoved(_ token: ObservationToken) {
    WidgetLifetime.attach(token, to: self)
  }
}

/// Ties an observation to a widget's place in a window.
///
/// It lives in the closure of the widget's `notify::root` handler, which GTK owns: the
/// widget's GObject keeps it alive. For a widget inside a window it also keeps the widget's
/// wrapper (and so the GObject) alive, a cycle on purpose, broken when the root goes away (the
/// handler is disconnected), which happens to every descendant when the window is disposed.
/// A window is its own root, which never goes away; it is held weakly, so that it can be
/// disposed once GTK and Swift let go of it, and disposing drops every handler, this one too.
@MainActor
private final class WidgetLifetime {
  private let heldWidget: Widget?
  private weak var weakWidget: Widget?
  private var widget: Widget? { heldWidget ?? weakWidget }
  private let token: ObservationToken
  private var handler: SignalHandler?
  private var wasRooted: Bool

  private init(widget: Widget, token: ObservationToken) {
    heldWidget = widget is Window ? nil : widget
    weakWidget = widget
    self.token = token
    self.wasRooted = widget.isRooted
  }

  static func attach(_ token: ObservationToken, to widget: Widget) {
    guard !token.isCancelled else { return }
    let lifetime = WidgetLifetime(widget: widget, token: token)
    lifetime.handler = widget.onNotify("root") { lifetime.rootChanged() }
    // Cancelling the token releases the lifetime (and the widget) at once.
    token.observer.onCancel { [weak lifetime] in lifetime?.detach() }
  }

  private func rootChanged() {
    guard let widget else { return }
    let isRooted = widget.isRooted
    defer { wasRooted = isRooted }
    if wasRooted && !isRooted { token.cancel() }
  }

  private func detach() {
    guard let handler, let widget else { return }
    self.handler = nil
    if widget.isConnected(handler) { widget.disconnect(handler) }
  }

  isolated deinit {
    token.cancel()
  }
}
