import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// Rows with swipe actions, written as for SwiftUI: on GNOME, a "⋯" menu of the actions on each
// row and the same actions in the row's context menu.

private struct Message: Equatable, Identifiable {
  let id: Int
  var subject: String
}

@Reducer
private struct Mailbox {
  @ObservableState
  struct State: Equatable {
    var messages: IdentifiedArrayOf<Message> = [
      Message(id: 1, subject: "Lunch"), Message(id: 2, subject: "Invoice"),
    ]
    var archived: [Int] = []
  }

  enum Action: Equatable {
    case archive(Int)
    case delete(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .archive(id):
        state.archived.append(id)
        return .none
      case let .delete(id):
        state.messages.remove(id: id)
        return .none
      }
    }
  }
}

private struct MailboxView: View {
  let store: StoreOf<Mailbox>

  var body: some View {
    List {
      ForEach(store.messages) { message in
        Text(message.subject)
          .swipeActions(edge: .trailing, allowsFullSwipe: false) {
            Button("Delete", role: .destructive) { store.send(.delete(message.id)) }
            Button("Archive") { store.send(.archive(message.id)) }
              .tint(.orange)
          }
      }
    }
  }
}

final class SwipeActionsTests: GtkTestCase {
  @MainActor
  private static func items(_ popover: Popover) -> [Gtk.Button] {
    (popover.child.map { [$0] + $0.descendants } ?? []).compactMap { $0 as? Gtk.Button }
  }

  /// Each row gets a "⋯" menu button named after it whose menu runs the actions and closes,
  /// the destructive one drawn so; the row's context menu has the same actions.
  @MainActor
  func testSwipeActionsAreARowMenuAndAContextMenu() async throws {
    try await onMainLoop {
      let store = Store(initialState: Mailbox.State()) { Mailbox() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 300)
      window.setContent { MailboxView(store: store) }
      presentAndWaitForFrame(window)

      let menuButtons = {
        window.descendants.compactMap { $0 as? MenuButton }
          .filter { $0.accessibleLabel?.hasPrefix("More actions") == true }
      }
      XCTAssertEqual(
        menuButtons().map(\.accessibleLabel),
        ["More actions for Lunch", "More actions for Invoice"])
      let lunch = menuButtons()[0]
      let popover = try XCTUnwrap(lunch.popover)
      let items = Self.items(popover)
      XCTAssertEqual(items.map(\.label), ["Delete", "Archive"])
      XCTAssertTrue(items[0].hasCSSClass("error"), "a destructive action, in red")
      XCTAssertFalse(items[1].hasCSSClass("error"))

      lunch.popup()
      waitUntil("the row's menu is open") { popover.isMapped }
      waitForFrame(window)
      if let folder = ProcessInfo.processInfo.environment["GTK_TEST_SCREENSHOTS"] {
        try self.screenshot(window, "swipe-actions")
        try Snapshot.writePNG(of: popover, to: "\(folder)/swipe-actions-menu.png")
      }
      items[1].emitClicked()
      XCTAssertEqual(store.archived, [1])
      waitUntil("choosing closes the menu") { !popover.isVisible }

      // The context menu of the second row: a popover hanging from the row, beside the menu
      // button's.
      let invoice = menuButtons()[1]
      let contextMenu = try XCTUnwrap(
        (invoice.parent?.parent?.descendants ?? []).compactMap { $0 as? Popover }
          .first { $0 !== invoice.popover && $0.parent === invoice.parent?.parent })
      XCTAssertEqual(Self.items(contextMenu).map(\.label), ["Delete", "Archive"])
      contextMenu.popup()
      waitUntil("the context menu is open") { contextMenu.isMapped }
      Self.items(contextMenu)[0].emitClicked()
      XCTAssertEqual(store.messages.map(\.subject), ["Lunch"])
      waitUntil("choosing closes the context menu") {
        !contextMenu.isVisible || !contextMenu.isMapped
      }
      flushObservations()
      XCTAssertEqual(menuButtons().map(\.accessibleLabel), ["More actions for Lunch"])
      window.destroy()
    }
  }
}
