import Gtk
import Pango

// `.lineLimit` and `.multilineTextAlignment`: how the texts inside a view lay out their lines.
// Both are environment values in SwiftUI, read by every `Text` inside; here they are too (a
// `Text` built later, in an `if` that turns true, reads them when it is built), and the labels
// already built inside the view are set again when the value changes.

/// How the lines of a text that takes several are aligned, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing

  var justification: Justification {
    switch self {
    case .leading: .left
    case .center: .center
    case .trailing: .right
    }
  }
}

private enum LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

private enum MultilineTextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}

extension EnvironmentValues {
  /// The most lines a text inside shows, the rest cut short with an ellipsis; `nil` for no
  /// limit. Set with ``View/lineLimit(_:)``.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How the lines of a text inside are aligned. Set with ``View/multilineTextAlignment(_:)``.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
}

extension View {
  /// Shows at most `number` lines of each text inside the view, ending the last one shown with
  /// an ellipsis, as SwiftUI's `lineLimit(_:)`; `nil` lets them take as many as they need.
  /// GTK limits each paragraph of a text: a text with line breaks in it (`"a\nb"`) shows up to
  /// `number` lines of each.
  ///
  /// ```swift
  /// Text(store.summary)
  ///   .lineLimit(store.isExpanded ? nil : 2)
  /// ```
  ///
  public func lineLimit(_ number: Int?) -> TextLayoutView<Self> {
    TextLayoutView(content: self, layout: .lineLimit(number.map { max($0, 1) }))
  }

  /// Aligns the lines of each text inside the view, as SwiftUI's `multilineTextAlignment(_:)`:
  /// a text of several lines centres each of them, or puts them at the trailing edge.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> TextLayoutView<Self> {
    TextLayoutView(content: self, layout: .alignment(alignment))
  }
}

/// A view whose texts lay out their lines as asked: what ``View/lineLimit(_:)`` and
/// ``View/multilineTextAlignment(_:)`` return.
public struct TextLayoutView<Content: View>: View, PrimitiveView {
  let content: Content
  let layout: TextLayout

  package func makeNode(in context: BuildContext) -> ViewNode {
    var inner = context
    layout.set(in: &inner.environment.values)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    let node = TextLayoutNode(child: child, layout: layout)
    layout.apply(toLabelsIn: child.widgets)
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? TextLayoutNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    guard node.layout != layout else { return }
    node.layout = layout
    layout.apply(toLabelsIn: node.widgets)
  }
}

/// One setting of how texts lay out their lines.
enum TextLayout: Hashable, Sendable {
  case lineLimit(Int?)
  case alignment(TextAlignment)

  func set(in values: inout EnvironmentValues) {
    switch self {
    case let .lineLimit(number): values.lineLimit = number
    case let .alignment(alignment): values.multilineTextAlignment = alignment
    }
  }

  /// Sets this on every label of `widgets` and inside them.
  @MainActor
  func apply(toLabelsIn widgets: [Widget]) {
    for widget in widgets {
      for case let label as Gtk.Label in [widget] + widget.descendants {
        apply(to: label)
      }
    }
  }

  @MainActor
  func apply(to label: Gtk.Label) {
    switch self {
    case let .lineLimit(number): Self.setLineLimit(number, on: label)
    case let .alignment(alignment):
      if label.justify != alignment.justification { label.justify = alignment.justification }
    }
  }

  /// What a `Text` takes from its environment when it is built.
  @MainActor
  static func applyEnvironment(_ values: EnvironmentValues, to label: Gtk.Label) {
    if let number = values.lineLimit { setLineLimit(number, on: label) }
    if values.multilineTextAlignment != .leading {
      label.justify = values.multilineTextAlignment.justification
    }
  }

  @MainActor
  private static func setLineLimit(_ number: Int?, on label: Gtk.Label) {
    guard let number else {
      // No limit: every line shown, nothing cut short.
      label.lines = -1
      label.ellipsize = .none
      return
    }
    // GTK limits the lines of a label that wraps and ellipsizes; Pango counts them per
    // paragraph, so each line break of the text starts a new count.
    label.wrap = true
    label.ellipsize = .end
    label.lines = Int32(number)
  }
}

@MainActor
final class TextLayoutNode: ViewNode {
  var layout: TextLayout

  init(child: ViewNode, layout: TextLayout) {
    self.layout = layout
    super.init(widgets: child.widgets, children: [child])
  }
}
