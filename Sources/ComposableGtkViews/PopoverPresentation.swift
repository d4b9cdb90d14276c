import ComposableArchitecture
import ComposableGtk
import Gtk

extension View {
  /// Shows the view `content` builds for the child store in a popover pointing at this view,
  /// while the child exists, as TCA writes it:
  ///
  /// ```swift
  /// Button("Show popover") { store.send(.showPopover) }
  ///   .popover(item: $store.scope(\.$destination, action: \.destination).popover) { store in
  ///     CounterView(store: store)
  ///   }
  /// ```
  ///
  /// The popover closes when the child goes; the user's close (Escape, a click outside) sends
  /// `.dismiss`. `arrowEdge` is the edge of the popover its arrow is on, as in SwiftUI: the
  /// default, `.top`, opens it below the view.
  public func popover<State, Action, ChildState, ChildAction, Content: View>(
    item: PresentationBinding<State, Action, ChildState, ChildAction>,
    arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping @MainActor (Store<ChildState, ChildAction>) -> Content
  ) -> PopoverView<Self> {
    PopoverView(content: self, arrowEdge: arrowEdge) { popover, context in
      popover.present(item: { item.wrappedValue }, onDismiss: { item.dismiss() }) { store in
        Group { content(store) }.makeWidget(styledAs: context)
      }
    }
  }

  /// Shows `content` in a popover pointing at this view while `isPresented` is true; the
  /// user's close sets it to false.
  ///
  /// ```swift
  /// Button("Details") { isShowingDetails = true }
  ///   .popover(isPresented: $isShowingDetails) { DetailsView() }
  /// ```
  public func popover<Content: View>(
    isPresented: Binding<Bool>,
    arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> PopoverView<Self> {
    PopoverView(content: self, arrowEdge: arrowEdge) { popover, context in
      // Set to false by the user's close; nothing to do once the binding says so already.
      let closed = popover.onClosed {
        if isPresented.wrappedValue { isPresented.wrappedValue = false }
      }
      let token = observe(
        { isPresented.wrappedValue },
        then: { [weak popover] shown in
          guard let popover else { return }
          if shown, popover.child == nil {
            popover.setChild(Group { content() }.makeWidget(styledAs: context))
            popover.popup()
          } else if !shown, popover.child != nil {
            popover.setChild(nil)
            popover.popdown()
          }
        })
      popover.attach(token)
      token.onCancel { [weak popover] in
        guard let popover else { return }
        if popover.isConnected(closed) { popover.disconnect(closed) }
        popover.popdown()
      }
      return token
    }
  }
}

/// A view with a popover pointing at it: what ``View/popover(isPresented:arrowEdge:content:)``
/// and ``View/popover(item:arrowEdge:content:)`` return.
///
/// The popover's content is built when it opens, in the view's environment, and ends when it
/// closes; the popover follows its state from when the view is in a window.
public struct PopoverView<Content: View>: View, PrimitiveView {
  let content: Content
  let arrowEdge: Edge
  /// Starts following the state that opens `popover`, with its content built in `context`.
  let start: @MainActor (Popover, BuildContext) -> ObservationToken

  package func makeNode(in context: BuildContext) -> ViewNode {
    // The popover's parent is a box of ours, which unparents it when it goes.
    let box = ViewGraph.created(Box(context.orientation, spacing: context.spacing))
    let child = ComposableGtkViews.makeNode(content, in: context)
    for widget in child.widgets { box.append(widget) }
    let popover = ViewGraph.created(Popover())
    popover.setParent(box)
    switch arrowEdge {
    case .top: popover.position = .bottom
    case .bottom: popover.position = .top
    case .leading: popover.position = .right
    case .trailing: popover.position = .left
    }
    let node = PopoverNode(box: box, child: child, popover: popover)
    let start = self.start
    let inner = context.nested(.vertical, spacing: 6)
    node.presentation = PendingPresentation { [weak popover] _ in
      guard let popover else { return observe {} }
      return start(popover, inner)
    }
    node.presentation?.start(on: box)
    return node
  }

  package func update(_ node: ViewNode) {
    // The popover keeps following the state it started with.
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

@MainActor
final class PopoverNode: ViewNode {
  var presentation: PendingPresentation?

  init(box: Box, child: ViewNode, popover: Popover) {
    super.init(widgets: [box], children: [child])
    retained = popover
  }

  override func tearDown() {
    presentation?.cancel()
    super.tearDown()
  }
}
