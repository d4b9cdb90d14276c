import ComposableArchitecture
import ComposableGtk
import Gtk

/// How a view comes in and goes out when an `if` in a body shows or hides it with an
/// animation, as SwiftUI's `AnyTransition`: what ``View/transition(_:)`` takes.
///
/// GTK reveals a view by fading it or sliding it from an edge (a `GtkRevealer`): `.opacity`
/// and `.scale` fade, `.slide`, `.move(edge:)` and `.push(from:)` slide, `.identity` shows and
/// hides at once.
public struct AnyTransition: Sendable, Equatable {
  let insertion: Revealer.Transition
  let removal: Revealer.Transition
  /// The animation the transition brings of its own (``animation(_:)``).
  let animation: Animation?

  private init(
    insertion: Revealer.Transition, removal: Revealer.Transition, animation: Animation? = nil
  ) {
    self.insertion = insertion
    self.removal = removal
    self.animation = animation
  }

  /// Fades the view in and out.
  public static let opacity = AnyTransition(insertion: .crossfade, removal: .crossfade)
  /// Shows and hides the view at once.
  public static let identity = AnyTransition(insertion: .none, removal: .none)
  /// Brings the view in from the leading edge and takes it out towards the trailing one.
  public static let slide = AnyTransition(insertion: .slideRight, removal: .slideLeft)
  /// Grows and shrinks the view, in SwiftUI; GTK fades it.
  public static let scale = AnyTransition(insertion: .crossfade, removal: .crossfade)

  /// Grows and shrinks the view from `scale`, in SwiftUI; GTK fades it.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    .opacity
  }

  /// Moves the view in from `edge` and out towards it.
  public static func move(edge: Edge) -> AnyTransition {
    let slide = slide(from: edge)
    return AnyTransition(insertion: slide, removal: slide)
  }

  /// Pushes the view in from `edge`, the one before leaving towards the other edge.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(insertion: slide(from: edge), removal: slide(from: edge))
  }

  /// `insertion` when the view comes in, `removal` when it goes.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(
      insertion: insertion.insertion, removal: removal.removal,
      animation: insertion.animation ?? removal.animation)
  }

  /// This transition with `other`: a slide of either wins over a fade (GTK does one at a
  /// time).
  public func combined(with other: AnyTransition) -> AnyTransition {
    func pick(_ a: Revealer.Transition, _ b: Revealer.Transition) -> Revealer.Transition {
      a == .crossfade || a == .none ? (b == .none ? a : b) : a
    }
    return AnyTransition(
      insertion: pick(insertion, other.insertion), removal: pick(removal, other.removal),
      animation: animation ?? other.animation)
  }

  /// This transition with an animation of its own, used when the change that shows or hides
  /// the view comes without one: `.transition(.opacity.animation(.default))`.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(insertion: insertion, removal: removal, animation: animation)
  }

  /// The revealer transition that brings a view in from `edge`.
  private static func slide(from edge: Edge) -> Revealer.Transition {
    switch edge {
    case .top: .slideDown
    case .bottom: .slideUp
    case .leading: .slideRight
    case .trailing: .slideLeft
    }
  }
}

extension View {
  /// How this view comes in and goes out when the `if` around it shows or hides it with an
  /// animation: the change's (`store.send(_:animation:)`), or the transition's own.
  ///
  /// ```swift
  /// if store.isMenuShown {
  ///   FloatingMenu(store: store)
  ///     .transition(.move(edge: .bottom).animation(.easeOut))
  /// }
  /// ```
  public func transition(_ transition: AnyTransition) -> TransitionView<Self> {
    TransitionView(content: self, transition: transition)
  }
}

/// A view with a transition: what ``View/transition(_:)`` returns.
public struct TransitionView<Content: View>: View, PrimitiveView {
  let content: Content
  let transition: AnyTransition

  package func makeNode(in context: BuildContext) -> ViewNode {
    TransitionNode(child: ComposableGtkViews.makeNode(content, in: context), transition: transition)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? TransitionNode else { return }
    node.transition = transition
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

@MainActor
final class TransitionNode: ViewNode {
  var transition: AnyTransition

  init(child: ViewNode, transition: AnyTransition) {
    self.transition = transition
    super.init(widgets: child.widgets, children: [child])
  }

  /// The transition of a branch of an `if`: its outermost view's, if it has one.
  static func transition(of branch: ViewNode) -> AnyTransition? {
    var node: ViewNode? = branch
    while let current = node {
      if let transition = current as? TransitionNode { return transition.transition }
      // Through views that only wrap one other (a modifier, a `Group` of one view).
      guard current.children.count == 1, current.widgets.count <= 1 else { return nil }
      node = current.children[0]
    }
    return nil
  }
}
