import Foundation

/// One module's generated folder: the files the generator owns there.
struct Output {
  var folder: String
  var files: [(name: String, contents: String)]

  /// Replaces the folder's Swift files with these.
  func write(into root: URL) throws {
    let url = root.appendingPathComponent(folder)
    let manager = FileManager.default
    try manager.createDirectory(at: url, withIntermediateDirectories: true)
    for old in try manager.contentsOfDirectory(atPath: url.path) where old.hasSuffix(".swift") {
      try manager.removeItem(at: url.appendingPathComponent(old))
    }
    for file in files {
      try Data(file.contents.utf8).write(to: url.appendingPathComponent(file.name))
    }
  }

  /// What differs between these files and the folder: one line per file.
  func differences(from root: URL) throws -> [String] {
    let url = root.appendingPathComponent(folder)
    let existing = Set(
      ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
        .filter { $0.hasSuffix(".swift") })
    var result: [String] = []
    for file in files {
      let path = "\(folder)/\(file.name)"
      guard existing.contains(file.name) else { result.append("\(path): missing"); continue }
      let committed = try String(contentsOf: url.appendingPathComponent(file.name), encoding: .utf8)
      if committed != file.contents { result.append("\(path): differs") }
    }
    for name in existing.subtracting(files.map(\.name)).sorted() {
      result.append("\(folder)/\(name): not generated any more")
    }
    return result
  }
}

struct Generator {
  var library: Library
  var configuration: Configuration
  var handWritten: HandWritten

  func outputs() -> [Output] {
    configuration.namespaces.filter(\.generate).map { namespace in
      let name = String(namespace.gir.split(separator: "-").first ?? "")
      var emitter = Emitter(
        library: library, configuration: configuration, namespace: name, module: namespace.module,
        handWritten: handWritten)
      let files = (emitter.files() + emitter.recordFiles() + emitter.fundamentalFiles())
        .sorted { $0.name < $1.name }
      return Output(folder: namespace.output, files: files)
    }
  }

  /// The C functions each namespace's output calls.
  func generatedSymbols() throws -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for namespace in configuration.namespaces where namespace.generate {
      let name = String(namespace.gir.split(separator: "-").first ?? "")
      var emitter = Emitter(
        library: library, configuration: configuration, namespace: name, module: namespace.module,
        handWritten: handWritten)
      _ = emitter.files()
      _ = emitter.recordFiles()
      _ = emitter.fundamentalFiles()
      result[name] = emitter.emittedSymbols
    }
    return result
  }
}
