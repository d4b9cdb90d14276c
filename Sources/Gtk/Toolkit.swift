import CGtk

/// GTK itself: initialization for programs that do not start through ``Application/run()``.
@MainActor
public enum Toolkit {
  /// Initializes GTK and connects to the display; safe to call more than once. ``Application``
  /// does this on its own at start-up; tests and benchmarks call it first.
  public static func initialize() throws(GtkError) {
    guard gtk_init_check() == 0 else { return }
    let display = (getenv("DISPLAY") ?? getenv("WAYLAND_DISPLAY")).map { String(cString: $0) }
      ?? "unset"
    throw GtkError(
      "no display could be opened (DISPLAY/WAYLAND_DISPLAY is \(display)); run headless under `xvfb-run -a`",
      doing: "initializing GTK")
  }
}
