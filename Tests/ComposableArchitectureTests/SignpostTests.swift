import AsyncTestSupport
import Clocks
import Foundation
import Testing

@testable import ComposableArchitecture

// MARK: - Domains

private struct TimerState: Equatable { var ticks = 0 }
private enum TimerAction: Equatable { case start, stop, tick }
private struct TimerEnvironment: Sendable { var clock: CountingTestClock }
private enum TimerID { case timer }
private let timerReducer = AnyReducer<TimerState, TimerAction, TimerEnvironment> {
  state, action, environment in
  switch action {
  case .start:
    return .run { [clock = environment.clock] send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    }
    .cancellable(id: TimerID.timer)
  case .stop:
    return .cancel(id: TimerID.timer)
  case .tick:
    state.ticks += 1
    return .none
  }
}
private struct AppState: Equatable { var timer = TimerState() }
@CasePathable private enum AppAction: Equatable { case timer(TimerAction) }

/// A feature whose effect lives until it is torn down, like a location manager.
private struct LocationFeature: Reducer {
  struct State: Equatable { var fixes = 0 }
  enum Action: Equatable { case onAppear, onDisappear, fix }
  enum CancelID { case updates }
  let clock: CountingTestClock
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(60))
          await send(.fix)
        }
      }
      .cancellable(id: CancelID.updates)
    case .onDisappear:
      return .cancel(id: CancelID.updates)
    case .fix:
      state.fixes += 1
      return .none
    }
  }
}

private enum EchoAction: Equatable { case ping, pong, rename(String) }

private let log = OSLog(subsystem: "co.example.tests", category: "Signposts")

// MARK: - Reading traces

/// One event of a trace file.
private struct TraceRecord: Decodable {
  var name: String
  var ph: String
  var ts: Double
  var pid: Int
  var tid: Int
  var cat: String?
  var id: String?
  var s: String?
  var args: [String: String]?
}

/// A trace file in a directory of its own, removed when the test is done.
private final class TraceFile {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("signpost-\(UUID().uuidString).json")
  let writer: TraceEventWriter

  init() throws {
    writer = try TraceEventWriter(path: url.path)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  var text: String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// The events written so far. The array is left open, as the trace-event format allows, so it
  /// is closed here, as trace viewers do.
  func events() throws -> [TraceRecord] {
    try JSONDecoder().decode([TraceRecord].self, from: Data((text + "\n]").utf8))
  }
}

/// The `B`/`E` events, checked to nest properly on each thread, as "B name"/"E name".
private func reducerIntervals(
  _ events: [TraceRecord], sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
  var open: [Int: [String]] = [:]
  var result: [String] = []
  for event in events where event.ph == "B" || event.ph == "E" {
    if event.ph == "B" {
      open[event.tid, default: []].append(event.name)
    } else {
      #expect(
        open[event.tid]?.popLast() == event.name, "unbalanced E", sourceLocation: sourceLocation)
    }
    result.append("\(event.ph) \(event.name)")
  }
  #expect(open.values.allSatisfy { $0.isEmpty }, "unterminated B", sourceLocation: sourceLocation)
  return result
}

/// The `b`/`n`/`e` events of one asynchronous interval.
private struct EffectInterval {
  var begin: TraceRecord
  var instants: [TraceRecord]
  var end: TraceRecord?

  func contains(_ timestamp: Double) -> Bool {
    begin.ts <= timestamp && timestamp <= (end?.ts ?? .infinity)
  }
}

private func effectIntervals(_ events: [TraceRecord]) -> [String: EffectInterval] {
  var intervals: [String: EffectInterval] = [:]
  for event in events {
    guard let id = event.id else { continue }
    switch event.ph {
    case "b": intervals[id] = EffectInterval(begin: event, instants: [])
    case "n": intervals[id]?.instants.append(event)
    case "e": intervals[id]?.end = event
    default: Issue.record("Unexpected asynchronous event \(event.ph)")
    }
  }
  return intervals
}

// MARK: - Tests

@MainActor
@Suite struct SignpostTests {
  @Test func theTraceFileIsNamedByAnEnvironmentVariable() throws {
    #expect(TraceEventWriter.environmentVariable == "TCA_SIGNPOST_TRACE")
    #expect(TraceEventWriter.fromEnvironment([:]) == nil)
    #expect(TraceEventWriter.fromEnvironment(["TCA_SIGNPOST_TRACE": ""]) == nil)
    #expect(
      TraceEventWriter.fromEnvironment(["TCA_SIGNPOST_TRACE": "/no such directory/t.json"]) == nil)

    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("signpost-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let writer = try #require(TraceEventWriter.fromEnvironment(["TCA_SIGNPOST_TRACE": url.path]))
    #expect(writer.path == url.path)
    let events = try JSONDecoder().decode(
      [TraceRecord].self, from: Data((String(contentsOf: url, encoding: .utf8) + "]").utf8)
    )
    #expect(events.map(\.ph) == ["M", "M"])
    #expect(events.map(\.name) == ["process_name", "thread_name"])
  }

  @Test func thePublicOperatorsRecordOnlyWhenTheVariableIsSet() {
    // Normally unset in test runs; a run with it set (to see this suite's trace) records.
    let isSet =
      ProcessInfo.processInfo.environment["TCA_SIGNPOST_TRACE"].map { !$0.isEmpty } ?? false
    if !isSet {
      #expect(TraceEventWriter.shared == nil)
    }
    let signposted = LocationFeature(clock: CountingTestClock()).signpost("Location")
    #expect((signposted.signposts != nil) == (TraceEventWriter.shared != nil))
    if let signposts = signposted.signposts {
      #expect(
        signposts.log
          == OSLog(
            subsystem: "co.pointfree.composable-architecture", category: "Reducer Instrumentation")
      )
    }
    // The closure-based operator runs the reducer either way.
    var state = TimerState()
    _ = timerReducer.signpost("Timer").run(
      &state, .tick, TimerEnvironment(clock: CountingTestClock()))
    #expect(state.ticks == 1)
  }

  @Test func withoutATraceOrWithADisabledLogNothingIsRecorded() throws {
    let file = try TraceFile()
    let clock = CountingTestClock()
    #expect(
      LocationFeature(clock: clock).signpost("Location", log: log, writer: nil).signposts == nil)
    #expect(
      LocationFeature(clock: clock).signpost("Location", log: .disabled, writer: file.writer)
        .signposts == nil
    )
    var state = TimerState()
    _ = timerReducer.signpost("Timer", log: .disabled, writer: file.writer)
      .run(&state, .tick, TimerEnvironment(clock: clock))
    #expect(state.ticks == 1)
    #expect(try file.events().map(\.ph) == ["M", "M"])
  }

  @available(*, deprecated, message: "Exercises the reference's '/' case paths")
  @Test func aTimerEffectIsAnIntervalFromStartToCancellation() async throws {
    let file = try TraceFile()
    let clock = CountingTestClock()
    let appReducer =
      timerReducer
      .signpost("Timer", log: log, writer: file.writer)
      .pullback(
        state: \AppState.timer, action: /AppAction.timer,
        environment: { (environment: TimerEnvironment) in environment }
      )
      .signpost("App", log: log, writer: file.writer)
    let store = Store(
      initialState: AppState(), reducer: appReducer, environment: TimerEnvironment(clock: clock)
    )

    store.send(.timer(.start))
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.timer.ticks == 1 }
    await clock.advance(by: .seconds(1), afterSleeps: 1)
    await settle { store.timer.ticks == 2 }
    store.send(.timer(.stop))
    await settle { store.runningEffectCount == 0 }

    let events = try file.events()
    #expect(events.allSatisfy { $0.ph == "M" || $0.cat == "Signposts" })

    // Each action is an interval of the app's reducer with the timer's nested inside it.
    let run = { (app: String, timer: String) in
      ["B [App] \(app)", "B [Timer] \(timer)", "E [Timer] \(timer)", "E [App] \(app)"]
    }
    #expect(
      reducerIntervals(events)
        == run("AppAction.timer(.start)", "TimerAction.start")
        + run("AppAction.timer(.tick)", "TimerAction.tick")
        + run("AppAction.timer(.tick)", "TimerAction.tick")
        + run("AppAction.timer(.stop)", "TimerAction.stop")
    )
    let start = try #require(events.first { $0.ph == "B" })
    #expect(start.args == ["action": "AppAction.timer(.start)", "subsystem": "co.example.tests"])

    // The effect is one interval per signposted layer: the app's encloses the timer's.
    let intervals = effectIntervals(events)
    #expect(intervals.count == 2)
    let app = try #require(
      intervals.values.first { $0.begin.name == "[App] Effect of AppAction.timer(.start)" })
    let timer = try #require(
      intervals.values.first { $0.begin.name == "[Timer] Effect of TimerAction.start" })
    let appEnd = try #require(app.end)
    let timerEnd = try #require(timer.end)
    #expect(app.begin.ts <= timer.begin.ts && timerEnd.ts <= appEnd.ts)
    #expect(appEnd.name == app.begin.name && timerEnd.name == timer.begin.name)

    // It began after the reducer that started it returned, and ended cancelled after `stop`.
    let startEnd = try #require(
      events.first { $0.ph == "E" && $0.name == "[App] AppAction.timer(.start)" })
    let stopEnd = try #require(
      events.last { $0.ph == "E" && $0.name == "[App] AppAction.timer(.stop)" })
    #expect(startEnd.ts <= app.begin.ts)
    #expect(appEnd.args == ["outcome": "cancelled"] && timerEnd.args == ["outcome": "cancelled"])

    // Each tick is an output of both intervals, and then a run of the reducers inside them.
    #expect(
      timer.instants.map(\.name) == ["[Timer] Output", "[Timer] Output", "[Timer] Cancelled"])
    #expect(
      timer.instants.prefix(2).map { $0.args?["action"] } == [
        "TimerAction.tick", "TimerAction.tick",
      ])
    #expect(app.instants.map(\.name) == ["[App] Output", "[App] Output", "[App] Cancelled"])
    #expect(
      app.instants.prefix(2).map { $0.args?["action"] }
        == ["AppAction.timer(.tick)", "AppAction.timer(.tick)"]
    )
    let ticks = events.filter { $0.ph == "B" && $0.name == "[App] AppAction.timer(.tick)" }
    #expect(ticks.count == 2)
    for (output, tick) in zip(app.instants, ticks) {
      #expect(output.ts <= tick.ts && timer.contains(tick.ts))
    }
    for interval in [app, timer] {
      let cancelled = try #require(interval.instants.last)
      #expect(stopEnd.ts <= cancelled.ts && cancelled.ts <= (interval.end?.ts ?? 0))
      #expect(interval.instants.allSatisfy { interval.contains($0.ts) })
    }
  }

  @Test func aLongLivingEffectIsAnOpenIntervalUntilItIsTornDown() async throws {
    let file = try TraceFile()
    let clock = CountingTestClock()
    let store = Store(initialState: LocationFeature.State()) {
      LocationFeature(clock: clock).signpost("Location", log: log, writer: file.writer)
    }
    store.send(.onAppear)
    await settle { clock.activeSleeps == 1 }

    // While it runs, the trace is a valid, open array whose interval has begun and not ended.
    #expect(!file.text.hasSuffix("]"))
    let running = effectIntervals(try file.events())
    #expect(running.count == 1)
    let interval = try #require(running.values.first)
    #expect(interval.begin.name == "[Location] Effect of LocationFeature.Action.onAppear")
    #expect(interval.begin.args?["started by"] == "LocationFeature.Action.onAppear")
    #expect(interval.end == nil)

    store.send(.onDisappear)
    await settle { store.runningEffectCount == 0 }
    let ended = try #require(effectIntervals(try file.events()).values.first)
    #expect(ended.instants.map(\.name) == ["[Location] Cancelled"])
    #expect(ended.end?.args == ["outcome": "cancelled"])
  }

  @Test func anEffectThatFinishesEndsAsFinishedAndSynchronousSendsAreInstants() async throws {
    let file = try TraceFile()
    let echo = AnyReducer<[String], EchoAction, Void> { log, action, _ in
      log.append("\(action)")
      switch action {
      case .ping:
        return .merge(.send(.pong), .run { send in await send(.rename("done")) })
      case .pong, .rename:
        return .none
      }
    }
    .signpost("", log: log, writer: file.writer)
    let store = Store(initialState: [], reducer: echo, environment: ())
    await store.send(.ping).finish()
    #expect(store.state == ["ping", "pong", "rename(\"done\")"])

    let events = try file.events()
    #expect(
      events.filter { ["B", "E", "i"].contains($0.ph) }.map { "\($0.ph) \($0.name)" }
        == [
          "B EchoAction.ping", "i Send", "E EchoAction.ping",
          "B EchoAction.pong", "E EchoAction.pong",
          "B EchoAction.rename(_)", "E EchoAction.rename(_)",
        ]
    )
    let send = try #require(events.first { $0.ph == "i" })
    #expect(send.s == "t")
    #expect(send.args == ["action": "EchoAction.pong", "started by": "EchoAction.ping"])
    let effect = try #require(effectIntervals(events).values.first)
    #expect(effect.begin.name == "Effect of EchoAction.ping")
    #expect(effect.instants.map(\.name) == ["Output"])
    #expect(effect.instants.first?.args == ["action": "EchoAction.rename(\"done\")"])
    #expect(effect.end?.args == ["outcome": "finished"])
  }

  @Test func namesAndArgumentsAreEscapedIntoValidJSON() throws {
    let file = try TraceFile()
    let rename = AnyReducer<[String], EchoAction, Void> { _, _, _ in .none }
      .signpost("Say \"hi\"\n\t\\", log: log, writer: file.writer)
    var state: [String] = []
    _ = rename.run(&state, .rename("\"quoted\"\nand\u{1}"), ())
    let begin = try #require(try file.events().first { $0.ph == "B" })
    #expect(begin.name == "[Say \"hi\"\n\t\\] EchoAction.rename(_)")
    #expect(begin.args?["action"] == debugCaseOutput(EchoAction.rename("\"quoted\"\nand\u{1}")))
  }
}
