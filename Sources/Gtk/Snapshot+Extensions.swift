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
    return try withTexture(of: widget, doing: operation) { texture throws(GtkError) in
      guard gdk_texture_save_to_png(texture, path) != 0 else {
        throw GtkError("GTK could not write the file (does its folder exist?)", doing: operation)
      }
      return (Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)))
    }
  }

  /// Renders `widget` as it looks now, as ``writePNG(of:to:)`` does, and returns its pixels:
  /// for tests that check where a drawing put its colours.
  ///
  /// ```swift
  /// let image = try Snapshot.renderImage(of: area)
  /// XCTAssertEqual(image.pixel(x: 10, y: 10).red, 1, accuracy: 0.01)
  /// ```
  public static func renderImage(of widget: Widget) throws(GtkError) -> RenderedImage {
    try withTexture(of: widget, doing: "rendering \(widget.name)") { texture in
      let width = Int(gdk_texture_get_width(texture))
      let height = Int(gdk_texture_get_height(texture))
      // Cairo's ARGB32: premultiplied, one native-endian 32-bit word per pixel.
      var words = [UInt32](repeating: 0, count: width * height)
      words.withUnsafeMutableBytes { buffer in
        gdk_texture_download(
          texture, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
      }
      return RenderedImage(width: width, height: height, words: words)
    }
  }

  /// Renders `widget` as it looks now and hands the texture to `body`.
  private static func withTexture<Result>(
    of widget: Widget, doing operation: String,
    _ body: (OpaquePointer) throws(GtkError) -> Result
  ) throws(GtkError) -> Result {
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
    return try body(texture)
  }
}

/// Pixels rendered by ``Snapshot/renderImage(of:)``.
public struct RenderedImage: Sendable {
  public let width: Int
  public let height: Int
  let words: [UInt32]

  /// The colour at (`x`, `y`) from the top-left corner, not premultiplied.
  public func pixel(x: Int, y: Int) -> RGBAColor {
    precondition(
      x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) is outside \(width)x\(height)")
    let word = words[y * width + x]
    let alpha = Double(word >> 24 & 0xff) / 255
    guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func component(_ shift: UInt32) -> Double { min(Double(word >> shift & 0xff) / 255 / alpha, 1) }
    return RGBAColor(red: component(16), green: component(8), blue: component(0), alpha: alpha)
  }
}
