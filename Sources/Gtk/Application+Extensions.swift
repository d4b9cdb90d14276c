import CGtk
import CGtkShim

/// A GTK application (`GtkApplication`): owns the main loop and the app-wide actions.
///
/// ```swift
/// let app = Application(id: "org.example.Counter")
/// app.onActivate { CounterWindow(application: app).present() }
/// exit(app.run())
/// ```
@MainActor
extension Application {
  package var application: UnsafeMutablePointer<GtkApplication> { cPointer(self) }
  package var gapplication: UnsafeMutablePointer<GApplication> { cPointer(self) }

  /// Creates an application.
  ///
  /// With `isUnique` false (the default) several instances may run at once: none of them
  /// becomes the primary instance of `id` or hands its launch to another. With `isUnique` true
  /// the first instance to register on the session bus is the primary one, and a later one (in
  /// another process) registers as remote (`isRemote`): its `activate()` presents the
  /// primary's window instead of opening its own. Without a session bus every instance is
  /// primary.
  ///
  /// Either way, a registered application exports its actions on the session bus at a path
  /// derived from `id`: two applications with the same id cannot both register in one process
  /// while a bus is there (GIO fails with "An object is already exported"). Tests give each
  /// application an id of its own.
  ///
  /// Called on a subclass (`Adw.Application(id:)`), it creates an instance of the subclass's
  /// GType.
  public convenience init(id: String, isUnique: Bool = false) {
    precondition(g_application_id_is_valid(id) != 0, "\"\(id)\" is not a valid application id")
    let flags = isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
    let pointer = Object.newObject(
      of: Self.gType, [("application-id", .string(id)), ("flags", .flags(flags.rawValue))])
    self.init(pointer, .adoptNew)
  }

  /// Runs the main loop until the last window closes or `quit()` is called; returns the exit
  /// status. Main-actor jobs run inside the loop (see ``MainLoop``), which is checked first:
  /// the program stops with an explanation if a main-actor hop does not arrive.
  ///
  /// While it runs, a request to end the process (SIGTERM at logout or from `kill`, SIGINT from
  /// Ctrl+C, SIGHUP when its terminal closes; Unix) ends it as closing its windows would: see
  /// ``closeWindowsAndQuit()``. Then `run` returns, `main` ends and exit handlers run (pending
  /// `@Shared(.fileStorage)` saves are written), where the signal would have killed the process
  /// on the spot.
  ///
  /// Call it from a synchronous `main`; after a top-level `await` this is not the main thread.
  public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
    MainLoop.startMainActorBridge()
    var signalSources: (UInt32, UInt32, UInt32) = (0, 0, 0)
    withUnsafeMutableBytes(of: &signalSources) { ids in
      _ = cgtk_watch_termination_requests(
        { data in
          MainActor.assumeIsolated {
            Unmanaged<Application>.fromOpaque(data!).takeUnretainedValue().closeWindowsAndQuit()
          }
          return CGTK_SOURCE_CONTINUE
        }, Unmanaged.passRetained(self).toOpaque(),
        { data in
          Unmanaged<Application>.fromOpaque(data!).release()
        }, ids.baseAddress!.assumingMemoryBound(to: guint.self))
    }
    defer {
      for id in [signalSources.0, signalSources.1, signalSources.2] where id != 0 {
        g_source_remove(id)
      }
    }
    var cStrings = arguments.map { g_strdup($0) }
    defer { cStrings.forEach { g_free($0) } }
    return cStrings.withUnsafeMutableBufferPointer { argv in
      g_application_run(gapplication, Int32(argv.count), argv.baseAddress)
    }
  }

  /// Asks each of the application's windows to close, as a user clicking its close button
  /// would (its close-request handlers run: where apps save what they keep), and quits the
  /// application, whether or not a window declined.
  public func closeWindowsAndQuit() {
    var windows: [UnsafeMutablePointer<GtkWindow>] = []
    var node = gtk_application_get_windows(application)
    while let current = node {
      if let window = current.pointee.data {
        g_object_ref(window)
        windows.append(cCast(window))
      }
      node = current.pointee.next
    }
    // Copied and held first: closing a window removes it from the application's list, and may
    // destroy others (its dialogs).
    for window in windows {
      gtk_window_close(window)
      g_object_unref(window)
    }
    quit()
  }

  /// Registers the application without running its loop, and runs `startup`: for tests and
  /// benchmarks that iterate the main context themselves.
  public func register() throws(GtkError) {
    var error: UnsafeMutablePointer<GError>?
    if g_application_register(gapplication, nil, &error) == 0 {
      throw GtkError(taking: error, doing: "registering the application")
    }
  }

  /// The application id given to ``init(id:isUnique:)``.
  public var id: String {
    String(cString: g_application_get_application_id(gapplication))
  }

  /// The number of windows the application has.
  public var windowCount: Int { Int(g_list_length(gtk_application_get_windows(application))) }
}
