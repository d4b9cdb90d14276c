import ComposableArchitecture

/// How a ``Toggle`` is drawn, as SwiftUI's `ToggleStyle`: set with ``View/toggleStyle(_:)``
/// on the toggle or on any view around it.
///
/// ```swift
/// Form {
///   Toggle("Wi-Fi", isOn: $store.wifi)
///   Toggle("Bluetooth", isOn: $store.bluetooth)
/// }
/// .toggleStyle(.switch)            // both toggles are switches
/// ```
///
/// The styles are GNOME's widgets: ``SwitchToggleStyle`` (`.switch`) a `GtkSwitch` with the
/// title on its left, ``CheckboxToggleStyle`` (`.checkbox`) a `GtkCheckButton`,
/// ``ButtonToggleStyle`` (`.button`) a `GtkToggleButton`, and ``DefaultToggleStyle``
/// (`.automatic`) a switch in a row of a `Form`, `Section` or `List` (as in GNOME's settings)
/// and a check box elsewhere (as on macOS).
///
/// A style of your own draws the toggle in `makeBody(configuration:)` from its label and its
/// binding; `Toggle(configuration)` inside it is the default look (a style's body is built
/// without the style). The body runs again when the binding's value changes.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button {
///       configuration.isOn.toggle()
///     } label: {
///       Label {
///         configuration.label
///       } icon: {
///         Image(systemName: configuration.isOn ? "star.fill" : "star")
///       }
///     }
///   }
/// }
/// ```
@MainActor
public protocol ToggleStyle {
  /// The view a toggle in this style is.
  associatedtype Body: View

  /// The look of a toggle whose label and state are `configuration`'s.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a toggle hands to its style.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle is, for a ``ToggleStyle``: its label and whether it is on, as SwiftUI's
/// `ToggleStyleConfiguration`.
@MainActor
public struct ToggleStyleConfiguration {
  /// The label of the toggle, as a view.
  public struct Label: View, PrimitiveView {
    let content: ErasedView

    package func makeNode(in context: BuildContext) -> ViewNode {
      content.makeNode(in: context)
    }

    package func update(_ node: ViewNode) { content.update(node) }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it turns it on or off, as the user would.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off: never, here.
  public var isMixed: Bool { false }

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// A toggle style of the app's own, kept in the build context.
package struct AnyToggleStyle {
  let body: StyleBody<ToggleStyleConfiguration>
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The default look of the toggle `configuration` describes: what a ``ToggleStyle`` of
  /// yours draws its own look around.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// A button that stays pressed while on (`GtkToggleButton`): `.button`.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
}

/// A switch with the title on its left (`GtkSwitch`): `.switch`.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
}

/// A check box with the title beside it (`GtkCheckButton`): `.checkbox`.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
}

/// A switch in a row of a list or form, a check box elsewhere: `.automatic`, the default.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch, with the title on its left.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box with the title beside it.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// A switch in a row of a list or form, a check box elsewhere.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The widget a toggle is built as.
package enum ToggleStyleKind: Sendable {
  case automatic, button, `switch`, checkbox

  init(_ style: some ToggleStyle) {
    switch style {
    case is ButtonToggleStyle: self = .button
    case is SwitchToggleStyle: self = .switch
    case is CheckboxToggleStyle: self = .checkbox
    default: self = .automatic
    }
  }
}

/// A toggle style of GNOME's: one of its widgets.
@MainActor
protocol BuiltInToggleStyle {}

extension BuiltInToggleStyle {
  public func makeBody(configuration: ToggleStyleConfiguration) -> some View {
    Toggle(configuration)
  }
}

extension View {
  /// Draws every ``Toggle`` in this view as `style`: `.switch`, `.checkbox`, `.button`,
  /// `.automatic`, or one of yours (see ``ToggleStyle``). An inner `.toggleStyle` wins over an
  /// outer one.
  ///
  /// The style is read when the toggles are built: a toggle keeps the widget it was built as.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> StyledView<Self> {
    let kind = ToggleStyleKind(style)
    let custom =
      style is any BuiltInToggleStyle
      ? nil : AnyToggleStyle(body: StyleBody(style) { $0.makeBody(configuration: $1) })
    return StyledView(content: self) {
      $0.styles.toggle = kind
      $0.styles.customToggle = custom
    }
  }
}

extension ToggleStyleConfiguration.Label: AccessiblyTitled {
  var accessibleTitle: String? { content.accessibleTitle }
}
