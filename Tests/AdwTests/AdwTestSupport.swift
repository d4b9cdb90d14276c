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

/// Every widget below `widget`, depth first, as GObject pointers: to find libadwaita widgets,
/// which `Widget.descendants` returns as plain widgets.
@MainActor
func descendantPointers(of widget: Widget) -> [UnsafeMutableRawPointer] {
  var result: [UnsafeMutableRawPointer] = []
  func walk(_ parent: UnsafeMutablePointer<GtkWidget>) {
    var child = gtk_widget_get_first_child(parent)
    while let current = child {
      result.append(UnsafeMutableRawPointer(current))
      walk(current)
      child = gtk_widget_get_next_sibling(current)
    }
  }
  walk(cgtk_widget(widget.gobjectPointer))
  return result
}

/// The first widget below `widget` of GType `type`, wrapped by `wrap` (which takes a reference).
@MainActor
func firstDescendant<W: Widget>(
  of widget: Widget, type: GType, _ wrap: (UnsafeMutableRawPointer) -> W
) -> W? {
  descendantPointers(of: widget).first { pointer in
    g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
  }.map(wrap)
}

/// The buttons below `widget` whose label is `label`.
@MainActor
func buttons(labelled label: String, in widget: Widget) -> [Gtk.Button] {
  widget.descendants.compactMap { $0 as? Gtk.Button }.filter { $0.label == label }
}

/// The open toplevel windows that are libadwaita message dialogs.
@MainActor
func openMessageDialogs() -> [Adw.MessageDialog] {
  let toplevels = gtk_window_get_toplevels()
  var result: [Adw.MessageDialog] = []
  for position in 0..<g_list_model_get_n_items(toplevels) {
    guard let item = g_list_model_get_item(toplevels, position) else { continue }
    defer { g_object_unref(item) }
    let instance = item.assumingMemoryBound(to: GTypeInstance.self)
    if g_type_check_instance_is_a(instance, adw_message_dialog_get_type()) != 0 {
      result.append(Adw.MessageDialog(item, .retain))
    }
  }
  return result
}
