import ComposableArchitecture
import ComposableGtk
import Foundation
import Gtk

extension View {
  /// Lets the user choose a file to open, as SwiftUI's `fileImporter`: GNOME's file chooser
  /// (`GtkFileChooserNative`: GTK's own file chooser dialog, or the desktop portal's where GTK
  /// uses the portal, in a Flatpak sandbox or with `GDK_DEBUG=portals`), modal to this view's
  /// window, opens when `isPresented` becomes true.
  ///
  /// ```swift
  /// Button("Import…") { isImporting = true }
  ///   .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
  ///     if case let .success(url) = result { store.send(.importFile(url)) }
  ///   }
  /// ```
  ///
  /// When the chooser closes, however it closes, `isPresented` goes back to false. A chosen
  /// file calls `onCompletion` once with its URL (a `file://` URL; a location of GVfs without
  /// a local path has its own URI). Cancelling, Escape or closing the dialog calls nothing, as
  /// in SwiftUI; neither does setting `isPresented` to false, which closes the chooser. The
  /// chooser shows the files of `allowedContentTypes` (by MIME type and extension); with
  /// `.item` or `.data` among them, every file.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
  ) -> FileDialogView<Self> {
    FileDialogView(
      content: self,
      request: FileDialogRequest(
        isPresented: isPresented, action: .open, title: "Open File",
        contentTypes: allowedContentTypes, allowsMultipleSelection: false
      ) { urls in
        if let url = urls.first {
          onCompletion(.success(url))
        } else {
          onCompletion(.failure(CocoaError(.fileNoSuchFile)))
        }
      })
  }

  /// Lets the user choose files to open, several at once when `allowsMultipleSelection` is
  /// true: ``fileImporter(isPresented:allowedContentTypes:onCompletion:)``, whose
  /// `onCompletion` gets every chosen file's URL.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping @MainActor (Result<[URL], any Error>) -> Void
  ) -> FileDialogView<Self> {
    FileDialogView(
      content: self,
      request: FileDialogRequest(
        isPresented: isPresented, action: .open,
        title: allowsMultipleSelection ? "Open Files" : "Open File",
        contentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection
      ) { urls in onCompletion(.success(urls)) })
  }

  /// Lets the user save `document` to a file, as SwiftUI's `fileExporter`: GNOME's save dialog
  /// (`GtkFileChooserNative`), modal to this view's window, opens when `isPresented` becomes
  /// true, with `defaultFilename` (given `contentType`'s extension when it has none) in its
  /// name field.
  ///
  /// ```swift
  /// .fileExporter(
  ///   isPresented: $isExporting, document: TextFile(text: store.notes),
  ///   contentType: .plainText, defaultFilename: "Notes"
  /// ) { result in
  ///   if case let .failure(error) = result { store.send(.exportFailed(error.localizedDescription)) }
  /// }
  /// ```
  ///
  /// Saving writes the document's ``FileWrapper`` to the chosen file (replacing it, once the
  /// dialog asked) and calls `onCompletion` with its URL, or with the error the document or
  /// the write threw. `isPresented` goes back to false however the dialog closes; cancelling
  /// calls nothing, as in SwiftUI. With no document (`nil`), nothing opens and `isPresented`
  /// goes back to false. Differs from SwiftUI's in the document: see ``FileDocument``.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping @MainActor (Result<URL, any Error>) -> Void
  ) -> FileDialogView<Self> {
    var request = FileDialogRequest(
      isPresented: isPresented, action: .save, title: "Save File",
      contentTypes: [contentType], allowsMultipleSelection: false
    ) { urls in
      guard let document, let url = urls.first else { return }
      do {
        let file = try document.fileWrapper(
          configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
        )
        try file.write(to: url)
        onCompletion(.success(url))
      } catch {
        onCompletion(.failure(error))
      }
    }
    request.hasContent = document != nil
    request.defaultFilename = Self.filename(defaultFilename ?? "Untitled", as: contentType)
    return FileDialogView(content: self, request: request)
  }

  /// `name`, given `type`'s extension when it has no extension of its own.
  private static func filename(_ name: String, as type: UTType) -> String {
    guard let ext = type.preferredFilenameExtension, NSString(string: name).pathExtension.isEmpty
    else { return name }
    return "\(name).\(ext)"
  }
}

/// What a file dialog asks for: what ``View/fileImporter(isPresented:allowedContentTypes:onCompletion:)``
/// and ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// build.
@MainActor
struct FileDialogRequest {
  let isPresented: Binding<Bool>
  let action: FileChooserAction
  let title: String
  let contentTypes: [UTType]
  let allowsMultipleSelection: Bool
  /// Called once with the chosen files when the user accepts.
  let complete: @MainActor ([URL]) -> Void
  /// Whether there is something to do: an exporter without a document opens nothing.
  var hasContent = true
  /// The name a save dialog proposes.
  var defaultFilename: String?

  init(
    isPresented: Binding<Bool>, action: FileChooserAction, title: String,
    contentTypes: [UTType], allowsMultipleSelection: Bool,
    complete: @escaping @MainActor ([URL]) -> Void
  ) {
    self.isPresented = isPresented
    self.action = action
    self.title = title
    self.contentTypes = contentTypes
    self.allowsMultipleSelection = allowsMultipleSelection
    self.complete = complete
  }

  /// The chooser's filter: the files of the content types (by MIME type and extension, the
  /// known kinds of each included), or `nil` for every file.
  var filter: FileFilter? {
    if contentTypes.isEmpty || contentTypes.contains(where: { $0 == .item || $0 == .data }) {
      return nil
    }
    let filter = FileFilter()
    filter.name = contentTypes.compactMap(\.localizedDescription).joined(separator: ", ")
    let kinds =
      contentTypes
      + UTType.known.filter { known in
        contentTypes.contains { known.isSubtype(of: $0) }
      }
    var added: Set<String> = []
    for kind in kinds {
      if let mimeType = kind.preferredMIMEType, added.insert(mimeType).inserted {
        filter.addMimeType(mimeType)
      }
      for suffix in kind.filenameExtensions where added.insert("*.\(suffix)").inserted {
        filter.addSuffix(suffix)
      }
    }
    return filter
  }
}

/// A view with a file dialog: what ``View/fileImporter(isPresented:allowedContentTypes:onCompletion:)``
/// and ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// return.
///
/// The dialog follows `isPresented` once the view's first widget is in a window (a
/// presentation, as `.sheet`'s), and closes when the view is torn down or its window
/// destroyed.
public struct FileDialogView<Content: View>: View, PrimitiveView {
  let content: Content
  let request: FileDialogRequest

  package func makeNode(in context: BuildContext) -> ViewNode {
    let presenter = FileDialogPresenter(request: request)
    let child = ComposableGtkViews.makeNode(content, in: context)
    let node = PresentationNode(child: child) { presenter.start(on: $0) }
    node.retained = presenter
    return node
  }

  /// The dialog writes the document, and calls the completion, of the latest value.
  package func update(_ node: ViewNode) {
    guard let node = node as? PresentationNode else { return }
    (node.retained as? FileDialogPresenter)?.request = request
    ComposableGtkViews.update(node.children[0], with: content)
  }
}

/// Opens a native file chooser while `isPresented` is true and answers for it.
@MainActor
final class FileDialogPresenter {
  var request: FileDialogRequest
  private weak var host: Widget?
  /// The chooser open now.
  private var chooser: FileChooserNative?
  /// The chooser that answered last: kept until the next one opens, so that it does not go
  /// while GTK is still delivering its response.
  private var answered: FileChooserNative?

  init(request: FileDialogRequest) { self.request = request }

  func start(on host: Widget) -> ObservationToken {
    self.host = host
    let token = observe({ [weak self] in self?.request.isPresented.wrappedValue ?? false }) {
      [weak self] isPresented in
      guard let self else { return }
      if isPresented { self.open() } else { self.close() }
    }
    host.attach(token)
    // The observation ends when the view is torn down or its window destroyed: so does the
    // chooser.
    token.onCancel { [weak self] in self?.close() }
    return token
  }

  private func open() {
    guard chooser == nil else { return }
    guard request.hasContent else {
      request.isPresented.wrappedValue = false
      return
    }
    let chooser = FileChooserNative(
      title: request.title, parent: host?.rootWindow, action: request.action,
      acceptLabel: nil, cancelLabel: nil)
    chooser.modal = true
    if request.action == .open { chooser.selectMultiple = request.allowsMultipleSelection }
    if let filter = request.filter {
      chooser.addFilter(filter)
      chooser.setFilter(filter)
    }
    if request.action == .save, let name = request.defaultFilename {
      chooser.setCurrentName(name)
    }
    chooser.onResponse { [weak self, weak chooser] response in
      guard let self, let chooser, chooser === self.chooser else { return }
      let files = response == ResponseType.accept.rawValue ? chooser.chosenFiles : nil
      self.chooser = nil
      self.answered = chooser
      let request = self.request
      if request.isPresented.wrappedValue { request.isPresented.wrappedValue = false }
      if let files {
        request.complete(
          files.compactMap { file in
            file.path.map { URL(fileURLWithPath: $0) } ?? URL(string: file.uri)
          })
      }
    }
    answered = nil
    self.chooser = chooser
    chooser.show()
  }

  /// Closes the chooser without an answer: `isPresented` went false, or the view went.
  func close() {
    answered = nil
    guard let chooser else { return }
    self.chooser = nil
    chooser.destroy()
  }
}
