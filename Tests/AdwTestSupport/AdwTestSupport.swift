import Adw
import CAdw
import ComposableGtk
import Gtk
import GtkTestSupport
import XCTest

/// Base class of the libadwaita GUI tests: GTK's set-up, plus libadwaita's.
open class AdwTestCase: GtkTestCase {
  @MainActor
  open override func setUp() async throws {
    try await super.setUp()
    try Adw.initialize()
  }
}

/// The first widget below `widget` that is a `W`: libadwaita's own widgets come back as their
/// classes, found by the bindings' type registry.
@MainActor
public func firstDescendant<W: Widget>(of widget: Widget, as _: W.Type) -> W? {
  widget.descendants.lazy.compactMap { $0 as? W }.first
}

/// The buttons below `widget` whose label is `label`.
@MainActor
public func buttons(labelled label: String, in widget: Widget) -> [Gtk.Button] {
  widget.descendants.compactMap { $0 as? Gtk.Button }.filter { $0.label == label }
}

/// The open toplevel windows that are libadwaita message dialogs.
@MainActor
public func openMessageDialogs() -> [Adw.MessageDialog] {
  let toplevels = gtk_window_get_toplevels()
  var result: [Adw.MessageDialog] = []
  for position in 0..<g_list_model_get_n_items(toplevels) {
    guard let item = g_list_model_get_item(toplevels, position) else { continue }
    defer { g_object_unref(item) }
    let instance = item.assumingMemoryBound(to: GTypeInstance.self)
    if g_type_check_instance_is_a(instance, adw_message_dialog_get_type()) != 0 {
      result.append(Object.wrapper(of: item, .retain) { Adw.MessageDialog($0, $1) })
    }
  }
  return result
}
