import Adw
import Foundation
import Gtk

// `.rotationEffect`, `.scaleEffect`, `.aspectRatio`, `.offset` and `.position`: a bin laid out
// by a custom layout that allocates its one child with a transform (`gtk_widget_allocate` takes
// a GskTransform), the only way GTK 4.8 turns, scales or moves a widget within its parent.

/// How a view fills a frame of another shape, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Wholly inside the frame, as large as it can be.
  case fit
  /// Covering the frame, as small as it can be (overflowing it on one side).
  case fill
}

extension View {
  /// Draws the view turned by `angle` (clockwise for a positive angle) around `anchor`, as
  /// SwiftUI's `rotationEffect(_:anchor:)`: the view keeps its place and size in the layout.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: 0.3).stroke(lineWidth: 2).rotationEffect(.degrees(-90))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> TransformEffectView<
    Self
  > {
    TransformEffectView(content: self, effect: .rotation(angle, anchor))
  }

  /// Draws the view scaled by `scale` around `anchor`, as SwiftUI's `scaleEffect(_:anchor:)`:
  /// the view keeps its place and size in the layout.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> TransformEffectView<Self>
  {
    TransformEffectView(content: self, effect: .scale(scale, anchor))
  }

  /// Draws the view scaled by `s` both ways around `anchor`.
  ///
  /// ```swift
  /// Circle().frame(width: 50, height: 50).scaleEffect(store.isBig ? 2 : 1)
  /// ```
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> TransformEffectView<Self> {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws the view scaled by `x` horizontally and `y` vertically around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> TransformEffectView<Self>
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Gives the view the width-to-height ratio `aspectRatio` (its own natural one when nil),
  /// as SwiftUI's `aspectRatio(_:contentMode:)`: `.fit` makes it as large as fits in the space
  /// it is given, centred; `.fill`, as small as covers that space (overflowing it).
  ///
  /// ```swift
  /// ZStack { … }.aspectRatio(1, contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> TransformEffectView<Self>
  {
    TransformEffectView(content: self, effect: .aspect(aspectRatio, contentMode))
  }

  /// Gives the view the ratio of `aspectRatio`'s width to its height.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode)
    -> TransformEffectView<Self>
  {
    self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// The view at its natural ratio, as large as fits: `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> TransformEffectView<Self> { aspectRatio(contentMode: .fit) }

  /// The view at its natural ratio, as small as covers: `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> TransformEffectView<Self> { aspectRatio(contentMode: .fill) }

  /// Draws the view moved by `offset`, as SwiftUI's `offset(_:)`: it keeps its place and size
  /// in the layout, and the views around it do not move.
  public func offset(_ offset: CGSize) -> TransformEffectView<Self> {
    TransformEffectView(content: self, effect: .offset(offset))
  }

  /// Draws the view moved `x` points right and `y` points down, keeping its place in the
  /// layout.
  ///
  /// ```swift
  /// Circle().frame(width: 50, height: 50).offset(y: store.isRaised ? -44 : 0)
  /// ```
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformEffectView<Self> {
    offset(CGSize(width: x, height: y))
  }

  /// Puts the centre of the view at `position` in the space its parent gives, as SwiftUI's
  /// `position(_:)`: the modified view takes all that space (it grows both ways), and the
  /// view keeps its own size.
  ///
  /// ```swift
  /// GeometryReader { proxy in
  ///   Circle().frame(width: 50, height: 50)
  ///     .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
  /// }
  /// ```
  public func position(_ position: CGPoint) -> TransformEffectView<Self> {
    TransformEffectView(content: self, effect: .position(position))
  }

  /// Puts the centre of the view at (`x`, `y`) in the space its parent gives.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> TransformEffectView<Self> {
    position(CGPoint(x: x, y: y))
  }
}

/// How the content of a ``TransformEffectView`` is placed in its bin.
enum TransformEffect: Hashable, Sendable {
  case rotation(Angle, UnitPoint)
  case scale(CGSize, UnitPoint)
  case aspect(CGFloat?, ContentMode)
  case offset(CGSize)
  case position(CGPoint)

  /// Whether the bin takes all the space it is offered, whatever its child's size.
  var fillsItsSpace: Bool {
    if case .position = self { return true }
    return false
  }

  /// The child's size and transform in a bin of `width` × `height`; `natural` is the child's
  /// natural size (for an aspect ratio of its own).
  func placement(width: Int32, height: Int32, natural: CGSize)
    -> (width: Int32, height: Int32, transform: [TransformStep])
  {
    let w = Double(width)
    let h = Double(height)
    switch self {
    case .rotation(let angle, let anchor):
      // Around the anchor: p ↦ a + R·(p − a).
      let (ax, ay) = (anchor.x * w, anchor.y * h)
      return (
        width, height,
        [.translate(x: ax, y: ay), .rotate(degrees: angle.degrees), .translate(x: -ax, y: -ay)]
      )
    case .scale(let scale, let anchor):
      let (ax, ay) = (anchor.x * w, anchor.y * h)
      return (
        width, height,
        [
          .translate(x: ax, y: ay), .scale(x: scale.width, y: scale.height),
          .translate(x: -ax, y: -ay),
        ]
      )
    case .offset(let offset):
      return (width, height, [.translate(x: offset.width, y: offset.height)])
    case .position(let point):
      // The child at its natural size, its centre on the point.
      let childWidth = Int32(natural.width.rounded())
      let childHeight = Int32(natural.height.rounded())
      return (
        childWidth, childHeight,
        [
          .translate(
            x: (point.x - Double(childWidth) / 2).rounded(),
            y: (point.y - Double(childHeight) / 2).rounded())
        ]
      )
    case .aspect(let ratio, let mode):
      let ratio =
        ratio ?? (natural.width > 0 && natural.height > 0 ? natural.width / natural.height : nil)
      guard let ratio, ratio > 0, w > 0, h > 0 else { return (width, height, []) }
      let wider = w / h > ratio
      // Fit: limited by the shorter side; fill: by the longer.
      let byHeight = (mode == .fit) == wider
      let size =
        byHeight ? CGSize(width: h * ratio, height: h) : CGSize(width: w, height: w / ratio)
      let childWidth = Int32(size.width.rounded())
      let childHeight = Int32(size.height.rounded())
      return (
        childWidth, childHeight,
        [
          .translate(
            x: ((w - Double(childWidth)) / 2).rounded(),
            y: ((h - Double(childHeight)) / 2).rounded())
        ]
      )
    }
  }
}

/// A view drawn turned, scaled, moved or at an aspect ratio: what
/// ``View/rotationEffect(_:anchor:)``, `scaleEffect`, `aspectRatio`, `offset` and `position`
/// return.
public struct TransformEffectView<Content: View>: View, PrimitiveView {
  let content: Content
  let effect: TransformEffect

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let widget = ViewGraph.singleWidget(of: child, context: context)
    let bin = ViewGraph.created(Adw.Bin())
    bin.child = widget
    let node = TransformEffectNode(bin: bin, child: child, effect: effect)
    let fills = effect.fillsItsSpace
    if fills {
      bin.hexpand = true
      bin.vexpand = true
    }
    bin.setCustomLayout(
      measure: { [weak widget] orientation, forSize in
        guard let widget else { return (0, 0) }
        let size = widget.measure(orientation, forSize: forSize)
        // A positioned view's bin takes whatever it is given, as SwiftUI's does.
        return (fills ? 0 : size.minimum, size.natural)
      },
      allocate: { [weak node, weak widget] width, height, baseline in
        guard let node, let widget else { return }
        let natural = CGSize(
          width: Double(widget.measure(.horizontal, forSize: -1).natural),
          height: Double(widget.measure(.vertical, forSize: -1).natural))
        let placement = node.effect.placement(width: width, height: height, natural: natural)
        widget.allocate(
          width: placement.width, height: placement.height,
          baseline: placement.transform.isEmpty ? baseline : -1, transform: placement.transform)
      })
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? TransformEffectNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    if node.effect != effect {
      node.effect = effect
      node.widgets.first?.queueAllocate()
    }
  }
}

@MainActor
final class TransformEffectNode: ViewNode {
  var effect: TransformEffect

  init(bin: Widget, child: ViewNode, effect: TransformEffect) {
    self.effect = effect
    super.init(widgets: [bin], children: [child])
  }
}
