import ComposableArchitecture
import Foundation
import Testing

// Reference 000, `optional(file:line:)`.

// Global domain that holds an optional local domain:
private struct AppState { var modal: ModalState? }
private enum AppAction { case modal(ModalAction) }
private struct AppEnvironment { var mainQueue: AnySchedulerOf<DispatchQueue> }

// A reducer that works on the non-optional local domain:
private let modalReducer = AnyReducer<ModalState, ModalAction, ModalEnvironment> {  // completed: `>`
  state, action, environment in  // completed: `{ ... }`
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .close:
    return .none
  }
}

// Pullback the local modal reducer so that it works on all of the app domain:
@available(*, deprecated, message: "Written with the reference's '/' case paths")
private let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(
  modalReducer.optional().pullback(
    state: \.modal,
    action: /AppAction.modal,
    environment: { ModalEnvironment(mainQueue: $0.mainQueue) }
  ),
  AnyReducer { state, action, environment in
    if case .modal(.close) = action { state.modal = nil }  // completed: `...`
    return .none
  }
)

// Completed: the types the sample uses. Schedulers are not part of this library; the stand-in
// only lets the environment keep its shape.
private typealias AnySchedulerOf<Scheduler> = Scheduler
private struct ModalState { var count = 0 }
private enum ModalAction { case increment, close }
private struct ModalEnvironment { var mainQueue: AnySchedulerOf<DispatchQueue> }

@MainActor
@Suite struct ReferenceOptionalSampleTests {
  @available(*, deprecated, message: "Runs a sample written with the reference's '/' case paths")
  @Test func theModalReducerRunsOnlyWhileTheModalIsPresented() {
    let store = Store(
      initialState: AppState(modal: ModalState()),
      reducer: appReducer,
      environment: AppEnvironment(mainQueue: .main)
    )
    store.send(.modal(.increment))
    #expect(store.modal?.count == 1)
    store.send(.modal(.close))
    #expect(store.modal == nil)
    withKnownIssue {
      store.send(.modal(.increment))
    } matching: {
      issueMatching(
        "An \"optional\" reducer created at \"ComposableArchitectureTests/OptionalSample.swift:27\"",
        "ModalAction.increment"
      )($0)
    }
    #expect(store.modal == nil)
  }
}
