import CGtk
import Foundation
import GLib
import Gio
import Pango
import Testing

/// C callbacks as the generated bindings take them: a Swift closure, boxed and reached through
/// `user_data`, called on the main actor with its arguments converted, and released once when
/// its scope ends (after the call for `call`, after the one call for `async`).
@MainActor
@Suite(.serialized) struct GeneratedCallbackTests {
  @Test func anAsyncCallbackIsCalledOnceFromTheMainLoopAndReleased() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("callback-\(UInt32.random(in: 0...UInt32.max))").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = fileNewForPath(path)
    #if DEBUG
      let boxes = LiveObjectCounter.callbacks.value
    #endif
    var contents: [UInt8]?
    var calls = 0
    // g_file_load_contents_async calls its GAsyncReadyCallback once, from the main loop.
    file.loadContentsAsync(nil) { source, result in
      calls += 1
      #expect(source === (file as AnyObject))
      contents = try? file.loadContentsFinish(result).contents
    }
    #expect(calls == 0, "not before the main loop runs")
    while calls == 0 { g_main_context_iteration(nil, 1) }
    #expect(calls == 1)
    #expect(contents == Array("hello".utf8))
    #if DEBUG
      #expect(LiveObjectCounter.callbacks.value == boxes, "the box is released after its one call")
    #endif
  }

  @Test func aCallCallbackSeesEachArgumentAndIsReleasedAfterTheCall() {
    let list = AttrList()
    list.insert(attrWeightNew(.bold))
    list.insert(attrStyleNew(.italic))
    #if DEBUG
      let boxes = LiveObjectCounter.callbacks.value
    #endif
    var seen = 0
    // pango_attr_list_filter calls its filter for each attribute before it returns, and
    // returns the ones it picked (NULL for none).
    let picked = list.filter { _ in
      seen += 1
      return seen == 1
    }
    #expect(seen == 2)
    #expect(picked != nil)
    #if DEBUG
      #expect(LiveObjectCounter.callbacks.value == boxes)
    #endif
    #expect(list.filter { _ in false } == nil)
  }
}
