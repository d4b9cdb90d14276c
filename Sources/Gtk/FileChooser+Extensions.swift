import CGtk

/// A file a file chooser returned: its local path when it has one (a file on a mounted disk,
/// or one the desktop portal made available), and its URI always.
public struct ChosenFile: Sendable, Hashable {
  /// The file's path on this machine, or `nil` for a file only reachable by its URI (a
  /// remote location GVfs browses).
  public var path: String?
  /// The file's URI (`file:///home/…`).
  public var uri: String
}

@MainActor
extension FileChooser {
  /// The files the user chose, in the order the chooser lists them: one in a chooser that
  /// selects one (`selectMultiple` false), any number otherwise; the name typed into a save
  /// dialog, in its folder. Read it when the dialog answered ``ResponseType/accept``.
  ///
  /// ```swift
  /// chooser.onResponse { response in
  ///   guard response == ResponseType.accept.rawValue else { return }
  ///   open(chooser.chosenFiles.compactMap(\.path))
  /// }
  /// ```
  public var chosenFiles: [ChosenFile] {
    // A new list of the chooser's GFiles (transfer full), whose items are references of our
    // own as well.
    guard let list = gtk_file_chooser_get_files(cPointer(self)) else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(list)) }
    return (0..<g_list_model_get_n_items(list)).compactMap { position in
      guard let item = g_list_model_get_item(list, position) else { return nil }
      defer { g_object_unref(item) }
      let file = OpaquePointer(item)
      var path: String?
      if let cPath = g_file_get_path(file) {
        path = String(cString: cPath)
        g_free(cPath)
      }
      guard let cURI = g_file_get_uri(file) else { return nil }
      defer { g_free(cURI) }
      return ChosenFile(path: path, uri: String(cString: cURI))
    }
  }

}
