import ComposableArchitecture
import Foundation
import Testing
import TodosExample

@MainActor
@Suite struct TodosFeatureTests {
  private func makeStore(_ state: Todos.State = Todos.State()) -> TestStoreOf<Todos> {
    TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }

  private static func todo(_ n: Int, _ title: String, done: Bool = false) -> Todo.State {
    Todo.State(id: UUID(n), title: title, isComplete: done)
  }

  @Test func addingATodoTakesTheTrimmedTitleAndClearsTheField() async {
    let store = makeStore()
    await store.send(\.binding.newTitle, "  Buy milk ") { $0.newTitle = "  Buy milk " }
    await store.send(.addButtonTapped) {
      $0.todos = [Todo.State(id: UUID(0), title: "Buy milk")]
      $0.newTitle = ""
    }
    await store.send(\.binding.newTitle, "Walk") { $0.newTitle = "Walk" }
    await store.send(.addButtonTapped) {
      $0.todos.append(Todo.State(id: UUID(1), title: "Walk"))
      $0.newTitle = ""
    }
    #expect(store.state.remaining == 2)
  }

  @Test func aBlankTitleAddsNothing() async {
    let store = makeStore()
    await store.send(\.binding.newTitle, "   ") { $0.newTitle = "   " }
    await store.send(.addButtonTapped)
  }

  @Test func checkingATodoOffCountsItDone() async {
    let store = makeStore(Todos.State(todos: [Self.todo(0, "A"), Self.todo(1, "B")]))
    await store.send(\.todos[id: UUID(1)].binding.isComplete, true) {
      $0.todos[id: UUID(1)]?.isComplete = true
    }
    #expect(store.state.remaining == 1)
    #expect(store.state.hasCompleted)
  }

  @Test func editingATodoInTheSheetAndSavingIt() async {
    let store = makeStore(Todos.State(todos: [Self.todo(0, "A"), Self.todo(1, "B")]))
    await store.send(.editButtonTapped(id: UUID(1))) {
      $0.destination = .edit(EditTodo.State(Self.todo(1, "B")))
    }
    var edit = EditTodo.State(Self.todo(1, "B"))
    edit.title = "Bee"
    await store.send(\.destination.edit.binding.title, "Bee") { $0.destination = .edit(edit) }
    edit.priority = 2
    await store.send(\.destination.edit.binding.priority, 2) { $0.destination = .edit(edit) }
    // Nothing changes in the list until "Save".
    #expect(store.state.todos[id: UUID(1)]?.title == "B")
    await store.send(\.destination.edit.saveButtonTapped) {
      $0.todos[id: UUID(1)] = Todo.State(id: UUID(1), title: "Bee", priority: 2)
      $0.destination = nil
    }
  }

  @Test func cancellingTheSheetKeepsTheTodo() async {
    let store = makeStore(Todos.State(todos: [Self.todo(0, "A")]))
    await store.send(.editButtonTapped(id: UUID(0))) {
      $0.destination = .edit(EditTodo.State(Self.todo(0, "A")))
    }
    var edit = EditTodo.State(Self.todo(0, "A"))
    edit.title = "changed"
    await store.send(\.destination.edit.binding.title, "changed") { $0.destination = .edit(edit) }
    await store.send(\.destination.edit.cancelButtonTapped) { $0.destination = nil }
  }

  @Test func aBlankTitleCannotBeSaved() async {
    let store = makeStore(Todos.State(todos: [Self.todo(0, "A")]))
    await store.send(.editButtonTapped(id: UUID(0))) {
      $0.destination = .edit(EditTodo.State(Self.todo(0, "A")))
    }
    var edit = EditTodo.State(Self.todo(0, "A"))
    edit.title = " "
    await store.send(\.destination.edit.binding.title, " ") { $0.destination = .edit(edit) }
    #expect(store.state.destination?.edit?.canSave == false)
    await store.send(\.destination.edit.saveButtonTapped)
  }

  @Test func deletingATodoAsksFirst() async {
    let store = makeStore(Todos.State(todos: [Self.todo(0, "A"), Self.todo(1, "B")]))
    await store.send(.deleteButtonTapped(id: UUID(0))) {
      $0.destination = .alert(Self.deleteAlert(id: UUID(0), title: "A"))
    }
    // "Cancel" (a button without an action) dismisses, and the todo stays.
    await store.send(\.destination.dismiss) { $0.destination = nil }
    await store.send(.deleteButtonTapped(id: UUID(0))) {
      $0.destination = .alert(Self.deleteAlert(id: UUID(0), title: "A"))
    }
    await store.send(\.destination.alert.confirmDelete, UUID(0)) {
      $0.todos.remove(id: UUID(0))
      $0.destination = nil
    }
  }

  @Test func clearingCompletedTodosAsksFirstAndRemovesOnlyThem() async {
    let store = makeStore(
      Todos.State(todos: [
        Self.todo(0, "A", done: true), Self.todo(1, "B"), Self.todo(2, "C", done: true),
      ]))
    await store.send(.clearCompletedButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Clear 2 completed todos?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClearCompleted) { TextState("Clear") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        })
    }
    await store.send(\.destination.alert.confirmClearCompleted) {
      $0.todos = [Self.todo(1, "B")]
      $0.destination = nil
    }
    // Nothing completed: nothing to ask.
    await store.send(.clearCompletedButtonTapped)
  }

  private static func deleteAlert(id: UUID, title: String) -> AlertState<Todos.Alert> {
    AlertState {
      TextState("Delete “\(title)”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDelete(id: id)) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
  }
}
