import CGtk

/// Measures and allocates a widget's children: what ``Widget/setCustomLayout(measure:allocate:)``
/// installs.
@MainActor
private final class CustomLayoutFunctions {
  let measure: @MainActor (Orientation, Int32) -> (minimum: Int32, natural: Int32)
  let allocate: @MainActor (Int32, Int32, Int32) -> Void

  init(
    measure: @escaping @MainActor (Orientation, Int32) -> (minimum: Int32, natural: Int32),
    allocate: @escaping @MainActor (Int32, Int32, Int32) -> Void
  ) {
    self.measure = measure
    self.allocate = allocate
  }

  // g_quark_from_string copies the name.
  nonisolated(unsafe) static let quark = g_quark_from_string("swift-composable-gtk-custom-layout")

  /// The functions of the widget GTK passes to a custom layout's callback.
  static func of(_ widget: UnsafeMutablePointer<GtkWidget>?) -> CustomLayoutFunctions? {
    guard let widget,
      let data = g_object_get_qdata(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), quark)
    else { return nil }
    return Unmanaged<CustomLayoutFunctions>.fromOpaque(data).takeUnretainedValue()
  }
}

/// A 2D affine transform for ``Widget/allocate(width:height:baseline:affine:)``: a point
/// (x, y) of the child goes to (xx·x + xy·y + dx, yx·x + yy·y + dy) in its parent.
public struct AffineAllocation: Hashable, Sendable {
  public var xx: Double, yx: Double, xy: Double, yy: Double, dx: Double, dy: Double

  public init(xx: Double, yx: Double, xy: Double, yy: Double, dx: Double, dy: Double) {
    (self.xx, self.yx, self.xy, self.yy, self.dx, self.dy) = (xx, yx, xy, yy, dx, dy)
  }

  /// A move by (dx, dy).
  public static func translation(dx: Double, dy: Double) -> AffineAllocation {
    AffineAllocation(xx: 1, yx: 0, xy: 0, yy: 1, dx: dx, dy: dy)
  }
}

@MainActor
extension Widget {
  /// Lays the widget's children out with `measure` and `allocate` (a `GtkCustomLayout` as the
  /// widget's layout manager), in place of its own layout.
  ///
  /// `measure` returns the widget's minimum and natural size in an orientation, for a size in
  /// the other one (-1: none); `allocate` is called with the widget's size and baseline and
  /// allocates each child (``allocate(width:height:baseline:affine:)``). Use it on a widget
  /// that keeps its children itself (a bin), never on one whose own code talks to its layout
  /// manager (a box's spacing). The functions live as long as the widget: capture the widget
  /// weakly in them. A second call replaces them.
  ///
  /// ```swift
  /// bin.setCustomLayout(
  ///   measure: { [weak child] orientation, forSize in … },
  ///   allocate: { [weak child] width, height, _ in child?.allocate(width: width, height: height) })
  /// ```
  public func setCustomLayout(
    measure: @escaping @MainActor (_ orientation: Orientation, _ forSize: Int32) ->
      (minimum: Int32, natural: Int32),
    allocate: @escaping @MainActor (_ width: Int32, _ height: Int32, _ baseline: Int32) -> Void
  ) {
    let functions = CustomLayoutFunctions(measure: measure, allocate: allocate)
    g_object_set_qdata_full(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
      CustomLayoutFunctions.quark, Unmanaged.passRetained(functions).toOpaque()
    ) { data in
      guard let data else { return }
      Unmanaged<CustomLayoutFunctions>.fromOpaque(data).release()
    }
    let layout = gtk_custom_layout_new(
      nil,
      { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        let size = MainActor.assumeIsolated { () -> (minimum: Int32, natural: Int32) in
          guard let functions = CustomLayoutFunctions.of(widget) else { return (0, 0) }
          return functions.measure(swiftEnum(orientation), forSize)
        }
        minimum?.pointee = size.minimum
        natural?.pointee = size.natural
        minimumBaseline?.pointee = -1
        naturalBaseline?.pointee = -1
      },
      { widget, width, height, baseline in
        MainActor.assumeIsolated {
          CustomLayoutFunctions.of(widget)?.allocate(width, height, baseline)
        }
      })
    // The widget takes the layout manager's reference.
    gtk_widget_set_layout_manager(widget, layout)
  }

  /// Gives the widget (a child, in its parent's layout) its size, moved and turned by
  /// `affine` in its parent (none: at the parent's origin) (`gtk_widget_allocate`).
  public func allocate(
    width: Int32, height: Int32, baseline: Int32 = -1, affine: AffineAllocation? = nil
  ) {
    guard let affine else {
      gtk_widget_allocate(widget, width, height, baseline, nil)
      return
    }
    var matrix = graphene_matrix_t()
    graphene_matrix_init_from_2d(
      &matrix, affine.xx, affine.yx, affine.xy, affine.yy, affine.dx, affine.dy)
    // gtk_widget_allocate takes the transform's reference.
    gtk_widget_allocate(widget, width, height, baseline, gsk_transform_matrix(nil, &matrix))
  }
}
