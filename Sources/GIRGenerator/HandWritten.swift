import Foundation

/// The members hand-written Swift declares on each type: a generated subclass must not
/// redeclare them (Swift would need `override`), so a generated member whose name one of its
/// hand-written ancestors already uses is named after its C function instead.
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

  var members: [String: Set<String>] = [:]
  var classes: [String: ClassShape] = [:]

  init() {}

  init(folders: [URL]) throws {
    let opening = try NSRegularExpression(
      pattern: #"^(?:@\w+\s+)*((?:(?:public|open|package|final|internal)\s+)*)(class|protocol|enum|struct|extension)\s+([A-Za-z0-9_]+)(<?)"#)
    let designatedInit = try NSRegularExpression(
      pattern: #"^  (?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|internal|private|fileprivate|override|required)\s+)*init[(<]"#)
    let member = try NSRegularExpression(
      pattern: #"^  (?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|override|static|class|final|nonisolated|convenience|internal|private\(set\)|package\(set\))\s+)*(?:var|let|func)\s+`?([A-Za-z0-9_]+)"#)
    for folder in folders {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files.sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          let line = String(line)
          let range = NSRange(line.startIndex..., in: line)
          if let m = opening.firstMatch(in: line, range: range), let r = Range(m.range(at: 3), in: line) {
            current = String(line[r])
            let modifiers = Range(m.range(at: 1), in: line).map { String(line[$0]) } ?? ""
            if Range(m.range(at: 2), in: line).map({ line[$0] == "class" }) == true {
              classes[String(line[r])] = ClassShape(
                isOpen: modifiers.contains("open"), isFinal: modifiers.contains("final"),
                isGeneric: Range(m.range(at: 4), in: line).map { !line[$0].isEmpty } ?? false)
            }
          } else if let current, designatedInit.firstMatch(in: line, range: range) != nil {
            classes[current]?.hasDesignatedInit = true
          } else if let current, let m = member.firstMatch(in: line, range: range),
            let r = Range(m.range(at: 1), in: line)
          {
            members[current, default: []].insert(String(line[r]))
          }
        }
      }
    }
  }
}
