import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Foundation
import Gio
import Gtk
import GtkTestSupport
import XCTest

// A notes feature that opens and saves text files, its views written as for SwiftUI: the
// dialogs follow the feature's flags, their answers come back as actions.

@Reducer
private struct Notes {
  @ObservableState
  struct State: Equatable {
    var text = "First line\n"
    var isImporting = false
    var isImportingMany = false
    var isExporting = false
    var opened: [[URL]] = []
    var saved: [URL] = []
    var failures: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case opened([URL])
    case saved(URL)
    case failed(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding: break
      case let .opened(urls): state.opened.append(urls)
      case let .saved(url): state.saved.append(url)
      case let .failed(message): state.failures.append(message)
      }
      return .none
    }
  }
}

private struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private struct NotesView: View {
  @Bindable var store: StoreOf<Notes>

  var body: some View {
    VStack {
      Text("Notes")
      Text(store.text)
    }
    .fileImporter(isPresented: $store.isImporting, allowedContentTypes: [.plainText]) { result in
      switch result {
      case let .success(url): store.send(.opened([url]))
      case let .failure(error): store.send(.failed("\(error)"))
      }
    }
    .fileImporter(
      isPresented: $store.isImportingMany, allowedContentTypes: [.plainText, .json],
      allowsMultipleSelection: true
    ) { result in
      switch result {
      case let .success(urls): store.send(.opened(urls))
      case let .failure(error): store.send(.failed("\(error)"))
      }
    }
    .fileExporter(
      isPresented: $store.isExporting, document: TextFile(text: store.text),
      contentType: .plainText, defaultFilename: "Notes"
    ) { result in
      switch result {
      case let .success(url): store.send(.saved(url))
      case let .failure(error): store.send(.failed("\(error)"))
      }
    }
  }
}

final class FileDialogTests: GtkTestCase {
  /// A folder of its own with a text file and a JSON file, removed when the test ends.
  private func makeFolder() throws -> String {
    let folder = NSTemporaryDirectory() + "file-dialog-tests-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("one\n".utf8).write(to: URL(fileURLWithPath: folder + "/one.txt"))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/two.json"))
    addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
    return folder
  }

  /// The file chooser GTK shows for the native dialog (GTK's own: the test session has no
  /// portal), while it is shown.
  @MainActor
  private func shownChooser() -> FileChooserDialog? {
    Window.toplevels.compactMap { $0 as? FileChooserDialog }.first { $0.isVisible }
  }

  @MainActor
  private func openWindow(_ store: StoreOf<Notes>) -> Gtk.Window {
    let window = Gtk.Window()
    window.setDefaultSize(width: 360, height: 240)
    window.setContent { NotesView(store: store) }
    presentAndWaitForFrame(window)
    return window
  }

  /// Setting the flag opens a chooser modal to the view's window, showing text files; choosing
  /// a file and Open closes it, puts the flag back, and hands the file's URL over once.
  @MainActor
  func testImporterHandsOverTheChosenFile() async throws {
    let folder = try makeFolder()
    try await onMainLoop {
      let store = Store(initialState: Notes.State()) { Notes() }
      let window = self.openWindow(store)
      XCTAssertNil(self.shownChooser())

      store.send(.binding(.set(\.isImporting, true)))
      flushObservations()
      let chooser = try XCTUnwrap(self.shownChooser(), "the flag opens the chooser")
      XCTAssertTrue(chooser.transientFor?.isSame(as: window) ?? false, "over the view's window")
      XCTAssertTrue(chooser.isModal)
      XCTAssertEqual(chooser.action, .open)
      XCTAssertFalse(chooser.selectMultiple)
      XCTAssertEqual(chooser.filter?.name, "Plain text")

      _ = try chooser.setFile(fileNewForPath(folder + "/one.txt"))
      waitUntil("the file is selected") { chooser.chosenFiles.first?.path == folder + "/one.txt" }
      waitForFrame(chooser)
      try self.screenshot(chooser, "file-importer")

      chooser.response(ResponseType.accept.rawValue)  // Open
      flushObservations()
      XCTAssertFalse(store.isImporting, "closing the chooser puts the flag back")
      XCTAssertNil(self.shownChooser())
      XCTAssertEqual(store.opened, [[URL(fileURLWithPath: folder + "/one.txt")]])
      XCTAssertEqual(store.failures, [])
      window.destroy()
    }
  }

  /// The multiple-selection form lets the user pick several files and hands over an array.
  @MainActor
  func testMultipleImporterHandsOverAnArray() async throws {
    let folder = try makeFolder()
    try await onMainLoop {
      let store = Store(initialState: Notes.State()) { Notes() }
      let window = self.openWindow(store)

      store.send(.binding(.set(\.isImportingMany, true)))
      flushObservations()
      let chooser = try XCTUnwrap(self.shownChooser())
      XCTAssertTrue(chooser.selectMultiple)
      XCTAssertEqual(chooser.filter?.name, "Plain text, JSON")
      _ = try chooser.setFile(fileNewForPath(folder + "/two.json"))
      waitUntil("the file is selected") { chooser.chosenFiles.first?.path == folder + "/two.json" }

      chooser.response(ResponseType.accept.rawValue)
      flushObservations()
      XCTAssertFalse(store.isImportingMany)
      XCTAssertEqual(store.opened, [[URL(fileURLWithPath: folder + "/two.json")]])
      window.destroy()
    }
  }

  /// Cancel, closing the dialog, and the feature putting the flag back all close the chooser
  /// without calling the completion, as SwiftUI does.
  @MainActor
  func testCancellingCallsNothing() async throws {
    try await onMainLoop {
      let store = Store(initialState: Notes.State()) { Notes() }
      let window = self.openWindow(store)

      store.send(.binding(.set(\.isImporting, true)))
      flushObservations()
      try XCTUnwrap(self.shownChooser()).response(ResponseType.cancel.rawValue)  // Cancel
      flushObservations()
      XCTAssertFalse(store.isImporting)
      XCTAssertNil(self.shownChooser())

      store.send(.binding(.set(\.isImporting, true)))
      flushObservations()
      try XCTUnwrap(self.shownChooser(), "it opens again").close()  // Escape, the close button
      flushObservations()
      XCTAssertFalse(store.isImporting)
      XCTAssertNil(self.shownChooser())

      store.send(.binding(.set(\.isImporting, true)))
      flushObservations()
      XCTAssertNotNil(self.shownChooser())
      store.send(.binding(.set(\.isImporting, false)))
      flushObservations()
      XCTAssertNil(self.shownChooser(), "the feature closes it")

      XCTAssertEqual(store.opened, [])
      XCTAssertEqual(store.failures, [])
      window.destroy()
    }
  }

  /// The exporter proposes the name with the type's extension; saving writes the document of
  /// the latest state to the chosen file and hands over its URL.
  @MainActor
  func testExporterWritesTheDocument() async throws {
    let folder = try makeFolder()
    try await onMainLoop {
      let store = Store(initialState: Notes.State()) { Notes() }
      let window = self.openWindow(store)
      store.send(.binding(.set(\.text, "Saved from GTK\n")))
      flushObservations()

      store.send(.binding(.set(\.isExporting, true)))
      flushObservations()
      let chooser = try XCTUnwrap(self.shownChooser())
      XCTAssertEqual(chooser.action, .save)
      XCTAssertEqual(chooser.currentName, "Notes.txt")
      XCTAssertTrue(chooser.transientFor?.isSame(as: window) ?? false)

      // A full path typed into the name field, as a user may.
      chooser.setCurrentName(folder + "/saved.txt")
      waitUntil("the name is in the folder") {
        chooser.chosenFiles.map(\.path) == [folder + "/saved.txt"]
      }
      // The save dialog checks the name before it answers, as after a click on Save.
      chooser.response(ResponseType.accept.rawValue)
      waitUntil("the dialog answers") { !store.isExporting }
      flushObservations()
      XCTAssertFalse(store.isExporting)
      XCTAssertNil(self.shownChooser())
      let saved = URL(fileURLWithPath: folder + "/saved.txt")
      XCTAssertEqual(store.saved, [saved])
      XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), "Saved from GTK\n")
      XCTAssertEqual(store.failures, [])
      window.destroy()
    }
  }

  /// The content types a SwiftUI app names, found by extension, MIME type and identifier, and
  /// their conformance.
  func testContentTypes() {
    XCTAssertEqual(UTType(filenameExtension: "JSON"), .json)
    XCTAssertEqual(UTType(filenameExtension: "jpg"), .jpeg)
    XCTAssertEqual(UTType(filenameExtension: "txt"), .plainText)
    XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
    XCTAssertEqual(UTType("public.png"), .png)
    XCTAssertNil(UTType("public.nothing"))
    XCTAssertEqual(UTType.plainText.preferredFilenameExtension, "txt")
    XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
    XCTAssertTrue(UTType.png.conforms(to: .image))
    XCTAssertTrue(UTType.json.conforms(to: .text))
    XCTAssertTrue(UTType.pdf.conforms(to: .item))
    XCTAssertFalse(UTType.json.conforms(to: .plainText))
    XCTAssertFalse(UTType.image.conforms(to: .png))
    let markdown = UTType(filenameExtension: "md", conformingTo: .text)
    XCTAssertEqual(markdown?.preferredFilenameExtension, "md")
    XCTAssertTrue(markdown?.conforms(to: .text) ?? false)
    XCTAssertNil(UTType(filenameExtension: ""))
  }

  /// An exporter without a document opens nothing and puts the flag back.
  @MainActor
  func testExporterWithoutADocumentOpensNothing() async throws {
    try await onMainLoop {
      var isExporting = true
      var completions = 0
      let window = Gtk.Window()
      window.setContent {
        Text("Nothing to save")
          .fileExporter(
            isPresented: Binding(get: { isExporting }, set: { isExporting = $0 }),
            document: TextFile?.none, contentType: .plainText
          ) { _ in completions += 1 }
      }
      presentAndWaitForFrame(window)
      flushObservations()
      XCTAssertFalse(isExporting)
      XCTAssertNil(self.shownChooser())
      XCTAssertEqual(completions, 0)
      window.destroy()
    }
  }

  /// A document that cannot be written: saving hands its error over, and writes nothing.
  @MainActor
  func testExporterHandsOverTheDocumentsError() async throws {
    let folder = try makeFolder()
    try await onMainLoop {
      var isExporting = true
      var results: [Result<URL, any Error>] = []
      let window = Gtk.Window()
      window.setContent {
        Text("Cannot be saved")
          .fileExporter(
            isPresented: Binding(get: { isExporting }, set: { isExporting = $0 }),
            document: Unwritable(), contentType: .json, defaultFilename: "data"
          ) { results.append($0) }
      }
      presentAndWaitForFrame(window)
      flushObservations()
      let chooser = try XCTUnwrap(self.shownChooser())
      XCTAssertEqual(chooser.currentName, "data.json")
      chooser.setCurrentName(folder + "/data.json")
      waitUntil("the name is in the folder") {
        chooser.chosenFiles.map(\.path) == [folder + "/data.json"]
      }
      chooser.response(ResponseType.accept.rawValue)
      waitUntil("the dialog answers") { !isExporting }
      XCTAssertEqual(results.count, 1)
      XCTAssertThrowsError(try results.first?.get()) { error in
        XCTAssertEqual(error as? CocoaError, CocoaError(.fileWriteNoPermission))
      }
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/data.json"))
      window.destroy()
    }
  }
}

private struct Unwritable: FileDocument {
  static var readableContentTypes: [UTType] { [.json] }
  init() {}
  init(configuration: ReadConfiguration) throws { throw CocoaError(.fileReadCorruptFile) }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    throw CocoaError(.fileWriteNoPermission)
  }
}
