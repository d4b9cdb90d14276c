import Gtk
import GtkTestSupport
import XCTest

/// Instances of GTK's reference-counted fundamental types (here `GtkExpression`) as the
/// generated bindings hold them: a `GLib.Fundamental` class per type, the most specific one for
/// an instance that comes back from C, and one reference per wrapper, dropped once.
final class GeneratedExpressionTests: GtkTestCase {
  @MainActor
  func testExpressionsAreWrappedAsTheirClassAndReleased() async throws {
    try await onMainLoop {
      let item = StringObject(string: "hello")
      let label = Inscription(text: nil)
      #if DEBUG
        let before = LiveObjectCounter.fundamentals.value
      #endif
      do {
        let object = ObjectExpression(object: item)
        // gtk_property_expression_new takes the expression it reads (`transfer full`): it is
        // given a reference of its own, so `object` stays usable.
        let property = PropertyExpression(
          thisType: StringObject.gType, expression: object, propertyName: "string")
        // get_expression lends it back as a GtkExpression: wrapped as its most specific class.
        XCTAssertTrue(property.expression is ObjectExpression)
        XCTAssertTrue((property.expression as? ObjectExpression)?.object === item)
        XCTAssertTrue(object.object === item)
        let watch = property.bind(label, property: "text", this: nil)
        XCTAssertEqual(label.text, "hello")
        watch.unwatch()
      }
      #if DEBUG
        XCTAssertEqual(
          LiveObjectCounter.fundamentals.value, before, "every wrapper dropped its reference")
      #endif
    }
  }
}
