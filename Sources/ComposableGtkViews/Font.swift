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
  /// A CSS weight (100 to 900), from ``weight(_:)``.
  var cssWeight: Int?
  var isSerif = false

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

  /// The system font at `size` points, of `weight` and `design`.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    system(size: size).weight(weight).design(design)
  }

  /// The text style `style`, of `design` and `weight`: `.system(.body, design: .monospaced)`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    style.font.weight(weight).design(design)
  }

  /// SwiftUI's text styles, as values: each is the font of the same name (`.headline` is
  /// ``headline``).
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

    var font: Font {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }

  /// A family of faces: `.monospaced` is Adwaita's monospace font, `.serif` the system's
  /// serif; `.rounded` has no GNOME face and draws as `.default`.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// How heavy the letters are, as CSS weights (`.regular` 400, `.bold` 700).
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// This font at `weight` (`nil`: as it is).
  public func weight(_ weight: Weight?) -> Font {
    guard let weight else { return self }
    var font = self
    font.cssWeight = weight.value
    return font
  }

  /// This font in `design` (`nil`: as it is).
  func design(_ design: Design?) -> Font {
    var font = self
    switch design {
    case .monospaced?: font.isMonospaced = true
    case .serif?: font.isSerif = true
    case .rounded?, .default?, nil: break
    }
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
    if let cssWeight {
      classes.append(
        ViewStyleSheet.ensure("cg-font-weight-\(cssWeight)", "font-weight: \(cssWeight);"))
    }
    if isSerif { classes.append(ViewStyleSheet.ensure("cg-font-serif", "font-family: serif;")) }
    if isItalic { classes.append(ViewStyleSheet.ensure("cg-font-italic", "font-style: italic;")) }
    if hasMonospacedDigits {
      classes.append(ViewStyleSheet.ensure("cg-font-tnum", "font-feature-settings: \"tnum\";"))
    }
    if let size {
      let points = Int((size * 10).rounded())
      classes.append(
        ViewStyleSheet.ensure("cg-font-size-\(points)", "font-size: \(Double(points) / 10)pt;"))
    }
    return classes
  }

  /// Every class a font may set: removed before another font's are added.
  static let themeClasses: Set<String> = [
    "title-1", "title-2", "title-3", "title-4", "heading", "caption-heading", "body", "caption",
    "monospace",
  ]
}

extension Font {
  /// Gives `widget` the classes of `font` in place of another font's.
  @MainActor
  static func apply(_ font: Font?, to widget: Widget) {
    let classes = font?.cssClasses ?? []
    for existing in widget.cssClasses
    where (Font.themeClasses.contains(existing) || existing.hasPrefix("cg-font-"))
      && !classes.contains(existing)
    {
      widget.removeCSSClass(existing)
    }
    for name in classes where !widget.hasCSSClass(name) { widget.addCSSClass(name) }
  }

  /// Adds or removes a style class of the views' sheet.
  @MainActor
  static func setStyleClass(
    _ name: String, _ declarations: String, _ isActive: Bool, on widget: Widget
  ) {
    if isActive {
      widget.addCSSClass(ViewStyleSheet.ensure(name, declarations))
    } else {
      widget.removeCSSClass(name)
    }
  }
}

extension View {
  /// Draws the view's text in `font`; `nil` for the theme's font.
  public func font(_ font: Font?) -> ModifiedView<Self> {
    widgetModifier(.constant(font) { widget, font in Font.apply(font, to: widget) })
  }

  /// Draws the view's text at `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> {
    widgetModifier(
      .constant(weight?.value) { widget, weight in
        ViewStyleSheet.replaceClasses(
          of: widget, prefix: "cg-weight-",
          with: weight.map { ViewStyleSheet.ensure("cg-weight-\($0)", "font-weight: \($0);") })
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
    widgetModifier(
      .constant(isActive) { widget, isActive in
        if isActive { widget.addCSSClass("monospace") } else { widget.removeCSSClass("monospace") }
      })
  }

  /// Draws the digits of the view's text, and of the text inside it, with one width (the
  /// OpenType feature `tnum`), so that a number that changes keeps its width: SwiftUI's
  /// `monospacedDigit()`.
  ///
  /// ```swift
  /// Form { Text("\(store.count)") }
  ///   .monospacedDigit()
  /// ```
  public func monospacedDigit() -> ModifiedView<Self> {
    styleClass("cg-font-tnum", "font-feature-settings: \"tnum\";", true)
  }

  private func styleClass(_ name: String, _ declarations: String, _ isActive: Bool)
    -> ModifiedView<Self>
  {
    widgetModifier(
      .constant(isActive) { widget, isActive in
        Font.setStyleClass(name, declarations, isActive, on: widget)
      })
  }
}
