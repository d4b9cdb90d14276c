import Gtk
import GtkTestSupport
import XCTest

final class PresentationTests: GtkTestCase {
  /// A popover opened from a menu button closes and says so.
  @MainActor
  func testPopoverOpensAndReportsClosing() async throws {
    try await onMainLoop {
      let popover = Popover()
      popover.setChild(Label("details"))
      let button = MenuButton(label: "More")
      button.setPopover(popover)
      let window = Window()
      window.setChild(button)
      presentAndWaitForFrame(window)
      var closed = 0
      popover.onClosed { closed += 1 }
      button.popup()
      waitUntil("the popover is shown") { popover.isMapped }
      button.popdown()
      waitUntil("the popover reports closing") { closed == 1 }
      XCTAssertFalse(popover.isVisible)
      window.destroy()
    }
  }

  /// A popover that closes on a click outside (GTK's default) still opens on a display without
  /// a seat, such as the headless Wayland compositor of `make test-wayland`, where GDK 4.8
  /// would never map it; elsewhere it keeps closing automatically.
  @MainActor
  func testAutohidePopoverOpensWithOrWithoutASeat() async throws {
    try await onMainLoop {
      for opensThroughButton in [false, true] {
        let popover = Popover()
        popover.setChild(Label("details"))
        let button = MenuButton(label: "More")
        button.setPopover(popover)
        let window = Window()
        window.setChild(button)
        presentAndWaitForFrame(window)
        XCTAssertTrue(popover.closesAutomatically)
        if opensThroughButton { button.popup() } else { popover.popup() }
        waitUntil("the popover is shown (through the button: \(opensThroughButton))") {
          popover.isMapped
        }
        XCTAssertEqual(
          popover.closesAutomatically, Toolkit.hasSeat,
          "autohide is turned off only where no seat could take its grab")
        window.destroy()
      }
    }
  }

  /// A menu built from sections and submenus, shown in a popover menu.
  @MainActor
  func testMenuModel() async throws {
    try await onMainLoop {
      let section = Menu()
      section.append("About", action: "app.about")
      let submenu = Menu()
      submenu.append("Dark", action: "app.dark")
      let menu = Menu()
      menu.append("Quit", action: "app.quit")
      menu.appendSection(section)
      menu.appendSubmenu("Theme", submenu)
      XCTAssertEqual(menu.count, 3)
      let popover = PopoverMenu(menu: menu)
      let button = MenuButton(iconName: "open-menu-symbolic")
      button.setPopover(popover)
      button.setMenu(menu)
    }
  }

  /// A message dialog reports the response it was given, and is gone after `destroy()`.
  @MainActor
  func testMessageDialogResponds() async throws {
    try await onMainLoop {
      let window = Window()
      presentAndWaitForFrame(window)
      weak var weakDialog: MessageDialog?
      var responses: [DialogResponse] = []
      do {
        let dialog = MessageDialog(
          parent: window, message: "Delete favorite?", detail: "It cannot be undone.",
          buttons: .okCancel)
        weakDialog = dialog
        dialog.addButton("Later", response: .custom(7))
        dialog.onResponse { [unowned dialog] response in
          responses.append(response)
          dialog.destroy()
        }
        dialog.present()
        waitUntil("the dialog is shown") { dialog.isMapped }
        dialog.emitResponse(.cancel)
      }
      XCTAssertEqual(responses, [.cancel])
      waitUntil("the dialog is gone") { weakDialog == nil }
      window.destroy()
    }
  }

  /// CSS that parses applies; CSS that does not is reported with its location.
  @MainActor
  func testCssProviderReportsParseErrors() async throws {
    try await onMainLoop {
      let style = CssProvider()
      try style.load(".count { font-size: 32px; }")
      style.addToDisplay()
      XCTAssertThrowsError(try style.load(".count { font-size: banana; }")) { error in
        XCTAssertTrue("\(error)".contains("line 1"), "\(error)")
      }
      style.removeFromDisplay()
    }
  }
}
