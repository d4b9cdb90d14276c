import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

/// A feature of independent values for the value controls: each control is bound to a field
/// of its own, so that a change to one tells whether the others were touched.
@Reducer
struct Controls {
  enum Tab: Hashable, Sendable { case first, second, third }

  @ObservableState
  struct State: Equatable {
    var wifi = false
    var bluetooth = false
    var airplane = false
    var count = 0
    var price = 1.5
    var tab = Tab.first
    var progress = 0.0
    var title = "A"
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case set(State)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case let .set(next) = action { state = next }
      return .none
    }
  }
}

/// The new views: toggle styles, stepper, progress, grid and tab view. Each is built once; a
/// change of state sets only the widget bound to it; the program's own writes never come back
/// as binding actions (user edits).
final class ControlViewTests: GtkTestCase {
  /// The store, and a count of the binding actions it received: the user's edits.
  @MainActor
  private func makeStore(_ state: Controls.State = Controls.State())
    -> (StoreOf<Controls>, LockIsolated<Int>)
  {
    let edits = LockIsolated(0)
    let store = Store(initialState: state) {
      Reduce<Controls.State, Controls.Action> { _, action in
        if case .binding = action { edits.withValue { $0 += 1 } }
        return .none
      }
      Controls()
    }
    return (store, edits)
  }

  /// Counts a widget's `notify::PROPERTY` signals: how often its value was set.
  @MainActor
  private func countNotifications(of widget: Widget, _ property: String) -> () -> Int {
    let count = NotificationCount(0)
    widget.onNotify(property) { count.value += 1 }
    return { count.value }
  }

  @MainActor
  func testToggleStylesBuildTheirWidgetsAndDoNotEcho() async throws {
    try await onMainLoop {
      let (store, edits) = self.makeStore()
      let created = ViewGraph.widgetsCreated
      let root = VStack {
        Toggle("Wi-Fi", isOn: store.binding(\.wifi)).toggleStyle(.switch)
        Toggle("Bluetooth", isOn: store.binding(\.bluetooth)).toggleStyle(.checkbox)
        Toggle("Airplane", isOn: store.binding(\.airplane)).toggleStyle(.button)
      }.makeWidget()
      // A box; the switch's row (a box, its label and the switch); a check box; a toggle button.
      XCTAssertEqual(ViewGraph.widgetsCreated - created, 6)
      let window = Gtk.Window()
      window.setChild(root)
      presentAndWaitForFrame(window)
      let wifi = try XCTUnwrap(root.descendants.compactMap { $0 as? Switch }.first)
      let bluetooth = try XCTUnwrap(root.descendants.compactMap { $0 as? CheckButton }.first)
      let airplane = try XCTUnwrap(root.descendants.compactMap { $0 as? ToggleButton }.first)
      XCTAssertEqual(wifi.accessibleLabel, "Wi-Fi")
      XCTAssertEqual(bluetooth.label, "Bluetooth")
      XCTAssertEqual(airplane.label, "Airplane")
      let wifiSets = self.countNotifications(of: wifi, "active")
      let bluetoothSets = self.countNotifications(of: bluetooth, "active")
      let airplaneSets = self.countNotifications(of: airplane, "active")
      let built = ViewGraph.widgetsCreated

      // The program's writes: each sets its own widget once, and none is sent back.
      var state = store.state
      state.wifi = true
      store.send(.set(state))
      flushObservations()
      XCTAssertTrue(wifi.isActive)
      XCTAssertEqual([wifiSets(), bluetoothSets(), airplaneSets()], [1, 0, 0])
      state.bluetooth = true
      state.airplane = true
      store.send(.set(state))
      flushObservations()
      XCTAssertTrue(bluetooth.isActive && airplane.isActive)
      XCTAssertEqual([wifiSets(), bluetoothSets(), airplaneSets()], [1, 1, 1])
      XCTAssertEqual(edits.value, 0, "no write of the program came back as an edit")

      // The user's: one binding action each, and the state follows.
      wifi.isActive = false
      bluetooth.isActive = false
      airplane.isActive = false
      XCTAssertEqual(edits.value, 3)
      XCTAssertFalse(store.wifi || store.bluetooth || store.airplane)
      flushObservations()
      XCTAssertEqual(edits.value, 3, "following the edit sent nothing more")
      XCTAssertEqual(ViewGraph.widgetsCreated, built, "nothing was built")
      window.destroy()
    }
  }

  @MainActor
  func testStepperFollowsTheStateAndReportsOnlyUserChanges() async throws {
    try await onMainLoop {
      let (store, edits) = self.makeStore()
      let root = VStack {
        Stepper("Count", value: store.binding(\.count), in: 0...100)
        Stepper("Price", value: store.binding(\.price), in: 0...10, step: 0.5, digits: 2)
        Stepper("Steps", value: store.binding(\.count), step: 5)
      }.makeWidget()
      let window = Gtk.Window()
      window.setChild(root)
      presentAndWaitForFrame(window)
      let spins = root.descendants.compactMap { $0 as? SpinButton }
      XCTAssertEqual(spins.count, 3)
      let (count, price, steps) = (spins[0], spins[1], spins[2])
      XCTAssertEqual(count.accessibleLabel, "Count")
      XCTAssertEqual(count.value, 0)
      XCTAssertEqual(price.value, 1.5)
      XCTAssertEqual(price.digits, 2)
      let countSets = self.countNotifications(of: count, "value")
      let priceSets = self.countNotifications(of: price, "value")
      let built = ViewGraph.widgetsCreated

      var state = store.state
      state.count = 42
      store.send(.set(state))
      flushObservations()
      XCTAssertEqual(count.value, 42)
      XCTAssertEqual([countSets(), priceSets()], [1, 0], "only the count's spin button was set")
      // Out of range: shown clamped, and the clamping is not taken for an edit.
      state.count = 150
      store.send(.set(state))
      flushObservations()
      XCTAssertEqual(count.value, 100)
      XCTAssertEqual(store.count, 150)
      XCTAssertEqual(edits.value, 0)

      // The user's + and a value typed in: binding actions, and the state follows.
      count.value = 10
      XCTAssertEqual(store.count, 10)
      count.spin(up: true)
      XCTAssertEqual(store.count, 11)
      price.spin(up: false)
      XCTAssertEqual(store.price, 1.0)
      XCTAssertEqual(edits.value, 3)
      flushObservations()
      XCTAssertEqual(edits.value, 3, "following the edits sent nothing more")
      XCTAssertEqual(ViewGraph.widgetsCreated, built)

      // Without a range of its own (`Stepper("\(count)", value: $count)`), it takes what the
      // program writes as it is, and steps by its step.
      XCTAssertEqual(steps.value, 11)
      state = store.state
      state.count = -500
      store.send(.set(state))
      flushObservations()
      XCTAssertEqual(steps.value, -500)
      XCTAssertEqual(count.value, 0, "the bounded one clamps it")
      steps.spin(up: true)
      XCTAssertEqual(store.count, -495)
      window.destroy()
    }
  }

  @MainActor
  func testProgressViewFollowsItsClosureOnly() async throws {
    try await onMainLoop {
      let (store, _) = self.makeStore()
      let runs = Runs()
      let root = VStack {
        ProgressView {
          runs.count("progress")
          return store.progress
        }
        Text { store.title }
      }.makeWidget()
      let window = Gtk.Window()
      window.setChild(root)
      presentAndWaitForFrame(window)
      let bar = try XCTUnwrap(root.descendants.compactMap { $0 as? ProgressBar }.first)
      XCTAssertEqual(runs["progress"], 1)
      var state = store.state
      state.progress = 0.25
      store.send(.set(state))
      flushObservations()
      XCTAssertEqual(bar.fraction, 0.25)
      state.title = "B"
      store.send(.set(state))
      flushObservations()
      XCTAssertEqual(runs["progress"], 2, "a change of another field does not run it")
      window.destroy()
    }
  }

  /// A grid puts each row's views in the next columns, a view outside any row across all of
  /// them; a change inside a cell touches that cell only.
  @MainActor
  func testGridLaysOutRowsAndUpdatesOneCell() async throws {
    try await onMainLoop {
      let (store, _) = self.makeStore()
      let runs = Runs()
      let created = ViewGraph.widgetsCreated
      let root = Grid(horizontalSpacing: 10, verticalSpacing: 4) {
        GridRow {
          Text("Name")
          Text("Value")
          Text("Unit")
        }
        GridRow {
          Text("Title")
          Text {
            runs.count("title")
            return store.title
          }
        }
        Divider()
        GridRow {
          Text("Count")
          Text {
            runs.count("count")
            return "\(store.count)"
          }
        }
      }.makeWidget()
      // The grid and its 8 cells; no box around rows.
      XCTAssertEqual(ViewGraph.widgetsCreated - created, 9)
      let window = Gtk.Window()
      window.setChild(root)
      presentAndWaitForFrame(window)
      let grid = try XCTUnwrap(root as? Gtk.Grid)
      XCTAssertEqual(grid.rowSpacing, 4)
      XCTAssertEqual(grid.columnSpacing, 10)
      @MainActor func text(_ column: Int32, _ row: Int32) -> String? {
        grid.child(column: column, row: row).flatMap { cell in
          Self.labels(in: grid).first { $0.gobjectPointer == cell.gobjectPointer }?.text
        }
      }
      XCTAssertEqual(
        [text(0, 0), text(1, 0), text(2, 0)], ["Name", "Value", "Unit"])
      XCTAssertEqual([text(0, 1), text(1, 1)], ["Title", "A"])
      XCTAssertNil(grid.child(column: 2, row: 1))
      // The divider spans the three columns of row 2.
      let divider = try XCTUnwrap(grid.child(column: 0, row: 2))
      XCTAssertEqual(grid.child(column: 2, row: 2)?.gobjectPointer, divider.gobjectPointer)
      XCTAssertEqual([text(0, 3), text(1, 3)], ["Count", "0"])

      let built = ViewGraph.widgetsCreated
      var state = store.state
      state.title = "B"
      store.send(.set(state))
      flushObservations()
      XCTAssertEqual(text(1, 1), "B")
      XCTAssertEqual(runs.counts, ["title": 2, "count": 1])
      XCTAssertEqual(ViewGraph.widgetsCreated, built)
      window.destroy()
    }
  }

  /// A tab view builds every page once; the selection picks the visible page, the user's pick
  /// sets the selection, and the program's own change is not sent back.
  @MainActor
  func testTabViewSwitchesPagesWithoutRebuildingThem() async throws {
    try await onMainLoop {
      let (store, edits) = self.makeStore()
      let runs = Runs()
      let bodyRuns = ViewGraph.bodyRuns
      let created = ViewGraph.widgetsCreated
      let root = TabView(selection: store.binding(\.tab)) {
        Text {
          runs.count("first")
          return "first \(store.title)"
        }
        .tabItem("First")
        .tag(Controls.Tab.first)
        VStack {
          Text("second")
          Button("Next") { store.send(.binding(.set(\.tab, .third))) }
        }
        .tabItem("Second")
        .tag(Controls.Tab.second)
        Text("third")
          .tabItem("Third")
          .tag(Controls.Tab.third)
      }.makeWidget()
      // Pages: a label, a box of a label and a button, a label; the stack, its switcher and
      // the box of both.
      XCTAssertEqual(ViewGraph.widgetsCreated - created, 8)
      let window = Gtk.Window()
      window.setChild(root)
      presentAndWaitForFrame(window)
      let stack = try XCTUnwrap(root.descendants.compactMap { $0 as? Gtk.Stack }.first)
      XCTAssertEqual(stack.visibleChildName, "page-0")
      // The switcher's tabs carry the pages' titles.
      let tabTitles = root.descendants.compactMap { ($0 as? Gtk.Label)?.text }
      for title in ["First", "Second", "Third"] { XCTAssertTrue(tabTitles.contains(title)) }
      let switches = self.countNotifications(of: stack, "visible-child-name")
      let built = ViewGraph.widgetsCreated

      // The program picks a page: only the visible child changes.
      var state = store.state
      state.tab = .second
      store.send(.set(state))
      flushObservations()
      XCTAssertEqual(stack.visibleChildName, "page-1")
      XCTAssertEqual(switches(), 1)
      XCTAssertEqual(edits.value, 0)

      // The user picks one (as the switcher does): the selection follows, once.
      stack.visibleChildName = "page-2"
      XCTAssertEqual(store.tab, .third)
      XCTAssertEqual(edits.value, 1)
      flushObservations()
      XCTAssertEqual(edits.value, 1)
      XCTAssertEqual(switches(), 2)

      // A button on a page sets the tab through the binding too.
      stack.visibleChildName = "page-1"
      let next = try XCTUnwrap(
        root.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Next" })
      next.emitClicked()
      flushObservations()
      XCTAssertEqual(stack.visibleChildName, "page-2")

      XCTAssertEqual(ViewGraph.widgetsCreated, built, "switching built nothing")
      XCTAssertEqual(ViewGraph.bodyRuns, bodyRuns, "and ran no body")
      XCTAssertEqual(runs["first"], 1, "the first page's text was not rebuilt or re-run")
      window.destroy()
    }
  }

  /// `.toolbar` makes the window's header bar of its items, in their places; the items'
  /// closures are observations like any other, and a toolbar inside an `if` goes with its
  /// branch.
  @MainActor
  func testToolbarBecomesTheWindowsHeaderBar() async throws {
    try await onMainLoop {
      let (store, _) = self.makeStore()
      let runs = Runs()
      let window = Gtk.Window()
      window.setContent {
        if !store.airplane {
          Text("content")
            .toolbar {
              ToolbarItem(placement: .navigation) {
                Button("Back") {}
              }
              ToolbarItem(placement: .principal) {
                Text {
                  runs.count("title")
                  return store.title
                }
              }
              ToolbarItem(placement: .primaryAction) {
                Button("First") {}
              }
              ToolbarItem(placement: .confirmationAction) {
                Button("Second") {}
              }
            }
        }
      }
      presentAndWaitForFrame(window)
      let header = try XCTUnwrap(
        window.children.first { widget in
          Self.labels(in: widget).contains { $0.text == "Back" }
        }, "the header bar is one of the window's own children")
      XCTAssertFalse(Self.labels(in: header).contains { $0.text == "content" })
      XCTAssertEqual(
        Self.labels(in: header).map(\.text), ["Back", "A", "First", "Second"],
        "start, title, then the end items in the order written")
      let built = ViewGraph.widgetsCreated

      var state = store.state
      state.title = "B"
      store.send(.set(state))
      flushObservations()
      XCTAssertEqual(Self.labels(in: header).map(\.text), ["Back", "B", "First", "Second"])
      XCTAssertEqual(runs["title"], 2)
      XCTAssertEqual(ViewGraph.widgetsCreated, built)

      // The branch goes, and its header bar with it.
      state.airplane = true
      store.send(.set(state))
      flushObservations()
      XCTAssertFalse(
        window.children.contains { widget in
          Self.labels(in: widget).contains { $0.text == "Back" }
        })
      window.destroy()
    }
  }

  /// Destroying the window releases the store with every new view in it.
  @MainActor
  func testDestroyingTheWindowReleasesTheStore() async throws {
    try await onMainLoop {
      weak var weakStore: StoreOf<Controls>?
      weak var weakWindow: Gtk.Window?
      do {
        let (store, _) = self.makeStore()
        weakStore = store
        let window = Gtk.Window()
        weakWindow = window
        window.setContent {
          TabView(selection: store.binding(\.tab)) {
            Grid {
              GridRow {
                Text("Wi-Fi")
                Toggle("", isOn: store.binding(\.wifi)).toggleStyle(.switch)
              }
              GridRow {
                Text("Count")
                Stepper("", value: store.binding(\.count), in: 0...10)
              }
            }
            .tabItem("Settings")
            .tag(Controls.Tab.first)
            VStack {
              Toggle("Bluetooth", isOn: store.binding(\.bluetooth)).toggleStyle(.checkbox)
              ProgressView { store.progress }
            }
            .tabItem("More")
            .tag(Controls.Tab.second)
          }
        }
        presentAndWaitForFrame(window)
        var state = store.state
        state.tab = .second
        state.wifi = true
        store.send(.set(state))
        flushObservations()
        window.destroy()
      }
      waitUntil("the window and the store are released") {
        weakWindow == nil && weakStore == nil
      }
    }
  }

  @MainActor
  static func labels(in root: Widget) -> [Gtk.Label] {
    root.descendants.compactMap { $0 as? Gtk.Label }
  }

  /// SwiftUI's forms: `.tag(…)` before `.tabItem { Text(…) }` or `.tabItem { Label(…) }`, as
  /// TCA's shared-state case studies write their tabs. The tabs read the labels' titles, and a
  /// click on a tab (its switcher button, activated as GTK activates it) sets the selection.
  @MainActor
  func testTabItemsLabelledByViewsAndTaggedBefore() async throws {
    try await onMainLoop {
      let (store, _) = self.makeStore()
      let window = Gtk.Window()
      window.setContent {
        TabView(selection: store.binding(\.tab)) {
          Text("Counting")
            .tag(Controls.Tab.first)
            .tabItem { Text("Counter") }
          Text("Profile page")
            .tag(Controls.Tab.second)
            .tabItem { Label("Profile", systemImage: "person") }
        }
      }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let switcher = try XCTUnwrap(window.descendants.compactMap { $0 as? StackSwitcher }.first)
      let tabs = switcher.descendants.compactMap { $0 as? ToggleButton }
      let titles = tabs.map { tab in
        tab.descendants.compactMap { ($0 as? Gtk.Label)?.text }.joined()
      }
      XCTAssertEqual(titles, ["Counter", "Profile"])

      XCTAssertTrue(tabs[1].pressActivationKey())
      waitUntil("the tab's tag is the selection") { store.tab == .second }
      let stack = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Stack }.first)
      XCTAssertEqual(stack.visibleChildName, "page-1")
    }
  }

  /// `.symbolVariant` as TCA's favoriting case study writes it: the image follows the state
  /// between the symbol and its filled variant (Adwaita's empty and full stars).
  @MainActor
  func testSymbolVariantFollowsTheState() async throws {
    try await onMainLoop {
      let (store, _) = self.makeStore()
      let window = Gtk.Window()
      window.setContent {
        Button {
          store.send(.binding(.set(\.wifi, !store.wifi)))
        } label: {
          Image(systemName: "star")
            .symbolVariant(store.wifi ? .fill : .none)
        }
      }
      defer { window.destroy() }
      presentAndWaitForFrame(window)
      let image = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Image }.first)
      XCTAssertEqual(image.iconName, "non-starred-symbolic")
      let button = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Button }.first)
      pressAndWaitForClick(button)
      waitUntil("the filled star shows") { image.iconName == "starred-symbolic" }
      pressAndWaitForClick(button)
      waitUntil("the empty star again") { image.iconName == "non-starred-symbolic" }
    }
  }
}

/// A mutable count a signal handler can update.
@MainActor
private final class NotificationCount<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
