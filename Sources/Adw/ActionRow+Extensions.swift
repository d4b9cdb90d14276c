import CAdw
import Gtk

/// A row of a boxed list: a title, a subtitle, and widgets before and after them
/// (`AdwActionRow`). Put rows in a ``Gtk/ListBox`` with the `boxed-list` style class.
///
/// ```swift
/// let list = ListBox()
/// list.selectionMode = .none
/// list.addCSSClass("boxed-list")
/// let row = ActionRow(title: "7", subtitle: "the 4th prime")
/// row.addSuffix(Image(iconName: "go-next-symbolic"))
/// row.isActivatable = true
/// row.onActivated { store.send(.primeTapped(7)) }
/// list.append(row)
/// ```
@MainActor
extension ActionRow {
  var actionRow: UnsafeMutablePointer<AdwActionRow> { cPointer(self) }

  /// Creates a row. Called on a subclass (`ComboRow(title:)`), it creates one of the
  /// subclass.
  public convenience init(title: String = "", subtitle: String? = nil) {
    _ = typesRegistered
    self.init(
      Object.newObject(
        of: Self.gType, [("title", .string(title)), ("subtitle", .string(subtitle))]),
      .adoptNew)
  }

  /// The line below the title; `nil` shows none.
  public var subtitle: String? {
    // libadwaita keeps "" for no subtitle: report that as none.
    get {
      adw_action_row_get_subtitle(actionRow).map { String(cString: $0) }.flatMap {
        $0.isEmpty ? nil : $0
      }
    }
    set { adw_action_row_set_subtitle(actionRow, newValue) }
  }

  /// A themed icon before the title.
  public var iconName: String? {
    get { adw_action_row_get_icon_name(actionRow).map { String(cString: $0) } }
    set { adw_action_row_set_icon_name(actionRow, newValue) }
  }

  /// Adds `widget` before the title.
  public func addPrefix(_ widget: Widget) { adw_action_row_add_prefix(actionRow, widget.widget) }

  /// Adds `widget` after the title (a button, a switch, an arrow).
  public func addSuffix(_ widget: Widget) { adw_action_row_add_suffix(actionRow, widget.widget) }

  /// Removes a prefix or suffix.
  public func remove(_ widget: Widget) { adw_action_row_remove(actionRow, widget.widget) }

  /// A widget that activating the row activates (a switch or check button in it), so the
  /// whole row is its target; `nil` for none.
  public func setActivatableWidget(_ widget: Widget?) {
    adw_action_row_set_activatable_widget(actionRow, widget?.widget)
  }

  /// Whether the row reacts to clicks and Enter (`activated`). Setting an activatable widget
  /// makes it activatable too.
  public var isActivatable: Bool {
    get { gtk_list_box_row_get_activatable(cCast(gobjectPointer)) != 0 }
    set { gtk_list_box_row_set_activatable(cCast(gobjectPointer), newValue ? 1 : 0) }
  }

  /// Calls `handler` when the user activates the row (a click, or Enter while it has focus).
  @discardableResult
  public func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("activated") { _, _, _ in handler() }
  }

  /// Activates the row as a click would: emits `activated` and activates its activatable
  /// widget.
  public func activate() { adw_action_row_activate(actionRow) }
}
