import Foundation
import Gtk

/// A colour, as SwiftUI's `Color`: a named one that follows the theme (and its light or dark
/// style), or one given by its components.
///
/// ```swift
/// Text("Overdue").foregroundColor(.red)
/// Text(store.subtitle).foregroundStyle(.secondary)
/// Circle().fill(Color(red: 0.9, green: 0.5, blue: 0.1))
/// ```
///
/// The named colours are Adwaita's: `.accentColor` is the desktop's accent colour, `.red`,
/// `.green`, `.yellow`, `.orange`, `.blue`, `.purple` and `.brown` are the palette's middle
/// shades (`.pink`, `.teal`, `.cyan`, `.mint` and `.indigo`, which it lacks, are fixed shades
/// beside them), `.primary` is the window's text colour and `.secondary` the dimmed text of GNOME's
/// `dim-label`. `Color("name")` names a colour defined in your style sheet with
/// `@define-color name …;`, as an asset catalog names one on Apple platforms.
public struct Color: Hashable, Sendable {
  /// The colour as a CSS expression (`@accent_color`, `rgba(…)`).
  let css: String
  /// The red, green, blue and opacity of a colour given by its components (from 0 to 1, as
  /// given); nil for a named colour, which the theme resolves.
  let components: Components?

  /// The components of an RGB colour.
  struct Components: Hashable, Sendable {
    var red, green, blue, opacity: Double
  }

  init(css: String) {
    self.css = css
    components = nil
  }

  /// The colour `name`, defined in the application's style sheet (`@define-color name …;`).
  public init(_ name: String) {
    self.init(css: "@\(name.filter { $0.isLetter || $0.isNumber || $0 == "_" })")
  }

  /// A colour of red, green and blue components from 0 to 1, and an opacity.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func unit(_ component: Double) -> Double { min(max(component, 0), 1) }
    func byte(_ component: Double) -> Int { Int((unit(component) * 255).rounded()) }
    css = "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(Self.format(unit(opacity))))"
    components = Components(
      red: unit(red), green: unit(green), blue: unit(blue), opacity: unit(opacity))
  }

  /// A colour of `hue` (0 to 1 around the colour wheel, red at 0), `saturation` and
  /// `brightness` from 0 to 1, and an opacity, as SwiftUI's `Color(hue:saturation:brightness:)`.
  ///
  /// ```swift
  /// Color(hue: Double(index) / 8, saturation: 0.8, brightness: 0.9)
  /// ```
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    // Hue wraps around the wheel; HSB to RGB by the wheel's six sectors.
    let h = (hue - hue.rounded(.down)) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  /// A grey of `white` from 0 (black) to 1 (white), and an opacity.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// This colour at `opacity` (0 to 1) of its own.
  public func opacity(_ opacity: Double) -> Color {
    if let components {
      return Color(
        red: components.red, green: components.green, blue: components.blue,
        opacity: components.opacity * min(max(opacity, 0), 1))
    }
    return Color(css: "alpha(\(css),\(Self.format(min(max(opacity, 0), 1))))")
  }

  public static let accentColor = Color(css: "@accent_color")
  public static let primary = Color(css: "@window_fg_color")
  public static let secondary = Color(css: "alpha(@window_fg_color,0.55)")
  public static let red = Color(css: "@red_3")
  public static let orange = Color(css: "@orange_3")
  public static let yellow = Color(css: "@yellow_3")
  public static let green = Color(css: "@green_3")
  public static let blue = Color(css: "@blue_3")
  public static let purple = Color(css: "@purple_3")
  public static let brown = Color(css: "@brown_3")
  public static let gray = Color(css: "@dark_1")
  // Adwaita 1.2's palette has no pink, teal, cyan, mint or indigo: GNOME's later accent
  // colours for the first two, shades beside the palette's for the rest.
  public static let pink = Color(css: "#d56199")
  public static let teal = Color(css: "#2190a4")
  public static let cyan = Color(css: "#33b6d6")
  public static let mint = Color(css: "#3fc5a6")
  public static let indigo = Color(css: "#4a55c9")
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

  private static func format(_ value: Double) -> String {
    String(format: "%.3f", value)
  }

  /// A CSS class name for this colour used as `property`: letters, digits and dashes only.
  func className(_ property: String) -> String {
    var hasher = FNV1a()
    hasher.combine(css)
    return "cg-\(property)-\(String(hasher.value, radix: 16))"
  }
}

/// A stable hash (Swift's `Hasher` is seeded per process), for class names.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ string: String) {
    for byte in string.utf8 {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
  }
}

extension Color {
  /// Gives `widget` the text colour `color` in place of another (`nil`: the theme's).
  @MainActor
  static func applyForeground(_ color: Color?, to widget: Widget) {
    let className = color.map { color in
      ViewStyleSheet.ensure(color.className("fg"), "color: \(color.css);")
    }
    ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-fg-", with: className)
  }
}

extension View {
  /// Draws the view's text (and symbolic icons) in `color`; `nil` for the theme's colour.
  public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
    widgetModifier(.constant(color) { widget, color in Color.applyForeground(color, to: widget) })
  }

  /// Draws the view's text (and symbolic icons) in `color`, as SwiftUI's `foregroundStyle`
  /// with a colour.
  public func foregroundStyle(_ color: Color) -> ModifiedView<Self> {
    foregroundColor(color)
  }

  /// Rounds the corners of the view by `radius` pixels, as SwiftUI's `cornerRadius`: its
  /// background, border and content are clipped to the rounded box.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView<Self> {
    widgetModifier(
      .constant(Int(radius.rounded())) { widget, pixels in
        let className = ViewStyleSheet.ensure(
          "cg-radius-\(pixels)", "border-radius: \(pixels)px;")
        ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-radius-", with: className)
        widget.overflow = .hidden
      })
  }

  /// Draws a shadow of `color`, blurred over `radius` pixels and moved by `x` and `y`, around
  /// the view's box (a CSS box shadow), as SwiftUI's `shadow`; SwiftUI's default colour is a
  /// third-opaque black.
  ///
  /// ```swift
  /// FloatingMenu().shadow(color: .black.opacity(0.2), radius: 5, y: 5)
  /// ```
  ///
  /// GTK draws it around the widget's box, not around the shapes drawn in it: a shadow of a
  /// `Circle` is square, unless the view's corners are rounded (``cornerRadius(_:antialiased:)``).
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ModifiedView<Self> {
    let pixels = [x, y, radius].map { Int($0.rounded()) }
    return widgetModifier(
      .constant(color) { widget, color in
        var hasher = FNV1a()
        hasher.combine("\(pixels) \(color.css)")
        let className = ViewStyleSheet.ensure(
          "cg-shadow-\(String(hasher.value, radix: 16))",
          "box-shadow: \(pixels[0])px \(pixels[1])px \(pixels[2])px \(color.css);")
        ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-shadow-", with: className)
      })
  }

  /// Draws the view with its colours inverted, as SwiftUI's `colorInvert` (a CSS filter).
  public func colorInvert() -> ModifiedView<Self> {
    widgetModifier(
      .constant(true) { widget, _ in
        widget.addCSSClass(ViewStyleSheet.ensure("cg-color-invert", "filter: invert(1);"))
      })
  }

  /// Clips what the view draws to its box, as SwiftUI's `clipped`.
  public func clipped(antialiased: Bool = false) -> ModifiedView<Self> {
    widgetModifier(.constant(true) { widget, _ in widget.overflow = .hidden })
  }

  /// Fills the area behind the view with `color`, its padding included: as in SwiftUI,
  /// `.padding(4).background(.yellow)` paints the padding and `.background(.yellow).padding(4)`
  /// does not.
  ///
  /// The colour is the widget's CSS background, which GTK paints inside its margins; the margins
  /// a `.padding` before this modifier gave the widget become CSS padding, which it paints.
  public func background(_ color: Color) -> ModifiedView<Self> {
    widgetModifier(
      .constant(color) { widget, color in
        let className = ViewStyleSheet.ensure(
          color.className("bg"), "background-color: \(color.css);")
        ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-bg-", with: className)
        Self.movePaddingInside(widget)
      })
  }

  /// Turns `widget`'s margins into CSS padding, inside the box its background fills.
  @MainActor
  static func movePaddingInside(_ widget: Widget) {
    let margins = [widget.marginTop, widget.marginEnd, widget.marginBottom, widget.marginStart]
    guard margins.contains(where: { $0 != 0 }) else { return }
    let className = ViewStyleSheet.ensure(
      "cg-pad-" + margins.map(String.init).joined(separator: "-"),
      "padding: " + margins.map { "\($0)px" }.joined(separator: " ") + ";")
    ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-pad-", with: className)
    widget.marginTop = 0
    widget.marginEnd = 0
    widget.marginBottom = 0
    widget.marginStart = 0
  }
}

/// A colour is a view too, as in SwiftUI: the colour filling the space it is offered (a
/// rectangle filled with it).
///
/// ```swift
/// ZStack {
///   Color.accentColor.opacity(0.1)
///   Text("Meeting")
/// }
/// ```
extension Color: View, PrimitiveView {
  package func makeNode(in context: BuildContext) -> ViewNode {
    Rectangle().fill(self).makeNode(in: context)
  }

  package func update(_ node: ViewNode) {
    Rectangle().fill(self).update(node)
  }
}
