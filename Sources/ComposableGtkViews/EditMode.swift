/// Whether the user can edit a view's content, as SwiftUI's `EditMode`: a value TCA state can
/// hold (`var editMode: EditMode = .inactive`).
///
/// There is no environment to carry it (no `@Environment(\.editMode)` and no `EditButton`
/// yet): read it from your state, and let your views follow it as they follow any state.
public enum EditMode: Equatable, Hashable, Sendable {
  /// The content cannot be edited.
  case inactive
  /// The content is being edited for a moment (during a gesture, on other platforms).
  case transient
  /// The content can be edited.
  case active

  /// Whether the content is being edited: in any mode but ``inactive``.
  public var isEditing: Bool { self != .inactive }
}
