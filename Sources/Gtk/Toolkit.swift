import CGtk

/// GTK itself: initialization for programs that do not start through
/// ``Application/run(arguments:)``.
@MainActor
public enum Toolkit {
  /// Initializes GTK and connects to the display; safe to call more than once. ``Application``
  /// does this on its own at start-up; tests and benchmarks call it first.
  public static func initialize() throws(GtkError) {
    guard gtk_init_check() == 0 else { return }
    let display =
      (g_getenv("DISPLAY") ?? g_getenv("WAYLAND_DISPLAY")).map { String(cString: $0) }
      ?? "unset"
    throw GtkError(
      "no display could be opened (DISPLAY/WAYLAND_DISPLAY is \(display)); run headless under `xvfb-run -a` or Tests/Scripts/with-weston.sh",
      doing: "initializing GTK")
  }

  /// The windowing system of the default display, from the type GDK gave it: `"x11"`,
  /// `"wayland"`, `"broadway"`, `"macos"` or `"win32"` (the type name itself for another), or
  /// nil before GTK has opened a display.
  ///
  /// GDK picks the first backend that connects (GDK_BACKEND narrows the list), so a program
  /// that needs to know where it ended up asks here: tests that run under a Wayland compositor
  /// check it to fail if they silently reached an X server instead.
  public static var displayBackend: String? {
    guard let display = gdk_display_get_default() else { return nil }
    let instance = UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)
    let typeName = String(cString: g_type_name_from_instance(instance))
    switch typeName {
    case "GdkX11Display": return "x11"
    case "GdkWaylandDisplay": return "wayland"
    case "GdkBroadwayDisplay": return "broadway"
    case "GdkMacosDisplay": return "macos"
    case "GdkWin32Display": return "win32"
    default: return typeName
    }
  }

  /// The name of the default display: the X display (`:99`) or the Wayland socket
  /// (`wayland-0`); nil before GTK has opened one.
  public static var displayName: String? {
    guard let display = gdk_display_get_default() else { return nil }
    return String(cString: gdk_display_get_name(display))
  }

  /// Whether the default display has a seat, that is, a keyboard or pointer for input.
  ///
  /// An X server always has its core pointer and keyboard. A Wayland compositor announces
  /// seats only for the input devices it has, and a headless one (weston's headless backend)
  /// has none: there, nothing can take an input grab, so GTK cannot show a popover that closes
  /// on a click outside it (see ``Popover/closesAutomatically``).
  public static var hasSeat: Bool {
    guard let display = gdk_display_get_default() else { return false }
    return gdk_display_get_default_seat(display) != nil
  }
}
