import ComposableArchitecture
import PropertyBased
import Testing

/// Issue 14's `TestStore` property: with exhaustivity on, a test whose expectation leaves out
/// any one generated state change fails — whether the change was made by the sent action or by
/// the action its effect fed back, and whatever kind of member it touched (a number, a string,
/// an array, a nested non-observable struct, an optional, an identified array's row) — and
/// the failure names the member; the same test with every change written out passes; and with
/// exhaustivity off, leaving a change out is allowed.
///
/// Every change is relative to the value it finds (add, append, toggle), so leaving one out
/// almost always leaves a different state; where it does not (a row appended and bumped to 80,
/// or, without it, a bump that appends a row of 80 to an empty list), the test store is
/// rightly silent, and the property expects exactly that: a failure if and only if the step
/// written without the change ends somewhere else.
@MainActor
@Suite struct TestStoreExhaustivityPropertyTests {
  enum Change: Equatable, Sendable {
    case count(Int)
    case name(String)
    case tag(String)
    case flag
    case level(Int)
    case optional(Int)
    case newRow(Int)
    case bumpRow(Int)

    /// The members of `Form.State` the change writes, as a failure's diff names them.
    var members: [String] {
      switch self {
      case .count: ["count"]
      case .name: ["name"]
      case .tag: ["tags"]
      case .flag: ["isOn"]
      case .level: ["level"]
      case .optional: ["limit"]
      case .newRow, .bumpRow: ["rows", "nextRowID"]
      }
    }

    /// Sets the member this change writes to its value in `source`.
    func copy(from source: Form.State, to state: inout Form.State) {
      switch self {
      case .count: state.count = source.count
      case .name: state.name = source.name
      case .tag: state.tags = source.tags
      case .flag: state.settings.isOn = source.settings.isOn
      case .level: state.settings.level = source.settings.level
      case .optional: state.limit = source.limit
      case .newRow, .bumpRow:
        state.rows = source.rows
        state.nextRowID = source.nextRowID
      }
    }

    func apply(to state: inout Form.State) {
      switch self {
      case let .count(amount): state.count += 1 + amount
      case let .name(suffix): state.name += suffix
      case let .tag(tag): state.tags.append(tag)
      case .flag: state.settings.isOn.toggle()
      case let .level(amount): state.settings.level += 1 + amount
      case let .optional(value): state.limit = state.limit.map { $0 + 1 + value } ?? value
      case let .newRow(value):
        state.rows.append(Form.Row(id: state.nextRowID, value: value))
        state.nextRowID += 1
      case let .bumpRow(index):
        if state.rows.isEmpty {
          Change.newRow(index).apply(to: &state)
        } else {
          state.rows[index % state.rows.count].value += 1
        }
      }
    }
  }

  @Reducer
  struct Form {
    struct Settings: Equatable {
      var isOn = false
      var level = 0
    }
    struct Row: Equatable, Identifiable {
      let id: Int
      var value: Int
    }
    @ObservableState
    struct State: Equatable {
      var count = 0
      var name = ""
      var tags: [String] = []
      var settings = Settings()
      var limit: Int?
      var rows: IdentifiedArrayOf<Row> = []
      var nextRowID = 0
    }
    enum Action: Equatable {
      case apply([Change], then: [Change])
      case applied([Change])
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .apply(changes, then: later):
          for change in changes { change.apply(to: &state) }
          return later.isEmpty ? .none : .send(.applied(later))
        case let .applied(changes):
          for change in changes { change.apply(to: &state) }
          return .none
        }
      }
    }
  }

  static let change = zip(Gen.int(in: 0...7), Gen.int(in: 0...99)).map { kind, value -> Change in
    switch kind {
    case 0: .count(value)
    case 1: .name(String(UnicodeScalar(UInt8(97 + value % 26))))
    case 2: .tag("t\(value)")
    case 3: .flag
    case 4: .level(value)
    case 5: .optional(value)
    case 6: .newRow(value)
    default: .bumpRow(value)
    }
  }

  /// The changes the sent action makes, the ones its effect's action makes, and which one of
  /// all of them the incomplete expectation leaves out.
  static let scenario = zip(change.array(of: 1...5), change.array(of: 0...4), Gen.int(in: 0...99))

  /// Runs a test of `sent` and `received` against a fresh store and returns what the store
  /// reported. The expectations leave out the change at `omitted` (counting through both
  /// lists). With exhaustivity on they repeat each change; with it off they set each changed
  /// member to its value after the step, as a non-exhaustive test is written (the closure runs
  /// on the actual state there, where repeating a relative change would rightly fail).
  static func run(
    _ sent: [Change], _ received: [Change], omitting omitted: Int?,
    exhaustivity: Exhaustivity = .on
  ) async -> [(String, IssueSeverity)] {
    var afterSend = Form.State()
    for change in sent { change.apply(to: &afterSend) }
    var afterReceive = afterSend
    for change in received { change.apply(to: &afterReceive) }
    // A step whose written-out changes cancel out (two toggles) gets no closure, as a test
    // author would write it: a closure that changes nothing is itself a failure.
    func expect(
      _ changes: [(Int, Change)], from before: Form.State, after: Form.State
    ) -> ((inout Form.State) -> Void)? {
      let write = { (state: inout Form.State) in
        for (index, change) in changes where index != omitted {
          if exhaustivity == .on {
            change.apply(to: &state)
          } else {
            change.copy(from: after, to: &state)
          }
        }
      }
      var written = before
      write(&written)
      return written == before ? nil : write
    }

    let collected = LockIsolated<[(String, IssueSeverity)]>([])
    await withIssueReporters([CollectingReporter(collected: collected)]) {
      let store = TestStore(initialState: Form.State()) { Form() }
      store.exhaustivity = exhaustivity
      await store.send(
        .apply(sent, then: received),
        assert: expect(sent.enumerated().map { ($0, $1) }, from: Form.State(), after: afterSend))
      if !received.isEmpty {
        await store.receive(
          .applied(received),
          assert: expect(
            received.enumerated().map { ($0 + sent.count, $1) }, from: afterSend,
            after: afterReceive))
      }
      await store.finish()
    }
    return collected.value
  }

  /// Whether the step that holds change `omitted`, written without it, ends in another state
  /// than the step itself (each step starts from the actual state of the one before).
  static func omissionIsVisible(_ sent: [Change], _ received: [Change], omitting omitted: Int)
    -> Bool
  {
    var before = Form.State()
    var offset = 0
    for step in [sent, received] {
      var actual = before
      for change in step { change.apply(to: &actual) }
      if (offset..<offset + step.count).contains(omitted) {
        var written = before
        for (position, change) in step.enumerated() where position + offset != omitted {
          change.apply(to: &written)
        }
        return written != actual
      }
      before = actual
      offset += step.count
    }
    return false
  }

  @Test func anOmittedChangeFailsAndTheWholeExpectationPasses() async {
    await propertyCheck(count: 2_000, input: Self.scenario) { sent, received, pick in
      let all = sent + received
      let omitted = pick % all.count

      let complete = await Self.run(sent, received, omitting: nil)
      #expect(complete.isEmpty, "every change written out: \(complete.map(\.0))")

      let incomplete = await Self.run(sent, received, omitting: omitted)
      let failures = incomplete.filter { $0.1 == .error }
      if Self.omissionIsVisible(sent, received, omitting: omitted) {
        #expect(
          !failures.isEmpty,
          "leaving out \(all[omitted]) (change \(omitted) of \(all)) did not fail")
        #expect(
          failures.contains { failure in all[omitted].members.contains { failure.0.contains($0) } },
          "the failure does not name `\(all[omitted].members)`: \(failures.map(\.0))")
      } else {
        #expect(
          failures.isEmpty, "leaving out \(all[omitted]) changes nothing, yet: \(failures.map(\.0))"
        )
      }

      let relaxed = await Self.run(sent, received, omitting: omitted, exhaustivity: .off)
      #expect(relaxed.isEmpty, "exhaustivity off: \(relaxed.map(\.0))")
    }
  }
}
