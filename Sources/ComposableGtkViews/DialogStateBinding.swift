import ComposableArchitecture
import ComposableGtk
import Gtk

// Alerts and confirmation dialogs from a binding to their state, as swift-navigation gives
// SwiftUI: `.alert($model.alert) { action in … }`, and the case of an enum of features that
// holds plain alert state, `.alert($store.scope(\.$destination, action: \.destination).alert)`
// for `case alert(AlertState<Never>)`.

extension View {
  /// Shows a message dialog over this view's window while `state` holds alert state: a
  /// button's action goes to `handler`, and any answer (a button, Escape, closing) sets the
  /// state to `nil`. New alert state (another `id`) replaces the dialog.
  ///
  /// ```swift
  /// .alert($model.deleteAlert) { action in
  ///   if action == .confirmDeletion { model.delete() }
  /// }
  /// ```
  public func alert<ButtonAction>(
    _ state: Binding<AlertState<ButtonAction>?>,
    action handler: @escaping @MainActor (ButtonAction) -> Void
  ) -> PresentationView<Self> {
    PresentationView(content: self) { host in
      let stores = DialogStores(state, handler: handler)
      return host.alert(item: { stores.store() }, dismiss: { state.wrappedValue = nil })
    }
  }

  /// Shows a message dialog over this view's window while `state` holds alert state whose
  /// buttons have no actions; any answer sets the state to `nil`.
  ///
  /// ```swift
  /// // case alert(AlertState<Never>) of a `@Reducer enum Destination`
  /// .alert($store.scope(\.$destination, action: \.destination).alert)
  /// ```
  public func alert(_ state: Binding<AlertState<Never>?>) -> PresentationView<Self> {
    alert(state, action: { _ in })
  }

  /// Shows a message dialog over this view's window while `state` holds confirmation dialog
  /// state, like ``alert(_:action:)``.
  public func confirmationDialog<ButtonAction>(
    _ state: Binding<ConfirmationDialogState<ButtonAction>?>,
    action handler: @escaping @MainActor (ButtonAction) -> Void
  ) -> PresentationView<Self> {
    PresentationView(content: self) { host in
      let stores = DialogStores(state, handler: handler)
      return host.confirmationDialog(
        item: { stores.store() }, dismiss: { state.wrappedValue = nil })
    }
  }

  /// Shows a message dialog over this view's window while `state` holds confirmation dialog
  /// state whose buttons have no actions.
  public func confirmationDialog(
    _ state: Binding<ConfirmationDialogState<Never>?>
  ) -> PresentationView<Self> {
    confirmationDialog(state, action: { _ in })
  }
}

/// The store a dialog presentation follows, made for the dialog state a binding holds: one per
/// dialog (by its `id`), so that the dialog stays while the same state does and is replaced by
/// new state. Its reducer clears the state and gives a button's action to the handler.
@MainActor
private final class DialogStores<DialogState: Identifiable, ButtonAction> {
  private let state: Binding<DialogState?>
  private let handler: @MainActor (ButtonAction) -> Void
  private var current: (id: DialogState.ID, store: Store<DialogState, ButtonAction>)?

  init(_ state: Binding<DialogState?>, handler: @escaping @MainActor (ButtonAction) -> Void) {
    self.state = state
    self.handler = handler
  }

  func store() -> Store<DialogState, ButtonAction>? {
    guard let value = state.wrappedValue else {
      current = nil
      return nil
    }
    if let current, current.id == value.id { return current.store }
    let state = self.state
    let handler = self.handler
    let store = Store(initialState: value) {
      Reduce<DialogState, ButtonAction> { _, action in
        // Cleared first: the handler may present the next dialog.
        state.wrappedValue = nil
        handler(action)
        return .none
      }
    }
    current = (value.id, store)
    return store
  }
}
