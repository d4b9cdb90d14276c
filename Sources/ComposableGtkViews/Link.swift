import Foundation
import Gtk

/// A link that opens `destination` in the user's browser (or the app that handles its
/// scheme), as SwiftUI's `Link` (a `GtkLinkButton`).
///
/// ```swift
/// Link("Documentation", destination: URL(string: "https://example.org/docs")!)
/// ```
public struct Link: View, PrimitiveView {
  let title: String
  let destination: URL

  /// A link titled `title` to `destination`.
  public init(_ title: String, destination: URL) {
    self.title = title
    self.destination = destination
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    ViewNode(widgets: [ViewGraph.created(LinkButton(uri: destination.absoluteString, label: title))]
    )
  }

  package func update(_ node: ViewNode) {
    guard let link = node.widgets.first as? LinkButton else { return }
    if link.uri != destination.absoluteString { link.uri = destination.absoluteString }
    if link.label != title { link.label = title }
  }
}
