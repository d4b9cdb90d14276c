import Gtk

extension Widget {
  /// Runs `apply` now and whenever state it read has changed, while this widget is in a window.
  ///
  /// A widget moved elsewhere keeps its observation: while it is out of any window (removed
  /// from its container, or inside a container that was) the observation is paused, and
  /// changes only mark it; once the widget is in a window again, any window, it runs once if
  /// anything it read changed meanwhile, and follows the store from then on.
  ///
  /// The observation ends when the window the widget is in is destroyed, when the widget
  /// itself is destroyed (disposed: once nothing holds it any more), or when the returned token
  /// is cancelled. While the widget has a parent the observation holds it, so `apply` may
  /// capture it and you may drop your own reference. Out of any container, only your
  /// references hold it: an `apply` that captures the widget strongly then keeps it, paused,
  /// until you put it back or cancel the token; capture it `weak` (as the `bind` helpers do)
  /// when you may take the widget out of its window and drop it.
  ///
  /// A window's own observations end when the window is disposed: once it is destroyed (by
  /// `Window.destroy()` or by the user closing it) and no Swift reference holds it. So
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
    tieToWindow(token)
    return token
  }

  /// Ties an observation made with ``ComposableGtk/observe(_:)`` or
  /// ``ComposableGtk/observe(_:then:)`` to this widget, as ``observe(_:)`` does: it pauses
  /// while the widget is out of any window, and ends when the window is destroyed or the
  /// widget is disposed. The widget keeps the token.
  ///
  /// ```swift
  /// let token = observe({ store.isLoggedIn }, then: { slot.isVisible = $0 })
  /// slot.attach(token)
  /// ```
  public func attach(_ token: ObservationToken) {
    tieToWindow(token)
  }

  /// Pauses `token` while this widget is out of any window and resumes it when the widget is
  /// in one again; cancels it when the widget's window is destroyed or the widget is disposed.
  func tieToWindow(_ token: ObservationToken) {
    WidgetLifetime.attach(token, to: self)
  }
}

/// Ties an observation to a widget's place in a window.
///
/// It lives in the closures of the widget's `notify::root` and `notify::parent` handlers, which
/// GTK owns: the widget's GObject keeps it alive, and disposing the widget drops it, which ends
/// the observation. While the widget has a parent, it also holds the widget's wrapper (and so
/// the GObject): a cycle on purpose, so that the wrapper lives as long as the widget is in a
/// widget tree, broken when the widget leaves its parent; from then on the wrapper lives only
/// as long as something else holds it. A window has no parent and is always held weakly, so
/// that it can be disposed once GTK and Swift let go of it.
@MainActor
private final class WidgetLifetime {
  private var heldWidget: Widget?
  private weak var weakWidget: Widget?
  private var widget: Widget? { heldWidget ?? weakWidget }
  private let token: ObservationToken
  private var handlers: [SignalHandler] = []
  private var wasRooted: Bool
  /// The window the widget is in, while it is in one: to tell, when it leaves, whether the
  /// window was destroyed (the observation ends) or the widget was taken out (it pauses).
  private var window: WindowIdentity?

  private init(widget: Widget, token: ObservationToken) {
    weakWidget = widget
    self.token = token
    wasRooted = widget.isRooted
    window = widget.rootWindowIdentity
    holdWhileParented(widget)
  }

  static func attach(_ token: ObservationToken, to widget: Widget) {
    guard !token.isCancelled else { return }
    let lifetime = WidgetLifetime(widget: widget, token: token)
    lifetime.handlers = [
      widget.onNotify("root") { lifetime.rootChanged() },
      widget.onNotify("parent") { lifetime.parentChanged() },
    ]
    // Cancelling the token releases the lifetime (and the widget) at once.
    token.observer.onCancel { [weak lifetime] in lifetime?.detach() }
  }

  private func holdWhileParented(_ widget: Widget) {
    heldWidget = widget.hasParent ? widget : nil
  }

  private func rootChanged() {
    guard let widget else { return }
    if widget.isRooted {
      wasRooted = true
      window = widget.rootWindowIdentity
      token.observer.resume()
    } else if wasRooted {
      wasRooted = false
      let left = window
      window = nil
      // GTK takes a window off its list of toplevels when it is destroyed, and the widgets in
      // it leave it when it is disposed (once no wrapper holds it either).
      if let left, !left.isOpen {
        token.cancel()
      } else {
        token.observer.pause()
      }
    }
  }

  private func parentChanged() {
    guard let widget else { return }
    // Letting go of the wrapper here may release the widget's last reference; GLib holds one
    // of its own while it emits the notification.
    holdWhileParented(widget)
  }

  private func detach() {
    let handlers = self.handlers
    self.handlers = []
    guard let widget else { return }
    for handler in handlers where widget.isConnected(handler) { widget.disconnect(handler) }
  }

  isolated deinit {
    token.cancel()
  }
}
