import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

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
  /// The name screen readers announce, where it is not the placeholder.
  var accessibleTitle: String?
  /// `.vertical`: a field of several lines that grows with its text.
  var axis = Axis.horizontal

  /// A field that shows `placeholder` while it is empty.
  public init(_ placeholder: String, text: ViewBinding<String>) {
    self.placeholder = placeholder
    self.text = text
    isSearch = false
  }

  /// A field named `title` that shows `prompt` while it is empty, as SwiftUI's
  /// `TextField(_:text:prompt:)`: GTK's entry has no label of its own, so the title is the name a
  /// screen reader announces and the prompt is the placeholder (the title, without a prompt).
  ///
  /// ```swift
  /// TextField("Title", text: $store.syncUp.title, prompt: Text("Engineering"))
  /// ```
  public init(_ title: String, text: ViewBinding<String>, prompt: Text?) {
    self.init(placeholder: prompt?.currentString ?? title, text: text, isSearch: false)
    accessibleTitle = title
  }

  /// A search field (with a search icon and a clear button).
  /// A field that shows `placeholder` while it is empty and grows along `axis`, as SwiftUI's
  /// `TextField(_:text:axis:)`: with `.vertical`, a field of several lines (a `GtkTextView`)
  /// that wraps its text and grows with it, Return starting a new line.
  ///
  /// ```swift
  /// TextField("Notes", text: $store.notes, axis: .vertical)
  /// ```
  public init(_ placeholder: String, text: ViewBinding<String>, axis: Axis) {
    self.init(placeholder, text: text)
    self.axis = axis
  }

  /// A field named `title` that shows `prompt` while it is empty and grows along `axis`.
  public init(_ title: String, text: ViewBinding<String>, prompt: Text?, axis: Axis) {
    self.init(title, text: text, prompt: prompt)
    self.axis = axis
  }

  public static func search(_ placeholder: String, text: ViewBinding<String>) -> TextField {
    TextField(placeholder: placeholder, text: text, isSearch: true)
  }

  private init(placeholder: String, text: ViewBinding<String>, isSearch: Bool) {
    self.placeholder = placeholder
    self.text = text
    self.isSearch = isSearch
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    if axis == .vertical { return makeLinesNode() }
    let field: Widget & Editable =
      isSearch
      ? ViewGraph.created(SearchEntry(placeholder: placeholder))
      : ViewGraph.created(Entry(placeholder: placeholder))
    if let accessibleTitle { field.accessibleLabel = accessibleTitle }
    let node = ViewNode(widgets: [field])
    bindText(of: field, to: text, in: node)
    return node
  }

  /// The body ran again: the field follows the binding it was given now (a row of a `ForEach`
  /// over a binding gets the binding of its element's new position).
  /// A field of several lines: a text view that looks like an entry, its placeholder a dimmed
  /// label over it while it is empty.
  private func makeLinesNode() -> ViewNode {
    let view = ViewGraph.created(TextView())
    view.wrapMode = .wordChar
    view.addCSSClass("card")
    for margin in [\TextView.leftMargin, \TextView.rightMargin] { view[keyPath: margin] = 8 }
    for margin in [\TextView.topMargin, \TextView.bottomMargin] { view[keyPath: margin] = 6 }
    view.accessibleLabel = accessibleTitle ?? placeholder
    let prompt = ViewGraph.created(Gtk.Label(placeholder))
    prompt.addCSSClass("dim-label")
    prompt.canTarget = false
    prompt.align(horizontal: .start, vertical: .start)
    prompt.marginStart = 8
    prompt.marginTop = 6
    let overlay = ViewGraph.created(Overlay())
    overlay.child = view
    overlay.addOverlay(prompt)
    let node = ViewNode(widgets: [overlay])
    node.retained = view
    bindLines(view, prompt: prompt, in: node)
    return node
  }

  private func bindLines(_ view: TextView, prompt: Gtk.Label, in node: ViewNode) {
    // The prompt's wrapper is kept by this closure: the node keeps only the overlay's.
    bindText(of: view, to: text, in: node) { text in
      if prompt.visible != text.isEmpty { prompt.visible = text.isEmpty }
    }
  }

  package func update(_ node: ViewNode) {
    if let view = node.retained as? TextView,
      let prompt = (node.widgets.first as? Overlay)?.children.last as? Gtk.Label
    {
      bindLines(view, prompt: prompt, in: node)
      return
    }
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
