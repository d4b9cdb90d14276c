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
  static let quark = g_quark_from_string("swift-composable-gtk-custom-layout")

  /// The functions of the widget GTK passes to a custom layout's callback.
  static func of(_ widget: UnsafeMutablePointer<GtkWidget>?) -> CustomLayoutFunctions? {
    guard let widget,
      let data = g_object_get_qdata(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), quark)
    else { return nil }
    return Unmanaged<CustomLayoutFunctions>.fromOpaque(data).takeUnretainedValue()
  }
}

/// A step of the 2D transform a child is allocated with
/// (``Widget/allocate(width:height:baseline:transform:)``).
public enum TransformStep: Hashable, Sendable {
  /// Moves by (x, y).
  case translate(x: Double, y: Double)
  /// Turns by `degrees`, clockwise on screen.
  case rotate(degrees: Double)
  /// Scales by `x` and `y`.
  case scale(x: Double, y: Double)
}

@MainActor
extension Widget {
  /// Lays the widget's children out with `measure` and `allocate` (a `GtkCustomLayout` as the
  /// widget's layout manager), in place of its own layout.
  ///
  /// `measure` returns the widget's minimum and natural size in an orientation, for a size in
  /// the other one (-1: none); `allocate` is called with the widget's size and baseline and
  /// allocates each child (``allocate(width:height:baseline:transform:)``). Use it on a widget
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
    measure:
      @escaping @MainActor (_ orientation: Orientation, _ forSize: Int32) ->
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

  /// Gives the widget (a child, in its parent's layout) its size, placed in its parent by
  /// `transform` (`gtk_widget_allocate`): the steps in order, the first the outermost (as
  /// `gsk_transform_translate` and its kin chain them), so that `[.translate(x: 50, y: 50),
  /// .rotate(degrees: 90), .translate(x: -50, y: -50)]` turns the child around (50, 50). No
  /// steps: at the parent's origin. The transform is built of 2D steps, which every renderer
  /// draws (cairo's draws a general matrix as a pink box).
  public func allocate(
    width: Int32, height: Int32, baseline: Int32 = -1, transform: [TransformStep] = []
  ) {
    var result: OpaquePointer? = nil
    for step in transform {
      switch step {
      case .translate(let x, let y):
        var point = graphene_point_t(x: Float(x), y: Float(y))
        result = gsk_transform_translate(result, &point)
      case .rotate(let degrees):
        result = gsk_transform_rotate(result, Float(degrees))
      case .scale(let x, let y):
        result = gsk_transform_scale(result, Float(x), Float(y))
      }
    }
    // gtk_widget_allocate takes the transform's reference.
    gtk_widget_allocate(widget, width, height, baseline, result)
  }
}
