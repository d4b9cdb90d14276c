import Gtk

extension View {
  /// Fills the row of the list this view is a row of with `color`, as SwiftUI's
  /// `listRowBackground(_:)`: a row of a `List`, `Form` or `Section`, each row of a `ForEach`
  /// among them, a `NavigationLink` row included. `nil` gives the row back its own background.
  ///
  /// ```swift
  /// ForEach(store.syncUps) { syncUp in
  ///   NavigationLink(state: …) { CardView(syncUp: syncUp) }
  ///     .listRowBackground(syncUp.theme.mainColor)
  /// }
  /// ```
  ///
  /// SwiftUI takes any view here; this takes a colour, what rows are given in practice.
  public func listRowBackground(_ color: Color?) -> ModifiedView<Self> {
    widgetModifier(
      .constant(color) { widget, color in
        RowBackground.set(color.map(RowBackground.className(for:)), on: widget)
      })
  }
}

/// The row background a view asks for is kept on the view's widget, as a class without rules
/// (`cg-wants-` and the row's class, or `cg-wants-row-bg-none`), so that it outlives the Swift
/// wrapper; the row is found once the view is in one (rows are made around views already
/// built), and again whenever it moves.
@MainActor
private enum RowBackground {
  private static let wantPrefix = "cg-wants-"
  private static let wantsNone = "cg-wants-row-bg-none"
  private static let rowPrefix = "cg-row-bg-"

  /// The class that fills a row with `color`. A row of a `ForEach` in a form's list is the
  /// row's view itself, inset by margins: filled, it is inset by padding instead, so that the
  /// colour reaches the lines between rows and the list's edges.
  static func className(for color: Color) -> String {
    let className = ViewStyleSheet.ensure(
      color.className("row-bg"), "background-color: \(color.css);")
    ViewStyleSheet.ensureRules(
      named: className + "-in-rows",
      ".\(FormStyle.listClass) > row > .\(FormStyle.rowsClass) > .\(className) "
        + "{ margin: 0; padding: 6px 12px; }")
    return className
  }

  static func set(_ className: String?, on widget: Widget) {
    let isFollowing = widget.cssClasses.contains { $0.hasPrefix(wantPrefix) }
    ViewStyleSheet.replaceClasses(
      of: widget, prefix: wantPrefix, with: className.map { wantPrefix + $0 } ?? wantsNone)
    if !isFollowing { widget.onRootChanged { apply(to: $0) } }
    apply(to: widget)
  }

  /// Gives the row the view is in the class the view asks for: the view (or the ancestor of
  /// it) that is a row of a `ForEach`'s rows, or else the nearest `GtkListBoxRow`.
  private static func apply(to widget: Widget) {
    guard let row = row(of: widget),
      let wanted = widget.cssClasses.first(where: { $0.hasPrefix(wantPrefix) })
    else { return }
    let className = wanted == wantsNone ? nil : String(wanted.dropFirst(wantPrefix.count))
    ViewStyleSheet.replaceClasses(of: row, prefix: rowPrefix, with: className)
  }

  private static func row(of widget: Widget) -> Widget? {
    var current = widget
    while let parent = current.parent {
      if parent.hasCSSClass(FormStyle.rowsClass) { return current }
      if parent is ListBoxRow { return parent }
      current = parent
    }
    return nil
  }
}
