// The todos example's window, written as SwiftUI + TCA users write views: a field and "Add",
// the list (a `ForEach` over the todos' row stores), a footer, a sheet that edits a todo and
// an alert that confirms a deletion; "Clear completed" sits in the window's header bar
// (`.toolbar`).
//
// The body reads the todos (for `ForEach` and the "Nothing to do" line), so it runs again
// when they change; then it only compares: rows are matched by id, and only a new or removed
// id builds or tears down a row. Everything else is a closure that is an observation of its
// own: checking a todo off sets that row's check box, the footer's count and the "Clear
// completed" button, and builds nothing.
//
//   swift run Todos
import ComposableArchitecture
import ComposableGtkViews
import Gtk

/// The list of todos.
public struct TodosView: View {
  @Bindable var store: StoreOf<Todos>

  public init(store: StoreOf<Todos>) {
    self.store = store
  }

  public var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 6) {
        TextField("What needs doing?", text: $store.newTitle)
          .hexpand()
        Button("Add") { store.send(.addButtonTapped) }
          .cssClass("suggested-action")
          .disabled { store.newTitle.trimmingCharacters(in: .whitespaces).isEmpty }
      }
      if store.todos.isEmpty {
        Text("Nothing to do.")
          .cssClass("dim-label")
          .vexpand()
      } else {
        ScrollView {
          VStack(spacing: 6) {
            ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
              TodoRow(
                store: todoStore,
                edit: { store.send(.editButtonTapped(id: todoStore.id)) },
                delete: { store.send(.deleteButtonTapped(id: todoStore.id)) })
            }
          }
        }
      }
      Text { store.remaining == 1 ? "1 todo left" : "\(store.remaining) todos left" }
        .cssClass("dim-label")
        .align(horizontal: .start)
    }
    .padding(12)
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Clear completed") { store.send(.clearCompletedButtonTapped) }
          .disabled { !store.hasCompleted }
      }
    }
    .sheet(
      item: $store.scope(state: \.destination?.edit, action: \.destination.edit),
      configure: { window in
        window.title = "Edit Todo"
        window.setDefaultSize(width: 340, height: -1)
      }
    ) { editStore in
      EditTodoView(store: editStore)
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}

/// One todo: a check box, its title, "Edit" and "Delete".
struct TodoRow: View {
  @Bindable var store: StoreOf<Todo>
  let edit: @MainActor () -> Void
  let delete: @MainActor () -> Void

  var body: some View {
    HStack(spacing: 6) {
      Toggle("", isOn: $store.isComplete)
        .toggleStyle(.checkbox)
        .accessibilityLabel("Done")
      Text {
        store.priority > 0
          ? "\(store.title)  " + String(repeating: "!", count: store.priority) : store.title
      }
      .hexpand()
      .align(horizontal: .start)
      Button("Edit", action: edit)
      Button("Delete", action: delete)
    }
  }
}

/// The sheet: a form of the todo's fields, "Cancel" and "Save".
public struct EditTodoView: View {
  @Bindable var store: StoreOf<EditTodo>

  public init(store: StoreOf<EditTodo>) {
    self.store = store
  }

  public var body: some View {
    VStack(spacing: 18) {
      Grid(horizontalSpacing: 12, verticalSpacing: 12) {
        GridRow {
          Text("Title").align(horizontal: .start)
          TextField("Title", text: $store.title).hexpand()
        }
        GridRow {
          Text("Priority").align(horizontal: .start)
          Stepper("", value: $store.priority, in: 0...5)
            .accessibilityLabel("Priority")
            .align(horizontal: .start)
        }
        GridRow {
          Text("Done").align(horizontal: .start)
          Toggle("", isOn: $store.isComplete)
            .toggleStyle(.switch)
            .accessibilityLabel("Done")
            .align(horizontal: .start)
        }
      }
      HStack(spacing: 6) {
        Spacer()
        Button("Cancel") { store.send(.cancelButtonTapped) }
        Button("Save") { store.send(.saveButtonTapped) }
          .cssClass("suggested-action")
          .disabled { !store.canSave }
      }
    }
    .padding(18)
  }
}

extension Gtk.Window {
  /// Makes this the todos window: title, size and ``TodosView``, which brings its header bar.
  public func showTodos(store: StoreOf<Todos>) {
    title = "Todos"
    setDefaultSize(width: 420, height: 440)
    setContent { TodosView(store: store) }
  }
}
