import Gtk

/// How the buttons of a view are drawn, as SwiftUI's button styles: `.plain` and `.borderless`
/// are GNOME's flat buttons, `.borderedProminent` its suggested action (the accent colour),
/// `.bordered` and `.automatic` its ordinary button. Custom styles (`makeBody`) are not
/// supported.
///
/// ```swift
/// Button { store.send(.toggleFavorite) } label: { Image(systemName: "star") }
///   .buttonStyle(.plain)
/// ```
public protocol PrimitiveButtonStyle {
  /// The CSS classes of the style, added to each button; `nil` for GTK's ordinary button.
  var cssClass: String? { get }
}

/// A flat button: `.plain`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var cssClass: String? { "flat" }
}

/// A flat button: `.borderless`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var cssClass: String? { "flat" }
}

/// GTK's ordinary button: `.bordered`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var cssClass: String? { nil }
}

/// The suggested action, in the accent colour: `.borderedProminent`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var cssClass: String? { "suggested-action" }
}

/// GTK's ordinary button: `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var cssClass: String? { nil }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// How the text fields of a view are drawn: `.plain` is GNOME's flat entry, `.roundedBorder`
/// and `.automatic` its ordinary one.
public protocol TextFieldStyle {
  /// The CSS class of the style, added to each field; `nil` for GTK's ordinary entry.
  var cssClass: String? { get }
}

/// A field without a frame: `.plain`.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var cssClass: String? { "flat" }
}

/// GTK's ordinary, framed field: `.roundedBorder`.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var cssClass: String? { nil }
}

/// GTK's ordinary field: `.automatic`.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var cssClass: String? { nil }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// How a navigation bar shows its title on iOS; GNOME's header bar has one way, so every mode
/// shows the title there.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

extension View {
  /// Draws the buttons of this view (built with it) in `style`.
  public func buttonStyle(_ style: some PrimitiveButtonStyle) -> ModifiedView<Self> {
    let cssClass = style.cssClass
    return modifier(
      .constant(cssClass ?? "") { widget, cssClass in
        for button in ([widget] + widget.descendants).compactMap({ $0 as? Gtk.Button }) {
          for other in ["flat", "suggested-action"] where other != cssClass {
            button.removeCSSClass(other)
          }
          if !cssClass.isEmpty { button.addCSSClass(cssClass) }
        }
      })
  }

  /// Draws the text fields of this view (built with it) in `style`.
  public func textFieldStyle(_ style: some TextFieldStyle) -> ModifiedView<Self> {
    let cssClass = style.cssClass
    return modifier(
      .constant(cssClass ?? "") { widget, cssClass in
        for field in ([widget] + widget.descendants).compactMap({ $0 as? Editable & Widget }) {
          if cssClass.isEmpty { field.removeCSSClass("flat") } else { field.addCSSClass(cssClass) }
        }
      })
  }

  /// iOS's title size; GNOME's header bar has one, so this changes nothing.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Self {
    self
  }
}
