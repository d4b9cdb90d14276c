import ComposableGtk
import Gtk

/// A view made of a widget you create and keep up to date yourself: the way to put a GTK
/// widget the views do not wrap (one of GTK's, libadwaita's, or your own subclass) into a
/// declarative view, as `NSViewRepresentable` does for AppKit views in SwiftUI.
///
/// ```swift
/// struct ShortcutHint: WidgetRepresentable {
///   var accelerator: String  // "<Control>n"
///
///   func makeWidget(context: Context) -> Gtk.ShortcutLabel {
///     Gtk.ShortcutLabel(accelerator: accelerator)
///   }
///
///   func updateWidget(_ label: Gtk.ShortcutLabel, context: Context) {
///     if label.accelerator != accelerator { label.accelerator = accelerator }
///   }
/// }
/// ```
///
/// The life of the widget:
/// - ``makeWidget(context:)`` runs once, when the view is built; ``updateWidget(_:context:)``
///   runs right after it, and again each time the enclosing `body` runs again with a new value
///   of this view.
/// - ``updateWidget(_:context:)`` is observed, as a `body` is: state of a store it reads
///   (`store.level`) runs it again when that state changes, at most once per frame.
/// - ``dismantleWidget(_:coordinator:)`` runs once when the widget leaves for good: the view is
///   no longer in the body (a branch of an `if` changed, a row of a `ForEach` went), or its
///   window was destroyed.
///
/// A ``Coordinator`` is an object of yours that lives as long as the widget: the place for a
/// widget's signal handlers to send their events back (to a store or a binding), since the
/// view value itself is replaced each time the body runs again. The coordinator is made once,
/// by ``makeCoordinator()``, before the widget; ``WidgetRepresentableContext/coordinator`` hands it to each call.
///
/// ```swift
/// struct FontPicker: WidgetRepresentable {
///   @Binding var font: String  // "Cantarell 11"
///
///   final class Coordinator { var font: Binding<String>; init(_ f: Binding<String>) { font = f } }
///   func makeCoordinator() -> Coordinator { Coordinator($font) }
///
///   func makeWidget(context: Context) -> Gtk.FontButton {
///     let button = Gtk.FontButton()
///     _ = button.onFontSet { [coordinator = context.coordinator, weak button] in
///       coordinator.font.wrappedValue = button?.font ?? ""
///     }
///     return button
///   }
///
///   func updateWidget(_ button: Gtk.FontButton, context: Context) {
///     context.coordinator.font = $font
///     if button.font != font { button.font = font }
///   }
/// }
/// ```
@MainActor
public protocol WidgetRepresentable: View where Body == Never {
  /// The widget this view is made of.
  associatedtype WidgetType: Widget
  /// An object that lives as long as the widget (``makeCoordinator()``); `Void` for none.
  associatedtype Coordinator = Void

  /// The context each call gets: the coordinator.
  typealias Context = WidgetRepresentableContext<Self>

  /// Creates the widget, once, when the view is built.
  func makeWidget(context: Context) -> WidgetType

  /// Brings the widget in line with this value of the view: after ``makeWidget(context:)``,
  /// whenever the enclosing body runs again, and whenever store state read here changes.
  func updateWidget(_ widget: WidgetType, context: Context)

  /// Undoes what the widget set up outside itself (timers, handlers on other objects) when it
  /// leaves for good. Does nothing unless you implement it.
  static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator)

  /// Creates the coordinator, once, before the widget.
  func makeCoordinator() -> Coordinator
}

extension WidgetRepresentable {
  public static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator) {}
}

extension WidgetRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a ``WidgetRepresentable`` view's calls get with the widget.
@MainActor
public struct WidgetRepresentableContext<Representable: WidgetRepresentable> {
  /// The view's coordinator, made once by ``WidgetRepresentable/makeCoordinator()``.
  public let coordinator: Representable.Coordinator
}

extension WidgetRepresentable {
  /// Builds the node of a representable view: the widget, its observed update, and the
  /// dismantling once that observation ends (torn down, window destroyed, widget disposed).
  func makeRepresentableNode() -> ViewNode {
    let context = Context(coordinator: makeCoordinator())
    let widget = makeWidget(context: context)
    ViewGraph.widgetsCreated += 1
    let node = RepresentableNode(widget: widget, context: context)
    node.follow(self)
    return node
  }

  func updateRepresentableNode(_ node: ViewNode) {
    (node as? RepresentableNode<Self>)?.follow(self)
  }
}

@MainActor
final class RepresentableNode<Representable: WidgetRepresentable>: ViewNode {
  let widget: Representable.WidgetType
  let context: Representable.Context
  private var isDismantled = false

  init(widget: Representable.WidgetType, context: Representable.Context) {
    self.widget = widget
    self.context = context
    super.init(widgets: [widget])
  }

  /// Updates the widget from `view` now, and again whenever state it read changes, until the
  /// next value of the view replaces it.
  func follow(_ view: Representable) {
    let replaced = tokens
    let token = widget.observe { [weak widget, context] in
      guard let widget else { return }
      view.updateWidget(widget, context: context)
    }
    let id = ObjectIdentifier(token)
    token.onCancel { [weak self] in
      // Replaced by the next value's observation: the widget stays.
      guard let self, self.tokens.contains(where: { ObjectIdentifier($0) == id }) else { return }
      self.dismantle()
    }
    tokens = [token]
    for token in replaced { token.cancel() }
  }

  override func tearDown() {
    super.tearDown()
    dismantle()
  }

  private func dismantle() {
    guard !isDismantled else { return }
    isDismantled = true
    Representable.dismantleWidget(widget, coordinator: context.coordinator)
  }
}
