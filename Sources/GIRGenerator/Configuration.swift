import Foundation

/// `Generator/bindings.json`: which namespaces are generated into which module, and the lists
/// gtk-rs keeps in its `Gir.toml`: what is written by hand, what is ignored (each with its
/// reason) and per-symbol overrides.
///
/// Symbols are named as GIR names them, namespace first: `Gtk.Button` (a type),
/// `Gtk.Button.set_label` (a function, method or constructor), `Gtk.Button:label` (a property),
/// `Gtk.Button::clicked` (a signal).
struct Configuration: Decodable {
  struct Namespace: Decodable {
    /// The GIR file's base name, `Gtk-4.0`.
    var gir: String
    /// The Swift module the output belongs to.
    var module: String
    /// The folder, relative to the package root, that the generator owns and rewrites.
    var output: String
    /// False while the namespace is still wrapped by hand: it is read and counted by the
    /// coverage report, and nothing is written for it.
    var generate: Bool = true
    /// C modules the output imports besides CGtk (headers `gtk/gtk.h` leaves out).
    var imports: [String] = []

    enum CodingKeys: String, CodingKey { case gir, module, output, generate, imports }
    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      gir = try c.decode(String.self, forKey: .gir)
      module = try c.decode(String.self, forKey: .module)
      output = try c.decode(String.self, forKey: .output)
      generate = try c.decodeIfPresent(Bool.self, forKey: .generate) ?? true
      imports = try c.decodeIfPresent([String].self, forKey: .imports) ?? []
    }
  }

  struct Entry: Decodable {
    var symbol: String
    var reason: String
  }

  struct Override: Decodable {
    var symbol: String
    /// The Swift name to use instead of the derived one.
    var name: String?
    /// Overrides GIR's `nullable` on the return value.
    var nullable: Bool?
    var reason: String
  }

  /// Generated, in dependency order.
  var namespaces: [Namespace]
  /// Read to resolve types, not generated.
  var dependencies: [String]
  /// Written by hand in the module: the generator refers to it and does not generate it.
  var manual: [Entry]
  var ignore: [Entry]
  var overrides: [Override]

  static func load(_ url: URL) throws -> Configuration {
    let data = try Data(contentsOf: url)
    do {
      return try JSONDecoder().decode(Configuration.self, from: data)
    } catch let error as DecodingError {
      throw ConfigurationError(path: url.path, error: error)
    }
  }

  struct ConfigurationError: Error, CustomStringConvertible {
    var path: String
    var error: DecodingError
    var description: String {
      switch error {
      case .keyNotFound(let key, let context):
        return "\(path): missing \"\(key.stringValue)\" at \(Self.describe(context.codingPath))"
      case .typeMismatch(_, let context), .valueNotFound(_, let context),
        .dataCorrupted(let context):
        return "\(path): \(context.debugDescription) at \(Self.describe(context.codingPath))"
      @unknown default:
        return "\(path): \(error)"
      }
    }
    static func describe(_ path: [any CodingKey]) -> String {
      path.isEmpty
        ? "the top level"
        : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
  }
}
