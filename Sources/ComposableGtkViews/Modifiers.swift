import ComposableGtk
import Foundation
import Gtk

/// A view with a setting applied to each of its widgets: what modifiers such as
/// ``View/opacity(_:)`` and ``View/disabled(_:)-(Bool)`` return.
///
/// A modifier with a constant is applied when the view is built, and again when the body runs
/// again with another constant. A modifier with a closure is observed: it runs again only when
/// state it read changes, and sets only its own property.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let modifier: WidgetModifier

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let node = ModifiedNode(child: child, modifier: modifier)
    for widget in child.widgets {
      if let token = modifier.apply(widget) { node.tokens.append(token) }
    }
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? ModifiedNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    // Closures keep observing what they observe; constants are set again when they changed.
    guard let value = modifier.value, value != node.modifier.value else { return }
    let previous = node.modifier
    node.modifier = modifier
    for widget in node.widgets {
      previous.revert?(widget)
      _ = modifier.apply(widget)
    }
  }
}

@MainActor
final class ModifiedNode: ViewNode {
  var modifier: WidgetModifier

  init(child: ViewNode, modifier: WidgetModifier) {
    self.modifier = modifier
    super.init(widgets: child.widgets, children: [child])
  }
}

/// One setting of a widget: a constant (`value`, to tell whether it changed) or an
/// observation.
struct WidgetModifier {
  /// The constant applied; `nil` for a modifier that observes a closure.
  let value: AnyHashable?
  /// Applies the setting to `widget`; returns the observation that keeps it up to date, if any.
  let apply: @MainActor (Widget) -> ObservationToken?
  /// Undoes what `apply` did, run before another value is applied: for a setting that adds to
  /// what the widget has (a padding adds to its margins). Nil: the next value replaces it.
  var revert: (@MainActor (Widget) -> Void)? = nil

  static func constant<Value: Hashable & Sendable>(
    _ value: Value, _ set: @escaping @MainActor (Widget, Value) -> Void
  ) -> WidgetModifier {
    WidgetModifier(value: AnyHashable(value)) { widget in
      set(widget, value)
      return nil
    }
  }

  /// Adds `margins` (top, leading, bottom, trailing) to the widget's margins, and takes them
  /// off again before another padding replaces them: paddings add up, as in SwiftUI.
  static func addingMargins(_ margins: [Int32]) -> WidgetModifier {
    WidgetModifier(
      value: AnyHashable(margins),
      apply: { widget in
        addMargins(margins, to: widget, sign: 1)
        return nil
      },
      revert: { widget in addMargins(margins, to: widget, sign: -1) })
  }

  @MainActor
  private static func addMargins(_ margins: [Int32], to widget: Widget, sign: Int32) {
    // GTK keeps a margin within 0...Int16.max and warns outside it. Below 0 only when
    // something else set the margins since (a colour background moves them into CSS padding).
    func sum(_ margin: Int32, _ added: Int32) -> Int32 {
      min(max(margin + sign * added, 0), Int32(Int16.max))
    }
    if margins[0] != 0 { widget.marginTop = sum(widget.marginTop, margins[0]) }
    if margins[1] != 0 { widget.marginStart = sum(widget.marginStart, margins[1]) }
    if margins[2] != 0 { widget.marginBottom = sum(widget.marginBottom, margins[2]) }
    if margins[3] != 0 { widget.marginEnd = sum(widget.marginEnd, margins[3]) }
  }

  static func observed<Value: Equatable>(
    _ value: @escaping @MainActor () -> Value,
    get: @escaping @MainActor (Widget) -> Value,
    set: @escaping @MainActor (Widget, Value) -> Void
  ) -> WidgetModifier {
    WidgetModifier(value: nil) { widget in
      widget.observe { [weak widget] in
        guard let widget else { return }
        let next = value()
        if get(widget) != next { set(widget, next) }
      }
    }
  }
}

extension View {
  func widgetModifier(_ modifier: WidgetModifier) -> ModifiedView<Self> {
    ModifiedView(content: self, modifier: modifier)
  }

  /// Adds `length` pixels of padding on every side (12 when not given).
  public func padding(_ length: CGFloat = 12) -> ModifiedView<Self> {
    padding(.all, length)
  }

  /// Adds `length` pixels of padding (12 when nil) on `edges`, as SwiftUI's
  /// `padding(_:_:)`: `.padding(.horizontal, 24)`.
  ///
  /// Paddings add up: `.padding(8).padding(.horizontal, 4)` leaves 8 pixels above and below the
  /// view and 12 on each side. A padding is the widget's margins, which GTK leaves empty; a
  /// colour `.background` after it paints them.
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedView<Self> {
    let pixels = length ?? 12
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? pixels : 0,
        leading: edges.contains(.leading) ? pixels : 0,
        bottom: edges.contains(.bottom) ? pixels : 0,
        trailing: edges.contains(.trailing) ? pixels : 0))
  }

  /// Adds padding of its own size on each edge, as SwiftUI's `padding(_:)` with `EdgeInsets`:
  /// `.padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))`. A negative inset
  /// counts as none: GTK has no negative margins.
  public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> {
    let margins = [insets.top, insets.leading, insets.bottom, insets.trailing].map {
      Int32(min(max($0.rounded(), 0), CGFloat(Int16.max)))
    }
    return widgetModifier(.addingMargins(margins))
  }

  /// Draws the view at `opacity`, from 0 (invisible, still taking its space) to 1.
  public func opacity(_ opacity: Double) -> ModifiedView<Self> {
    widgetModifier(.constant(min(max(opacity, 0), 1)) { $0.opacity = $1 })
  }

  /// Makes the view take extra horizontal space (`hexpand`).
  public func hexpand(_ expands: Bool = true) -> ModifiedView<Self> {
    widgetModifier(.constant(expands) { $0.hexpand = $1 })
  }

  /// Makes the view take extra vertical space (`vexpand`).
  public func vexpand(_ expands: Bool = true) -> ModifiedView<Self> {
    widgetModifier(.constant(expands) { $0.vexpand = $1 })
  }

  /// Sets how the view uses extra space it is given.
  public func align(horizontal: Align = .fill, vertical: Align = .fill) -> ModifiedView<Self> {
    widgetModifier(
      .constant([horizontal, vertical]) { widget, align in
        widget.align(horizontal: align[0], vertical: align[1])
      })
  }

  /// Gives the view a size, as SwiftUI's `frame`: `width` and `height` in pixels; a view
  /// given one does not grow that way (a shape in it stops taking the extra space). Nil leaves
  /// that way as it is. GTK may still draw it larger if its content needs more.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ModifiedView<Self> {
    let size: [Int32] = [pixels(width), pixels(height)]
    return widgetModifier(
      .constant(size) { widget, size in
        widget.setSizeRequest(width: size[0], height: size[1])
        if size[0] >= 0 { widget.hexpand = false }
        if size[1] >= 0 { widget.vexpand = false }
      })
  }

  /// Lets the view grow, as SwiftUI's `frame(maxWidth: .infinity)`: an infinite maximum
  /// makes it take the extra space of its stack that way; `alignment` places it when it does
  /// not (a finite or no maximum).
  public func frame(
    minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    let grows = [maxWidth == .infinity, maxHeight == .infinity]
    let least: [Int32] = [pixels(minWidth), pixels(minHeight)]
    return widgetModifier(
      .constant(FrameLimits(grows: grows, least: least, alignment: alignment)) { widget, limits in
        widget.hexpand = limits.grows[0]
        widget.vexpand = limits.grows[1]
        widget.halign = limits.grows[0] ? .fill : limits.alignment.horizontal.align
        widget.valign = limits.grows[1] ? .fill : limits.alignment.vertical.align
        widget.setSizeRequest(width: limits.least[0], height: limits.least[1])
      })
  }

  /// Adds a CSS style class, such as `"title-1"`, `"suggested-action"` or `"dim-label"`.
  public func cssClass(_ name: String) -> ModifiedView<Self> {
    widgetModifier(.constant(name) { $0.addCSSClass($1) })
  }

  /// The name screen readers announce for the view.
  public func accessibilityLabel(_ label: String) -> ModifiedView<Self> {
    widgetModifier(.constant(label) { $0.accessibleLabel = $1 })
  }

  /// The name screen readers announce for the view: the string of `label`.
  public func accessibilityLabel(_ label: Text) -> ModifiedView<Self> {
    accessibilityLabel(label.currentString)
  }

  /// What screen readers say after the view's name, as SwiftUI's `accessibilityHint`: what
  /// using it does, when its name does not tell (GTK's accessible description).
  ///
  /// ```swift
  /// Button { store.send(.deleteTapped) } label: { Image(systemName: "trash") }
  ///   .accessibilityLabel("Delete")
  ///   .accessibilityHint("Deletes the meeting and its transcript")
  /// ```
  public func accessibilityHint(_ hint: String) -> ModifiedView<Self> {
    widgetModifier(.constant(hint) { $0.accessibleDescription = $1 })
  }

  /// What screen readers say after the view's name: the string of `hint`.
  public func accessibilityHint(_ hint: Text) -> ModifiedView<Self> {
    accessibilityHint(hint.currentString)
  }

  /// The tooltip shown when the pointer rests on the view (SwiftUI's `help`).
  public func help(_ text: String) -> ModifiedView<Self> {
    widgetModifier(.constant(text) { $0.tooltipText = $1 })
  }

  /// Whether the pointer reaches the view, as SwiftUI's `allowsHitTesting`: with `false`, a
  /// click, a drag or a hover goes to what is under it (an overlay that only shows something),
  /// and the view still draws and takes keyboard focus as before (GTK's `can-target`).
  public func allowsHitTesting(_ enabled: Bool) -> ModifiedView<Self> {
    widgetModifier(.constant(enabled) { $0.canTarget = $1 })
  }

  /// Turns off input to the view when `isDisabled` is true.
  public func disabled(_ isDisabled: Bool) -> ModifiedView<Self> {
    widgetModifier(.constant(isDisabled) { $0.isSensitive = !$1 })
  }

  /// Turns off input to the view while `isDisabled()` is true (observed).
  ///
  /// ```swift
  /// Button("Save") { store.send(.saveTapped) }
  ///   .disabled { store.isSaving }
  /// ```
  public func disabled(_ isDisabled: @escaping @MainActor () -> Bool) -> ModifiedView<Self> {
    widgetModifier(
      .observed({ !isDisabled() }, get: { $0.isSensitive }, set: { $0.isSensitive = $1 }))
  }

  /// Hides the view and keeps its place, as SwiftUI's `hidden()`: it is not drawn, takes no
  /// clicks or keyboard focus, and is off the accessibility bus, but the views around it stay
  /// where they were.
  public func hidden() -> ModifiedView<Self> {
    widgetModifier(
      .constant(true) { widget, _ in
        widget.opacity = 0
        widget.canTarget = false
        widget.canFocus = false
        widget.setAccessibilityHidden(true)
      })
  }

  /// Hides the view while `isHidden()` is true (observed); it keeps its widgets meanwhile.
  /// Use `if` instead to build the view only while it is shown.
  public func hidden(_ isHidden: @escaping @MainActor () -> Bool) -> ModifiedView<Self> {
    widgetModifier(.observed({ !isHidden() }, get: { $0.isVisible }, set: { $0.isVisible = $1 }))
  }

  /// The tooltip, following `text()` (observed); `nil` for none.
  public func help(_ text: @escaping @MainActor () -> String?) -> ModifiedView<Self> {
    widgetModifier(.observed(text, get: { $0.tooltipText }, set: { $0.tooltipText = $1 }))
  }
}

/// A length in whole pixels for a size request; -1 (none) for nil.
func pixels(_ length: CGFloat?) -> Int32 {
  length.map { Int32($0.rounded()) } ?? -1
}

struct FrameLimits: Hashable, Sendable {
  let grows: [Bool]
  let least: [Int32]
  let alignment: Alignment
}

/// The edges of a view, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges, for ``View/padding(_:_:)``.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
