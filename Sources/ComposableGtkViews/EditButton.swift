import ComposableArchitecture

/// A button that starts and ends editing: "Edit" while the environment's
/// ``EnvironmentValues/editMode`` is inactive, "Done" while it is active, as SwiftUI's
/// `EditButton`. Without an edit mode in the environment it does nothing.
///
/// ```swift
/// .toolbar { ToolbarItem(placement: .primaryAction) { EditButton() } }
/// ```
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  public init() {}

  public var body: some View {
    let editMode = self.editMode
    Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
      guard let editMode else { return }
      editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
    }
  }
}
