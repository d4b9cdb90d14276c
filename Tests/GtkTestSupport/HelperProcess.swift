import Foundation
import Gtk
import XCTest

/// A program the test runs beside itself (a script under `Tests/Scripts`) while the test's GLib
/// main loop keeps running: the helpers talk to the test process over D-Bus (AT-SPI calls, a
/// second application instance), and the test process answers those calls from its loop.
///
/// Waiting never blocks the loop: output and exit arrive on Foundation's threads, which append
/// to a locked buffer and hop to the main actor; the hop wakes GLib through the main-actor
/// bridge, and the waits iterate the loop until their condition holds or time runs out.
@MainActor
public final class HelperProcess {
  public let process = Process()
  private let state = HelperState()
  private let command: String

  /// Starts `executable` with `arguments`, in this process's environment with `environment`
  /// added; stdout and stderr are collected.
  public init(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws {
    command = ([executable] + arguments).joined(separator: " ")
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    keepOpen(out, err)
    process.standardOutput = out
    process.standardError = err
    let state = state
    // One plain thread per pipe, reading until end of file. Not a readability handler: that is
    // a libdispatch source on the pipe, and libdispatch's event loop crashed now and then
    // (`_dispatch_event_loop_drain`, seen under ThreadSanitizer's timing and under load) while
    // such sources came and went.
    for (pipe, isStandardOutput) in [(out, true), (err, false)] {
      let handle = pipe.fileHandleForReading
      let reader = Thread {
        while true {
          let data = handle.availableData
          state.append(data, toStandardOutput: isStandardOutput)
          Task { @MainActor in }  // wakes the GLib loop of a waiting test
          if data.isEmpty { return }  // end of file
        }
      }
      reader.name = "helper \(isStandardOutput ? "stdout" : "stderr")"
      reader.start()
    }
    process.terminationHandler = { _ in
      state.markExited()
      Task { @MainActor in }
    }
    try process.run()
  }

  /// Everything the program has written to stdout so far.
  public var standardOutput: String { state.text(ofStandardOutput: true) }

  /// Everything the program has written to stderr so far.
  public var standardError: String { state.text(ofStandardOutput: false) }

  /// The program and its output, for failure messages.
  public var transcript: String {
    "`\(command)`\nstdout: \(standardOutput)\nstderr: \(standardError)"
  }

  /// Runs the main loop until stdout has a line containing `text`; fails the test if it does
  /// not within `timeout` (or the program exits first).
  @discardableResult
  public func waitForOutput(
    containing text: String, timeout: Duration = .seconds(30),
    file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    wait(for: text, on: "stdout", in: { self.standardOutput }, timeout, file, line)
  }

  /// Runs the main loop until stderr (where programs log) has a line containing `text`; fails
  /// the test if it does not within `timeout` (or the program exits first).
  @discardableResult
  public func waitForError(
    containing text: String, timeout: Duration = .seconds(30),
    file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    wait(for: text, on: "stderr", in: { self.standardError }, timeout, file, line)
  }

  private func wait(
    for text: String, on stream: String, in output: () -> String, _ timeout: Duration,
    _ file: StaticString, _ line: UInt
  ) -> Bool {
    let found = MainLoop.iterate(
      until: { output().contains(text) || state.hasExited }, timeout: timeout)
    guard found, output().contains(text) else {
      XCTFail("no \(text) on \(stream) within \(timeout):\n\(transcript)", file: file, line: line)
      return false
    }
    return true
  }

  /// Runs the main loop until the program has exited and its output is read; returns its exit
  /// status, or nil (failing the test and terminating the program) after `timeout`.
  public func waitForExit(
    timeout: Duration = .seconds(60), file: StaticString = #filePath, line: UInt = #line
  ) -> Int32? {
    if !MainLoop.iterate(until: { state.isFinished }, timeout: timeout) {
      process.terminate()
      XCTFail("still running after \(timeout):\n\(transcript)", file: file, line: line)
      return nil
    }
    return process.terminationStatus
  }
}

/// What the reading threads share with the test: output so far and whether the program exited.
private final class HelperState: @unchecked Sendable {
  private let lock = NSLock()
  private var output = Data()
  private var errors = Data()
  private var exited = false
  private var closedStreams = 0

  func append(_ data: Data, toStandardOutput: Bool) {
    lock.withLock {
      if data.isEmpty {
        closedStreams += 1
      } else if toStandardOutput {
        output.append(data)
      } else {
        errors.append(data)
      }
    }
  }

  func markExited() { lock.withLock { exited = true } }

  var hasExited: Bool { lock.withLock { exited } }

  /// Exited, and both pipes read to their end.
  var isFinished: Bool { lock.withLock { exited && closedStreams == 2 } }

  func text(ofStandardOutput: Bool) -> String {
    lock.withLock { String(decoding: ofStandardOutput ? output : errors, as: UTF8.self) }
  }
}

/// Where the GUI tests' helper scripts are: `Tests/Scripts`.
public func testScript(_ name: String) -> String {
  URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts").appendingPathComponent(name).path
}

/// The environment the GUI tests need beyond a display, which `make test` provides.
public enum TestEnvironment {
  /// Debian's Python, whose packages (python3-gi, python3-pyatspi) the helper scripts import;
  /// a `python3` earlier on PATH (pyenv, a virtualenv) would not have them.
  public static let python = "/usr/bin/python3"

  /// The D-Bus session bus address, or an error that says how to get one: tests of
  /// registration and accessibility need a real bus, and `make test` runs them inside a
  /// private one (`dbus-run-session`). Without a bus they cannot check anything, so they fail
  /// rather than pass or skip silently.
  public static func requireSessionBus() throws -> String {
    let address = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
    guard !address.isEmpty, address != "disabled:" else {
      throw EnvironmentError(
        """
        this test needs a D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is \
        \(address.isEmpty ? "unset" : address)). Run the GUI tests with `make test`, which runs \
        them under `dbus-run-session` and `xvfb-run`.
        """)
    }
    return address
  }

  /// The display backend the test run is for: GTK_TEST_BACKEND, which `make test` sets for
  /// each of its runs (`x11`, `wayland`) apart from what the run does to reach that display,
  /// so that a run that reached another one fails; else the one backend GDK_BACKEND names.
  /// Nil when neither says (unset, `*` or a list of fallbacks: GDK may pick any).
  public static var requestedDisplayBackend: String? {
    let environment = ProcessInfo.processInfo.environment
    let value =
      environment["GTK_TEST_BACKEND"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["GDK_BACKEND"] ?? ""
    guard !value.isEmpty, !value.contains(","), value != "*" else { return nil }
    return value
  }

  /// Throws unless GTK exposes widgets on the accessibility bus (GTK_A11Y unset or `atspi`)
  /// and Debian's Python with pyatspi is there to read them.
  public static func requireAccessibilityBus() throws {
    _ = try requireSessionBus()
    let a11y = ProcessInfo.processInfo.environment["GTK_A11Y"] ?? ""
    guard a11y.isEmpty || a11y == "atspi" else {
      throw EnvironmentError(
        """
        this test reads widgets over the accessibility bus, which GTK_A11Y=\(a11y) turns off. \
        Run the GUI tests with `make test` (GTK_A11Y=atspi under dbus-run-session).
        """)
    }
    guard FileManager.default.isExecutableFile(atPath: python) else {
      throw EnvironmentError("\(python) is missing: `make deps` installs python3-pyatspi")
    }
  }
}

/// Why a test cannot run where it was started.
public struct EnvironmentError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

@MainActor private var applicationIDCount = 0

/// An application id no other application of this test run uses: the test's name, this
/// process and a counter. GIO exports a registered application's actions on the session bus at
/// a path derived from its id, so two applications of one id cannot both register in one
/// process while there is a bus, even non-unique ones.
@MainActor
public func testApplicationID(_ test: String = #function) -> String {
  applicationIDCount += 1
  let name = test.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
  let pid = ProcessInfo.processInfo.processIdentifier
  return "org.swiftcomposablegtk.Tests.p\(pid).\(name).n\(applicationIDCount)"
}

/// Pipes whose reading ends stay open until the test process ends.
///
/// A reader thread may still be in `read` on a pipe's reading end when its helper is released;
/// closing the descriptor under it could hand the number to another file that the thread would
/// then read. A test run starts a few dozen helpers, so keeping their pipes costs a few dozen
/// descriptors.
private func keepOpen(_ pipes: Pipe...) {
  openPipes.withLock { $0.append(contentsOf: pipes) }
}

private let openPipes = OpenPipes()

// `@unchecked Sendable`: `pipes` is only touched under `lock`.
private final class OpenPipes: @unchecked Sendable {
  private let lock = NSLock()
  private var pipes: [Pipe] = []
  func withLock(_ body: (inout [Pipe]) -> Void) { lock.withLock { body(&pipes) } }
}
