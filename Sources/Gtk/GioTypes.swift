import Gio

/// GIO's menu description, which GTK's popover menus and menu buttons show: see `Gio.Menu`.
public typealias Menu = Gio.Menu

/// GIO's named command, which GTK's applications, windows and shortcuts trigger: see
/// `Gio.SimpleAction`.
public typealias SimpleAction = Gio.SimpleAction
