import Gtk

/// How the buttons of a view are drawn, as SwiftUI's `PrimitiveButtonStyle`: set with
/// `.buttonStyle(_:)` on the button or on a view around it.
///
/// The built-in styles are GNOME's buttons: `.plain` and `.borderless` its flat buttons,
/// `.borderedProminent` its suggested action (the accent colour), `.bordered` and `.automatic`
/// its ordinary button.
///
/// ```swift
/// Button { store.send(.toggleFavorite) } label: { Image(systemName: "star") }
///   .buttonStyle(.plain)
/// ```
///
/// A style of your own makes the whole control in `makeBody(configuration:)`, and runs the
/// action with `configuration.trigger()`; `Button(configuration)` inside it is GNOME's
/// ordinary button with the label and role (a style's body is built without the style).
/// For a look of your own on GTK's button (its clicks, keyboard, focus and role), write a
/// ``ButtonStyle`` instead.
@MainActor
public protocol PrimitiveButtonStyle {
  /// The view a button in this style is.
  associatedtype Body: View

  /// The button whose label, role and action are `configuration`'s.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a button hands to its style.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a button is, for a ``PrimitiveButtonStyle``: its label, its role and its action, as
/// SwiftUI's `PrimitiveButtonStyleConfiguration`.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
  /// The label of the button, as a view.
  public struct Label: View, PrimitiveView {
    let content: ErasedView

    package func makeNode(in context: BuildContext) -> ViewNode {
      content.makeNode(in: context)
    }

    package func update(_ node: ViewNode) { content.update(node) }
  }

  /// What the button is for.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: () -> Void

  /// Runs the button's action.
  public func trigger() { action() }
}

/// How the buttons of a view look, as SwiftUI's `ButtonStyle`: a look of your own on GTK's
/// button, set with `.buttonStyle(_:)`.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .padding(.horizontal, 16)
///       .background(configuration.isPressed ? Color.blue : Color.gray)
///   }
/// }
/// ```
///
/// The body is drawn inside a flat `GtkButton`: clicks, the keyboard (Space, Enter), the focus
/// ring and what screen readers call it stay GTK's. `isPressed` is true while the button is
/// held down (GTK's `:active` state: a pointer press, or a key that activates it), and the
/// body runs again each time it changes.
@MainActor
public protocol ButtonStyle {
  /// The view a button's label is in this style.
  associatedtype Body: View

  /// The look of a button whose label, role and pressed state are `configuration`'s.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a button hands to its style.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a button is, for a ``ButtonStyle``: its label, its role and whether it is pressed, as
/// SwiftUI's `ButtonStyleConfiguration`.
@MainActor
public struct ButtonStyleConfiguration {
  /// The label of the button, as a view.
  public typealias Label = PrimitiveButtonStyleConfiguration.Label

  /// What the button is for.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is held down now.
  public let isPressed: Bool
}

/// A button style of GNOME's, drawn with a CSS class on the `GtkButton`.
@MainActor
protocol BuiltInButtonStyle {
  /// The CSS class of the style, added to each button; `nil` for GTK's ordinary button.
  var cssClass: String? { get }
}

extension BuiltInButtonStyle {
  public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
    Button(configuration)
  }
}

/// A flat button: `.plain`.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  public var cssClass: String? { "flat" }
}

/// A flat button: `.borderless`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  public var cssClass: String? { "flat" }
}

/// GTK's ordinary button: `.bordered`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  public var cssClass: String? { nil }
}

/// The suggested action, in the accent colour: `.borderedProminent`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  public var cssClass: String? { "suggested-action" }
}

/// GTK's ordinary button: `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
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

/// The CSS class of the buttons a ``ButtonStyle`` of the app's own draws: GNOME's styles set
/// around them leave them flat.
let styledButtonClass = "cg-styled-button"

/// A button style of the app's own, kept in the build context.
package enum AnyButtonStyle {
  /// A ``ButtonStyle``: its body inside a flat `GtkButton`.
  case label(StyleBody<ButtonStyleConfiguration>)
  /// A ``PrimitiveButtonStyle``: its body in place of the button.
  case control(StyleBody<PrimitiveButtonStyleConfiguration>)
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
  /// Draws the buttons of this view in `style`: GNOME's `.plain`, `.borderless`,
  /// `.bordered`, `.borderedProminent`, `.automatic` (set on the buttons built with the view),
  /// or a ``PrimitiveButtonStyle`` of yours, which makes each button inside. An inner
  /// `.buttonStyle` wins over an outer one.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> StyledView<ModifiedView<Self>> {
    let builtIn = style as? any BuiltInButtonStyle
    let custom =
      builtIn == nil
      ? AnyButtonStyle.control(StyleBody(style) { $0.makeBody(configuration: $1) }) : nil
    // GNOME's styles are a CSS class on the buttons; nil for a style of the app's own.
    let cssClass: String? = builtIn.map { $0.cssClass ?? "" }
    let classes = widgetModifier(
      .constant(cssClass) { widget, cssClass in
        guard let cssClass else { return }
        for button in ([widget] + widget.descendants).compactMap({ $0 as? Gtk.Button })
        where !button.hasCSSClass(styledButtonClass) {
          for other in ["flat", "suggested-action"] where other != cssClass {
            button.removeCSSClass(other)
          }
          if !cssClass.isEmpty { button.addCSSClass(cssClass) }
        }
      })
    return StyledView(content: classes) { $0.styles.button = custom }
  }

  /// Draws the buttons of this view in a ``ButtonStyle`` of yours: its body inside each
  /// button. An inner `.buttonStyle` wins over an outer one.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> StyledView<Self> {
    let custom = AnyButtonStyle.label(StyleBody(style) { $0.makeBody(configuration: $1) })
    return StyledView(content: self) { $0.styles.button = custom }
  }

  /// Draws the text fields of this view (built with it) in `style`.
  public func textFieldStyle(_ style: some TextFieldStyle) -> ModifiedView<Self> {
    let cssClass = style.cssClass
    return widgetModifier(
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

extension PrimitiveButtonStyleConfiguration.Label: AccessiblyTitled {
  var accessibleTitle: String? { content.accessibleTitle }
}
