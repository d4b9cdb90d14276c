import Gtk

extension View {
  /// Keeps the user from closing the sheet this view is in, as SwiftUI's
  /// `interactiveDismissDisabled(_:)`: while a view on screen in the sheet's content says so,
  /// the window's close button, the window manager's close and Escape leave the sheet open,
  /// and the feature gets no `.dismiss`. The content still closes it: `dismiss()` from
  /// `@Environment(\.dismiss)`, or the state going away.
  ///
  /// ```swift
  /// Form { … }
  ///   .toolbar { Button("Done") { store.send(.doneButtonTapped) } }
  ///   .interactiveDismissDisabled()
  /// ```
  ///
  /// Outside a sheet it does nothing. A view that is not on screen (a page of a navigation
  /// stack under the one shown) does not hold the sheet.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView<Self> {
    widgetModifier(
      .constant(isDisabled) { widget, isDisabled in
        if isDisabled {
          widget.addCSSClass(InteractiveDismiss.disabledClass)
        } else {
          widget.removeCSSClass(InteractiveDismiss.disabledClass)
        }
      })
  }
}

/// A view's `.interactiveDismissDisabled()` is kept on its widget, as a class without rules, so
/// that it outlives the Swift wrapper; the sheet reads it from its content when the user asks
/// to close it.
@MainActor
enum InteractiveDismiss {
  static let disabledClass = "cg-interactive-dismiss-disabled"

  /// Whether a view on screen in `window` keeps the user from closing it.
  static func isDisabled(in window: Gtk.Window) -> Bool {
    window.descendants.contains { $0.hasCSSClass(disabledClass) && $0.isMapped }
  }
}
