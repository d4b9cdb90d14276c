import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gdk
import Gtk
import GtkTestSupport
import Observation
import XCTest

// Copy and paste written as SwiftUI writes them: `.copyable` on one view, a `PasteButton` and
// a `.pasteDestination` elsewhere, through the display's real clipboard.

/// A model type of the app's own, sent as JSON of its own type and, wherever text is accepted,
/// as its title.
struct ClipboardTodo: Codable, Equatable, Transferable {
  var title: String
  var isDone: Bool

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .clipboardTodo)
    ProxyRepresentation(exporting: \.title)
  }
}

extension UTType {
  static let clipboardTodo = UTType(exportedAs: "org.example.composable-gtk.todo")
}

@MainActor
@Observable
private final class Pasteboard {
  var copied: [ClipboardTodo] = [ClipboardTodo(title: "Buy milk", isDone: true)]
  var pastedTodos: [ClipboardTodo] = []
  var pastedStrings: [String] = []
  var pastedByKey: [String] = []
}

private struct ClipboardView: View {
  let model: Pasteboard

  var body: some View {
    VStack {
      // Boxes: the focus can be in them (a label takes it only when it is selectable).
      VStack { Text("Today's todo") }.copyable(model.copied)
      HStack {
        PasteButton(payloadType: ClipboardTodo.self) { model.pastedTodos += $0 }
        PasteButton(payloadType: String.self) { model.pastedStrings += $0 }
      }
      VStack { Text { model.pastedByKey.first ?? "Paste here" } }
        .pasteDestination(for: String.self) {
          model.pastedByKey += $0
        } validator: { strings in
          strings.filter { !$0.isEmpty }
        }
    }
    .padding()
  }
}

/// A note whose exporter suspends before it answers, as one that reads a file would.
struct SlowNote: Equatable, Transferable {
  var text: String

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .slowNote) { note in
      await Task.yield()
      return Data(note.text.utf8)
    } importing: { data in
      SlowNote(text: String(decoding: data, as: UTF8.self))
    }
  }
}

extension UTType {
  static let slowNote = UTType(exportedAs: "org.example.composable-gtk.slow-note")
}

@MainActor
@Observable
private final class Links {
  var pastedURLs: [URL] = []
  var pastedNotes: [SlowNote] = []
}

final class ClipboardTests: GtkTestCase {
  @MainActor
  private static func button(_ label: String, in root: Widget) -> Gtk.Button? {
    root.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == label }
  }

  /// Ctrl+C on a `.copyable` view puts the todo on the display's `GdkClipboard` in its three
  /// formats; the paste buttons, insensitive while the clipboard held no format of theirs,
  /// become sensitive, and a click (activated as GTK activates a button) reads the clipboard
  /// back: one as the todo (JSON), the other as its title (text). GTK's own text reading sees
  /// the title too; Ctrl+V on a `.pasteDestination` pastes it through the validator.
  @MainActor
  func testCopiedTodoIsPastedByTheButtonsAndTheShortcut() async throws {
    try await onMainLoop {
      let model = Pasteboard()
      let window = Gtk.Window()
      window.title = "Clipboard"
      window.setContent { ClipboardView(model: model) }
      presentAndWaitForFrame(window)
      let clipboard = window.display.clipboard
      // Something that is neither a todo nor text.
      _ = clipboard.setContent(ContentProvider(mimeType: "application/x-unrelated", bytes: [1]))
      waitUntil("the clipboard holds the unrelated data") {
        clipboard.formats.mimeTypes == ["application/x-unrelated"]
      }

      let pasteButtons = window.descendants.compactMap { $0 as? Gtk.Button }
        .filter { $0.label == "Paste" }
      XCTAssertEqual(pasteButtons.count, 2)
      XCTAssertEqual(pasteButtons.map(\.isSensitive), [false, false], "nothing to paste")

      // Ctrl+C with the focus on the copyable text.
      let source = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "Today's todo" }?
          .parent)
      XCTAssertTrue(source.focusable, "the focus can be in a copyable view")
      XCTAssertTrue(source.grabFocus())
      let copy = try XCTUnwrap(ViewGraph.keyboardShortcuts(of: source).first)
      XCTAssertEqual(copy.trigger, "<Control>c")
      XCTAssertTrue(copy.activate())
      waitUntil("the todo is on the clipboard") { pasteButtons.allSatisfy(\.isSensitive) }
      XCTAssertEqual(
        clipboard.formats.mimeTypes,
        ["application/x-org.example.composable-gtk.todo", "text/plain;charset=utf-8", "text/plain"])

      XCTAssertTrue(pasteButtons[0].pressActivationKey())
      waitUntil("the todo is pasted") { !model.pastedTodos.isEmpty }
      XCTAssertEqual(model.pastedTodos, [ClipboardTodo(title: "Buy milk", isDone: true)])
      XCTAssertTrue(pasteButtons[1].pressActivationKey())
      waitUntil("the title is pasted") { !model.pastedStrings.isEmpty }
      XCTAssertEqual(model.pastedStrings, ["Buy milk"])

      // GTK's own text reading (what a text field pastes) sees the title.
      let text = Shared<String?>(nil)
      clipboard.readTextAsync(nil) { _, result in
        text.value = (try? clipboard.readTextFinish(result)) ?? ""
      }
      waitUntil("GTK read the clipboard's text") { text.value != nil }
      XCTAssertEqual(text.value, "Buy milk")

      // Ctrl+V on the paste destination.
      let destination = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "Paste here" }?.parent
      )
      XCTAssertTrue(destination.grabFocus())
      let paste = try XCTUnwrap(ViewGraph.keyboardShortcuts(of: destination).first)
      XCTAssertEqual(paste.trigger, "<Control>v")
      XCTAssertTrue(paste.activate())
      waitUntil("Ctrl+V pasted the title") { !model.pastedByKey.isEmpty }
      XCTAssertEqual(model.pastedByKey, ["Buy milk"])
      flushObservations()
      waitForFrame(window)
      try self.screenshot(window, "clipboard-pasted")

      // The copy reads the payload of the moment.
      model.copied = [ClipboardTodo(title: "Call Ada", isDone: false)]
      XCTAssertTrue(copy.activate())
      XCTAssertTrue(pasteButtons[0].pressActivationKey())
      waitUntil("the second todo is pasted") { model.pastedTodos.count == 2 }
      XCTAssertEqual(model.pastedTodos.last, ClipboardTodo(title: "Call Ada", isDone: false))
      window.destroy()
    }
  }

  /// A URL is copied as a `text/uri-list` and pasted back as the URL; a note whose exporter
  /// suspends is copied once it has answered.
  @MainActor
  func testURLAndANoteWhoseExporterSuspendsArePastedBack() async throws {
    try await onMainLoop {
      let links = Links()
      let url = try XCTUnwrap(URL(string: "https://apps.gnome.org/Fractal/?q=1"))
      let window = Gtk.Window()
      window.setContent {
        VStack {
          VStack { Text("Link") }.copyable([url])
          VStack { Text("Note") }.copyable([SlowNote(text: "Remember the milk")])
          PasteButton(payloadType: URL.self) { links.pastedURLs += $0 }
          PasteButton(payloadType: SlowNote.self) { links.pastedNotes += $0 }
        }
      }
      presentAndWaitForFrame(window)
      let clipboard = window.display.clipboard
      let boxes = ["Link", "Note"].compactMap { text in
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == text }?.parent
      }
      let pasteButtons = window.descendants.compactMap { $0 as? Gtk.Button }
        .filter { $0.label == "Paste" }
      XCTAssertEqual(boxes.count, 2)
      XCTAssertEqual(pasteButtons.count, 2)

      XCTAssertTrue(try XCTUnwrap(ViewGraph.keyboardShortcuts(of: boxes[0]).first).activate())
      waitUntil("the URL is on the clipboard") { clipboard.formats.mimeTypes == ["text/uri-list"] }
      XCTAssertTrue(pasteButtons[0].pressActivationKey())
      waitUntil("the URL is pasted") { !links.pastedURLs.isEmpty }
      XCTAssertEqual(links.pastedURLs, [url])

      XCTAssertTrue(try XCTUnwrap(ViewGraph.keyboardShortcuts(of: boxes[1]).first).activate())
      waitUntil("the note is on the clipboard once its exporter answered") {
        clipboard.formats.mimeTypes == ["application/x-org.example.composable-gtk.slow-note"]
      }
      XCTAssertTrue(pasteButtons[1].pressActivationKey())
      waitUntil("the note is pasted") { !links.pastedNotes.isEmpty }
      XCTAssertEqual(links.pastedNotes, [SlowNote(text: "Remember the milk")])
      window.destroy()
    }
  }
}
