import ComposableArchitecture
import ComposableGtk
import Gdk
import Gtk

/// A colour the user picks, as SwiftUI's `ColorPicker`: the title, then a button showing the
/// colour that opens GTK's colour chooser (a `GtkColorButton`).
///
/// ```swift
/// ColorPicker("Tint", selection: $store.tint)
/// ColorPicker("Background", selection: $store.background, supportsOpacity: false)
/// ```
///
/// A picked colour is an RGB ``Color`` (`Color(red:green:blue:opacity:)`); the picker shows a
/// named colour (`.accentColor`, `Color("brand")`) as the theme draws it when the picker is
/// built or the colour changes. The program's own writes are never reported back as the
/// user's picks.
public struct ColorPicker<Label: View>: View, PrimitiveView {
  let label: Label
  let selection: Binding<Color>
  let supportsOpacity: Bool

  /// A picker named by the view `label` builds.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let selection = self.selection
    let button = ViewGraph.created(ColorButton())
    button.useAlpha = supportsOpacity
    button.valign = .center
    let chosen = button.onColorSet { [weak button] in
      guard let rgba = button?.rgba else { return }
      selection.wrappedValue = Color(
        red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
        opacity: Double(rgba.alpha))
    }
    let token = button.observe { [weak button] in
      guard let button else { return }
      let next = resolve(selection.wrappedValue, on: button)
      if !button.rgba.equal(next) { button.withBlocked(chosen) { button.setRgba(next) } }
    }
    token.onCancel { [weak button] in button?.disconnectIfConnected(chosen) }

    let labelNode = ComposableGtkViews.makeNode(label, in: context.nested(.horizontal, spacing: 6))
    let row = context.titleRow(labelNode)
    row.append(button)
    let title = accessibleTitle(of: label, built: row)
    button.accessibleLabel = title
    button.title = title
    let node = ViewNode(widgets: [row], children: [labelNode])
    node.tokens.append(token)
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: label)
  }
}

extension ColorPicker where Label == Text {
  /// A picker titled `title`, for `selection`, with an opacity slider when `supportsOpacity`.
  public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// `color`'s components: its own for an RGB colour; for a named one, the colour the theme
/// gives it, read from `widget`'s style.
@MainActor
private func resolve(_ color: Color, on widget: Widget) -> Gdk.RGBA {
  if let components = color.components {
    return Gdk.RGBA(
      red: Float(components.red), green: Float(components.green), blue: Float(components.blue),
      alpha: Float(components.opacity))
  }
  // The colour as the widget's foreground, for a moment: GTK computes the style at once.
  let className = ViewStyleSheet.ensure(color.className("probe"), "color: \(color.css);")
  widget.addCSSClass(className)
  let rgba = widget.styleContext.color
  widget.removeCSSClass(className)
  return rgba
}
