import Dispatch
import Testing
import XCTest

@testable import ComposableArchitecture

/// A test store turns swift-concurrency-extras' main serial executor on while it lives and puts
/// the flag back as it found it, as TCA's does (issue 27). XCTest runs its tests one at a time,
/// in a process of their own, so nothing else changes the flag under these.
final class MainSerialExecutorXCTests: XCTestCase {
  // TCA's `testMainSerialExecutor_AutoAssignsAndResets_False`.
  func testAutoAssignsAndResetsFalse() async {
    uncheckedUseMainSerialExecutor = false
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    var store: TestStore? = await TestStore(initialState: 0) {
      EmptyReducer<Int, Void>()
    }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    _ = store
  }

  // TCA's `testMainSerialExecutor_AutoAssignsAndResets_True`.
  func testAutoAssignsAndResetsTrue() async {
    uncheckedUseMainSerialExecutor = true
    defer { uncheckedUseMainSerialExecutor = false }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    var store: TestStore? = await TestStore(initialState: 0) {
      EmptyReducer<Int, Void>()
    }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    store = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    _ = store
  }

  /// Two stores whose lives overlap, released in the order they were made: the flag stays on
  /// while either lives, and the last one puts back the value from before the first. (TCA's
  /// save-in-init, restore-in-deinit would leave it on: the second store saved `true`.)
  @MainActor
  func testOverlappingStoresPutBackTheFirstValue() async {
    uncheckedUseMainSerialExecutor = false
    var first: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    var second: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    first = nil
    XCTAssertTrue(uncheckedUseMainSerialExecutor, "the second store still runs its test")
    second = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    XCTAssertEqual(MainSerialExecutorLease.holders, 0)
    _ = (first, second)
  }

  /// `useMainSerialExecutor` turns the flag off for a test that wants its effects in parallel;
  /// the store still puts back the value from before it when it goes.
  @MainActor
  func testUseMainSerialExecutorOff() async {
    uncheckedUseMainSerialExecutor = false
    var store: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    XCTAssertEqual(store?.useMainSerialExecutor, true)
    store?.useMainSerialExecutor = false
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
    store?.useMainSerialExecutor = true
    store = nil
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
  }

  /// A store released on a thread that is not the main one (a Dispatch worker, which the main
  /// serial executor does not reach) runs its end-of-test checks on the main queue and then
  /// puts the flag back.
  func testStoreReleasedOnADispatchWorker() async {
    uncheckedUseMainSerialExecutor = false
    let clock = TestClock()
    // Held by the box alone, so that the worker's release is the last one.
    let box = ReleaseBox(
      await TestStore(initialState: 0) {
        Reduce<Int, Bool> { state, start in
          guard start else {
            state += 1
            return .none
          }
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(false)
          }
        }
      }
    )
    await box.value!.send(true)
    await clock.advance(by: .seconds(1))
    await box.value!.receive(false) { $0 = 1 }
    XCTAssertTrue(uncheckedUseMainSerialExecutor)
    let releasedOffMain = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let isMainThread = Thread.isMainThread
        box.value = nil
        continuation.resume(returning: !isMainThread)
      }
    }
    XCTAssertTrue(releasedOffMain)
    XCTAssertFalse(uncheckedUseMainSerialExecutor)
  }
}

private final class ReleaseBox<Value>: @unchecked Sendable {
  var value: Value?
  init(_ value: Value) { self.value = value }
}

/// Under Swift Testing, tests run in parallel and their stores' lives overlap: the flag is on
/// for as long as any of them lives. (Whether it goes back off at the end depends on the other
/// tests running at the same time, so that part is checked under XCTest above.)
@MainActor
struct MainSerialExecutorTests {
  @Test func onWhileAnyStoreLives() {
    var first: TestStore? = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    let second = TestStore(initialState: 0) { EmptyReducer<Int, Void>() }
    #expect(uncheckedUseMainSerialExecutor)
    #expect(MainSerialExecutorLease.holders >= 2)
    first = nil
    #expect(uncheckedUseMainSerialExecutor)
    #expect(second.useMainSerialExecutor)
    _ = first
  }
}
