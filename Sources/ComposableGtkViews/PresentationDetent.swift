import Gtk

/// A height a sheet opens at, as SwiftUI's `PresentationDetent`: `.medium` is half the height
/// of the window it opens over, `.large` all of it.
public struct PresentationDetent: Hashable, Sendable {
  enum Height: Hashable, Sendable {
    case fraction(Double)
    case points(Double)
  }

  let height: Height

  /// Half the height of the window the sheet opens over.
  public static let medium = PresentationDetent(height: .fraction(0.5))
  /// The height of the window the sheet opens over.
  public static let large = PresentationDetent(height: .fraction(1))

  /// `fraction` (0 to 1) of the height of the window the sheet opens over.
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(height: .fraction(min(max(fraction, 0), 1)))
  }

  /// `height` pixels.
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(height: .points(max(height, 0)))
  }

  /// The height in pixels over a window `parentHeight` tall.
  func pixels(over parentHeight: Int32) -> Int32 {
    switch height {
    case let .fraction(fraction): Int32((Double(parentHeight) * fraction).rounded())
    case let .points(points): Int32(points.rounded())
    }
  }
}

extension View {
  /// Opens the sheet this view is the content of at the largest of `detents`, as SwiftUI's
  /// `presentationDetents(_:)`: the sheet window's default height. GNOME's sheets are windows
  /// the user resizes, with no detents to snap to; the height is where it opens.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView<Self> {
    widgetModifier(
      .constant(detents) { widget, detents in
        // The sheet is known once the view is in its window, and the window it opens over once
        // the sheet is made transient for it (after its content is built).
        let size: @MainActor (Gtk.Window) -> Void = { sheet in
          guard sheet.isModal, let parent = sheet.transientFor else { return }
          let parentHeight = parent.height > 0 ? parent.height : 600
          guard let height = detents.map({ $0.pixels(over: parentHeight) }).max(), height > 0
          else { return }
          sheet.setDefaultSize(width: -1, height: height)
        }
        let apply: @MainActor (Widget) -> Void = { widget in
          guard let sheet = widget.rootWindow else { return }
          size(sheet)
          sheet.onNotify("transient-for") { [weak sheet] in
            if let sheet { size(sheet) }
          }
        }
        widget.onRootChanged(apply)
        apply(widget)
      })
  }
}
