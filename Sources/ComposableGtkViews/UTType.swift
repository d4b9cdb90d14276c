import Foundation

/// A kind of file, in the spelling of Apple's `UniformTypeIdentifiers` (which Linux does not
/// have): what ``View/fileImporter(isPresented:allowedContentTypes:onCompletion:)`` lets the
/// user pick and ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// writes.
///
/// ```swift
/// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText, .json]) { … }
/// ```
///
/// A file chooser shows the files of a type by its MIME type (GNOME tells a file's type from
/// its contents and name, as `GtkFileFilter` does) and by its filename extensions. Differs from
/// Apple's: only the types below are known, with their MIME types and extensions; a type made
/// with ``init(filenameExtension:conformingTo:)`` for another extension matches files by that
/// extension alone; conformance is the small tree the known types form (`.plainText` and
/// `.json` are `.text`, `.png` and `.jpeg` are `.image`, everything is `.data` and `.item`);
/// a chooser's filter takes in what GNOME's MIME database counts as a kind of the MIME type,
/// so a `.plainText` importer also lists JSON files, which GNOME counts as plain text.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The type's identifier, as Apple's: `public.plain-text`.
  public let identifier: String
  /// The extension a file of this type is given: `txt`.
  public let preferredFilenameExtension: String?
  /// The type's MIME type: `text/plain`; a family such as `image/*` for an abstract type.
  public let preferredMIMEType: String?
  /// What the user reads for the type: "PNG image"; the name of a file chooser's filter.
  public let localizedDescription: String?
  /// Every extension a file of this type has (the preferred one first).
  let filenameExtensions: [String]
  /// The identifiers of the types this one is a kind of, itself included.
  let ancestry: [String]

  init(
    _ identifier: String, _ description: String?, mimeType: String?, extensions: [String] = [],
    parents: [UTType] = []
  ) {
    self.identifier = identifier
    localizedDescription = description
    preferredMIMEType = mimeType
    filenameExtensions = extensions
    preferredFilenameExtension = extensions.first
    ancestry = [identifier] + parents.flatMap(\.ancestry).filter { $0 != identifier }
  }

  public var description: String { identifier }

  /// Whether this type is `type` or a kind of it: `.png` conforms to `.image`.
  public func conforms(to type: UTType) -> Bool { ancestry.contains(type.identifier) }

  /// Whether `type` is a kind of this one.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

  /// Whether this type is a kind of `type` and not `type` itself.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// The known type of `identifier`, or `nil`: `UTType("public.json")`.
  public init?(_ identifier: String) {
    guard let known = Self.known.first(where: { $0.identifier == identifier }) else {
      return nil
    }
    self = known
  }

  /// The known type of files named with `filenameExtension` (`"txt"`, without the dot), or
  /// a type of its own that matches that extension, a kind of `supertype`.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lowercased = filenameExtension.lowercased()
    guard !lowercased.isEmpty, !lowercased.contains("/") else { return nil }
    if let known = Self.known.first(where: {
      $0.filenameExtensions.contains(lowercased) && $0.conforms(to: supertype)
    }) {
      self = known
    } else {
      self.init(
        "dyn.extension.\(lowercased)", "\(lowercased.uppercased()) file", mimeType: nil,
        extensions: [lowercased],
        parents: [supertype])
    }
  }

  /// The known type of `mimeType` (`"application/json"`), or `nil`.
  public init?(mimeType: String) {
    guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType }) else {
      return nil
    }
    self = known
  }

  /// Anything that can be shown to the user as a file or folder.
  public static let item = UTType("public.item", "Item", mimeType: nil)
  /// Any file's contents: a sequence of bytes.
  public static let data = UTType(
    "public.data", "Data", mimeType: "application/octet-stream", parents: [.item])
  /// Text of any kind.
  public static let text = UTType("public.text", "Text", mimeType: "text/*", parents: [.data])
  /// Text without markup: `.txt`.
  public static let plainText = UTType(
    "public.plain-text", "Plain text", mimeType: "text/plain", extensions: ["txt", "text"],
    parents: [.text])
  /// Text in UTF-8 without markup.
  public static let utf8PlainText = UTType(
    "public.utf8-plain-text", "Plain text", mimeType: "text/plain", extensions: ["txt"],
    parents: [.plainText])
  /// JSON: `.json`.
  public static let json = UTType(
    "public.json", "JSON", mimeType: "application/json", extensions: ["json"], parents: [.text])
  /// Comma-separated values: `.csv`.
  public static let commaSeparatedText = UTType(
    "public.comma-separated-values-text", "CSV text", mimeType: "text/csv", extensions: ["csv"],
    parents: [.text])
  /// An image of any format.
  public static let image = UTType("public.image", "Image", mimeType: "image/*", parents: [.data])
  /// A PNG image: `.png`.
  public static let png = UTType(
    "public.png", "PNG image", mimeType: "image/png", extensions: ["png"], parents: [.image])
  /// A JPEG image: `.jpeg`, `.jpg`.
  public static let jpeg = UTType(
    "public.jpeg", "JPEG image", mimeType: "image/jpeg", extensions: ["jpeg", "jpg"],
    parents: [.image])
  /// A PDF document: `.pdf`.
  public static let pdf = UTType(
    "com.adobe.pdf", "PDF document", mimeType: "application/pdf", extensions: ["pdf"],
    parents: [.data])

  /// A URL: what ``Transferable``'s `URL` is dragged and copied as (`text/uri-list`).
  public static let url = UTType("public.url", "URL", mimeType: "text/uri-list", parents: [.data])
  /// A URL of a file.
  public static let fileURL = UTType(
    "public.file-url", "File URL", mimeType: "text/uri-list", parents: [.url])

  /// A type of the app's own, as Apple's `UTType(exportedAs:conformingTo:)`: what a
  /// ``CodableRepresentation`` of a model type is dragged and copied as. Its MIME type is
  /// `application/x-` followed by the identifier (GNOME has no registry of such types).
  ///
  /// ```swift
  /// extension UTType {
  ///   static let todo = UTType(exportedAs: "com.example.todo")
  /// }
  /// ```
  public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(
      identifier, nil, mimeType: "application/x-\(identifier)", parents: [parentType])
  }

  /// A type another app defines, as Apple's `UTType(importedAs:conformingTo:)`: the same as
  /// ``init(exportedAs:conformingTo:)`` here.
  public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// The types the initializers find, the most specific first.
  static let known: [UTType] = [
    .plainText, .json, .commaSeparatedText, .png, .jpeg, .pdf, .utf8PlainText, .text, .image,
    .url, .fileURL, .data, .item,
  ]
}
