import CGtk

/// A bubble attached to a widget (`GtkPopover`); usually shown by a ``MenuButton``.
///
/// ```swift
/// let details = Popover()
/// details.setChild(Label("Prime #7"))
/// infoButton.setPopover(details)
/// ```
@MainActor
public class Popover: Widget {
  var popover: UnsafeMutablePointer<GtkPopover> { cgtk_popover(gobjectPointer) }

  /// Creates an empty popover.
  public convenience init() {
    self.init(UnsafeMutableRawPointer(gtk_popover_new()), .adoptNew)
  }

  /// Sets the popover's content.
  public func setChild(_ child: Widget?) { gtk_popover_set_child(popover, child?.widget) }

  /// Shows the popover.
  public func popup() { gtk_popover_popup(popover) }

  /// Hides the popover.
  public func popdown() { gtk_popover_popdown(popover) }

  /// Whether a click outside or Escape closes the popover.
  public var closesAutomatically: Bool {
    get { gtk_popover_get_autohide(popover) != 0 }
    set { gtk_popover_set_autohide(popover, newValue ? 1 : 0) }
  }

  /// Whether the popover points at its widget with an arrow.
  public var hasArrow: Bool {
    get { gtk_popover_get_has_arrow(popover) != 0 }
    set { gtk_popover_set_has_arrow(popover, newValue ? 1 : 0) }
  }

  /// Calls `handler` when the popover closes, by the user or by ``popdown()``; the place to
  /// send a "dismissed" action.
  @discardableResult
  public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connect0("closed") { _ in handler() }
  }
}
