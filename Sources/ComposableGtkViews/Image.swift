import Gtk

/// A themed icon (a `GtkImage`).
///
/// ```swift
/// Image(systemName: "trash")              // an SF Symbols name, through SystemImage's table
/// Image(iconName: "starred-symbolic")     // a name of the icon theme
/// ```
public struct Image: View, PrimitiveView {
  let iconName: String
  let pixelSize: Int32?

  /// The icon called `iconName` in the theme, at `pixelSize` or the theme's size.
  public init(iconName: String, pixelSize: Int32? = nil) {
    self.iconName = iconName
    self.pixelSize = pixelSize
  }

  /// The icon of the theme that stands for the SF Symbols name `systemName` (see
  /// ``SystemImage``); a name the table does not have is taken as an icon name.
  public init(systemName: String) {
    self.init(iconName: SystemImage.iconName(for: systemName))
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let image = ViewGraph.created(Gtk.Image(iconName: iconName))
    if let pixelSize { image.pixelSize = pixelSize }
    return ViewNode(widgets: [image])
  }

  package func update(_ node: ViewNode) {
    guard let image = node.widgets.first as? Gtk.Image else { return }
    if image.iconName != iconName { image.iconName = iconName }
    if let pixelSize, image.pixelSize != pixelSize { image.pixelSize = pixelSize }
  }
}
