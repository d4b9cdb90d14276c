import ComposableGtkViews
import Foundation
import Testing

/// Whether two rectangles agree to within `tolerance` on every edge.
private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

private func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

private func elements(of path: Path) -> [Path.Element] {
  var elements: [Path.Element] = []
  path.forEach { elements.append($0) }
  return elements
}

/// The on-curve points of a path's elements, in order.
private func endPoints(of path: Path) -> [CGPoint] {
  elements(of: path).compactMap { element in
    switch element {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
      point
    case .closeSubpath: nil
    }
  }
}

@MainActor @Suite struct PathTests {
  @Test func anEmptyPathHasNoElementsAndANullBoundingRect() {
    let path = Path()
    #expect(path.isEmpty)
    #expect(path.boundingRect.isNull)
    #expect(path.currentPoint == nil)
  }

  @Test func linesAndAClosedSubpath() {
    let path = Path { path in
      path.move(to: CGPoint(x: 10, y: 10))
      path.addLine(to: CGPoint(x: 50, y: 10))
      path.addLines([CGPoint(x: 50, y: 40), CGPoint(x: 10, y: 40)])
      path.closeSubpath()
    }
    #expect(
      elements(of: path) == [
        .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 50, y: 10)),
        .move(to: CGPoint(x: 50, y: 40)), .line(to: CGPoint(x: 10, y: 40)), .closeSubpath,
      ])
    #expect(path.boundingRect == CGRect(x: 10, y: 10, width: 40, height: 30))
    #expect(path.currentPoint == CGPoint(x: 50, y: 40), "back to the start of its subpath")
  }

  @Test func aLineOnAnEmptyPathIsAMove() {
    var path = Path()
    path.addLine(to: CGPoint(x: 3, y: 4))
    #expect(elements(of: path) == [.move(to: CGPoint(x: 3, y: 4))])
  }

  @Test func aRectangleGoesAroundFromItsTopLeftCorner() {
    let path = Path(CGRect(x: 1, y: 2, width: 30, height: 20))
    #expect(
      elements(of: path) == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 31, y: 2)),
        .line(to: CGPoint(x: 31, y: 22)), .line(to: CGPoint(x: 1, y: 22)), .closeSubpath,
      ])
    #expect(path.boundingRect == CGRect(x: 1, y: 2, width: 30, height: 20))
  }

  @Test func curvesAreBoundedByTheirPointsNotTheirControls() {
    let path = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
      path.addCurve(
        to: CGPoint(x: 200, y: 0), control1: CGPoint(x: 100, y: -80),
        control2: CGPoint(x: 200, y: -80))
    }
    #expect(elements(of: path).count == 3)
    // The quadratic's top is half-way to its control: y 50; the cubic's lowest point is at
    // three quarters of its controls' height: y -60.
    #expect(close(path.boundingRect, CGRect(x: 0, y: -60, width: 200, height: 110)))
  }

  @Test func aRoundedRectangleHasFourCornerCurvesWithinItsRect() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let path = Path(roundedRect: rect, cornerRadius: 10)
    let curves = elements(of: path).filter { if case .curve = $0 { true } else { false } }
    #expect(curves.count == 4)
    #expect(close(path.boundingRect, rect))
    #expect(elements(of: path).first == .move(to: CGPoint(x: 10, y: 0)))
    // A radius larger than half a side is limited to it: a capsule.
    #expect(close(Path(roundedRect: rect, cornerRadius: 500).boundingRect, rect))
  }

  @Test func anEllipseIsFourCurvesThroughItsExtremes() {
    let rect = CGRect(x: 10, y: 20, width: 80, height: 40)
    let path = Path(ellipseIn: rect)
    #expect(close(path.boundingRect, rect))
    let points = endPoints(of: path)
    #expect(points.count == 5)
    #expect(close(points[0], CGPoint(x: 90, y: 40)), "starts at its rightmost point")
    #expect(close(points[1], CGPoint(x: 50, y: 60)), "then goes down: clockwise on screen")
    #expect(close(points[2], CGPoint(x: 10, y: 40)))
    #expect(close(points[3], CGPoint(x: 50, y: 20)))
  }

  @Test func anArcNotClockwiseTurnsClockwiseOnScreen() {
    // SwiftUI's flipped meaning: `clockwise: false` goes towards greater angles, which is
    // downwards from the x axis, clockwise as seen on screen.
    let center = CGPoint(x: 100, y: 100)
    let path = Path { path in
      path.addArc(
        center: center, radius: 50, startAngle: .degrees(0), endAngle: .degrees(90),
        clockwise: false)
    }
    #expect(close(path.currentPoint, CGPoint(x: 100, y: 150)))
    #expect(close(path.boundingRect, CGRect(x: 100, y: 100, width: 50, height: 50), 1e-3))

    let other = Path { path in
      path.addArc(
        center: center, radius: 50, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true
      )
    }
    // The other way round: three quarters of the circle, through the top.
    #expect(close(other.currentPoint, CGPoint(x: 100, y: 150)))
    #expect(close(other.boundingRect, CGRect(x: 50, y: 50, width: 100, height: 100), 1e-3))
    #expect(elements(of: other).count == 4, "a move and one curve per quarter turn")
  }

  @Test func anArcAfterOtherElementsStartsWithALine() {
    let path = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addArc(
        center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .degrees(360),
        clockwise: false)
    }
    #expect(elements(of: path)[1] == .line(to: CGPoint(x: 5, y: 0 + 5 * sin(Double.pi))))
    #expect(close(path.currentPoint, CGPoint(x: 15, y: 0)))
    // Through the top (y −5): the half below 180° → 360° going up on screen.
    #expect(close(path.boundingRect, CGRect(x: 0, y: -5, width: 15, height: 5), 1e-3))
  }

  @Test func transformsAndOffsetsMoveEveryPoint() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      square.offsetBy(dx: 5, dy: -5).boundingRect == CGRect(x: 5, y: -5, width: 10, height: 10))
    let turned = square.applying(CGAffineTransform(rotationAngle: .pi / 2))
    // A quarter turn maps (x, y) to (−y, x).
    #expect(close(turned.boundingRect, CGRect(x: -10, y: 0, width: 10, height: 10)))
    let scaled = square.applying(CGAffineTransform(scaleX: 2, y: 3))
    #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
  }

  @Test func trimmingKeepsTheRequestedFractionOfTheLength() {
    let line = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 100, y: 0))
      path.addLine(to: CGPoint(x: 100, y: 100))
    }
    let middle = line.trimmedPath(from: 0.25, to: 0.75)
    #expect(close(middle.boundingRect, CGRect(x: 50, y: 0, width: 50, height: 50), 1e-6))
    #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(line.trimmedPath(from: 0, to: 1) == line)

    // Half a circle that starts at its rightmost point and turns clockwise on screen: its
    // lower half.
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let half = circle.trimmedPath(from: 0, to: 0.5)
    #expect(close(half.boundingRect, CGRect(x: 0, y: 50, width: 100, height: 50), 0.5))
  }

  @Test func shapesGiveTheirPathsInARect() {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(Rectangle().path(in: rect) == Path(rect))
    #expect(
      close(Circle().path(in: rect).boundingRect, CGRect(x: 50, y: 0, width: 100, height: 100)))
    #expect(close(Ellipse().path(in: rect).boundingRect, rect))
    #expect(close(Capsule().path(in: rect).boundingRect, rect))
    #expect(close(RoundedRectangle(cornerRadius: 8).path(in: rect).boundingRect, rect))
    // A quarter turn about the centre stands the rectangle up.
    #expect(
      close(
        Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect,
        CGRect(x: 50, y: -50, width: 100, height: 200)))
    #expect(
      Rectangle().offset(x: 5, y: 6).path(in: rect).boundingRect == rect.offsetBy(dx: 5, dy: 6))
    #expect(
      close(
        Rectangle().scale(0.5).path(in: rect).boundingRect,
        CGRect(x: 50, y: 25, width: 100, height: 50)))
    #expect(
      close(
        Rectangle().trim(from: 0, to: 1.0 / 3).path(in: rect).boundingRect,
        CGRect(x: 0, y: 0, width: 200, height: 0)))
  }

  @Test func aPathIsAShapeThatIsItselfInAnyRect() {
    let path = Path(ellipseIn: CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(path.path(in: CGRect(x: 0, y: 0, width: 300, height: 300)) == path)
    #expect(
      close(
        path.rotation(.degrees(180), anchor: .topLeading).path(in: .zero).boundingRect,
        CGRect(x: -15, y: -15, width: 10, height: 10)))
  }

  @Test func anglesConvert() {
    #expect(abs(Angle(degrees: 180).radians - .pi) < 1e-12)
    #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
    #expect(Angle.zero == Angle())
    #expect(Angle.degrees(10) < .degrees(20))
  }
}
