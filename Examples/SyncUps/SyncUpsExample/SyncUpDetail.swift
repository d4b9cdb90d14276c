import ComposableArchitecture
import ComposableGtkViews
import Foundation

@Reducer
public struct SyncUpDetail: Sendable {
  @Reducer
  public enum Destination {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm)

    @CasePathable
    public enum Alert: Sendable {
      case confirmDeletion
    }
  }

  @ObservableState
  public struct State: Equatable {
    @Presents public var destination: Destination.State?
    @Shared public var syncUp: SyncUp

    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  public enum Action {
    case cancelEditButtonTapped
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case let .deleteMeetings(indices):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: indices) }
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        @Shared(.syncUps) var syncUps
        $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
        return .run { _ in await dismiss() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case let .edit(form) = state.destination else { return .none }
        state.$syncUp.withLock { $0 = form.syncUp }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable {}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  public static let deleteSyncUp = AlertState {
    TextState("Delete this sync-up?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Delete")
    }
    ButtonState(role: .cancel) {
      TextState("Keep it")
    }
  } message: {
    TextState("Its meetings go with it.")
  }
}

public struct SyncUpDetailView: View {
  @Bindable var store: StoreOf<SyncUpDetail>

  public init(store: StoreOf<SyncUpDetail>) {
    self.store = store
  }

  public var body: some View {
    List {
      Section {
        NavigationLink(
          state: AppFeature.Path.State.record(RecordMeeting.State(syncUp: store.$syncUp))
        ) {
          Label("Start meeting", systemImage: "timer")
            .font(.headline)
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text(store.syncUp.duration.formatted(.units()))
        }
        HStack {
          Label("Theme", systemImage: "paintpalette")
          Spacer()
          Text(store.syncUp.theme.name)
            .padding(4)
            .foregroundColor(store.syncUp.theme.accentColor)
            .background(store.syncUp.theme.mainColor)
        }
      } header: {
        Text("Sync-up info")
      }

      if !store.syncUp.meetings.isEmpty {
        Section {
          ForEach(store.syncUp.meetings) { meeting in
            NavigationLink(
              state: AppFeature.Path.State.meeting(meeting, syncUp: store.syncUp)
            ) {
              HStack {
                Image(systemName: "calendar")
                Text(meeting.date, style: .date)
                Text(meeting.date, style: .time)
              }
            }
          }
          .onDelete { indices in
            store.send(.deleteMeetings(atOffsets: indices))
          }
        } header: {
          Text("Past meetings")
        }
      }

      Section {
        ForEach(store.syncUp.attendees) { attendee in
          Label(attendee.name, systemImage: "person")
        }
      } header: {
        Text("Attendees")
      }

      Section {
        Button("Delete", role: .destructive) {
          store.send(.deleteButtonTapped)
        }
      }
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Edit") { store.send(.editButtonTapped) }
      }
    }
    .navigationTitle(store.syncUp.title)
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) {
      editStore in
      NavigationStack {
        SyncUpFormView(store: editStore)
          .navigationTitle(store.syncUp.title)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { store.send(.cancelEditButtonTapped) }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") { store.send(.doneEditingButtonTapped) }
            }
          }
      }
    }
  }
}
