import CGtk

/// A bubble attached to a widget (`GtkPopover`); usually shown by a ``MenuButton``.
///
/// ```swift
/// let details = Popover()
/// details.setChild(Label("Prime #7"))
/// infoButton.setPopover(details)
/// ```
@MainActor
extension Popover {
  var popover: UnsafeMutablePointer<GtkPopover> { cPointer(self) }

  /// Sets the popover's content.
  public func setChild(_ child: Widget?) { gtk_popover_set_child(popover, child?.widget) }

  /// Shows the popover.
  ///
  /// On a display without a seat the popover stops closing automatically first: GDK could
  /// not show it otherwise (see ``closesAutomatically``), and with no seat there is no click
  /// outside or Escape that could close it anyway.
  public func popup() {
    Popover.makeShowable(popover)
    gtk_popover_popup(popover)
  }

  /// Turns off `autohide` of `popover` where the display has no seat, the one case in which
  /// GDK 4.8 on Wayland never maps an autohide popover: it maps one only from inside a grab
  /// of the seat (`gdk_wayland_surface_present_popup`), and without a seat nothing calls back.
  static func makeShowable(_ popover: UnsafeMutablePointer<GtkPopover>) {
    guard gtk_popover_get_autohide(popover) != 0, !Toolkit.hasSeat else { return }
    gtk_popover_set_autohide(popover, 0)
  }

  /// Hides the popover.
  public func popdown() { gtk_popover_popdown(popover) }

  /// Whether a click outside or Escape closes the popover (GTK's default).
  ///
  /// On Wayland such a popover is an `xdg_popup` with an input grab, and GDK 4.8 shows it only
  /// through a grab on the display's seat: on a compositor without a seat (``Toolkit/hasSeat``
  /// is false; a headless one) it is never shown, while one that does not close automatically
  /// is. A desktop compositor always has a seat.
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
    connectSignal("closed") { _, _, _ in handler() }
  }
}
