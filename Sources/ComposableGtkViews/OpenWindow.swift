import ComposableArchitecture
import Gtk

/// Opens a window of one of the app's scenes by its id, as SwiftUI's `OpenWindowAction`: read
/// it from the environment and call it.
///
/// ```swift
/// struct SyncUpsList: View {
///   @Environment(\.openWindow) var openWindow
///   var body: some View {
///     Button("Show the meeting notes") { openWindow(id: "notes") }
///   }
/// }
/// ```
///
/// The id of a ``Window`` presents its window, opening it if it is not open (never a second
/// one); the id of a ``WindowGroup`` opens a new window of the group. A value opens a window of
/// the `WindowGroup(for:)` of its type, or presents the one already showing it.
public struct OpenWindowAction: Sendable {
  let open: @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void

  /// Opens (or presents) the window of the scene whose id is `id`.
  @MainActor public func callAsFunction(id: String) { open(id, nil) }

  /// Presents the window showing `value`, or opens one of the `WindowGroup(for:)` presenting
  /// values of its type.
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
    open(nil, AnyHashable(value))
  }

  /// Presents the window of the scene whose id is `id` showing `value`, or opens one.
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
    open(id, AnyHashable(value))
  }
}

/// Closes windows of the app, as SwiftUI's `DismissWindowAction`: read it from the environment
/// and call it.
///
/// ```swift
/// struct NotesWindow: View {
///   @Environment(\.dismissWindow) var dismissWindow
///   var body: some View {
///     Button("Done") { dismissWindow() }
///   }
/// }
/// ```
public struct DismissWindowAction: Sendable {
  let dismiss: @MainActor @Sendable (String?) -> Void

  /// Closes the window of the view that reads the action.
  @MainActor public func callAsFunction() { dismiss(nil) }

  /// Closes the windows of the scene whose id is `id`.
  @MainActor public func callAsFunction(id: String) { dismiss(id) }
}

private enum OpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction {
    OpenWindowAction { id, _ in
      reportIssue("openWindow(id: \"\(id ?? "")\") outside the windows of an App: nothing opened.")
    }
  }
}

private enum DismissWindowKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction {
    DismissWindowAction { _ in
      reportIssue("dismissWindow() outside the windows of an App: nothing closed.")
    }
  }
}

extension EnvironmentValues {
  /// Opens a window of the app's scenes by id: see ``OpenWindowAction``.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }

  /// Closes the window of the view, or the windows of a scene: see ``DismissWindowAction``.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }
}
