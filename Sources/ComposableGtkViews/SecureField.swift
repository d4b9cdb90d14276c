import ComposableArchitecture
import ComposableGtk
import Gtk

/// A one-line field whose text is hidden as it is typed, as SwiftUI's `SecureField` (a
/// `GtkPasswordEntry`, with a button that shows the text while held).
///
/// ```swift
/// SecureField("Password", text: $store.password)
/// ```
public struct SecureField: View, PrimitiveView {
  let title: String
  let text: Binding<String>

  /// A field for `text`, named `title` for screen readers and shown while it is empty.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let field = ViewGraph.created(PasswordEntry())
    field.showPeekIcon = true
    field.accessibleLabel = title
    field.placeholderText = title
    let node = ViewNode(widgets: [field])
    bindText(of: field, to: text, in: node)
    return node
  }

  package func update(_ node: ViewNode) {
    guard let field = node.widgets.first as? PasswordEntry else { return }
    bindText(of: field, to: text, in: node)
  }
}
