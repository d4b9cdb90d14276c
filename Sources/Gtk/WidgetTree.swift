import CGtk

extension Widget {
  /// The child widgets, first to last: for tests and tools that walk a widget tree.
  ///
  /// Each is the one wrapper of the child's GObject (`===` is identity), of the most specific
  /// class these bindings have for its type: a GTK label is a ``Label``, a libadwaita row an
  /// `ActionRow` once the Adw module is in use.
  public var children: [Widget] {
    var result: [Widget] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      result.append(Self.wrapper(of: UnsafeMutableRawPointer(current)))
      child = gtk_widget_get_next_sibling(current)
    }
    return result
  }

  /// The widget this one is in; nil for a window or a widget out of any
  /// container. For the widgets GTK puts around ours, such as a list row's own widget.
  public var parent: Widget? {
    gtk_widget_get_parent(widget).map { Self.wrapper(of: UnsafeMutableRawPointer($0)) }
  }

  /// Every widget below this one, depth first.
  public var descendants: [Widget] {
    children.flatMap { [$0] + $0.descendants }
  }

  /// Whether this is a control a user operates: a button of any kind (toggle, link, a menu
  /// button's own button, a view switcher's), a check or radio button, a switch, an entry (a
  /// search or password entry too) or a spin button. For tests and tools that check what
  /// assistive technologies find.
  public var isUserControl: Bool {
    self is Button || self is CheckButton || self is Switch || self is Entry
      || self is SearchEntry || self is PasswordEntry || self is SpinButton
  }

  /// The wrapper of a widget GTK hands out (borrowed): the live one, or a new one of the most
  /// specific class these bindings have for its type.
  static func wrapper(of pointer: UnsafeMutableRawPointer) -> Widget {
    _ = typesRegistered
    return Object.wrapper(of: pointer, .retain) { Widget($0, $1) }
  }
}
