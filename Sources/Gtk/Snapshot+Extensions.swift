import CGtk

/// Renders widgets to PNG files with GTK's own renderer: for screenshots and tests.
///
/// ```swift
/// let size = try Snapshot.writePNG(of: window, to: "screenshots/counter.png")
/// ```
@MainActor
extension Snapshot {
  /// Renders `widget` as it looks now, at its allocated size, with the renderer of its window,
  /// and writes it to `path`; returns the size in pixels.
  ///
  /// The widget must be laid out: present its window and let the main loop draw a frame first.
  @discardableResult
  public static func writePNG(of widget: Widget, to path: String) throws(GtkError)
    -> (width: Int, height: Int)
  {
    let operation = "writing a snapshot of \(widget.name) to \(path)"
    let (width, height) = (widget.width, widget.height)
    guard width > 0, height > 0, let native = gtk_widget_get_native(widget.widget) else {
      throw GtkError(
        "the widget is not laid out yet (\(width)x\(height)); present its window and iterate the main loop until it has drawn",
        doing: operation)
    }
    guard let renderer = gtk_native_get_renderer(native) else {
      throw GtkError("its window has no renderer (not realized)", doing: operation)
    }
    let paintable = gtk_widget_paintable_new(widget.widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(
      paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else {
      throw GtkError("the widget drew nothing", doing: operation)
    }
    defer { gsk_render_node_unref(node) }
    var viewport = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0),
      size: graphene_size_t(width: Float(width), height: Float(height)))
    guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
      throw GtkError("the renderer produced no texture", doing: operation)
    }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    guard gdk_texture_save_to_png(texture, path) != 0 else {
      throw GtkError("GTK could not write the file (does its folder exist?)", doing: operation)
    }
    return (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
  }
}
