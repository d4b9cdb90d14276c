import CGtk
import GLib
import Gdk

extension DragSource {
  /// Calls `handler` when the pointer held down on the widget has moved far enough to start a
  /// drag, with where the press was (in the widget's coordinates); what it returns is what the
  /// drag offers, and `nil` starts no drag (the `prepare` signal, which the generator skips:
  /// it returns an object).
  ///
  /// ```swift
  /// source.onPrepare { _, _ in ContentProvider(mimeType: "text/plain", bytes: Array(text.utf8)) }
  /// ```
  @discardableResult
  public func onPrepare(
    _ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Gdk.ContentProvider?
  ) -> SignalHandler {
    connectSignal("prepare") { values, _, result in
      let provider = handler(
        g_value_get_double(values.value(1)), g_value_get_double(values.value(2)))
      // The return value holds its own reference, which GTK takes over.
      if let result { g_value_set_object(result, provider?.gobjectPointer) }
    }
  }
}
