import Gtk

/// A view of any type, as SwiftUI's `AnyView`: for a property or a function that returns one
/// of several kinds of view decided at run time.
///
/// ```swift
/// func icon(for state: Status) -> AnyView {
///   state.isDone ? AnyView(Image(systemName: "checkmark")) : AnyView(ProgressView())
/// }
/// ```
///
/// Built into a slot (a box laid out like its parent). When the body runs again with a view of
/// the same type, that view is brought up to date in place; with a view of another type, the
/// slot's widgets are torn down and the new view is built. As in SwiftUI, prefer `if` and
/// `@ViewBuilder`, which the compiler checks: a type that changes on every run rebuilds every
/// time.
public struct AnyView: View, PrimitiveView {
  private let view: any View
  private let type: ObjectIdentifier

  /// `view`, its type erased (an `AnyView` is not wrapped again).
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      self.view = view
      type = ObjectIdentifier(V.self)
    }
  }

  /// `view`, its type erased.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = AnyViewNode(context: context)
    node.show(view, of: type)
    return node
  }

  package func update(_ node: ViewNode) {
    (node as? AnyViewNode)?.show(view, of: type)
  }
}

/// The slot of an ``AnyView``: a box whose content is the view of the type shown.
@MainActor
final class AnyViewNode: ViewNode {
  private let slot: Box
  private let context: BuildContext
  private var shownType: ObjectIdentifier?

  init(context: BuildContext) {
    self.context = context
    slot = ViewGraph.created(Box(context.orientation, spacing: context.spacing))
    // In a list or a form, the slot may hold sections, as an `if`'s does.
    slot.addCSSClass(FormStyle.slotClass)
    super.init(widgets: [slot])
  }

  func show(_ view: any View, of type: ObjectIdentifier) {
    if shownType == type, let shown = children.first {
      ComposableGtkViews.update(shown, with: view)
      return
    }
    for old in children {
      old.tearDown()
      for widget in old.widgets { slot.remove(widget) }
    }
    let new = ComposableGtkViews.makeNode(view, in: context)
    for widget in new.widgets { slot.append(widget) }
    children = [new]
    shownType = type
    slot.isVisible = !new.widgets.isEmpty
  }
}
