import CAdw
import Gtk

/// Shows toasts over its child (`AdwToastOverlay`), one at a time.
///
/// ```swift
/// let overlay = ToastOverlay()
/// overlay.setChild(content)
/// overlay.add(Toast("Saved"))
/// ```
///
/// A dismissed toast goes away at once, without libadwaita's fade-out: see ``add(_:)``.
@MainActor
extension ToastOverlay {
  var overlay: OpaquePointer { cPointer(self) }

  /// Finishes the overlay's running toast animations; shared by the handlers of its toasts,
  /// and kept on the GObject (any wrapper of the overlay finds it).
  private var finisher: ToastAnimationFinisher {
    let object = gobjectPointer.assumingMemoryBound(to: GObject.self)
    if let existing = g_object_get_qdata(object, finisherQuark) {
      return Unmanaged<ToastAnimationFinisher>.fromOpaque(existing).takeUnretainedValue()
    }
    let finisher = ToastAnimationFinisher(overlay: gobjectPointer)
    g_object_set_qdata_full(
      object, finisherQuark, Unmanaged.passRetained(finisher).toOpaque(),
      { Unmanaged<ToastAnimationFinisher>.fromOpaque($0!).release() })
    return finisher
  }

  /// Sets the content the toasts show over.
  public func setChild(_ child: Widget?) { adw_toast_overlay_set_child(overlay, child?.widget) }

  /// Shows `toast` (or queues it behind the one shown). The overlay holds it until it is
  /// dismissed.
  ///
  /// libadwaita 1.2 frees a toast's bookkeeping (`ToastInfo`) when its hide animation ends,
  /// but leaves its show animation running, and that animation holds a reference to itself
  /// while it plays. A toast dismissed while it still slides in therefore has a show animation
  /// that later calls back into freed memory: when it ends at a frame (GTK runs a widget's
  /// newest tick callback first, so a hide that ends in the same frame as the show frees it
  /// first; a toast shown while another hides slides in for 500 ms but hides in 300 ms), or
  /// when the window closes and the unmap cuts it short (`adw_animation_skip` → "done" →
  /// `g_object_unref` of garbage). So every dismissal, and every high-priority toast (which
  /// hides the one shown), ends all of the overlay's toast animations before the next frame:
  /// an unmap cuts them short in the order they started, show before hide, which is the order
  /// libadwaita's own bookkeeping survives.
  public func add(_ toast: Toast) {
    // add_toast takes ownership of a reference (transfer full): give it one of its own.
    g_object_ref(toast.gobjectPointer)
    adw_toast_overlay_add_toast(overlay, toast.toast)
    // Connected after add_toast, so that it runs after the overlay's own handler, which has
    // started the hide animation by then.
    let finisher = finisher
    toast.connectSignal("dismissed") { _, _, _ in finisher.schedule() }
    if toast.priority == .high { finisher.schedule() }
  }
}

private let finisherQuark = g_quark_from_string("swift-composable-gtk-toast-finisher")

/// Ends an overlay's toast animations before its next frame. It holds the overlay weakly: a
/// toast can be dismissed after its overlay is gone.
@MainActor
private final class ToastAnimationFinisher {
  private nonisolated(unsafe) let weakOverlay: UnsafeMutablePointer<GWeakRef>
  private var isScheduled = false

  init(overlay: UnsafeMutableRawPointer) {
    weakOverlay = .allocate(capacity: 1)
    weakOverlay.initialize(to: GWeakRef())
    g_weak_ref_init(weakOverlay, overlay)
  }

  deinit {
    g_weak_ref_clear(weakOverlay)
    weakOverlay.deallocate()
  }

  /// Finishes the animations from an idle that runs before the next frame's tick callbacks:
  /// not at once, because a dismissal can come from a button inside the toast, which the
  /// finished hide animation would free while its click is still being handled.
  func schedule() {
    guard !isScheduled else { return }
    isScheduled = true
    MainLoop.runOnce(priority: MainLoop.redrawPriority - 1) { [self] in
      isScheduled = false
      guard let overlay = g_weak_ref_get(weakOverlay) else { return }
      defer { g_object_unref(overlay) }
      let widget: UnsafeMutablePointer<GtkWidget> = cCast(overlay)
      // An unmapped overlay has no running animation: unmapping it cut them all short.
      guard gtk_widget_get_mapped(widget) != 0 else { return }
      gtk_widget_unmap(widget)
      gtk_widget_map(widget)
    }
  }
}
