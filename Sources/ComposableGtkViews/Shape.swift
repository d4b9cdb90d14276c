import Foundation
import Gtk

/// A shape, as SwiftUI's `Shape`: a view that takes the space it is given and draws the
/// ``Path`` that ``path(in:)`` returns for it, filled with the text colour, or with
/// ``fill(_:style:)-(Color,_)``'s colour, or stroked with ``stroke(_:lineWidth:)``'s.
///
/// ```swift
/// struct Wedge: Shape {
///   var angle: Angle
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       let center = CGPoint(x: rect.midX, y: rect.midY)
///       path.move(to: center)
///       path.addArc(center: center, radius: min(rect.width, rect.height) / 2,
///                   startAngle: .zero, endAngle: angle, clockwise: false)
///       path.closeSubpath()
///     }
///   }
/// }
///
/// Wedge(angle: .degrees(120)).rotation(.degrees(-90)).fill(.accentColor)
/// Circle().strokeBorder(lineWidth: 24)
/// ```
///
/// How they are drawn on GNOME:
/// - `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle` and `Ellipse`, filled or with a
///   plain border, are boxes drawn by the theme's CSS (a background, a border, rounded
///   corners), as GTK draws its own widgets.
/// - Any other shape (yours, or a built-in one rotated, scaled, offset, trimmed or stroked
///   with a dash) is a `GtkDrawingArea` that draws its path with cairo. The path is computed
///   again when the area is resized and when state of a store it read changes (in `path(in:)`
///   or in the body that made the shape); the area is painted again only when the path or
///   its paint differ from what it shows.
/// - Colours are resolved when the area is painted, through the area's style: a named colour
///   (`.accentColor`, `.red`, `Color("name")`) is the `@define-color` of the current light or
///   dark style sheet (`gtk_style_context_lookup_color`), `rgba(…)` colours are parsed, and the
///   text colour is the area's CSS `color` (so `.foregroundColor` applies). A colour no style
///   sheet defines is drawn in the text colour.
public protocol Shape: View where Body == Never {
  /// The outline of the shape in `rect`, the space the view is given (its origin is the
  /// view's top-left corner).
  func path(in rect: CGRect) -> Path
}

/// A built-in shape that CSS can draw as a box.
protocol BoxShape: Shape {
  /// The corners of the shape, as CSS draws them.
  var outline: ShapeOutline { get }
}

/// How a box shape is drawn by CSS: its corners, and whether it keeps a square.
struct ShapeOutline: Hashable, Sendable {
  let radius: String
  let isSquare: Bool
}

/// A rectangle.
public struct Rectangle: BoxShape {
  public init() {}
  var outline: ShapeOutline { ShapeOutline(radius: "0", isSquare: false) }
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: BoxShape {
  /// The size of the ellipses of the corners.
  public var cornerSize: CGSize
  /// How the corners are drawn; both styles draw circular corners here.
  public var style: RoundedCornerStyle

  /// A rectangle whose corners are arcs of `cornerRadius` points.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle whose corners are quarter ellipses of `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  var outline: ShapeOutline {
    let (width, height) = (Int(cornerSize.width.rounded()), Int(cornerSize.height.rounded()))
    return ShapeOutline(
      radius: width == height ? "\(width)px" : "\(width)px / \(height)px", isSquare: false)
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: BoxShape {
  public init() {}
  var outline: ShapeOutline { ShapeOutline(radius: "9999px", isSquare: false) }
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
  }
}

/// The largest circle that fits the space it is given, centred in it.
public struct Circle: BoxShape {
  public init() {}
  var outline: ShapeOutline { ShapeOutline(radius: "9999px", isSquare: true) }
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

/// An ellipse filling the space it is given.
public struct Ellipse: BoxShape {
  public init() {}
  var outline: ShapeOutline { ShapeOutline(radius: "50%", isSquare: false) }
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

// MARK: - Shapes made from shapes

/// A shape turned by an angle around an anchor: what ``Shape/rotation(_:anchor:)`` returns.
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    let pivot = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
        .concatenating(CGAffineTransform(rotationAngle: angle.radians))
        .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y)))
  }
}

/// A shape scaled around an anchor: what ``Shape/scale(x:y:anchor:)`` returns.
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    let pivot = anchor.point(in: rect)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
        .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
        .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y)))
  }
}

/// A shape moved by an offset: what ``Shape/offset(_:)-(CGSize)`` returns.
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize

  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

/// The part of a shape's outline between two fractions of its length: what
/// ``Shape/trim(from:to:)`` returns.
public struct TrimmedShape<Content: Shape>: Shape {
  public var shape: Content
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public init(shape: Content, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
    self.shape = shape
    self.startFraction = startFraction
    self.endFraction = endFraction
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}

extension Shape {
  /// The shape turned by `angle` (clockwise on screen for a positive angle) around `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled by `x` and `y` around `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<
    Self
  > {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` both ways around `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The part of the shape's outline from the fraction `from` of its length to `to`.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<
    Self
  > {
    TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

// MARK: - Paint

/// How a path is filled, as SwiftUI's `FillStyle`: the non-zero winding rule, or the even-odd
/// rule (`eoFill`). Drawing is always antialiased.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How the ends of stroked lines look, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }

/// How stroked lines meet, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

/// How a path is stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  /// Lengths of the dashes and the gaps between them, in turn; a solid line when empty.
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a shape is painted.
enum ShapePaint: Hashable, Sendable {
  case fill(Color, FillStyle)
  /// `inside`: the line is within the edge (`strokeBorder`), not centred on it.
  case stroke(Color, StrokeStyle, inside: Bool)
  /// Filled with a gradient, drawn with cairo (CSS places gradients in its own way).
  case gradient(AnyGradientStyle, FillStyle)
}

extension Shape {
  /// The shape filled with `color`.
  public func fill(_ color: Color, style: FillStyle = FillStyle()) -> ShapeView {
    ShapeView(self, .fill(color, style))
  }

  /// The shape filled with the text colour.
  public func fill(style: FillStyle = FillStyle()) -> ShapeView {
    ShapeView(self, .fill(.foreground, style))
  }

  /// The shape's outline drawn in `color`, `lineWidth` points wide, centred on its edge (a
  /// built-in shape drawn by CSS has its line inside its edge, as ``strokeBorder(_:lineWidth:)``).
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ShapeView {
    stroke(color, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline drawn in `color` with `style`'s width, ends, joins and dashes.
  public func stroke(_ color: Color, style: StrokeStyle) -> ShapeView {
    ShapeView(self, .stroke(color, style, inside: false))
  }

  /// The shape's outline drawn in the text colour, `lineWidth` points wide.
  public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
    stroke(.foreground, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline drawn in the text colour with `style`.
  public func stroke(style: StrokeStyle) -> ShapeView {
    stroke(.foreground, style: style)
  }

  /// The shape's outline drawn in `color`, `lineWidth` points wide, inside its edge.
  public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ShapeView {
    strokeBorder(color, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline drawn in `color` with `style`, inside its edge.
  public func strokeBorder(_ color: Color, style: StrokeStyle) -> ShapeView {
    ShapeView(self, .stroke(color, style, inside: true))
  }

  /// The shape's outline drawn in the text colour, `lineWidth` points wide, inside its edge.
  public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
    strokeBorder(.foreground, lineWidth: lineWidth)
  }

  /// The shape's outline drawn in the text colour with `style`, inside its edge.
  public func strokeBorder(style: StrokeStyle) -> ShapeView {
    strokeBorder(.foreground, style: style)
  }
}

extension Shape {
  /// A shape without colours of its own is drawn filled with the text colour.
  func makeShapeNode() -> ViewNode {
    fill().makeNode(in: BuildContext(orientation: .vertical, spacing: 0))
  }

  func updateShapeNode(_ node: ViewNode) { fill().update(node) }
}

/// A shape with its paint: what ``Shape/fill(_:style:)-(Color,_)``, ``Shape/stroke(_:lineWidth:)`` and
/// ``Shape/strokeBorder(_:lineWidth:)`` return.
public struct ShapeView: View, PrimitiveView {
  /// The box CSS draws, for a built-in shape CSS can draw with this paint.
  let box: ShapeOutline?
  let path: @MainActor (CGRect) -> Path
  let paint: ShapePaint

  init<S: Shape>(_ shape: S, _ paint: ShapePaint) {
    self.paint = paint
    path = { rect in shape.path(in: rect) }
    // CSS draws fills and solid lines inside the edge.
    if let shape = shape as? any BoxShape {
      switch paint {
      case .fill: box = shape.outline
      case .stroke(_, let style, _): box = style.dash.isEmpty ? shape.outline : nil
      case .gradient: box = nil
      }
    } else {
      box = nil
    }
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    guard let box else {
      return DrawingNode(render: render)
    }
    let widget = ViewGraph.created(Box(.vertical))
    widget.hexpand = true
    widget.vexpand = true
    let node = ViewNode(widgets: [shapeWidget(widget, box)])
    apply(box, to: widget)
    node.retained = widget
    return node
  }

  package func update(_ node: ViewNode) {
    if let node = node as? DrawingNode {
      node.follow(render)
    } else if let widget = node.retained as? Box, let box {
      apply(box, to: widget)
    }
  }

  /// What the drawing area draws at `size`.
  private var render: @MainActor (CGSize) -> [DrawCommand] {
    { [path, paint] size in
      let path = path(CGRect(origin: .zero, size: size))
      switch paint {
      case .fill(let color, let style):
        return [.fill(path, color, style, DrawState())]
      case .stroke(let color, let style, let inside):
        return [.stroke(path, color, style, inside: inside, DrawState())]
      case .gradient(let gradient, let style):
        // The gradient's points are fractions of the shape's bounds, as in SwiftUI.
        let bounds = path.boundingRect
        let frame = bounds.isNull ? CGRect(origin: .zero, size: size) : bounds
        return [.gradient(path, gradient.fill(in: frame), style, DrawState())]
      }
    }
  }

  /// A circle keeps a square: the box in an aspect frame of ratio 1.
  private func shapeWidget(_ widget: Box, _ box: ShapeOutline) -> Widget {
    guard box.isSquare else { return widget }
    let frame = ViewGraph.created(AspectFrame(xalign: 0.5, yalign: 0.5, ratio: 1, obeyChild: false))
    frame.child = widget
    frame.hexpand = true
    frame.vexpand = true
    return frame
  }

  private func apply(_ box: ShapeOutline, to widget: Box) {
    var declarations = "border-radius: \(box.radius);"
    switch paint {
    case .fill(let color, _):
      declarations += " background-color: \(color.css);"
    case .stroke(let color, let style, _):
      declarations += " border: \(Int(style.lineWidth.rounded()))px solid \(color.css);"
    case .gradient:
      break
    }
    var hasher = FNV1a()
    hasher.combine(declarations)
    let className = ViewStyleSheet.ensure(
      "cg-shape-\(String(hasher.value, radix: 16))", declarations)
    ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-shape-", with: className)
  }
}

/// A path is a shape, as in SwiftUI: `Path { … }.stroke(.blue, lineWidth: 2)` is a view that
/// draws the path as it is, whatever space it is given.
extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}
