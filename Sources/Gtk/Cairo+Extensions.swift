import CGtk

@MainActor
extension Cairo {
  /// A colour at `offset` (0 to 1) along a gradient.
  public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: RGBAColor

    public init(offset: Double, color: RGBAColor) {
      self.offset = offset
      self.color = color
    }
  }

  /// Makes the source a linear gradient from (x0, y0) to (x1, y1): its first colour before the
  /// start, its last after the end (`cairo_pattern_create_linear`, padded).
  public func setLinearGradient(
    x0: Double, y0: Double, x1: Double, y1: Double, stops: [GradientStop]
  ) {
    setGradient(cairo_pattern_create_linear(x0, y0, x1, y1), stops: stops)
  }

  /// Makes the source a radial gradient around (x, y), from `startRadius` to `endRadius`,
  /// padded as the linear one (`cairo_pattern_create_radial`).
  public func setRadialGradient(
    x: Double, y: Double, startRadius: Double, endRadius: Double, stops: [GradientStop]
  ) {
    setGradient(cairo_pattern_create_radial(x, y, startRadius, x, y, endRadius), stops: stops)
  }

  private func setGradient(_ pattern: OpaquePointer?, stops: [GradientStop]) {
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    for stop in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cairo, pattern)
  }

  /// Whether shapes filled from now on have antialiased edges (`cairo_set_antialias`): off
  /// for pieces that must meet without a seam.
  public func setAntialias(_ antialias: Bool) {
    cairo_set_antialias(cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }
}
