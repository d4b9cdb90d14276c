/// How a ``Picker`` shows its options, as SwiftUI's `PickerStyle`: set with
/// ``View/pickerStyle(_:)`` on the picker or on any view around it.
///
/// ```swift
/// Picker("Theme", selection: $store.theme) { … }
///   .pickerStyle(.segmented)
/// ```
///
/// - ``MenuPickerStyle`` (`.menu`) and ``DefaultPickerStyle`` (`.automatic`, the default): a
///   menu button showing the selected option, which opens a list of the options.
/// - ``SegmentedPickerStyle`` (`.segmented`): a row of linked toggle buttons, the selected one
///   pressed.
/// - ``InlinePickerStyle`` (`.inline`): the options as rows under the title, the selected one
///   with a check mark.
/// - ``RadioGroupPickerStyle`` (`.radioGroup`): radio buttons (`GtkCheckButton`s in a group).
///
/// Custom styles are not supported: a style that is not one of these draws the picker as
/// `.automatic` does.
public protocol PickerStyle {}

/// A menu button that opens the options: `.menu`.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}

/// A row of linked toggle buttons: `.segmented`.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

/// The options as rows with a check mark on the selected one: `.inline`.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}

/// Radio buttons: `.radioGroup`.
public struct RadioGroupPickerStyle: PickerStyle {
  public init() {}
}

/// The menu: `.automatic`, the default.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu button that opens the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A row of linked toggle buttons.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options as rows, the selected one checked.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Radio buttons.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// What a picker is built as.
package enum PickerStyleKind: Sendable {
  case automatic, menu, segmented, inline, radioGroup

  init(_ style: some PickerStyle) {
    switch style {
    case is MenuPickerStyle: self = .menu
    case is SegmentedPickerStyle: self = .segmented
    case is InlinePickerStyle: self = .inline
    case is RadioGroupPickerStyle: self = .radioGroup
    default: self = .automatic
    }
  }
}

extension View {
  /// Draws every ``Picker`` in this view as `style`: `.menu`, `.segmented`, `.inline`,
  /// `.radioGroup` or `.automatic` (see ``PickerStyle``). An inner `.pickerStyle` wins over an
  /// outer one.
  ///
  /// The style is read when the pickers are built: a picker keeps the widgets it was built as.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> StyledView<Self> {
    let kind = PickerStyleKind(style)
    return StyledView(content: self) { $0.styles.picker = kind }
  }
}
