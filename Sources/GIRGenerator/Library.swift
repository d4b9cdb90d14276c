import Foundation

/// Every repository the generator read, indexed by qualified name (`Gtk.Button`).
struct Library {
  var repositories: [String: Repository] = [:]
  var types: [String: TypeDecl] = [:]
  var enumerations: [String: Enumeration] = [:]
  var callbacks: [String: Callable] = [:]
  var aliases: [String: Alias] = [:]
  /// The namespaces whose output this run writes, and the module each writes into.
  var modules: [String: String] = [:]

  mutating func add(_ repository: Repository) {
    let ns = repository.namespace.name
    repositories[ns] = repository
    for decl in repository.namespace.types { types["\(ns).\(decl.name)"] = decl }
    for e in repository.namespace.enumerations { enumerations["\(ns).\(e.name)"] = e }
    for c in repository.namespace.callbacks { callbacks["\(ns).\(c.name)"] = c }
    for a in repository.namespace.aliases { aliases["\(ns).\(a.name)"] = a }
  }

  /// `Widget` inside namespace `Gtk` → `Gtk.Widget`; `Gdk.Paintable` stays as it is.
  func qualify(_ name: String, in namespace: String) -> String {
    name.contains(".") ? name : "\(namespace).\(name)"
  }

  /// Follows aliases (`Gtk.Allocation` → `Gdk.Rectangle`) to the type they stand for.
  func resolve(_ qualified: String) -> String {
    var name = qualified
    var seen: Set<String> = []
    while let alias = aliases[name], case .named(let target, _, _) = alias.target,
      seen.insert(name).inserted
    {
      let ns = String(name.split(separator: ".").first ?? "")
      name = qualify(target, in: ns)
    }
    return name
  }

  /// The chain of parents of a class, nearest first.
  func ancestors(of qualified: String) -> [String] {
    var result: [String] = []
    var current = qualified
    while let decl = types[current], let parent = decl.parent {
      let ns = String(current.split(separator: ".").first ?? "")
      current = qualify(parent, in: ns)
      result.append(current)
    }
    return result
  }

  func isObjectType(_ qualified: String) -> Bool {
    guard let decl = types[qualified] else { return false }
    switch decl.kind {
    case .interface: return true
    case .class:
      return qualified == "GObject.Object" || ancestors(of: qualified).contains("GObject.Object")
    default: return false
    }
  }
}

extension Callable {
  /// Not deprecated and introspectable: what the coverage figure counts.
  var isCounted: Bool { !deprecated && introspectable && movedTo == nil && shadowedBy == nil }
}
