import Clocks
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

// View code as TCA's own examples write it (Search, Todos), each piece of which did not compile
// here before: a binding that sends a feature action, an animated binding, a task restarted by
// an id, and button and field styles.

@Reducer
private struct Lookup {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var searches: [String] = []
    var filter = 0
    var isShown = true
  }

  enum Action {
    case queryChanged(String)
    case filterChanged(Int)
    case search(String)
    case hide
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
      case let .filterChanged(filter):
        state.filter = filter
      case let .search(query):
        state.searches.append(query)
      case .hide:
        state.isShown = false
      }
      return .none
    }
  }
}

private final class TaskLog: @unchecked Sendable {
  var started: [String] = []
  var cancelled: [String] = []
}

private struct LookupView: View {
  @Bindable var store: StoreOf<Lookup>
  let clock: TestClock<Duration>
  let log: TaskLog

  var body: some View {
    if store.isShown {
      field
    } else {
      Text("Hidden")
    }
  }

  @ViewBuilder private var field: some View {
    let query = store.query
    VStack {
      TextField("City", text: $store.query.sending(\.queryChanged))
        .textFieldStyle(.plain)
      Button("Go") { store.send(.search(store.query)) }
        .buttonStyle(.borderedProminent)
    }
    .task(id: query) {
      log.started.append(query)
      do {
        try await clock.sleep(for: .seconds(1))
      } catch {
        log.cancelled.append(query)
      }
    }
  }
}

final class TCAViewParityTests: GtkTestCase {
  /// `$store.query.sending(\.queryChanged)` reads the state and sends the feature's action;
  /// `.task(id:)` starts again, cancelling the one before, when the id changes; the styles are
  /// GNOME's classes.
  @MainActor
  func testSendingBindingTaskIDAndStyles() async throws {
    try await onMainLoop {
      let store = Store(initialState: Lookup.State()) { Lookup() }
      let clock = TestClock()
      let log = TaskLog()
      let window = Gtk.Window()
      window.setContent { LookupView(store: store, clock: clock, log: log) }
      presentAndWaitForFrame(window)

      let field = try XCTUnwrap(window.descendants.compactMap { $0 as? Entry }.first)
      XCTAssertTrue(field.hasCSSClass("flat"), ".textFieldStyle(.plain)")
      let go = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Button }.first)
      XCTAssertTrue(go.hasCSSClass("suggested-action"), ".buttonStyle(.borderedProminent)")

      waitUntil("the first task has started") { log.started.count == 1 }
      field.text = "Oslo"
      XCTAssertEqual(store.query, "Oslo", "the edit is sent as .queryChanged")
      flushObservations()
      waitUntil("the second task has started") { log.started.count == 2 }
      store.send(.queryChanged("Bergen"))
      flushObservations()
      XCTAssertEqual(field.text, "Bergen", "the field reads the state")

      waitUntil("the tasks have run") { log.started.count == 3 }
      XCTAssertEqual(log.started, ["", "Oslo", "Bergen"], "a task per id")
      waitUntil("the tasks before were cancelled") { log.cancelled.count == 2 }
      XCTAssertEqual(log.cancelled, ["", "Oslo"])
      store.send(.hide)
      flushObservations()
      waitUntil("the last task ends with the view") { log.cancelled.count == 3 }
      window.destroy()
    }
  }

  /// `$store.filter.animation()` sets the value inside an animation transaction, as
  /// `withAnimation` does.
  @MainActor
  func testAnimatedBindingSetsWithinAnAnimation() async throws {
    var animations: [Animation?] = []
    let binding = ViewBinding<Int>(
      get: { 0 }, set: { _ in animations.append(Transaction.current?.animation) })
    binding.animation(.easeOut(duration: 0.2)).wrappedValue = 1
    binding.wrappedValue = 2
    XCTAssertEqual(animations, [.easeOut(duration: 0.2), nil])
  }
}

/// TCA's Onboarding case study edits shared state in a view through a local binding:
/// `@Binding(store.$signUpData) var signUpData`.
final class SharedBindingTests: GtkTestCase {
  @MainActor
  func testBindingToSharedReadsAndWritesTheSharedValue() async throws {
    try await onMainLoop {
      let email = Shared(value: "a@example.com")
      @Binding(email) var binding
      XCTAssertEqual(binding, "a@example.com")
      binding = "b@example.com"
      XCTAssertEqual(email.wrappedValue, "b@example.com", "a write through the binding sets it")
      email.withLock { $0 = "c@example.com" }
      XCTAssertEqual(binding, "c@example.com", "the binding reads what the shared value holds")
    }
  }
}
