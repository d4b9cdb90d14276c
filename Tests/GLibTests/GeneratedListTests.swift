import CGtk
import GLib
import Gdk
import Gio
import Testing

/// `GList` and `GSList` as the generated bindings pass and return them (Swift arrays, the list
/// built for the call and freed, a returned one freed as `transfer` says, objects coming back
/// as their wrappers), and `GQuark`, an alias of a number.
@MainActor
@Suite struct GeneratedListTests {
  @Test func aListOfObjectsComesBackAsTheirWrappers() {
    let icon = ThemedIcon(iconnames: ["folder"])
    let first = Emblem(icon: ThemedIcon(iconnames: ["emblem-default"]))
    let second = Emblem(icon: ThemedIcon(iconnames: ["emblem-important"]))
    let emblemed = EmblemedIcon(icon: icon, emblem: first)
    emblemed.addEmblem(second)
    // g_emblemed_icon_get_emblems lends its own list (`transfer none`).
    for _ in 0..<3 { _ = emblemed.emblems }
    let emblems = emblemed.emblems
    #expect(emblems.count == 2)
    #expect(emblems.contains { $0 === first } && emblems.contains { $0 === second })
    #expect(first.referenceCount == 2, "the wrapper's and the icon's: nothing leaked")
    emblemed.clearEmblems()
    #expect(emblemed.emblems.isEmpty, "the empty list is NULL")
  }

  @Test func aSinglyLinkedListGoesInAndComesBack() {
    let files = ["/a", "/b", "/c"].map { fileNewForPath($0) }
    // gdk_file_list_new_from_list reads a GSList; get_files returns a new one whose files it
    // keeps (`transfer container`).
    let list = FileList(list: files)
    let back = list.files
    #expect(back.map(\.path) == ["/a", "/b", "/c"])
    #expect(zip(back, files).allSatisfy { $0 === $1 })
    #expect((files[0] as! GLib.Object).referenceCount == 2, "the wrapper's and the list's")
  }

  @Test func aQuarkIsItsNumber() {
    // g_io_error_quark returns a GQuark, GLib's alias of guint32.
    #expect(String(cString: g_quark_to_string(ioErrorQuark())) == "g-io-error-quark")
  }
}
