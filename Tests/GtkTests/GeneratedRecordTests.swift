import Gtk
import GtkTestSupport
import XCTest

/// GTK's functions that the generator used to skip, from the generated bindings alone: boxed
/// records (`GtkTextIter` as a value, `GtkTreePath` as an owned copy), out parameters and C
/// arrays.
final class GeneratedRecordTests: GtkTestCase {
  @MainActor
  func testTextIteratorsReadAndEditTheirBuffer() async throws {
    try await onMainLoop {
      let buffer = TextBuffer(table: nil)
      buffer.setText("Hello, GTK", len: -1)
      // gtk_text_buffer_get_bounds fills two caller-allocated iterators.
      let (start, end) = buffer.bounds
      XCTAssertEqual(start.offset, 0)
      XCTAssertEqual(end.offset, 10)
      XCTAssertEqual(buffer.getText(start, end: end, includeHiddenChars: false), "Hello, GTK")
      // gtk_text_buffer_insert revalidates the iterator it was given to point after the text.
      var iter = buffer.getIterAtOffset(7)
      buffer.textBufferInsert(&iter, text: "big ", len: -1)
      XCTAssertEqual(iter.offset, 11)
      XCTAssertEqual(buffer.text(buffer.bounds), "Hello, big GTK")
      // A mutating method moves this copy only.
      var word = buffer.getIterAtOffset(7)
      let saved = word
      XCTAssertTrue(word.forwardWordEnd())
      XCTAssertEqual(word.offset, 10)
      XCTAssertEqual(saved.offset, 7)
      let match = buffer.bounds.start.forwardSearch("big", flags: [], limit: nil)
      XCTAssertEqual(match?.matchStart.offset, 7)
      XCTAssertEqual(match?.matchEnd.offset, 10)
      XCTAssertNil(buffer.bounds.start.forwardSearch("absent", flags: [], limit: nil))
    }
  }

  @MainActor
  func testTreePathIsAnOwnedCopy() async throws {
    try await onMainLoop {
      let path = TreePath(indices: [1, 2])
      path.appendIndex(3)
      XCTAssertEqual(path.toString(), "1:2:3")
      XCTAssertEqual(path.indicesWithDepth, [1, 2, 3])
      let copy = path.copy()
      XCTAssertTrue(copy.up())
      XCTAssertEqual(copy.depth, 2)
      XCTAssertEqual(path.depth, 3, "a copy is independent")
      XCTAssertEqual(TreePath.newFromString(path: "0:4")?.indicesWithDepth, [0, 4])
      XCTAssertNil(TreePath.newFromString(path: "not a path"))
    }
  }

  @MainActor
  func testAListOfBoxedRecordsIsAdopted() async throws {
    try await onMainLoop {
      // gtk_paper_size_get_paper_sizes gives a GList of GtkPaperSize (`transfer full`).
      let sizes = PaperSize.getPaperSizes(false)
      XCTAssertTrue(sizes.contains { $0.name == "iso_a4" })
      XCTAssertEqual(Set(sizes.map { $0.boxedPointer }).count, sizes.count, "each its own record")
    }
  }

  @MainActor
  func testBitsetIteratorWalksTheSet() async throws {
    try await onMainLoop {
      let set = Bitset(start: 2, nItems: 3)
      XCTAssertTrue(set.add(10))
      // gtk_bitset_iter_init_first fills a caller-allocated GtkBitsetIter (private data only)
      // and says with its gboolean whether the set has a first value.
      guard var (iter, value) = BitsetIter.initFirst(set) else { return XCTFail("empty") }
      var values = [value]
      while let next = iter.next() { values.append(next) }
      XCTAssertEqual(values, [2, 3, 4, 10])
      XCTAssertNil(BitsetIter.initFirst(Bitset()))
    }
  }

  @MainActor
  func testOutValuesAndArraysOfGtkFunctions() async throws {
    try await onMainLoop {
      // gtk_accelerator_parse returns whether it set its two out values.
      let parsed = acceleratorParse("<Control>a")
      XCTAssertEqual(parsed?.acceleratorKey, 0x61)
      XCTAssertEqual(parsed?.acceleratorMods, .controlMask)
      XCTAssertNil(acceleratorParse("<Nonsense>"))
      // gtk_string_list_new takes a NULL-terminated `char **`.
      let list = StringList(strings: ["one", "two"])
      XCTAssertEqual(list.nItems, 2)
      XCTAssertEqual(list.getString(1), "two")
    }
  }
}

extension TextBuffer {
  /// The text between two iterators, for the test's assertions.
  @MainActor
  fileprivate func text(_ range: (start: TextIter, end: TextIter)) -> String {
    getText(range.start, end: range.end, includeHiddenChars: false)
  }
}
