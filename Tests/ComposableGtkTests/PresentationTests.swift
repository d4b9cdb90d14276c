import ComposableArchitecture
import ComposableGtk
import Gtk
import GtkTestSupport
import XCTest

final class PresentationTests: GtkTestCase {
  /// Child state opens a window over the parent; nil closes it; new child state replaces it;
  /// the user closing it sends the dismiss action, which closes it through the state.
  @MainActor
  func testWindowFollowsOptionalChildState() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Parent.Action]>([])
      let store = Store(initialState: Parent.State()) {
        Reduce<Parent.State, Parent.Action> { _, action in
          actions.withValue { $0.append(action) }
          return .none
        }
        Parent()
      }
      let parent = Window()
      presentAndWaitForFrame(parent)
      let opened = Shared<[Window]>([])
      let titleRuns = Shared(0)
      let token = parent.present(store, state: \.child, action: \.child, dismiss: .childDismissed) {
        childStore in
        let window = Window()
        let title = Label()
        title.observe {
          titleRuns.value += 1
          title.text = childStore.title
        }
        window.setChild(title)
        opened.value.append(window)
        return window
      }
      XCTAssertEqual(opened.value.count, 0, "nothing is presented while the state is nil")

      store.send(.show("first"))
      flushObservations()
      XCTAssertEqual(opened.value.count, 1)
      let first = opened.value[0]
      waitUntil("the child window is shown") { first.isMapped }

      store.send(.child(.rename("renamed")))
      flushObservations()
      XCTAssertEqual(opened.value.count, 1, "a change inside the child keeps its window")
      XCTAssertEqual(titleRuns.value, 2)

      store.send(.show("second"))
      flushObservations()
      XCTAssertEqual(opened.value.count, 2, "new child state replaces the window")
      XCTAssertFalse(first.isVisible, "the first window was destroyed")
      let second = opened.value[1]

      // The user closes it: it stays until the state says so, and the dismiss action is sent.
      XCTAssertTrue(second.emitCloseRequest(), "the window is kept open by the handler")
      XCTAssertEqual(actions.value.last, .childDismissed)
      XCTAssertNil(store.child)
      flushObservations()
      XCTAssertFalse(second.isVisible, "clearing the state closed it")
      XCTAssertEqual(actions.value.filter { $0 == .childDismissed }.count, 1)

      // Destroying the parent closes what it presents.
      store.send(.show("third"))
      flushObservations()
      let third = opened.value[2]
      XCTAssertTrue(third.isVisible)
      parent.destroy()
      token.cancel()
      XCTAssertFalse(third.isVisible)
    }
  }

  /// A window that other code destroys sends the dismiss action.
  @MainActor
  func testWindowDestroyedElsewhereSendsDismiss() async throws {
    try await onMainLoop {
      let store = Store(initialState: Parent.State()) { Parent() }
      let parent = Window()
      var child: Window?
      let token = parent.present(
        item: { store.scope(state: \.child, action: \.child) },
        onDismiss: { store.send(.childDismissed) }
      ) { _ in
        let window = Window()
        child = window
        return window
      }
      store.send(.show("x"))
      flushObservations()
      let window = try XCTUnwrap(child)
      child = nil
      window.destroy()
      _ = window
      waitUntil("the state is cleared") { store.child == nil }
      token.cancel()
      parent.destroy()
    }
  }

  /// A popover shows while child state exists; the user closing it sends the dismiss action
  /// once, and closing it from state sends none.
  @MainActor
  func testPopoverFollowsOptionalChildState() async throws {
    try await onMainLoop {
      let actions = LockIsolated<[Parent.Action]>([])
      let store = Store(initialState: Parent.State()) {
        Reduce<Parent.State, Parent.Action> { _, action in
          actions.withValue { $0.append(action) }
          return .none
        }
        Parent()
      }
      let popover = Popover()
      let button = MenuButton(label: "More")
      button.setPopover(popover)
      let window = Window()
      window.setChild(button)
      presentAndWaitForFrame(window)
      popover.present(
        item: { store.scope(state: \.child, action: \.child) },
        onDismiss: { store.send(.childDismissed) }
      ) { childStore in
        Label(childStore.title)
      }
      store.send(.show("details"))
      flushObservations()
      waitUntil("the popover is shown") { popover.isMapped }

      store.send(.childDismissed)
      flushObservations()
      waitUntil("the popover is hidden") { !popover.isVisible }
      MainLoop.drainPending()
      XCTAssertEqual(actions.value, [.show("details"), .childDismissed], "no dismiss echo")

      store.send(.show("again"))
      flushObservations()
      waitUntil("the popover is shown again") { popover.isMapped }
      popover.popdown()  // as Escape or a click outside would
      waitUntil("the dismiss action is sent") { store.child == nil }
      XCTAssertEqual(actions.value.filter { $0 == .childDismissed }.count, 2)
      window.destroy()
    }
  }

  /// Closing what a presentation shows ends the observations started while building it, even
  /// one that captured its widget: the content is released, and nothing runs for it any more.
  @MainActor
  func testClosedPopoverReleasesItsContentAndObservations() async throws {
    try await onMainLoop {
      let store = Store(initialState: Parent.State()) { Parent() }
      let popover = Popover()
      let button = MenuButton(label: "More")
      button.setPopover(popover)
      let window = Window()
      window.setChild(button)
      presentAndWaitForFrame(window)
      let runs = Shared(0)
      weak var content: Label?
      popover.present(
        item: { store.scope(state: \.child, action: \.child) },
        onDismiss: { store.send(.childDismissed) }
      ) { childStore in
        let label = Label()
        label.observe {
          runs.value += 1
          label.text = childStore.title
        }
        content = label
        return label
      }
      store.send(.show("details"))
      flushObservations()
      waitUntil("the popover is shown") { popover.isMapped }
      XCTAssertEqual(content?.text, "details")

      store.send(.childDismissed)
      flushObservations()
      waitUntil("the popover is hidden") { !popover.isVisible }
      XCTAssertNil(content, "the content and its observation were released")
      XCTAssertEqual(runs.value, 1)
      window.destroy()
    }
  }

  /// A presented child that is neither observable state nor `Identifiable` is told apart by
  /// its value: another value reopens the window, even when it replaces the first within one
  /// flush (dismissed and shown again, which the presentation only sees as a different child).
  @MainActor
  func testPlainChildReplacedByAnotherValueReopensItsWindow() async throws {
    try await onMainLoop {
      let store = Store(initialState: NoteParent.State()) { NoteParent() }
      let parent = Window()
      presentAndWaitForFrame(parent)
      let opened = Shared<[Window]>([])
      let token = parent.present(store, state: \.note, action: \.note, dismiss: .noteDismissed) {
        noteStore in
        let window = Window()
        window.setChild(Label(noteStore.text))
        opened.value.append(window)
        return window
      }

      store.send(.show("first"))
      flushObservations()
      XCTAssertEqual(opened.value.count, 1)

      store.send(.show("second"))
      flushObservations()
      XCTAssertEqual(opened.value.count, 2, "another value is another child")
      XCTAssertEqual(opened.value.first?.isVisible, false, "the first window was closed")

      store.send(.noteDismissed)
      store.send(.show("third"))
      flushObservations()
      XCTAssertEqual(opened.value.count, 3, "replaced within one flush, it still reopens")
      XCTAssertEqual(opened.value.dropFirst().first?.isVisible, false)

      store.send(.show("third"))
      flushObservations()
      XCTAssertEqual(opened.value.count, 3, "an equal value is the same child")
      XCTAssertEqual(opened.value.last?.isVisible, true)

      token.cancel()
      parent.destroy()
      XCTAssertEqual(opened.value.last?.isVisible, false)
    }
  }
}

/// A parent presenting a child that is plain data: neither observable state nor `Identifiable`.
@Reducer
private struct NoteParent {
  struct Note: Equatable {
    var text: String
  }

  @ObservableState
  struct State: Equatable {
    var note: Note?
  }

  enum Action: Equatable {
    case show(String)
    case noteDismissed
    case note(NoteAction)
  }

  enum NoteAction: Equatable {
    case edit(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .show(text): state.note = Note(text: text)
      case .noteDismissed: state.note = nil
      case let .note(.edit(text)): state.note?.text = text
      }
      return .none
    }
  }
}
