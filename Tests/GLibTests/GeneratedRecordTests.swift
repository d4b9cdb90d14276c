import CGtk
import GLib
import Gdk
import Gsk
import Pango
import Testing

/// How many times GLib copied and freed a boxed type of the test's own, which lets a test
/// watch what `GLib.Boxed` does with the records it wraps.
private nonisolated(unsafe) var copies = 0
private nonisolated(unsafe) var frees = 0
/// Registered once, on the main actor; the counters are only touched there (`Boxed` is
/// main-actor isolated, and so are these tests), which is why `nonisolated(unsafe)` is safe.
private nonisolated(unsafe) var countedType: GType = 0

@MainActor
private func countedRecordType() -> GType {
  if countedType == 0 {
    countedType = g_boxed_type_register_static(
      "SwiftTestCountedRecord",
      { pointer in
        copies += 1
        let copy = g_malloc(8)!
        copy.copyMemory(from: pointer!, byteCount: 8)
        return copy
      },
      { pointer in
        frees += 1
        g_free(pointer)
      })
  }
  return countedType
}

/// A record of the counted type: 8 bytes from `g_malloc`, holding `value`.
private func newCountedRecord(_ value: Int) -> UnsafeMutableRawPointer {
  let pointer = g_malloc(8)!
  pointer.storeBytes(of: value, as: Int.self)
  return pointer
}

/// Boxed records as the generated bindings hold them: a `GLib.Boxed` class that adopts what C
/// gives, copies what C lends, and frees its copy once; a Swift struct for a plain value.
@MainActor
@Suite(.serialized) struct GeneratedRecordTests {
  @Test func aRecordCGivesIsAdoptedAndFreedOnce() {
    let type = countedRecordType()
    let (copiesBefore, freesBefore) = (copies, frees)
    do {
      let record = Boxed(newCountedRecord(42), boxedType: type, .adopt)
      #expect(record.boxedPointer.load(as: Int.self) == 42)
      #expect(copies == copiesBefore, "a record given (transfer full) is not copied")
    }
    #expect(frees == freesBefore + 1)
  }

  @Test func aRecordCLendsIsCopiedAndOnlyTheCopyFreed() {
    let type = countedRecordType()
    let lent = newCountedRecord(7)
    defer { g_free(lent) }
    let (copiesBefore, freesBefore) = (copies, frees)
    do {
      let record = Boxed(lent, boxedType: type, .copy)
      #expect(record.boxedPointer != lent)
      #expect(record.boxedPointer.load(as: Int.self) == 7)
      #expect(copies == copiesBefore + 1)
      // A C function that takes the record (transfer full) gets a copy of its own.
      let given: UnsafeMutableRawPointer = cPointerGiving(record)
      #expect(given != record.boxedPointer)
      g_boxed_free(type, given)
    }
    #expect(copies == copiesBefore + 2)
    #expect(frees == freesBefore + 2, "the wrapper's copy and the one given away, once each")
  }

  @Test func aGeneratedRecordLentByCIsACopy() {
    let context = Pango.Context()
    let description = FontDescription.fromString("Sans Bold 12")
    context.setFontDescription(description)
    // pango_context_get_font_description lends the context's own (transfer none).
    let lent = context.fontDescription!
    lent.setSize(20 * 1024)
    let kept: Int32? = context.fontDescription?.size
    #expect(kept == Int32(12 * 1024), "the context's is left alone")
    #expect(lent.size == 20 * 1024)
    #expect(description.toString == "Sans Bold 12")
  }

  @Test func aRecordTheCFunctionConsumesIsGivenACopy() {
    let translation = Gsk.Transform.parse("translate(1, 2)")!
    do {
      // gsk_transform_rotate consumes the transform it is called on (`transfer full` self)
      // and chains it into the one it returns: the wrapper's own reference must outlive that.
      let rotated = translation.rotate(90)
      #expect(rotated?.toString() == "translate(1, 2) rotate(90)")
    }
    // The rotation is gone, and with it the reference it held.
    #expect(translation.toString() == "translate(1, 2)")
    #expect(translation.rotate(0)?.toString() == "translate(1, 2)")
  }

  #if DEBUG
    @Test func generatedRecordWrappersAreReleased() {
      let before = LiveObjectCounter.boxed.value
      do {
        let description = FontDescription.fromString("Serif 10")
        let copy = description.copy()
        #expect(copy?.equal(description) == true)
        #expect(LiveObjectCounter.boxed.value == before + 2)
      }
      #expect(LiveObjectCounter.boxed.value == before)
    }
  #endif

  @Test func aValueRecordIsParsedInPlaceAndCopiedWithAssignment() {
    var color = Gdk.RGBA()
    // gdk_rgba_parse writes into the GdkRGBA it is given: a `mutating` method.
    let parsed = color.parse("#ff000080")
    #expect(parsed)
    #expect(color.red == 1 && color.green == 0 && color.blue == 0)
    #expect(abs(color.alpha - 128.0 / 255.0) < 0.001)
    var other = color
    other.alpha = 1
    #expect(color.alpha < 1, "a copy is independent")
    #expect(other.toString == "rgb(255,0,0)")
    #expect(other.equal(Gdk.RGBA(red: 1, green: 0, blue: 0, alpha: 1)))
    let garbage = color.parse("not a color")
    #expect(!garbage)
  }

  @Test func anArrayOfValueRecordsLiesInCOneAfterTheOther() {
    let colors = [
      Gdk.RGBA(red: 1, green: 0, blue: 0, alpha: 1),
      Gdk.RGBA(red: 0, green: 0, blue: 1, alpha: 0.5),
    ]
    // What the generated `ColorChooser.addPalette(_:colorsPerLine:colors:)` passes GTK.
    let array = CArgumentArray(colors.map(\.cValue), zeroTerminated: false)
    defer { array.deallocate() }
    let pointer: UnsafePointer<GdkRGBA> = array.pointer()
    #expect(pointer[0].red == 1 && pointer[0].blue == 0)
    #expect(pointer[1].blue == 1 && pointer[1].alpha == 0.5)
  }
}
