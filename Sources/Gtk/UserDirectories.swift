import CGtk

/// The directory for the user's application data, from GLib (`g_get_user_data_dir()`):
/// `$XDG_DATA_HOME`, or `~/.local/share` when it is unset, on Linux; the platform's own
/// location on macOS and Windows. Apps keep their files in a folder named after their id below
/// it.
///
/// GLib reads the environment the first time and keeps the answer for the life of the process.
///
/// ```swift
/// let favorites = "\(Gtk.userDataDirectory)/org.example.App/favorites.json"
/// ```
public var userDataDirectory: String {
  // Owned by GLib, never freed, and safe to read from any thread.
  String(cString: g_get_user_data_dir())
}

/// The directory for the user's application settings, from GLib (`g_get_user_config_dir()`):
/// `$XDG_CONFIG_HOME`, or `~/.config` when it is unset, on Linux. Read once, as
/// ``userDataDirectory`` is.
public var userConfigDirectory: String {
  String(cString: g_get_user_config_dir())
}
