import ComposableArchitecture
import ComposableGtk

extension View {
  /// Animates what changes in this view when `value` changes, as SwiftUI's modifier does: a
  /// new body of the view around that gives another `value` updates this view's content with
  /// `animation`, so an `if` in it crossfades between its branches over the animation's
  /// duration (what `ObservationScheduler.animation` says while the content updates).
  ///
  /// ```swift
  /// Group {
  ///   if store.isLoading { ProgressView() } else { Text(store.fact) }
  /// }
  /// .animation(.easeIn, value: store.isLoading)
  /// ```
  ///
  /// GTK animates the appearing and disappearing of views, not their properties: a shape's
  /// size or a colour that changes with the value changes at once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ValueAnimationView<
    Self, V
  > {
    ValueAnimationView(content: self, animation: animation, value: value)
  }
}

/// A view whose updates animate when a value changes: what ``View/animation(_:value:)``
/// returns.
public struct ValueAnimationView<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let animation: Animation?
  let value: Value

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    return ValueAnimationNode(child: child, value: value)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? ValueAnimationNode<Value> else { return }
    if node.value != value {
      node.value = value
      ObservationScheduler.withAnimation(animation) {
        ComposableGtkViews.update(node.children[0], with: content)
      }
    } else {
      ComposableGtkViews.update(node.children[0], with: content)
    }
  }
}

@MainActor
final class ValueAnimationNode<Value>: ViewNode {
  /// The value of the last update.
  var value: Value

  init(child: ViewNode, value: Value) {
    self.value = value
    super.init(widgets: child.widgets, children: [child])
  }
}
