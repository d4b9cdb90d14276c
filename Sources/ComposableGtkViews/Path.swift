import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: a value made of moves, lines, quadratic and
/// cubic Bézier curves and closed subpaths, in a view's coordinates (y points down).
///
/// ```swift
/// let arc = Path { path in
///   path.move(to: center)
///   path.addArc(center: center, radius: 40, startAngle: .zero, endAngle: .degrees(90),
///               clockwise: false)
///   path.closeSubpath()
/// }
/// ```
///
/// As on Apple platforms, arcs and ellipses are stored as cubic Bézier curves (at most a
/// quarter turn each), and `clockwise` has Core Graphics' meaning in a flipped space: an arc
/// with `clockwise: false` goes from `startAngle` towards greater angles, which turns
/// clockwise on screen.
public struct Path: Equatable, Sendable {
  /// One element of a path, as SwiftUI's `Path.Element`.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The elements, in order.
  package private(set) var elements: [Element] = []
  /// Where the current subpath started: where `closeSubpath` returns to.
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// The path `build` makes, starting from an empty one.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rectangle with corners rounded by `cornerRadius`.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle with corners rounded by ellipses of `cornerSize`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// The ellipse that fills `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The last point of the path, `nil` when it is empty.
  public var currentPoint: CGPoint? {
    guard let last = elements.last else { return nil }
    switch last {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
      return point
    case .closeSubpath:
      return subpathStart
    }
  }

  /// Calls `body` with each element, in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  // MARK: Building

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
    subpathStart = point
  }

  /// A straight line from the current point to `point` (a move when the path is empty).
  public mutating func addLine(to point: CGPoint) {
    guard ensureCurrentPoint(point) else { return }
    elements.append(.line(to: point))
  }

  /// Straight lines through `points`: a move to the first, lines to the others.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { elements.append(.line(to: point)) }
  }

  /// A quadratic Bézier curve from the current point to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    guard ensureCurrentPoint(point) else { return }
    elements.append(.quadCurve(to: point, control: control))
  }

  /// A cubic Bézier curve from the current point to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard ensureCurrentPoint(point) else { return }
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// An arc of the circle at `center`, from `startAngle` to `endAngle` (from the x axis
  /// towards the y axis, which points down); preceded by a line from the current point to its
  /// start, or a move when the path is empty. `clockwise: false` goes towards greater angles
  /// (clockwise on screen, as in SwiftUI's flipped coordinates); a sweep of a whole turn or
  /// more draws the whole circle.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    var sweep = endAngle.radians - start
    let turn = 2 * Double.pi
    if clockwise {
      // Towards smaller angles.
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      sweep = max(sweep, -turn)
    } else {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      sweep = min(sweep, turn)
    }
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        .applying(transform)
    }
    let first = point(start)
    if elements.isEmpty { move(to: first) } else { elements.append(.line(to: first)) }
    let count = max(1, Int((abs(sweep) / (turn / 4) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    // Control points of a cubic Bézier approximating an arc of `step` radians.
    let k = 4.0 / 3.0 * tan(step / 4) * radius
    for index in 0..<count {
      let a0 = start + step * Double(index)
      let a1 = a0 + step
      let control1 = CGPoint(
        x: center.x + radius * cos(a0) - k * sin(a0), y: center.y + radius * sin(a0) + k * cos(a0))
      let control2 = CGPoint(
        x: center.x + radius * cos(a1) + k * sin(a1), y: center.y + radius * sin(a1) - k * cos(a1))
      elements.append(
        .curve(
          to: point(a1), control1: control1.applying(transform),
          control2: control2.applying(transform)))
    }
  }

  /// A closed subpath around `rect`: from its top-left corner to the top-right, bottom-right
  /// and bottom-left ones.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY).applying(transform))
    for corner in [
      CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ] {
      elements.append(.line(to: corner.applying(transform)))
    }
    closeSubpath()
  }

  /// Closed subpaths around each of `rects`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed subpath around `rect` with corners rounded by quarter ellipses of `cornerSize`
  /// (at most half the rectangle's sides). Both styles draw circular corners: GTK has no
  /// continuous (squircle) corners.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let rect = rect.standardized
    let rx = min(max(cornerSize.width, 0), rect.width / 2)
    let ry = min(max(cornerSize.height, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
    // Each corner is a quarter ellipse: a scaled quarter circle.
    var corners = Path()
    let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
    corners.move(to: p(rect.minX + rx, rect.minY))
    corners.addLine(to: p(rect.maxX - rx, rect.minY))
    corners.addCurve(
      to: p(rect.maxX, rect.minY + ry), control1: p(rect.maxX - rx + k * rx, rect.minY),
      control2: p(rect.maxX, rect.minY + ry - k * ry))
    corners.addLine(to: p(rect.maxX, rect.maxY - ry))
    corners.addCurve(
      to: p(rect.maxX - rx, rect.maxY), control1: p(rect.maxX, rect.maxY - ry + k * ry),
      control2: p(rect.maxX - rx + k * rx, rect.maxY))
    corners.addLine(to: p(rect.minX + rx, rect.maxY))
    corners.addCurve(
      to: p(rect.minX, rect.maxY - ry), control1: p(rect.minX + rx - k * rx, rect.maxY),
      control2: p(rect.minX, rect.maxY - ry + k * ry))
    corners.addLine(to: p(rect.minX, rect.minY + ry))
    corners.addCurve(
      to: p(rect.minX + rx, rect.minY), control1: p(rect.minX, rect.minY + ry - k * ry),
      control2: p(rect.minX + rx - k * rx, rect.minY))
    corners.closeSubpath()
    addPath(corners, transform: transform)
  }

  /// A closed subpath: the ellipse that fills `rect`, from its rightmost point towards its
  /// bottom (clockwise on screen), in four curves.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let rect = rect.standardized
    let radius = rect.width / 2
    guard radius > 0, rect.height > 0 else { return }
    // A unit circle scaled to the rectangle.
    let scale = CGAffineTransform(scaleX: 1, y: rect.height / rect.width)
      .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
      .concatenating(transform)
    var circle = Path()
    circle.addArc(
      center: .zero, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    circle.closeSubpath()
    addPath(circle, transform: scale)
  }

  /// The elements of `path`, moved by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.applying(transform).elements {
      if case .move(let point) = element { subpathStart = point }
      elements.append(element)
    }
  }

  /// Starts the path at `point` when it is empty; false when it did (nothing else to add).
  private mutating func ensureCurrentPoint(_ point: CGPoint) -> Bool {
    guard elements.isEmpty else { return true }
    move(to: point)
    return false
  }

  // MARK: Reading and transforming

  /// The smallest rectangle that holds every point of the path (its curves, not their control
  /// points); `CGRect.null` when the path is empty.
  public var boundingRect: CGRect {
    var bounds = Bounds()
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point):
        bounds.add(point)
        (current, start) = (point, point)
      case .line(let point):
        bounds.add(point)
        current = point
      case .quadCurve(let point, let control):
        let cubic = Cubic(from: current, quadraticControl: control, to: point)
        bounds.addCubic(cubic.p0, cubic.p1, cubic.p2, cubic.p3)
        current = point
      case .curve(let point, let control1, let control2):
        bounds.addCubic(current, control1, control2, point)
        current = point
      case .closeSubpath:
        current = start
      }
    }
    return bounds.rect
  }

  /// The path with every point moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var result = self
    result.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: point.applying(transform))
      case .line(let point): .line(to: point.applying(transform))
      case .quadCurve(let point, let control):
        .quadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let control1, let control2):
        .curve(
          to: point.applying(transform), control1: control1.applying(transform),
          control2: control2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    result.subpathStart = subpathStart?.applying(transform)
    return result
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The part of the path between the fractions `from` and `to` of its length (0 to 1), as
  /// SwiftUI's `trimmedPath(from:to:)`. Curves are cut exactly; lengths are measured along
  /// the curves flattened into short lines.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let from = min(max(from, 0), 1)
    let to = min(max(to, 0), 1)
    guard from < to else { return Path() }
    if from == 0, to == 1 { return self }
    let segments = Segment.segments(of: self)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    let (low, high) = (from * total, to * total)
    var result = Path()
    var travelled: CGFloat = 0
    var lastEnd: CGPoint?
    for segment in segments {
      defer { travelled += segment.length }
      let (start, end) = (travelled, travelled + segment.length)
      guard end > low, start < high, segment.length > 0 else { continue }
      let t0 = segment.parameter(atLength: max(low - start, 0))
      let t1 = segment.parameter(atLength: min(high, end) - start)
      let piece = segment.cubic.cut(from: t0, to: t1)
      if lastEnd != piece.p0 { result.move(to: piece.p0) }
      if segment.isLine {
        result.elements.append(.line(to: piece.p3))
      } else {
        result.elements.append(.curve(to: piece.p3, control1: piece.p1, control2: piece.p2))
      }
      lastEnd = piece.p3
    }
    return result
  }
}

/// How the corners of a rounded rectangle are drawn, as SwiftUI's `RoundedCornerStyle`; both
/// are circular here.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// The extent of points and curves.
private struct Bounds {
  var minX = CGFloat.infinity, minY = CGFloat.infinity
  var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

  mutating func add(_ point: CGPoint) {
    minX = min(minX, point.x)
    minY = min(minY, point.y)
    maxX = max(maxX, point.x)
    maxY = max(maxY, point.y)
  }

  /// Adds the cubic's end points and its extremes along each axis.
  mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
    add(p0)
    add(p3)
    let cubic = Cubic(p0: p0, p1: p1, p2: p2, p3: p3)
    for t in Self.extremes(p0.x, p1.x, p2.x, p3.x) + Self.extremes(p0.y, p1.y, p2.y, p3.y) {
      add(cubic.point(at: t))
    }
  }

  /// Where the derivative of a cubic of these coefficients is zero, within (0, 1).
  private static func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat]
  {
    // B'(t)/3 = (b-a)(1-t)² + 2(c-b)(1-t)t + (d-c)t² = A t² + B t + C
    let qa = -a + 3 * b - 3 * c + d
    let qb = 2 * (a - 2 * b + c)
    let qc = b - a
    var roots: [CGFloat] = []
    if abs(qa) < 1e-12 {
      if abs(qb) > 1e-12 { roots = [-qc / qb] }
    } else {
      let discriminant = qb * qb - 4 * qa * qc
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots = [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  var rect: CGRect {
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// A cubic Bézier curve (a line or a quadratic is one too).
struct Cubic {
  var p0, p1, p2, p3: CGPoint

  init(p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint) {
    (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
  }

  /// The quadratic curve from `start` to `end` with `control`: the cubic whose controls are
  /// two thirds of the way from each end to it.
  init(from start: CGPoint, quadraticControl control: CGPoint, to end: CGPoint) {
    self.init(
      p0: start,
      p1: CGPoint(
        x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
      p2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)),
      p3: end)
  }

  func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The part of the curve from `t0` to `t1` (de Casteljau).
  func cut(from t0: CGFloat, to t1: CGFloat) -> Cubic {
    let head = split(at: t1).0
    guard t1 > 0 else { return Cubic(p0: p0, p1: p0, p2: p0, p3: p0) }
    return head.split(at: t0 / t1).1
  }

  private func split(at t: CGFloat) -> (Cubic, Cubic) {
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    let (a, b, c) = (mix(p0, p1), mix(p1, p2), mix(p2, p3))
    let (d, e) = (mix(a, b), mix(b, c))
    let f = mix(d, e)
    return (Cubic(p0: p0, p1: a, p2: d, p3: f), Cubic(p0: f, p1: e, p2: c, p3: p3))
  }
}

/// A drawn piece of a path, with its length, for trimming.
private struct Segment {
  var cubic: Cubic
  var isLine: Bool
  /// Cumulative lengths at parameters 0, 1/n, …, 1.
  var lengths: [CGFloat]
  var length: CGFloat { lengths.last ?? 0 }

  static let steps = 32

  init(cubic: Cubic, isLine: Bool) {
    self.cubic = cubic
    self.isLine = isLine
    var lengths: [CGFloat] = [0]
    var previous = cubic.p0
    let steps = isLine ? 1 : Self.steps
    for index in 1...steps {
      let point = cubic.point(at: CGFloat(index) / CGFloat(steps))
      lengths.append(lengths.last! + hypot(point.x - previous.x, point.y - previous.y))
      previous = point
    }
    self.lengths = lengths
  }

  /// The parameter at which the curve has run `length`.
  func parameter(atLength length: CGFloat) -> CGFloat {
    guard self.length > 0 else { return 0 }
    let steps = lengths.count - 1
    var index = 1
    while index < steps, lengths[index] < length { index += 1 }
    let (before, after) = (lengths[index - 1], lengths[index])
    let fraction = after > before ? (length - before) / (after - before) : 0
    return min(max((CGFloat(index - 1) + fraction) / CGFloat(steps), 0), 1)
  }

  static func segments(of path: Path) -> [Segment] {
    var segments: [Segment] = []
    var current = CGPoint.zero
    var start = CGPoint.zero
    func line(to point: CGPoint) {
      // Controls a third of the way along: the parameter runs at an even speed.
      let third = CGPoint(x: (point.x - current.x) / 3, y: (point.y - current.y) / 3)
      let c1 = CGPoint(x: current.x + third.x, y: current.y + third.y)
      let c2 = CGPoint(x: point.x - third.x, y: point.y - third.y)
      segments.append(Segment(cubic: Cubic(p0: current, p1: c1, p2: c2, p3: point), isLine: true))
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        (current, start) = (point, point)
      case .line(let point):
        line(to: point)
        current = point
      case .quadCurve(let point, let control):
        segments.append(
          Segment(cubic: Cubic(from: current, quadraticControl: control, to: point), isLine: false))
        current = point
      case .curve(let point, let control1, let control2):
        segments.append(
          Segment(cubic: Cubic(p0: current, p1: control1, p2: control2, p3: point), isLine: false))
        current = point
      case .closeSubpath:
        if current != start { line(to: start) }
        current = start
      }
    }
    return segments
  }
}
