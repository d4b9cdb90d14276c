import ComposableArchitecture
import ComposableGtk
import Gtk

// Sheets driven by a binding, as SwiftUI writes them: `.sheet(isPresented: $isShowingHelp)`
// for view state, `.sheet(isPresented: $store.isSheetPresented.sending(\.setSheet))` for a
// feature's, `.sheet(item: $selectedItem)` for an identifiable value. The store-driven form,
// `.sheet(item: $store.scope(…))`, is in Presentation.swift.

extension View {
  /// Presents the view built by `content` in a modal window over this view's window while
  /// `isPresented` is true; closes it when it turns false. Closing the window (its close
  /// button, Escape) sets `isPresented` to false; `onDismiss` runs once the sheet is gone,
  /// however it went.
  ///
  /// ```swift
  /// Button("Sign up") { isSignUpPresented = true }
  ///   .sheet(isPresented: $isSignUpPresented) {
  ///     SignUpFlow()
  ///   }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> PresentationView<Self> {
    PresentationView(content: self) { (host: Widget, context: BuildContext) in
      BindingSheet.start(
        on: host, context: context,
        item: { isPresented.wrappedValue ? true : nil },
        identity: { _ in AnyHashable(true) },
        dismiss: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
        onDismiss: onDismiss,
        content: { _ in content() })
    }
  }

  /// Presents the view `content` builds for `item` while it is not `nil`; another item (of
  /// another `id`) replaces the sheet. Closing the window sets `item` to `nil`; `onDismiss`
  /// runs once the sheet is gone.
  ///
  /// ```swift
  /// .sheet(item: $editedContact) { contact in
  ///   ContactEditor(contact: contact)
  /// }
  /// ```
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> PresentationView<Self> {
    PresentationView(content: self) { (host: Widget, context: BuildContext) in
      BindingSheet.start(
        on: host, context: context,
        item: { item.wrappedValue },
        identity: { AnyHashable($0.id) },
        dismiss: { if item.wrappedValue != nil { item.wrappedValue = nil } },
        onDismiss: onDismiss,
        content: content)
    }
  }
}

/// A sheet following a binding: opens a window while the binding has a value, closes it when
/// the value goes, and writes the binding when the user closes the window.
@MainActor
final class BindingSheet<Item> {
  private let host: Widget
  private let context: BuildContext
  private let identity: @MainActor (Item) -> AnyHashable
  private let dismiss: @MainActor () -> Void
  private let onDismiss: (@MainActor () -> Void)?
  /// Builds the content of the sheet for an item, in the sheet's context.
  private let makeContent: @MainActor (Item, BuildContext) -> Widget
  private var shown: (id: AnyHashable, window: Gtk.Window)?

  private init(
    host: Widget, context: BuildContext,
    identity: @escaping @MainActor (Item) -> AnyHashable,
    dismiss: @escaping @MainActor () -> Void,
    onDismiss: (@MainActor () -> Void)?,
    makeContent: @escaping @MainActor (Item, BuildContext) -> Widget
  ) {
    self.host = host
    self.context = context
    self.identity = identity
    self.dismiss = dismiss
    self.onDismiss = onDismiss
    self.makeContent = makeContent
  }

  /// Follows `item` from `host`, which must be in a window; the sheet closes when the
  /// returned token ends (the view torn down, or its window destroyed).
  static func start<Content: View>(
    on host: Widget, context: BuildContext,
    item: @escaping @MainActor () -> Item?,
    identity: @escaping @MainActor (Item) -> AnyHashable,
    dismiss: @escaping @MainActor () -> Void,
    onDismiss: (@MainActor () -> Void)?,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> ObservationToken {
    let sheet = BindingSheet(
      host: host, context: context, identity: identity, dismiss: dismiss, onDismiss: onDismiss,
      makeContent: { item, context in Group { content(item) }.makeWidget(styledAs: context) })
    // The value read is wrapped: `observe(_:then:)` takes a bare `nil` for "no change".
    let token = observe({ [item()] }, then: { sheet.follow($0[0]) })
    host.attach(token)
    token.onCancel { sheet.close(notify: false) }
    return token
  }

  private func follow(_ item: Item?) {
    let id = item.map(identity)
    if let shown, shown.id == id { return }
    close(notify: shown != nil)
    guard let item, let id else { return }
    open(item, id: id)
  }

  private func open(_ item: Item, id: AnyHashable) {
    let window = Gtk.Window()
    window.isModal = true
    window.setTransientFor(host.presentationParent)
    // `dismiss` in the content writes the binding as the user's close does.
    let inner = context.presented { [weak self] in self?.dismiss() }
    window.setChild(makeContent(item, inner))
    window.onCloseRequest { [weak self, weak window] in
      guard let self, let window else { return true }
      // `.interactiveDismissDisabled()` in the content keeps the sheet open.
      if !InteractiveDismiss.isDisabled(in: window), self.shown?.window === window {
        self.dismiss()
      }
      return true
    }
    window.onDestroyed { [weak self, weak window] in
      // Destroyed by other code: the sheet is gone, and the binding says so.
      guard let self, let window, self.shown?.window === window else { return }
      self.shown = nil
      self.dismiss()
      self.onDismiss?()
    }
    shown = (id, window)
    window.present()
  }

  /// Closes the sheet on screen, if any; `notify` runs `onDismiss`.
  fileprivate func close(notify: Bool) {
    guard let shown else { return }
    self.shown = nil
    shown.window.destroy()
    if notify { onDismiss?() }
  }
}
