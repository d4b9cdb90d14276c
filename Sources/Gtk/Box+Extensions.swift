import CGtk

/// Children in a row or a column (`GtkBox`).
///
/// ```swift
/// let buttons = Box(.horizontal, spacing: 6)
/// buttons.append(minus)
/// buttons.append(plus)
/// ```
@MainActor
extension Box {
  var box: UnsafeMutablePointer<GtkBox> { cPointer(self) }

  /// Creates an empty box laid out along `orientation`, with `spacing` pixels between children.
  ///
  /// Called on a subclass (`ShortcutsGroup(.vertical)`), it creates one of the subclass.
  public convenience init(_ orientation: Orientation, spacing: Int32 = 0) {
    _ = typesRegistered
    let pointer = Object.newObject(
      of: Self.gType,
      [("orientation", .enumeration(Int32(orientation.gtk.rawValue))), ("spacing", .int(spacing))])
    self.init(pointer, .adoptNew)
  }

  /// Adds `child` after the last child.
  public func append(_ child: Widget) { gtk_box_append(box, child.widget) }

  /// Adds `child` before the first child.
  public func prepend(_ child: Widget) { gtk_box_prepend(box, child.widget) }

  /// Puts `child`, which must not have a parent, right after `sibling`; a `nil` sibling puts
  /// it first.
  public func insert(_ child: Widget, after sibling: Widget?) {
    gtk_box_insert_child_after(box, child.widget, sibling?.widget)
  }

  /// Moves `child`, already in this box, right after `sibling`; a `nil` sibling moves it first.
  public func reorder(_ child: Widget, after sibling: Widget?) {
    gtk_box_reorder_child_after(box, child.widget, sibling?.widget)
  }

  /// Removes `child`; it dies unless something else holds it.
  public func remove(_ child: Widget) { gtk_box_remove(box, child.widget) }

  /// Pixels between children.
  public var spacing: Int32 {
    get { gtk_box_get_spacing(box) }
    set { gtk_box_set_spacing(box, newValue) }
  }

  /// Whether all children get the same size.
  public var isHomogeneous: Bool {
    get { gtk_box_get_homogeneous(box) != 0 }
    set { gtk_box_set_homogeneous(box, newValue ? 1 : 0) }
  }
}
