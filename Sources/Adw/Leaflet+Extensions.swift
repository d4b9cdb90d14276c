import CAdw
import Gtk

/// Children side by side while the window is wide enough, one at a time when it is not
/// (`AdwLeaflet`): a list and its detail page. Folded, it shows ``visibleChild``, and back
/// navigation (a swipe, the mouse's back button, Alt+Left, or ``navigate(_:)``) moves between
/// children.
///
/// ```swift
/// let leaflet = Leaflet()
/// leaflet.append(list)
/// leaflet.append(Separator(.vertical)).isNavigatable = false
/// leaflet.append(detail)
/// leaflet.canNavigateBack = true
/// // Selecting a row:
/// leaflet.setVisibleChild(detail)
/// ```
@MainActor
extension Leaflet {
  /// How a child slides in when another becomes visible (`AdwLeafletTransitionType`).
  public enum Transition: Sendable {
    /// The new child slides over the old one.
    case over
    /// The old child slides away, uncovering the new one.
    case under
    /// Both slide together.
    case slide
  }

  /// A direction to navigate in (`AdwNavigationDirection`).
  public enum Direction: Sendable {
    /// To the previous child.
    case back
    /// To the next child.
    case forward
  }

  var leaflet: OpaquePointer { cPointer(self) }

  /// Adds `child` after the others.
  @discardableResult
  public func append(_ child: Widget) -> LeafletPage {
    // The leaflet owns its pages (transfer none): the wrapper takes a reference of its own.
    makeWrapper(UnsafeMutableRawPointer(adw_leaflet_append(leaflet, child.widget)!), .retain) {
      LeafletPage($0, $1)
    }
  }

  /// Removes `child`.
  public func remove(_ child: Widget) { adw_leaflet_remove(leaflet, child.widget) }

  /// The page of `child`, which must be in the leaflet.
  public func page(for child: Widget) -> LeafletPage {
    makeWrapper(UnsafeMutableRawPointer(adw_leaflet_get_page(leaflet, child.widget)!), .retain) {
      LeafletPage($0, $1)
    }
  }

  /// Whether the widget is the child shown (the one kept on screen when folded).
  public func isVisibleChild(_ child: Widget) -> Bool {
    adw_leaflet_get_visible_child(leaflet) == child.widget
  }

  /// Shows `child`: on screen when folded, in view (scrolled to) otherwise.
  public func setVisibleChild(_ child: Widget) {
    adw_leaflet_set_visible_child(leaflet, child.widget)
  }

  /// The name of the child shown (see ``LeafletPage/name``); setting a name no child has is
  /// ignored.
  public var visibleChildName: String? {
    get { adw_leaflet_get_visible_child_name(leaflet).map { String(cString: $0) } }
    set {
      guard let newValue, adw_leaflet_get_child_by_name(leaflet, newValue) != nil else { return }
      adw_leaflet_set_visible_child_name(leaflet, newValue)
    }
  }

  /// Whether the leaflet shows one child at a time (it did not fit side by side).
  public var isFolded: Bool { adw_leaflet_get_folded(leaflet) != 0 }

  /// Whether the leaflet may lay its children side by side; `false` keeps it folded.
  public var canUnfold: Bool {
    get { adw_leaflet_get_can_unfold(leaflet) != 0 }
    set { adw_leaflet_set_can_unfold(leaflet, newValue ? 1 : 0) }
  }

  /// Whether swipes and back gestures go to the previous child.
  public var canNavigateBack: Bool {
    get { adw_leaflet_get_can_navigate_back(leaflet) != 0 }
    set { adw_leaflet_set_can_navigate_back(leaflet, newValue ? 1 : 0) }
  }

  /// Whether swipes and forward gestures go to the next child.
  public var canNavigateForward: Bool {
    get { adw_leaflet_get_can_navigate_forward(leaflet) != 0 }
    set { adw_leaflet_set_can_navigate_forward(leaflet, newValue ? 1 : 0) }
  }

  /// How children slide in.
  public var transition: Transition {
    get {
      switch adw_leaflet_get_transition_type(leaflet) {
      case ADW_LEAFLET_TRANSITION_TYPE_UNDER: .under
      case ADW_LEAFLET_TRANSITION_TYPE_SLIDE: .slide
      default: .over
      }
    }
    set {
      let type: AdwLeafletTransitionType =
        switch newValue {
        case .over: ADW_LEAFLET_TRANSITION_TYPE_OVER
        case .under: ADW_LEAFLET_TRANSITION_TYPE_UNDER
        case .slide: ADW_LEAFLET_TRANSITION_TYPE_SLIDE
        }
      adw_leaflet_set_transition_type(leaflet, type)
    }
  }

  /// When the leaflet folds (`AdwFoldThresholdPolicy`).
  public enum FoldThreshold: Sendable {
    /// When the children's minimum widths do not fit side by side (libadwaita's default).
    case minimum
    /// When their natural widths do not fit: a list and a detail page fold before they get
    /// cramped.
    case natural
  }

  /// When the leaflet folds.
  public var foldThreshold: FoldThreshold {
    get {
      adw_leaflet_get_fold_threshold_policy(leaflet) == ADW_FOLD_THRESHOLD_POLICY_NATURAL
        ? .natural : .minimum
    }
    set {
      adw_leaflet_set_fold_threshold_policy(
        leaflet,
        newValue == .natural ? ADW_FOLD_THRESHOLD_POLICY_NATURAL : ADW_FOLD_THRESHOLD_POLICY_MINIMUM
      )
    }
  }

  /// Whether all children get the same size while folded.
  public var isHomogeneous: Bool {
    get { adw_leaflet_get_homogeneous(leaflet) != 0 }
    set { adw_leaflet_set_homogeneous(leaflet, newValue ? 1 : 0) }
  }

  /// Whether a child is sliding in now.
  public var isChildTransitionRunning: Bool {
    adw_leaflet_get_child_transition_running(leaflet) != 0
  }

  /// Shows the previous or next navigatable child; returns whether there was one.
  @discardableResult
  public func navigate(_ direction: Direction) -> Bool {
    adw_leaflet_navigate(
      leaflet, direction == .back ? ADW_NAVIGATION_DIRECTION_BACK : ADW_NAVIGATION_DIRECTION_FORWARD
    ) != 0
  }

  /// Calls `handler` whenever the leaflet folds or unfolds, with ``isFolded``.
  @discardableResult
  public func onFoldedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandler {
    connectSignal("notify::folded") { values, _, _ in
      let instance = values.objectPointer!
      handler(adw_leaflet_get_folded(cCast(instance)) != 0)
    }
  }

  /// Calls `handler` whenever another child becomes the visible one: by the program, or by
  /// the user navigating back or forward.
  @discardableResult
  public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("notify::visible-child") { _, _, _ in handler() }
  }
}

/// One child of a ``Leaflet`` (`AdwLeafletPage`).
@MainActor
extension LeafletPage {
  var page: OpaquePointer { cPointer(self) }

  /// The name that selects the child (``Leaflet/visibleChildName``).
  public var name: String? {
    get { adw_leaflet_page_get_name(page).map { String(cString: $0) } }
    set { adw_leaflet_page_set_name(page, newValue) }
  }

  /// Whether back and forward navigation may stop at this child; `false` for separators.
  public var isNavigatable: Bool {
    get { adw_leaflet_page_get_navigatable(page) != 0 }
    set { adw_leaflet_page_set_navigatable(page, newValue ? 1 : 0) }
  }
}
