import ComposableArchitecture
import ComposableGtk
import Gtk

/// Text of several lines the user edits, as SwiftUI's `TextEditor` (a `GtkTextView` that
/// scrolls): it shows the binding's text, and the user's edits set it.
///
/// ```swift
/// TextEditor(text: $store.notes)
/// ```
///
/// The program's own writes are never reported back as edits.
public struct TextEditor: View, PrimitiveView {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let view = ViewGraph.created(TextView())
    view.wrapMode = .wordChar
    view.addCSSClass("card")
    view.setMargins(0)
    let scroller = ViewGraph.created(ScrolledWindow())
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.vexpand = true
    scroller.setChild(view)
    let node = ViewNode(widgets: [scroller])
    node.retained = view
    bind(view, in: node)
    return node
  }

  /// The body ran again: the editor follows the binding it was given now.
  package func update(_ node: ViewNode) {
    guard let view = node.retained as? TextView else { return }
    bind(view, in: node)
  }

  private func bind(_ view: TextView, in node: ViewNode) {
    bindText(of: view, to: text, in: node)
  }
}

/// Keeps `view`'s text equal to `text` and writes the user's edits to it, replacing what `node`
/// followed before; `onChange` runs after each change of the text, the program's or the user's.
@MainActor
func bindText(
  of view: TextView, to text: Binding<String>, in node: ViewNode,
  onChange: @escaping @MainActor (String) -> Void = { _ in }
) {
  for token in node.tokens { token.cancel() }
  let buffer = view.buffer
  let edited = buffer.onChanged { [weak view] in
    guard let view else { return }
    let next = view.buffer.text
    text.wrappedValue = next
    onChange(next)
  }
  let token = view.observe { [weak view] in
    guard let view else { return }
    let next = text.wrappedValue
    let buffer = view.buffer
    if buffer.text != next { buffer.withBlocked(edited) { buffer.text = next } }
    onChange(next)
  }
  token.onCancel { [weak view] in view?.buffer.disconnectIfConnected(edited) }
  node.tokens = [token]
}
