import CGtk

/// Keyboard shortcuts: application actions (`app.NAME`) with accelerators.
///
/// ```swift
/// app.addShortcut("quit", accelerators: ["<Control>q"]) { app.quit() }
/// app.addShortcut("increment", accelerators: ["plus", "KP_Add"]) { store.send(.increment) }
/// ```
extension Application {
  /// Adds `action` to the application; menus and shortcuts reach it as `app.NAME`.
  public func addAction(_ action: SimpleAction) {
    g_action_map_add_action(cCast(gobjectPointer), cCast(action.gobjectPointer))
  }

  /// Removes the action called `name`.
  public func removeAction(named name: String) {
    g_action_map_remove_action(cCast(gobjectPointer), name)
  }

  /// Binds accelerators such as `"<Control>q"` to `detailedAction` (`"app.quit"`), replacing
  /// any it had; an empty list removes them. GTK ignores accelerators it cannot parse, so check
  /// with ``accelerators(for:)``.
  public func setAccelerators(_ accelerators: [String], for detailedAction: String) {
    var cStrings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(g_strdup($0)) }
    cStrings.append(nil)
    defer { cStrings.forEach { g_free(UnsafeMutablePointer(mutating: $0)) } }
    cStrings.withUnsafeBufferPointer {
      gtk_application_set_accels_for_action(application, detailedAction, $0.baseAddress)
    }
  }

  /// The accelerators bound to `detailedAction`, in GTK's normalized spelling.
  public func accelerators(for detailedAction: String) -> [String] {
    guard let list = gtk_application_get_accels_for_action(application, detailedAction) else {
      return []
    }
    defer { g_strfreev(list) }
    var result: [String] = []
    var index = 0
    while let accelerator = list[index] {
      result.append(String(cString: accelerator))
      index += 1
    }
    return result
  }

  /// Adds an action called `name` that runs `handler`, bound to `accelerators`; returns it so
  /// that it can be disabled.
  @discardableResult
  public func addShortcut(
    _ name: String, accelerators: [String], _ handler: @escaping @MainActor () -> Void
  ) -> SimpleAction {
    let action = SimpleAction(name: name)
    action.onActivate(handler)
    addAction(action)
    setAccelerators(accelerators, for: "app.\(name)")
    return action
  }

  /// Activates the application action called `name`, as its shortcut would.
  public func activateAction(_ name: String) {
    g_action_group_activate_action(cCast(gobjectPointer), name, nil)
  }
}
