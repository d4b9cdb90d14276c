import Adw
import CAdw
import Gtk
import GtkTestSupport
import XCTest

/// Every widget class the generated bindings have, of GTK and libadwaita: created, wrapped as
/// its own class, its writable `gboolean` properties set and read back, a signal connected and
/// disconnected, shown in a window, and destroyed, under `G_DEBUG=fatal-criticals` on X11 and
/// Wayland (the GUI suites run on both). Afterwards no wrapper, widget wrapper or signal closure
/// is left alive.
///
/// The classes come from the type registry the generated modules fill, not from a list kept by
/// hand: a class the generator adds is smoke-tested without a change here.
final class WidgetSmokeTests: GtkTestCase {
  /// Boolean properties that do not read back what was written, each with why.
  static let derivedBooleans: Set<String> = [
    "GtkWidget:visible",  // toggled too, but through show/hide: checked by showing the window
    "GtkWidget:has-default", "GtkWidget:has-focus", "GtkWidget:is-focus",  // follow the window
    "GtkWidget:receives-default", "GtkWidget:focusable", "GtkWidget:can-focus",
    "GtkTreeView:headers-clickable",  // whether every column is: true for a view with none
    "GtkMessageDialog:secondary-use-markup",  // kept only while there is secondary text
  ]

  @MainActor
  func testEveryWidgetClassIsCreatedShownAndDestroyed() async throws {
    try await onMainLoop {
      try Adw.initialize()
      _ = Adw.typesRegistered
      let widgetType = gtk_widget_get_type()
      let classes = TypeRegistry.registeredClasses.filter {
        g_type_is_a($0.gType, widgetType) != 0 && g_type_test_flags($0.gType, UInt32(G_TYPE_FLAG_ABSTRACT.rawValue)) == 0
      }.sorted { String(cString: g_type_name($0.gType)) < String(cString: g_type_name($1.gType)) }
      XCTAssertGreaterThan(classes.count, 120, "GTK 4.8 and libadwaita 1.2 have over 120 widget classes that are not abstract")
      let wrappers = LiveObjectCounter.wrappers.value
      let handlers = LiveObjectCounter.signalHandlers.value

      var exercised: [String] = []
      do {
        let window = Gtk.Window()
        let flow = FlowBox()
        let scroller = ScrolledWindow()
        scroller.setChild(flow)
        scroller.vexpand = true
        // Popovers hang from buttons at the top, in view: a popover whose anchor is scrolled out
        // of the window is placed off every monitor (a GDK critical on X11).
        let anchors = Box(.horizontal, spacing: 4)
        let column = Box(.vertical)
        column.append(anchors)
        column.append(scroller)
        window.setChild(column)
        window.setDefaultSize(width: 1200, height: 900)
        var toplevels: [Gtk.Window] = []
        var popovers: [Popover] = []
        for (gType, expected) in classes {
          let name = String(cString: g_type_name(gType))
          // A new widget is floating, a new window is GTK's (its list of toplevels took it):
          // as for a constructor annotated `transfer none`.
          let object = Object.wrapper(of: Object.newObject(of: gType, []), .sinkOrRetain) {
            Object($0, $1)
          }
          XCTAssertTrue(type(of: object) == expected, "\(name) is wrapped as \(type(of: object)), not \(expected)")
          let widget = try XCTUnwrap(object as? Widget, name)
          // In place first: some widgets expect a parent (libadwaita's button content styles
          // its button).
          if let toplevel = widget as? Gtk.Window {
            toplevels.append(toplevel)
          } else if let popover = widget as? Popover {
            let anchor = Button(label: name)
            anchors.append(anchor)
            gtk_widget_set_parent(popover.widget, anchor.widget)
            popovers.append(popover)
          } else if widget is ButtonContent {
            // Made for a button's child: when rooted, it styles the button it is in.
            let button = Button()
            button.setChild(widget)
            flow.append(button)
          } else {
            flow.append(widget)
          }
          self.roundTripBooleans(of: widget, name: name)
          var notified = 0
          let handler = widget.onNotify("tooltip-text") { notified += 1 }
          widget.tooltipText = name
          XCTAssertEqual(notified, 1, "\(name): notify::tooltip-text")
          widget.disconnect(handler)
          XCTAssertFalse(widget.isConnected(handler))
          exercised.append(name)
        }
        presentAndWaitForFrame(window)
        for popover in popovers {
          popover.popup()
          waitForFrame(window)
          XCTAssertTrue(popover.isMapped, "\(type(of: popover))")
          popover.popdown()
        }
        for toplevel in toplevels {
          presentAndWaitForFrame(toplevel)
          XCTAssertTrue(toplevel.isMapped, "\(type(of: toplevel))")
          toplevel.destroy()
        }
        for popover in popovers {
          gtk_widget_unparent(popover.widget)
        }
        window.destroy()
      }
      flushObservations()
      XCTAssertGreaterThan(exercised.count, 120)
      print("WidgetSmokeTests: \(exercised.count) widget classes")
      XCTAssertEqual(LiveObjectCounter.signalHandlers.value, handlers, "signal closures left")
      XCTAssertEqual(LiveObjectCounter.wrappers.value, wrappers, "wrappers left")
    }
  }

  /// Sets each writable boolean property of `widget` to the other value and back, through
  /// GObject, and checks it reads back.
  @MainActor
  private func roundTripBooleans(of widget: Widget, name: String) {
    let object = widget.gobjectPointer.assumingMemoryBound(to: GObject.self)
    let objectClass = UnsafeMutableRawPointer(
      widget.gobjectPointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class
    )!.assumingMemoryBound(to: GObjectClass.self)
    var count: UInt32 = 0
    guard let specs = g_object_class_list_properties(objectClass, &count) else { return }
    defer { g_free(specs) }
    for index in 0..<Int(count) {
      guard let spec = specs[index] else { continue }
      let flags = spec.pointee.flags.rawValue
      guard spec.pointee.value_type == GType(5 << 2),  // gboolean
        flags & G_PARAM_WRITABLE.rawValue != 0, flags & G_PARAM_READABLE.rawValue != 0,
        flags & G_PARAM_CONSTRUCT_ONLY.rawValue == 0, flags & G_PARAM_DEPRECATED.rawValue == 0
      else { continue }
      let owner = String(cString: g_type_name(spec.pointee.owner_type))
      let property = String(cString: spec.pointee.name)
      guard !Self.derivedBooleans.contains("\(owner):\(property)") else { continue }
      var value = GValue()
      g_value_init(&value, GType(5 << 2))
      g_object_get_property(object, property, &value)
      let before = g_value_get_boolean(&value)
      g_value_set_boolean(&value, before == 0 ? 1 : 0)
      g_object_set_property(object, property, &value)
      g_value_set_boolean(&value, before)
      g_object_get_property(object, property, &value)
      let flipped = g_value_get_boolean(&value)
      g_value_set_boolean(&value, before)
      g_object_set_property(object, property, &value)
      g_value_unset(&value)
      XCTAssertNotEqual(flipped != 0, before != 0, "\(name).\(property) (\(owner)) did not change")
    }
  }
}
