import CGtk
import GLib
import Gdk

extension DropTargetAsync {
  /// Calls `handler` when a drag that the target accepts (its formats match) enters the
  /// widget, with the drop and where the pointer is (in the widget's coordinates); it returns
  /// the action the drop would do, none to refuse it here (the `drag-enter` signal, which the
  /// generator skips: it returns flags).
  ///
  /// ```swift
  /// target.onDragEnter { _, _, _ in
  ///   highlight()
  ///   return .copy
  /// }
  /// ```
  @discardableResult
  public func onDragEnter(
    _ handler: @escaping @MainActor (_ drop: Gdk.Drop, _ x: Double, _ y: Double) -> Gdk.DragAction
  ) -> SignalHandler {
    connectSignal("drag-enter") { values, _, result in
      let drop = makeWrapper(
        nonNull(g_value_get_object(values.value(1)), "signal argument"), .retain
      ) {
        Gdk.Drop($0, $1)
      }
      let action = handler(
        drop, g_value_get_double(values.value(2)), g_value_get_double(values.value(3)))
      if let result { g_value_set_flags(result, action.rawValue) }
    }
  }
}
