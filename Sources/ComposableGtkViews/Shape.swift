import Foundation
import Gtk

/// A shape, as SwiftUI's `Shape`: it takes the space it is given and is drawn filled with the
/// text colour, or with ``fill(_:)``'s or ``stroke(_:lineWidth:)``'s colour.
///
/// ```swift
/// ZStack {
///   RoundedRectangle(cornerRadius: 16).fill(theme.mainColor)
///   Text(syncUp.title)
/// }
/// Circle().strokeBorder(Color.accentColor, lineWidth: 24)
/// ```
///
/// Shapes are boxes drawn by the theme's CSS (a background, a border, rounded corners), so
/// the shapes are the ones CSS can draw: rectangles with or without rounded corners,
/// capsules, circles and ellipses; not paths.
public protocol Shape: View where Body == Never {
  /// The corners of the shape, as CSS draws them.
  var outline: ShapeOutline { get }
}

/// How a ``Shape`` is drawn: its corners, and whether it keeps a square.
public struct ShapeOutline: Hashable, Sendable {
  let radius: String
  let isSquare: Bool
}

/// A rectangle.
public struct Rectangle: Shape {
  public init() {}
  public var outline: ShapeOutline { ShapeOutline(radius: "0", isSquare: false) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  let cornerRadius: CGFloat

  /// A rectangle whose corners are arcs of `cornerRadius` points.
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }

  public var outline: ShapeOutline {
    ShapeOutline(radius: "\(Int(cornerRadius.rounded()))px", isSquare: false)
  }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
  public init() {}
  public var outline: ShapeOutline { ShapeOutline(radius: "9999px", isSquare: false) }
}

/// The largest circle that fits the space it is given, centred in it.
public struct Circle: Shape {
  public init() {}
  public var outline: ShapeOutline { ShapeOutline(radius: "9999px", isSquare: true) }
}

/// An ellipse filling the space it is given.
public struct Ellipse: Shape {
  public init() {}
  public var outline: ShapeOutline { ShapeOutline(radius: "50%", isSquare: false) }
}

extension Shape {
  /// The shape filled with `color`.
  public func fill(_ color: Color) -> ShapeView {
    ShapeView(outline: outline, fill: color, stroke: nil)
  }

  /// The shape's outline drawn in `color`, `lineWidth` points wide, inside its edge.
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(outline: outline, fill: nil, stroke: (color, lineWidth))
  }

  /// The same as ``stroke(_:lineWidth:)``: the line is inside the shape's edge either way.
  public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ShapeView {
    stroke(color, lineWidth: lineWidth)
  }

  /// The shape's outline drawn in the text colour.
  public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(outline: outline, fill: nil, stroke: (nil, lineWidth))
  }
}

extension Shape {
  /// A shape without colours of its own is drawn filled with the text colour.
  private var plain: ShapeView { ShapeView(outline: outline, fill: nil, stroke: nil) }

  func makeShapeNode() -> ViewNode {
    plain.makeNode(in: BuildContext(orientation: .vertical, spacing: 0))
  }

  func updateShapeNode(_ node: ViewNode) { plain.update(node) }
}

/// A shape with its colours: what ``Shape/fill(_:)`` and ``Shape/stroke(_:lineWidth:)``
/// return.
public struct ShapeView: View, PrimitiveView {
  let outline: ShapeOutline
  let fill: Color?
  let stroke: (color: Color?, width: CGFloat)?

  package func makeNode(in context: BuildContext) -> ViewNode {
    let box = ViewGraph.created(Box(.vertical))
    box.hexpand = true
    box.vexpand = true
    let node = ViewNode(widgets: [shapeWidget(box)])
    apply(to: box)
    node.retained = box
    return node
  }

  package func update(_ node: ViewNode) {
    guard let box = node.retained as? Box else { return }
    apply(to: box)
  }

  /// A circle keeps a square: the box in an aspect frame of ratio 1.
  private func shapeWidget(_ box: Box) -> Widget {
    guard outline.isSquare else { return box }
    let frame = ViewGraph.created(AspectFrame(xalign: 0.5, yalign: 0.5, ratio: 1, obeyChild: false))
    frame.child = box
    frame.hexpand = true
    frame.vexpand = true
    return frame
  }

  private func apply(to box: Box) {
    var declarations = "border-radius: \(outline.radius);"
    if let fill {
      declarations += " background-color: \(fill.css);"
    } else if stroke == nil {
      declarations += " background-color: currentColor;"
    }
    if let stroke {
      declarations +=
        " border: \(Int(stroke.width.rounded()))px solid \(stroke.color?.css ?? "currentColor");"
    }
    var hasher = FNV1a()
    hasher.combine(declarations)
    let className = ViewStyleSheet.ensure("cg-shape-\(String(hasher.value, radix: 16))", declarations)
    ViewStyleSheet.replaceClasses(of: box, prefix: "cg-shape-", with: className)
  }
}
