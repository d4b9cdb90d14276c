import Gtk

extension View {
  /// Draws a line of `content` (a ``Color``), `width` pixels wide, along the inside of the
  /// view's edges, as SwiftUI's `border(_:width:)`: the view keeps its size and place.
  ///
  /// ```swift
  /// TextEditor(text: $store.notes)
  ///   .border(.secondary)
  /// ```
  ///
  /// A CSS outline drawn inside the widget's box (`outline-offset` the width inward), which
  /// GTK lays nothing out for.
  public func border(_ content: Color, width: CGFloat = 1) -> ModifiedView<Self> {
    let pixels = max(Int(width.rounded()), 0)
    return widgetModifier(
      .constant(content) { widget, color in
        let className = ViewStyleSheet.ensure(
          color.className("border-\(pixels)"),
          "outline: \(pixels)px solid \(color.css); outline-offset: -\(pixels)px;")
        ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-border-", with: className)
      })
  }

  /// Clips what the view draws to `shape`, as SwiftUI's `clipShape(_:style:)`: the corners of a
  /// `RoundedRectangle`, a `Capsule`'s round ends, an `Ellipse`.
  ///
  /// ```swift
  /// Image(systemName: "person.fill")
  ///   .frame(width: 64, height: 64)
  ///   .background(Color.accentColor)
  ///   .clipShape(Circle())
  /// ```
  ///
  /// GTK 4.8 clips a widget to its box with rounded corners (CSS `border-radius` and
  /// `overflow: hidden`), so the built-in shapes clip as CSS draws them: a `Circle` clips a
  /// square view to a circle and a wider one to a capsule. A shape of your own (`path(in:)`)
  /// clips to the view's box: GTK 4.8 has no clip to a path.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedView<Self>
  {
    let radius = (shape as? any BoxShape)?.outline.radius ?? "0"
    return widgetModifier(
      .constant(radius) { widget, radius in
        let name = radius.filter { $0.isLetter || $0.isNumber }
        let className = ViewStyleSheet.ensure("cg-clip-\(name)", "border-radius: \(radius);")
        ViewStyleSheet.replaceClasses(of: widget, prefix: "cg-clip-", with: className)
        widget.overflow = .hidden
      })
  }

  /// Nothing to do on GNOME: a window's content has no safe area (no system bars or notches are
  /// drawn over it), so every view already reaches the edges it is laid out to. Accepted so that
  /// SwiftUI's `ignoresSafeArea(_:edges:)` compiles unchanged.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> Self {
    self
  }
}

/// The kinds of safe area a view can ignore, as SwiftUI's `SafeAreaRegions`: there are none on
/// GNOME (see ``View/ignoresSafeArea(_:edges:)``).
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
