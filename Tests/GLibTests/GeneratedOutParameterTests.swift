import Foundation
import GLib
import Gio
import Pango
import Testing

/// C functions that answer through out parameters (`direction="out"`, `inout`), as the
/// generated bindings return them: the value alone, a labelled tuple, an Optional when a
/// `gboolean` result says whether the values are set, the values alone when the function
/// throws, and `inout` scalars written back.
@MainActor
@Suite struct GeneratedOutParameterTests {
  @Test func severalOutValuesAreALabelledTuple() {
    // pango_find_paragraph_boundary (void) writes two indexes.
    let boundary = Pango.findParagraphBoundary("ab\ncd", length: -1)
    #expect(boundary.paragraphDelimiterIndex == 2)
    #expect(boundary.nextParagraphStart == 3)
  }

  @Test func aBooleanThatSaysTheOutValueIsSetIsAnOptional() {
    let store = ListStore(itemType: Menu.gType)
    let first = Menu()
    let second = Menu()
    store.append(first)
    store.append(second)
    // g_list_store_find returns FALSE, and leaves `position` alone, for an item not there.
    #expect(store.find(second) == 1)
    #expect(store.find(Menu()) == nil)
  }

  @Test func aThrowingFunctionsBooleanIsItsErrorAndItsOutValueTheResult() throws {
    let socket = try Socket(family: .ipv4, type: .stream, protocol: .tcp)
    // g_socket_get_option(SOL_SOCKET, SO_TYPE) → SOCK_STREAM.
    #expect(try socket.getOption(1, optname: 3) == 1)
    #expect(throws: GLibError.self) { try socket.getOption(-1, optname: -1) }
  }

  @Test func anObjectGivenInAnOutValueIsAdoptedOnce() throws {
    let (file, stream) = try fileNewTmp(nil)
    defer { try? FileManager.default.removeItem(atPath: file.path ?? "") }
    // g_file_new_tmp gives both the file and its stream (`transfer full`): each wrapper holds
    // the one reference, none is leaked or taken twice.
    #expect(stream.referenceCount == 1)
    #expect((file as! GLib.Object).referenceCount == 1)
    #expect(FileManager.default.fileExists(atPath: file.path ?? ""))
  }

  @Test func outValuesAndAnOptionalTupleOfAStringAndAnObject() {
    let section = Menu()
    let menu = Menu()
    menu.appendSection(section, label: "Section")
    do {
      let links = menu.iterateItemLinks(0)
      // g_menu_link_iter_get_next gives the link's name (borrowed) and its model (transfer
      // full), and FALSE past the last link.
      let link = links.next
      #expect(link?.link == "section")
      #expect(link?.value === section)
      #expect(links.next == nil)
    }
    #expect(section.referenceCount == 2, "the wrapper's and the menu's: the one given was adopted")
  }

  @Test func inoutScalarsAreWrittenBack() {
    var thickness: Int32 = 1000
    var position: Int32 = 1100
    // pango_quantize_line_geometry rounds both to whole pixels (1024 Pango units).
    Pango.quantizeLineGeometry(&thickness, position: &position)
    #expect(thickness == 1024)
    #expect(position % 1024 == 0)
  }
}
