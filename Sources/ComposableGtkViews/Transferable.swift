import Foundation

/// A type whose values can be dragged, dropped, copied and pasted, as CoreTransferable's
/// `Transferable` (which SwiftUI re-exports): it lists the formats a value is sent and
/// received in, the preferred first.
///
/// ```swift
/// struct Todo: Codable, Transferable {
///   var title: String
///   static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .todo)
///     ProxyRepresentation(exporting: \.title)
///   }
/// }
/// extension UTType { static let todo = UTType(exportedAs: "com.example.todo") }
/// ```
///
/// On GNOME a format is a MIME type (see ``UTType``): a representation's content type gives
/// the MIME types its bytes are offered and accepted as. `String` is sent as UTF-8 text
/// (`text/plain;charset=utf-8` and `text/plain`), `URL` as `text/uri-list`, `Data` as
/// `application/octet-stream`, a type of the app's own (``UTType/init(exportedAs:conformingTo:)``)
/// as `application/x-<identifier>`. Differs from Apple's: no `FileRepresentation`, no
/// suggested file names, no visibility; a drag needs its data when it starts, so an exporter
/// that suspends (awaits something that is not ready) is left out of a drag (a copy waits for
/// it).
public protocol Transferable {
  /// The representations' type, which the builder makes.
  associatedtype Representation: TransferRepresentation

  /// The formats the type is sent and received in, the preferred first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One or more formats a ``Transferable`` type is sent and received in: a
/// ``DataRepresentation``, a ``CodableRepresentation``, a ``ProxyRepresentation``, or a
/// representation of yours whose `body` lists them.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type sent and received.
  associatedtype Item: Transferable
  /// What the representation is made of.
  associatedtype Body: TransferRepresentation where Body.Item == Item

  /// The representations this one is made of.
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Lists representations, in the order of preference: what ``Transferable/transferRepresentation``
/// and ``TransferRepresentation/body`` are written with.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(
    _ representation: R
  ) -> TransferRepresentationList<Item> where R.Item == Item {
    TransferRepresentationList(entries: transferEntries(of: representation))
  }

  public static func buildBlock(
    _ parts: TransferRepresentationList<Item>...
  ) -> TransferRepresentationList<Item> {
    TransferRepresentationList(entries: parts.flatMap(\.entries))
  }

  public static func buildOptional(
    _ part: TransferRepresentationList<Item>?
  ) -> TransferRepresentationList<Item> {
    part ?? TransferRepresentationList(entries: [])
  }

  public static func buildEither(
    first part: TransferRepresentationList<Item>
  ) -> TransferRepresentationList<Item> { part }

  public static func buildEither(
    second part: TransferRepresentationList<Item>
  ) -> TransferRepresentationList<Item> { part }

  public static func buildLimitedAvailability(
    _ part: TransferRepresentationList<Item>
  ) -> TransferRepresentationList<Item> { part }
}

/// Representations listed together, in the order of preference: what
/// ``TransferRepresentationBuilder`` makes.
public struct TransferRepresentationList<Item: Transferable>: TransferRepresentation {
  let entries: [TransferEntry<Item>]

  /// Itself: the list is what every representation comes down to.
  public var body: Self { self }
}

/// Turns `Item` into bytes; runs on the caller's actor (a drag starts on the main actor and
/// needs its bytes at once).
typealias TransferExporter<Item> = nonisolated(nonsending) @Sendable (Item) async throws -> Data
/// Turns bytes into an `Item`.
typealias TransferImporter<Item> = nonisolated(nonsending) @Sendable (Data) async throws -> Item

/// One format: a content type, and how a value goes to and comes from its bytes.
struct TransferEntry<Item>: Sendable {
  let contentType: UTType
  let export: TransferExporter<Item>?
  let `import`: TransferImporter<Item>?
}

extension Transferable {
  /// The formats of the type, in order.
  static var transferEntries: [TransferEntry<Self>] {
    // The builder makes representations of `Self`: the cast is the identity.
    (ComposableGtkViews.transferEntries(of: transferRepresentation) as? [TransferEntry<Self>]) ?? []
  }
}

/// The formats `representation` lists, in order.
func transferEntries<R: TransferRepresentation>(of representation: R) -> [TransferEntry<R.Item>] {
  if let list = representation as? TransferRepresentationList<R.Item> { return list.entries }
  return transferEntries(of: representation.body)
}

/// A format given by functions to and from its bytes, as Apple's `DataRepresentation`.
///
/// ```swift
/// DataRepresentation(contentType: .png) { image in image.pngData } importing: { data in
///   try Image(pngData: data)
/// }
/// ```
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  let entry: TransferEntry<Item>

  /// A format sent and received.
  public init(
    contentType: UTType,
    exporting: nonisolated(nonsending) @escaping @Sendable (Item) async throws -> Data,
    importing: nonisolated(nonsending) @escaping @Sendable (Data) async throws -> Item
  ) {
    entry = TransferEntry(contentType: contentType, export: exporting, import: importing)
  }

  /// A format only sent.
  public init(
    exportedContentType: UTType,
    exporting: nonisolated(nonsending) @escaping @Sendable (Item) async throws -> Data
  ) {
    entry = TransferEntry(contentType: exportedContentType, export: exporting, import: nil)
  }

  /// A format only received.
  public init(
    importedContentType: UTType,
    importing: nonisolated(nonsending) @escaping @Sendable (Data) async throws -> Item
  ) {
    entry = TransferEntry(contentType: importedContentType, export: nil, import: importing)
  }

  public var body: TransferRepresentationList<Item> { TransferRepresentationList(entries: [entry]) }
}

/// A `Codable` type sent and received as JSON, as Apple's `CodableRepresentation` with its
/// default coders.
///
/// ```swift
/// CodableRepresentation(contentType: .todo)
/// ```
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
  let contentType: UTType

  /// The item as JSON of `contentType`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.contentType = contentType
  }

  public var body: TransferRepresentationList<Item> {
    TransferRepresentationList(entries: [
      TransferEntry(
        contentType: contentType,
        export: { item in try JSONEncoder().encode(item) },
        import: { data in try JSONDecoder().decode(Item.self, from: data) })
    ])
  }
}

/// The formats of another transferable type that the item converts to or from, as Apple's
/// `ProxyRepresentation`: `ProxyRepresentation(exporting: \.title)` sends a `Todo` as its
/// title wherever text is accepted.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
  let exporting: (@Sendable (Item) throws -> Proxy)?
  let importing: (@Sendable (Proxy) throws -> Item)?

  /// Sent as `Proxy`'s formats, and received from them.
  public init(
    exporting: @escaping @Sendable (Item) throws -> Proxy,
    importing: @escaping @Sendable (Proxy) throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// Sent as `Proxy`'s formats.
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
    self.exporting = exporting
    importing = nil
  }

  /// Received from `Proxy`'s formats.
  public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
    exporting = nil
    self.importing = importing
  }

  public var body: TransferRepresentationList<Item> {
    let exporting = self.exporting
    let importing = self.importing
    return TransferRepresentationList(
      entries: Proxy.transferEntries.compactMap { proxy in
        let export: TransferExporter<Item>? =
          if let exporting, let proxyExport = proxy.export {
            { item in try await proxyExport(try exporting(item)) }
          } else { nil }
        let `import`: TransferImporter<Item>? =
          if let importing, let proxyImport = proxy.import {
            { data in try importing(try await proxyImport(data)) }
          } else { nil }
        guard export != nil || `import` != nil else { return nil }
        return TransferEntry(contentType: proxy.contentType, export: export, import: `import`)
      })
  }
}

extension String: Transferable {
  /// UTF-8 text.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) { string in
      Data(string.utf8)
    } importing: { data in
      String(decoding: data, as: UTF8.self)
    }
  }
}

extension Data: Transferable {
  /// The bytes themselves.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

extension URL: Transferable {
  /// A `text/uri-list` of the one URL.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) { url in
      Data("\(url.absoluteString)\r\n".utf8)
    } importing: { data in
      // The first URI of the list; lines starting with # are comments.
      let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
      guard let line = lines.first(where: { !$0.hasPrefix("#") && !$0.isEmpty }),
        let url = URL(string: line.trimmingCharacters(in: .whitespaces))
      else { throw CocoaError(.coderReadCorrupt) }
      return url
    }
  }
}

/// An error of the transfer: no representation of the type fits what was offered.
struct TransferUnavailable: Error {}

extension Transferable {
  /// The MIME types values of this type are received from, the preferred first.
  static var importedMIMETypes: [String] {
    var seen: Set<String> = []
    return transferEntries.filter { $0.import != nil }
      .flatMap { $0.contentType.transferMIMETypes }
      .filter { seen.insert($0).inserted }
  }

  /// The value from `data` received as `mimeType`.
  nonisolated(nonsending) static func imported(
    from data: Data, mimeType: String
  ) async throws -> Self {
    for entry in transferEntries
    where entry.contentType.transferMIMETypes.contains(mimeType) {
      if let importer = entry.import { return try await importer(data) }
    }
    throw TransferUnavailable()
  }

  /// The value's bytes in each format it is sent in, each under its MIME types; the formats
  /// whose exporter throws are left out.
  nonisolated(nonsending) func exported() async -> [(mimeType: String, data: Data)] {
    var result: [(mimeType: String, data: Data)] = []
    for entry in Self.transferEntries {
      guard let export = entry.export, let data = try? await export(self) else { continue }
      for mimeType in entry.contentType.transferMIMETypes
      where !result.contains(where: { $0.mimeType == mimeType }) {
        result.append((mimeType, data))
      }
    }
    return result
  }
}

extension UTType {
  /// The MIME types bytes of this type are offered and accepted as: none for an abstract
  /// type (`text/*`).
  var transferMIMETypes: [String] {
    switch self {
    case .utf8PlainText: ["text/plain;charset=utf-8", "text/plain"]
    case .plainText: ["text/plain", "text/plain;charset=utf-8"]
    default:
      if let mimeType = preferredMIMEType, !mimeType.hasSuffix("/*") { [mimeType] } else { [] }
    }
  }
}
