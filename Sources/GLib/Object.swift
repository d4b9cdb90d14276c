import CGtk

/// What every wrapper of a GObject is: the pointer it owns a reference to.
///
/// ``Object`` conforms; the protocols the generated code declares for GObject interfaces
/// (`Gio.ListModel`, `Gtk.Orientable`) refine it, so their methods reach the object's pointer.
@MainActor
public protocol GObjectRepresentable: AnyObject {
  /// The wrapped GObject, valid for as long as the wrapper is alive.
  var gobjectPointer: UnsafeMutableRawPointer { get }
}

/// The Swift owner of one reference to a GObject.
///
/// Every wrapper is an `Object`. It holds exactly one strong reference to its GObject and drops
/// it in an isolated `deinit`, so the reference is released on the main thread even when the
/// last Swift reference goes away elsewhere.
///
/// One GObject has at most one live wrapper: ``wrapper(of:_:_:)`` and the generated code return
/// the wrapper that is alive (so `===` is identity) and otherwise create one of the most
/// specific class registered for the object's type.
///
/// Signal handlers are owned by the GObject, not by the wrapper: a handler's closure lives until
/// the GObject is disposed or the handler is disconnected. A closure that captures its own
/// widget strongly therefore keeps that widget alive; capture widgets `weak` or `unowned`.
///
/// ```swift
/// let button = Button(label: "+")
/// button.onClicked { store.send(.increment) }
/// ```
///
/// A GObject type these bindings do not generate (a widget from another C library, one of
/// your own) is wrapped by subclassing `Object` (or the nearest generated class) and passing
/// the pointer with how it is owned:
///
/// ```swift
/// final class SourceView: Gtk.TextView {
///   override class var gType: GType { gtk_source_view_get_type() }
///   convenience init() { self.init(gtk_source_view_new(), .adoptNew) }
/// }
/// ```
@MainActor
open class Object: GObjectRepresentable {
  /// The wrapped GObject: an escape hatch for GTK calls that these bindings do not wrap.
  ///
  /// The pointer is valid for as long as this wrapper is alive.
  public let gobjectPointer: UnsafeMutableRawPointer

  /// How a wrapper takes its reference from the C function that produced the pointer.
  public enum Ownership: Sendable {
    /// The pointer comes from a constructor or with `transfer full`: a floating reference is
    /// sunk, a full reference is adopted as it is.
    case adoptNew
    /// The pointer is borrowed (`transfer none`): the wrapper adds a reference of its own.
    case retain
    /// The pointer comes from a constructor annotated `transfer none`: a floating reference
    /// (a new widget) is sunk and becomes the wrapper's; any other reference belongs to
    /// someone else (GTK's list of toplevel windows owns a new `GtkWindow`), and the wrapper
    /// adds its own.
    case sinkOrRetain
  }

  /// The GType this class wraps; the generated classes override it. A wrapper is only created
  /// for an object of this type or a subtype.
  open class var gType: GType { cgtk_type_object() }

  /// Wraps `pointer`, taking a reference as `ownership` says.
  ///
  /// Prefer ``wrapper(of:_:_:)``, which returns the wrapper that already exists for the object;
  /// this initializer is for constructors (a new object has none) and for subclasses.
  public init(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership) {
    precondition(
      g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), Self.gType)
        != 0,
      "\(Self.self) wraps \(String(cString: g_type_name(Self.gType))), but the object is a \(String(cString: g_type_name_from_instance(pointer.assumingMemoryBound(to: GTypeInstance.self))))"
    )
    gobjectPointer = pointer
    switch ownership {
    case .adoptNew:
      // A floating reference belongs to whoever sinks it first; a non-floating one from a
      // constructor is already ours. Calling ref_sink on the latter would leak a reference.
      if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
    case .retain:
      g_object_ref(pointer)
    case .sinkOrRetain:
      if g_object_is_floating(pointer) != 0 {
        g_object_ref_sink(pointer)
      } else {
        g_object_ref(pointer)
      }
    }
    WrapperIdentity.record(self)
    #if DEBUG
      LiveObjectCounter.wrappers.increment()
      if isWidget { LiveObjectCounter.widgets.increment() }
    #endif
  }

  /// Wraps a GObject, for a `init` of a subclass that creates the object itself.
  public convenience init(_ pointer: OpaquePointer, _ ownership: Ownership) {
    self.init(UnsafeMutableRawPointer(pointer), ownership)
  }

  /// Wraps a GObject, for a `init` of a subclass that creates the object itself.
  public convenience init<T>(_ pointer: UnsafeMutablePointer<T>, _ ownership: Ownership) {
    self.init(UnsafeMutableRawPointer(pointer), ownership)
  }

  isolated deinit {
    WrapperIdentity.forget(self)
    #if DEBUG
      // Asked before the unref: the object may be finalized by it.
      if isWidget { LiveObjectCounter.widgets.decrement() }
      LiveObjectCounter.wrappers.decrement()
    #endif
    g_object_unref(gobjectPointer)
  }

  #if DEBUG
    private var isWidget: Bool {
      g_type_check_instance_is_a(
        gobjectPointer.assumingMemoryBound(to: GTypeInstance.self), gtk_widget_get_type()) != 0
    }
  #endif

  /// The GObject's reference count: for tests that check that nothing else holds the object.
  public var referenceCount: UInt32 {
    gobjectPointer.assumingMemoryBound(to: GObject.self).pointee.ref_count
  }
}
