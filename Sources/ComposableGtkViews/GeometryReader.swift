import Adw
import Foundation
import Gtk
import Observation

/// A view whose content is built from the size it is given, as SwiftUI's `GeometryReader`: it
/// takes all the space offered, places its content at its top-leading corner, and builds it
/// again (as a body: only what differs is touched) when its size changes.
///
/// ```swift
/// GeometryReader { proxy in
///   Path { path in
///     path.move(to: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2))
///     path.addLine(to: CGPoint(x: proxy.size.width / 2, y: 0))
///   }
///   .stroke(.blue, lineWidth: 2)
/// }
/// ```
///
/// GTK gives it its size while it lays the window out; the content follows in the next
/// frame. What the content asks for never changes that size (its minimum is 0 either way), so
/// a content that grows with the size cannot grow the reader: there is no loop. Content larger
/// than the reader is clipped.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: @MainActor (GeometryProxy) -> Content

  /// A reader that builds `content` from the proxy of its size.
  public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
    self.content = content
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let bin = ViewGraph.created(Adw.Bin())
    // It takes all the space it is offered.
    bin.hexpand = true
    bin.vexpand = true
    bin.overflow = .hidden
    let geometry = Geometry()
    let inner = context.nested(.vertical, spacing: 0)
    let body = BodyNode(body: Self.body(content, geometry), context: inner)
    let child = ViewGraph.singleWidget(of: body, context: inner)
    child.halign = .start
    child.valign = .start
    bin.child = child
    bin.setCustomLayout(
      measure: { [weak child] orientation, forSize in
        guard let child else { return (0, 0) }
        return (0, child.measure(orientation, forSize: forSize).natural)
      },
      allocate: { [weak bin, weak child] width, height, _ in
        guard let bin, let child else { return }
        // The content gets the whole size, or its minimum if that is larger (clipped).
        let least = child.measure(.horizontal, forSize: -1).minimum
        let childWidth = max(width, least)
        let childHeight = max(height, child.measure(.vertical, forSize: childWidth).minimum)
        child.allocate(width: childWidth, height: childHeight)
        geometry.update(
          size: CGSize(width: CGFloat(width), height: CGFloat(height)),
          origin: Self.origin(of: bin))
      })
    return GeometryNode(bin: bin, body: body, geometry: geometry)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? GeometryNode, let body = node.children.first as? BodyNode<Content>
    else { return }
    body.replaceBody(Self.body(content, node.geometry))
  }

  private static func body(
    _ content: @escaping @MainActor (GeometryProxy) -> Content, _ geometry: Geometry
  ) -> @MainActor () -> Content {
    { content(GeometryProxy(size: geometry.size, origin: geometry.origin)) }
  }

  /// Where `widget`'s top-leading corner is in its window's content (below a title bar the
  /// window draws itself, as on Wayland, as SwiftUI's global space is the window's content's).
  @MainActor
  private static func origin(of widget: Widget) -> CGPoint {
    guard let window = widget.rootWindow,
      let point = widget.translateCoordinates(window.child ?? window, srcX: 0, srcY: 0)
    else { return .zero }
    return CGPoint(x: point.destX, y: point.destY)
  }
}

/// The size of a ``GeometryReader``, and where it is: what its content is built from.
public struct GeometryProxy {
  /// The size the reader was given.
  public let size: CGSize
  let origin: CGPoint

  /// The reader's frame in `coordinateSpace`: at the origin in `.local`, where it is in its
  /// window's content in `.global`; a named space is taken as the window's content.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global, .named: CGRect(origin: origin, size: size)
    }
  }

  /// The insets of the safe area: none on the desktop.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A space that frames are measured in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The window's.
  case global
  /// The view's own: its top-leading corner is the origin.
  case local
  /// The space of a view named with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// Distances from the edges of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
}

/// The size and the place a reader was last given: observed by its content.
@MainActor
@Observable
final class Geometry {
  private(set) var size = CGSize.zero
  private(set) var origin = CGPoint.zero

  /// Takes a new allocation; only a change reaches the content (GTK allocates again and
  /// again at the same size).
  func update(size: CGSize, origin: CGPoint) {
    if self.size != size { self.size = size }
    if self.origin != origin { self.origin = origin }
  }
}

@MainActor
final class GeometryNode: ViewNode {
  let geometry: Geometry

  init(bin: Widget, body: ViewNode, geometry: Geometry) {
    self.geometry = geometry
    super.init(widgets: [bin], children: [body])
  }
}
