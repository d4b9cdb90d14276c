import CGtk

/// The day a `GtkCalendar` shows selected, as numbers.
///
/// ```swift
/// calendar.select(year: 2026, month: 6, day: 3)
/// let (year, month, day) = calendar.selectedDay
/// ```
@MainActor
extension Calendar {
  /// The selected day: the year, the month from 1 to 12 and the day of the month.
  public var selectedDay: (year: Int, month: Int, day: Int) {
    let date = gtk_calendar_get_date(cPointer(self))!
    defer { g_date_time_unref(date) }
    var year: Int32 = 0
    var month: Int32 = 0
    var day: Int32 = 0
    g_date_time_get_ymd(date, &year, &month, &day)
    return (Int(year), Int(month), Int(day))
  }

  /// Selects the day `day` of `month` (1 to 12) of `year`, showing its month. Emits
  /// `day-selected`.
  public func select(year: Int, month: Int, day: Int) {
    guard let date = g_date_time_new_local(Int32(year), Int32(month), Int32(day), 0, 0, 0) else {
      return
    }
    defer { g_date_time_unref(date) }
    gtk_calendar_select_day(cPointer(self), date)
  }
}
