import ComposableGtk
import Gtk

/// How a ``ProgressView`` is drawn, as SwiftUI's `ProgressViewStyle`: set with
/// ``View/progressViewStyle(_:)`` on the progress view or on any view around it.
///
/// A style of your own describes the look in `makeBody(configuration:)`, from the progress
/// view's configuration; `ProgressView(configuration)` inside it is the default look (a
/// style's body is built without the style, so it does not draw itself again):
///
/// ```swift
/// struct MeterStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     ZStack {
///       RoundedRectangle(cornerRadius: 10).fill(Color.orange).frame(height: 20)
///       ProgressView(configuration).tint(.purple).padding(.horizontal)
///     }
///   }
/// }
///
/// ProgressView(value: store.elapsed, total: store.duration)
///   .progressViewStyle(MeterStyle())
/// ```
///
/// The body runs again when the fraction changes (the view around gives another value, or a
/// ``ProgressView/init(value:)`` closure reads new state), touching only what differs.
/// ``LinearProgressViewStyle`` (`.linear`), ``CircularProgressViewStyle`` (`.circular`) and
/// ``DefaultProgressViewStyle`` (`.automatic`) draw as GNOME does: a `GtkProgressBar` with a
/// fraction, a `GtkSpinner` without one.
@MainActor
public protocol ProgressViewStyle {
  /// The view a progress view in this style is.
  associatedtype Body: View

  /// The look of a progress view whose state is `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body

  /// What a progress view hands to its style.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view is: how far the task has come, and its labels, as SwiftUI's
/// `ProgressViewStyleConfiguration`.
@MainActor
public struct ProgressViewStyleConfiguration {
  /// A label of the progress view, as a view of its own.
  public struct Label: View, PrimitiveView {
    let content: ErasedView

    package func makeNode(in context: BuildContext) -> ViewNode {
      content.makeNode(in: context)
    }

    package func update(_ node: ViewNode) { content.update(node) }
  }

  /// A label of the current value, as a view of its own.
  public typealias CurrentValueLabel = Label

  /// How far the task has come, from 0 to 1; `nil` when it is not known.
  public let fractionCompleted: Double?
  /// What the progress view is for, when it has a label.
  public var label: Label?
  /// The current value in words, when it has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// A bar that fills from the leading edge: `.linear`.
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> ProgressView {
    ProgressView(configuration)
  }
}

/// A round indicator: `.circular`. GNOME's is the spinner, which shows no fraction: with a
/// fraction it is drawn as a bar.
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> ProgressView {
    ProgressView(configuration)
  }
}

/// A bar with a fraction, a spinner without: `.automatic`, the default.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> ProgressView {
    ProgressView(configuration)
  }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar that fills from the leading edge.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A round indicator.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// A bar with a fraction, a spinner without.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// A progress view style of the app's own, kept in the build context.
@MainActor
package struct AnyProgressViewStyle {
  let body: StyleBody<ProgressViewStyleConfiguration>
}

extension View {
  /// Draws every ``ProgressView`` in this view in `style`: one of yours (see
  /// ``ProgressViewStyle``), or `.linear`, `.circular`, `.automatic`. An inner
  /// `.progressViewStyle` wins over an outer one.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> StyledView<Self> {
    let custom: AnyProgressViewStyle? =
      switch style {
      case is LinearProgressViewStyle, is CircularProgressViewStyle, is DefaultProgressViewStyle:
        nil
      default:
        AnyProgressViewStyle(body: StyleBody(style) { $0.makeBody(configuration: $1) })
      }
    return StyledView(content: self) { $0.styles.progress = custom }
  }

  /// The accent colour of the progress bars in this view, as SwiftUI's `tint`: the part of
  /// the bar that is filled. Other controls keep the system's accent colour (a swipe action's
  /// `.tint(.orange)` is accepted and changes nothing).
  public func tint(_ tint: Color?) -> ModifiedView<Self> {
    widgetModifier(
      .constant(tint) { widget, tint in
        let className = tint.map { tint in
          let name = tint.className("tint")
          let filled = "background-color: \(tint.css); border-color: \(tint.css);"
          ViewStyleSheet.ensureRules(
            named: name,
            ".\(name) progressbar > trough > progress, progressbar.\(name) > trough > progress "
              + "{ \(filled) }")
          return name
        }
        ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-tint-", with: className)
      })
  }
}
