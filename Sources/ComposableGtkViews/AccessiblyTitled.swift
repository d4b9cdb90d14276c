import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// A view whose title is known without building it: a control it labels takes the title as
/// its accessible name.
@MainActor
protocol AccessiblyTitled {
  var accessibleTitle: String? { get }
}

extension Text: AccessiblyTitled {
  var accessibleTitle: String? { constantString }
}

extension Label: AccessiblyTitled {
  var accessibleTitle: String? { titleText }
}

/// What screen readers call a control labelled by `view`: its title when it has a known one,
/// else the texts of the labels `built` shows.
@MainActor
func accessibleTitle(of view: some View, built: Widget) -> String {
  if let title = (view as? any AccessiblyTitled)?.accessibleTitle { return title }
  return ([built] + built.descendants).compactMap { ($0 as? Gtk.Label)?.text }
    .filter { !$0.isEmpty }.joined(separator: " ")
}
