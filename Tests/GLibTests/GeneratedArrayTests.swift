import Foundation
import GLib
import Gio
import Testing

/// C arrays as the generated bindings pass and return them: Swift arrays in, Swift arrays
/// out, the length parameter hidden, `NULL`-terminated string vectors both ways, and what C
/// gives away freed or adopted once.
@MainActor
@Suite struct GeneratedArrayTests {
  @Test func anArrayOfObjectsWithItsLengthGoesIn() {
    let store = ListStore(itemType: Menu.gType)
    let first = Menu()
    let second = Menu()
    // g_list_store_splice(store, position, n_removals, additions, n_additions).
    store.splice(0, nRemovals: 0, additions: [first, second])
    #expect(store.nItems == 2)
    #expect(store.getObject(1) === second)
    #expect(second.referenceCount == 2, "the wrapper's and the store's: the array lent it")
  }

  @Test func aStringVectorGoesInAndComesBack() {
    // g_themed_icon_new_from_names takes a `char **` with its length; get_names returns a
    // NULL-terminated one it keeps (`transfer none`).
    let icon = ThemedIcon(iconnames: ["edit-copy", "edit"])
    #expect(icon.names.prefix(2) == ["edit-copy", "edit"])
  }

  @Test func aStringVectorGivenAwayIsCopiedAndFreed() {
    let info = FileInfo()
    info.setAttributeString("standard::name", attrValue: "a")
    info.setAttributeString("standard::content-type", attrValue: "text/plain")
    // g_file_info_list_attributes returns a NULL-terminated `char **` (`transfer full`).
    #expect(
      info.listAttributes("standard").sorted() == ["standard::content-type", "standard::name"])
    #expect(info.listAttributes("time").isEmpty)
  }

  @Test func anOutArrayWithAnOutLength() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("array-\(UInt32.random(in: 0...UInt32.max))").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // g_file_load_contents writes the bytes and their count (its gboolean is its error).
    let (contents, _) = try fileNewForPath(path).loadContents(nil)
    #expect(contents == Array("hello".utf8))
  }

  @Test func aGBytesIsTheArrayOfItsBytes() throws {
    // g_bytes_icon_new takes a GBytes (a copy of the array); get_bytes lends it back.
    let icon = BytesIcon(bytes: [1, 2, 3])
    #expect(icon.bytes == [1, 2, 3])
    let stream = MemoryOutputStream()
    #expect(try stream.writeBytes([104, 105], cancellable: nil) == 2)
    #expect(try stream.close(nil))
    // g_memory_output_stream_steal_as_bytes gives its GBytes (`transfer full`).
    #expect(stream.stealAsBytes == Array("hi".utf8))
  }

  @Test func aReturnedArrayWithAnOutLength() throws {
    let list = UnixFDList(fds: [])
    #expect(list.peekFds.isEmpty)
    #expect(try list.append(0) == 0, "the index of the duplicate of descriptor 0")
    // g_unix_fd_list_peek_fds returns the descriptors it keeps and writes their count.
    let descriptors = list.peekFds
    #expect(descriptors.count == 1)
    #expect(descriptors.allSatisfy { $0 > 2 }, "a duplicate, not stdin")
  }
}
