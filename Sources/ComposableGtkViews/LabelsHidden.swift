import Gtk

extension View {
  /// Leaves out the titles of the controls inside the view, as SwiftUI's `labelsHidden`: a
  /// toggle, a stepper, a picker, a date or colour picker and a `LabeledContent` show their
  /// control alone. The title still names the control for screen readers.
  ///
  /// ```swift
  /// Picker("Theme", selection: $store.theme) {
  ///   ForEach(Theme.allCases) { Text($0.name).tag($0) }
  /// }
  /// .labelsHidden()
  /// ```
  ///
  /// Read when the controls are built, as the control styles are.
  public func labelsHidden() -> StyledView<Self> {
    StyledView(content: self) { $0.styles.labelsHidden = true }
  }
}

extension BuildContext {
  /// The row of a control with its title on the left: the widgets of `title`, taking the
  /// room the control leaves (hidden under ``View/labelsHidden()``); the caller appends the
  /// control.
  @MainActor
  func titleRow(_ title: ViewNode) -> Box {
    let row = ViewGraph.created(Box(.horizontal, spacing: 12))
    for widget in title.widgets {
      widget.hexpand = true
      (widget as? Gtk.Label)?.xalign = 0
      row.append(widget)
    }
    hideTitle(title.widgets)
    return row
  }

  /// Hides the widgets of a control's title when ``View/labelsHidden()`` is around it; they
  /// stay in the tree, where the control's accessible name is read from.
  @MainActor
  func hideTitle(_ widgets: [Widget]) {
    guard styles.labelsHidden else { return }
    for widget in widgets { widget.visible = false }
  }
}
