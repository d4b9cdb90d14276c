import ComposableArchitecture
import ComposableGtkViews
import Foundation

@Reducer
public struct SyncUpsList: Sendable {
  @Reducer
  public enum Destination {
    case add(SyncUpForm)
  }

  @ObservableState
  public struct State: Equatable {
    @Presents public var destination: Destination.State?
    @Shared(.syncUps) public var syncUps

    public init(destination: Destination.State? = nil) {
      self.destination = destination
    }
  }

  public enum Action {
    case addSyncUpButtonTapped
    case confirmAddButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case discardButtonTapped
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: uuid())))
        return .none

      case .confirmAddButtonTapped:
        guard case var .add(form) = state.destination else { return .none }
        // Attendees left unnamed are not kept.
        form.syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if form.syncUp.attendees.isEmpty {
          form.syncUp.attendees.append(Attendee(id: uuid()))
        }
        let syncUp = form.syncUp
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        state.destination = nil
        return .none

      case .destination:
        return .none

      case .discardButtonTapped:
        state.destination = nil
        return .none

      case let .onDelete(indices):
        state.$syncUps.withLock { $0.remove(atOffsets: indices) }
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpsList.Destination.State: Equatable {}

public struct SyncUpsListView: View {
  @Bindable var store: StoreOf<SyncUpsList>

  public init(store: StoreOf<SyncUpsList>) {
    self.store = store
  }

  public var body: some View {
    List {
      ForEach(Array(store.$syncUps)) { $syncUp in
        NavigationLink(state: AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: $syncUp))) {
          CardView(syncUp: syncUp)
        }
      }
      .onDelete { indices in
        store.send(.onDelete(indices))
      }
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button {
          store.send(.addSyncUpButtonTapped)
        } label: {
          Image(systemName: "plus")
        }
        .accessibilityLabel("New sync-up")
      }
    }
    .navigationTitle("Daily sync-ups")
    .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { formStore in
      NavigationStack {
        SyncUpFormView(store: formStore)
          .navigationTitle("New sync-up")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Discard") { store.send(.discardButtonTapped) }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Add") { store.send(.confirmAddButtonTapped) }
            }
          }
      }
    }
  }
}

/// A sync-up in the list: its title, how many attend, how long it lasts.
struct CardView: View {
  let syncUp: SyncUp

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(syncUp.title).font(.headline)
      HStack {
        Label("\(syncUp.attendees.count)", systemImage: "person.3")
        Spacer()
        Label(syncUp.duration.formatted(.units()), systemImage: "clock")
      }
      .font(.caption)
    }
    .padding(4)
  }
}
