/// GIR's names (`set_label`, `GTK_ALIGN_FILL`, `notify::label`) in Swift's conventions.
enum Naming {
  /// `set_label` → `setLabel`; `get-type` → `getType`.
  static func lowerCamel(_ name: String) -> String {
    let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard let first = parts.first else { return name }
    var result = String(first)
    for part in parts.dropFirst() { result += part.prefix(1).uppercased() + part.dropFirst() }
    return result
  }

  /// `Align` → `Align`; `file_chooser_action` → `FileChooserAction`.
  static func upperCamel(_ name: String) -> String {
    let lower = lowerCamel(name)
    return lower.prefix(1).uppercased() + lower.dropFirst()
  }

  /// A Swift identifier for `name`: back-quoted when it is a keyword, prefixed when it starts
  /// with a digit (`2d` → `_2d`).
  static func identifier(_ name: String) -> String {
    if let first = name.first, first.isNumber { return "_" + name }
    return keywords.contains(name) ? "`\(name)`" : name
  }

  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "super",
    "self", "Self", "throw", "throws", "true", "try", "Type", "Protocol", "some", "any",
    "async", "await", "consume", "copy", "borrowing", "consuming", "_",
  ]
}
