import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// A date (and a time of day) the user picks, as SwiftUI's `DatePicker`.
///
/// ```swift
/// DatePicker("Starts", selection: $store.start)
/// DatePicker("Due", selection: $store.due, in: Date.now..., displayedComponents: .date)
///   .datePickerStyle(.graphical)
/// ```
///
/// Drawn with GNOME's widgets, the title on the left:
/// - the date, `.compact` (`.automatic`, `.field`): a button showing the date, written as the
///   user's locale writes it, that opens a calendar (a `GtkCalendar` in a popover);
///   `.graphical`: the calendar itself, under the title;
/// - the time of day (`.hourAndMinute`): two spin buttons, hours and minutes, written with two
///   digits, that wrap around.
///
/// The date is read and written in the user's current calendar and time zone
/// (`Calendar.current`): picking a day keeps the time of day, picking an hour keeps the day. A
/// date outside the range is shown clamped to it and the state keeps what the program wrote;
/// what the user picks is clamped before it is written. The program's own writes are never
/// reported back as the user's.
public struct DatePicker<Label: View>: View, PrimitiveView {
  /// SwiftUI's name for the components a date picker shows.
  public typealias Components = DatePickerComponents

  let label: Label
  let selection: Binding<Date>
  let lowerBound: Date?
  let upperBound: Date?
  let components: DatePickerComponents

  /// A picker for `selection` showing `displayedComponents`, named by the view `label` builds.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(label(), selection, nil, nil, displayedComponents)
  }

  /// A picker for `selection` in `range`, named by the view `label` builds.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label(), selection, range.lowerBound, range.upperBound, displayedComponents)
  }

  /// A picker for `selection` on or after a date, named by the view `label` builds.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label(), selection, range.lowerBound, nil, displayedComponents)
  }

  /// A picker for `selection` on or before a date, named by the view `label` builds.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label(), selection, nil, range.upperBound, displayedComponents)
  }

  init(
    _ label: Label, _ selection: Binding<Date>, _ lowerBound: Date?, _ upperBound: Date?,
    _ components: DatePickerComponents
  ) {
    self.label = label
    self.selection = selection
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.components = components
  }

  /// `date` within the picker's range.
  private func clamp(_ date: Date) -> Date {
    var date = date
    if let lowerBound, date < lowerBound { date = lowerBound }
    if let upperBound, date > upperBound { date = upperBound }
    return date
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let labelNode = ComposableGtkViews.makeNode(label, in: context.nested(.horizontal, spacing: 6))
    let row = context.titleRow(labelNode)
    let title = accessibleTitle(of: label, built: row)
    let node = ViewNode(widgets: [row], children: [labelNode])
    let graphical = context.styles.datePicker == .graphical
    var calendarWidget: Widget?

    if components.contains(.date) {
      let calendar = ViewGraph.created(Gtk.Calendar())
      calendar.accessibleLabel = title
      node.tokens.append(follow(calendar))
      if graphical {
        calendarWidget = calendar
      } else {
        let button = ViewGraph.created(MenuButton())
        button.accessibleLabel = title
        button.valign = .center
        let popover = ViewGraph.created(Popover())
        popover.child = calendar
        button.setPopover(popover)
        let selection = self.selection
        let clamp = self.clamp
        node.tokens.append(
          button.observe { [weak button] in
            guard let button else { return }
            let text = clamp(selection.wrappedValue).formatted(date: .abbreviated, time: .omitted)
            if button.label != text { button.setLabel(text) }
          })
        // The node keeps the popover's wrapper (the button's GObject keeps only the GObject).
        node.retained = popover
        row.append(button)
      }
    }
    if components.contains(.hourAndMinute) {
      let time = ViewGraph.created(Box(.horizontal, spacing: 4))
      time.valign = .center
      let hours = ViewGraph.created(SpinButton(range: 0...23))
      let colon = ViewGraph.created(Gtk.Label(":"))
      let minutes = ViewGraph.created(SpinButton(range: 0...59))
      hours.accessibleLabel = "\(title), hours"
      minutes.accessibleLabel = "\(title), minutes"
      for spin in [hours, minutes] {
        spin.wrap = true
        spin.orientation = .vertical
        spin.onOutput { [weak spin] in
          guard let spin else { return false }
          let value = Int(spin.value.rounded())
          spin.text = value < 10 ? "0\(value)" : "\(value)"
          return true
        }
      }
      node.tokens.append(follow(hours, .hour))
      node.tokens.append(follow(minutes, .minute))
      time.append(hours)
      time.append(colon)
      time.append(minutes)
      row.append(time)
    }

    guard let calendarWidget else { return node }
    let column = ViewGraph.created(Box(.vertical, spacing: 6))
    column.append(row)
    column.append(calendarWidget)
    node.widgets = [column]
    return node
  }

  /// Keeps `calendar` on the selected day and writes the day the user picks, at the selected
  /// time of day.
  private func follow(_ calendar: Gtk.Calendar) -> ObservationToken {
    let selection = self.selection
    let clamp = self.clamp
    let handler = SignalHandlerBox()
    func show(_ date: Date) {
      let day = Foundation.Calendar.current.dateComponents([.year, .month, .day], from: date)
      let shown = calendar.selectedDay
      guard shown.year != day.year || shown.month != day.month || shown.day != day.day,
        let year = day.year, let month = day.month, let dayOfMonth = day.day
      else { return }
      calendar.withBlocked(handler.value!) {
        calendar.select(year: year, month: month, day: dayOfMonth)
      }
    }
    handler.value = calendar.onDaySelected { [weak calendar] in
      guard let calendar else { return }
      let picked = calendar.selectedDay
      let current = Foundation.Calendar.current
      let time = current.dateComponents(
        [.hour, .minute, .second, .nanosecond], from: clamp(selection.wrappedValue))
      var parts = DateComponents(year: picked.year, month: picked.month, day: picked.day)
      parts.hour = time.hour
      parts.minute = time.minute
      parts.second = time.second
      parts.nanosecond = time.nanosecond
      guard let date = current.date(from: parts) else { return }
      selection.wrappedValue = clamp(date)
      // A day outside the range, or a selection that did not change: show what it is.
      show(clamp(selection.wrappedValue))
    }
    let token = calendar.observe { show(clamp(selection.wrappedValue)) }
    token.onCancel { [weak calendar] in
      if let value = handler.value { calendar?.disconnectIfConnected(value) }
    }
    return token
  }

  /// Keeps `spin` on the selected date's `component` (the hour or the minute) and writes the
  /// one the user picks, keeping the rest of the date.
  private func follow(_ spin: SpinButton, _ component: Foundation.Calendar.Component)
    -> ObservationToken
  {
    let selection = self.selection
    let clamp = self.clamp
    let handler = SignalHandlerBox()
    func show(_ date: Date) {
      let value = Double(Foundation.Calendar.current.component(component, from: date))
      if spin.value != value { spin.withBlocked(handler.value!) { spin.value = value } }
    }
    handler.value = spin.onValueChanged { [weak spin] value in
      guard spin != nil else { return }
      let current = Foundation.Calendar.current
      let date = clamp(selection.wrappedValue)
      var hour = current.component(.hour, from: date)
      var minute = current.component(.minute, from: date)
      if component == .hour { hour = Int(value.rounded()) } else { minute = Int(value.rounded()) }
      guard
        let next = current.date(
          bySettingHour: hour, minute: minute, second: current.component(.second, from: date),
          of: date)
      else { return }
      selection.wrappedValue = clamp(next)
      show(clamp(selection.wrappedValue))
    }
    let token = spin.observe { show(clamp(selection.wrappedValue)) }
    token.onCancel { [weak spin] in
      if let value = handler.value { spin?.disconnectIfConnected(value) }
    }
    return token
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: label)
  }
}

/// A signal handler known once it is connected, for the closures that block it.
@MainActor
private final class SignalHandlerBox {
  var value: SignalHandler?
}

extension DatePicker where Label == Text {
  /// A picker titled `title` for `selection`, showing `displayedComponents`.
  public init(
    _ title: String, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(title), selection, nil, nil, displayedComponents)
  }

  /// A picker titled `title` for `selection` in `range`.
  public init(
    _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(title), selection, range.lowerBound, range.upperBound, displayedComponents)
  }

  /// A picker titled `title` for `selection` on or after a date.
  public init(
    _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(title), selection, range.lowerBound, nil, displayedComponents)
  }

  /// A picker titled `title` for `selection` on or before a date.
  public init(
    _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(title), selection, nil, range.upperBound, displayedComponents)
  }
}

/// The parts of a date a ``DatePicker`` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and the minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// How a ``DatePicker`` shows the date, as SwiftUI's `DatePickerStyle`: set with
/// ``View/datePickerStyle(_:)`` on the picker or a view around it. `.compact`, `.field` and
/// `.automatic` (the default) are a button that opens a calendar; `.graphical` is the calendar
/// itself. Custom styles are not supported: a style that is not one of these draws the picker
/// as `.automatic` does.
public protocol DatePickerStyle {}

/// A button showing the date that opens a calendar: `.compact`.
public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
}

/// The calendar, always shown: `.graphical`.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
}

/// As `.compact` on GNOME (a button that opens a calendar): `.field`.
public struct FieldDatePickerStyle: DatePickerStyle {
  public init() {}
}

/// The compact style: `.automatic`, the default.
public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A button showing the date that opens a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// The calendar, always shown.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// As `.compact`.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The compact style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// How a date picker is built.
package enum DatePickerStyleKind: Sendable {
  case automatic, compact, graphical, field

  init(_ style: some DatePickerStyle) {
    switch style {
    case is CompactDatePickerStyle: self = .compact
    case is GraphicalDatePickerStyle: self = .graphical
    case is FieldDatePickerStyle: self = .field
    default: self = .automatic
    }
  }
}

extension View {
  /// Draws every ``DatePicker`` in this view as `style` (see ``DatePickerStyle``).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> StyledView<Self> {
    let kind = DatePickerStyleKind(style)
    return StyledView(content: self) { $0.styles.datePicker = kind }
  }
}
