import CGtk

/// Shows or hides its child with an animation (`GtkRevealer`): a crossfade or a slide, over
/// ``transitionDuration`` milliseconds.
///
/// ```swift
/// let revealer = Revealer()
/// revealer.setChild(details)
/// revealer.transition = .crossfade
/// revealer.revealsChild = true
/// ```
@MainActor
extension Revealer {
  var revealer: OpaquePointer { cPointer(self) }

  /// The ways a revealer shows and hides its child (`GtkRevealerTransitionType`).
  public enum Transition: Sendable, Equatable {
    case none, crossfade, slideDown, slideUp, slideLeft, slideRight

    var gtk: GtkRevealerTransitionType {
      switch self {
      case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
      case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
      case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
      case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
      case .slideLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
      case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
      }
    }

    init(_ gtk: GtkRevealerTransitionType) {
      switch gtk {
      case GTK_REVEALER_TRANSITION_TYPE_CROSSFADE: self = .crossfade
      case GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN: self = .slideDown
      case GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP: self = .slideUp
      case GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT: self = .slideLeft
      case GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT: self = .slideRight
      default: self = .none
      }
    }
  }

  /// Sets the widget shown and hidden; `nil` removes it.
  public func setChild(_ child: Widget?) { gtk_revealer_set_child(revealer, child?.widget) }

  /// Whether the child is (being) shown; setting it starts the transition.
  public var revealsChild: Bool {
    get { gtk_revealer_get_reveal_child(revealer) != 0 }
    set { gtk_revealer_set_reveal_child(revealer, newValue ? 1 : 0) }
  }

  /// Whether the child is on screen: true from the start of showing to the end of hiding.
  public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(revealer) != 0 }

  /// How the child is shown and hidden.
  public var transition: Transition {
    get { Transition(gtk_revealer_get_transition_type(revealer)) }
    set { gtk_revealer_set_transition_type(revealer, newValue.gtk) }
  }

  /// How long showing or hiding takes, in milliseconds.
  public var transitionDuration: UInt32 {
    get { gtk_revealer_get_transition_duration(revealer) }
    set { gtk_revealer_set_transition_duration(revealer, newValue) }
  }

  /// Calls `handler` when the child has finished showing (true) or hiding (false).
  @discardableResult
  public func onChildRevealedChanged(_ handler: @escaping @MainActor (Bool) -> Void)
    -> SignalHandler
  {
    connectSignal("notify::child-revealed") { values, _, _ in
      let instance = values.objectPointer!
      handler(gtk_revealer_get_child_revealed(cCast(instance)) != 0)
    }
  }
}
