import ComposableArchitecture
import ComposableGtkViews
import Foundation

/// A recurring meeting: who attends, how long it lasts, its colour, and the meetings held.
public struct SyncUp: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public var attendees: IdentifiedArrayOf<Attendee> = []
  public var duration: Duration = .seconds(5 * 60)
  public var meetings: IdentifiedArrayOf<Meeting> = []
  public var theme: Theme = .sky
  public var title = ""

  public init(
    id: UUID, attendees: IdentifiedArrayOf<Attendee> = [], duration: Duration = .seconds(5 * 60),
    meetings: IdentifiedArrayOf<Meeting> = [], theme: Theme = .sky, title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// Each attendee's share of the meeting.
  public var durationPerAttendee: Duration {
    attendees.isEmpty ? duration : duration / attendees.count
  }
}

public struct Attendee: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public var name = ""

  public init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting that was held, with its notes.
public struct Meeting: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public let date: Date
  public var notes: String

  public init(id: UUID, date: Date, notes: String) {
    self.id = id
    self.date = date
    self.notes = notes
  }
}

/// The colours a sync-up is drawn in.
public enum Theme: String, CaseIterable, Equatable, Identifiable, Codable, Sendable {
  case sky, mint, sand, coral, plum, slate

  public var id: Self { self }
  public var name: String { rawValue.capitalized }

  /// The colour of the sync-up's card and timer.
  public var mainColor: Color {
    switch self {
    case .sky: Color(red: 0.47, green: 0.69, blue: 0.93)
    case .mint: Color(red: 0.45, green: 0.80, blue: 0.66)
    case .sand: Color(red: 0.90, green: 0.80, blue: 0.58)
    case .coral: Color(red: 0.95, green: 0.52, blue: 0.45)
    case .plum: Color(red: 0.55, green: 0.36, blue: 0.62)
    case .slate: Color(red: 0.30, green: 0.36, blue: 0.45)
    }
  }

  /// The colour of text on ``mainColor``.
  public var accentColor: Color {
    switch self {
    case .sky, .mint, .sand, .coral: .black
    case .plum, .slate: .white
    }
  }
}

extension Duration {
  /// The duration in minutes, for a slider.
  public var minutes: Double {
    get { Double(components.seconds / 60) }
    set { self = .seconds(Int(newValue) * 60) }
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// The sync-ups, kept in `sync-ups.json` in the documents directory.
  public static var syncUps: Self {
    Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
  }
}
