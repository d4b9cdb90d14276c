import CGtk

/// A picture or themed icon (`GtkImage`).
///
/// ```swift
/// let star = Image(iconName: "starred-symbolic")
/// star.pixelSize = 24
/// ```
@MainActor
extension Image {
  var image: OpaquePointer { cPointer(self) }

  /// Creates an image showing a themed icon.
  public convenience init(iconName: String) {
    self.init(UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName)), .adoptNew)
  }

  /// Creates an image from a file; GTK shows a "broken image" icon if it cannot be read.
  public convenience init(file path: String) {
    self.init(UnsafeMutableRawPointer(gtk_image_new_from_file(path)), .adoptNew)
  }

  /// The themed icon shown, or `nil` if the image shows something else.
  public var iconName: String? {
    get { gtk_image_get_icon_name(image).map { String(cString: $0) } }
    set { gtk_image_set_from_icon_name(image, newValue) }
  }

  /// The icon size in pixels; -1 for the theme's default.
  public var pixelSize: Int32 {
    get { gtk_image_get_pixel_size(image) }
    set { gtk_image_set_pixel_size(image, newValue) }
  }
}
