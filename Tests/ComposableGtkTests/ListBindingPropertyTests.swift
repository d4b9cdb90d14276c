import ComposableArchitecture
import ComposableGtk
import Gtk
import GtkTestSupport
import PropertyBased
import XCTest

/// Issue 14's list property: random edits to an `IdentifiedArray` bound to a list view —
/// insertions, removals, moves, whole replacements, rows replaced by new values with the same
/// id, several edits in one frame — leave the `GListModel` (read as GTK reads it) equal to the
/// array after every flush, and the `items-changed` ranges add up: each lies inside the list as
/// it was when emitted, the model's count agrees with the ranges while each signal is emitted,
/// and every element the ranges did not touch is still where the ranges say it is.
///
/// The cases come from swift-property-based's generators on a seeded generator (the GUI tests
/// are XCTest cases on GLib's main loop, where `propertyCheck`'s Swift Testing runner cannot
/// go); a failure prints the seed, and `LIST_PROPERTY_SEED=<seed>` replays it.
final class ListBindingPropertyTests: GtkTestCase {
  /// One edit, from three generated numbers: the kind and two arguments that pick positions,
  /// ids or subsets.
  typealias Edit = (kind: Int, first: Int, second: Int)

  static let edit = zip(Gen.int(in: 0...9), Gen.int(in: 0...999), Gen.int(in: 0...999))
    .map { Edit(kind: $0, first: $1, second: $2) }
  /// A case: the initial length, then frames of one to four edits each.
  static let scenario = zip(Gen.int(in: 0...24), edit.array(of: 1...4).array(of: 1...8))

  /// 3,000, or `LIST_PROPERTY_CASES` (`make leaks` runs fewer: it needs each path, not repetition).
  static let cases = Int(ProcessInfo.processInfo.environment["LIST_PROPERTY_CASES"] ?? "") ?? 3_000
  static let defaultSeed = "2DgOHR6KPWUz0Q6pUe0U8q3rSRaQEA1KNLS0e4Ncv/Q="

  @MainActor
  func testGListModelFollowsRandomEditsAndItsRangesAddUp() async throws {
    let seed = ProcessInfo.processInfo.environment["LIST_PROPERTY_SEED"] ?? Self.defaultSeed
    var random = try XCTUnwrap(Xoshiro(seed: seed), "LIST_PROPERTY_SEED is not a seed: \(seed)")
    try await onMainLoop {
      // One binding for every case, as an app keeps its list: each case starts by refreshing
      // the rows to its initial length.
      let store = Store(initialState: Rows.State()) { Rows() }
      let binding = ListBinding(store, state: \.rows, action: \.rows) { _ in Label() }
      defer { binding.cancel() }
      let checker = Checker(binding.model)
      var nextID = 0
      var frames = 0
      for number in 0..<Self.cases {
        let caseSeed = random.currentSeed
        let (length, scenario) = Self.scenario.run(using: &random)
        let initial = (0..<length).map { offset in
          Row.State(id: nextID + offset, title: "row \(offset)")
        }
        nextID += length
        store.send(.refresh(initial))
        flushObservations()
        checker.start()
        for (index, frame) in scenario.enumerated() {
          for edit in frame {
            store.send(Self.action(for: edit, in: store.rows, nextID: &nextID))
          }
          flushObservations()
          checker.check(against: Array(store.rows.ids), after: "frame \(index) \(frame)")
          if !checker.failures.isEmpty { break }
        }
        frames += scenario.count
        if let failure = checker.failures.first {
          XCTFail(
            """
            case \(number) of seed \(seed) (replay it alone with LIST_PROPERTY_SEED=\(caseSeed)): \(failure)
            initial length \(length), frames \(scenario.map { $0.map { "\($0)" } })
            """)
          return
        }
      }
      print(
        "ListBindingPropertyTests: \(Self.cases) cases, \(frames) frames checked (seed \(seed))")
    }
  }

  /// Follows a model's `items-changed` ranges and checks them against what the model holds.
  @MainActor
  final class Checker {
    let model: ListModel<Int>
    /// What the ranges say the list is: an id the ranges did not touch, or nil where they
    /// inserted something.
    var shadow: [Int?] = []
    var failures: [String] = []

    init(_ model: ListModel<Int>) {
      self.model = model
      model.onItemsChanged { [unowned self] position, removed, added in
        guard position + removed <= shadow.count else {
          failures.append(
            "items-changed(\(position), \(removed), \(added)) outside a list of \(shadow.count)")
          return
        }
        shadow.replaceSubrange(
          position..<position + removed, with: repeatElement(nil, count: added))
        if model.countThroughGListModel != shadow.count {
          failures.append(
            "during items-changed(\(position), \(removed), \(added)) the model has \(model.countThroughGListModel) items, the ranges say \(shadow.count)"
          )
        }
      }
    }

    func start() {
      shadow = model.elementsThroughGListModel()
      failures = []
    }

    func check(against ids: [Int], after step: String) {
      let seen = model.elementsThroughGListModel()
      if seen != ids {
        failures.append("after \(step): the GListModel holds \(seen), the array \(ids)")
      }
      if shadow.count != seen.count {
        failures.append(
          "after \(step): the ranges add up to \(shadow.count) items, the model has \(seen.count)")
      } else if let position = shadow.indices.first(where: {
        shadow[$0] != nil && shadow[$0] != seen[$0]
      }) {
        failures.append(
          "after \(step): untouched id \(shadow[position]!) should be at \(position), the model has \(seen[position]) there"
        )
      }
      shadow = seen
    }
  }

  /// The action an edit stands for, valid for `rows`.
  @MainActor
  static func action(for edit: Edit, in rows: IdentifiedArrayOf<Row.State>, nextID: inout Int)
    -> Rows.Action
  {
    func newRow() -> Row.State {
      defer { nextID += 1 }
      return Row.State(id: nextID, title: "row \(nextID)")
    }
    let count = rows.count
    switch (edit.kind, count) {
    case (0...2, _), (_, 0):
      return .insert(newRow(), at: edit.first % (count + 1))
    case (3, _), (4, _):
      return .remove(id: rows[edit.first % count].id)
    case (5, _), (6, _):
      return .move(from: edit.first % count, to: edit.second % count)
    case (7, _):
      // A refresh: a subset of the rows, in another order, with some new ones among them.
      var kept = rows.elements.enumerated().filter { ($0.offset * 7 + edit.first) % 3 != 0 }.map(
        \.element)
      if edit.second % 2 == 0 { kept.reverse() }
      for step in 0..<(edit.second % 4) {
        kept.insert(newRow(), at: (edit.first + step) % (kept.count + 1))
      }
      return .refresh(kept)
    case (8, _):
      // The same id with a new value: the list itself does not change.
      var row = rows[edit.first % count]
      row.title = "edited \(edit.second)"
      return .replace(row)
    default:
      return .rows(
        .element(id: rows[edit.first % count].id, action: .rename("renamed \(edit.second)")))
    }
  }
}
