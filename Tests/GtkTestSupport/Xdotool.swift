import Foundation
import Gtk
import XCTest

/// Runs `xdotool` with `arguments` (input through the X server's XTEST, as a mouse or a
/// keyboard gives it) and waits for it, the main loop running meanwhile so that GTK answers
/// the X server while xdotool talks to it; returns what it printed. Skips the test where
/// xdotool is not installed (`make deps` installs it).
@MainActor
@discardableResult
public func xdotool(
  _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
) throws -> String {
  let tool = "/usr/bin/xdotool"
  guard FileManager.default.isExecutableFile(atPath: tool) else {
    throw XCTSkip("xdotool is not installed (make deps installs it)")
  }
  let process = try HelperProcess(tool, arguments)
  let status = process.waitForExit(timeout: .seconds(20), file: file, line: line)
  XCTAssertEqual(status, 0, process.transcript, file: file, line: line)
  return process.standardOutput
}

/// `xdotool(_:)` with its arguments listed.
@MainActor
@discardableResult
public func xdotool(
  _ arguments: String..., file: StaticString = #filePath, line: UInt = #line
) throws -> String {
  try xdotool(arguments, file: file, line: line)
}

/// Skips the test on a display that is not X11: xdotool drives the pointer and the keyboard
/// through X11's XTEST, and Wayland gives no client that power.
@MainActor
public func requireXTest() throws {
  guard Toolkit.displayBackend == "x11" else {
    throw XCTSkip(
      "xdotool drives the pointer through X11's XTEST; Wayland gives no client that power")
  }
}
