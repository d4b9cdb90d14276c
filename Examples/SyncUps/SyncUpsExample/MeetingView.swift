import ComposableArchitecture
import ComposableGtkViews
import Foundation

/// A meeting that was held: its date, who attended, its notes.
public struct MeetingView: View {
  let meeting: Meeting
  let syncUp: SyncUp

  public init(meeting: Meeting, syncUp: SyncUp) {
    self.meeting = meeting
    self.syncUp = syncUp
  }

  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 8) {
        Divider()
        Text("Attendees").font(.headline)
        ForEach(syncUp.attendees) { attendee in
          Text(attendee.name)
        }
        Text("Notes").font(.headline)
        Text(meeting.notes.isEmpty ? "No notes." : meeting.notes)
      }
      .padding()
    }
    .navigationTitle(meeting.date.formatted(date: .long, time: .shortened))
  }
}
