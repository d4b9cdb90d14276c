import ComposableArchitecture
import ComposableGtk
import Gtk

/// The pages of a ``NavigationStack`` pushed for values, as SwiftUI's stacks push them: a
/// page per value of the path (a bound `[Value]` or ``NavigationPath``, or the stack's own when
/// it has none), each built by the `navigationDestination(for:destination:)` of the value's
/// type.
///
/// The pages follow the path: a value added pushes its page, values taken off pop theirs, and a
/// value replaced rebuilds its page and those above it. The user's pop (Back, Alt+Left, a
/// page's `dismiss`) writes the path back without the popped values.
@MainActor
final class ValueNavigator {
  /// The path's values and how to write them: a binding's, or the stack's own.
  struct Path {
    let read: @MainActor () -> [AnyHashable]
    /// Writes `values`; returns false, writing nothing, when one is of a type the path does
    /// not hold.
    let write: @MainActor ([AnyHashable]) -> Bool
  }

  var path: Path
  private weak var navigation: (any NavigationStackPushing)?
  private var context: BuildContext?
  /// Builds the page of a value, by the value's type: the `navigationDestination(for:)`s in
  /// the stack, the last built of a type first.
  private var destinations: [ObjectIdentifier: [(id: Int, make: Destination)]] = [:]
  private var registrations = 0
  /// The pages pushed, the lowest first, with the values they are of.
  private var shown: [(value: AnyHashable, widget: Widget, node: ViewNode)] = []
  private var token: ObservationToken?
  /// The values of a stack without a path of its own.
  private var ownValues: [AnyHashable] = []

  typealias Destination = @MainActor (AnyHashable, BuildContext) -> (NavigationPage, ViewNode)?

  /// A navigator of `path`; nil for the stack's own.
  init(path: Path?) {
    self.path = Path(read: { [] }, write: { _ in false })
    self.path = path ?? ownPath
  }

  private var ownPath: Path {
    Path(
      read: { [weak self] in self?.ownValues ?? [] },
      write: { [weak self] in
        self?.ownValues = $0
        return true
      })
  }

  /// Starts pushing the pages of the path on `navigation`, built in `context`.
  func attach(to navigation: any NavigationStackPushing, host: Widget, context: BuildContext) {
    self.navigation = navigation
    self.context = context
    let token = observe(
      { [weak self] in self?.path.read() ?? [] },
      then: { [weak self] in
        self?.show($0)
      })
    host.attach(token)
    self.token = token
  }

  /// Follows a new binding of the path (the stack's body ran again).
  func follow(_ path: Path?) {
    guard let path else { return }
    self.path = path
  }

  /// Registers the pages of values of type `type`; returns the id that ``unregister(_:)`` and
  /// ``replace(_:with:)`` take.
  func register(_ type: Any.Type, _ make: @escaping Destination) -> Int {
    registrations += 1
    destinations[ObjectIdentifier(type), default: []].append((registrations, make))
    return registrations
  }

  func replace(_ id: Int, of type: Any.Type, with make: @escaping Destination) {
    guard let index = destinations[ObjectIdentifier(type)]?.firstIndex(where: { $0.id == id })
    else { return }
    destinations[ObjectIdentifier(type)]?[index].make = make
  }

  func unregister(_ id: Int, of type: Any.Type) {
    destinations[ObjectIdentifier(type)]?.removeAll { $0.id == id }
  }

  /// Adds `value` to the path, as a `NavigationLink(value:)` does: its page is pushed.
  func append(_ value: AnyHashable) {
    let values = path.read() + [value]
    guard path.write(values) else {
      reportIssue(
        """
        A navigation link pushed a value of type "\(type(of: value.base))", which the \
        navigation stack's path does not hold: nothing pushed.
        """)
      return
    }
    show(values)
  }

  /// Pushes and pops pages until there is one for each of `values`, in order.
  private func show(_ values: [AnyHashable]) {
    guard let navigation, let context else { return }
    var kept = 0
    while kept < shown.count, kept < values.count, shown[kept].value == values[kept] {
      kept += 1
    }
    // Taken out by the path, not the user: their tear-down finds them gone from `shown` and
    // writes nothing back.
    let leaving = shown[kept...]
    shown.removeSubrange(kept...)
    for page in leaving.reversed() {
      if page.widget.hasParent { navigation.removePage(page.widget) }
      page.node.tearDown()
    }
    for value in values[kept...] {
      guard let destination = destinations[ObjectIdentifier(type(of: value.base))]?.last,
        let made = destination.make(value, context)
      else {
        reportIssue(
          """
          A navigation stack's path holds a value of type "\(type(of: value.base))", and no \
          navigationDestination(for:) in the stack builds pages of that type: no page pushed \
          for it or the values after it.
          """)
        return
      }
      var page = made.0
      let node = made.1
      let widget = page.widget
      for title in NavigationTitleNode.all(in: node) {
        title.onChange = { [weak navigation] in navigation?.refreshTitle() }
      }
      page.tearDown = { [weak self, weak node, weak widget] in
        node?.tearDown()
        guard let self, let index = self.shown.firstIndex(where: { $0.widget === widget })
        else { return }
        // Popped by the user: the path loses this value and those after it.
        self.shown.removeSubrange(index...)
        _ = self.path.write(Array(self.path.read().prefix(index)))
      }
      shown.append((value, widget, node))
      navigation.push(page: page)
    }
  }

  func tearDown() {
    token?.cancel()
    token = nil
    let leaving = shown
    shown.removeAll()
    for page in leaving.reversed() { page.node.tearDown() }
  }
}

extension ValueNavigator.Path {
  /// The path of a binding to a collection of values of one type.
  @MainActor
  init<Data: RangeReplaceableCollection>(_ binding: Binding<Data>)
  where Data.Element: Hashable {
    read = { binding.wrappedValue.map(AnyHashable.init) }
    write = { values in
      let elements = values.compactMap { $0.base as? Data.Element }
      guard elements.count == values.count else { return false }
      if binding.wrappedValue.elementsEqual(elements) { return true }
      binding.wrappedValue = Data(elements)
      return true
    }
  }

  /// The path of a binding to a ``NavigationPath``.
  @MainActor
  init(_ binding: Binding<NavigationPath>) {
    read = { binding.wrappedValue.elements }
    write = { values in
      if binding.wrappedValue.elements != values {
        binding.wrappedValue = NavigationPath(elements: values)
      }
      return true
    }
  }
}

extension NavigationPath {
  init(elements: [AnyHashable]) { self.elements = elements }
}

extension ViewEnvironment {
  /// The value navigation of the ``NavigationStack`` the views are in, for its links of values
  /// and its `navigationDestination(for:)`s.
  var valueNavigator: ValueNavigator? {
    get { valueNavigatorReference.navigator }
    set { valueNavigatorReference = WeakValueNavigator(navigator: newValue) }
  }
}

/// The environment does not keep the navigator: the stack does (its pages' contexts hold the
/// environment, and the navigator holds the pages).
struct WeakValueNavigator {
  weak var navigator: ValueNavigator?
}
