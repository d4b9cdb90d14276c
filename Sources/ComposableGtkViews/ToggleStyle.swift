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
/// Custom styles (a type of yours with SwiftUI's `makeBody(configuration:)`) are not
/// supported: a style that is not one of these draws the toggle as `.automatic` does.
public protocol ToggleStyle {}

/// A button that stays pressed while on (`GtkToggleButton`): `.button`.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
}

/// A switch with the title on its left (`GtkSwitch`): `.switch`.
public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
}

/// A check box with the title beside it (`GtkCheckButton`): `.checkbox`.
public struct CheckboxToggleStyle: ToggleStyle {
  public init() {}
}

/// A switch in a row of a list or form, a check box elsewhere: `.automatic`, the default.
public struct DefaultToggleStyle: ToggleStyle {
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

extension View {
  /// Draws every ``Toggle`` in this view as `style`: `.switch`, `.checkbox`, `.button` or
  /// `.automatic` (see ``ToggleStyle``). An inner `.toggleStyle` wins over an outer one.
  ///
  /// The style is read when the toggles are built: a toggle keeps the widget it was built as.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> StyledView<Self> {
    let kind = ToggleStyleKind(style)
    return StyledView(content: self) { $0.styles.toggle = kind }
  }
}
