import CGtk

/// A search field with a search icon and a clear button (`GtkSearchEntry`); its text API is
/// ``Editable``.
///
/// ```swift
/// let search = SearchEntry(placeholder: "Search primes")
/// search.onSearchChanged { text in store.send(.searchQueryChanged(text)) }
/// ```
@MainActor
extension SearchEntry {
  var searchEntry: OpaquePointer { cPointer(self) }

  /// Creates an empty search entry showing `placeholder` while it is empty.
  public convenience init(placeholder: String? = nil) {
    self.init(UnsafeMutableRawPointer(gtk_search_entry_new()), .adoptNew)
    // GTK 4.8 has the property but no setter function for it.
    if let placeholder { cgtk_object_set_string(gobjectPointer, "placeholder-text", placeholder) }
  }

  /// Calls `handler` with the text once typing pauses (GTK waits `search-delay`, 150 ms by
  /// default); ``Editable/onChanged(_:)`` fires on every keystroke instead.
  @discardableResult
  public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalHandler {
    connectSignal("search-changed") { values, _, _ in
      let instance = values.objectPointer!
      handler(String(cString: gtk_editable_get_text(cCast(instance))))
    }
  }

  /// Calls `handler` when the user presses Escape to stop searching.
  @discardableResult
  public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalHandler {
    connectSignal("stop-search") { _, _, _ in handler() }
  }

  /// Emits `stop-search`, as Escape does: for tests, which stop a search as the key would.
  public func emitStopSearch() { emit("stop-search") }

  /// Milliseconds of quiet typing before `search-changed` fires.
  public func setSearchDelay(milliseconds: UInt32) {
    cgtk_object_set_uint(gobjectPointer, "search-delay", milliseconds)
  }

  /// Lets the entry catch typing anywhere in `widget` (usually the window) and start a search.
  public func setKeyCaptureWidget(_ widget: Widget?) {
    gtk_search_entry_set_key_capture_widget(searchEntry, widget?.widget)
  }
}
