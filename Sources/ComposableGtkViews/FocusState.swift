import ComposableArchitecture
import ComposableGtk
import Gtk

/// Which of a view's controls has the keyboard focus, as SwiftUI's `@FocusState`: read it to
/// know, set it to move the focus.
///
/// ```swift
/// struct SyncUpFormView: View {
///   @Bindable var store: StoreOf<SyncUpForm>
///   @FocusState var focus: SyncUpForm.State.Field?
///
///   var body: some View {
///     Form {
///       TextField("Title", text: $store.syncUp.title)
///         .focused($focus, equals: .title)
///     }
///     .bind($store.focus, to: $focus)
///   }
/// }
/// ```
///
/// A control marked ``View/focused(_:equals:)`` sets the value when the user focuses it (with
/// the pointer or Tab) and clears it (to `nil`, or `false`) when the focus leaves; setting the
/// value focuses its control, as soon as the control is on screen.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: ViewStateProperty {
  let box: FocusBox<Value>

  /// Focus state that is `true` while its control has the focus.
  public init() where Value == Bool { box = FocusBox(none: false) }

  /// Focus state that names the focused control, `nil` for none of them.
  public init<T: Hashable>() where Value == T? { box = FocusBox(none: nil) }

  public var wrappedValue: Value {
    get { box.resolved.value }
    nonmutating set { box.resolved.request(newValue) }
  }

  /// What ``View/focused(_:equals:)`` and TCA's `.bind(_:to:)` take.
  public var projectedValue: Binding { Binding(box: box) }

  func adopt(_ previous: any ViewStateProperty) {
    guard let previous = previous as? FocusState<Value>, previous.box !== box else { return }
    box.redirect = previous.box.resolved
  }

  /// A focus state as something to bind: `$focus`.
  @MainActor
  @propertyWrapper
  public struct Binding {
    let box: FocusBox<Value>

    public var wrappedValue: Value {
      get { box.resolved.value }
      nonmutating set { box.resolved.request(newValue) }
    }

    public var projectedValue: Binding { self }
  }
}

/// The storage of a ``FocusState``: the value, observable, and the controls that stand for
/// each value.
@MainActor
final class FocusBox<Value: Hashable> {
  /// The value, observable as a `@State`'s is.
  private let storage: StateBox<Value>
  /// The value for "no control of these has the focus".
  let none: Value
  var redirect: FocusBox<Value>?
  private var controls: [Value: WeakWidget] = [:]

  init(none: Value) {
    self.none = none
    storage = StateBox(none)
  }

  var resolved: FocusBox<Value> { redirect?.resolved ?? self }

  private var stored: Value { storage.untracked }

  var value: Value {
    get { storage.value }
    set {
      guard newValue != stored else { return }
      storage.value = newValue
    }
  }

  /// The program set the value: focus its control (once on screen), or take the focus away
  /// from the controls of this state.
  func request(_ next: Value) {
    let previous = stored
    value = next
    if next == none {
      if let widget = controls[previous]?.widget, widget.hasFocusWithin {
        widget.rootWindow?.setFocus(nil)
      }
    } else if let widget = controls[next]?.widget, widget.isMapped {
      _ = widget.grabFocus()
    }
  }

  /// `widget` stands for `value`: the user's focusing it sets the value, and setting the value
  /// focuses it.
  func register(_ widget: Widget, for value: Value) {
    controls[value] = WeakWidget(widget)
    let focus = EventControllerFocus()
    focus.onEnter { [weak self] in self?.value = value }
    focus.onLeave { [weak self] in
      guard let self, self.stored == value else { return }
      self.value = none
    }
    widget.addController(focus)
    // Asked for before the control was on screen (a form that opens focused): now.
    widget.onMap { [weak self, weak widget] in
      guard let self, let widget, self.stored == value, !widget.hasFocusWithin else { return }
      _ = widget.grabFocus()
    }
  }
}

@MainActor
struct WeakWidget {
  weak var widget: Widget?
  init(_ widget: Widget) { self.widget = widget }
}

extension Widget {
  /// Whether this widget or one inside it has the keyboard focus.
  fileprivate var hasFocusWithin: Bool {
    guard let focused = rootWindow?.focus else { return false }
    var current: Widget? = focused
    while let widget = current {
      if widget === self { return true }
      current = widget.parent
    }
    return false
  }
}

extension View {
  /// Marks this control as the one `focus` names with `value`: focusing it sets `focus` to
  /// `value`, and setting `focus` to `value` focuses it.
  public func focused<Value: Hashable>(
    _ focus: FocusState<Value>.Binding, equals value: Value
  ) -> ModifiedView<Self> {
    let box = focus.box
    return widgetModifier(
      WidgetModifier(value: nil) { widget in
        box.resolved.register(widget, for: value)
        return nil
      })
  }

  /// Marks this control as the one `isFocused` follows: true while it has the focus.
  public func focused(_ isFocused: FocusState<Bool>.Binding) -> ModifiedView<Self> {
    focused(isFocused, equals: true)
  }

  /// Keeps `modelValue` (state of the store, `$store.focus`) and `viewValue` (state only views
  /// have, `$focus`) equal: a change of either sets the other, and the view's starts at the
  /// model's. TCA's way to drive SwiftUI's `@FocusState` from a feature.
  ///
  /// ```swift
  /// Form { … }
  ///   .bind($store.focus, to: $focus)
  /// ```
  public func bind<ModelValue: ViewBindable, ViewValue: ViewBindable>(
    _ modelValue: ModelValue, to viewValue: ViewValue
  ) -> ModifiedView<Self>
  where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
    widgetModifier(
      WidgetModifier(value: nil) { widget in
        // Each side is copied to the other when it changes, never when the other one does:
        // both observations run after a change of either, and the one whose side is unchanged
        // must not undo the change.
        let seen = SeenValues<ModelValue.Value>()
        let toView = widget.observe {
          let model = modelValue.wrappedValue
          defer { seen.model = model }
          guard seen.model != model || !seen.started else { return }
          seen.started = true
          if viewValue.wrappedValue != model { viewValue.wrappedValue = model }
        }
        let toModel = widget.observe {
          let view = viewValue.wrappedValue
          defer { seen.view = view }
          guard let previous = seen.view, previous != view else { return }
          if modelValue.wrappedValue != view { modelValue.wrappedValue = view }
        }
        toView.onCancel { toModel.cancel() }
        return toView
      })
  }
}

@MainActor
private final class SeenValues<Value> {
  var started = false
  var model: Value?
  var view: Value?
}

/// A value a view reads and writes that ``View/bind(_:to:)`` can keep in step with another:
/// a ``Binding``, a ``FocusState/Binding``.
@MainActor
public protocol ViewBindable {
  associatedtype Value
  var wrappedValue: Value { get nonmutating set }
}

extension ViewBinding: ViewBindable {}
extension FocusState.Binding: ViewBindable {}
