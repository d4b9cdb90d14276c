import Foundation
import Gtk

/// A view you draw into with code, as SwiftUI's `Canvas`: paths filled and stroked, text,
/// with transforms, opacity and clipping (``GraphicsContext``).
///
/// ```swift
/// Canvas { context, size in
///   let bar = CGRect(x: 0, y: 0, width: size.width * store.progress, height: size.height)
///   context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.accentColor))
///   context.draw(Text("\(Int(store.progress * 100)) %"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(height: 24)
/// ```
///
/// It is a `GtkDrawingArea` painted with cairo. `renderer` runs when the area gets its size
/// and again when it is resized or state of a store it read changes; the area is painted again
/// only when what `renderer` drew differs. Colours follow the light or dark style (see
/// ``Shape``).
public struct Canvas: View, PrimitiveView {
  let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void

  /// A canvas that `renderer` draws into; the other parameters are SwiftUI's and change
  /// nothing here (cairo draws on the main thread, with the window's colours).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    DrawingNode(render: render)
  }

  package func update(_ node: ViewNode) {
    (node as? DrawingNode)?.follow(render)
  }

  private var render: @MainActor (CGSize) -> [DrawCommand] {
    { [renderer] size in
      var context = GraphicsContext(recorder: GraphicsContext.Recorder())
      renderer(&context, size)
      return context.recorder.commands
    }
  }
}

/// How a canvas blends colours, as SwiftUI's `ColorRenderingMode`: only sRGB here.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// What a ``Canvas`` draws with, as SwiftUI's `GraphicsContext`.
///
/// A copy draws into the same canvas with settings of its own: changing a copy's
/// ``transform``, ``opacity`` or clip does not change the original's.
///
/// ```swift
/// var needle = context
/// needle.translateBy(x: size.width / 2, y: size.height / 2)
/// needle.rotate(by: .degrees(store.angle))
/// needle.stroke(Path { $0.addLines([.zero, CGPoint(x: 0, y: -40)]) }, with: .color(.red), lineWidth: 3)
/// ```
@MainActor
public struct GraphicsContext {
  /// Where the commands of a canvas and of all copies of its context go.
  final class Recorder {
    var commands: [DrawCommand] = []
  }

  let recorder: Recorder
  private var state = DrawState()

  init(recorder: Recorder) {
    self.recorder = recorder
  }

  /// What fills and strokes paint with, as SwiftUI's `GraphicsContext.Shading`: a colour.
  public struct Shading: Sendable {
    let color: Color

    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(color: color) }

    /// The text colour of the canvas.
    public static var foreground: Shading { Shading(color: .foreground) }
  }

  /// The transform from this context's coordinates to the canvas's; subsequent drawing uses it.
  public var transform: CGAffineTransform {
    get { state.transform }
    set { state.transform = newValue }
  }

  /// The opacity of subsequent drawing, from 0 to 1.
  public var opacity: Double {
    get { state.opacity }
    set { state.opacity = min(max(newValue, 0), 1) }
  }

  /// Moves subsequent drawing by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    state.transform = state.transform.translatedBy(x: x, y: y)
  }

  /// Scales subsequent drawing by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    state.transform = state.transform.scaledBy(x: x, y: y)
  }

  /// Turns subsequent drawing by `angle` around the origin (clockwise on screen when
  /// positive).
  public mutating func rotate(by angle: Angle) {
    state.transform = state.transform.rotated(by: angle.radians)
  }

  /// Applies `matrix` to subsequent drawing, before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    state.transform = matrix.concatenating(state.transform)
  }

  /// Limits subsequent drawing to the inside of `path`.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    state.clips.append(DrawState.Clip(path: path.applying(state.transform), style: style))
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recorder.commands.append(.fill(path, shading.color, style, state))
  }

  /// Strokes `path` with `shading` and `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    recorder.commands.append(.stroke(path, shading.color, style, inside: false, state))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws `text` in the canvas's font and text colour, with its `anchor` (the centre unless
  /// told) at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    recorder.commands.append(
      .text(text.currentString, at: point, anchor: anchor, .foreground, state))
  }
}
