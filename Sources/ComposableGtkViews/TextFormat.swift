import Foundation
import Gtk

extension Text {
  /// `input` written by the format style `format`, as SwiftUI's `Text(_:format:)`.
  ///
  /// ```swift
  /// Text(store.price, format: .currency(code: "EUR"))       // "€12.50"
  /// Text(meeting.date, format: .dateTime.day().month())    // "Jun 3"
  /// Text(store.count, format: .number)                      // "1,024"
  /// ```
  ///
  /// Written when the view is built, and again when the body runs again with another input.
  /// Dates are written in the user's current calendar and time zone unless the style says
  /// otherwise.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(format.format(input))
  }
}

/// The time the texts that count from now read, and the timer that writes them again: GLib's
/// by default; tests put a clock of theirs here to step through time without waiting.
@MainActor
package enum TextClock {
  /// Now.
  package static var now: @MainActor () -> Date = { Date() }

  /// Starts calling `tick` every `seconds` seconds; returns what stops it.
  package static var schedule:
    @MainActor (_ seconds: UInt32, _ tick: @escaping @MainActor () -> Void) -> @MainActor () -> Void =
      { seconds, tick in
        let source = MainLoop.every(seconds: seconds, tick)
        return { source.cancel() }
      }
}

/// A label that shows a date relative to now (`Text(date, style: .timer)`): written when built
/// and once a second while it is mapped.
@MainActor
final class TimedText {
  private weak var label: Gtk.Label?
  private var date: Date
  private var style: Text.DateStyle
  private var stop: (@MainActor () -> Void)?

  private init(label: Gtk.Label, date: Date, style: Text.DateStyle) {
    self.label = label
    self.date = date
    self.style = style
  }

  /// Makes `label` show `date` in `style` from now on; the node keeps what refreshes it.
  static func start(_ label: Gtk.Label, date: Date, style: Text.DateStyle, in node: ViewNode) {
    let timed = TimedText(label: label, date: date, style: style)
    node.retained = timed
    timed.write()
    // The label's signal handlers keep `timed` as long as the label lives; the timer runs only
    // between map and unmap (a label leaving its window is unmapped first).
    label.onMap { timed.resume() }
    label.onUnmap { timed.pause() }
  }

  /// The body ran again: follow the new date and style.
  static func restart(_ label: Gtk.Label, date: Date, style: Text.DateStyle, in node: ViewNode) {
    guard let timed = node.retained as? TimedText else { return }
    timed.date = date
    timed.style = style
    timed.write()
  }

  private func resume() {
    write()
    guard stop == nil else { return }
    stop = TextClock.schedule(1) { [weak self] in self?.write() }
  }

  private func pause() {
    stop?()
    stop = nil
  }

  private func write() {
    guard let label else { return }
    let text = Self.text(of: date, style: style, now: TextClock.now())
    if label.text != text { label.text = text }
  }

  /// `date` written in `style`, seen at `now`.
  static func text(of date: Date, style: Text.DateStyle, now: Date) -> String {
    let interval = date.timeIntervalSince(now)
    let seconds = Int64(abs(interval).rounded(.down))
    switch style.kind {
    case .relative:
      return Duration.seconds(seconds).formatted(
        .units(
          allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide,
          maximumUnitCount: 2))
    case .offset:
      let units = Duration.seconds(seconds).formatted(
        .units(
          allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide,
          maximumUnitCount: 1))
      return seconds == 0 ? units : (interval > 0 ? "+" : "-") + units
    case .timer:
      let hours = seconds / 3600
      let minutes = seconds / 60 % 60
      let rest = seconds % 60
      func twoDigits(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
      return hours > 0
        ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    case .date, .time:
      return date.formatted()
    }
  }
}
