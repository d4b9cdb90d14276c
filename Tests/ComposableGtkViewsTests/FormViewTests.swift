import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import GtkTestSupport
import XCTest

@Reducer
private struct MeetingForm {
  struct Attendee: Equatable, Identifiable {
    let id: Int
    var name: String
  }

  @ObservableState
  struct State: Equatable {
    var title = "Design review"
    var minutes = 5.0
    var elapsed = 3.0
    var attendees: IdentifiedArrayOf<Attendee> = [
      Attendee(id: 1, name: "Blob"), Attendee(id: 2, name: "Blob Jr."),
    ]
    var deletions = 0
  }

  enum Action: BindableAction {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case deleteButtonTapped
    case onDeleteAttendees(IndexSet)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let id = (state.attendees.ids.max() ?? 0) + 1
        state.attendees.append(Attendee(id: id, name: ""))
        return .none
      case .binding:
        return .none
      case .deleteButtonTapped:
        state.deletions += 1
        return .none
      case let .onDeleteAttendees(offsets):
        state.attendees.remove(atOffsets: offsets)
        return .none
      }
    }
  }
}

/// A form written as for SwiftUI: sections with headers and a footer, a slider, rows bound
/// through `ForEach($store.attendees) { $attendee in … }`, labels with SF Symbols names,
/// fonts and colours.
private struct MeetingFormView: View {
  @Bindable var store: StoreOf<MeetingForm>

  var body: some View {
    Form {
      Section {
        TextField("Title", text: $store.title)
        HStack {
          Slider(value: $store.minutes, in: 5...30, step: 1) {
            Text("Length")
          }
          Spacer()
          Label("\(Int(store.minutes)) min", systemImage: "clock")
        }
      } header: {
        Text("Meeting info")
      }
      Section {
        ForEach($store.attendees) { $attendee in
          TextField("Name", text: $attendee.name)
        }
        .onDelete { indices in
          store.send(.onDeleteAttendees(indices))
        }
        Button {
          store.send(.addAttendeeButtonTapped)
        } label: {
          Label("New attendee", systemImage: "plus")
        }
      } header: {
        Text("Attendees")
      } footer: {
        Text("Everyone gets a turn.")
      }
      Section("Names") {
        ForEach(store.attendees) { attendee in
          Text(attendee.name.isEmpty ? "(no name)" : attendee.name)
        }
      }
      Section {
        ProgressView(value: store.elapsed, total: store.minutes)
        Text("Running late").font(.headline).foregroundColor(.red)
        Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
      }
    }
  }
}

final class FormViewTests: GtkTestCase {
  @MainActor
  private static func texts(in root: Widget) -> [String] {
    root.descendants.compactMap { $0 as? Gtk.Label }.filter(\.isDrawable).map(\.text)
  }

  /// Sections are boxed lists under their headings, each view and each `ForEach` row a row;
  /// the slider, the fields of the rows and the buttons read and write the store.
  @MainActor
  func testAFormOfSectionsEditsTheStore() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let store = Store(initialState: MeetingForm.State()) { MeetingForm() }
      let window = Gtk.Window()
      window.setDefaultSize(width: 420, height: 760)
      window.setChild(MeetingFormView(store: store).makeWidget())
      presentAndWaitForFrame(window)

      let lists = window.descendants.compactMap { $0 as? ListBox }
      XCTAssertEqual(lists.count, 4)
      XCTAssertTrue(lists.allSatisfy { $0.hasCSSClass("boxed-list") })
      let texts = Self.texts(in: window)
      XCTAssertEqual(texts.prefix(2), ["Meeting info", "5 min"])
      XCTAssertTrue(texts.contains("Everyone gets a turn."))
      let heading = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "Meeting info" })
      XCTAssertTrue(heading.hasCSSClass("heading"))
      let clock = try XCTUnwrap(window.descendants.compactMap { $0 as? Gtk.Image }.first)
      XCTAssertEqual(clock.iconName, "preferences-system-time-symbolic", "SF Symbols' clock")

      // The slider, dragged as GTK moves it (its adjustment), picks whole minutes.
      let slider = try XCTUnwrap(window.descendants.compactMap { $0 as? Scale }.first)
      XCTAssertEqual(slider.accessibleLabel, "Length")
      XCTAssertEqual(slider.value, 5)
      slider.adjustment.value = 17.4
      XCTAssertEqual(store.minutes, 17)
      flushObservations()
      XCTAssertTrue(Self.texts(in: window).contains("17 min"), "the body ran again")
      let bar = try XCTUnwrap(window.descendants.compactMap { $0 as? ProgressBar }.first)
      XCTAssertEqual(bar.fraction, 3.0 / 17.0, accuracy: 1e-9)

      // Each attendee's field edits its element through the element's binding.
      var fields: [Entry] { window.descendants.compactMap { $0 as? Entry } }
      XCTAssertEqual(fields.map(\.text), ["Design review", "Blob", "Blob Jr."])
      fields[2].text = "Blob Sr."
      XCTAssertEqual(store.attendees.map(\.name), ["Blob", "Blob Sr."])

      let add = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { button in
          button.descendants.contains { ($0 as? Gtk.Label)?.text == "New attendee" }
        })
      add.emitClicked()
      flushObservations()
      XCTAssertEqual(fields.count, 4, "a row for the new attendee")

      // The user deletes the first attendee with its row's delete button: the rows that stay
      // are now bound to their new positions.
      let deleteButtons = window.descendants.compactMap { $0 as? Gtk.Button }
        .filter { $0.accessibleLabel == "Delete" }
      XCTAssertEqual(deleteButtons.count, 3, "one per attendee row")
      deleteButtons[0].emitClicked()
      XCTAssertEqual(store.attendees.map(\.id), [2, 3])
      flushObservations()
      XCTAssertEqual(fields.map(\.text), ["Design review", "Blob Sr.", ""])
      fields[1].text = "Blob III"
      XCTAssertEqual(store.attendees.map(\.name), ["Blob III", ""])

      // Fonts, colours and roles are the theme's classes.
      let late = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Label }.first { $0.text == "Running late" })
      XCTAssertTrue(late.hasCSSClass("heading"))
      XCTAssertEqual(late.xalign, 0, "text in a form's row starts at the leading edge")
      XCTAssertTrue(late.cssClasses.contains { $0.hasPrefix("cg-fg-") })
      let delete = try XCTUnwrap(
        window.descendants.compactMap { $0 as? Gtk.Button }.first { $0.label == "Delete" })
      XCTAssertTrue(delete.hasCSSClass("destructive-action"))
      delete.emitClicked()
      XCTAssertEqual(store.deletions, 1)

      waitForFrame(window)
      try self.screenshot(window, "form-sections")
      window.destroy()
    }
  }

  /// A `List` of rows is one boxed list, its sections lists of their own; a navigation link
  /// in a list is a flat row with a chevron.
  @MainActor
  func testAListOfRowsAndSections() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 400)
      window.setContent {
        List {
          ForEach(["Design", "Retro"], id: \.self) { title in
            NavigationLink(state: Optional(title)) { Text(title) }
          }
          Section("Archived") {
            Text("Kickoff")
          }
        }
      }
      presentAndWaitForFrame(window)
      let lists = window.descendants.compactMap { $0 as? ListBox }
      XCTAssertEqual(lists.count, 2)
      XCTAssertEqual(
        lists[0].descendants.compactMap { ($0 as? Gtk.Label)?.text }, ["Design", "Retro"])
      let links = lists[0].descendants.compactMap { $0 as? Gtk.Button }
      XCTAssertEqual(links.count, 2)
      XCTAssertTrue(links.allSatisfy { $0.hasCSSClass("flat") })
      XCTAssertEqual(
        links[0].descendants.compactMap { ($0 as? Gtk.Image)?.iconName }, ["go-next-symbolic"])
      XCTAssertEqual(lists[1].descendants.compactMap { ($0 as? Gtk.Label)?.text }, ["Kickoff"])
      waitForFrame(window)
      try self.screenshot(window, "list-rows")
      window.destroy()
    }
  }

  /// The table from SF Symbols names to theme icons: variants fall back to their base name,
  /// unknown names pass through as icon names, and apps may add their own.
  @MainActor
  func testSystemImageNames() async {
    XCTAssertEqual(SystemImage.iconName(for: "trash"), "user-trash-symbolic")
    XCTAssertEqual(SystemImage.iconName(for: "trash.fill"), "user-trash-symbolic")
    XCTAssertEqual(SystemImage.iconName(for: "plus.circle.fill"), "list-add-symbolic")
    XCTAssertEqual(SystemImage.iconName(for: "star.fill"), "starred-symbolic")
    XCTAssertEqual(SystemImage.iconName(for: "list-add-symbolic"), "list-add-symbolic")
    XCTAssertEqual(SystemImage.iconName(for: "figure.walk"), "figure.walk")
    SystemImage.register("figure.walk", iconName: "walking-symbolic")
    XCTAssertEqual(SystemImage.iconName(for: "figure.walk.circle"), "walking-symbolic")
  }
}
