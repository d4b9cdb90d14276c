import ComposableGtk
import Gtk

/// A piece of a window, described as a value: a SwiftUI-like view that is built once into GTK
/// widgets.
///
/// Write a view as SwiftUI and TCA users do: a small value with a `body` made of containers,
/// leaves and modifiers.
///
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<CounterFeature>
///
///   var body: some View {
///     VStack(spacing: 12) {
///       Text { "\(store.count)" }.cssClass("title-1")
///       HStack(spacing: 12) {
///         Button("−") { store.send(.decrementButtonTapped) }
///         Button("+") { store.send(.incrementButtonTapped) }
///       }
///     }
///   }
/// }
/// ```
///
/// How it updates, which is where it differs from SwiftUI:
/// - `body` runs once to build the widgets. It runs again only when state that the body itself
///   read changes (an `if` condition, a `switch` subject, a constant such as
///   `Text("\(store.count)")`); then only what differs is touched: a branch that changed is
///   built and the one it replaces torn down, a constant that changed is set again, and every
///   other widget stays as it is.
/// - Closure inputs (`Text { "\(store.count)" }`, `.disabled { store.isLoading }`) are
///   observations of their own: each runs again only when state it read changed, at most once
///   per frame, and sets only its own widget's property. They never run `body` again. Prefer
///   them for values that change often.
@MainActor
public protocol View {
  /// The type of view that ``body`` returns.
  associatedtype Body: View

  /// What this view is made of; run once to build its widgets (see ``View``).
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("a primitive view has no body") }
}

extension View where Body == Never {
  /// A view built from widgets directly (GTK's, or yours through ``WidgetRepresentable``) has
  /// no body; nothing calls it.
  public var body: Never { fatalError("\(Self.self) is built from widgets and has no body") }
}

extension View {
  /// Builds the view's widgets, to put into any container of the imperative layer; a view of
  /// several widgets comes in a vertical box.
  ///
  /// The widgets follow the store while they are in a window (see `Widget.observe(_:)`)
  /// and stop when the window is destroyed.
  ///
  /// ```swift
  /// sidebar.append(CounterView(store: store).makeWidget())
  /// ```
  public func makeWidget() -> Widget {
    makeWidget(styledAs: BuildContext(orientation: .vertical, spacing: 0))
  }

  /// Builds the view's widgets in the control styles of `context` (a sheet's content, in the
  /// styles around the view that presents it).
  package func makeWidget(styledAs context: BuildContext) -> Widget {
    let inner = context.nested(.vertical, spacing: 0)
    let node = makeNode(self, in: inner)
    return ViewGraph.singleWidget(of: node, context: inner)
  }
}

extension Gtk.Window {
  /// Builds `content` into the window's content, as the body of a view: an `if` on state in
  /// `content` follows the state.
  ///
  /// ```swift
  /// window.setContent {
  ///   CounterView(store: store)
  /// }
  /// ```
  public func setContent<Content: View>(@ViewBuilder _ content: @escaping @MainActor () -> Content)
  {
    setChild(Group(content: content).makeWidget())
  }
}

/// Counters of the declarative layer: for tests and benchmarks.
@MainActor
public enum ViewGraph {
  /// How many GTK widgets views have created.
  public internal(set) static var widgetsCreated = 0

  /// How many times a view's `body` has run (to build or to follow state it read).
  public internal(set) static var bodyRuns = 0

  /// How many times a shape or a `Canvas` drawn with cairo queued a repaint because what it
  /// draws changed.
  public internal(set) static var drawingsQueued = 0

  /// The window-wide shortcuts `.keyboardShortcut` gave each button, by the button: for tests,
  /// which press them as the key would (``Gtk/KeyboardShortcut/activate()``).
  private static var shortcuts: [UnsafeMutableRawPointer: [Gtk.KeyboardShortcut]] = [:]

  package static func registerShortcut(_ shortcut: Gtk.KeyboardShortcut, of button: Widget) {
    shortcuts = shortcuts.filter { !$0.value.allSatisfy { $0.widget == nil } }
    shortcuts[button.gobjectPointer, default: []].append(shortcut)
  }

  /// The shortcuts `.keyboardShortcut` gave `button`.
  package static func keyboardShortcuts(of button: Widget) -> [Gtk.KeyboardShortcut] {
    shortcuts[button.gobjectPointer] ?? []
  }

  package static func created<W: Widget>(_ widget: W) -> W {
    widgetsCreated += 1
    return widget
  }

  /// The node's widgets as one widget: itself when there is one, a box of them otherwise.
  package static func singleWidget(of node: ViewNode, context: BuildContext) -> Widget {
    let widgets = node.widgets
    if widgets.count == 1 { return widgets[0] }
    let box = created(Box(context.orientation, spacing: context.spacing))
    for widget in widgets { box.append(widget) }
    return box
  }
}

/// Where a view is built: the layout of the box its widgets go into, which the slots of `if`s
/// and `ForEach` take on so that their children line up with their siblings.
package struct BuildContext {
  package var orientation: Orientation
  package var spacing: Int32
  /// Whether the views are rows of a boxed list (a `Form`, a `Section`, a `List`): text starts
  /// at the leading edge rather than centred, a navigation link shows a chevron.
  package var isListRow = false
  /// Inside a ``Picker``: what its tagged options are built as.
  package var picker: PickerRole?
  /// Among the rows of a ``List`` with a selection: what the rows of a `ForEach` and the rows
  /// marked with ``View/tag(_:)`` are selected through.
  package var selection: SelectionRole?
  /// What passes down through every container to the views inside, as SwiftUI's environment.
  package var environment = ViewEnvironment()
  /// Inside a ``ZStack`` or an `.overlay`: the rows of a ``ForEach`` are layered, not
  /// stacked.
  package var isLayered = false
  /// The control styles set around the view (`.toggleStyle`, `.pickerStyle`,
  /// `.datePickerStyle`): SwiftUI's environment values, which every container passes down to
  /// the views it builds.
  package var styles = ControlStyles()
  /// Directly inside a ``LazyVStack`` (or another lazy stack or grid): a `ForEach` gives its
  /// elements to the stack's virtualized list instead of building a row for each.
  var lazyRows: LazyRowsRole?

  package init(orientation: Orientation, spacing: Int32) {
    self.orientation = orientation
    self.spacing = spacing
  }

  /// The context of the views laid out in a new container inside this one: the environment
  /// and the control styles pass down; the layout and the role of the container around (a
  /// list's row, a picker's option, a selectable row) do not.
  package func nested(_ orientation: Orientation, spacing: Int32) -> BuildContext {
    var inner = BuildContext(orientation: orientation, spacing: spacing)
    inner.environment = environment
    inner.styles = styles
    return inner
  }
}

/// What passes down from a view to every view inside it, through every container: SwiftUI's
/// environment, for what the declarative layer needs to know from above.
package struct ViewEnvironment {
  /// The column of a ``NavigationSplitView`` the views are in.
  package var splitColumn: SplitViewColumn?
  /// The values of SwiftUI's environment (``View/environment(_:_:)``).
  package var values = EnvironmentValues()
  /// The value navigation of the stack the views are in (see `valueNavigator`).
  var valueNavigatorReference = WeakValueNavigator()

  package init() {}
}

/// How the controls of a view are drawn: what the style modifiers set for everything inside.
package struct ControlStyles {
  package var toggle: ToggleStyleKind = .automatic
  /// A toggle style of the app's own (`makeBody`), in place of `toggle`.
  package var customToggle: AnyToggleStyle?
  package var picker: PickerStyleKind = .automatic
  package var datePicker: DatePickerStyleKind = .automatic
  package var label: LabelStyleKind = .automatic
  package var progress: AnyProgressViewStyle?
  /// How lists and forms lay out their rows (`.listStyle`).
  package var list: ListStyleKind = .automatic
  /// A button style of the app's own: drawn inside a flat `GtkButton` (`ButtonStyle`), or in
  /// its place (`PrimitiveButtonStyle`).
  package var button: AnyButtonStyle?
  /// Whether the controls leave out their titles (``View/labelsHidden()``).
  package var labelsHidden = false

  package init() {}
}

/// A view built with its context changed: what the style modifiers return.
public struct StyledView<Content: View>: View, PrimitiveView {
  let content: Content
  let change: @MainActor (inout BuildContext) -> Void

  package func makeNode(in context: BuildContext) -> ViewNode {
    var inner = context
    change(&inner)
    return ComposableGtkViews.makeNode(content, in: inner)
  }

  /// The style is the one the view was built in; the content follows its new value.
  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node, with: content)
  }
}

/// What a view was built into: its widgets, and what follows state for them.
///
/// A node's widgets never change once built: the parts that do (a branch of an `if`, the rows
/// of a `ForEach`) sit inside a widget of their own (a slot) and change within it.
///
/// Views of the other modules of the package (the libadwaita views) build nodes too; they
/// cannot subclass this class, so what they keep with a node goes in ``retained``.
@MainActor
package class ViewNode {
  package var widgets: [Widget]
  package var children: [ViewNode]
  /// Observations of this node's own widgets: ended when the node is torn down.
  package var tokens: [ObservationToken] = []
  /// What a view of another module keeps with its node, for its `update` (an action box).
  package var retained: AnyObject?

  init(widgets: [Widget], children: [ViewNode] = []) {
    self.widgets = widgets
    self.children = children
    #if DEBUG
      LiveObjectCounter.viewNodes.increment()
    #endif
  }

  #if DEBUG
    deinit { LiveObjectCounter.viewNodes.decrement() }
  #endif

  /// A node of `widgets` that keeps `children`: for the views of the other modules of the
  /// package. (The designated initializer stays internal: at package access, Swift 6.3 warns
  /// of an infinite recursion in every subclass.)
  package convenience init(package widgets: [Widget], children: [ViewNode]) {
    self.init(widgets: widgets, children: children)
  }

  /// Ends every observation of this node and of the nodes below it: the widgets are leaving
  /// for good.
  package func tearDown() {
    for token in tokens { token.cancel() }
    tokens.removeAll()
    for child in children { child.tearDown() }
  }
}

/// A view that builds widgets itself, rather than through a `body`.
///
/// Package-visible so that the libadwaita views (`ComposableAdwViews`) are primitives too.
@MainActor
package protocol PrimitiveView {
  /// Builds the view's widgets and the node that keeps them.
  func makeNode(in context: BuildContext) -> ViewNode

  /// Brings `node`, built by `makeNode` of a value of the same type, in line with this value:
  /// the enclosing body ran again.
  func update(_ node: ViewNode)
}

/// Builds `view`.
@MainActor
package func makeNode<V: View>(_ view: V, in context: BuildContext) -> ViewNode {
  if let primitive = view as? any PrimitiveView { return primitive.makeNode(in: context) }
  if let representable = view as? any WidgetRepresentable {
    return representable.makeRepresentableNode()
  }
  if let shape = view as? any Shape { return shape.makeShapeNode() }
  let node = BodyNode(body: { view.body }, context: context)
  node.stateProperties = ViewStateProperties.of(view)
  return node
}

/// Brings `node`, built from a value of type `V`, in line with `view`.
@MainActor
package func update<V: View>(_ node: ViewNode, with view: V) {
  if let primitive = view as? any PrimitiveView {
    primitive.update(node)
  } else if let representable = view as? any WidgetRepresentable {
    representable.updateRepresentableNode(node)
  } else if let shape = view as? any Shape {
    shape.updateShapeNode(node)
  } else if let node = node as? BodyNode<V.Body> {
    // The new value reads and writes the state of the value the node was built from.
    for (new, old) in zip(ViewStateProperties.of(view), node.stateProperties) { new.adopt(old) }
    node.replaceBody { view.body }
  }
}

/// A view's body, observed: built on the first run, and on each later run (state the body read
/// changed) compared with what was built, touching only what differs.
@MainActor
final class BodyNode<Body: View>: ViewNode {
  private var token: ObservationToken?
  private let context: BuildContext
  /// The `@State` and `@FocusState` of the view value this body was built from.
  var stateProperties: [any ViewStateProperty] = []

  init(body: @escaping @MainActor () -> Body, context: BuildContext) {
    self.context = context
    super.init(widgets: [])
    start(body)
  }

  /// The view that owns this body was rebuilt by its parent's body with new values: follow
  /// the new body from now on.
  func replaceBody(_ body: @escaping @MainActor () -> Body) {
    token?.cancel()
    start(body)
  }

  private func start(_ body: @escaping @MainActor () -> Body) {
    let token = observe(
      { [context] in
        ViewGraph.bodyRuns += 1
        // What `@Environment` reads in the body.
        return EnvironmentValues.with(context.environment.values) { body() }
      },
      // The observation holds the node: it lives as long as the observation, which its
      // widgets keep while they are in a window, or its parent until it is torn down.
      then: { (next: Body) in self.apply(next) })
    self.token = token
    tokens = [token]
    // The body's widgets keep its observation while they are in a window; a body of no widgets
    // has nothing to change and needs none.
    widgets.first?.attach(token)
  }

  private func apply(_ next: Body) {
    if let child = children.first {
      update(child, with: next)
    } else {
      let child = makeNode(next, in: context)
      children = [child]
      widgets = child.widgets
    }
  }
}
