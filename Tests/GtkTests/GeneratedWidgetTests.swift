import Graphene
import Gtk
import GtkTestSupport
import XCTest

/// Widgets the hand-written layer never had, used as an app would, from the generated
/// bindings alone (no `import CGtk`): created, configured, shown in a window, their signals
/// heard, and destroyed.
final class GeneratedWidgetTests: GtkTestCase {
  @MainActor
  func testScaleReportsValueChanges() async throws {
    try await onMainLoop {
      let scale = Scale(orientation: .horizontal, min: 0, max: 10, step: 1)
      scale.digits = 1
      scale.drawValue = true
      XCTAssertEqual(scale.digits, 1)
      XCTAssertTrue(scale.drawValue)
      var heard: [Double] = []
      scale.onValueChanged { heard.append(scale.value) }
      scale.setValue(3)
      scale.setValue(30)
      XCTAssertEqual(heard, [3, 10], "GTK clamps to the range and emits value-changed")
      let window = Window()
      window.setChild(scale)
      presentAndWaitForFrame(window)
      XCTAssertTrue(scale.isMapped)
      window.destroy()
    }
  }

  @MainActor
  func testTextViewEditsItsBuffer() async throws {
    try await onMainLoop {
      let view = TextView()
      let buffer = view.buffer
      XCTAssertTrue(buffer === view.buffer, "one Swift object per GObject")
      var changes = 0
      buffer.onChanged { changes += 1 }
      buffer.setText("Hello, GTK", len: -1)
      XCTAssertEqual(buffer.charCount, 10)
      XCTAssertEqual(changes, 1)
      view.wrapMode = .word
      XCTAssertEqual(view.wrapMode, .word)
      view.editable = false
      XCTAssertFalse(view.editable)
      let window = Window()
      window.setChild(view)
      presentAndWaitForFrame(window)
      window.destroy()
    }
  }

  /// The classes that were written by hand are generated now, with their hand-written
  /// conveniences as extensions: what GTK has on them and the hand-written layer did not is
  /// there, and a widget found in the tree is the same Swift object, of its own class.
  @MainActor
  func testRebuiltClassesHaveAllOfGtkAndOneObjectPerWidget() async throws {
    try await onMainLoop {
      let label = Label("Long text that ellipsizes")
      label.ellipsize = .end  // generated: the hand-written Label had no ellipsizing
      label.selectable = true
      XCTAssertEqual(label.ellipsize, .end)
      let button = Button(label: "Go")
      button.hasFrame = false
      XCTAssertFalse(button.hasFrame)
      let box = Box(.vertical, spacing: 4)  // hand-written convenience, kept
      box.append(label)
      box.append(button)
      XCTAssertTrue(box.children[0] === label, "the tree gives back the wrapper that exists")
      XCTAssertTrue(box.children[1] === button)
      let window = Window()
      window.setChild(box)
      XCTAssertTrue(label.parent === box)
      XCTAssertTrue(window.child === box, "generated Window.child, the same object")
      presentAndWaitForFrame(window)
      window.destroy()
    }
  }

  /// A hand-written initializer of a class GTK subclasses creates an instance of the class it
  /// is called on (Swift lets subclasses inherit it): `ShortcutsGroup(.vertical)` is a
  /// `GtkShortcutsGroup`, not the `GtkBox` that `gtk_box_new` would make (which stopped at the
  /// wrapper's type check).
  @MainActor
  func testInheritedHandWrittenInitializerCreatesTheSubclass() async throws {
    try await onMainLoop {
      let group = ShortcutsGroup(.vertical, spacing: 6)
      XCTAssertEqual(group.spacing, 6)
      XCTAssertEqual(group.orientation, .vertical)
      let widget: Widget = group
      XCTAssertTrue(widget is ShortcutsGroup)
    }
  }

  /// What GTK names like a hand-written member gets a name of its own, and an error domain's
  /// quark is its enumeration's.
  @MainActor
  func testMembersBesideTheHandWrittenOnes() async throws {
    try await onMainLoop {
      let label = Label("plain")
      label.useMarkup = true
      label.label = "<b>bold</b>"  // generated: the text with its markup
      XCTAssertEqual(label.text, "bold", "hand-written: the text shown")
      let check = CheckButton(mnemonic: "_Remember")
      XCTAssertTrue(check.useUnderline)
      let box = Box(.vertical)
      box.append(label)
      box.isVisible = false
      XCTAssertTrue(label.isVisible, "its own flag")
      XCTAssertFalse(label.isEffectivelyVisible(), "a parent is hidden")
      XCTAssertNotEqual(BuilderError.quark(), 0)
      let builder = Builder()
      XCTAssertThrowsError(
        try builder.addFromString(
          "<interface><object class=\"NoSuchType\"/></interface>", length: -1)
      ) {
        let error = $0 as? GLibError
        XCTAssertEqual(
          error?.domain, "gtk-builder-error-quark", "the domain BuilderError.quark() names")
      }
    }
  }

  /// Graphene's geometry, generated as value types: its functions return C99 `bool` (one byte,
  /// where GLib's `gboolean` is an `int`) and fill records the caller allocates.
  @MainActor
  func testGrapheneRectanglesAndPoints() async throws {
    try await onMainLoop {
      var a = Graphene.Rect()
      _ = a.rectInit(0, y: 0, width: 10, height: 10)
      var b = Graphene.Rect()
      _ = b.rectInit(5, y: 5, width: 10, height: 10)
      let overlap = try XCTUnwrap(a.intersection(b), "the rectangles overlap")
      XCTAssertEqual([overlap.x, overlap.y, overlap.width, overlap.height], [5, 5, 5, 5])
      var c = Graphene.Rect()
      _ = c.rectInit(20, y: 20, width: 1, height: 1)
      XCTAssertNil(a.intersection(c), "false from C: no intersection")
      XCTAssertTrue(a.containsRect(overlap))
      XCTAssertFalse(a.containsRect(c))
      XCTAssertEqual(a.union(c).width, 21)
      XCTAssertEqual(a.center.x, 5)
    }
  }

  @MainActor
  func testColumnViewTakesItsSelectionModel() async throws {
    try await onMainLoop {
      let files = DirectoryList(attributes: "standard::name", file: nil)
      let selection = SingleSelection(model: files)
      do {
        // gtk_column_view_new takes the model (`transfer full`): the wrapper keeps its own
        // reference, so the model outlives the view and comes back as the same object.
        let view = ColumnView(model: selection)
        XCTAssertTrue(view.model === selection)
        XCTAssertTrue(selection.model === files)
        XCTAssertEqual(selection.nItems, 0)
        view.showRowSeparators = true
        XCTAssertTrue(view.showRowSeparators)
        let window = Window()
        window.setChild(view)
        presentAndWaitForFrame(window)
        window.destroy()
      }
      XCTAssertEqual(
        selection.referenceCount, 1, "only the wrapper holds the model once the view is gone")
    }
  }

  @MainActor
  func testGeneratedWidgetsAreReleasedWithTheirWindow() async throws {
    try await onMainLoop {
      weak var weakScale: Scale?
      weak var weakCalendar: Gtk.Calendar?
      do {
        let box = CenterBox()
        let scale = Scale(orientation: .vertical, min: 0, max: 1, step: 0.1)
        let calendar = Gtk.Calendar()
        box.setStartWidget(scale)
        box.setEndWidget(calendar)
        weakScale = scale
        weakCalendar = calendar
        let window = Window()
        window.setChild(box)
        presentAndWaitForFrame(window)
        window.destroy()
      }
      XCTAssertNil(weakScale)
      XCTAssertNil(weakCalendar)
    }
  }

  /// What the generated widgets look like together (saved by `make screenshots`).
  @MainActor
  func testGeneratedWidgetsScreenshot() async throws {
    try await onMainLoop {
      let box = Box(.vertical, spacing: 12)
      let scale = Scale(orientation: .horizontal, min: 0, max: 10, step: 1)
      scale.drawValue = true
      scale.setValue(4)
      let level = LevelBar(minValue: 0, maxValue: 1)
      level.value = 0.6
      let text = TextView()
      text.buffer.setText("A TextView from the generated bindings.", len: -1)
      text.vexpand = true
      let calendar = Gtk.Calendar()
      for widget in [scale, level, text, calendar] as [Widget] { box.append(widget) }
      let window = Window()
      window.setDefaultSize(width: 360, height: 420)
      window.setChild(box)
      presentAndWaitForFrame(window)
      // A text view lays its lines out in idle time after its first frame.
      waitUntil("the text view has laid out its line") { text.height > 10 }
      waitForFrame(window)
      XCTAssertGreaterThan(calendar.height, 0)
      try self.screenshot(window, "generated-widgets")
      window.destroy()
    }
  }
}
