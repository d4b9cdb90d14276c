import Adw
import Gtk

extension View {
  /// Puts the view in a frame of `width` × `height` and places it there by `alignment`, as
  /// SwiftUI's `frame(width:height:alignment:)`: the view keeps its own size unless it grows
  /// (a shape, a colour, a stack with a spacer), in which case it fills the frame that way.
  /// Nil leaves that way to the view.
  ///
  /// ```swift
  /// Text(store.title)
  ///   .frame(width: 200, height: 44, alignment: .leading)
  /// ```
  ///
  /// Without `alignment`, ``View/frame(width:height:)`` sizes the view itself, with no frame
  /// around it: what SwiftUI does for a view that fills its frame, and one widget fewer.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment)
    -> AlignedFrameView<Self>
  {
    AlignedFrameView(content: self, size: [pixels(width), pixels(height)], alignment: alignment)
  }
}

/// A view placed in a frame of its own: what ``View/frame(width:height:alignment:)`` returns.
public struct AlignedFrameView<Content: View>: View, PrimitiveView {
  let content: Content
  /// Width and height in pixels; -1 for none.
  let size: [Int32]
  let alignment: Alignment

  package func makeNode(in context: BuildContext) -> ViewNode {
    let bin = ViewGraph.created(Adw.Bin())
    let child = ComposableGtkViews.makeNode(content, in: context)
    let widget = ViewGraph.singleWidget(of: child, context: context)
    bin.child = widget
    let node = AlignedFrameNode(bin: bin, child: child)
    node.apply(size: size, alignment: alignment)
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? AlignedFrameNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    node.apply(size: size, alignment: alignment)
  }
}

@MainActor
final class AlignedFrameNode: ViewNode {
  private var applied: (size: [Int32], alignment: Alignment)?

  init(bin: Widget, child: ViewNode) {
    super.init(widgets: [bin], children: [child])
  }

  /// Sizes the frame and places the view in it; sets nothing that is already so.
  func apply(size: [Int32], alignment: Alignment) {
    if let applied, applied.size == size, applied.alignment == alignment { return }
    applied = (size, alignment)
    guard let bin = widgets.first, let content = bin.children.first else { return }
    bin.setSizeRequest(width: size[0], height: size[1])
    // A frame of fixed size does not take its container's extra space that way, nor is it
    // stretched to the width of a stack that fills it: it keeps its size, centred.
    if size[0] >= 0 {
      bin.hexpand = false
      bin.halign = .center
    }
    if size[1] >= 0 {
      bin.vexpand = false
      bin.valign = .center
    }
    // A view that grows fills the frame; one of fixed size sits where `alignment` says.
    content.halign = content.computeExpand(.horizontal) ? .fill : alignment.horizontal.align
    content.valign = content.computeExpand(.vertical) ? .fill : alignment.vertical.align
  }
}
