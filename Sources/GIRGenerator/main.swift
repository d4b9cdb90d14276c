import Foundation

// binding-generator: writes the Swift bindings of GTK, libadwaita and the libraries under them
// from their GObject-introspection data, and reports how much of each Swift reaches.
//
//   binding-generator generate   rewrite every namespace's Generated/ folder
//   binding-generator check      fail if the committed Generated/ folders differ from the output
//   binding-generator coverage [--details]
//
// Options: --package PATH (default: the current directory), --gir-directory PATH (default:
// /usr/share/gir-1.0).

struct Usage: Error, CustomStringConvertible {
  var message: String
  var description: String {
    """
    \(message)
    usage: binding-generator (generate | check | coverage [--details]) [--package PATH] [--gir-directory PATH]
    """
  }
}

func run() throws -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  guard let command = arguments.first else { throw Usage(message: "no command given") }
  arguments.removeFirst()
  var package = FileManager.default.currentDirectoryPath
  var girDirectory = "/usr/share/gir-1.0"
  var details = false
  while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--package", "--gir-directory":
      guard let value = arguments.first else { throw Usage(message: "\(argument) needs a value") }
      arguments.removeFirst()
      if argument == "--package" { package = value } else { girDirectory = value }
    case "--details": details = true
    default: throw Usage(message: "unknown argument \(argument)")
    }
  }
  let root = URL(fileURLWithPath: package)
  let configuration = try Configuration.load(root.appendingPathComponent("Generator/bindings.json"))
  let library = try loadLibrary(configuration, girDirectory: URL(fileURLWithPath: girDirectory))
  let handWritten = try HandWritten(
    folders: configuration.namespaces.map {
      ($0.module, root.appendingPathComponent("Sources/\($0.module)"))
    })
  let generator = Generator(
    library: library, configuration: configuration, handWritten: handWritten)

  switch command {
  case "generate":
    for output in generator.outputs() {
      try output.write(into: root)
      print("wrote \(output.files.count) files to \(output.folder)")
    }
    return 0
  case "check":
    var stale: [String] = []
    for output in generator.outputs() { stale += try output.differences(from: root) }
    if stale.isEmpty {
      print("Generated bindings are up to date.")
      return 0
    }
    print("Generated bindings differ from what `make generate` writes:")
    for line in stale { print("  \(line)") }
    print("Run `make generate` and commit the result; never edit Generated/ by hand.")
    return 1
  case "coverage":
    let calledByHand = try handWrittenCalls(in: root.appendingPathComponent("Sources"))
    let coverage = Coverage(
      library: library, configuration: configuration, handWritten: handWritten,
      generated: try generator.generatedSymbols(), calledByHand: calledByHand)
    print(coverage.report(details: details), terminator: "")
    return 0
  default:
    throw Usage(message: "unknown command \(command)")
  }
}

func loadLibrary(_ configuration: Configuration, girDirectory: URL) throws -> Library {
  var library = Library()
  for name in configuration.dependencies + configuration.namespaces.map(\.gir) {
    let repository = try GIRParser.parse(
      contentsOf: girDirectory.appendingPathComponent("\(name).gir"))
    library.add(repository)
  }
  for namespace in configuration.namespaces {
    let name = String(namespace.gir.split(separator: "-").first ?? "")
    library.modules[name] = namespace.module
  }
  return library
}

/// The C functions that hand-written Swift sources call: every `identifier(` in a `.swift`
/// file outside the generated folders.
func handWrittenCalls(in sources: URL) throws -> Set<String> {
  var calls: Set<String> = []
  let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
  let pattern = try NSRegularExpression(pattern: "\\b([a-z][a-z0-9]*_[a-z0-9_]+)\\s*\\(")
  while let url = enumerator?.nextObject() as? URL {
    guard url.pathExtension == "swift" || url.pathExtension == "h" || url.pathExtension == "c",
      !url.path.contains("/Generated/")
    else { continue }
    let text = try String(contentsOf: url, encoding: .utf8)
    let range = NSRange(text.startIndex..., in: text)
    for match in pattern.matches(in: text, range: range) {
      if let r = Range(match.range(at: 1), in: text) { calls.insert(String(text[r])) }
    }
  }
  return calls
}

do {
  exit(try run())
} catch {
  FileHandle.standardError.write(Data("binding-generator: \(error)\n".utf8))
  exit(2)
}
