import ComposableArchitecture
import Foundation

/// A feature with two independent fields, to tell "changed" from "changed something else".
@Reducer
struct TwoFields {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var text = ""
    var query = ""
    var isOn = false
  }

  enum Action: Equatable {
    case increment
    case setCount(Int)
    case setText(String)
    case queryChanged(String)
    case clearQuery
    case toggled(Bool)
    case incrementFromEffect
  }

  /// Told, from inside the effect, whether it runs on the main thread.
  var effectRanOnMainThread: @Sendable (Bool) -> Void = { _ in }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case let .setCount(count): state.count = count
      case let .setText(text): state.text = text
      // The reducer normalizes what the user typed: the field must show the result without
      // sending it back as another edit.
      case let .queryChanged(query): state.query = query.uppercased()
      case .clearQuery: state.query = ""
      case let .toggled(isOn): state.isOn = isOn
      case .incrementFromEffect:
        return .run { [effectRanOnMainThread] send in
          effectRanOnMainThread(Thread.isMainThread)
          await send(.increment)
        }
      }
      return .none
    }
  }
}

/// A list of identified rows, like the favorites list.
@Reducer
struct Rows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }

  enum Action: Equatable {
    case insert(Row.State, at: Int)
    case remove(id: Int)
    case move(from: Int, to: Int)
    case replace(Row.State)
    case refresh([Row.State])
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .insert(row, at: index): state.rows.insert(row, at: index)
      case let .remove(id): state.rows.remove(id: id)
      case let .move(from, to):
        state.rows.move(fromOffsets: [from], toOffset: to > from ? to + 1 : to)
      case let .replace(row): state.rows[id: row.id] = row
      case let .refresh(rows): state.rows = IdentifiedArray(uniqueElements: rows)
      case .rows: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isFavorite = false
  }

  enum Action: Equatable {
    case rename(String)
    case favoriteToggled(Bool)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rename(title): state.title = title
      case let .favoriteToggled(isOn): state.isFavorite = isOn
      }
      return .none
    }
  }
}

/// A parent that presents an optional child.
@Reducer
struct Parent {
  @ObservableState
  struct State: Equatable {
    var child: Child.State?
  }

  enum Action: Equatable {
    case show(String)
    case childDismissed
    case child(Child.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .show(title): state.child = Child.State(title: title)
      case .childDismissed: state.child = nil
      case .child: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { Child() }
  }
}

@Reducer
struct Child {
  @ObservableState
  struct State: Equatable {
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
