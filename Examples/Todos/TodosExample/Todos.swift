// The todos example's features: a list of todos (add, check off, edit, delete), a sheet that
// edits one, and alerts that confirm deleting one and clearing the completed ones. The window
// is in TodosView.swift; the tests drive these reducers with TestStore and the window under
// Xvfb.
import ComposableArchitecture
import Foundation

/// One todo: a title, done or not, and a priority.
@Reducer
public struct Todo {
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    public let id: UUID
    public var title: String
    public var isComplete: Bool
    public var priority: Int

    public init(id: UUID, title: String, isComplete: Bool = false, priority: Int = 0) {
      self.id = id
      self.title = title
      self.isComplete = isComplete
      self.priority = priority
    }
  }

  public enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// The sheet: a copy of a todo, edited field by field; the list takes it on "Save" and drops
/// it on "Cancel".
@Reducer
public struct EditTodo {
  @ObservableState
  public struct State: Equatable, Sendable {
    public let id: UUID
    public var title: String
    public var isComplete: Bool
    public var priority: Int

    public init(_ todo: Todo.State) {
      id = todo.id
      title = todo.title
      isComplete = todo.isComplete
      priority = todo.priority
    }

    /// The todo as edited.
    public var todo: Todo.State {
      Todo.State(id: id, title: title, isComplete: isComplete, priority: priority)
    }

    /// Whether "Save" is allowed: a todo needs a title.
    public var canSave: Bool { !title.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  public enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case saveButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    // "Save" and "Cancel" are the list's to act on: it owns the todos and the presentation.
  }
}

/// The list of todos, the field to add one, and what it presents.
@Reducer
public struct Todos {
  @ObservableState
  public struct State: Equatable {
    public var todos: IdentifiedArrayOf<Todo.State>
    public var newTitle: String
    /// What is presented: the sheet that edits a todo, or an alert that confirms a removal.
    @Presents public var destination: Destination.State?

    public init(todos: IdentifiedArrayOf<Todo.State> = [], newTitle: String = "") {
      self.todos = todos
      self.newTitle = newTitle
    }

    /// How many todos are not done yet.
    public var remaining: Int { todos.count { !$0.isComplete } }

    /// Whether any todo is done (so that "Clear completed" has something to do).
    public var hasCompleted: Bool { todos.contains { $0.isComplete } }
  }

  public enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case addButtonTapped
    case todos(IdentifiedActionOf<Todo>)
    case editButtonTapped(id: Todo.State.ID)
    case deleteButtonTapped(id: Todo.State.ID)
    case clearCompletedButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  public enum Destination {
    case edit(EditTodo)
    case alert(AlertState<Alert>)
  }

  /// The answers of the alerts.
  @CasePathable
  public enum Alert: Equatable, Sendable {
    case confirmDelete(id: Todo.State.ID)
    case confirmClearCompleted
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let title = state.newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return .none }
        state.todos.append(Todo.State(id: uuid(), title: title))
        state.newTitle = ""
        return .none

      case let .editButtonTapped(id):
        guard let todo = state.todos[id: id] else { return .none }
        state.destination = .edit(EditTodo.State(todo))
        return .none

      case .destination(.presented(.edit(.saveButtonTapped))):
        guard case let .edit(edit) = state.destination, edit.canSave else { return .none }
        state.todos[id: edit.id] = edit.todo
        state.destination = nil
        return .none

      case .destination(.presented(.edit(.cancelButtonTapped))):
        state.destination = nil
        return .none

      case let .deleteButtonTapped(id):
        guard let todo = state.todos[id: id] else { return .none }
        state.destination = .alert(
          AlertState {
            TextState("Delete “\(todo.title)”?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete(id: id)) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none

      case .clearCompletedButtonTapped:
        let count = state.todos.count { $0.isComplete }
        guard count > 0 else { return .none }
        state.destination = .alert(
          AlertState {
            TextState("Clear \(count) completed \(count == 1 ? "todo" : "todos")?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmClearCompleted) { TextState("Clear") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none

      case let .destination(.presented(.alert(.confirmDelete(id)))):
        state.todos.remove(id: id)
        return .none

      case .destination(.presented(.alert(.confirmClearCompleted))):
        state.todos.removeAll { $0.isComplete }
        return .none

      case .binding, .todos, .destination:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) { Todo() }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Todos.Destination.State: Equatable {}
extension Todos.Destination.Action: Equatable {}
