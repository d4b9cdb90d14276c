import CGtk

/// A rectangle in a widget's or a surface's coordinates, in pixels (GTK's logical pixels,
/// before any scale factor): the origin is the top-left corner.
public struct Rect: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The point in the middle: where a pointer clicks a widget.
  public var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
}

extension Widget {
  /// Where this widget's box (its border included) lies in `other`'s coordinates
  /// (`gtk_widget_compute_bounds`), once both are laid out in the same window; nil before that,
  /// or when they share no window. A widget's coordinates start at the top-left of its content,
  /// inside its border and padding.
  public func bounds(in other: Widget) -> Rect? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, other.widget, &rect) != 0 else { return nil }
    return Rect(
      x: Double(rect.origin.x), y: Double(rect.origin.y),
      width: Double(rect.size.width), height: Double(rect.size.height))
  }

  /// Where this widget is drawn on its window's surface (`GdkSurface`): its bounds in the
  /// window moved by the window's surface transform, which is the room client-side decorations
  /// take around the window (the shadow). This is what a backend shows the surface as: the
  /// X11 or Wayland window, or the element a Broadway page draws it in. Nil while the widget is
  /// not laid out in a realized window.
  public var boundsInSurface: Rect? {
    guard let native = gtk_widget_get_native(widget), gtk_native_get_surface(native) != nil
    else { return nil }
    let nativeWidget = makeWrapper(UnsafeMutableRawPointer(native), .retain) { Widget($0, $1) }
    guard var rect = bounds(in: nativeWidget) else { return nil }
    var dx = 0.0
    var dy = 0.0
    gtk_native_get_surface_transform(native, &dx, &dy)
    rect.x += dx
    rect.y += dy
    return rect
  }
}

extension Window {
  /// The size of the window's surface, decorations and shadow included; nil until the window
  /// is realized.
  public var surfaceSize: (width: Int32, height: Int32)? {
    guard let surface = gtk_native_get_surface(cCast(gobjectPointer)) else { return nil }
    return (gdk_surface_get_width(surface), gdk_surface_get_height(surface))
  }
}
