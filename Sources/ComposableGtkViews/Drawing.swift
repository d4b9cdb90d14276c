import ComposableGtk
import Foundation
import Gtk

/// What a drawing area paints: shapes and text in the order given. A shape's or a canvas's
/// drawing is recorded as commands first, so that the area is painted again only when they
/// differ.
enum DrawCommand: Equatable {
  case fill(Path, Color, FillStyle, DrawState)
  case stroke(Path, Color, StrokeStyle, inside: Bool, DrawState)
  case text(String, at: CGPoint, anchor: UnitPoint, Color, DrawState)
  /// The path filled with a gradient placed in the area's coordinates.
  case gradient(Path, GradientFill, FillStyle, DrawState)
}

/// The settings a command is drawn with: a canvas's transform, opacity and clip.
struct DrawState: Equatable {
  var transform = CGAffineTransform.identity
  var opacity: Double = 1
  /// Paths the drawing is clipped to, already in the area's coordinates.
  var clips: [Clip] = []

  struct Clip: Equatable {
    var path: Path
    var style: FillStyle
  }
}

/// The node of a shape or a canvas drawn with cairo: a `GtkDrawingArea` that paints the
/// commands `render` records for its size.
///
/// `render` runs under observation: again when the area is resized, and when state it read
/// changes; the area is queued for painting only when the commands it records differ from the
/// ones it shows.
@MainActor
final class DrawingNode: ViewNode {
  let area: DrawingArea
  private var render: @MainActor (CGSize) -> [DrawCommand]
  private var size = CGSize.zero
  private(set) var commands: [DrawCommand] = []

  init(render: @escaping @MainActor (CGSize) -> [DrawCommand]) {
    let area = ViewGraph.created(DrawingArea())
    area.hexpand = true
    area.vexpand = true
    self.area = area
    self.render = render
    super.init(widgets: [area])
    area.setDrawFunc { [weak self] cairo, _, _ in
      guard let self else { return }
      Self.paint(self.commands, on: cairo, of: self.area)
    }
    area.onResize { [weak self] width, height in
      guard let self else { return }
      self.size = CGSize(width: CGFloat(width), height: CGFloat(height))
      self.follow(self.render)
    }
    follow(render)
  }

  /// Records what `render` draws, now and whenever state it read changes, until the next
  /// render replaces it.
  func follow(_ render: @escaping @MainActor (CGSize) -> [DrawCommand]) {
    self.render = render
    for token in tokens { token.cancel() }
    let size = size
    // Until the area has a size there is nothing to draw, nor anything to follow: the resize
    // starts the observation.
    let token = observe(
      { size.width > 0 && size.height > 0 ? render(size) : [] },
      // The observation holds the node, as a body's does.
      then: { commands in self.show(commands) })
    area.attach(token)
    tokens = [token]
  }

  private func show(_ commands: [DrawCommand]) {
    guard commands != self.commands else { return }
    self.commands = commands
    ViewGraph.drawingsQueued += 1
    area.queueDraw()
  }

  /// Paints `commands` with cairo, resolving their colours through `widget`'s style.
  static func paint(_ commands: [DrawCommand], on cairo: Cairo, of widget: Widget) {
    for command in commands {
      cairo.save()
      defer { cairo.restore() }
      let state: DrawState
      switch command {
      case .fill(_, _, _, let s), .stroke(_, _, _, _, let s), .text(_, _, _, _, let s),
        .gradient(_, _, _, let s):
        state = s
      }
      for clip in state.clips {
        append(clip.path, to: cairo)
        cairo.clip(evenOdd: clip.style.isEOFilled)
      }
      let t = state.transform
      if !t.isIdentity { cairo.transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
      switch command {
      case .fill(let path, let color, let style, _):
        cairo.setSource(color.resolved(in: widget, opacity: state.opacity))
        append(path, to: cairo)
        cairo.fill(evenOdd: style.isEOFilled)
      case .stroke(let path, let color, let style, let inside, _):
        cairo.setSource(color.resolved(in: widget, opacity: state.opacity))
        var width = style.lineWidth
        if inside {
          // Half of a line twice as wide, the half within the path.
          append(path, to: cairo)
          cairo.clip()
          width *= 2
        }
        cairo.setLineWidth(width)
        let cap: Cairo.LineCap =
          switch style.lineCap {
          case .butt: .butt
          case .round: .round
          case .square: .square
          }
        let join: Cairo.LineJoin =
          switch style.lineJoin {
          case .miter: .miter
          case .round: .round
          case .bevel: .bevel
          }
        cairo.setLineCap(cap)
        cairo.setLineJoin(join)
        cairo.setMiterLimit(style.miterLimit)
        cairo.setDash(style.dash.map { Double($0) }, phase: style.dashPhase)
        append(path, to: cairo)
        cairo.stroke()
      case .gradient(let path, let fill, let style, _):
        append(path, to: cairo)
        cairo.clip(evenOdd: style.isEOFilled)
        fill.paint(on: cairo, of: widget, opacity: state.opacity, covering: path.boundingRect)
      case .text(let string, let point, let anchor, let color, _):
        cairo.setSource(color.resolved(in: widget, opacity: state.opacity))
        cairo.showText(string, font: nil, at: point.x, y: point.y, anchor: (anchor.x, anchor.y))
      }
    }
  }

  private static func append(_ path: Path, to cairo: Cairo) {
    cairo.newPath()
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo.move(toX: point.x, y: point.y)
        current = point
      case .line(let point):
        cairo.line(toX: point.x, y: point.y)
        current = point
      case .quadCurve(let point, let control):
        // Cairo has cubics only.
        let cubic = Cubic(from: current, quadraticControl: control, to: point)
        cairo.curve(
          toX: point.x, y: point.y, control1X: cubic.p1.x, control1Y: cubic.p1.y,
          control2X: cubic.p2.x, control2Y: cubic.p2.y)
        current = point
      case .curve(let point, let control1, let control2):
        cairo.curve(
          toX: point.x, y: point.y, control1X: control1.x, control1Y: control1.y,
          control2X: control2.x, control2Y: control2.y)
        current = point
      case .closeSubpath:
        cairo.closePath()
      }
    }
  }
}

extension Color {
  /// The text colour of the view the colour is used in (CSS's `currentColor`).
  static let foreground = Color(css: "currentColor")

  /// The colour's components for cairo, as `widget`'s style has them now, at `opacity`.
  ///
  /// Our colours are CSS expressions of three forms: `@name` is looked up in the style sheets
  /// (`gtk_style_context_lookup_color`, so the light or dark style's value), `alpha(x, a)`
  /// scales the alpha of `x`, and anything else (`rgba(…)`) is parsed as CSS. What no style
  /// sheet defines, and `currentColor`, is the widget's text colour.
  @MainActor
  func resolved(in widget: Widget, opacity: Double = 1) -> RGBAColor {
    var color = Self.resolve(css, in: widget)
    color.alpha *= opacity
    return color
  }

  @MainActor
  private static func resolve(_ css: String, in widget: Widget) -> RGBAColor {
    let css = css.trimmingCharacters(in: .whitespaces)
    if css.hasPrefix("@") {
      ViewStyleSheet.installFallbackColors()
      return widget.lookupColor(String(css.dropFirst())) ?? widget.foregroundColor
    }
    if css.hasPrefix("alpha("), css.hasSuffix(")"), let comma = css.lastIndex(of: ",") {
      let inner = css[css.index(css.startIndex, offsetBy: 6)..<comma]
      let factor = Double(css[css.index(after: comma)..<css.index(before: css.endIndex)]) ?? 1
      var color = resolve(String(inner), in: widget)
      color.alpha *= factor
      return color
    }
    if css == "currentColor" { return widget.foregroundColor }
    return RGBAColor(css: css) ?? widget.foregroundColor
  }
}
