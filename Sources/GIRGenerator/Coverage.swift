import Foundation

/// The coverage report: for each generated namespace, how many of its counted functions
/// (constructors, methods and functions that are neither deprecated nor marked
/// non-introspectable) Swift reaches, through generated code or through hand-written code
/// that calls them, and why the rest are left.
struct Coverage {
  struct Row {
    var namespace: String
    var counted = 0
    var generated = 0
    var handWritten = 0
    var reasons: [String: [String]] = [:]
    var reachable: Int { generated + handWritten }
    var percent: Double { counted == 0 ? 100 : Double(reachable) * 100 / Double(counted) }
  }

  var rows: [Row] = []

  /// `calledByHand`: the C identifiers that hand-written sources call.
  init(
    library: Library, configuration: Configuration, handWritten: HandWritten,
    generated: [String: Set<String>], calledByHand: Set<String>
  ) {
    for (namespace, _) in library.modules.sorted(by: { $0.key < $1.key }) {
      guard let repository = library.repositories[namespace] else { continue }
      var row = Row(namespace: "\(namespace)-\(repository.namespace.version)")
      let mapper = Emitter(
        library: library, configuration: configuration, namespace: namespace,
        module: library.modules[namespace] ?? namespace, handWritten: handWritten
      ).mapper
      let done = generated[namespace] ?? []
      func count(_ callable: Callable, owner: String) {
        guard callable.isCounted, let symbol = callable.cIdentifier else { return }
        row.counted += 1
        if done.contains(symbol) {
          row.generated += 1
          return
        }
        if calledByHand.contains(symbol) {
          row.handWritten += 1
          return
        }
        let reason: String
        do {
          _ = try mapper.plan(callable)
          reason = "not generated (owner \(owner) skipped)"
        } catch {
          reason = error.reason
        }
        row.reasons[reason, default: []].append(symbol)
      }
      for decl in repository.namespace.types
      where decl.isGTypeStructFor == nil && !decl.deprecated {
        for c in decl.constructors + decl.methods + decl.functions { count(c, owner: decl.name) }
      }
      for e in repository.namespace.enumerations where !e.deprecated {
        for c in e.functions { count(c, owner: e.name) }
      }
      for c in repository.namespace.functions { count(c, owner: namespace) }
      rows.append(row)
    }
  }

  func report(details: Bool) -> String {
    var out = "namespace        functions  generated  by hand  reachable\n"
    for row in rows {
      out += row.namespace.padding(toLength: 16, withPad: " ", startingAt: 0)
      out += String(
        format: " %9d  %9d  %7d  %8.1f %%\n", row.counted, row.generated, row.handWritten,
        row.percent)
    }
    for row in rows where !row.reasons.isEmpty {
      out += "\n\(row.namespace): \(row.counted - row.reachable) left\n"
      for (reason, symbols) in row.reasons.sorted(by: { $0.value.count > $1.value.count }) {
        out += "  \(symbols.count) \(reason)"
        out += details ? ": " + symbols.sorted().joined(separator: " ") + "\n" : "\n"
      }
    }
    return out
  }
}
