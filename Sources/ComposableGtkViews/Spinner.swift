import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

/// An animated "busy" indicator (a `GtkSpinner`).
///
/// ```swift
/// Spinner { store.isLoading }
/// ```
public struct Spinner: View, PrimitiveView {
  let isSpinning: @MainActor () -> Bool

  /// A spinner that spins while `isSpinning()` is true (observed).
  public init(isSpinning: @escaping @MainActor () -> Bool) { self.isSpinning = isSpinning }

  /// A spinner that always spins: show it only while something loads.
  public init() { isSpinning = { true } }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let spinner = ViewGraph.created(Gtk.Spinner())
    let node = ViewNode(widgets: [spinner])
    let isSpinning = self.isSpinning
    node.tokens.append(
      spinner.observe { [weak spinner] in
        guard let spinner else { return }
        let value = isSpinning()
        if spinner.isSpinning != value { spinner.isSpinning = value }
      })
    return node
  }

  package func update(_ node: ViewNode) {}
}
