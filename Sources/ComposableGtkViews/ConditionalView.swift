import ComposableArchitecture
import ComposableGtk
import Gtk

/// One of two views, chosen by the body: what `if`/`else`, `if` and `switch` make.
///
/// Built into a slot (a box laid out like its parent) that holds the branch taken; hidden
/// while the branch has no widgets. When the body runs again and takes the other branch, the
/// slot's widgets are torn down, with their observations, and the new branch is built; when
/// it takes the same branch, that branch is brought up to date in place.
public enum ConditionalView<First: View, Second: View>: View, PrimitiveView {
  case first(First)
  case second(Second)

  package func makeNode(in context: BuildContext) -> ViewNode {
    let node = SlotNode<First, Second>(context: context)
    node.show(self)
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? SlotNode<First, Second> else { return }
    node.show(self)
  }

  var isFirst: Bool {
    if case .first = self { return true }
    return false
  }
}

/// The slot of a ``ConditionalView``: a box whose content is the branch taken.
///
/// A branch change that comes with an animation (`store.send(_:animation:)`, see
/// ``ComposableGtk/ObservationScheduler/animation``) crossfades: the new branch appears in a
/// revealer and the old one, its observations already ended, fades out in another, both over
/// the animation's duration; the leaving one is removed once hidden. Without an animation the
/// change is instant and no revealer is made.
@MainActor
final class SlotNode<First: View, Second: View>: ViewNode {
  private let slot: Box
  private let context: BuildContext
  private var showsFirst: Bool?
  /// The revealer the shown branch appeared in, when it appeared animated.
  private var entering: Revealer?
  /// Revealers of branches fading out.
  private var leaving: [Revealer] = []

  init(context: BuildContext) {
    self.context = context
    slot = ViewGraph.created(Box(context.orientation, spacing: context.spacing))
    // In a list or a form, a slot holds sections (`if !meetings.isEmpty { Section … }`).
    slot.addCSSClass(FormStyle.slotClass)
    super.init(widgets: [slot])
  }

  func show(_ view: ConditionalView<First, Second>) {
    if showsFirst == view.isFirst, let branch = children.first {
      switch view {
      case let .first(content): update(branch, with: content)
      case let .second(content): update(branch, with: content)
      }
      return
    }
    // Only a change of branch animates, not the first build: with the change's animation,
    // or else the one the branch's `.transition` brings.
    let isChange = showsFirst != nil
    let animation = isChange ? ObservationScheduler.animation : nil
    for branch in children {
      let transition = TransitionNode.transition(of: branch)
      branch.tearDown()
      if let animation = animation ?? transition?.animation,
        transition?.removal != Revealer.Transition.none
      {
        fadeOut(branch, animation, transition?.removal ?? .crossfade)
      } else {
        remove(branch)
      }
    }
    let branch: ViewNode
    switch view {
    case let .first(content): branch = makeNode(content, in: context)
    case let .second(content): branch = makeNode(content, in: context)
    }
    let transition = TransitionNode.transition(of: branch)
    if isChange, let animation = animation ?? transition?.animation, !branch.widgets.isEmpty,
      transition?.insertion != Revealer.Transition.none
    {
      let revealer = makeRevealer(animation, transition?.insertion ?? .crossfade)
      revealer.setChild(ViewGraph.singleWidget(of: branch, context: context))
      slot.append(revealer)
      revealer.revealsChild = true
      entering = revealer
    } else {
      for widget in branch.widgets { slot.append(widget) }
    }
    children = [branch]
    showsFirst = view.isFirst
    updateVisibility()
  }

  /// Takes an old branch's widgets out at once.
  private func remove(_ branch: ViewNode) {
    if let entering {
      self.entering = nil
      slot.remove(entering)
    } else {
      for widget in branch.widgets { slot.remove(widget) }
    }
  }

  /// Hides an old branch's widgets with `animation`, then takes them out.
  private func fadeOut(
    _ branch: ViewNode, _ animation: Animation, _ transition: Revealer.Transition
  ) {
    guard !branch.widgets.isEmpty else { return }
    let revealer: Revealer
    if let entering {
      // It came in animated: it leaves from the revealer it is in, from where it got to.
      self.entering = nil
      revealer = entering
      revealer.transitionDuration = animation.milliseconds
      revealer.transition = transition
    } else {
      revealer = makeRevealer(animation, transition)
      // Shown at once, then hidden with the animation.
      let duration = revealer.transitionDuration
      revealer.transitionDuration = 0
      revealer.revealsChild = true
      revealer.transitionDuration = duration
      // The old widgets fade out where they were, before the new ones.
      for widget in branch.widgets { slot.remove(widget) }
      revealer.setChild(ViewGraph.singleWidget(of: branch, context: context))
      slot.prepend(revealer)
    }
    leaving.append(revealer)
    revealer.onChildRevealedChanged { [weak self, weak revealer] revealed in
      guard !revealed, let self, let revealer else { return }
      self.leaving.removeAll { $0 === revealer }
      self.slot.remove(revealer)
      self.updateVisibility()
    }
    revealer.revealsChild = false
  }

  private func makeRevealer(_ animation: Animation, _ transition: Revealer.Transition) -> Revealer {
    let revealer = ViewGraph.created(Revealer())
    revealer.transition = transition
    revealer.transitionDuration = animation.milliseconds
    return revealer
  }

  private func updateVisibility() {
    // An empty slot would still take its share of the parent's spacing.
    slot.isVisible = !(children.first?.widgets.isEmpty ?? true) || !leaving.isEmpty
  }
}
