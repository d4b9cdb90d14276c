import Foundation
import Gtk

/// A value with its name, as SwiftUI's `LabeledContent`: the name at the leading edge, the
/// value (dimmed text, or any view) at the trailing one, as a row of a form.
///
/// ```swift
/// LabeledContent("Length", value: syncUp.duration.formatted(.units()))
/// LabeledContent("Attendees", value: syncUp.attendees.count, format: .number)
/// LabeledContent("Theme") { ThemeBadge(theme: syncUp.theme) }
/// LabeledContent {
///   Text(syncUp.theme.name)
/// } label: {
///   Label("Theme", systemImage: "paintpalette")
/// }
/// ```
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  /// The view `label` builds, then the view `content` builds.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let inner = context.nested(.horizontal, spacing: 6)
    let labelNode = ComposableGtkViews.makeNode(label, in: inner)
    let row = context.titleRow(labelNode)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    for widget in child.widgets {
      if let value = widget as? Gtk.Label { value.addCSSClass("dim-label") }
      row.append(widget)
    }
    return ViewNode(widgets: [row], children: [labelNode, child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: label)
    ComposableGtkViews.update(node.children[1], with: content)
  }
}

extension LabeledContent where Label == Text {
  /// `title`, then the view `content` builds.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// The localized `titleKey` (see ``LocalizedStringKey``), then the view `content` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// `title`, then `value` as dimmed text.
  public init<S: StringProtocol>(_ title: String, value: S) {
    self.init(content: { Text(String(value)) }, label: { Text(title) })
  }

  /// `title`, then `value` written by `format`, as dimmed text:
  /// `LabeledContent("Attendees", value: count, format: .number)`.
  public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(title) })
  }
}
