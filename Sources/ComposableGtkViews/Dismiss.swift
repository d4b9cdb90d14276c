import ComposableGtk
import Gtk

/// Dismisses the presentation the view is in, as SwiftUI's `DismissAction`: read it with
/// `@Environment(\.dismiss)` and call it.
///
/// ```swift
/// struct EditSheet: View {
///   @Environment(\.dismiss) var dismiss
///   var body: some View {
///     Button("Cancel") { dismiss() }
///   }
/// }
/// ```
///
/// - In the content of a sheet, it dismisses the sheet as the user's close does: the
///   presentation sends its `.dismiss` action (`$store.scope(state: \.destination?.edit, …)`
///   sees the same action as when the user closes the window), and the window goes when the
///   state does. It does so under `.interactiveDismissDisabled()` too, which holds the user's
///   close only.
/// - On a page pushed onto a ``NavigationStack``, it sends `.popFrom(id:)` for that page's
///   element, as the back button does for the page on top.
/// - Anywhere else it does nothing.
public struct DismissAction: Sendable {
  let dismiss: @MainActor @Sendable () -> Void

  /// Dismisses the presentation the view is in, if it is in one.
  @MainActor public func callAsFunction() { dismiss() }
}

private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

private enum IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Dismisses the sheet or the navigation page the view is in: see ``DismissAction``.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation that `dismiss` dismisses: the content of a sheet,
  /// or a page pushed onto a navigation stack; false elsewhere (a navigation stack's root, a
  /// window's content).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

extension BuildContext {
  /// The context of a presentation's content: `dismiss` ends that presentation.
  func presented(dismiss: @escaping @MainActor @Sendable () -> Void) -> BuildContext {
    var inner = self
    inner.environment.values.dismiss = DismissAction(dismiss: dismiss)
    inner.environment.values.isPresented = true
    return inner
  }
}

/// The widget of a presentation built after its content: what the content's ``DismissAction``
/// reaches once it exists.
@MainActor
final class DismissTarget<Target: AnyObject>: Sendable {
  weak var target: Target?
  nonisolated init() {}
}
