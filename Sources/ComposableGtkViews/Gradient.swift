import Foundation
import Gtk

/// What fills a shape or a background, as SwiftUI's `ShapeStyle`: a ``Color``, a
/// ``LinearGradient``, a ``RadialGradient`` or an ``AngularGradient``.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// Colours at locations from 0 to 1, as SwiftUI's `Gradient`: what the gradient styles
/// spread over a shape.
///
/// ```swift
/// Gradient(colors: [.blue, .green])
/// Gradient(stops: [.init(color: .blue, location: 0), .init(color: .green, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
  /// A colour and where it is along the gradient, as SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  /// A gradient of `stops`, in the order of their locations.
  public init(stops: [Stop]) {
    self.stops = stops.sorted { $0.location < $1.location }
  }

  /// A gradient of `colors`, spread evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    stops = colors.enumerated().map {
      Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last))
    }
  }

  /// The colours of the stops as `widget`'s style has them now, for cairo.
  @MainActor
  func resolved(in widget: Widget, opacity: Double) -> [Cairo.GradientStop] {
    stops.map {
      Cairo.GradientStop(
        offset: Double($0.location), color: $0.color.resolved(in: widget, opacity: opacity))
    }
  }
}

/// Colours along a line from a start point to an end point, as SwiftUI's `LinearGradient`;
/// the points are fractions of the filled frame (`.top`, `.bottomTrailing`).
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// ```
///
/// It is a view that fills the space it is given, a style for a shape's `fill(_:style:)`
/// and for ``View/background(_:ignoresSafeAreaEdges:)``.
public struct LinearGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

/// Colours in circles around a centre, from a start radius to an end radius (in points), as
/// SwiftUI's `RadialGradient`.
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)
/// ```
public struct RadialGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}

/// Colours around a centre as the angle turns, clockwise from the start angle to the end angle
/// (0: towards the trailing edge), as SwiftUI's `AngularGradient` (a conic gradient). Equal
/// angles (the defaults) make a full turn from the start angle. Less than a full turn: the
/// rest is the last colour, then the first from halfway across it.
///
/// ```swift
/// Circle().fill(AngularGradient(gradient: Gradient(colors: [.blue, .red]), center: .center))
/// ```
public struct AngularGradient: ShapeStyle, Hashable {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A full turn from `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
  }

  /// A full turn of `colors` from `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A full turn of `stops` from `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

/// A gradient placed in a frame: what a drawing area paints.
enum GradientFill: Hashable {
  case linear(Gradient, start: CGPoint, end: CGPoint)
  case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
  case angular(Gradient, center: CGPoint, start: Double, end: Double)
}

/// A gradient style, placed in a frame.
protocol GradientStyle: ShapeStyle, Hashable {
  func fill(in rect: CGRect) -> GradientFill
}

extension LinearGradient: GradientStyle {
  func fill(in rect: CGRect) -> GradientFill {
    .linear(gradient, start: startPoint.point(in: rect), end: endPoint.point(in: rect))
  }
}

extension RadialGradient: GradientStyle {
  func fill(in rect: CGRect) -> GradientFill {
    .radial(
      gradient, center: center.point(in: rect), startRadius: startRadius, endRadius: endRadius)
  }
}

extension AngularGradient: GradientStyle {
  func fill(in rect: CGRect) -> GradientFill {
    var end = endAngle.radians
    if end == startAngle.radians { end += 2 * .pi }
    return .angular(
      gradient, center: center.point(in: rect), start: startAngle.radians, end: end)
  }
}

extension GradientFill {
  /// Paints the gradient over the clip of `cairo` (the path to fill, already clipped to).
  @MainActor
  func paint(on cairo: Cairo, of widget: Widget, opacity: Double, covering bounds: CGRect) {
    switch self {
    case .linear(let gradient, let start, let end):
      cairo.setLinearGradient(
        x0: start.x, y0: start.y, x1: end.x, y1: end.y,
        stops: gradient.resolved(in: widget, opacity: opacity))
      cairo.paint()
    case .radial(let gradient, let center, let startRadius, let endRadius):
      cairo.setRadialGradient(
        x: center.x, y: center.y, startRadius: startRadius, endRadius: endRadius,
        stops: gradient.resolved(in: widget, opacity: opacity))
      cairo.paint()
    case .angular(let gradient, let center, let start, let end):
      // Cairo has no conic gradient: thin wedges around the centre, each of its colour,
      // without antialiasing between them (the clip keeps the shape's edge smooth).
      let stops = gradient.resolved(in: widget, opacity: opacity)
      let radius =
        [bounds.minX, bounds.maxX].flatMap { x in
          [bounds.minY, bounds.maxY].map { y in hypot(x - center.x, y - center.y) }
        }.max() ?? 0
      let span = min(end - start, 2 * .pi)
      let wedges = 720
      cairo.setAntialias(false)
      for index in 0..<wedges {
        let from = Double(index) / Double(wedges) * 2 * .pi
        let to = Double(index + 1) / Double(wedges) * 2 * .pi
        let middle = (from + to) / 2
        let color: RGBAColor
        if middle <= span {
          color = Self.color(at: middle / span, of: stops)
        } else {
          // The rest of the turn: the last colour, then the first from halfway across.
          let rest = 2 * .pi - span
          color = Self.color(at: middle - span < rest / 2 ? 1 : 0, of: stops)
        }
        cairo.setSource(color)
        cairo.newPath()
        cairo.move(toX: center.x, y: center.y)
        // A little over the wedge's own angle, so that wedges overlap rather than leave gaps.
        let a = start + from - 0.002
        let b = start + to + 0.002
        cairo.line(toX: center.x + radius * 1.5 * cos(a), y: center.y + radius * 1.5 * sin(a))
        cairo.line(toX: center.x + radius * 1.5 * cos(b), y: center.y + radius * 1.5 * sin(b))
        cairo.closePath()
        cairo.fill()
      }
      cairo.setAntialias(true)
    }
  }

  /// The colour at `location` of a gradient's stops (the first before them, the last after).
  static func color(at location: Double, of stops: [Cairo.GradientStop]) -> RGBAColor {
    guard let first = stops.first, let last = stops.last else {
      return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
    if location <= first.offset { return first.color }
    if location >= last.offset { return last.color }
    for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.offset {
      let t =
        upper.offset > lower.offset ? (location - lower.offset) / (upper.offset - lower.offset) : 1
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
      return RGBAColor(
        red: mix(lower.color.red, upper.color.red),
        green: mix(lower.color.green, upper.color.green),
        blue: mix(lower.color.blue, upper.color.blue),
        alpha: mix(lower.color.alpha, upper.color.alpha))
    }
    return last.color
  }
}

// MARK: Gradients as views

extension LinearGradient: View, PrimitiveView {
  public typealias Body = Never
  package func makeNode(in context: BuildContext) -> ViewNode { GradientViews.makeNode(self) }
  package func update(_ node: ViewNode) { GradientViews.update(node, self) }
}

extension RadialGradient: View, PrimitiveView {
  public typealias Body = Never
  package func makeNode(in context: BuildContext) -> ViewNode { GradientViews.makeNode(self) }
  package func update(_ node: ViewNode) { GradientViews.update(node, self) }
}

extension AngularGradient: View, PrimitiveView {
  public typealias Body = Never
  package func makeNode(in context: BuildContext) -> ViewNode { GradientViews.makeNode(self) }
  package func update(_ node: ViewNode) { GradientViews.update(node, self) }
}

/// A gradient as a view: a drawing area it fills, whatever size it is given.
@MainActor
enum GradientViews {
  static func render(_ style: some GradientStyle) -> @MainActor (CGSize) -> [DrawCommand] {
    { size in
      let rect = CGRect(origin: .zero, size: size)
      return [.gradient(Path(rect), style.fill(in: rect), FillStyle(), DrawState())]
    }
  }

  static func makeNode(_ style: some GradientStyle) -> ViewNode {
    DrawingNode(render: render(style))
  }

  static func update(_ node: ViewNode, _ style: some GradientStyle) {
    (node as? DrawingNode)?.follow(render(style))
  }
}

// MARK: Shapes and backgrounds

extension Shape {
  /// The shape filled with a gradient (or a colour), as SwiftUI's `fill(_:style:)`: the
  /// gradient's points are fractions of the shape's bounding rectangle.
  ///
  /// ```swift
  /// Circle().fill(AngularGradient(colors: [.blue, .green, .blue], center: .center))
  /// ```
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView {
    if let color = content as? Color { return fill(color, style: style) }
    guard let gradient = content as? any GradientStyle else { return fill(style: style) }
    return ShapeView(self, .gradient(AnyGradientStyle(gradient), style))
  }
}

/// A gradient style of any kind, hashable, for a shape's paint.
struct AnyGradientStyle: Hashable, Sendable {
  private let base: any GradientStyle

  init(_ style: some GradientStyle) { base = style }

  func fill(in rect: CGRect) -> GradientFill { base.fill(in: rect) }

  static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}

extension View {
  /// Fills the area behind the view with a gradient (or a colour), as SwiftUI's
  /// `background(_:ignoresSafeAreaEdges:)`; the view keeps its size.
  ///
  /// ```swift
  /// Text("Today").padding().background(LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom))
  /// ```
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> BackgroundView<Self, ShapeView>
  {
    // A rectangle of the style, drawn with cairo, behind the view.
    BackgroundView(content: self, background: Rectangle().fill(style), alignment: .center)
  }
}
