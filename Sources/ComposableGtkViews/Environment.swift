import ComposableArchitecture

/// Values a view passes down to every view inside it, as SwiftUI's `EnvironmentValues`: set
/// with ``View/environment(_:_:)``, read with ``Environment``.
///
/// ```swift
/// TodosList(store: store)
///   .environment(\.editMode, $store.editMode)
/// ```
///
/// Add a value of your own as in SwiftUI: a key with a default, and a property.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  /// The value of `key`, or its default while no view above set it.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Whether the views are being edited: rows of a `ForEach` with ``ForEach/onDelete(perform:)``
  /// or ``ForEach/onMove(perform:)`` show their delete and move buttons only while it is
  /// `.active`, and ``EditButton`` switches it. `nil` (no view set it): the buttons always show.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  /// The environment of the body being run: what ``Environment`` reads.
  @MainActor static var current = EnvironmentValues()

  /// Runs `body` with `values` as the current environment.
  @MainActor
  static func with<Result>(_ values: EnvironmentValues, _ body: () -> Result) -> Result {
    let outer = current
    current = values
    defer { current = outer }
    return body()
  }
}

/// A key of a value in ``EnvironmentValues``, with the value it has where no view set one.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

private enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

/// A value of the environment, read by a view's body, as SwiftUI's `@Environment`.
///
/// ```swift
/// struct TodoRow: View {
///   @Environment(\.editMode) var editMode
///   var body: some View {
///     Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Done")
///   }
/// }
/// ```
///
/// It reads the environment of the body that reads it: in `body`, the value the views above
/// set; the body runs again when state it read changes, not when an environment value changes.
/// A button's action reads the environment of the button, so that an action value read there
/// (`Button("Open") { openWindow(id: "notes") }`) is the one of the view's window.
@MainActor
@propertyWrapper
public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>

  /// The value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    // The desktop's values (the colour scheme) are followed from the first read on.
    SystemColorScheme.follow()
    return EnvironmentValues.current[keyPath: keyPath]
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and the views inside it.
  ///
  /// ```swift
  /// List { … }
  ///   .environment(\.editMode, $store.editMode)
  /// ```
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentView<Self> {
    EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
  }
}

/// A view built with an environment value set: what ``View/environment(_:_:)`` returns.
public struct EnvironmentView<Content: View>: View, PrimitiveView {
  let content: Content
  let set: (inout EnvironmentValues) -> Void

  package func makeNode(in context: BuildContext) -> ViewNode {
    var inner = context
    set(&inner.environment.values)
    return ComposableGtkViews.makeNode(content, in: inner)
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node, with: content)
  }
}
