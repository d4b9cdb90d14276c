import AsyncTestSupport
import Clocks
import Foundation
import Observation
import Testing

@testable import ComposableArchitecture

/// A screen of a navigation stack: it counts, runs a timer, saves and pops itself.
@Reducer
private struct Screen {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var wasPresented = false
    var isSaved = false
  }
  enum Action: Equatable {
    case increment
    case startTimer
    case stopTimer
    case tick
    case checkPresentation
    case closeButtonTapped
    case saveButtonTapped
    case saved
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment, .tick:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      case .checkPresentation:
        state.wasPresented = isPresented
        return .none
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .saveButtonTapped:
        // Saving takes a while, then the screen closes itself.
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.saved)
          await dismiss()
        }
      case .saved:
        state.isSaved = true
        return .none
      }
    }
  }
}

/// The root of a stack of screens; it logs what it sees of the stack's actions, and edits the
/// stack itself.
@Reducer
private struct Root {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Screen.State>()
    var log: [String] = []
  }
  enum Action: Equatable {
    case path(StackActionOf<Screen>)
    case pushScreen
    case popLast
    case popToRoot
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushScreen:
        state.path.append(Screen.State())
        return .none
      case .popLast:
        state.path.removeLast()
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case let .path(.element(id, .increment)):
        state.log.append("parent saw increment of \(id) at \(state.path[id: id]?.count ?? -1)")
        return .none
      case let .path(.popFrom(id)):
        state.log.append("parent saw popFrom \(id) with \(state.path.count) screens")
        return .none
      case let .path(.push(id, _)):
        state.log.append("parent saw push of \(id) with \(state.path.count) screens")
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Screen()
    }
  }
}

/// An editor screen: a second kind of screen for a stack of several features.
@Reducer
private struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: Equatable {
    case textChanged(String)
    case doneButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .textChanged(text):
        state.text = text
        return .none
      case .doneButtonTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
private enum Path {
  case screen(Screen)
  case editor(Editor)
}

extension Path.State: Equatable {}
extension Path.Action: Equatable {}

/// A root whose stack holds screens and editors, with the `@Reducer enum` form of `forEach`.
@Reducer
private struct PathRoot {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var lastEditedText = ""
  }
  enum Action: Equatable {
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.popFrom(id)):
        // The parent reads the editor one last time before it goes.
        if let text = state.path[id: id, case: \.editor]?.text {
          state.lastEditedText = text
        }
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@MainActor
@Suite struct StackNavigationTests {
  // MARK: - Pushing, element actions, popping

  @Test func pushAddsTheElementUnderItsIDThenRunsTheParent() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(\.path.push, (id: 0, Screen.State())) {
      $0.path[id: 0] = Screen.State()
      $0.log = ["parent saw push of #0 with 1 screens"]
    }
    await store.send(.path(.push(id: 1, state: Screen.State(count: 5)))) {
      $0.path[id: 1] = Screen.State(count: 5)
      $0.log.append("parent saw push of #1 with 2 screens")
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func elementActionsRunTheElementThenTheParent() async {
    let store = TestStore(initialState: Root.State(path: [Screen.State(), Screen.State()])) {
      Root()
    }
    await store.send(\.path[id: 1].increment) {
      $0.path[id: 1]?.count = 1
      $0.log = ["parent saw increment of #1 at 1"]
    }
    await store.send(.path(.element(id: 0, action: .increment))) {
      $0.path[id: 0]?.count = 1
      $0.log.append("parent saw increment of #0 at 1")
    }
  }

  @Test func popFromRunsTheParentThenPopsTheElementAndEverythingAbove() async {
    let store = TestStore(
      initialState: Root.State(path: [Screen.State(), Screen.State(), Screen.State()])
    ) {
      Root()
    }
    await store.send(\.path.popFrom, 1) {
      $0.log = ["parent saw popFrom #1 with 3 screens"]
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func anElementDismissesItselfWithTheDismissDependency() async {
    let store = TestStore(initialState: Root.State(path: [Screen.State(), Screen.State()])) {
      Root()
    }
    await store.send(\.path[id: 1].closeButtonTapped)
    await store.receive(\.path.popFrom, id: 1) {
      $0.log = ["parent saw popFrom #1 with 2 screens"]
      $0.path[id: 1] = nil
    }
  }

  @Test func anElementFinishesItsEffectThenDismissesItself() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Root.State(path: [Screen.State()])) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.path[id: 0].saveButtonTapped)
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await store.receive(\.path[id: 0].saved) {
      $0.path[id: 0]?.isSaved = true
    }
    await store.receive(\.path.popFrom, 0) {
      $0.log = ["parent saw popFrom #0 with 1 screens"]
      $0.path = []
    }
  }

  @Test func isPresentedIsTrueInsideElements() async {
    let store = TestStore(initialState: Root.State(path: [Screen.State()])) { Root() }
    await store.send(\.path[id: 0].checkPresentation) {
      $0.path[id: 0]?.wasPresented = true
    }
  }

  // MARK: - Cancellation

  @Test func poppingAnElementCancelsItsLongRunningEffect() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Root.State(path: [Screen.State()])) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.path[id: 0].startTimer)
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.count = 1 }
    await store.send(\.path.popFrom, 0) {
      $0.log = ["parent saw popFrom #0 with 1 screens"]
      $0.path = []
    }
    // The timer ended with its screen: nothing ticks, and nothing is left running at the end.
    await clock.advance(by: .seconds(5))
  }

  @Test func theParentEditingTheStackCancelsTheEffectsOfRemovedElements() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Root.State(path: [Screen.State(), Screen.State()])) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.path[id: 0].startTimer)
    await store.send(\.path[id: 1].startTimer)
    await store.send(.popLast) { $0.path.removeLast() }
    // Only the remaining screen's timer still ticks.
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.count = 1 }
    await store.send(.popToRoot) { $0.path.removeAll() }
    await clock.advance(by: .seconds(5))
  }

  @Test func elementsCancelInTheirOwnNamespace() async {
    let clock = CountingTestClock()
    let store = TestStore(initialState: Root.State(path: [Screen.State(), Screen.State()])) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.path[id: 0].startTimer)
    await store.send(\.path[id: 1].startTimer)
    // Both timers use the same cancellation id; stopping one leaves the other running.
    await store.send(\.path[id: 0].stopTimer)
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.count = 1 }
    await store.send(\.path[id: 1].stopTimer)
    // Neither timer ticks any more.
    await clock.advance(by: .seconds(5))
  }

  // MARK: - Ids

  @Test func idsCountFromZeroInEachTestStore() async {
    for _ in 1...2 {
      let store = TestStore(initialState: Root.State()) { Root() }
      await store.send(.pushScreen) { $0.path[id: 0] = Screen.State() }
      await store.send(.pushScreen) { $0.path[id: 1] = Screen.State() }
    }
  }

  @Test func idsCountFromZeroInAnotherTestToo() async {
    let store = TestStore(initialState: Root.State(path: [Screen.State(count: 7)])) { Root() }
    #expect(store.state.path.ids == [0])
    await store.send(.pushScreen) { $0.path[id: 1] = Screen.State() }
  }

  @Test func appendedIDsComeAfterPushedOnes() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(\.path.push, (id: 4, Screen.State())) {
      $0.path[id: 4] = Screen.State()
      $0.log = ["parent saw push of #4 with 1 screens"]
    }
    await store.send(.pushScreen) { $0.path[id: 5] = Screen.State() }
  }

  // MARK: - Issues

  @Test func anActionForAMissingElementIsReported() async {
    let store = TestStore(initialState: Root.State(path: [Screen.State()])) { Root() }
    await withKnownIssue {
      await store.send(\.path[id: 3].increment) {
        $0.log = ["parent saw increment of #3 at -1"]
      }
    } matching: {
      issueMatching(
        "A \"forEach\" at \"ComposableArchitectureTests/StackNavigationTests.swift:",
        "received an action for a missing element.\n\n  Action:\n    Screen.Action.increment\n"
      )($0)
    }
  }

  @Test func poppingAMissingElementIsReported() async {
    let store = TestStore(initialState: Root.State(path: [Screen.State()])) { Root() }
    await withKnownIssue {
      await store.send(\.path.popFrom, 2) {
        $0.log = ["parent saw popFrom #2 with 1 screens"]
      }
    } matching: {
      issueMatching(
        "received a \"popFrom\" action for a missing element.\n\n  ID:\n    #2\n  Path IDs:\n"
      )($0)
    }
  }

  @Test func pushingAnIDThatIsTakenOrTooSmallIsReported() async {
    let store = TestStore(initialState: Root.State(path: [Screen.State(), Screen.State()])) {
      Root()
    }
    await withKnownIssue {
      await store.send(\.path.push, (id: 1, Screen.State(count: 9))) {
        $0.log = ["parent saw push of #1 with 2 screens"]
      }
    } matching: {
      issueMatching(
        "received a \"push\" action for an element it already contains.\n\n  ID:\n    #1\n"
      )($0)
    }
    await store.send(.popLast) { $0.path.removeLast() }
    await store.send(\.path.push, (id: 2, Screen.State())) {
      $0.path[id: 2] = Screen.State()
      $0.log.append("parent saw push of #2 with 2 screens")
    }
    await withKnownIssue {
      await store.send(\.path.push, (id: 1, Screen.State())) {
        $0.log.append("parent saw push of #1 with 2 screens")
      }
    } matching: {
      issueMatching(
        "received a \"push\" action with an unexpected generational ID.\n\n  ID:\n    #1\n",
        "Path IDs:\n    [#0, #2]"
      )($0)
    }
  }

  @Test func stateFailuresShowTheElementsWithTheirIDs() async {
    let store = TestStore(initialState: Root.State(path: [Screen.State(), Screen.State()])) {
      Root()
    }
    await withKnownIssue {
      await store.send(\.path[id: 1].increment) {
        $0.path[id: 0]?.count = 1
        $0.log = ["parent saw increment of #1 at 1"]
      }
    } matching: {
      issueMatching(
        "A state change does not match expectation", "#0: Screen.State(", "#1: Screen.State(")($0)
    }
  }

  // MARK: - A stack of several features

  @Test func aReducerEnumPathRunsEachFeatureOnItsCase() async {
    let store = TestStore(initialState: PathRoot.State()) { PathRoot() }
    await store.send(\.path.push, (id: 0, .screen(Screen.State()))) {
      $0.path[id: 0] = .screen(Screen.State())
    }
    await store.send(\.path.push, (id: 1, .editor(Editor.State()))) {
      $0.path[id: 1] = .editor(Editor.State())
    }
    await store.send(\.path[id: 0].screen.increment) {
      $0.path[id: 0, case: \.screen]?.count = 1
    }
    await store.send(\.path[id: 1].editor.textChanged, "Hello") {
      $0.path[id: 1, case: \.editor]?.text = "Hello"
    }
    await store.send(\.path[id: 1].editor.doneButtonTapped)
    await store.receive(\.path.popFrom, id: 1) {
      $0.lastEditedText = "Hello"
      $0.path[id: 1] = nil
    }
    await store.send(\.path[id: 0].screen.closeButtonTapped)
    await store.receive(\.path.popFrom, id: 0) {
      $0.path = []
    }
  }

  // MARK: - Stores for views

  @Test func elementStoresComeFromTheStackStore() {
    let store = Store(initialState: PathRoot.State()) { PathRoot() }
    store.send(.path(.push(id: 0, state: .screen(Screen.State()))))
    store.send(.path(.push(id: 1, state: .editor(Editor.State()))))
    let pathStore = store.scope(state: \.path, action: \.path)
    #expect(pathStore.ids == [0, 1])

    guard let screenStore = pathStore.scope(state: \.[id: 0], action: \.[id: 0]),
      case let .screen(screen) = screenStore.case
    else {
      Issue.record("Expected the store of a screen")
      return
    }
    #expect(pathStore.scope(state: \.[id: 0], action: \.[id: 0]) === screenStore)
    screen.send(.increment)
    #expect(store.path[id: 0, case: \.screen]?.count == 1)
    #expect(screen.count == 1)

    guard let editorStore = pathStore.scope(state: \.[id: 1], action: \.[id: 1]),
      case let .editor(editor) = editorStore.case
    else {
      Issue.record("Expected the store of an editor")
      return
    }
    editor.send(.textChanged("Hi"))
    #expect(store.path[id: 1, case: \.editor]?.text == "Hi")

    // A popped element has no store any more, but the store a view holds still reads its last
    // state while the view goes away.
    store.send(.path(.popFrom(id: 1)))
    #expect(pathStore.scope(state: \.[id: 1], action: \.[id: 1]) == nil)
    #expect(editor.text == "Hi")
    #expect(store.lastEditedText == "Hi")
  }

  @Test func theStoresOfPoppedElementsLeaveTheCache() {
    let store = Store(initialState: Root.State()) { Root() }
    let pathStore = store.scope(state: \.path, action: \.path)
    for _ in 0..<200 {
      store.send(.pushScreen)
      let id = store.path.ids.last!
      _ = pathStore.scope(state: \.[id: id], action: \.[id: id])
      store.send(.popLast)
    }
    // Without the sweep, the cache would hold the stores of all 200 popped screens.
    #expect(pathStore.children.count < 100)
  }

  @Test func observersOfTheStackHearOfPushesAndPopsNotOfChangesInsideScreens() {
    let store = Store(initialState: PathRoot.State()) { PathRoot() }
    store.send(.path(.push(id: 0, state: .screen(Screen.State()))))

    // A screen changing its own state is no change of the stack's: a navigation view following
    // the stack rebuilds nothing.
    let afterIncrement = changes { _ = store.path.ids }
    store.send(.path(.element(id: 0, action: .screen(.increment))))
    #expect(afterIncrement.value == 0)
    #expect(store.path[id: 0, case: \.screen]?.count == 1)

    let afterPush = changes { _ = store.path.ids }
    store.send(.path(.push(id: 1, state: .editor(Editor.State()))))
    #expect(afterPush.value == 1)

    let afterPop = changes { _ = store.path.ids }
    store.send(.path(.popFrom(id: 1)))
    #expect(afterPop.value == 1)
  }

  // MARK: - StackState

  @Test func stackStateEditsKeepIDs() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var stack: StackState<Int> = [10, 20, 30]
      #expect(stack.ids == [0, 1, 2])
      #expect(Array(stack) == [10, 20, 30])
      stack.append(40)
      #expect(stack.ids == [0, 1, 2, 3])
      stack[id: 1]? += 1
      stack[2] += 1
      #expect(Array(stack) == [10, 21, 31, 40])
      #expect(stack.popLast() == 40)
      stack.pop(to: 1)
      #expect(stack.ids == [0, 1])
      stack.append(contentsOf: [50, 60])
      #expect(stack.ids == [0, 1, 4, 5])
      stack.removeLast(2)
      stack.pop(from: 1)
      #expect(stack.ids == [0])
      stack[id: 0] = nil
      #expect(stack.isEmpty)
      stack.append(70)
      stack.insert(65, at: 0)
      #expect(Array(stack) == [65, 70])
      #expect(stack.ids == [7, 6])
      stack.append(contentsOf: [80, 90])
      #expect(stack.filter { $0 >= 80 }.ids == [8, 9])
      stack.removeAll { $0 < 70 || $0 == 80 }
      #expect(stack.ids == [6, 9])
      #expect(Array(stack) == [70, 90])
      stack.removeAll()
      #expect(stack.isEmpty)
    }
  }

  @Test func stackStatesAreEqualWithTheSameIDs() {
    let (a, b) = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      (StackState([1, 2]), StackState([1, 2]))
    }
    #expect(a != b)
    #expect(Array(a) == Array(b))
    var c = a
    c[id: 1] = 2
    #expect(c == a)
    #expect(Set([a, c]).count == 1)
  }

  @Test func stackStateDumpsAndCodes() throws {
    let stack = withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      StackState(["a", "b"])
    }
    #expect(
      String(customDumping: stack) == """
        [
          #0: "a",
          #1: "b"
        ]
        """
    )
    #expect(String(customDumping: StackElementID(integerLiteral: 3)) == "#3")
    #expect("\(StackElementID(integerLiteral: 3))" == "#3")
    let data = try JSONEncoder().encode(stack)
    #expect(String(decoding: data, as: UTF8.self) == #"["a","b"]"#)
    let decoded = try withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      try JSONDecoder().decode(StackState<String>.self, from: data)
    }
    #expect(decoded == stack)
  }

  @Test func stackElementIDGeneratorCountsUp() {
    let generator = StackElementIDGenerator.incrementing
    #expect(generator.peek() == 0)
    #expect(generator() == 0)
    #expect(generator.next() == 1)
    #expect(generator.peek() == 2)
  }
}
