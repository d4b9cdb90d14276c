import ComposableArchitecture
import ComposableGtk
import Gtk

// Containers whose children have a role the container must learn: a `GridRow`'s cells, a
// `TabView`'s pages. A child registers its widgets with the innermost container being built
// (the registries below are stacks, for containers inside containers), and the container then
// places the widgets of its content by what they registered as.

@MainActor
enum ContainerRegistry {
  /// Per grid being built: each cell widget's row (an id per `GridRow`) and column.
  static var gridCells: [[UnsafeMutableRawPointer: (row: Int, column: Int32)]] = []
  static var nextGridRow = 0
  /// Per tab view being built: each page widget's title and tag.
  static var tabPages: [[UnsafeMutableRawPointer: (title: String, tag: AnyHashable?)]] = []
}
