import Gtk

/// A text style, as SwiftUI's `Font`: SwiftUI's text styles are drawn with Adwaita's
/// typography classes, so that text looks as in other GNOME apps.
///
/// ```swift
/// Text(store.syncUp.title).font(.headline)
/// Text("Welcome").font(.largeTitle.bold())
/// ```
///
/// | SwiftUI | Adwaita class |
/// |---|---|
/// | `.largeTitle` | `title-1` |
/// | `.title` | `title-2` |
/// | `.title2` | `title-3` |
/// | `.title3` | `title-4` |
/// | `.headline` | `heading` |
/// | `.subheadline` | `caption-heading` |
/// | `.body`, `.callout` | `body` |
/// | `.footnote`, `.caption`, `.caption2` | `caption` |
///
/// `.bold()`, `.italic()` and `.monospaced()` add a weight, a slant, or Adwaita's
/// `monospace` class; `.monospacedDigit()` digits of one width. `.system(size:)` sets a size in points.
public struct Font: Hashable, Sendable {
  /// The theme's class for the text style, if any.
  let style: String?
  var isBold = false
  var isItalic = false
  var isMonospaced = false
  var hasMonospacedDigits = false
  var size: Double?

  private init(style: String?) { self.style = style }

  public static let largeTitle = Font(style: "title-1")
  public static let title = Font(style: "title-2")
  public static let title2 = Font(style: "title-3")
  public static let title3 = Font(style: "title-4")
  public static let headline = Font(style: "heading")
  public static let subheadline = Font(style: "caption-heading")
  public static let body = Font(style: "body")
  public static let callout = Font(style: "body")
  public static let footnote = Font(style: "caption")
  public static let caption = Font(style: "caption")
  public static let caption2 = Font(style: "caption")

  /// The system font at `size` points.
  public static func system(size: Double) -> Font {
    var font = Font(style: nil)
    font.size = size
    return font
  }

  /// This font in bold.
  public func bold() -> Font {
    var font = self
    font.isBold = true
    return font
  }

  /// This font slanted.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font with letters of one width.
  public func monospaced() -> Font {
    var font = self
    font.isMonospaced = true
    return font
  }

  /// This font with digits of one width, so that a number that changes keeps its width (the
  /// OpenType feature `tnum`).
  public func monospacedDigit() -> Font {
    var font = self
    font.hasMonospacedDigits = true
    return font
  }

  /// The CSS classes that draw this font.
  @MainActor
  var cssClasses: [String] {
    var classes = style.map { [$0] } ?? []
    if isMonospaced { classes.append("monospace") }
    if isBold { classes.append(ViewStyleSheet.ensure("cg-font-bold", "font-weight: bold;")) }
    if isItalic { classes.append(ViewStyleSheet.ensure("cg-font-italic", "font-style: italic;")) }
    if hasMonospacedDigits {
      classes.append(ViewStyleSheet.ensure("cg-font-tnum", "font-feature-settings: \"tnum\";"))
    }
    if let size {
      let points = Int((size * 10).rounded())
      classes.append(ViewStyleSheet.ensure("cg-font-size-\(points)", "font-size: \(Double(points) / 10)pt;"))
    }
    return classes
  }

  /// Every class a font may set: removed before another font's are added.
  static let themeClasses: Set<String> = [
    "title-1", "title-2", "title-3", "title-4", "heading", "caption-heading", "body", "caption",
    "monospace",
  ]
}

extension View {
  /// Draws the view's text in `font`; `nil` for the theme's font.
  public func font(_ font: Font?) -> ModifiedView<Self> {
    modifier(
      .constant(font) { widget, font in
        let classes = font?.cssClasses ?? []
        for existing in widget.cssClasses
        where (Font.themeClasses.contains(existing) || existing.hasPrefix("cg-font-"))
          && !classes.contains(existing)
        {
          widget.removeCSSClass(existing)
        }
        for name in classes where !widget.hasCSSClass(name) { widget.addCSSClass(name) }
      })
  }

  /// Draws the view's text in bold.
  public func bold(_ isActive: Bool = true) -> ModifiedView<Self> {
    styleClass("cg-font-bold", "font-weight: bold;", isActive)
  }

  /// Draws the view's text slanted.
  public func italic(_ isActive: Bool = true) -> ModifiedView<Self> {
    styleClass("cg-font-italic", "font-style: italic;", isActive)
  }

  /// Draws the view's text with letters of one width (Adwaita's `monospace`).
  public func monospaced(_ isActive: Bool = true) -> ModifiedView<Self> {
    modifier(
      .constant(isActive) { widget, isActive in
        if isActive { widget.addCSSClass("monospace") } else { widget.removeCSSClass("monospace") }
      })
  }

  private func styleClass(_ name: String, _ declarations: String, _ isActive: Bool)
    -> ModifiedView<Self>
  {
    modifier(
      .constant(isActive) { widget, isActive in
        if isActive {
          widget.addCSSClass(ViewStyleSheet.ensure(name, declarations))
        } else {
          widget.removeCSSClass(name)
        }
      })
  }
}
