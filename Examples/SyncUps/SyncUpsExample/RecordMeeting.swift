import ComposableArchitecture
import ComposableGtkViews
import Foundation

@Reducer
public struct RecordMeeting: Sendable {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var secondsElapsed = 0
    public var speakerIndex = 0
    @Shared public var syncUp: SyncUp
    public var notes = ""

    public init(syncUp: Shared<SyncUp>) {
      self._syncUp = syncUp
    }

    /// How long the meeting has left.
    public var durationRemaining: Duration {
      syncUp.duration - .seconds(secondsElapsed)
    }
  }

  public enum Action: BindableAction {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    case timerTick

    @CasePathable
    public enum Alert: Sendable {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        return meetingFinished(&state)

      case .alert, .binding:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
        return .none

      case .onTask:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = Int(state.syncUp.durationPerAttendee.components.seconds)
        if state.secondsElapsed.isMultiple(of: secondsPerAttendee) {
          if state.secondsElapsed == state.syncUp.duration.components.seconds {
            return meetingFinished(&state)
          }
          state.speakerIndex += 1
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private func meetingFinished(_ state: inout State) -> Effect<Action> {
    let meeting = Meeting(id: uuid(), date: now, notes: state.notes)
    state.$syncUp.withLock { _ = $0.meetings.insert(meeting, at: 0) }
    return .run { _ in await dismiss() }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  public static func endMeeting(isDiscardable: Bool) -> Self {
    Self {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }
}

public struct RecordMeetingView: View {
  @Bindable var store: StoreOf<RecordMeeting>

  public init(store: StoreOf<RecordMeeting>) {
    self.store = store
  }

  public var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 16)
        .fill(store.syncUp.theme.mainColor)
      VStack(spacing: 12) {
        MeetingHeaderView(
          secondsElapsed: store.secondsElapsed,
          durationRemaining: store.durationRemaining
        )
        MeetingTimerView(syncUp: store.syncUp, speakerIndex: store.speakerIndex)
        TextField("Notes", text: $store.notes)
        MeetingFooterView(
          syncUp: store.syncUp,
          nextButtonTapped: { store.send(.nextButtonTapped) },
          speakerIndex: store.speakerIndex
        )
      }
      .padding()
      .foregroundColor(store.syncUp.theme.accentColor)
    }
    .padding()
    .navigationTitle(store.syncUp.title)
    .navigationBarBackButtonHidden(true)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("End meeting") {
          store.send(.endMeetingButtonTapped)
        }
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .task { await store.send(.onTask).finish() }
  }

}

struct MeetingHeaderView: View {
  let secondsElapsed: Int
  let durationRemaining: Duration

  var body: some View {
    VStack {
      ProgressView(value: progress)
      HStack {
        VStack(alignment: .leading) {
          Text("Time elapsed").font(.caption)
          Label("\(secondsElapsed) s", systemImage: "hourglass.tophalf.fill")
        }
        Spacer()
        VStack(alignment: .trailing) {
          Text("Time remaining").font(.caption)
          Label(durationRemaining.formatted(.units()), systemImage: "hourglass.bottomhalf.fill")
        }
      }
    }
  }

  private var totalDuration: Duration {
    .seconds(secondsElapsed) + durationRemaining
  }

  private var progress: Double {
    guard totalDuration > .seconds(0) else { return 0 }
    return Double(secondsElapsed) / Double(totalDuration.components.seconds)
  }
}

/// The dial: a ring in the theme's text colour, an arc in its main colour for each speaker so
/// far (the last one the current speaker's), and who is speaking in its middle.
struct MeetingTimerView: View {
  let syncUp: SyncUp
  let speakerIndex: Int

  var body: some View {
    Circle()
      .strokeBorder(lineWidth: 24)
      .overlay {
        VStack {
          Text(speakerName).font(.title)
          Text("is speaking")
          Image(systemName: "mic.fill").font(.largeTitle).padding(.top)
        }
        .foregroundStyle(syncUp.theme.accentColor)
      }
      .overlay {
        ForEach(Array(syncUp.attendees.enumerated()), id: \.element.id) { index, attendee in
          if index <= speakerIndex {
            SpeakerArc(totalSpeakers: syncUp.attendees.count, speakerIndex: index)
              .rotation(Angle(degrees: -90))
              .stroke(syncUp.theme.mainColor, lineWidth: 12)
          }
        }
      }
      .padding(.horizontal)
  }

  private var speakerName: String {
    guard speakerIndex < syncUp.attendees.count else { return "Someone" }
    let name = syncUp.attendees[speakerIndex].name
    return name.isEmpty ? "Attendee \(speakerIndex + 1)" : name
  }
}

/// One speaker's share of the dial's ring: an arc of 360° / the number of speakers that starts
/// a degree late, so that neighbours do not touch.
struct SpeakerArc: Shape {
  let totalSpeakers: Int
  let speakerIndex: Int

  func path(in rect: CGRect) -> Path {
    let diameter = min(rect.size.width, rect.size.height) - 24
    let radius = diameter / 2
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.addArc(
        center: center,
        radius: radius,
        startAngle: startAngle,
        endAngle: endAngle,
        clockwise: false
      )
    }
  }

  private var degreesPerSpeaker: Double {
    360 / Double(totalSpeakers)
  }

  private var startAngle: Angle {
    Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1)
  }

  private var endAngle: Angle {
    Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1)
  }
}

struct MeetingFooterView: View {
  let syncUp: SyncUp
  var nextButtonTapped: () -> Void
  let speakerIndex: Int

  var body: some View {
    HStack {
      Text(speakerText)
      Spacer()
      Button(action: nextButtonTapped) {
        Image(systemName: "forward.fill")
      }
      .accessibilityLabel("Next speaker")
    }
  }

  private var speakerText: String {
    guard speakerIndex < syncUp.attendees.count - 1 else { return "No more speakers." }
    return "Speaker \(speakerIndex + 1) of \(syncUp.attendees.count)"
  }
}
