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

/// Where the point (`x`, `y`) of `widget` is on the screen, as xdotool's `mousemove` takes it:
/// the window's place, from xdotool (`getwindowgeometry`, found by the window's title, which
/// must be set and unique), plus the widget's place in it.
@MainActor
public func screenPoint(
  of widget: Widget, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line
) throws -> [String] {
  let window = try XCTUnwrap(widget.rootWindow, "the widget is in a window", file: file, line: line)
  let title = try XCTUnwrap(
    window.title, "the window has a title to find it by", file: file, line: line)
  let geometry = try xdotool(
    ["search", "--name", "^\(title)$", "getwindowgeometry", "--shell"], file: file, line: line)
  let fields = Dictionary(
    uniqueKeysWithValues: geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
      let parts = line.split(separator: "=")
      guard parts.count == 2, let value = Int(parts[1]) else { return nil }
      return (String(parts[0]), value)
    })
  let bounds = try XCTUnwrap(widget.boundsInSurface, file: file, line: line)
  let originX = Double(try XCTUnwrap(fields["X"], file: file, line: line))
  let originY = Double(try XCTUnwrap(fields["Y"], file: file, line: line))
  return [String(Int(originX + bounds.x + x)), String(Int(originY + bounds.y + y))]
}
