import CGtk
import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// A favorites-like list: rows with a title and a star.
@Reducer
struct FavoritesFeature {
  @ObservableState
  struct State: Equatable {
    var favorites: IdentifiedArrayOf<Favorite.State> = []
  }

  enum Action: Equatable {
    case insert(Favorite.State, at: Int)
    case remove(id: Int)
    case favorites(IdentifiedActionOf<Favorite>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .insert(favorite, at: index): state.favorites.insert(favorite, at: index)
      case let .remove(id): state.favorites.remove(id: id)
      case .favorites: break
      }
      return .none
    }
    .forEach(\.favorites, action: \.favorites) { Favorite() }
  }
}

@Reducer
struct Favorite {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isStarred = true
  }

  enum Action: Equatable {
    case starToggled(Bool)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .starToggled(isOn): state.isStarred = isOn
      }
      return .none
    }
  }
}

/// G4: 10,000 favorites bound to a list view; 200 edits alternating one insertion and one
/// removal at pseudo-random places (every fourth in view), each timed from the action to the
/// first frame drawn after the list has followed it (and, separately, until the list has
/// followed it), with the row widgets it created and destroyed.
@MainActor
func runFavoritesEdits() -> Int32 {
  try! Toolkit.initialize()
  MainLoop.installMainActorBridge()
  let store = Store(
    initialState: FavoritesFeature.State(
      favorites: IdentifiedArray(
        uniqueElements: (0..<10_000).map {
          Favorite.State(id: $0, title: "Prime #\($0)")
        }))
  ) { FavoritesFeature() }
  let list = ListBinding(store, state: \.favorites, action: \.favorites) {
    (row: ListRowOf<Favorite>) in
    let title = Label()
    title.hexpand = true
    title.xalign = 0
    row.observe { title.text = $0.title }
    let star = ToggleButton(label: "★")
    let toggled = star.onToggled { row.send(.starToggled($0)) }
    row.observe { state in star.withBlocked(toggled) { star.isActive = state.isStarred } }
    let box = Box(.horizontal, spacing: 6)
    box.append(title)
    box.append(star)
    return box
  }
  let scroller = ScrolledWindow()
  scroller.setChild(list.listView)
  let window = Window()
  window.setDefaultSize(width: 360, height: 600)
  window.setChild(scroller)
  window.present()
  let frames = FrameCount()
  window.frameClock!.onAfterPaint { frames.value += 1 }
  MainLoop.iterate(until: { frames.value > 0 })

  var random: UInt64 = 2_024
  func next(_ bound: Int) -> Int {
    random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((random >> 33) % UInt64(bound))
  }
  var milliseconds: [Double] = []
  var applied: [Double] = []
  var created: [Double] = []
  var destroyed: [Double] = []
  var nextID = 10_000
  for edit in 0..<200 {
    let count = store.favorites.count
    let inView = edit % 4 == 0
    let action: FavoritesFeature.Action
    if edit.isMultiple(of: 2) {
      action = .insert(
        Favorite.State(id: nextID, title: "New #\(nextID)"), at: inView ? next(10) : next(count + 1)
      )
      nextID += 1
    } else {
      action = .remove(id: store.favorites[inView ? next(10) : next(count)].id)
    }
    let (createdBefore, destroyedBefore, framesBefore) =
      (list.rowsCreated, list.rowsDestroyed, frames.value)
    let start = monotonicNanoseconds()
    store.send(action)
    window.queueDraw()
    // Two figures: until the list has followed the state (the work this layer and GTK's model
    // handling do), and until the next frame is drawn (paced by the frame clock, ~16.7 ms).
    while ObservationScheduler.hasPendingUpdates { g_main_context_iteration(nil, 1) }
    applied.append(Double(monotonicNanoseconds() - start) / 1e6)
    while frames.value == framesBefore { g_main_context_iteration(nil, 1) }
    milliseconds.append(Double(monotonicNanoseconds() - start) / 1e6)
    created.append(Double(list.rowsCreated - createdBefore))
    destroyed.append(Double(list.rowsDestroyed - destroyedBefore))
  }
  precondition(
    list.model.elements == Array(store.favorites.ids), "the list lost track of the state")
  report([
    "G4": Measurement(
      value: median(milliseconds), unit: "ms/edit",
      extra: [
        "p99": percentile(milliseconds, 0.99),
        "until_list_updated_ms": median(applied),
        "until_list_updated_p99_ms": percentile(applied, 0.99),
        "rows_created_per_edit_max": created.max() ?? 0,
        "rows_destroyed_per_edit_max": destroyed.max() ?? 0,
        "rows_created_per_edit_mean": created.reduce(0, +) / Double(created.count),
        "rows_built_total": Double(list.rowsCreated),
        "edits": Double(milliseconds.count),
      ])
  ])
  window.destroy()
  return 0
}

/// A feature whose effect sends actions from a background task, timestamped before each send.
@Reducer
struct HopFeature {
  @ObservableState
  struct State: Equatable {
    var received = 0
  }

  enum Action: Equatable {
    case start(Int)
    case hop(sentAt: UInt64)
  }

  /// Nanoseconds from each `await send` to its reducer run, and whether that was the main thread.
  let latencies: LockIsolated<[UInt64]>
  let offMain: LockIsolated<Int>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .start(count):
        return .run { send in
          for _ in 0..<count {
            await send(.hop(sentAt: monotonicNanoseconds()))
          }
        }
      case let .hop(sentAt):
        let now = monotonicNanoseconds()
        latencies.withValue { $0.append(now - sentAt) }
        if !Thread.isMainThread { offMain.withValue { $0 += 1 } }
        state.received += 1
        return .none
      }
    }
  }
}

/// G6: 1,000 `await send` from a background effect, each timed until its reducer ran on the
/// main thread, inside GLib's loop.
@MainActor
func runEffectHops() -> Int32 {
  try! Toolkit.initialize()
  MainLoop.installMainActorBridge()
  let latencies = LockIsolated<[UInt64]>([])
  let offMain = LockIsolated(0)
  let store = Store(initialState: HopFeature.State()) {
    HopFeature(latencies: latencies, offMain: offMain)
  }
  // Warm up the effect runtime and the bridge, then measure.
  store.send(.start(100))
  MainLoop.iterate(until: { store.received == 100 }, timeout: .seconds(30))
  latencies.setValue([])
  store.send(.start(1_000))
  MainLoop.iterate(until: { store.received == 1_100 }, timeout: .seconds(60))
  let samples = latencies.value.map { Double($0) / 1e3 }
  precondition(samples.count == 1_000 && offMain.value == 0, "hops missing or off the main thread")
  report([
    "G6": Measurement(
      value: median(samples), unit: "us/hop",
      extra: ["p99": percentile(samples, 0.99), "hops": Double(samples.count)])
  ])
  return 0
}
