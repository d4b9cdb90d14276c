import ComposableGtk
import Gtk
import XCTest

extension NavigationStackView {
  /// The page on screen, once the stack's slide is over.
  @MainActor
  public func pageOnScreen(file: StaticString = #filePath, line: UInt = #line) throws -> Widget {
    waitUntil("the slide is over", file: file, line: line) { !stack.isTransitionRunning }
    return try XCTUnwrap(
      stack.children.first { stack.isVisibleChild($0) }, "a page is on screen", file: file,
      line: line)
  }
}

extension Widget {
  /// Whether the widget, or a label inside it, reads `text`.
  @MainActor
  public func showsText(_ text: String) -> Bool {
    ([self] + descendants).contains { ($0 as? Gtk.Label)?.text == text }
  }
}
