import ComposableArchitecture
import Foundation
import SyncUpsExample
import Testing

@MainActor
struct SyncUpsListTests {
  @Test func addingASyncUpKeepsItsNamedAttendees() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.defaultFileStorage = .inMemory
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(
          syncUp: SyncUp(
            id: UUID(0),
            attendees: [Attendee(id: UUID(1))])))
    }
    await store.send(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Design")))))) {
      $0.destination?.modify(\.add) { $0.syncUp.title = "Design" }
    }
    await store.send(\.destination.add.addAttendeeButtonTapped) {
      $0.destination?.modify(\.add) {
        $0.syncUp.attendees.append(Attendee(id: UUID(2)))
        $0.focus = .attendee(UUID(2))
      }
    }
    await store.send(
      .destination(.presented(.add(.binding(.set(\.syncUp.attendees[id: UUID(1)]!.name, "Blob")))))
    ) {
      $0.destination?.modify(\.add) { $0.syncUp.attendees[id: UUID(1)]?.name = "Blob" }
    }
    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")], title: "Design")
        ]
      }
    }
  }

  @Test func discardingLeavesTheListAsItWas() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.defaultFileStorage = .inMemory
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])))
    }
    await store.send(.discardButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUps.isEmpty)
  }
}

@MainActor
struct SyncUpFormTests {
  @Test func deletingTheLastAttendeeLeavesAnEmptyOneFocused() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")]))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.onDeleteAttendees([0])) {
      $0.syncUp.attendees = [Attendee(id: UUID(0))]
      $0.focus = .attendee(UUID(0))
    }
  }
}

@MainActor
struct RecordMeetingTests {
  @Test func theTimerPassesEachSpeakerAndSavesTheMeeting() async {
    let clock = TestClock()
    let syncUp = Shared(
      value: SyncUp(
        id: UUID(0),
        attendees: [Attendee(id: UUID(1), name: "Blob"), Attendee(id: UUID(2), name: "Blob Jr.")],
        duration: .seconds(4),
        title: "Design"))
    let store = TestStore(initialState: RecordMeeting.State(syncUp: syncUp)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_780_000_000)
      $0.uuid = .incrementing
    }

    let onTask = await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 3 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 4
      $0.$syncUp.withLock {
        $0.meetings = [
          Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 1_780_000_000), notes: "")
        ]
      }
    }
    #expect(store.isDismissed)
    await onTask.cancel()
  }

  @Test func endingEarlyAndDiscardingSavesNothing() async {
    let syncUp = Shared(value: SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))]))
    let store = TestStore(initialState: RecordMeeting.State(syncUp: syncUp)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
    #expect(store.state.syncUp.meetings.isEmpty)
  }
}

@MainActor
struct AppFeatureTests {
  @Test func deletingASyncUpFromItsPageTakesItOffTheList() async {
    let syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))], title: "Design")
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory
    }
    store.state.syncUpsList.$syncUps.withLock { $0 = [syncUp] }
    let sharedSyncUp = Shared(store.state.syncUpsList.$syncUps[id: syncUp.id])!

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }
}
