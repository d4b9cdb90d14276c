import CGtk

/// An error reported by GTK or GLib (a `GError`), with what this module was doing at the time.
public struct GtkError: Error, CustomStringConvertible, Sendable {
  /// GLib's message, for example the file name and reason of a failed load.
  public let message: String
  /// What was being done: "registering the application", "writing snapshot.png".
  public let operation: String

  /// Takes the message out of `error` and frees it.
  init(taking error: UnsafeMutablePointer<GError>?, doing operation: String) {
    self.operation = operation
    if let error {
      message = error.pointee.message.map { String(cString: $0) } ?? "no message"
      g_error_free(error)
    } else {
      message = "GTK gave no reason"
    }
  }

  /// An error found by this module rather than reported by GTK.
  init(_ message: String, doing operation: String) {
    self.message = message
    self.operation = operation
  }

  /// "operation failed: message".
  public var description: String { "\(operation) failed: \(message)" }
}
