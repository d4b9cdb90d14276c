import ComposableGtk
import Foundation
import Gtk

/// The styles `Text`'s own modifiers give it. A text alone draws them as the view modifiers of
/// the same names do (the same CSS classes on its label); texts joined with `+` draw each its
/// own, as Pango markup in one label.
struct TextAttributes: Hashable, Sendable {
  var font: Font?
  var isBold = false
  var isItalic = false
  var isMonospaced = false
  var weight: Int?
  var color: Color?
  var isUnderlined = false
  var isStruckThrough = false

  /// Sets on `label` what differs from `previous` (what the label has now).
  @MainActor
  func apply(to label: Gtk.Label, replacing previous: TextAttributes) {
    guard self != previous else { return }
    if font != previous.font { Font.apply(font, to: label) }
    if isBold != previous.isBold {
      Font.setStyleClass("cg-font-bold", "font-weight: bold;", isBold, on: label)
    }
    if isItalic != previous.isItalic {
      Font.setStyleClass("cg-font-italic", "font-style: italic;", isItalic, on: label)
    }
    // After the font, which removes a monospace class it does not draw itself.
    if isMonospaced != previous.isMonospaced || font != previous.font {
      if isMonospaced {
        label.addCSSClass("monospace")
      } else if font?.isMonospaced != true {
        label.removeCSSClass("monospace")
      }
    }
    if weight != previous.weight {
      ViewStyleSheet.replaceClasses(
        of: label, prefix: "cg-weight-",
        with: weight.map { ViewStyleSheet.ensure("cg-weight-\($0)", "font-weight: \($0);") })
    }
    if color != previous.color { Color.applyForeground(color, to: label) }
    if isUnderlined != previous.isUnderlined {
      Font.setStyleClass(
        "cg-text-underline", "text-decoration-line: underline;", isUnderlined, on: label)
    }
    if isStruckThrough != previous.isStruckThrough {
      Font.setStyleClass(
        "cg-text-strike", "text-decoration-line: line-through;", isStruckThrough, on: label)
    }
  }

  /// The Pango span attributes that draw these styles, resolving colours against `widget`.
  @MainActor
  func spanAttributes(in widget: Widget) -> [String] {
    var attributes: [String] = []
    if let font { attributes += font.spanAttributes }
    if isBold { attributes.append("weight=\"bold\"") }
    if let weight { attributes.append("weight=\"\(weight)\"") }
    if isItalic { attributes.append("style=\"italic\"") }
    if isMonospaced { attributes.append("font_family=\"monospace\"") }
    if let color {
      let rgba = color.resolved(in: widget)
      func byte(_ value: Double) -> String {
        let byte = Int((min(max(value, 0), 1) * 255).rounded())
        return (byte < 16 ? "0" : "") + String(byte, radix: 16)
      }
      attributes.append("foreground=\"#\(byte(rgba.red))\(byte(rgba.green))\(byte(rgba.blue))\"")
      if rgba.alpha < 1 { attributes.append("alpha=\"\(Int((rgba.alpha * 100).rounded()))%\"") }
    }
    if isUnderlined { attributes.append("underline=\"single\"") }
    if isStruckThrough { attributes.append("strikethrough=\"true\"") }
    return attributes
  }
}

extension Font {
  /// This font as Pango span attributes: Adwaita's typography classes' sizes and weights.
  var spanAttributes: [String] {
    var attributes: [String] = []
    switch style {
    case "title-1"?: attributes += ["weight=\"800\"", "size=\"181%\""]
    case "title-2"?: attributes += ["weight=\"800\"", "size=\"136%\""]
    case "title-3"?: attributes += ["weight=\"700\"", "size=\"136%\""]
    case "title-4"?: attributes += ["weight=\"700\"", "size=\"118%\""]
    case "heading"?: attributes += ["weight=\"700\""]
    case "caption-heading"?: attributes += ["weight=\"700\"", "size=\"82%\""]
    case "caption"?: attributes += ["size=\"82%\""]
    default: break
    }
    if isBold { attributes.append("weight=\"bold\"") }
    if let cssWeight { attributes.append("weight=\"\(cssWeight)\"") }
    if isItalic { attributes.append("style=\"italic\"") }
    if isMonospaced { attributes.append("font_family=\"monospace\"") }
    if isSerif { attributes.append("font_family=\"serif\"") }
    if let size { attributes.append("size=\"\(size)pt\"") }
    return attributes
  }
}

/// The node of a `Text`: its label, and the styles set on it.
@MainActor
final class TextNode: ViewNode {
  var attributes: TextAttributes
  private var markup: ObservationToken?

  init(label: Gtk.Label, attributes: TextAttributes) {
    self.attributes = attributes
    super.init(widgets: [label])
  }

  /// Shows `texts` joined, each in its styles; what their closures read is observed.
  func showMarkup(of texts: [Text]) {
    guard let label = widgets.first as? Gtk.Label else { return }
    markup?.cancel()
    let token = label.observe { [weak label] in
      guard let label else { return }
      let next = texts.map { $0.markup(in: label) }.joined()
      if label.label != next || !label.useMarkup { label.setMarkup(next) }
    }
    markup = token
    tokens = [token]
  }
}

extension Text {
  /// This text as Pango markup: its string escaped, in a span of its styles.
  @MainActor
  fileprivate func markup(in label: Gtk.Label) -> String {
    let inner: String
    switch content {
    case let .concatenation(texts): inner = texts.map { $0.markup(in: label) }.joined()
    default: inner = Self.escaped(currentString)
    }
    let attributes = attributes.spanAttributes(in: label)
    return attributes.isEmpty ? inner : "<span \(attributes.joined(separator: " "))>\(inner)</span>"
  }

  private static func escaped(_ string: String) -> String {
    var result = ""
    for character in string {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The texts one after the other, each in its own style, as SwiftUI's `Text + Text`:
  ///
  /// ```swift
  /// Text("Total: ") + Text(total, format: .number).bold()
  /// ```
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(content: .concatenation([lhs, rhs]))
  }

  private func with(_ change: (inout TextAttributes) -> Void) -> Text {
    var text = self
    change(&text.attributes)
    return text
  }

  /// This text in `font` (`nil`: the theme's), as SwiftUI's `Text.font(_:)`: still a `Text`,
  /// to join with `+`.
  public func font(_ font: Font?) -> Text { with { $0.font = font } }

  /// This text at `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight?.value } }

  /// This text in bold.
  public func bold() -> Text { bold(true) }

  /// This text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { with { $0.isBold = isActive } }

  /// This text slanted.
  public func italic() -> Text { italic(true) }

  /// This text slanted when `isActive`.
  public func italic(_ isActive: Bool) -> Text { with { $0.isItalic = isActive } }

  /// This text with letters of one width.
  public func monospaced(_ isActive: Bool = true) -> Text { with { $0.isMonospaced = isActive } }

  /// This text in `color` (`nil`: the theme's).
  public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }

  /// This text in `color`.
  public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

  /// This text underlined when `isActive` (in the text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.isUnderlined = isActive }
  }

  /// This text struck through when `isActive` (in the text's colour).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.isStruckThrough = isActive }
  }
}
