/// A change to a view that is a view of its own, as SwiftUI's `ViewModifier`: its body wraps the
/// content it is given, with state of its own if it needs some.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content
///       .padding()
///       .background(Color.secondary.opacity(0.1))
///   }
/// }
///
/// Text("Standup").modifier(Card())
/// ```
///
/// Its body is observed as a view's is: it runs again when state it read changes, or when the
/// view around it gives it another modifier value; the content it wraps is brought up to date in
/// place, never built twice.
@MainActor
public protocol ViewModifier {
  associatedtype Body: View
  /// The view being modified, as `body(content:)` receives it.
  typealias Content = ViewModifierContent<Self>

  /// The modified view: `content` with what this modifier adds.
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as its `body(content:)` receives it: place it in the
/// body as any view.
public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
  let make: @MainActor (BuildContext) -> ViewNode
  let refresh: @MainActor (ViewNode) -> Void

  package func makeNode(in context: BuildContext) -> ViewNode { make(context) }

  package func update(_ node: ViewNode) { refresh(node) }
}

extension View {
  /// This view changed by `modifier`, as SwiftUI's `modifier(_:)`.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<
    Self, Modifier
  > {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A view changed by a ``ViewModifier``: what ``View/modifier(_:)`` returns.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// The modifier's body around this content.
  private func modifiedBody() -> Modifier.Body {
    let content = self.content
    return modifier.body(
      content: ViewModifierContent(
        make: { ComposableGtkViews.makeNode(content, in: $0) },
        refresh: { ComposableGtkViews.update($0, with: content) }))
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = BodyNode(body: modifiedBody, context: context)
    node.stateProperties = ViewStateProperties.of(modifier)
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? BodyNode<Modifier.Body> else { return }
    // The new modifier value reads and writes the state of the one the node was built from.
    for (new, old) in zip(ViewStateProperties.of(modifier), node.stateProperties) {
      new.adopt(old)
    }
    node.replaceBody(modifiedBody)
  }
}
