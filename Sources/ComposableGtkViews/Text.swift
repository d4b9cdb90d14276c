import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// Text the user cannot edit (a `GtkLabel`): a constant, or a closure that is observed.
///
/// ```swift
/// Text("Count")                    // set when built (and when the body runs again)
/// Text { "\(store.count)" }        // runs again only when `count` changes
/// ```
public struct Text: View, PrimitiveView {
  enum Content {
    case constant(String)
    case reactive(@MainActor () -> String)
    /// A date written relative to now (`.relative`, `.offset`, `.timer`): written again every
    /// second while shown.
    case timed(Date, DateStyle)
    /// Texts joined with `+`, each in its own style: one label of Pango markup.
    case concatenation([Text])
  }

  let content: Content
  /// The styles given by `Text`'s own modifiers (`.bold()`, `.font(_:)`…).
  var attributes = TextAttributes()

  init(content: Content) { self.content = content }

  /// Text that shows `string`.
  public init(_ string: String) { content = .constant(string) }

  /// Text that shows what `string` returns, again whenever state it read changes.
  public init(_ string: @escaping @MainActor () -> String) { content = .reactive(string) }

  /// A date or a time, written as the user's locale writes it: `Text(meeting.date, style:
  /// .date)` shows "June 3, 2026"; `.relative`, `.offset` and `.timer` count from now and are
  /// written again every second while the text is on screen (see ``DateStyle``).
  public init(_ date: Date, style: DateStyle) {
    switch style.kind {
    case .date: content = .constant(date.formatted(date: .long, time: .omitted))
    case .time: content = .constant(date.formatted(date: .omitted, time: .shortened))
    case .relative, .offset, .timer: content = .timed(date, style)
    }
  }

  /// How ``Text/init(_:style:)`` writes a date: SwiftUI's `Text.DateStyle`.
  ///
  /// The styles that count from now are written again once a second, from a GLib timer that
  /// runs only while the text is mapped (on screen in a shown window): a hidden one costs
  /// nothing. They count in the user's current calendar (`Calendar.current`).
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    /// The date without the time: "June 3, 2026".
    public static let date = DateStyle(kind: .date)
    /// The time without the date: "5:04 PM".
    public static let time = DateStyle(kind: .time)
    /// How far the date is from now, in the two largest units: "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The signed distance from now to the date, in its largest unit: "+2 hours",
    /// "-3 minutes".
    public static let offset = DateStyle(kind: .offset)
    /// A stopwatch counting from (or down to) the date: "2:32", "1:02:05".
    public static let timer = DateStyle(kind: .timer)
  }

  /// The text, when it is a constant: what a control takes as its accessible name when the
  /// text names it without being drawn.
  var constantString: String? {
    if case let .constant(string) = content { return string }
    return nil
  }

  /// The string of a constant text drawn as plain text (no font, weight or colour of its own):
  /// what a widget's own label can show in its place.
  var plainString: String? {
    attributes == TextAttributes() ? constantString : nil
  }

  /// The text as it reads now (what a closure reads is observed by the reader).
  var currentString: String {
    switch content {
    case let .constant(string): string
    case let .reactive(read): read()
    case let .timed(date, style): TimedText.text(of: date, style: style, now: TextClock.now())
    case let .concatenation(texts): texts.map(\.currentString).joined()
    }
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let label = ViewGraph.created(Gtk.Label())
    if context.isListRow { label.xalign = 0 }
    let node = TextNode(label: label, attributes: attributes)
    switch content {
    case let .constant(string): label.text = string
    case let .reactive(string): node.tokens.append(label.bind(text: string))
    case let .timed(date, style): TimedText.start(label, date: date, style: style, in: node)
    case let .concatenation(texts): node.showMarkup(of: texts)
    }
    attributes.apply(to: label, replacing: TextAttributes())
    TextLayout.applyEnvironment(context.environment.values, to: label)
    return node
  }

  package func update(_ node: ViewNode) {
    guard let label = node.widgets.first as? Gtk.Label else { return }
    switch content {
    case let .constant(string):
      if label.text != string { label.text = string }
    case let .timed(date, style):
      TimedText.restart(label, date: date, style: style, in: node)
    case let .concatenation(texts):
      (node as? TextNode)?.showMarkup(of: texts)
    case .reactive:
      break
    }
    if let node = node as? TextNode, node.attributes != attributes {
      attributes.apply(to: label, replacing: node.attributes)
      node.attributes = attributes
    }
  }
}
