import ConcurrencyExtras

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The hold test stores have on swift-concurrency-extras' main serial executor.
///
/// As in TCA, a ``TestStore`` sets `uncheckedUseMainSerialExecutor` while it lives: every job
/// that would go to the global concurrent executor (an effect's body, `Task.detached`, the
/// yields of `TestClock.advance`) is enqueued on the main serial executor instead, so that
/// effects and the test interleave in one queue, first in first out. A job an effect can run is
/// then always ahead of the test's next turn: by the time `send` returns, its effects have run
/// up to where they wait (a clock's sleep); and each yield of `TestClock.advance` lets the
/// effect it woke take its next step before the clock looks for the next sleep. Whether an
/// effect has reached the clock no longer depends on how the operating system schedules
/// threads on a loaded machine.
///
/// The flag is process-global. TCA saves it in each test store's `init` and puts that value back
/// in its `deinit`; with stores whose lives overlap (Swift Testing runs tests in parallel) that
/// puts back the value another live store set, and can leave the flag on for good. Here the
/// stores hold it together: the first store to arrive saves the previous value, every store sets
/// the flag when it is made (as TCA's does), and the last one to go puts the saved value back.
enum MainSerialExecutorLease {
  private struct State {
    var holders = 0
    var previous = false
  }
  private static let state = LockIsolated(State())

  /// Called by a test store as it is made: sets the flag.
  static func acquire() {
    state.withValue { state in
      if state.holders == 0 {
        state.previous = isOn
      }
      state.holders += 1
      isOn = true
    }
  }

  /// Called by a test store as it goes away: the last one puts back what was there before the
  /// first.
  static func release() {
    state.withValue { state in
      precondition(
        state.holders > 0, "A test store released a main serial executor it did not hold.")
      state.holders -= 1
      if state.holders == 0 {
        isOn = state.previous
      }
    }
  }

  /// The number of test stores holding the flag (for tests).
  static var holders: Int {
    state.value.holders
  }

  /// `uncheckedUseMainSerialExecutor`, where swift-concurrency-extras has it and the process
  /// has the runtime's hook it sets.
  static var isOn: Bool {
    get {
      #if !os(WASI) && !os(Windows) && !os(Android)
        isAvailable && uncheckedUseMainSerialExecutor
      #else
        false
      #endif
    }
    set {
      #if !os(WASI) && !os(Windows) && !os(Android)
        if isAvailable { uncheckedUseMainSerialExecutor = newValue }
      #endif
    }
  }

  /// Whether the Swift runtime's `swift_task_enqueueGlobal_hook`, which swift-concurrency-extras
  /// finds with `dlsym`, is there to find. A program that links the runtime statically (the
  /// benchmark runners of `make bench`) does not export it, and swift-concurrency-extras then
  /// traps on the missing symbol; there a test store runs its effects on the global executor,
  /// as on the platforms that have no hook.
  static let isAvailable: Bool = {
    #if canImport(Glibc) || canImport(Darwin)
      return dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") != nil
    #else
      return false
    #endif
  }()
}
