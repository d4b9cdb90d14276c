import ComposableArchitecture
import ComposableGtk
import GtkTestSupport
import XCTest

/// A screen with independent fields, an optional detail and a list: to tell "changed" from
/// "changed something else".
@Reducer
struct Screen {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var title = "A"
    var showsDetail = false
    var detailTitle: String?
    var query = ""
    var rows: IdentifiedArrayOf<Item.State> = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case increment
    case setTitle(String)
    case setShowsDetail(Bool)
    case setDetailTitle(String?)
    case insert(Item.State, at: Int)
    case remove(id: Int)
    case move(from: Int, to: Int)
    case rows(IdentifiedActionOf<Item>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding: break
      case .increment: state.count += 1
      case let .setTitle(title): state.title = title
      case let .setShowsDetail(isShown): state.showsDetail = isShown
      case let .setDetailTitle(title): state.detailTitle = title
      case let .insert(row, at: index): state.rows.insert(row, at: index)
      case let .remove(id): state.rows.remove(id: id)
      case let .move(from, to):
        state.rows.move(fromOffsets: [from], toOffset: to > from ? to + 1 : to)
      case .rows: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Item() }
  }
}

@Reducer
struct Item {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  enum Action: Equatable {
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(title): state.title = title
      }
      return .none
    }
  }
}
