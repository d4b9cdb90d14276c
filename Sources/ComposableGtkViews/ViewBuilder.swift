import ComposableArchitecture
import ComposableGtk
import Gtk

/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does: several
/// views in a row, `if`, `if let`, `if`/`else` and `switch`, and any `Widget` as it is.
///
/// ```swift
/// VStack {
///   Text("Title")
///   if let error = store.errorMessage {
///     Text(error).cssClass("error")
///   } else {
///     Spinner(isSpinning: true)
///   }
/// }
/// ```
///
/// An `if` or a `switch` is built into a slot that holds the widgets of the branch taken;
/// when the body runs again and takes another branch, only that slot's content is built anew.
@MainActor
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<V: View>(_ view: V) -> V { view }

  /// Embeds a widget of the imperative layer.
  public static func buildExpression<W: Widget>(_ widget: W) -> WidgetView {
    WidgetView(widget)
  }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<V: View>(_ view: V) -> V { view }

  public static func buildBlock<each V: View>(_ views: repeat each V) -> TupleView<repeat each V> {
    TupleView(repeat each views)
  }

  public static func buildOptional<V: View>(_ view: V?) -> ConditionalView<V, EmptyView> {
    view.map { .first($0) } ?? .second(EmptyView())
  }

  public static func buildEither<First: View, Second: View>(first: First)
    -> ConditionalView<First, Second>
  {
    .first(first)
  }

  public static func buildEither<First: View, Second: View>(second: Second)
    -> ConditionalView<First, Second>
  {
    .second(second)
  }

  public static func buildLimitedAvailability<V: View>(_ view: V) -> V { view }
}
