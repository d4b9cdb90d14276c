import Foundation

/// What hand-written Swift declares on each type, by module-qualified Swift name
/// (`Gtk.Button`).
///
/// Two uses. A generated class whose module also extends it by hand (`extension Button` in
/// Sources/Gtk) leaves out the members and initializers the extension declares: the
/// hand-written spelling is the one users call. A generated subclass must not redeclare what a
/// hand-written ancestor declares (Swift would need `override`), so such a member is named
/// after its C function instead.
///
/// A line-based reading, enough for the layout swift-format keeps: a type or extension opens at
/// the start of a line, its members are indented by two spaces.
struct HandWritten {
  /// What a hand-written class's declaration allows generated code to do with it.
  struct ClassShape {
    var isOpen = false
    var isFinal = false
    var isGeneric = false
    /// A designated `init` of its own: it no longer inherits `Object.init(_:_:)`, so generated
    /// code can neither wrap a pointer as it nor subclass it.
    var hasDesignatedInit = false

    /// Generated code can make one from a pointer and subclass it (within its module).
    var isWrappable: Bool { !isGeneric && !hasDesignatedInit }
  }

  /// Member names (properties, methods) per `Module.Type`.
  var members: [String: Set<String>] = [:]
  /// Initializers' argument labels per `Module.Type`, each as `label:label:` (`_:` unlabelled).
  var initializers: [String: Set<String>] = [:]
  /// Initializers' labels and parameter types as written, each as `label:Type,label:Type,`.
  var initializerSignatures: [String: Set<String>] = [:]
  /// Classes declared by hand (not extensions), per `Module.Type`.
  var classes: [String: ClassShape] = [:]

  init() {}

  /// Reads the Swift files directly in each module's folder (not its `Generated` folder).
  init(folders: [(module: String, folder: URL)]) throws {
    let opening = try NSRegularExpression(
      pattern:
        #"^(?:@\w+\s+)*((?:(?:public|open|package|final|internal)\s+)*)(class|protocol|enum|struct|extension)\s+([A-Za-z0-9_]+)(<?)"#
    )
    let initializer = try NSRegularExpression(
      pattern:
        #"^  (?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|open|package|internal|private|fileprivate|override|required|convenience)\s+)*)init[(<]"#
    )
    let member = try NSRegularExpression(
      pattern:
        #"^  (?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|override|static|class|final|nonisolated|convenience|internal|private\(set\)|package\(set\))\s+)*(?:var|let|func)\s+`?([A-Za-z0-9_]+)"#
    )
    for (module, folder) in folders {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files.sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var current: String?
        for (index, line) in lines.enumerated() {
          let range = NSRange(line.startIndex..., in: line)
          if let m = opening.firstMatch(in: line, range: range),
            let r = Range(m.range(at: 3), in: line)
          {
            let name = "\(module).\(line[r])"
            current = name
            let modifiers = Range(m.range(at: 1), in: line).map { String(line[$0]) } ?? ""
            if Range(m.range(at: 2), in: line).map({ line[$0] == "class" }) == true {
              classes[name] = ClassShape(
                isOpen: modifiers.contains("open"), isFinal: modifiers.contains("final"),
                isGeneric: Range(m.range(at: 4), in: line).map { !line[$0].isEmpty } ?? false)
            }
          } else if let current, let m = initializer.firstMatch(in: line, range: range) {
            let modifiers = Range(m.range(at: 1), in: line).map { String(line[$0]) } ?? ""
            if !modifiers.contains("convenience") { classes[current]?.hasDesignatedInit = true }
            let declaration = lines[index...].joined(separator: "\n")
            initializers[current, default: []].insert(
              Self.parameters(declaration).map { "\($0.label):" }.joined())
            initializerSignatures[current, default: []].insert(
              Self.parameters(declaration).map { "\($0.label):\($0.type)," }.joined())
          } else if let current, let m = member.firstMatch(in: line, range: range),
            let r = Range(m.range(at: 1), in: line)
          {
            members[current, default: []].insert(String(line[r]))
          }
        }
      }
    }
  }

  /// The argument labels and types of the initializer whose declaration starts `text`:
  /// `[("_", "Orientation"), ("spacing", "Int32")]` for
  /// `init(_ orientation: Orientation, spacing: Int32 = 0)`.
  static func parameters(_ text: String) -> [(label: String, type: String)] {
    guard let open = text.firstIndex(of: "(") else { return [] }
    var depth = 0
    var parameters: [String] = []
    var currentParameter = ""
    var previous: Character = " "
    for character in text[open...] {
      defer { previous = character }
      if character == ">", previous == "-" {  // a function type's arrow
        currentParameter.append(character)
        continue
      }
      switch character {
      case "(", "[", "<":
        depth += 1
        if depth == 1 { continue }
      case ")", "]", ">":
        depth -= 1
        if depth == 0 {
          parameters.append(currentParameter)
          return parameters.compactMap { parameter in
            let parts = parameter.split(separator: ":", maxSplits: 1)
            let words = parts.first?.split(whereSeparator: { $0 == " " || $0 == "\n" }) ?? []
            guard let label = words.first, parts.count == 2 else { return nil }
            let type =
              parts[1].split(separator: "=").first.map {
                $0.filter { $0 != " " && $0 != "\n" }
              } ?? ""
            return (String(label), String(type))
          }
        }
      case "," where depth == 1:
        parameters.append(currentParameter)
        currentParameter = ""
        continue
      default: break
      }
      if depth >= 1 { currentParameter.append(character) }
    }
    return []
  }
}
