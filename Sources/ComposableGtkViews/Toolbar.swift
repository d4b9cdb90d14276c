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
  /// iOS's leading edge of the navigation bar: the start of the header bar.
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .start)
  /// iOS's trailing edge of the navigation bar: the end of the header bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .end)
  /// The leading edge of the top bar: the start of the header bar.
  public static let topBarLeading = ToolbarItemPlacement(slot: .start)
  /// The trailing edge of the top bar: the end of the header bar.
  public static let topBarTrailing = ToolbarItemPlacement(slot: .end)
  /// Where the system puts an item it is told nothing about: the end of the header bar,
  /// where GNOME's apps put their actions.
  public static let automatic = ToolbarItemPlacement(slot: .end)
  /// A less used action: the end of the header bar, as on macOS.
  public static let secondaryAction = ToolbarItemPlacement(slot: .end)
  /// "Delete" in a dialog-like window: the end of the header bar.
  public static let destructiveAction = ToolbarItemPlacement(slot: .end)
  /// What the content is doing ("Updated just now"): in place of the window title.
  public static let status = ToolbarItemPlacement(slot: .center)
}

@MainActor
enum ToolbarRegistry {
  /// Per toolbar being built: where each item's widget goes.
  static var placements: [[UnsafeMutableRawPointer: ToolbarItemPlacement.Slot]] = []
}

extension View {
  /// Puts the ``ToolbarItem``s of `content` in the header bar of the window this view is in (a
  /// `GtkHeaderBar`, its title bar), as SwiftUI's `.toolbar` does.
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
  /// A window has one header bar, which the toolbars in it share: the items are built with the
  /// view, their closures are observations like any other, and they go into the window's
  /// header bar once the view is in a window. The items of a page pushed on a
  /// ``NavigationStack`` show while it is on top, with the stack's back button and the page's
  /// `.navigationTitle`, and give way to the page below's when it pops, as on macOS; the items
  /// of a view around the stack stay. A view torn down (a branch of an `if` that goes) takes its
  /// items with it; the bar stays, with the window's title and close button. The window gets
  /// its header bar when the first toolbar (or navigation stack) is put in it: do that before
  /// the window is shown (as `Window.setContent` does), since GTK may not give a window on
  /// screen a title bar. Not for libadwaita's windows, which have no title bar slot (see
  /// `Window.hasTitlebarSlot`).
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ToolbarView<Self, Items> {
    ToolbarView(content: self, items: content())
  }
}

extension View {
  /// Puts `leading` at the start of the window's header bar and `trailing` at its end, as
  /// iOS's `navigationBarItems(leading:trailing:)` (deprecated there in favour of
  /// ``toolbar(content:)``, which this is: two items, `.navigationBarLeading` and
  /// `.navigationBarTrailing`).
  ///
  /// ```swift
  /// List { … }
  ///   .navigationBarItems(trailing: Button("Add") { store.send(.addButtonTapped) })
  /// ```
  public func navigationBarItems<Leading: View, Trailing: View>(
    leading: Leading, trailing: Trailing
  ) -> ToolbarView<Self, TupleView<ToolbarItem<Leading>, ToolbarItem<Trailing>>> {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Puts `leading` at the start of the window's header bar (see
  /// ``navigationBarItems(leading:trailing:)``).
  public func navigationBarItems<Leading: View>(
    leading: Leading
  ) -> ToolbarView<Self, ToolbarItem<Leading>> {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// Puts `trailing` at the end of the window's header bar (see
  /// ``navigationBarItems(leading:trailing:)``).
  public func navigationBarItems<Trailing: View>(
    trailing: Trailing
  ) -> ToolbarView<Self, ToolbarItem<Trailing>> {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }
}

/// A view with items for its window's header bar: what ``View/toolbar(content:)`` returns.
public struct ToolbarView<Content: View, Items: View>: View, PrimitiveView {
  let content: Content
  let items: Items

  package func makeNode(in context: BuildContext) -> ViewNode {
    let child = ComposableGtkViews.makeNode(content, in: context)
    ToolbarRegistry.placements.append([:])
    let itemsNode = ComposableGtkViews.makeNode(
      items, in: context.nested(.horizontal, spacing: 6))
    let placements = ToolbarRegistry.placements.removeLast()
    var start: [Widget] = []
    var title: Widget?
    var end: [Widget] = []
    for widget in itemsNode.widgets {
      switch placements[widget.gobjectPointer] ?? .end {
      case .start: start.append(widget)
      case .center: title = widget
      case .end: end.append(widget)
      }
    }
    return ToolbarNode(child: child, items: itemsNode, start: start, title: title, end: end)
  }

  package func update(_ node: ViewNode) {
    guard let node = node as? ToolbarNode else { return }
    ComposableGtkViews.update(node.children[0], with: content)
    ComposableGtkViews.update(node.children[1], with: items)
  }
}

@MainActor
final class ToolbarNode: ViewNode {
  private let contribution: HeaderContribution?

  init(child: ViewNode, items: ViewNode, start: [Widget], title: Widget?, end: [Widget]) {
    contribution = child.widgets.first.map { host in
      HeaderContribution(host: host, start: start, title: title, end: end)
    }
    super.init(widgets: child.widgets, children: [child, items])
    contribution?.join { hasHeader in
      if !hasHeader {
        assertionFailure(
          "a libadwaita window has no title bar slot: put its header bar at the top of its content")
      }
    }
  }

  override func tearDown() {
    contribution?.leave()
    super.tearDown()
  }
}
