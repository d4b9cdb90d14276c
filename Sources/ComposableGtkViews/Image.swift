import Foundation
import Gtk

/// A themed icon (a `GtkImage`), or a picture from the app's resources (a `GtkPicture`).
///
/// ```swift
/// Image(systemName: "trash")              // an SF Symbols name, through SystemImage's table
/// Image(iconName: "starred-symbolic")     // a name of the icon theme
/// Image("logo")                           // logo.png (or .svg, .jpg…) in the main bundle
/// Image("header", bundle: .module).resizable().scaledToFit()
/// ```
public struct Image: View, PrimitiveView {
  let iconName: String
  let pixelSize: Int32?
  /// The SF Symbols name the image was made from, for ``symbolVariant(_:)``.
  let systemName: String?
  /// The file of a picture from the resources, and the name it was asked for by.
  var picture: (file: URL, name: String)?
  var isResizable = false

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

  /// The picture called `name` in `bundle`'s resources (the main bundle when nil), as
  /// SwiftUI's `Image(_:bundle:)` reads an asset catalog: a file `name` with the extension of a
  /// picture GTK loads (`png`, `svg`, `jpg`, `jpeg`, `gif`, `webp`, `tiff`, `bmp`), or `name`
  /// itself when it has one. A name no file has is taken as an icon name of the theme, as GNOME
  /// apps ship their pictures as icons.
  ///
  /// A picture shows at its own size; ``resizable()`` lets it take the size of its frame. Its
  /// name is what screen readers announce, as SwiftUI's images are named.
  public init(_ name: String, bundle: Bundle? = nil) {
    let bundle = bundle ?? .main
    let file =
      Self.pictureExtensions.lazy.compactMap { bundle.url(forResource: name, withExtension: $0) }
      .first ?? bundle.url(forResource: name, withExtension: nil)
    if let file {
      self.init(iconName: "", pixelSize: nil, systemName: nil)
      picture = (file, name)
    } else {
      self.init(iconName: name)
    }
  }

  /// The extensions a picture from the resources is looked up with, in this order.
  static let pictureExtensions = ["png", "svg", "jpg", "jpeg", "gif", "webp", "tiff", "bmp"]

  /// The image scaled to the size it is given, as SwiftUI's `resizable()`: a picture fills its
  /// frame (`.aspectRatio`, `.scaledToFit()` or `.scaledToFill()` keep its proportions), and it
  /// takes the room it is offered. A themed icon keeps its icon size.
  public func resizable() -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  private init(iconName: String, pixelSize: Int32?, systemName: String?) {
    self.iconName = iconName
    self.pixelSize = pixelSize
    self.systemName = systemName
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    if let picture {
      let widget = ViewGraph.created(Picture(filename: picture.file.path))
      widget.alternativeText = picture.name
      widget.accessibleLabel = picture.name
      setResizing(of: widget)
      return PictureNode(picture: widget, path: picture.file.path)
    }
    let image = ViewGraph.created(Gtk.Image(iconName: iconName))
    if let pixelSize { image.pixelSize = pixelSize }
    return ViewNode(widgets: [image])
  }

  /// A resizable picture shrinks and grows with its allocation, filling it; one that is not
  /// keeps its natural size, centred in the room it is given.
  private func setResizing(of picture: Picture) {
    picture.canShrink = isResizable
    picture.contentFit = isResizable ? .fill : .contain
    picture.hexpand = isResizable
    picture.vexpand = isResizable
    picture.halign = isResizable ? .fill : .center
    picture.valign = isResizable ? .fill : .center
  }

  package func update(_ node: ViewNode) {
    if let picture, let node = node as? PictureNode {
      if node.path != picture.file.path {
        node.path = picture.file.path
        node.picture.setFilename(node.path)
      }
      if node.picture.canShrink != isResizable { setResizing(of: node.picture) }
      return
    }
    guard let image = node.widgets.first as? Gtk.Image else { return }
    if image.iconName != iconName { image.iconName = iconName }
    if let pixelSize, image.pixelSize != pixelSize { image.pixelSize = pixelSize }
  }
}

/// The node of a picture from the resources: the file it shows.
@MainActor
final class PictureNode: ViewNode {
  let picture: Picture
  var path: String

  init(picture: Picture, path: String) {
    self.picture = picture
    self.path = path
    super.init(widgets: [picture])
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
