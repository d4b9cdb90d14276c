import Adw
import AdwTestSupport
import CAdw
import ComposableAdwViews
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

/// The showcase as PrimeTime would write it: pages with a switcher, an empty state, a toast
/// with Undo, a list with a detail page, and an alert.
struct ShowcaseView: View {
  @Bindable var store: StoreOf<Showcase>

  var body: some View {
    ViewStack(selection: $store.tab, title: "PrimeTime") {
      Text("Counter")
        .tabItem("Counter", iconName: "accessories-calculator-symbolic")
        .tag(Showcase.Tab.counter)
      FavoritesPage(store: store)
        .tabItem("Favorites", iconName: "starred-symbolic")
        .badge { store.favorites.count }
        .tag(Showcase.Tab.favorites)
      Text("Search")
        .tabItem("Search", iconName: "system-search-symbolic")
        .tag(Showcase.Tab.search)
    } headerEnd: {
      Button(iconName: "edit-clear-all-symbolic", accessibilityLabel: "Clear") {
        store.send(.clearTapped)
      }
    }
    .toast {
      store.lastRemoved.map { ToastState("Removed \($0)", buttonLabel: "Undo", timeout: 0) }
    } onButtonTapped: {
      store.send(.undoTapped)
    } onDismiss: {
      store.send(.toastDismissed)
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}

struct FavoritesPage: View {
  @Bindable var store: StoreOf<Showcase>

  var body: some View {
    Leaflet(item: $store.scope(state: \.detail, action: \.detail)) {
      StatusPage(
        iconName: "starred-symbolic",
        title: { store.favorites.isEmpty ? "No Favorites" : "\(store.favorites.count) Favorites" },
        description: { store.favorites.isEmpty ? "Star a prime in Search." : nil }
      ) {
        Clamp(maximumSize: 400) {
          BoxedList {
            ActionRow("7", subtitle: "the 4th prime", action: { store.send(.primeTapped(7)) }) {
              Image(iconName: "go-next-symbolic")
            }
            ActionRow("11", subtitle: { "starred: \(store.favorites.contains(11))" })
          }
        }
      }
    } detail: { detailStore in
      DetailPage(store: detailStore)
    } placeholder: {
      StatusPage(iconName: "view-list-symbolic", title: "Select a Prime")
    }
  }
}

struct DetailPage: View {
  let store: StoreOf<PrimeDetail>

  var body: some View {
    Text { "Prime \(store.prime)" }.cssClass("title-1").padding(24)
  }
}

final class AdwViewTests: AdwTestCase {
  @MainActor
  private func makeStore(
    _ state: Showcase.State = Showcase.State(), actions: LockIsolated<[Showcase.Action]>
  ) -> StoreOf<Showcase> {
    Store(initialState: state) {
      Reduce<Showcase.State, Showcase.Action> { _, action in
        actions.withValue { $0.append(action) }
        return .none
      }
      Showcase()
    }
  }

  @MainActor
  private func makeWindow(_ store: StoreOf<Showcase>, width: Int32 = 800) -> Gtk.Window {
    let window = Gtk.Window()
    window.setDefaultSize(width: width, height: 600)
    window.setContent { ShowcaseView(store: store) }
    return window
  }

  @MainActor
  private func viewStack(in window: Gtk.Window) throws -> Adw.ViewStack {
    try XCTUnwrap(firstDescendant(of: window, as: Adw.ViewStack.self))
  }

  /// Switching pages in the widget sets the selection in state, and setting it in state
  /// switches the page; the badge follows state.
  @MainActor
  func testViewStackSelectionFollowsAndDrivesState() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Showcase.Action]>([])
      let store = self.makeStore(actions: actions)
      let window = self.makeWindow(store)
      presentAndWaitForFrame(window)
      let stack = try self.viewStack(in: window)
      XCTAssertEqual(stack.pageCount, 3)
      XCTAssertEqual(stack.visibleChildName, "page-0")

      stack.visibleChildName = "page-1"
      XCTAssertEqual(store.tab, .favorites, "the user's switch reaches state")
      XCTAssertEqual(actions.value, [.binding(.set(\.tab, .favorites))])

      store.send(.binding(.set(\.tab, .search)))
      flushObservations()
      XCTAssertEqual(stack.visibleChildName, "page-2", "state switches the page")
      XCTAssertEqual(actions.value.count, 2, "the program's switch is not sent back")

      let favorites = stack.page(for: try XCTUnwrap(stack.children.dropFirst().first))
      XCTAssertEqual(favorites.title, "Favorites")
      XCTAssertEqual(favorites.badgeNumber, 3)
      store.send(.remove(3))
      flushObservations()
      XCTAssertEqual(favorites.badgeNumber, 2, "the badge follows state")
      window.destroy()
    }
  }

  /// A removal shows a toast; its Undo button sends the action, which clears the state, and
  /// the toast's dismissal after the button sends nothing more. A toast that goes away by
  /// itself sends its dismissal.
  @MainActor
  func testToastButtonSendsActionAndDismissalIsReported() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Showcase.Action]>([])
      let store = self.makeStore(actions: actions)
      let window = self.makeWindow(store)
      presentAndWaitForFrame(window)
      XCTAssertTrue(buttons(labelled: "Undo", in: window).isEmpty, "no toast without state")

      store.send(.remove(5))
      flushObservations()
      waitForFrame(window)
      let undo = try XCTUnwrap(buttons(labelled: "Undo", in: window).first, "the toast is shown")
      undo.emitClicked()
      XCTAssertEqual(store.favorites, [2, 3, 5], "Undo put the prime back")
      XCTAssertNil(store.lastRemoved)
      waitUntil("the toast is gone") { buttons(labelled: "Undo", in: window).isEmpty }
      XCTAssertEqual(actions.value, [.remove(5), .undoTapped], "no dismissal after the button")

      store.send(.remove(2))
      flushObservations()
      waitForFrame(window)
      let overlay = try XCTUnwrap(firstDescendant(of: window, as: Adw.ToastOverlay.self))
      // The toast's own close button, as the user would dismiss it.
      let close = try XCTUnwrap(
        overlay.descendants.compactMap { $0 as? Gtk.Button }.first { $0.hasCSSClass("circular") })
      close.emitClicked()
      waitUntil("the dismissal is sent") { actions.value.last == .toastDismissed }
      XCTAssertNil(store.lastRemoved)
      XCTAssertEqual(actions.value.filter { $0 == .toastDismissed }.count, 1)
      window.destroy()
    }
  }

  /// The status page's title and description follow state.
  @MainActor
  func testStatusPageFollowsState() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Showcase.Action]>([])
      let store = self.makeStore(actions: actions)
      let window = self.makeWindow(store)
      presentAndWaitForFrame(window)
      let pages = window.descendants.compactMap { $0 as? Adw.StatusPage }
      let page = try XCTUnwrap(pages.first { $0.iconName == "starred-symbolic" })
      XCTAssertEqual(page.title, "3 Favorites")
      XCTAssertNil(page.pageDescription)
      for prime in [2, 3, 5] { store.send(.remove(prime)) }
      flushObservations()
      XCTAssertEqual(page.title, "No Favorites")
      XCTAssertEqual(page.pageDescription, "Star a prime in Search.")
      window.destroy()
    }
  }

  /// Alert state opens a libadwaita message dialog: its destructive button sends the alert's
  /// action and closes it; a new alert answered by Escape (the close response), or closed as
  /// the window manager would, sends `.dismiss` once.
  @MainActor
  func testMessageDialogResponseSendsAlertAction() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Showcase.Action]>([])
      let store = self.makeStore(actions: actions)
      let window = self.makeWindow(store)
      presentAndWaitForFrame(window)
      XCTAssertTrue(openMessageDialogs().isEmpty)

      store.send(.clearTapped)
      flushObservations()
      let dialog = try XCTUnwrap(openMessageDialogs().first)
      XCTAssertEqual(dialog.heading, "Clear favorites?")
      XCTAssertEqual(dialog.body, "3 primes will be removed.")
      XCTAssertEqual(dialog.label(ofResponse: "1"), "Clear")
      XCTAssertEqual(dialog.appearance(ofResponse: "1"), .destructive)
      XCTAssertEqual(dialog.closeResponse, "0", "Escape answers Cancel")
      dialog.respond("1")
      XCTAssertEqual(store.favorites, [])
      XCTAssertNil(store.alert)
      flushObservations()
      waitUntil("the dialog is closed") { openMessageDialogs().isEmpty }

      store.send(.clearTapped)
      flushObservations()
      let second = try XCTUnwrap(openMessageDialogs().first)
      second.respond(second.closeResponse)
      XCTAssertNil(store.alert)
      flushObservations()
      waitUntil("the dialog is closed") { openMessageDialogs().isEmpty }

      store.send(.clearTapped)
      flushObservations()
      let third = try XCTUnwrap(openMessageDialogs().first)
      XCTAssertTrue(third.emitCloseRequest(), "the dialog stays until the state goes")
      _ = third.emitCloseRequest()
      XCTAssertNil(store.alert)
      flushObservations()
      waitUntil("the dialog is closed") { openMessageDialogs().isEmpty }
      XCTAssertEqual(
        actions.value,
        [
          .clearTapped, .alert(.presented(.confirmClear)), .clearTapped, .alert(.dismiss),
          .clearTapped, .alert(.dismiss),
        ], "each dialog is answered once")
      window.destroy()
    }
  }

  /// A click on an alert's button, delivered to the dialog's own button widget as GTK
  /// delivers it (`gtk_widget_activate`, what Enter or Space on the button does), sends the
  /// button's action and not `.dismiss`: libadwaita 1.2 closes the dialog before it emits
  /// `response`, and that close is part of the answer. Escape (the dialog's `window.close`
  /// binding) still dismisses.
  @MainActor
  func testClickingAlertButtonSendsItsAction() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Showcase.Action]>([])
      let store = self.makeStore(actions: actions)
      let window = self.makeWindow(store)
      presentAndWaitForFrame(window)

      store.send(.clearTapped)
      flushObservations()
      let dialog = try XCTUnwrap(openMessageDialogs().first)
      presentAndWaitForFrame(dialog)
      try self.screenshot(dialog, "adw-alert-before-click")
      let clear = try XCTUnwrap(buttons(labelled: "Clear", in: dialog).first)
      XCTAssertTrue(clear.pressActivationKey())
      waitUntil("the alert is answered") { store.alert == nil }
      XCTAssertEqual(store.favorites, [], "Clear cleared the favorites")
      flushObservations()
      waitUntil("the dialog is closed") { openMessageDialogs().isEmpty }

      store.send(.clearTapped)
      flushObservations()
      let second = try XCTUnwrap(openMessageDialogs().first)
      presentAndWaitForFrame(second)
      gtk_widget_activate_action_variant(cCast(second.gobjectPointer), "window.close", nil)
      waitUntil("Escape dismissed the alert") { store.alert == nil }
      flushObservations()
      waitUntil("the dialog is closed") { openMessageDialogs().isEmpty }
      XCTAssertEqual(
        actions.value,
        [.clearTapped, .alert(.presented(.confirmClear)), .clearTapped, .alert(.dismiss)])
      window.destroy()
    }
  }

  /// Activating a row presents the detail page in the leaflet; on a narrow window the detail
  /// replaces the list, and going back sends `.dismiss` and shows the list again.
  @MainActor
  func testLeafletShowsDetailAndNavigatesBack() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Showcase.Action]>([])
      let store = self.makeStore(Showcase.State(tab: .favorites), actions: actions)
      let window = self.makeWindow(store, width: 360)
      presentAndWaitForFrame(window)
      let leaflet = try XCTUnwrap(firstDescendant(of: window, as: Adw.Leaflet.self))
      waitUntil("the narrow window folds the leaflet") { leaflet.isFolded }
      let row = try XCTUnwrap(firstDescendant(of: window, as: Adw.ActionRow.self))
      XCTAssertEqual(row.title, "7")
      row.activate()
      XCTAssertEqual(store.detail?.prime, 7)
      flushObservations()
      let labels = { leaflet.descendants.compactMap { $0 as? Gtk.Label }.map(\.text) }
      XCTAssertTrue(labels().contains("Prime 7"), "the detail page is built")
      XCTAssertEqual(leaflet.visibleChildName, nil)
      XCTAssertFalse(leaflet.isVisibleChild(leaflet.children[0]), "the detail replaces the list")

      store.send(.detail(.presented(.next)))
      flushObservations()
      XCTAssertTrue(labels().contains("Prime 9"), "the detail page follows its state")

      XCTAssertTrue(leaflet.navigate(.back))
      XCTAssertNil(store.detail, "going back dismisses the detail")
      flushObservations()
      XCTAssertFalse(labels().contains("Prime 9"), "the detail page is gone")
      XCTAssertEqual(
        actions.value,
        [.primeTapped(7), .detail(.presented(.next)), .detail(.dismiss)])
      window.destroy()
    }
  }
}
