import CAdw
import Gtk

/// Shows toasts over its child (`AdwToastOverlay`), one at a time.
///
/// ```swift
/// let overlay = ToastOverlay()
/// overlay.setChild(content)
/// overlay.add(Toast("Saved"))
/// ```
@MainActor
public final class ToastOverlay: Widget {
  var overlay: OpaquePointer { cadw_toast_overlay(gobjectPointer) }

  /// Wraps a widget GTK made (one found in a widget tree, say): for tests and tools.
  package override init(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership) {
    super.init(pointer, ownership)
  }

  /// Creates an overlay without a child.
  public init() {
    super.init(UnsafeMutableRawPointer(adw_toast_overlay_new()), .adoptNew)
  }

  /// Sets the content the toasts show over.
  public func setChild(_ child: Widget?) { adw_toast_overlay_set_child(overlay, child?.widget) }

  /// Shows `toast` (or queues it behind the one shown). The overlay holds it until it is
  /// dismissed.
  public func add(_ toast: Toast) {
    // add_toast takes ownership of a reference (transfer full): give it one of its own.
    g_object_ref(toast.gobjectPointer)
    adw_toast_overlay_add_toast(overlay, toast.toast)
  }
}
