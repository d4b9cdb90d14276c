import CGtk

@MainActor
extension DrawingArea {
  /// Draws the area with `draw`, called with a cairo context, the width and the height each
  /// time GTK paints it (after `queueDraw()`, a resize, a style change).
  ///
  /// ```swift
  /// area.setDrawFunc { cairo, width, height in
  ///   cairo.setSource(red: 1, green: 0, blue: 0, alpha: 1)
  ///   cairo.rectangle(x: 0, y: 0, width: Double(width), height: Double(height))
  ///   cairo.fill()
  /// }
  /// ```
  ///
  /// The ``Cairo`` value is valid only during the call: do not keep it. A second call replaces
  /// the function.
  public func setDrawFunc(_ draw: @escaping @MainActor (Cairo, Int32, Int32) -> Void) {
    // The closure travels to GTK retained and is released by the destroy notify, which GTK
    // calls when the function is replaced or the area is finalized.
    let box = Unmanaged.passRetained(DrawFuncBox(draw)).toOpaque()
    gtk_drawing_area_set_draw_func(
      cPointer(self),
      { area, cairo, width, height, data in
        guard let cairo, let data else { return }
        let draw = Unmanaged<DrawFuncBox>.fromOpaque(data).takeUnretainedValue().draw
        let widget = area.map { UnsafeMutablePointer<GtkWidget>(OpaquePointer($0)) }
        MainActor.assumeIsolated { draw(Cairo(cairo, widget: widget), width, height) }
      }, box, { data in Unmanaged<DrawFuncBox>.fromOpaque(data!).release() })
  }
}

/// Owns a drawing area's draw function on behalf of GTK.
private final class DrawFuncBox {
  let draw: @MainActor (Cairo, Int32, Int32) -> Void
  init(_ draw: @escaping @MainActor (Cairo, Int32, Int32) -> Void) { self.draw = draw }
}

@MainActor
extension Widget {
  /// The colour the style sheets define as `@name` (`@define-color name …;`, Adwaita's
  /// `accent_color`, `window_fg_color`, its palette `blue_3`…) for this widget, in the current
  /// light or dark style; `nil` when no style sheet defines it.
  /// (`gtk_style_context_lookup_color`, which GTK 4.10 deprecates without a replacement.)
  public func lookupColor(_ name: String) -> RGBAColor? {
    var rgba = GdkRGBA()
    guard let context = gtk_widget_get_style_context(widget),
      gtk_style_context_lookup_color(context, name, &rgba) != 0
    else { return nil }
    return RGBAColor(rgba)
  }

  /// The widget's text colour (its CSS `color`), in the current style.
  public var foregroundColor: RGBAColor {
    var rgba = GdkRGBA()
    if let context = gtk_widget_get_style_context(widget) {
      gtk_style_context_get_color(context, &rgba)
    }
    return RGBAColor(rgba)
  }
}

/// A colour's red, green, blue and alpha components, from 0 to 1.
public struct RGBAColor: Hashable, Sendable {
  public var red: Double, green: Double, blue: Double, alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  init(_ rgba: GdkRGBA) {
    self.init(
      red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
      alpha: Double(rgba.alpha))
  }

  /// A colour written as CSS writes one (`#ff8800`, `rgba(255,136,0,0.5)`, `orange`), as
  /// `gdk_rgba_parse` reads it; `nil` when it reads none. (Not `@name`: see
  /// ``Widget/lookupColor(_:)``.)
  public init?(css: String) {
    var rgba = GdkRGBA()
    guard gdk_rgba_parse(&rgba, css) != 0 else { return nil }
    self.init(rgba)
  }
}

/// A cairo context, during a drawing area's draw function (``DrawingArea/setDrawFunc(_:)``):
/// the calls a shape or a canvas needs, with cairo's semantics (y points down, angles in
/// radians from the x axis towards the y axis).
@MainActor
public struct Cairo {
  let cairo: OpaquePointer
  /// The widget drawn, for its fonts.
  private let widget: UnsafeMutablePointer<GtkWidget>?

  init(_ cairo: OpaquePointer, widget: UnsafeMutablePointer<GtkWidget>?) {
    self.cairo = cairo
    self.widget = widget
  }

  /// How the ends of a stroked line look (`cairo_line_cap_t`).
  public enum LineCap: Sendable { case butt, round, square }
  /// How stroked lines meet (`cairo_line_join_t`).
  public enum LineJoin: Sendable { case miter, round, bevel }

  // MARK: Paths

  public func newPath() { cairo_new_path(cairo) }
  public func move(toX x: Double, y: Double) { cairo_move_to(cairo, x, y) }
  public func line(toX x: Double, y: Double) { cairo_line_to(cairo, x, y) }
  public func curve(
    toX x: Double, y: Double, control1X x1: Double, control1Y y1: Double, control2X x2: Double,
    control2Y y2: Double
  ) {
    cairo_curve_to(cairo, x1, y1, x2, y2, x, y)
  }
  public func closePath() { cairo_close_path(cairo) }
  public func rectangle(x: Double, y: Double, width: Double, height: Double) {
    cairo_rectangle(cairo, x, y, width, height)
  }

  // MARK: Painting

  public func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
    cairo_set_source_rgba(cairo, red, green, blue, alpha)
  }

  public func setSource(_ color: RGBAColor) {
    setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }

  /// Fills the current path, with the even-odd rule or the non-zero winding one, and clears
  /// it unless `preserve`.
  public func fill(evenOdd: Bool = false, preserve: Bool = false) {
    cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    if preserve { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
  }

  /// Strokes the current path with the line settings, and clears it unless `preserve`.
  public func stroke(preserve: Bool = false) {
    if preserve { cairo_stroke_preserve(cairo) } else { cairo_stroke(cairo) }
  }

  /// Intersects the clip with the current path, and clears the path.
  public func clip(evenOdd: Bool = false) {
    cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cairo)
  }

  /// Paints the source everywhere in the clip, at `alpha`.
  public func paint(alpha: Double = 1) {
    if alpha >= 1 { cairo_paint(cairo) } else { cairo_paint_with_alpha(cairo, alpha) }
  }

  /// Draws into a group from now on, until ``popGroupToSource()``.
  public func pushGroup() { cairo_push_group(cairo) }
  /// Ends the group and makes it the source, to ``paint(alpha:)``.
  public func popGroupToSource() { cairo_pop_group_to_source(cairo) }

  // MARK: Line settings

  public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }

  public func setLineCap(_ cap: LineCap) {
    let value =
      switch cap {
      case .butt: CAIRO_LINE_CAP_BUTT
      case .round: CAIRO_LINE_CAP_ROUND
      case .square: CAIRO_LINE_CAP_SQUARE
      }
    cairo_set_line_cap(cairo, value)
  }

  public func setLineJoin(_ join: LineJoin) {
    let value =
      switch join {
      case .miter: CAIRO_LINE_JOIN_MITER
      case .round: CAIRO_LINE_JOIN_ROUND
      case .bevel: CAIRO_LINE_JOIN_BEVEL
      }
    cairo_set_line_join(cairo, value)
  }

  public func setMiterLimit(_ limit: Double) { cairo_set_miter_limit(cairo, limit) }

  /// Dashes: lengths of on and off, in turn; none when empty.
  public func setDash(_ lengths: [Double], phase: Double) {
    lengths.withUnsafeBufferPointer { buffer in
      cairo_set_dash(cairo, buffer.baseAddress, Int32(buffer.count), phase)
    }
  }

  // MARK: State and transforms

  public func save() { cairo_save(cairo) }
  public func restore() { cairo_restore(cairo) }
  public func translate(x: Double, y: Double) { cairo_translate(cairo, x, y) }
  public func scale(x: Double, y: Double) { cairo_scale(cairo, x, y) }
  public func rotate(radians: Double) { cairo_rotate(cairo, radians) }

  /// Applies the transform (x, y) → (a·x + c·y + tx, b·x + d·y + ty) before the current one.
  public func transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    var matrix = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    cairo_transform(cairo, &matrix)
  }

  // MARK: Text

  /// Draws `text` with Pango in the font `font` (a Pango font description such as
  /// `"Cantarell Bold 14"`; the widget's font when `nil`), with its top-left corner at the
  /// current point moved by `anchor` times its size (`(0.5, 0.5)`: centred on the point).
  public func showText(
    _ text: String, font: String?, at x: Double, y: Double, anchor: (x: Double, y: Double)
  ) {
    // The widget's layout has its font and its font options (hinting, antialiasing).
    guard
      let layout = widget.map({ gtk_widget_create_pango_layout($0, nil) })
        ?? pango_cairo_create_layout(cairo)
    else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    if let font, let description = pango_font_description_from_string(font) {
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }
    pango_layout_set_text(layout, text, -1)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    cairo_move_to(cairo, x - anchor.x * Double(width), y - anchor.y * Double(height))
    pango_cairo_show_layout(cairo, layout)
    cairo_new_path(cairo)
  }
}
