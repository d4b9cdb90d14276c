import ComposableGtk
import Foundation
import Gtk

/// A gesture a view recognizes, as SwiftUI's `Gesture`: what ``View/gesture(_:)`` attaches.
/// ``DragGesture`` and ``TapGesture`` are GTK's drag and click gestures on the view's widget.
///
/// Gestures of your own composed in a `body`, `.sequenced`, `.simultaneously` and
/// `.exclusively` are not there.
public protocol Gesture {
  /// What the gesture tells its handlers.
  associatedtype Value
}

/// A gesture that makes its GTK controller: the gestures this module defines.
@MainActor
protocol ControllerGesture {
  /// The controller for `widget`, whose handlers are those of the gesture `current` holds
  /// when it recognizes something (a new body gives the view new handlers).
  func makeController(for widget: Widget, current: CurrentGesture) -> Gtk.EventController
}

/// The gesture of a view as its last body gave it.
@MainActor
final class CurrentGesture {
  var gesture: (any ControllerGesture)?
  init(_ gesture: (any ControllerGesture)?) { self.gesture = gesture }
}

/// A drag with the pointer (or a finger), as SwiftUI's `DragGesture`, on GTK's drag gesture:
/// ``onChanged(_:)`` hears each move once the pointer has gone `minimumDistance` from where it
/// was pressed (at once, for 0), ``onEnded(_:)`` the release.
///
/// ```swift
/// Text(readMe)
///   .gesture(
///     DragGesture(minimumDistance: 0).onChanged { drag in
///       store.send(.tapped(drag.location))
///     }
///   )
/// ```
///
/// Locations are in the view's own space (`.local`), or the window's (`.global`).
public struct DragGesture: Gesture {
  /// Where the drag is, as SwiftUI's `DragGesture.Value`.
  public struct Value: Equatable, Sendable {
    /// When this was measured.
    public var time: Date
    /// Where the pointer is.
    public var location: CGPoint
    /// Where the pointer was pressed.
    public var startLocation: CGPoint
    /// From where it was pressed to where it is.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// How fast the pointer moves, in points per second.
    public var velocity: CGSize
    /// Where the drag would end were it released now and kept going a quarter second.
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
    }
    /// The translation at ``predictedEndLocation``.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// How far the pointer goes before the drag starts.
  public var minimumDistance: CGFloat
  /// The space locations are measured in.
  public var coordinateSpace: CoordinateSpace
  var changed: [@MainActor (Value) -> Void] = []
  var ended: [@MainActor (Value) -> Void] = []

  /// A drag that starts once the pointer has gone `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// Calls `action` with each move of the drag.
  public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
    var gesture = self
    gesture.changed.append(action)
    return gesture
  }

  /// Calls `action` when the drag ends, with where it ended.
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
    var gesture = self
    gesture.ended.append(action)
    return gesture
  }
}

extension DragGesture: ControllerGesture {
  func makeController(for widget: Widget, current: CurrentGesture) -> Gtk.EventController {
    let drag = GestureDrag()
    let tracker = DragTracker(current: current, first: self, widget: widget)
    drag.onDragBegin { x, y in tracker.begin(x, y) }
    drag.onDragUpdate { x, y in tracker.update(x, y) }
    drag.onDragEnd { x, y in tracker.end(x, y) }
    return drag
  }
}

/// The state of one drag: where it began, whether it has gone far enough, the last move.
@MainActor
private final class DragTracker {
  private let current: CurrentGesture
  private let first: DragGesture
  weak var widget: Widget?
  private var start = CGPoint.zero
  private var isStarted = false
  private var last: DragGesture.Value?

  init(current: CurrentGesture, first: DragGesture, widget: Widget) {
    self.current = current
    self.first = first
    self.widget = widget
  }

  private var gesture: DragGesture { current.gesture as? DragGesture ?? first }

  func begin(_ x: Double, _ y: Double) {
    start = point(x, y)
    isStarted = false
    last = nil
    if gesture.minimumDistance <= 0 { move(to: start) }
  }

  func update(_ offsetX: Double, _ offsetY: Double) {
    if !isStarted, (offsetX * offsetX + offsetY * offsetY).squareRoot() < gesture.minimumDistance {
      return
    }
    move(to: CGPoint(x: start.x + offsetX, y: start.y + offsetY))
  }

  func end(_ offsetX: Double, _ offsetY: Double) {
    guard isStarted else { return }
    let value = makeValue(CGPoint(x: start.x + offsetX, y: start.y + offsetY))
    isStarted = false
    for action in gesture.ended { action(value) }
  }

  private func move(to location: CGPoint) {
    isStarted = true
    let value = makeValue(location)
    last = value
    for action in gesture.changed { action(value) }
  }

  private func makeValue(_ location: CGPoint) -> DragGesture.Value {
    let now = Date()
    var velocity = CGSize.zero
    if let last, now.timeIntervalSince(last.time) > 0 {
      let seconds = now.timeIntervalSince(last.time)
      velocity = CGSize(
        width: (location.x - last.location.x) / seconds,
        height: (location.y - last.location.y) / seconds)
    }
    return DragGesture.Value(
      time: now, location: location, startLocation: start, velocity: velocity)
  }

  /// A point the drag gesture gives (the widget's own space) in the gesture's space.
  private func point(_ x: Double, _ y: Double) -> CGPoint {
    guard gesture.coordinateSpace != .local, let widget, let root = widget.rootWindow,
      let moved = widget.translateCoordinates(root, srcX: x, srcY: y)
    else { return CGPoint(x: x, y: y) }
    return CGPoint(x: moved.destX, y: moved.destY)
  }
}

/// A tap (a click), as SwiftUI's `TapGesture`: `count` clicks in a row.
public struct TapGesture: Gesture {
  public typealias Value = Void

  /// How many clicks make the tap.
  public var count: Int
  var ended: [@MainActor () -> Void] = []

  /// A tap of `count` clicks.
  public init(count: Int = 1) { self.count = count }

  /// Calls `action` when the tap is made.
  public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
    var gesture = self
    gesture.ended.append(action)
    return gesture
  }
}

extension TapGesture: ControllerGesture {
  func makeController(for widget: Widget, current: CurrentGesture) -> Gtk.EventController {
    let click = GestureClick()
    let first = self
    click.onReleased { presses, _, _ in
      let gesture = current.gesture as? TapGesture ?? first
      guard presses == Int32(gesture.count) else { return }
      for action in gesture.ended { action() }
    }
    return click
  }
}

extension View {
  /// Recognizes `gesture` on this view.
  public func gesture<G: Gesture>(_ gesture: G) -> GestureView<Self> {
    GestureView(content: self, gesture: gesture as? any ControllerGesture)
  }

  /// Recognizes `gesture` on this view beside those of the views inside it (GTK runs every
  /// gesture a press reaches).
  public func simultaneousGesture<G: Gesture>(_ gesture: G) -> GestureView<Self> {
    self.gesture(gesture)
  }

  /// Recognizes `gesture` on this view before those of the views inside it.
  public func highPriorityGesture<G: Gesture>(_ gesture: G) -> GestureView<Self> {
    GestureView(content: self, gesture: gesture as? any ControllerGesture, capturesFirst: true)
  }

  /// Runs `action` when the view is tapped (clicked) `count` times in a row.
  ///
  /// A tap is a pointer's; a control that the keyboard should reach is a ``Button``.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> GestureView<Self>
  {
    gesture(TapGesture(count: count).onEnded(action))
  }
}

/// A view with a gesture: what ``View/gesture(_:)`` returns.
public struct GestureView<Content: View>: View, PrimitiveView {
  let content: Content
  let gesture: (any ControllerGesture)?
  var capturesFirst = false

  package func makeNode(in context: BuildContext) -> ViewNode {
    // The controller is on a box of ours around the view's widgets.
    let box = ViewGraph.created(Box(context.orientation, spacing: context.spacing))
    let child = ComposableGtkViews.makeNode(content, in: context)
    for widget in child.widgets { box.append(widget) }
    let current = CurrentGesture(gesture)
    if let gesture {
      let controller = gesture.makeController(for: box, current: current)
      if capturesFirst { controller.propagationPhase = .capture }
      box.addController(controller)
    }
    let node = ViewNode(widgets: [box], children: [child])
    node.retained = current
    return node
  }

  package func update(_ node: ViewNode) {
    // The handlers of the new body from now on.
    (node.retained as? CurrentGesture)?.gesture = gesture
    ComposableGtkViews.update(node.children[0], with: content)
  }
}
