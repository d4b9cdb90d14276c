import ComposableArchitecture
import Gtk

extension Widget {
  /// Shows a message dialog over this window (or the window this widget is in) while alert
  /// state is present: its title, its
  /// message and a button per `ButtonState`.
  ///
  /// ```swift
  /// // State: @Presents var alert: AlertState<Action.Alert>?
  /// // Action: case alert(PresentationAction<Alert>)
  /// window.alert(store, state: \.alert, action: \.alert)
  /// ```
  ///
  /// A button sends its action as `.presented(action)`, which also dismisses the alert (the
  /// presentation reducer sets alert state to `nil` when one of its actions arrives). A button
  /// without action, Escape, or closing the dialog sends `.dismiss`. New alert state replaces
  /// the dialog; `nil` closes it. `customize` is called with each dialog before it is shown.
  @discardableResult
  public func alert<State, Action, ButtonAction>(
    _ store: Store<State, Action>,
    state toAlert: KeyPath<State, AlertState<ButtonAction>?>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<ButtonAction>>,
    customize: @escaping @MainActor (MessageDialog) -> Void = { _ in }
  ) -> ObservationToken {
    alert(
      item: {
        store.scope(state: toAlert, action: toPresentationAction.appending(path: \.presented))
      },
      dismiss: {
        if store.state[keyPath: toAlert] != nil { store.send(toPresentationAction(.dismiss)) }
      },
      customize: customize)
  }

  /// Shows a message dialog over this window while `item()` returns a store of alert state:
  /// what ``alert(_:state:action:customize:)`` does for the store of a presented alert (its
  /// actions are the buttons' actions). `dismiss` runs for a button without action, Escape or
  /// closing.
  @discardableResult
  package func alert<ButtonAction>(
    item: @escaping @MainActor () -> Store<AlertState<ButtonAction>, ButtonAction>?,
    dismiss: @escaping @MainActor () -> Void,
    customize: @escaping @MainActor (MessageDialog) -> Void = { _ in }
  ) -> ObservationToken {
    presentDialog(item: item, dismiss: dismiss, customize: customize) { alert in
      DialogContent(
        title: alert.title.string, message: alert.message?.string,
        buttons: alert.buttonsOrOK
      )
    }
  }

  /// Shows a message dialog over this window (or the window this widget is in) while
  /// confirmation dialog state is present, like
  /// ``alert(_:state:action:customize:)``. A hidden title shows the message alone.
  @discardableResult
  public func confirmationDialog<State, Action, ButtonAction>(
    _ store: Store<State, Action>,
    state toDialog: KeyPath<State, ConfirmationDialogState<ButtonAction>?>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<ButtonAction>>,
    customize: @escaping @MainActor (MessageDialog) -> Void = { _ in }
  ) -> ObservationToken {
    confirmationDialog(
      item: {
        store.scope(state: toDialog, action: toPresentationAction.appending(path: \.presented))
      },
      dismiss: {
        if store.state[keyPath: toDialog] != nil { store.send(toPresentationAction(.dismiss)) }
      },
      customize: customize)
  }

  /// Shows a message dialog over this window while `item()` returns a store of confirmation
  /// dialog state, like ``alert(item:dismiss:customize:)``.
  @discardableResult
  package func confirmationDialog<ButtonAction>(
    item: @escaping @MainActor () -> Store<ConfirmationDialogState<ButtonAction>, ButtonAction>?,
    dismiss: @escaping @MainActor () -> Void,
    customize: @escaping @MainActor (MessageDialog) -> Void = { _ in }
  ) -> ObservationToken {
    presentDialog(item: item, dismiss: dismiss, customize: customize) { dialog in
      let showsTitle = dialog.titleVisibility != .hidden || dialog.message == nil
      return DialogContent(
        title: showsTitle ? dialog.title.string : dialog.message?.string ?? "",
        message: showsTitle ? dialog.message?.string : nil,
        buttons: dialog.buttons
      )
    }
  }

  private func presentDialog<DialogState, ButtonAction>(
    item: @escaping @MainActor () -> Store<DialogState, ButtonAction>?,
    dismiss: @escaping @MainActor () -> Void,
    customize: @escaping @MainActor (MessageDialog) -> Void,
    content: @escaping @MainActor (DialogState) -> DialogContent<ButtonAction>
  ) -> ObservationToken {
    // Every answer checks that the dialog state is still there: a dialog can be answered twice
    // (a button, then the close request of the window going away), but the feature must see
    // one answer only.
    let isPresented: @MainActor () -> Bool = { item() != nil }
    return presentWindow(
      item: item,
      onDismiss: { if isPresented() { dismiss() } }
    ) { [weak self] dialogStore in
      let dialogContent = content(dialogStore.state)
      let dialog = MessageDialog(
        parent: self?.presentationParent, message: dialogContent.title,
        detail: dialogContent.message,
        buttons: .none
      )
      // The title is the dialog's name over AT-SPI, what a screen reader announces it by.
      dialog.title = dialogContent.title
      for (index, button) in dialogContent.buttons.enumerated() {
        let response = DialogResponse.custom(Int32(index))
        dialog.addButton(button.label.string, response: response)
        switch button.role {
        case .destructive: dialog.markDestructive(response: response)
        case .cancel: dialog.setDefaultResponse(response)
        case nil: break
        }
      }
      let buttons = dialogContent.buttons
      dialog.onResponse { response in
        guard isPresented() else { return }
        if case let .custom(index) = response, buttons.indices.contains(Int(index)),
          let action = buttons[Int(index)].action.action
        {
          dialogStore.send(action, animation: buttons[Int(index)].action.animation)
        } else {
          dismiss()
        }
      }
      customize(dialog)
      return dialog
    }
  }
}

/// What a message dialog shows for alert or confirmation dialog state.
private struct DialogContent<Action> {
  let title: String
  let message: String?
  let buttons: [ButtonState<Action>]
}

extension AlertState {
  /// The alert's buttons, or an OK button that dismisses it when it has none: what SwiftUI
  /// shows for an alert without buttons, so that the alert can be answered by a click (or by
  /// a screen reader's user, who cannot know of Escape).
  package var buttonsOrOK: [ButtonState<Action>] {
    buttons.isEmpty ? [ButtonState { TextState("OK") }] : buttons
  }
}
