import ComposableGtk
import Gtk

extension View {
  /// Runs `action` when `trigger` is pressed while the focus is in this view: `"Delete"`,
  /// `"plus|KP_Add"`, `"<Control>f"` (GTK's accelerator syntax; `|` separates alternatives).
  ///
  /// ```swift
  /// ValueList { store.sortedPrimes } row: { … }
  ///   .onKeyboardShortcut("Delete") { store.send(.deleteKeyPressed) }
  /// ```
  ///
  /// The shortcut belongs to the view's widget: a key pressed while the focus is elsewhere in
  /// the window (typing in a search field, say) does not trigger it. For shortcuts of the whole
  /// window, use the application's (`Application.addShortcut`).
  public func onKeyboardShortcut(
    _ trigger: String, action: @escaping @MainActor () -> Void
  ) -> ModifiedView<Self> {
    widgetModifier(
      WidgetModifier(value: nil) { widget in
        if widget.addKeyboardShortcut(trigger, action) == nil {
          assertionFailure("GTK cannot parse the shortcut trigger \"\(trigger)\"")
        }
        return nil
      })
  }

  /// Lets the program move the keyboard focus to this view through `handle`.
  ///
  /// ```swift
  /// let searchFocus = FocusHandle()
  /// TextField.search("Search", text: …).focusHandle(searchFocus)
  /// // Ctrl+F:
  /// searchFocus.focus()
  /// ```
  public func focusHandle(_ handle: FocusHandle) -> ModifiedView<Self> {
    widgetModifier(
      WidgetModifier(value: nil) { widget in
        handle.widget = widget
        return nil
      })
  }
}

/// A way for the program to move the keyboard focus to a view (see ``View/focusHandle(_:)``).
@MainActor
public final class FocusHandle {
  weak var widget: Widget?

  public init() {}

  /// Moves the focus to the view; false when it is not in a window or cannot take the focus.
  @discardableResult
  public func focus() -> Bool { widget?.grabFocus() ?? false }
}

extension View {
  /// Runs `action` once, when the view is built: when it first appears, or when the branch of
  /// an `if` that holds it is taken again.
  ///
  /// ```swift
  /// PrimeDetailView(store: store)
  ///   .onAppear { store.send(.task) }
  /// ```
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    let once = Once()
    return widgetModifier(
      WidgetModifier(value: nil) { _ in
        if once.take() { action() }
        return nil
      })
  }

  /// Starts `action` as a task on the main actor when the view is built (it appears), and
  /// cancels it when the view goes: torn down (the branch of an `if` that holds it is left, its
  /// row of a `ForEach` removed) or its window destroyed. TCA's `.task { await
  /// store.send(.onTask).finish() }` runs the feature's long-living effects this way.
  ///
  /// ```swift
  /// RecordMeetingView(store: store)
  ///   .task { await store.send(.onTask).finish() }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> ModifiedView<Self> {
    let once = Once()
    return widgetModifier(
      WidgetModifier(value: nil) { widget in
        guard once.take() else { return nil }
        let task = Task(priority: priority) { @MainActor in await action() }
        // An observation of nothing, tied to the widget's window: its end is the view's.
        let token = widget.observe {}
        token.onCancel { task.cancel() }
        return token
      })
  }

  /// Starts `action` when the view is built, as ``task(priority:_:)`` does, and again each time
  /// the body gives another `id`, cancelling the task before: SwiftUI's `task(id:priority:_:)`,
  /// TCA's way to debounce a search.
  ///
  /// ```swift
  /// .task(id: store.searchQuery) {
  ///   do {
  ///     try await Task.sleep(for: .milliseconds(300))
  ///     await store.send(.searchQueryChangeDebounced).finish()
  ///   } catch {}
  /// }
  /// ```
  public func task<ID: Equatable>(
    id: ID, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> IdentifiedTaskView<Self, ID> {
    IdentifiedTaskView(content: self, id: id, priority: priority, action: action)
  }

  /// Runs `action` once, when the view goes: torn down (the branch of an `if` that holds it
  /// is left, its row of a `ForEach` removed) or its window destroyed.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    let once = Once()
    return widgetModifier(
      WidgetModifier(value: nil) { widget in
        guard once.take() else { return nil }
        let token = widget.observe {}
        token.onCancel { action() }
        return token
      })
  }

  /// Runs `action` when the user presses Enter in a text field of this view (its `activate`),
  /// as SwiftUI's `onSubmit`.
  ///
  /// ```swift
  /// TextField("New todo", text: $store.draft)
  ///   .onSubmit { store.send(.addButtonTapped) }
  /// ```
  public func onSubmit(_ action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    widgetModifier(
      WidgetModifier(value: nil) { widget in
        let fields = ([widget] + widget.descendants).compactMap { $0 as? Entry }
        for field in fields { _ = field.onActivate { action() } }
        return nil
      })
  }

  /// Runs `action` with the old and the new value whenever `value` changes, as SwiftUI's
  /// `onChange(of:initial:_:)`: `value` is read by the body, which runs again when the state it
  /// comes from changes; with `initial`, also once when the view is built.
  ///
  /// ```swift
  /// Text(store.title)
  ///   .onChange(of: store.title) { old, new in log("\(old) → \(new)") }
  /// ```
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` whenever `value` changes (and, with `initial`, once when the view is
  /// built), as SwiftUI's `onChange(of:initial:_:)` whose action takes no values.
  ///
  /// ```swift
  /// Form { … }
  ///   .onChange(of: store.syncUp.attendees) { store.send(.attendeesChanged) }
  /// ```
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value whenever `value` changes: SwiftUI's first spelling,
  /// `onChange(of:perform:)`, still common in code written before its two-value form.
  ///
  /// ```swift
  /// .onChange(of: store.query) { query in store.send(.search(query)) }
  /// ```
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (_ newValue: Value) -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
  }

  /// Lets long text wrap onto more lines (for a ``Text``; other views are left alone).
  public func textWrapping(_ wraps: Bool = true) -> ModifiedView<Self> {
    widgetModifier(
      .constant(wraps) { widget, wraps in
        guard let label = widget as? Gtk.Label else { return }
        label.wraps = wraps
        label.xalign = 0
      })
  }

  /// The icon of a ``Button``, following `iconName()` (observed): a star that fills when its
  /// prime is a favorite.
  public func iconName(_ iconName: @escaping @MainActor () -> String) -> ModifiedView<Self> {
    widgetModifier(
      WidgetModifier(value: nil) { widget in
        guard let button = widget as? Gtk.Button else { return nil }
        return button.observe { [weak button] in
          guard let button else { return }
          let name = iconName()
          if button.iconName != name { button.iconName = name }
        }
      })
  }
}

@MainActor
private final class Once {
  private var done = false
  func take() -> Bool {
    defer { done = true }
    return !done
  }
}

/// A view that runs an action when a value changes: what `.onChange(of:)`
/// returns.
public struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let node = ViewNode(widgets: child.widgets, children: [child])
    node.retained = LastValue(value)
    if initial { action(value, value) }
    return node
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
    guard let last = node.retained as? LastValue<Value>, last.value != value else { return }
    let old = last.value
    last.value = value
    action(old, value)
  }
}

@MainActor
final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A view with a task restarted when its id changes: what ``View/task(id:priority:_:)``
/// returns.
public struct IdentifiedTaskView<Content: View, ID: Equatable>: View, PrimitiveView {
  let content: Content
  let id: ID
  let priority: TaskPriority
  let action: @MainActor () async -> Void

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    let node = IdentifiedTaskNode(child: child, id: id)
    node.start(priority: priority, action)
    return node
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? IdentifiedTaskNode<ID> else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    guard node.id != id else { return }
    node.id = id
    node.start(priority: priority, action)
  }
}

@MainActor
final class IdentifiedTaskNode<ID: Equatable>: ViewNode {
  var id: ID
  private var task: Task<Void, Never>?

  init(child: ViewNode, id: ID) {
    self.id = id
    super.init(widgets: child.widgets, children: [child])
  }

  /// Cancels the task of the id before and starts `action`; the task ends with the view (its
  /// node torn down, or its window destroyed).
  func start(priority: TaskPriority, _ action: @escaping @MainActor () async -> Void) {
    task?.cancel()
    let task = Task(priority: priority) { @MainActor in await action() }
    self.task = task
    for token in tokens { token.cancel() }
    // An observation of nothing, tied to the widget's window: its end is the view's.
    if let widget = widgets.first {
      let token = widget.observe {}
      token.onCancel { task.cancel() }
      tokens = [token]
    }
  }

  override func tearDown() {
    task?.cancel()
    super.tearDown()
  }
}
