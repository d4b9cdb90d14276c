import CAdw
import Gtk

/// Keeps its child at most a given width, centered, growing the margins instead (`AdwClamp`):
/// lists and forms stay readable on wide windows.
///
/// ```swift
/// let clamp = Clamp(maximumSize: 600)
/// clamp.setChild(list)
/// ```
@MainActor
extension Clamp {
  var clamp: OpaquePointer { cPointer(self) }

  /// Creates a clamp of at most `maximumSize` pixels (libadwaita's default is 600).
  public convenience init(maximumSize: Int32 = 600) {
    self.init(UnsafeMutableRawPointer(adw_clamp_new()), .adoptNew)
    self.maximumSize = maximumSize
  }

  /// Sets the clamped child.
  public func setChild(_ child: Widget?) { adw_clamp_set_child(clamp, child?.widget) }

  /// The largest width the child gets.
  public var maximumSize: Int32 {
    get { adw_clamp_get_maximum_size(clamp) }
    set { adw_clamp_set_maximum_size(clamp, newValue) }
  }

  /// The width below which the child takes all the room it is given.
  public var tighteningThreshold: Int32 {
    get { adw_clamp_get_tightening_threshold(clamp) }
    set { adw_clamp_set_tightening_threshold(clamp, newValue) }
  }
}
