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

/// A one-line text field (a `GtkEntry`, or a `GtkSearchEntry` with ``search(_:text:)``)
/// bound to a value: it shows the value, and the user's edits set it.
///
/// ```swift
/// TextField("Name", text: store.binding(\.name))
/// ```
///
/// The program's own writes are never reported back as edits (see `Editable.bind(text:onEdit:)`).
public struct TextField: View, PrimitiveView {
  let placeholder: String
  let text: ViewBinding<String>
  let isSearch: Bool

  /// A field that shows `placeholder` while it is empty.
  public init(_ placeholder: String, text: ViewBinding<String>) {
    self.placeholder = placeholder
    self.text = text
    isSearch = false
  }

  /// A search field (with a search icon and a clear button).
  public static func search(_ placeholder: String, text: ViewBinding<String>) -> TextField {
    TextField(placeholder: placeholder, text: text, isSearch: true)
  }

  private init(placeholder: String, text: ViewBinding<String>, isSearch: Bool) {
    self.placeholder = placeholder
    self.text = text
    self.isSearch = isSearch
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let field: Widget & Editable =
      isSearch
      ? ViewGraph.created(SearchEntry(placeholder: placeholder))
      : ViewGraph.created(Entry(placeholder: placeholder))
    let node = ViewNode(widgets: [field])
    bindText(of: field, to: text, in: node)
    return node
  }

  /// The body ran again: the field follows the binding it was given now (a row of a `ForEach`
  /// over a binding gets the binding of its element's new position).
  package func update(_ node: ViewNode) {
    guard let field = node.widgets.first as? Widget & Editable else { return }
    bindText(of: field, to: text, in: node)
  }

}

/// Makes `field` show `text` and write the user's edits to it, in place of the binding it
/// followed before (the body ran again and gave the view another one).
@MainActor
func bindText(of field: some Widget & Editable, to text: Binding<String>, in node: ViewNode) {
  for token in node.tokens { token.cancel() }
  node.tokens = [field.bind(text: { text.wrappedValue }, onEdit: { text.wrappedValue = $0 })]
}

/// An on/off control bound to a `Bool`, as SwiftUI's `Toggle`: a switch beside its title (a
/// `GtkSwitch`), a check box (a `GtkCheckButton`) or a button that stays pressed (a
/// `GtkToggleButton`), chosen with ``View/toggleStyle(_:)`` on it or on a view around it.
///
/// ```swift
/// Form {
///   Toggle("Dark mode", isOn: $store.darkMode)                  // a switch: a row of a form
/// }
/// Toggle("Done", isOn: $store.isDone)                             // a check box
/// Toggle("Favorite", systemImage: "star", isOn: $store.isFavorite)
///   .toggleStyle(.button)                                         // a toggle button
/// Toggle(isOn: $store.notify) { Label("Notify", systemImage: "bell") }
/// ```
///
/// The default style, `.automatic`, is a switch in a row of a `Form`, `Section` or `List` and
/// a check box elsewhere. The program's own writes are never reported back as the user's
/// toggles.
public struct Toggle<Label: View>: View, PrimitiveView {
  let label: Label
  let isOn: ViewBinding<Bool>

  /// A toggle named by the view `label` builds, on exactly while `isOn` is true; the user's
  /// toggles set it.
  public init(isOn: ViewBinding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    if let style = context.styles.customToggle {
      // The style's body is built without the style: a toggle in it has the default look.
      var inner = context
      inner.styles.customToggle = nil
      inner.styles.toggle = .automatic
      return StyleBodyNode(style: style.body, configuration: configuration, context: inner)
    }
    let isOn = self.isOn
    // A constant text is the control's own label (or the switch's title); any other label is
    // built as a view.
    let title = (label as? Text)?.constantString
    var kind = context.styles.toggle
    if kind == .automatic { kind = context.isListRow ? .switch : .checkbox }
    switch kind {
    case .button, .automatic:
      let button = ViewGraph.created(ToggleButton(label: title ?? ""))
      let node = ViewNode(widgets: [button])
      if title == nil {
        adoptLabel(into: node) { button.setChild($0) }
        button.accessibleLabel = accessibleTitle(of: label, built: button)
      }
      node.tokens.append(
        button.bind(isActive: { isOn.wrappedValue }, onToggle: { isOn.wrappedValue = $0 }))
      return node
    case .checkbox:
      let check = ViewGraph.created(CheckButton(label: title ?? ""))
      let node = ViewNode(widgets: [check])
      if title == nil {
        adoptLabel(into: node) { check.child = $0 }
        check.accessibleLabel = accessibleTitle(of: label, built: check)
      }
      node.tokens.append(
        check.bind(isActive: { isOn.wrappedValue }, onToggle: { isOn.wrappedValue = $0 }))
      return node
    case .switch:
      // A switch has no label of its own: the title goes on its left, as in GNOME's settings,
      // and names the switch for screen readers.
      let control = ViewGraph.created(Switch())
      control.align(horizontal: .end, vertical: .center)
      let token = control.bind(
        isActive: { isOn.wrappedValue }, onChange: { isOn.wrappedValue = $0 })
      if title?.isEmpty ?? false {
        let node = ViewNode(widgets: [control])
        node.tokens.append(token)
        return node
      }
      let row = ViewGraph.created(Box(.horizontal, spacing: 12))
      let node = ViewNode(widgets: [row])
      if let title {
        let label = ViewGraph.created(Gtk.Label(title))
        label.xalign = 0
        label.hexpand = true
        row.append(label)
      } else {
        adoptLabel(into: node) { widget in
          widget.hexpand = true
          widget.halign = .start
          row.append(widget)
        }
      }
      control.accessibleLabel = title ?? accessibleTitle(of: label, built: row)
      row.append(control)
      node.tokens.append(token)
      return node
    }
  }

  /// Builds the label view and hands its widget to `place`; the node keeps the label's node.
  private func adoptLabel(into node: ViewNode, _ place: (Widget) -> Void) {
    let inner = BuildContext(orientation: .horizontal, spacing: 6)
    let labelNode = ComposableGtkViews.makeNode(label, in: inner)
    place(ViewGraph.singleWidget(of: labelNode, context: inner))
    node.children = [labelNode]
  }

  package func update(_ node: ViewNode) {
    if let node = node as? StyleBodyNode<ToggleStyleConfiguration> {
      node.update(configuration)
      return
    }
    if let labelNode = node.children.first { ComposableGtkViews.update(labelNode, with: label) }
  }

  /// What the toggle hands to a style of the app's own.
  private func configuration() -> ToggleStyleConfiguration {
    ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: ErasedView(label)), isOn: isOn)
  }
}

extension Toggle where Label == Text {
  /// A toggle titled `title`, on exactly while `isOn` is true; the user's toggles set it.
  public init(_ title: String, isOn: ViewBinding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  /// A toggle titled with the localized `titleKey` (see ``LocalizedStringKey``).
  public init(_ titleKey: LocalizedStringKey, isOn: ViewBinding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
}

extension Toggle where Label == ComposableGtkViews.Label<Text, Image> {
  /// A toggle titled `title` with the SF Symbols icon `systemImage` (see ``SystemImage``).
  public init(_ title: String, systemImage: String, isOn: ViewBinding<Bool>) {
    self.init(isOn: isOn) { ComposableGtkViews.Label(title, systemImage: systemImage) }
  }
}

/// A view whose title is known without building it: a control it labels takes the title as
/// its accessible name.
@MainActor
protocol AccessiblyTitled {
  var accessibleTitle: String? { get }
}

extension Text: AccessiblyTitled {
  var accessibleTitle: String? { constantString }
}

extension Label: AccessiblyTitled {
  var accessibleTitle: String? { titleText }
}

/// What screen readers call a control labelled by `view`: its title when it has a known one,
/// else the texts of the labels `built` shows.
@MainActor
func accessibleTitle(of view: some View, built: Widget) -> String {
  if let title = (view as? any AccessiblyTitled)?.accessibleTitle { return title }
  return ([built] + built.descendants).compactMap { ($0 as? Gtk.Label)?.text }
    .filter { !$0.isEmpty }.joined(separator: " ")
}

/// An animated "busy" indicator (a `GtkSpinner`).
///
/// ```swift
/// Spinner { store.isLoading }
/// ```
public struct Spinner: View, PrimitiveView {
  let isSpinning: @MainActor () -> Bool

  /// A spinner that spins while `isSpinning()` is true (observed).
  public init(isSpinning: @escaping @MainActor () -> Bool) { self.isSpinning = isSpinning }

  /// A spinner that always spins: show it only while something loads.
  public init() { isSpinning = { true } }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let spinner = ViewGraph.created(Gtk.Spinner())
    let node = ViewNode(widgets: [spinner])
    let isSpinning = self.isSpinning
    node.tokens.append(
      spinner.observe { [weak spinner] in
        guard let spinner else { return }
        let value = isSpinning()
        if spinner.isSpinning != value { spinner.isSpinning = value }
      })
    return node
  }

  package func update(_ node: ViewNode) {}
}

/// A thin line across the stack it is in (a `GtkSeparator`).
public struct Divider: View, PrimitiveView {
  public init() {}

  package func makeNode(in context: BuildContext) -> ViewNode {
    // A line across a column is horizontal.
    let line: Orientation = context.orientation == .vertical ? .horizontal : .vertical
    return ViewNode(widgets: [ViewGraph.created(Gtk.Separator(line))])
  }

  package func update(_ node: ViewNode) {}
}

/// Empty space that takes what its stack has left over, pushing its siblings apart.
public struct Spacer: View, PrimitiveView {
  public init() {}

  package func makeNode(in context: BuildContext) -> ViewNode {
    let space = ViewGraph.created(Box(.horizontal))
    if context.orientation == .vertical { space.vexpand = true } else { space.hexpand = true }
    return ViewNode(widgets: [space])
  }

  package func update(_ node: ViewNode) {}
}

/// A widget of the imperative layer, in a declarative view.
///
/// ```swift
/// VStack {
///   WidgetView(chart)     // or just `chart`: a builder takes any Widget
/// }
/// ```
///
/// The widget is used as it is, built once: the body running again leaves it alone.
public struct WidgetView: View, PrimitiveView {
  let widget: Widget

  /// Embeds `widget`.
  public init(_ widget: Widget) { self.widget = widget }

  package func makeNode(in context: BuildContext) -> ViewNode { ViewNode(widgets: [widget]) }
  package func update(_ node: ViewNode) {}
}

extension Store where Action: BindableAction, Action.State == State {
  /// A binding to the field at `keyPath`: reading it reads the store (and is observed like any
  /// read), setting it sends `.binding(.set(keyPath, value))`, which `BindingReducer`
  /// applies.
  ///
  /// ```swift
  /// TextField("Search", text: store.binding(\.query))
  /// ```
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>
  ) -> ViewBinding<Value> {
    ViewBinding(
      get: { self.state[keyPath: keyPath] },
      set: { self.send(.set(keyPath, $0)) })
  }
}
