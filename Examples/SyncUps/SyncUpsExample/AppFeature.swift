import ComposableArchitecture
import ComposableGtkViews
import Foundation

@Reducer
public struct AppFeature: Sendable {
  @Reducer
  public enum Path {
    case detail(SyncUpDetail)
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)
  }

  @ObservableState
  public struct State: Equatable {
    public var path = StackState<Path.State>()
    public var syncUpsList = SyncUpsList.State()

    public init(
      path: StackState<Path.State> = StackState(),
      syncUpsList: SyncUpsList.State = SyncUpsList.State()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  public enum Action {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}

public struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  public init(store: StoreOf<AppFeature>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
    } destination: { store in
      switch store.case {
      case let .detail(detailStore):
        SyncUpDetailView(store: detailStore)
      case let .meeting(meeting, syncUp):
        MeetingView(meeting: meeting, syncUp: syncUp)
      case let .record(recordStore):
        RecordMeetingView(store: recordStore)
      }
    }
  }
}
