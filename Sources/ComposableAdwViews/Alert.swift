import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk

extension View {
  /// Shows alert state as a libadwaita message dialog (`AdwMessageDialog`) over this view's
  /// window: what `View.alert(_:customize:)` does with a GTK message
  /// dialog, with the same store logic. A button sends its action as `.presented(action)`; a
  /// button without one, Escape or closing sends `.dismiss`; new alert state replaces the
  /// dialog.
  ///
  /// ```swift
  /// // State: @Presents var alert: AlertState<Action.Alert>?
  /// // Action: case alert(PresentationAction<Alert>)
  /// CounterView(store: store)
  ///   .alert($store.scope(state: \.alert, action: \.alert))
  /// ```
  ///
  /// A destructive button is red, the cancel button is what Escape answers, and Enter answers
  /// the cancel button too (the safe choice). With both modules imported, this overload (no
  /// `customize:`) is the one chosen; pass `customize:` for the GTK dialog.
  public func alert<State, Action, ButtonAction>(
    _ item: PresentationBinding<State, Action, AlertState<ButtonAction>, ButtonAction>
  ) -> PresentationView<Self> {
    PresentationView(content: self) { host in
      host.presentWindow(
        item: { item.wrappedValue },
        onDismiss: { item.dismiss() }
      ) { alertStore in
        makeMessageDialog(alertStore.state) { index in
          // The dialog is answered once: a second answer (the window closing after a button)
          // finds the state gone.
          guard item.wrappedValue != nil else { return }
          let buttons = alertStore.state.buttonsOrOK
          if let index, let action = buttons[index].action.action {
            alertStore.send(action, animation: buttons[index].action.animation)
          } else {
            item.dismiss()
          }
        }
      }
    }
  }
}

/// The message dialog for `alert`; `answer` gets the index of the button pressed, or `nil` for
/// Escape or closing.
@MainActor
private func makeMessageDialog<ButtonAction>(
  _ alert: AlertState<ButtonAction>, answer: @escaping @MainActor (Int?) -> Void
) -> Adw.MessageDialog {
  let dialog = Adw.MessageDialog(
    parent: nil, heading: alert.title.string, body: alert.message?.string)
  // Response ids are the buttons' positions; Escape and closing answer "close" unless there is
  // a cancel button.
  let buttons = alert.buttonsOrOK
  for (index, button) in buttons.enumerated() {
    let id = String(index)
    dialog.addResponse(
      id, label: button.label.string,
      appearance: button.role == .destructive ? .destructive : .default)
    if button.role == .cancel {
      dialog.closeResponse = id
      dialog.defaultResponse = id
    }
  }
  // libadwaita 1.2 closes the dialog before it emits `response` for a clicked button. That
  // close is part of the answer, which `response` brings next: kept from the presentation's
  // own close handler (connected after this one), which would take it for a dismissal. The
  // dialog closes when the answer clears the alert state. Escape, the close button and the
  // window manager go on to that handler, and dismiss.
  dialog.onCloseRequest { [weak dialog] in dialog?.isClosingForResponseButton ?? false }
  let count = buttons.count
  dialog.onResponse { id in
    answer(Int(id).flatMap { (0..<count).contains($0) ? $0 : nil })
  }
  return dialog
}
