import Adw
import CAdw
import Gtk
import GtkTestSupport
import XCTest

/// Every widget class the generated bindings have, of GTK and libadwaita: created, wrapped as
/// its own class, its writable properties of simple types (booleans, numbers, strings,
/// enumerations, flags) set to another value and read back, a signal connected and
/// disconnected, shown in a window, and destroyed, under `G_DEBUG=fatal-criticals` on X11 and
/// Wayland (the GUI suites run on both). Afterwards no wrapper, widget wrapper or signal
/// closure is left alive.
///
/// The classes come from the type registry the generated modules fill, not from a list kept by
/// hand: a class the generator adds is smoke-tested without a change here.
final class WidgetSmokeTests: GtkTestCase {
  /// Properties that do not read back what was written, each with why.
  static let derivedProperties: [String: String] = [
    "GtkWidget:visible": "toggled too, but through show and hide: checked by showing the window",
    "GtkWidget:has-default": "follows the window", "GtkWidget:has-focus": "follows the window",
    "GtkWidget:is-focus": "follows the window", "GtkWidget:receives-default": "follows the window",
    "GtkWidget:focusable": "follows the window", "GtkWidget:can-focus": "follows the window",
    "GtkTreeView:headers-clickable": "whether every column is: true for a view with none",
    "GtkMessageDialog:secondary-use-markup": "kept only while there is secondary text",
    // A child, a page, a row or a column by its name or position: a new widget has none.
    "GtkStack:visible-child-name": "names a child",
    "AdwViewStack:visible-child-name": "names a child",
    "AdwLeaflet:visible-child-name": "names a child",
    "AdwPreferencesWindow:visible-page-name": "names a page",
    "GtkPopoverMenu:visible-submenu": "names a submenu",
    "GtkShortcutsWindow:section-name": "names a section",
    "GtkNotebook:page": "a page's position", "GtkDropDown:selected": "a position in the model",
    "AdwComboRow:selected": "a position in the model", "GtkComboBox:active": "a row of the model",
    "GtkComboBox:active-id": "a row of the model", "GtkComboBox:id-column": "a column of the model",
    "GtkComboBox:entry-text-column": "a column of the model",
    "GtkSpinButton:value": "clamped to the adjustment, from 0 to 0 in a new spin button",
    "GtkImage:file": "loads the file: there is none to read back",
    "GtkImage:resource": "loads the resource: there is none to read back",
    "GtkFontChooser:font":
      "the font the chooser has selected from those it lists: none in a new one",
    // Switching the input method asks the display's seat for its pointer: headless weston has
    // no seat (a GDK critical on Wayland).
    "GtkEntry:im-module": "switches the input method",
    "GtkText:im-module": "switches the input method",
    "GtkTextView:im-module": "switches the input method",
    "AdwAvatar:size":
      "a new avatar's size is 0; set to 0 again, it looks its icon up at size 0 (a critical)",
  ]

  /// Strings with a syntax of their own, and a value of that syntax to set them to.
  static let stringsWithSyntax: [String: String] = [
    "AdwAboutWindow:release-notes": "<p>Smoke test</p>",
    "GtkShortcutLabel:accelerator": "<Control>q",
    "GtkShortcutsShortcut:accelerator": "<Control>q",
  ]

  @MainActor
  func testEveryWidgetClassIsCreatedShownAndDestroyed() async throws {
    try await onMainLoop {
      try Adw.initialize()
      _ = Adw.typesRegistered
      let widgetType = gtk_widget_get_type()
      let classes = TypeRegistry.registeredClasses.filter {
        g_type_is_a($0.gType, widgetType) != 0
          && g_type_test_flags($0.gType, UInt32(G_TYPE_FLAG_ABSTRACT.rawValue)) == 0
      }.sorted { String(cString: g_type_name($0.gType)) < String(cString: g_type_name($1.gType)) }
      XCTAssertGreaterThan(
        classes.count, 120,
        "GTK 4.8 and libadwaita 1.2 have over 120 widget classes that are not abstract")
      let wrappers = LiveObjectCounter.wrappers.value
      let handlers = LiveObjectCounter.signalHandlers.value

      var exercised: [String] = []
      var roundTripped: [String: Int] = [:]
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
          XCTAssertTrue(
            type(of: object) == expected,
            "\(name) is wrapped as \(type(of: object)), not \(expected)")
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
          roundTripped.merge(self.roundTripProperties(of: widget, name: name), uniquingKeysWith: +)
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
      let counts = roundTripped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      print("WidgetSmokeTests: \(exercised.count) widget classes; properties read back: \(counts)")
      // Each kind is exercised (a filter gone wrong would skip them all without a failure).
      for kind in ["boolean", "number", "string", "enumeration", "flags"] {
        XCTAssertGreaterThan(
          roundTripped[kind, default: 0], 0, "no \(kind) property was set and read back")
      }
      XCTAssertEqual(LiveObjectCounter.signalHandlers.value, handlers, "signal closures left")
      XCTAssertEqual(LiveObjectCounter.wrappers.value, wrappers, "wrappers left")
    }
  }

  /// Sets each writable property of a simple type of `widget` (a boolean, a number, a string,
  /// an enumeration or flags) to another value its `GParamSpec` allows, through GObject, checks
  /// that it reads back, and puts the first value back.
  /// Returns how many properties of each kind it set and read back.
  @MainActor
  private func roundTripProperties(of widget: Widget, name: String) -> [String: Int] {
    var roundTripped: [String: Int] = [:]
    let object = widget.gobjectPointer.assumingMemoryBound(to: GObject.self)
    let objectClass = UnsafeMutableRawPointer(
      widget.gobjectPointer.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class
    )!.assumingMemoryBound(to: GObjectClass.self)
    var count: UInt32 = 0
    guard let specs = g_object_class_list_properties(objectClass, &count) else { return [:] }
    defer { g_free(specs) }
    for index in 0..<Int(count) {
      guard let spec = specs[index] else { continue }
      let flags = spec.pointee.flags.rawValue
      guard flags & G_PARAM_WRITABLE.rawValue != 0, flags & G_PARAM_READABLE.rawValue != 0,
        flags & G_PARAM_CONSTRUCT_ONLY.rawValue == 0, flags & G_PARAM_DEPRECATED.rawValue == 0
      else { continue }
      let owner = String(cString: g_type_name(spec.pointee.owner_type))
      let property = String(cString: spec.pointee.name)
      guard Self.derivedProperties["\(owner):\(property)"] == nil else { continue }
      var value = GValue()
      g_value_init(&value, spec.pointee.value_type)
      defer { g_value_unset(&value) }
      g_object_get_property(object, property, &value)
      guard let before = SimpleValue(reading: &value),
        let other = Self.stringsWithSyntax["\(owner):\(property)"].map({ .string($0) })
          ?? before.another(allowedBy: spec)
      else { continue }

      other.write(to: &value)
      g_object_set_property(object, property, &value)
      g_object_get_property(object, property, &value)
      let after = SimpleValue(reading: &value)
      // GTK refuses NULL for several strings that start as NULL (a button's icon name).
      if before != .string(nil) {
        before.write(to: &value)
        g_object_set_property(object, property, &value)
        g_object_get_property(object, property, &value)
        XCTAssertEqual(
          SimpleValue(reading: &value), before, "\(name).\(property) (\(owner)) was not set back")
      }
      let read = after.map { "\($0)" } ?? "nil"
      XCTAssertEqual(
        after, other, "\(name).\(property) (\(owner)) was set to \(other), reads \(read)")
      roundTripped[before.kind, default: 0] += 1
    }
    return roundTripped
  }

}

/// The value of a property of a simple type, read from a `GValue`.
private enum SimpleValue: Equatable, CustomStringConvertible {
  case boolean(Bool)
  case signed(Int64)
  case unsigned(UInt64)
  case real(Double)
  case string(String?)
  case enumeration(Int32)
  case flags(UInt32)

  init?(reading value: inout GValue) {
    switch g_type_fundamental(value.g_type) {
    case GType(5 << 2): self = .boolean(g_value_get_boolean(&value) != 0)
    case GType(6 << 2): self = .signed(Int64(g_value_get_int(&value)))
    case GType(7 << 2): self = .unsigned(UInt64(g_value_get_uint(&value)))
    case GType(8 << 2): self = .signed(Int64(g_value_get_long(&value)))
    case GType(9 << 2): self = .unsigned(UInt64(g_value_get_ulong(&value)))
    case GType(10 << 2): self = .signed(Int64(g_value_get_int64(&value)))
    case GType(11 << 2): self = .unsigned(UInt64(g_value_get_uint64(&value)))
    case GType(12 << 2): self = .enumeration(g_value_get_enum(&value))
    case GType(13 << 2): self = .flags(g_value_get_flags(&value))
    case GType(14 << 2): self = .real(Double(g_value_get_float(&value)))
    case GType(15 << 2): self = .real(g_value_get_double(&value))
    case GType(16 << 2): self = .string(g_value_get_string(&value).map { String(cString: $0) })
    default: return nil
    }
  }

  var kind: String {
    switch self {
    case .boolean: "boolean"
    case .signed, .unsigned, .real: "number"
    case .string: "string"
    case .enumeration: "enumeration"
    case .flags: "flags"
    }
  }

  var description: String {
    switch self {
    case .boolean(let value): "\(value)"
    case .signed(let value): "\(value)"
    case .unsigned(let value): "\(value)"
    case .real(let value): "\(value)"
    case .string(let value): value.map { "\"\($0)\"" } ?? "NULL"
    case .enumeration(let value): "enum \(value)"
    case .flags(let value): "flags \(value)"
    }
  }

  func write(to value: inout GValue) {
    switch (g_type_fundamental(value.g_type), self) {
    case (_, .boolean(let new)): g_value_set_boolean(&value, new ? 1 : 0)
    case (GType(6 << 2), .signed(let new)): g_value_set_int(&value, Int32(new))
    case (GType(8 << 2), .signed(let new)): g_value_set_long(&value, Int(new))
    case (_, .signed(let new)): g_value_set_int64(&value, gint64(new))
    case (GType(7 << 2), .unsigned(let new)): g_value_set_uint(&value, UInt32(new))
    case (GType(9 << 2), .unsigned(let new)): g_value_set_ulong(&value, UInt(new))
    case (_, .unsigned(let new)): g_value_set_uint64(&value, guint64(new))
    case (_, .enumeration(let new)): g_value_set_enum(&value, new)
    case (_, .flags(let new)): g_value_set_flags(&value, new)
    case (GType(14 << 2), .real(let new)): g_value_set_float(&value, Float(new))
    case (_, .real(let new)): g_value_set_double(&value, new)
    case (_, .string(let new)): g_value_set_string(&value, new)
    }
  }

  /// A value other than this one that `spec` allows: the boolean's opposite, a number one step
  /// away inside the spec's range (or its other end), a new string, the enumeration's next
  /// value, the flags with their first flag toggled.
  func another(allowedBy spec: UnsafeMutablePointer<GParamSpec>) -> SimpleValue? {
    let raw = UnsafeMutableRawPointer(spec)
    func step<T: BinaryInteger>(_ current: T, _ minimum: T, _ maximum: T) -> T? {
      if current < maximum { return current + 1 }
      if current > minimum { return current - 1 }
      return nil
    }
    switch self {
    case .boolean(let current):
      return .boolean(!current)
    case .signed(let current):
      switch g_type_fundamental(spec.pointee.value_type) {
      case GType(6 << 2):
        let range = raw.assumingMemoryBound(to: GParamSpecInt.self).pointee
        return step(current, Int64(range.minimum), Int64(range.maximum)).map { .signed($0) }
      case GType(8 << 2):
        let range = raw.assumingMemoryBound(to: GParamSpecLong.self).pointee
        return step(current, Int64(range.minimum), Int64(range.maximum)).map { .signed($0) }
      default:
        let range = raw.assumingMemoryBound(to: GParamSpecInt64.self).pointee
        return step(current, Int64(range.minimum), Int64(range.maximum)).map { .signed($0) }
      }
    case .unsigned(let current):
      switch g_type_fundamental(spec.pointee.value_type) {
      case GType(7 << 2):
        let range = raw.assumingMemoryBound(to: GParamSpecUInt.self).pointee
        return step(current, UInt64(range.minimum), UInt64(range.maximum)).map { .unsigned($0) }
      case GType(9 << 2):
        let range = raw.assumingMemoryBound(to: GParamSpecULong.self).pointee
        return step(current, UInt64(range.minimum), UInt64(range.maximum)).map { .unsigned($0) }
      default:
        let range = raw.assumingMemoryBound(to: GParamSpecUInt64.self).pointee
        return step(current, UInt64(range.minimum), UInt64(range.maximum)).map { .unsigned($0) }
      }
    case .real(let current):
      let (minimum, maximum) =
        g_type_fundamental(spec.pointee.value_type) == GType(14 << 2)
        ? raw.assumingMemoryBound(to: GParamSpecFloat.self).pointee.range
        : raw.assumingMemoryBound(to: GParamSpecDouble.self).pointee.range
      if current + 1 <= maximum { return .real(current + 1) }
      if current - 1 >= minimum { return .real(current - 1) }
      return current == minimum ? .real(maximum) : .real(minimum)
    case .string(let current):
      return .string(current == "smoke" ? "smoke test" : "smoke")
    case .enumeration(let current):
      let enumClass = raw.assumingMemoryBound(to: GParamSpecEnum.self).pointee.enum_class!
      let values = enumClass.pointee.values!
      let count = Int(enumClass.pointee.n_values)
      guard count > 1, let index = (0..<count).first(where: { values[$0].value == current }) else {
        return nil
      }
      return .enumeration(values[(index + 1) % count].value)
    case .flags(let current):
      let flagsClass = raw.assumingMemoryBound(to: GParamSpecFlags.self).pointee.flags_class!
      let values = flagsClass.pointee.values!
      guard
        let flag = (0..<Int(flagsClass.pointee.n_values)).map({ values[$0].value }).first(where: {
          $0 != 0
        })
      else { return nil }
      return .flags(current ^ flag)
    }
  }
}

extension GParamSpecFloat {
  fileprivate var range: (Double, Double) { (Double(minimum), Double(maximum)) }
}

extension GParamSpecDouble {
  fileprivate var range: (Double, Double) { (minimum, maximum) }
}
