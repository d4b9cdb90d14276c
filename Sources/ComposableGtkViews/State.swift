import ComposableArchitecture
import Observation

/// A value a view owns, as SwiftUI's `@State`: it lives as long as the view's widgets, across
/// the new values of the view its parent's body makes, and a body that reads it runs again
/// when it changes.
///
/// ```swift
/// struct Disclosure: View {
///   @State private var isExpanded = false
///
///   var body: some View {
///     Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
///     if isExpanded { Text("Details") }
///   }
/// }
/// ```
///
/// Feature state belongs in the store; `@State` is for what only the view cares about (an
/// expanded row, a draft before it is sent). `$value` is a ``Binding`` to it.
@MainActor
@propertyWrapper
public struct State<Value>: ViewStateProperty {
  let box: StateBox<Value>

  /// State that starts at `wrappedValue`.
  public init(wrappedValue: Value) { box = StateBox(wrappedValue) }

  /// State that starts at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  public var wrappedValue: Value {
    get { box.resolved.value }
    nonmutating set { box.resolved.value = newValue }
  }

  /// A binding to the value, for a control or a child view that edits it.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.resolved.value }, set: { box.resolved.value = $0 })
  }

  func adopt(_ previous: any ViewStateProperty) {
    guard let previous = previous as? State<Value>, previous.box !== box else { return }
    box.redirect = previous.box.resolved
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State that starts at `nil`.
  public init() { self.init(wrappedValue: nil) }
}

/// The storage of a ``State``: observable, so that a body that read it runs again.
@MainActor
final class StateBox<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: Value
  /// The storage of the first value of the view, which later values read and write.
  var redirect: StateBox<Value>?

  init(_ value: Value) { stored = value }

  var resolved: StateBox<Value> { redirect?.resolved ?? self }

  /// The value, read without making the reader depend on it.
  var untracked: Value { stored }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
    }
  }
}

/// A property of a view whose storage must outlive the view's value: ``State`` and
/// ``FocusState``. When the parent's body makes a new value of the view, the new value's
/// properties adopt the storage of the first value's, in declaration order.
@MainActor
protocol ViewStateProperty {
  func adopt(_ previous: any ViewStateProperty)
}

/// The state properties of view values, found by reflection once per type.
@MainActor
enum ViewStateProperties {
  /// Types known to have none, which are not reflected again.
  private static var stateless: Set<ObjectIdentifier> = []

  static func of<V>(_ view: V) -> [any ViewStateProperty] {
    let type = ObjectIdentifier(V.self)
    guard !stateless.contains(type) else { return [] }
    let properties = Mirror(reflecting: view).children.compactMap {
      $0.value as? any ViewStateProperty
    }
    if properties.isEmpty { stateless.insert(type) }
    return properties
  }
}
