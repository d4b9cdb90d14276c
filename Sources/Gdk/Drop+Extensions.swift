import CGtk
import GLib
import Gio

extension Drop {
  /// Finishes ``readAsync(_:ioPriority:cancellable:callback:)``: the stream of the dropped
  /// data, and the MIME type it comes in (`gdk_drop_read_finish`, written here because its
  /// introspection data wrongly gives the caller the interned MIME type to free).
  @discardableResult
  public func readFinish(
    _ result: any Gio.AsyncResult
  ) throws(GLibError) -> (result: Gio.InputStream?, mimeType: String) {
    var mimeType: UnsafePointer<CChar>?
    var error: UnsafeMutablePointer<GError>?
    let stream = gdk_drop_read_finish(cPointer(self), cPointer(result), &mimeType, &error)
    if let error { throw GLibError(taking: error) }
    return (
      result: stream.map { makeWrapper(rawPointer($0), .adoptNew) { Gio.InputStream($0, $1) } },
      // GDK's own interned string: read, never freed.
      mimeType: borrowedString(mimeType) ?? ""
    )
  }
}
