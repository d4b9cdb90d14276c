import ComposableGtk
import Gtk

/// Where a ``ToolbarItem`` goes in the window's header bar, in SwiftUI's names.
public struct ToolbarItemPlacement: Sendable, Hashable {
  enum Slot: Sendable, Hashable { case start, center, end }
  let slot: Slot

  /// At the start of the header bar (left in left-to-right locales): back, sidebar.
  public static let navigation = ToolbarItemPlacement(slot: .start)
  /// At the start too: "Cancel" in a dialog-like window.
  public static let cancellationAction = ToolbarItemPlacement(slot: .start)
  /// In place of the window title: a tab switcher, a search field.
  public static let principal = ToolbarItemPlacement(slot: .center)
  /// At the end of the header bar: the window's main action.
  public static let primaryAction = ToolbarItemPlacement(slot: .end)
  /// At the end too: "Save", "Done".
  public static let confirmationAction = ToolbarItemPlacement(slot: .end)
}

/// A view in the window's header bar: what ``View/toolbar(content:)`` is made of.
///
/// ```swift
/// ToolbarItem(placement: .primaryAction) {
///   Button("Add") { store.send(.addButtonTapped) }
/// }
/// ```
public struct ToolbarItem<Content: View>: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// `content`, placed in the header bar at `placement`.
  public init(
    placement: ToolbarItemPlacement = .primaryAction, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { fatalError("a primitive view has no body") }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let inner = BuildContext(orientation: .horizontal, spacing: 6)
    let child = ComposableGtkViews.makeNode(content, in: inner)
    let widget = ViewGraph.singleWidget(of: child, context: inner)
    if !ToolbarRegistry.placements.isEmpty {
      ToolbarRegistry.placements[ToolbarRegistry.placements.count - 1][widget.gobjectPointer] =
        placement.slot
    }
    return ViewNode(widgets: [widget], children: [child])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

@MainActor
private enum ToolbarRegistry {
  /// Per toolbar being built: where each item's widget goes.
  static var placements: [[UnsafeMutableRawPointer: ToolbarItemPlacement.Slot]] = []
}

extension View {
  /// Gives the window this view is in a header bar (a `GtkHeaderBar`, its title bar) made of
  /// the ``ToolbarItem``s of `content`, as SwiftUI's `.toolbar` does.
  ///
  /// ```swift
  /// TodosView(store: store)
  ///   .toolbar {
  ///     ToolbarItem(placement: .primaryAction) {
  ///       Button(iconName: "list-add-symbolic", accessibilityLabel: "Add") { … }
  ///     }
  ///   }
  /// ```
  ///
  /// Why a modifier rather than a `HeaderBar` view: in SwiftUI the toolbar is declared on the
  /// content it belongs to and the system puts it in the window's bar, which is also what GTK
  /// does with a header bar (it is the window's title bar, not a view among the others). So a
  /// SwiftUI reader finds it where they expect, and a view can bring its own toolbar.
  ///
  /// The header bar is built with the view, items and all, and its closures are observations
  /// like any other; it becomes the title bar once the view is in a window. Set it before the
  /// window is shown (as `Window.setContent` does): GTK may not change the title bar of a
  /// window on screen. A view torn down (a branch of an `if` that goes) takes its header bar
  /// with it. Not for libadwaita's windows, which have no title bar slot (see
  /// ``Gtk/Window/hasTitlebarSlot``).
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ToolbarView<Self, Items> {
    ToolbarView(content: self, items: content())
  }
}

/// A view with a header bar for its window: what ``View/toolbar(content:)`` returns.
public struct ToolbarView<Content: View, Items: View>: View, PrimitiveView {
  let content: Content
  let items: Items

  public var body: Never { fatalError("a primitive view has no body") }

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    ToolbarRegistry.placements.append([:])
    let itemsNode = ComposableGtkViews.makeNode(
      items, in: BuildContext(orientation: .horizontal, spacing: 6))
    let placements = ToolbarRegistry.placements.removeLast()
    let header = ViewGraph.created(HeaderBar())
    var end: [Widget] = []
    for widget in itemsNode.widgets {
      switch placements[widget.gobjectPointer] ?? .end {
      case .start: header.packStart(widget)
      case .center: header.setTitleWidget(widget)
      case .end: end.append(widget)
      }
    }
    // pack_end puts each new one further from the end: reversed, they read in their order.
    for widget in end.reversed() { header.packEnd(widget) }
    return ToolbarNode(child: child, items: itemsNode, header: header)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? ToolbarNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    ComposableGtkViews.update(node.children[1], with: items)
  }
}

@MainActor
final class ToolbarNode: ViewNode {
  private let attachment: TitlebarAttachment

  init(child: ViewNode, items: ViewNode, header: HeaderBar) {
    attachment = TitlebarAttachment(header: header)
    super.init(widgets: child.widgets, children: [child, items])
    if let host = child.widgets.first { attachment.start(on: host) }
  }

  override func tearDown() {
    attachment.detach()
    super.tearDown()
  }
}

/// Puts a header bar into the window of a host widget once the host is in one. The host's
/// `notify::root` handler holds this while it waits (the node may be gone by then: a view built
/// with `makeWidget()`, such as a sheet's content, is not held by anything else); it holds the
/// host weakly.
@MainActor
private final class TitlebarAttachment {
  let header: HeaderBar
  private weak var host: Widget?
  private var isAttached = false
  private var rooted: SignalHandler?

  init(header: HeaderBar) { self.header = header }

  func start(on host: Widget) {
    self.host = host
    if attach() { return }
    rooted = host.onNotify("root") {
      guard self.attach() else { return }
      self.disconnect()
    }
  }

  /// Sets the header bar as the title bar of the host's window, if it is in one.
  private func attach() -> Bool {
    guard let window = host?.rootWindow else { return false }
    guard window.hasTitlebarSlot else {
      assertionFailure(
        "a libadwaita window has no title bar slot: put its header bar at the top of its content")
      return true
    }
    window.setTitlebar(header)
    isAttached = true
    return true
  }

  /// Takes the header bar out of the window (the host is still in it while it is torn down).
  func detach() {
    disconnect()
    if isAttached, let window = host?.rootWindow { window.setTitlebar(nil) }
    isAttached = false
  }

  private func disconnect() {
    guard let rooted else { return }
    self.rooted = nil
    if let host, host.isConnected(rooted) { host.disconnect(rooted) }
  }
}
