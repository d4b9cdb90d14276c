import CGtk
import GLib

extension ContentProvider {
  /// A provider of everything `providers` provide, in their order: what the clipboard or a
  /// drag offers when the same data comes in several formats (`gdk_content_provider_new_union`,
  /// which the generator skips: it takes a C array of objects).
  ///
  /// ```swift
  /// let both = ContentProvider(union: [
  ///   ContentProvider(mimeType: "text/plain;charset=utf-8", bytes: Array("hi".utf8)),
  ///   ContentProvider(mimeType: "text/plain", bytes: Array("hi".utf8)),
  /// ])
  /// ```
  public convenience init(union providers: [ContentProvider]) {
    _ = typesRegistered
    // The union takes a reference to each provider (transfer full); the wrappers keep theirs.
    var pointers: [UnsafeMutablePointer<GdkContentProvider>?] = providers.map { cPointerGiving($0) }
    let result = pointers.withUnsafeMutableBufferPointer {
      gdk_content_provider_new_union($0.baseAddress, gsize($0.count))
    }
    self.init(rawPointer(nonNull(result, "gdk_content_provider_new_union")), .adoptNew)
  }
}
