import CDemoDial
import Gtk
import GtkTestSupport
import XCTest

/// A widget of a C library these bindings do not generate (`Tests/CDemoDial`, standing for
/// GtkSourceView, VTE or a user's own C widget), wrapped the way the README tells users to:
/// a subclass of the nearest class with its `gType`, the pointer passed with how it is owned,
/// the class registered, its signal heard through `onSignal`. No `import CGtk`: only the
/// library's own module.
@MainActor
final class Dial: Widget {
  override class var gType: GType { demo_dial_get_type() }

  /// A new dial; `demo_dial_new` returns a floating reference, which the wrapper sinks.
  convenience init() {
    self.init(demo_dial_new(), .sinkOrRetain)
  }

  private var dial: OpaquePointer { OpaquePointer(gobjectPointer) }

  var value: Double {
    get { demo_dial_get_value(dial) }
    set { demo_dial_set_value(dial, newValue) }
  }

  /// Calls `handler` with the new value each time the dial turns.
  @discardableResult
  func onTurned(_ handler: @escaping @MainActor (Double) -> Void) -> SignalHandler {
    onSignal("turned") { handler($0.double(0)) }
  }
}

final class ForeignWidgetTests: GtkTestCase {
  @MainActor
  func testAWidgetOfAnotherCLibraryIsWrappedWithoutCGtk() async throws {
    try await onMainLoop {
      TypeRegistry.register(Dial.self) { Dial($0, $1) }
      let wrappers = LiveObjectCounter.wrappers.value
      let handlers = LiveObjectCounter.signalHandlers.value
      do {
        let dial = Dial()
        var turned: [Double] = []
        var notified = 0
        var arguments = -1
        dial.onTurned { turned.append($0) }
        dial.onSignal("turned") { arguments = $0.count }
        dial.onNotify("value") { notified += 1 }
        dial.value = 40
        dial.value = 140
        XCTAssertEqual(turned, [40, 100], "the library clamps to 0…100 and emits turned")
        XCTAssertEqual(notified, 2)
        XCTAssertEqual(arguments, 1, "turned has one argument besides the dial")
        XCTAssertEqual(dial.value, 100)
        dial.tooltipText = "Volume"  // what it inherits from GtkWidget is generated
        XCTAssertEqual(dial.tooltipText, "Volume")

        // Widgets the library builds come back as the registered class, one object each.
        let pair = Widget(demo_dial_pair_new(), .sinkOrRetain)
        let dials = pair.children.compactMap { $0 as? Dial }
        XCTAssertEqual(dials.count, 2, "\(pair.children.map { type(of: $0) })")
        XCTAssertTrue(dials.first === pair.children.first, "one Swift object per GObject")
        try XCTUnwrap(dials.first).value = 25

        let column = Box(.vertical, spacing: 12)
        column.append(dial)
        column.append(pair)
        XCTAssertTrue(column.children.first === dial)
        let window = Window()
        window.setDefaultSize(width: 240, height: 140)
        window.setChild(column)
        presentAndWaitForFrame(window)
        XCTAssertTrue(dial.isMapped)
        try self.screenshot(window, "foreign-widget")
        window.destroy()
      }
      flushObservations()
      XCTAssertEqual(LiveObjectCounter.signalHandlers.value, handlers, "signal closures left")
      XCTAssertEqual(LiveObjectCounter.wrappers.value, wrappers, "wrappers left")
    }
  }
}
