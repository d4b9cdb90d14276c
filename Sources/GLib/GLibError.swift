import CGtk

/// An error a GLib-based library reported through a `GError`: its domain, code and message.
public struct GLibError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The error domain, as GLib names it (`g-io-error-quark`).
  public let domain: String
  /// The code within the domain (an enumeration such as `Gio.IOErrorEnum`).
  public let code: Int32
  /// The message for people.
  public let message: String

  public init(domain: String, code: Int32, message: String) {
    self.domain = domain
    self.code = code
    self.message = message
  }

  /// Takes over a `GError` a C function set, and frees it.
  package init(taking error: UnsafeMutablePointer<GError>) {
    domain = String(cString: g_quark_to_string(error.pointee.domain))
    code = error.pointee.code
    message = error.pointee.message.map { String(cString: $0) } ?? ""
    g_error_free(error)
  }

  public var description: String { "\(message) (\(domain), \(code))" }
}
