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
  /// The SF Symbols name the image was made from, for ``symbolVariant(_:)``.
  let systemName: String?

  /// The icon called `iconName` in the theme, at `pixelSize` or the theme's size.
  public init(iconName: String, pixelSize: Int32? = nil) {
    self.iconName = iconName
    self.pixelSize = pixelSize
    systemName = nil
  }

  /// The icon of the theme that stands for the SF Symbols name `systemName` (see
  /// ``SystemImage``); a name the table does not have is taken as an icon name.
  public init(systemName: String) {
    iconName = SystemImage.iconName(for: systemName)
    pixelSize = nil
    self.systemName = systemName
  }

  /// The image of the symbol's `variant`: `Image(systemName: "heart").symbolVariant(.fill)`
  /// shows `heart.fill`, as ``SystemImage`` maps it. An image of a themed icon name has no
  /// variants and stays as it is.
  ///
  /// ```swift
  /// Image(systemName: "star")
  ///   .symbolVariant(store.isFavorite ? .fill : .none)
  /// ```
  public func symbolVariant(_ variant: SymbolVariants) -> Image {
    guard let systemName else { return self }
    return Image(
      iconName: SystemImage.iconName(for: systemName + variant.suffix), pixelSize: pixelSize,
      systemName: systemName)
  }

  private init(iconName: String, pixelSize: Int32?, systemName: String?) {
    self.iconName = iconName
    self.pixelSize = pixelSize
    self.systemName = systemName
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

/// The variants of an SF Symbol, as SwiftUI's `SymbolVariants`: what
/// ``Image/symbolVariant(_:)`` adds to the symbol's name (`.fill` gives `heart.fill`).
public struct SymbolVariants: Hashable, Sendable {
  /// The name's suffix: `.circle.fill` for `SymbolVariants.circle.fill`.
  let suffix: String

  /// The symbol as it is.
  public static let none = SymbolVariants(suffix: "")
  /// The filled symbol.
  public static let fill = SymbolVariants(suffix: ".fill")
  /// The symbol in a circle.
  public static let circle = SymbolVariants(suffix: ".circle")
  /// The symbol in a square.
  public static let square = SymbolVariants(suffix: ".square")
  /// The symbol in a rectangle.
  public static let rectangle = SymbolVariants(suffix: ".rectangle")
  /// The symbol struck through.
  public static let slash = SymbolVariants(suffix: ".slash")

  /// This variant, filled: `.circle.fill`.
  public var fill: SymbolVariants { SymbolVariants(suffix: suffix + ".fill") }
  /// This variant, struck through.
  public var slash: SymbolVariants { SymbolVariants(suffix: suffix + ".slash") }
}
