import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import SyncUpsExample
import XCTest

/// The sync-ups example's window, driven through its widgets as a user drives it: add a
/// sync-up in the sheet, open it, start a meeting and end it through the alert. Set
/// GTK_TEST_SCREENSHOTS to a folder to get each step as a PNG.
final class SyncUpsWindowTests: GtkTestCase {
  @MainActor
  func testAddOpenAndRecordASyncUp() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.uuid = .incrementing
        $0.defaultFileStorage = .inMemory
        $0.continuousClock = TestClock()
        $0.date.now = Date(timeIntervalSince1970: 1_780_000_000)
      }
      let window = Gtk.Window()
      window.setDefaultSize(width: 420, height: 600)
      window.setContent { AppView(store: store) }
      presentAndWaitForFrame(window)
      XCTAssertEqual(Self.headerTitle(of: window), "Daily sync-ups")

      // "+" opens the form in a sheet, its title field focused.
      try Self.button(named: "New sync-up", in: window).emitClicked()
      flushObservations()
      let sheet = try XCTUnwrap(Self.openWindow { Self.headerTitle(of: $0) == "New sync-up" })
      waitUntil("the sheet is shown") { sheet.isMapped }
      let fields = { sheet.descendants.compactMap { $0 as? Entry } }
      XCTAssertEqual(fields().map(\.placeholderText), ["Title", "Name"])
      waitUntil("the title is focused") { Self.focus(of: sheet) === fields()[0] }
      fields()[0].text = "Design"
      fields()[1].text = "Blob"
      try Self.button(named: "New attendee", in: sheet).emitClicked()
      flushObservations()
      waitUntil("the new attendee's field is focused") {
        fields().count == 3 && Self.focus(of: sheet) === fields()[2]
      }
      fields()[2].text = "Blob Jr."
      let slider = try XCTUnwrap(sheet.descendants.compactMap { $0 as? Scale }.first)
      slider.adjustment.value = 10
      flushObservations()
      waitForFrame(sheet)
      try self.screenshot(sheet, "syncups-1-new")

      try Self.button(named: "Add", in: sheet).emitClicked()
      flushObservations()
      waitUntil("the sheet is gone") { !sheet.isVisible }
      XCTAssertEqual(store.syncUpsList.syncUps.map(\.title), ["Design"])
      XCTAssertEqual(store.syncUpsList.syncUps[0].attendees.map(\.name), ["Blob", "Blob Jr."])
      XCTAssertEqual(store.syncUpsList.syncUps[0].duration, .seconds(600))
      waitForFrame(window)
      XCTAssertTrue(Self.texts(in: window).contains("Design"))
      XCTAssertTrue(Self.texts(in: window).contains("10 min"))
      try self.screenshot(window, "syncups-2-list")

      // The card opens the detail page.
      try Self.button(named: "Design", in: window).emitClicked()
      flushObservations()
      XCTAssertEqual(store.path.count, 1)
      waitUntil("the detail page is on top") { Self.headerTitle(of: window) == "Design" }
      Self.waitForPagesInPlace(window)
      try self.screenshot(window, "syncups-3-detail")

      // Start the meeting: the record page hides the back button; "End meeting" asks, and
      // "Discard" leaves without saving.
      try Self.button(named: "Start meeting", in: window).emitClicked()
      flushObservations()
      XCTAssertEqual(store.path.count, 2)
      waitUntil("the record page is on top") {
        Self.texts(in: window).contains("Speaker 1 of 2")
      }
      let back = try XCTUnwrap(
        (window.titlebar?.descendants ?? []).compactMap { $0 as? Gtk.Button }
          .first { $0.accessibleLabel == "Back" })
      XCTAssertFalse(back.isVisible, "the record page hides the back button")
      Self.waitForPagesInPlace(window)
      try self.screenshot(window, "syncups-4-record")
      // The dial: a ring, and an arc for each speaker so far.
      let arcs = { window.descendants.compactMap { $0 as? DrawingArea }.filter(\.isDrawable) }
      XCTAssertEqual(arcs().count, 1, "the first speaker's arc")
      try Self.button(named: "Next speaker", in: window).emitClicked()
      flushObservations()
      waitForFrame(window)
      XCTAssertTrue(Self.texts(in: window).contains("Blob Jr."))
      XCTAssertEqual(arcs().count, 2, "and the second's")
      XCTAssertEqual(
        Set(arcs().map { "\($0.width)x\($0.height)" }).count, 1, "layered over the same ring")
      try self.screenshot(window, "syncups-5-next-speaker")
      try Self.button(named: "End meeting", in: window.titlebar!).emitClicked()
      flushObservations()
      let alert = try XCTUnwrap(Self.openWindow { Self.texts(in: $0).contains("End meeting?") })
      waitUntil("the alert is shown") { alert.isMapped }
      try Self.button(named: "Discard", in: alert).emitClicked()
      flushObservations()
      waitUntil("the record page is gone") { store.path.count == 1 }
      XCTAssertEqual(store.syncUpsList.syncUps[0].meetings, [], "discarded")
      window.destroy()
    }
  }

  /// Edit a sync-up in its sheet, hold a meeting to its end and open it from the past
  /// meetings, then delete the sync-up through its alert: every page and dialog of the detail,
  /// driven through the buttons a user clicks.
  @MainActor
  func testEditRecordReviewAndDeleteASyncUp() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let clock = TestClock()
      let store = Store(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.uuid = .incrementing
        $0.defaultFileStorage = .inMemory
        $0.continuousClock = clock
        $0.date.now = Date(timeIntervalSince1970: 1_780_000_000)
      }
      store.withState { $0.syncUpsList.$syncUps }.withLock {
        _ = $0.append(
          SyncUp(
            id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")],
            duration: .seconds(60), title: "Retro"))
      }
      let window = Gtk.Window()
      window.setDefaultSize(width: 420, height: 600)
      window.setContent { AppView(store: store) }
      presentAndWaitForFrame(window)
      try Self.button(named: "Retro", in: window).emitClicked()
      flushObservations()
      waitUntil("the detail page is on top") { Self.headerTitle(of: window) == "Retro" }

      // Edit: the sheet's form starts from the sync-up; Done saves the change.
      try Self.button(named: "Edit", in: window.titlebar!).emitClicked()
      flushObservations()
      let sheet = try XCTUnwrap(
        Self.openWindow { $0 !== window && Self.headerTitle(of: $0) == "Retro" })
      waitUntil("the sheet is shown") { sheet.isMapped }
      let title = try XCTUnwrap(sheet.descendants.compactMap { $0 as? Entry }.first)
      XCTAssertEqual(title.text, "Retro")
      title.text = "Weekly retro"
      try Self.button(named: "Done", in: sheet).emitClicked()
      flushObservations()
      waitUntil("the sheet is gone") { !sheet.isVisible }
      XCTAssertEqual(store.syncUpsList.syncUps[0].title, "Weekly retro")
      waitUntil("the page shows the new title") {
        Self.headerTitle(of: window) == "Weekly retro"
      }

      // A meeting of one attendee, held to its end: the clock runs the minute out, the
      // meeting is saved and the page pops back.
      try Self.button(named: "Start meeting", in: window).emitClicked()
      flushObservations()
      waitUntil("the record page is on top") { store.path.count == 2 }
      Self.waitForPagesInPlace(window)
      let ended = Shared(false)
      let advancing = Task.detached {
        while await !ended.value {
          await clock.advance(by: .seconds(1))
          await Task.yield()
        }
      }
      waitUntil("the minute runs out and the page pops") { store.path.count == 1 }
      ended.value = true
      _ = advancing
      XCTAssertEqual(store.syncUpsList.syncUps[0].meetings.count, 1, "saved")
      Self.waitForPagesInPlace(window)
      XCTAssertTrue(Self.texts(in: window).contains("Past meetings"))

      // The past meeting's page.
      let meetingRow = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { button in
          button.isMapped
            && button.descendants.contains { ($0 as? Gtk.Label)?.text.contains("2026") == true }
        }, "the past meeting's row, dated 2026")
      meetingRow.emitClicked()
      flushObservations()
      waitUntil("the meeting page is on top") { store.path.count == 2 }
      Self.waitForPagesInPlace(window)
      try self.screenshot(window, "syncups-6-meeting")
      XCTAssertTrue(Self.texts(in: window).contains("Blob"), "who attended")
      let divider = try XCTUnwrap(window.descendants.first { $0 is Separator && $0.isDrawable })
      XCTAssertGreaterThan(divider.width, 300, "the divider spans the page's column")
      try Self.button(named: "Back", in: window.titlebar!).emitClicked()
      flushObservations()
      waitUntil("back on the detail") { store.path.count == 1 }
      Self.waitForPagesInPlace(window)

      // Delete asks first; "Delete" in the alert removes the sync-up and pops the page. (The
      // past meeting's row has a delete button of its own, named "Delete" for screen readers.)
      let delete = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }
          .first { $0.isMapped && $0.label == "Delete" })
      delete.emitClicked()
      flushObservations()
      let alert = try XCTUnwrap(
        Self.openWindow { Self.texts(in: $0).contains("Delete this sync-up?") })
      waitUntil("the alert is shown") { alert.isMapped }
      waitForFrame(alert)
      try self.screenshot(alert, "syncups-7-delete-alert")
      try Self.button(named: "Delete", in: alert).emitClicked()
      flushObservations()
      waitUntil("the detail page is gone") { store.path.isEmpty }
      XCTAssertEqual(store.syncUpsList.syncUps.count, 0, "deleted")
      window.destroy()
    }
  }

  @MainActor
  private static func texts(in root: Widget) -> [String] {
    root.descendants.compactMap { $0 as? Gtk.Label }.filter(\.isDrawable).map(\.text)
  }

  /// The title the window's header bar shows.
  @MainActor
  private static func headerTitle(of window: Gtk.Window) -> String? {
    (window.titlebar?.descendants ?? []).compactMap { $0 as? Gtk.Label }
      .first { $0.isMapped && $0.hasCSSClass("title") }?.text
  }

  /// The mapped button under `root` labelled or named `name`.
  @MainActor
  private static func button(named name: String, in root: Widget) throws -> Gtk.Button {
    try XCTUnwrap(
      root.descendants.compactMap { $0 as? Gtk.Button }.first { button in
        button.isMapped
          && (button.label == name || button.accessibleLabel == name
            || button.descendants.contains { ($0 as? Gtk.Label)?.text == name })
      }, "a button \"\(name)\"")
  }

  /// Waits until no page of the navigation stack is sliding, and the window has drawn.
  @MainActor
  private static func waitForPagesInPlace(_ window: Gtk.Window) {
    waitUntil("the pages have stopped sliding") {
      !window.descendants.contains { ($0 as? Gtk.Stack)?.transitionRunning == true }
    }
    waitForFrame(window)
  }

  @MainActor
  private static func focus(of window: Gtk.Window) -> Widget? {
    var focus = window.focus
    // An entry's focus is on the text inside it.
    while let widget = focus, !(widget is Entry), let parent = widget.parent { focus = parent }
    return focus
  }

  /// A visible window, other than a test's main one, that `matches`.
  @MainActor
  private static func openWindow(where matches: (Gtk.Window) -> Bool) -> Gtk.Window? {
    var found: Gtk.Window?
    waitUntil("the window opens") {
      found = Gtk.Window.toplevels.first { $0.isVisible && matches($0) }
      return found != nil
    }
    return found
  }
}
