import CGtk
import Foundation
import GLib
import Gio
import Testing

/// The generated bindings' promises, on GIO's classes (no display needed): one wrapper per
/// GObject, ownership by the introspection data's transfer annotations, the most specific
/// class for objects that come from C, signal closures freed exactly once, and `GError` as a
/// thrown `GLibError`.
@MainActor
@Suite struct GeneratedBindingsTests {
  @Test func anObjectThatComesBackFromCIsTheSameSwiftObject() {
    let store = ListStore(itemType: Menu.gType)
    let menu = Menu()
    store.append(menu)
    // g_list_model_get_object returns a new reference (transfer full) to the same GObject.
    let item = store.getObject(0)
    #expect(item === menu)
    #expect(menu.referenceCount == 2, "one reference for the wrapper, one for the store")
  }

  @Test func anObjectWrappedFromCIsItsMostSpecificClass() {
    let store = ListStore(itemType: GLib.Object.gType)
    do {
      let item = MenuItem(label: "Quit", detailedAction: "app.quit")
      store.append(item)
    }
    // The wrapper is gone; the store still holds the GMenuItem.
    let item = store.getObject(0)
    #expect(item is MenuItem)
    #expect(type(of: item!) == MenuItem.self)
  }

  @Test func referencesAreBalanced() throws {
    let store = ListStore(itemType: Menu.gType)
    let pointer: UnsafeMutableRawPointer
    do {
      let menu = Menu()
      pointer = menu.gobjectPointer
      store.append(menu)
      for _ in 0..<10 { _ = store.getObject(0) }
      #expect(menu.referenceCount == 2)
    }
    // Only the store's reference is left once every wrapper is gone.
    #expect(pointer.assumingMemoryBound(to: GObject.self).pointee.ref_count == 1)
  }

  @Test func anInterfaceResultOfAPrivateClassIsItsInterfaceWrapper() {
    // g_file_new_for_path returns a GLocalFile, a class GIO does not export.
    let file = fileNewForPath("/")
    #expect(file is AnyFile)
    #expect(file.path == "/")
    #expect(file.basename == "/")
  }

  /// The README's example of the generated layer, on a file of the test's own.
  @Test func theReadmeExample() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("generated-\(UInt32.random(in: 0...UInt32.max))").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = fileNewForPath(path)
    let info = try file.queryInfo("standard::size", flags: [], cancellable: nil)
    #expect(info.size == 5)
    var cancelled = false
    let cancellable = Cancellable()
    cancellable.onCancelled { cancelled = true }
    cancellable.cancel()
    #expect(cancelled)
  }

  @Test func aGErrorIsThrown() {
    let missing = fileNewForPath("/nonexistent-\(UInt32.random(in: 0...UInt32.max))/file")
    do {
      _ = try missing.queryInfo("standard::size", flags: [], cancellable: nil)
      Issue.record("query_info of a missing file did not throw")
    } catch let error as GLibError {
      #expect(error.domain == "g-io-error-quark")
      #expect(IOErrorEnum(cValue: Int64(error.code)) == .notFound)
      #expect(error.message.contains("No such file"))
    } catch {
      Issue.record("threw \(error), not a GLibError")
    }
  }

  @Test func aSignalCallsItsHandlerWithItsArguments() {
    let application = Application(applicationId: "org.example.Signals", flags: [.nonUnique])
    var identifiers: [String?] = []
    application.onNotify("application-id") { identifiers.append(application.applicationId) }
    var cancelled = 0
    let cancellable = Cancellable()
    cancellable.onCancelled { cancelled += 1 }
    cancellable.cancel()
    cancellable.cancel()
    application.applicationId = "org.example.First"
    application.applicationId = "org.example.Second"
    #expect(cancelled == 1, "GCancellable emits cancelled once")
    #expect(identifiers == ["org.example.First", "org.example.Second"])
  }

  #if DEBUG
    @Test func aSignalClosureIsFreedOnceWhenDisconnected() {
      let before = LiveObjectCounter.signalHandlers.value
      let cancellable = Cancellable()
      let handler = cancellable.onCancelled {}
      #expect(LiveObjectCounter.signalHandlers.value == before + 1)
      cancellable.disconnect(handler)
      #expect(LiveObjectCounter.signalHandlers.value == before)
      #expect(!cancellable.isConnected(handler))
    }

    @Test func aSignalClosureIsFreedWithItsObject() {
      let before = LiveObjectCounter.signalHandlers.value
      do {
        let cancellable = Cancellable()
        cancellable.onCancelled {}
        cancellable.onCancelled {}
        #expect(LiveObjectCounter.signalHandlers.value == before + 2)
      }
      #expect(LiveObjectCounter.signalHandlers.value == before)
    }
  #endif

  @Test func enumerationsAndFlagsCrossToCAndBack() {
    #expect(IOErrorEnum(cValue: Int64(G_IO_ERROR_NOT_FOUND.rawValue)) == .notFound)
    #expect(IOErrorEnum.notFound.cValue == Int64(G_IO_ERROR_NOT_FOUND.rawValue))
    let flags: ApplicationFlags = [.handlesOpen, .nonUnique]
    #expect(
      flags.rawValue == G_APPLICATION_HANDLES_OPEN.rawValue | G_APPLICATION_NON_UNIQUE.rawValue)
  }

  @Test func aPropertyReadsAndWritesThroughItsAccessors() {
    let application = Application(applicationId: "org.example.Generated", flags: [.nonUnique])
    #expect(application.applicationId == "org.example.Generated")
    application.applicationId = "org.example.Renamed"
    #expect(application.applicationId == "org.example.Renamed")
    #expect(application.flags == [.nonUnique])
  }
}
