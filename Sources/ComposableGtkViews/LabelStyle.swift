import ComposableGtk
import Gtk

/// How a ``Label`` is drawn, as SwiftUI's `LabelStyle`: set with ``View/labelStyle(_:)`` on
/// the label or on any view around it.
///
/// ``TitleAndIconLabelStyle`` (`.titleAndIcon`) and ``DefaultLabelStyle`` (`.automatic`, the
/// default) show the icon, then the title; ``TitleOnlyLabelStyle`` (`.titleOnly`) the title;
/// ``IconOnlyLabelStyle`` (`.iconOnly`) the icon, and screen readers still announce the title.
///
/// A style of your own arranges the label's title and icon in `makeBody(configuration:)`;
/// a `Label` inside it has the default look:
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.title
///       configuration.icon
///     }
///   }
/// }
///
/// Label("Length", systemImage: "clock")
///   .labelStyle(TrailingIconLabelStyle())
/// ```
@MainActor
public protocol LabelStyle {
  /// The view a label in this style is.
  associatedtype Body: View

  /// The look of a label made of `configuration`'s title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a label hands to its style.
  typealias Configuration = LabelStyleConfiguration
}

/// What a label is made of, as SwiftUI's `LabelStyleConfiguration`: its title and its icon,
/// each a view.
@MainActor
public struct LabelStyleConfiguration {
  /// The title of the label, as a view.
  public struct Title: View, PrimitiveView {
    let content: ErasedView

    package func makeNode(in context: BuildContext) -> ViewNode {
      content.makeNode(in: context)
    }

    package func update(_ node: ViewNode) { content.update(node) }
  }

  /// The icon of the label, as a view.
  public struct Icon: View, PrimitiveView {
    let content: ErasedView

    package func makeNode(in context: BuildContext) -> ViewNode {
      content.makeNode(in: context)
    }

    package func update(_ node: ViewNode) { content.update(node) }
  }

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// The icon, then the title: `.titleAndIcon`.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone: `.titleOnly`.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Title {
    configuration.title
  }
}

/// The icon alone; screen readers still announce the title: `.iconOnly`.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Icon {
    configuration.icon
  }
}

/// The icon, then the title: `.automatic`, the default.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone; screen readers still announce the title.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The icon, then the title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// What a label is built as: one of GNOME's arrangements, or the body of a style of the app's
/// own.
package enum LabelStyleKind {
  case automatic, titleOnly, iconOnly
  case custom(StyleBody<LabelStyleConfiguration>)

  @MainActor
  init<S: LabelStyle>(_ style: S) {
    switch style {
    case is TitleOnlyLabelStyle: self = .titleOnly
    case is IconOnlyLabelStyle: self = .iconOnly
    case is TitleAndIconLabelStyle, is DefaultLabelStyle: self = .automatic
    default: self = .custom(StyleBody(style) { $0.makeBody(configuration: $1) })
    }
  }
}

extension View {
  /// Draws every ``Label`` in this view in `style`: `.titleOnly`, `.iconOnly`,
  /// `.titleAndIcon`, `.automatic`, or one of yours (see ``LabelStyle``). An inner
  /// `.labelStyle` wins over an outer one.
  public func labelStyle<S: LabelStyle>(_ style: S) -> StyledView<Self> {
    let kind = LabelStyleKind(style)
    return StyledView(content: self) { $0.styles.label = kind }
  }
}

extension LabelStyleConfiguration.Title: AccessiblyTitled {
  var accessibleTitle: String? { content.accessibleTitle }
}
