import Foundation
import Testing

/// The tutorial in ComposableGtkViews' catalog shows its code from the step files in
/// `Documentation.docc/Tutorials/Resources`. The package compiles them through symbolic links:
/// the final step of each file in `TutorialCounter`, `TutorialCounterApp` and this test target,
/// the first steps of the feature and the view in `TutorialCounterStep1`. These tests make sure
/// no step file escapes that: a new one must be compiled, or be one this file checks another
/// way.
struct TutorialStepTests {
  static let packageRoot = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let steps = packageRoot.appending(
    path: "Sources/ComposableGtkViews/Documentation.docc/Tutorials/Resources")

  /// Where each step file is compiled, relative to the package root.
  static let compiled = [
    "Counter-01.swift": "Examples/Tutorial/Step1/Counter.swift",
    "CounterView-01.swift": "Examples/Tutorial/Step1/CounterView.swift",
    "Counter-02.swift": "Examples/Tutorial/TutorialCounter/Counter.swift",
    "CounterView-02.swift": "Examples/Tutorial/TutorialCounter/CounterView.swift",
    "CounterApp-01.swift": "Examples/Tutorial/App/CounterApp.swift",
    "CounterTests-02.swift": "Tests/TutorialCounterTests/CounterTests.swift",
  ]

  @Test func everyStepFileIsCompiled() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.steps.path)
      .filter { $0.hasSuffix(".swift") }
    // The first step of the test file is not compiled on its own (its module would have to
    // import the first step's feature under another name); it is checked below instead.
    #expect(Set(files) == Set(Self.compiled.keys).union(["CounterTests-01.swift"]))
    for (step, link) in Self.compiled {
      let destination = try FileManager.default.destinationOfSymbolicLink(
        atPath: Self.packageRoot.appending(path: link).path)
      #expect(
        URL(filePath: destination, relativeTo: Self.packageRoot.appending(path: link))
          .standardizedFileURL.path == Self.steps.appending(path: step).standardizedFileURL.path,
        "\(link) must link to the step file \(step)")
    }
  }

  /// The first step of the test is the final one without the second test: every line of it
  /// is in the final file, in the same order, so it compiles where the final one does.
  @Test func firstTestStepIsContainedInTheFinalOne() throws {
    let first = try String(
      contentsOf: Self.steps.appending(path: "CounterTests-01.swift"), encoding: .utf8
    )
    .split(separator: "\n", omittingEmptySubsequences: false)
    let final = try String(
      contentsOf: Self.steps.appending(path: "CounterTests-02.swift"), encoding: .utf8
    )
    .split(separator: "\n", omittingEmptySubsequences: false)
    var remaining = final[...]
    for line in first {
      guard let index = remaining.firstIndex(of: line) else {
        Issue.record(
          "CounterTests-01.swift: \"\(line)\" is not in CounterTests-02.swift after the lines before it"
        )
        return
      }
      remaining = remaining[(index + 1)...]
    }
  }
}
