import ComposableGtk
import Gtk

/// A view of any type, kept as what builds and updates it: the views a style's configuration
/// hands to `makeBody` (a label's title, a button's label), whose types the style cannot know.
@MainActor
struct ErasedView {
  private let make: @MainActor (BuildContext) -> ViewNode
  private let updateNode: @MainActor (ViewNode) -> Void
  /// What a control named by this view tells screen readers, when it is known without building.
  let accessibleTitle: String?

  init<Content: View>(_ content: Content) {
    make = { ComposableGtkViews.makeNode(content, in: $0) }
    updateNode = { ComposableGtkViews.update($0, with: content) }
    accessibleTitle = (content as? any AccessiblyTitled)?.accessibleTitle
  }

  func makeNode(in context: BuildContext) -> ViewNode { make(context) }

  func update(_ node: ViewNode) { updateNode(node) }
}

/// Builds and updates the body a custom style makes for one control.
///
/// The body is a view's body: built once, run again when state it read changes (the
/// configuration reads it: a binding's value, a fraction that follows the store, whether the
/// button is pressed), and given the control's new configuration when the view around runs
/// again. Only what differs is touched.
@MainActor
package struct StyleBody<Configuration> {
  private let make: @MainActor (@escaping @MainActor () -> Configuration, BuildContext) -> ViewNode
  private let updateNode: @MainActor (ViewNode, @escaping @MainActor () -> Configuration) -> Void

  init<Style, Body: View>(
    _ style: Style, _ makeBody: @escaping @MainActor (Style, Configuration) -> Body
  ) {
    make = { configuration, context in
      ComposableGtkViews.makeNode(
        Group { makeBody(style, configuration()) }, in: context)
    }
    updateNode = { node, configuration in
      ComposableGtkViews.update(node, with: Group { makeBody(style, configuration()) })
    }
  }

  /// Builds the body for the configuration `configuration` makes; what it reads is observed.
  func makeNode(
    _ configuration: @escaping @MainActor () -> Configuration, in context: BuildContext
  ) -> ViewNode {
    make(configuration, context)
  }

  /// Runs the body again with the configuration `configuration` makes now.
  func update(_ node: ViewNode, _ configuration: @escaping @MainActor () -> Configuration) {
    updateNode(node, configuration)
  }
}

/// A control drawn by a style of the app's own: the style's body, which the control's next
/// configurations update.
@MainActor
final class StyleBodyNode<Configuration>: ViewNode {
  private let style: StyleBody<Configuration>

  init(
    style: StyleBody<Configuration>,
    configuration: @escaping @MainActor () -> Configuration, context: BuildContext
  ) {
    self.style = style
    let body = style.makeNode(configuration, in: context)
    super.init(widgets: body.widgets, children: [body])
  }

  /// The control's view ran again: the body runs with what `configuration` makes now.
  func update(_ configuration: @escaping @MainActor () -> Configuration) {
    style.update(children[0], configuration)
  }
}
