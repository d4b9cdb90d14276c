import ComposableArchitecture
import ComposableGtk
import Gtk

// `.refreshable`, the GNOME way: a desktop has no pull-to-refresh, so a refreshable view puts
// a Refresh button in the window's header bar (view-refresh-symbolic, as GNOME's apps do) and
// answers F5 and Ctrl+R. The action runs as a task; while it runs, the button shows it is busy
// and another refresh waits for it to finish, as a list held down by the finger does.

extension View {
  /// Makes this view refreshable: a Refresh button in the window's header bar, F5 and Ctrl+R
  /// run `action`, which the view's content can also reach as `@Environment(\.refresh)`.
  ///
  /// ```swift
  /// List { … }
  ///   .refreshable {
  ///     await store.send(.refresh).finish()
  ///   }
  /// ```
  ///
  /// While `action` runs, the button is insensitive and a spinner turns in it; a refresh asked
  /// for meanwhile is not started (the one running is the one asked for).
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void)
    -> RefreshableView<Self>
  {
    RefreshableView(content: self, action: action)
  }
}

/// Runs the refresh of the view around: SwiftUI's `RefreshAction`, which a refreshable view
/// gives its content as `@Environment(\.refresh)`.
///
/// ```swift
/// @Environment(\.refresh) var refresh
/// …
/// Button("Reload") { Task { await refresh?() } }
/// ```
@MainActor
public struct RefreshAction: Sendable {
  let run: @MainActor @Sendable () async -> Void

  /// Runs the refresh and returns when it has finished; a refresh already running is waited
  /// for instead of starting another.
  public func callAsFunction() async { await run() }
}

extension EnvironmentValues {
  /// The refresh of the refreshable view around this one, if there is one.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

private enum RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

/// A view with a refresh: what ``View/refreshable(action:)`` returns.
public struct RefreshableView<Content: View>: View, PrimitiveView {
  let content: Content
  let action: @MainActor @Sendable () async -> Void

  package func makeNode(in context: BuildContext) -> ViewNode {
    let refresher = Refresher(action: action)
    var inner = context
    inner.environment.values.refresh = RefreshAction { [weak refresher] in
      await refresher?.refresh()
    }
    let child = ComposableGtkViews.makeNode(content, in: inner)
    let box = ViewGraph.created(Box(context.orientation, spacing: context.spacing))
    for widget in child.widgets { box.append(widget) }

    let button = ViewGraph.created(Gtk.Button())
    button.accessibleLabel = "Refresh"
    button.tooltipText = "Refresh (F5)"
    let icon = ViewGraph.created(Gtk.Image(iconName: "view-refresh-symbolic"))
    let spinner = ViewGraph.created(Gtk.Spinner())
    let face = ViewGraph.created(Stack())
    face.addNamed(icon, name: "idle")
    face.addNamed(spinner, name: "busy")
    button.setChild(face)
    // The wrappers of the face's widgets are kept here: nothing else on this side holds them.
    refresher.onChange = { [weak button] isRefreshing in
      button?.isSensitive = !isRefreshing
      face.visibleChildName = isRefreshing ? "busy" : "idle"
      spinner.isSpinning = isRefreshing
    }
    button.onClicked { [weak refresher] in refresher?.start() }
    box.addKeyboardShortcut("F5|<Control>r", scope: .global) { [weak refresher] in
      refresher?.start()
    }
    return RefreshableNode(box: box, button: button, child: child, refresher: refresher)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? RefreshableNode else { return }
    node.refresher.action = action
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// Runs a view's refresh one at a time.
@MainActor
final class Refresher {
  var action: @MainActor @Sendable () async -> Void
  /// Told when a refresh starts (true) and when it ends (false).
  var onChange: @MainActor (Bool) -> Void = { _ in }
  private var running: Task<Void, Never>?

  init(action: @escaping @MainActor @Sendable () async -> Void) { self.action = action }

  var isRefreshing: Bool { running != nil }

  /// Starts a refresh unless one is running.
  func start() {
    guard running == nil else { return }
    let action = self.action
    onChange(true)
    running = Task { [weak self] in
      await action()
      self?.running = nil
      self?.onChange(false)
    }
  }

  /// Starts a refresh unless one is running, and waits for the one running to end.
  func refresh() async {
    start()
    await running?.value
  }

  func cancel() {
    running?.cancel()
    running = nil
  }
}

/// A refreshable view's box and its Refresh button in the header bar.
@MainActor
final class RefreshableNode: ViewNode {
  let refresher: Refresher
  private let contribution: HeaderContribution

  init(box: Box, button: Gtk.Button, child: ViewNode, refresher: Refresher) {
    self.refresher = refresher
    contribution = HeaderContribution(host: box, start: [], title: nil, end: [button])
    super.init(widgets: [box], children: [child])
    contribution.join()
  }

  override func tearDown() {
    // The refresh of a view that goes is cancelled, as a task of the view is.
    refresher.cancel()
    contribution.leave()
    super.tearDown()
  }
}
