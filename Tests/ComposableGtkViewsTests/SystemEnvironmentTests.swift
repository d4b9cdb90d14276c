import Adw
import ComposableGtkViews
import Foundation
import Gtk
import GtkTestSupport
import XCTest

/// A view of code written before `NavigationStack`.
private struct CaseStudiesRoot: View {
  var body: some View {
    NavigationView {
      Text("Getting started")
        .navigationTitle("Case studies")
    }
    .navigationViewStyle(.stack)
  }
}

private struct SchemeLabel: View {
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    Text(colorScheme == .dark ? "Drawn dark" : "Drawn light")
  }
}

private struct GuideButtons: View {
  @Environment(\.openURL) var openURL
  let results: (Bool) -> Void

  var body: some View {
    VStack {
      Button("Read the guide") { openURL(URL(string: "https://example.org/guide")!) }
      Button("Read the notes") {
        openURL(URL(string: "https://example.org/notes")!, completion: results)
      }
    }
  }
}

final class SystemEnvironmentTests: GtkTestCase {
  /// `NavigationView` is a stack without a path: its root shows, its title goes to the
  /// window's header bar; its styles are accepted.
  @MainActor
  func testNavigationViewIsAStack() async throws {
    try await onMainLoop {
      let window = Gtk.Window()
      window.setContent { CaseStudiesRoot() }
      presentAndWaitForFrame(window)
      let header = try XCTUnwrap(window.titlebar as? Gtk.HeaderBar)
      let title = header.descendants.compactMap { $0 as? Gtk.Label }
        .first { $0.isMapped && $0.hasCSSClass("title") }
      XCTAssertEqual(title?.text, "Case studies")
      XCTAssertTrue(window.descendants.contains { ($0 as? Gtk.Label)?.text == "Getting started" })
      window.destroy()
    }
  }

  /// `\.colorScheme` is the style libadwaita draws in when the body runs, unless a view above
  /// sets one.
  @MainActor
  func testColorSchemeIsTheDesktopsUnlessSet() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let style = StyleManager.default
      defer { style.colorScheme = .default }
      @MainActor func text(of window: Gtk.Window) -> String? {
        window.descendants.compactMap { ($0 as? Gtk.Label)?.text }.first { $0.hasPrefix("Drawn") }
      }
      style.colorScheme = .forceDark
      let dark = Gtk.Window()
      dark.setContent {
        VStack {
          SchemeLabel()
          SchemeLabel().environment(\.colorScheme, .light)
        }
      }
      XCTAssertEqual(
        dark.descendants.compactMap { ($0 as? Gtk.Label)?.text }, ["Drawn dark", "Drawn light"])
      style.colorScheme = .forceLight
      let light = Gtk.Window()
      light.setContent { SchemeLabel() }
      XCTAssertEqual(text(of: light), "Drawn light")
      dark.destroy()
      light.destroy()
    }
  }

  /// `\.openURL` calls the handler a view above set; what it returns is what the completion
  /// hears.
  @MainActor
  func testOpenURLCallsTheHandlerSetAbove() async throws {
    try await onMainLoop {
      var opened: [String] = []
      var results: [Bool] = []
      let window = Gtk.Window()
      window.setContent {
        GuideButtons { results.append($0) }
          .environment(
            \.openURL,
            OpenURLAction { url in
              opened.append(url.lastPathComponent)
              return url.lastPathComponent == "guide" ? .handled : .discarded
            })
      }
      presentAndWaitForFrame(window)
      let buttons = window.descendants.compactMap { $0 as? Gtk.Button }
      XCTAssertEqual(buttons.compactMap(\.label), ["Read the guide", "Read the notes"])
      buttons[0].emitClicked()
      buttons[1].emitClicked()
      XCTAssertEqual(opened, ["guide", "notes"])
      XCTAssertEqual(results, [false], "discarded: not opened")
      window.destroy()
    }
  }
}
