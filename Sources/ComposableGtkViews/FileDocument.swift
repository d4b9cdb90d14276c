import Foundation

/// A document that ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// writes to the file the user chooses, with SwiftUI's `FileDocument` requirements.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///
///   init(text: String) { self.text = text }
///
///   init(configuration: ReadConfiguration) throws {
///     text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///   }
///
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
///
/// Differs from SwiftUI's: Foundation on Linux has no `FileWrapper`, so the wrapper is this
/// module's ``FileWrapper``, which holds a single file's bytes (no directory wrappers, no file
/// attributes); a document written as a directory package cannot be exported.
public protocol FileDocument {
  /// The types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes: its readable types unless it says otherwise.
  static var writableContentTypes: [UTType] { get }

  /// Reads a document from a file's contents.
  init(configuration: ReadConfiguration) throws

  /// The file to write for the document.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  /// What ``init(configuration:)`` reads.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What ``fileWrapper(configuration:)`` writes for.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a ``FileDocument`` is read from, and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file.
  public let contentType: UTType
  /// The file's contents.
  public let file: FileWrapper

  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// The type a ``FileDocument`` is written as, and the file it replaces if there is one.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file being overwritten, if the document was read from one (never, for an export).
  public let existingFile: FileWrapper?

  public init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}

/// A regular file's contents and name, in the spelling of Foundation's `FileWrapper`, which
/// Foundation on Linux lacks: what a ``FileDocument`` reads and writes.
///
/// Only regular files: no directory or symbolic-link wrappers, no file attributes.
public final class FileWrapper {
  /// The file's bytes.
  public let regularFileContents: Data?
  /// The name the file is given when written, if the document proposes one.
  public var preferredFilename: String?
  /// The name of the file it was read from.
  public var filename: String?

  /// A wrapper of `contents`, to write.
  public init(regularFileWithContents contents: Data) {
    regularFileContents = contents
  }

  /// The contents of the regular file at `url`.
  public init(url: URL) throws {
    regularFileContents = try Data(contentsOf: url)
    filename = url.lastPathComponent
    preferredFilename = filename
  }

  /// Always true: this wrapper holds regular files only.
  public var isRegularFile: Bool { true }
  /// Always false: this wrapper holds regular files only.
  public var isDirectory: Bool { false }

  /// Writes the contents to `url`, replacing what is there at once (through a temporary file),
  /// as a save does.
  public func write(to url: URL) throws {
    try (regularFileContents ?? Data()).write(to: url, options: .atomic)
  }
}
