import Gtk

extension View {
  /// Keeps the view at its natural size on both axes, as SwiftUI's `fixedSize()`.
  public func fixedSize() -> ModifiedView<Self> {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Keeps the view at its natural size on the axes given, as SwiftUI's
  /// `fixedSize(horizontal:vertical:)`: it does not take the extra space of its container
  /// that way (it is centred in it instead of stretched), and text in it does not wrap
  /// horizontally.
  ///
  /// ```swift
  /// Label(theme.name, systemImage: "paintpalette")
  ///   .fixedSize(horizontal: false, vertical: true)
  /// ```
  ///
  /// GTK never draws a widget below its minimum size, so the axis SwiftUI would compress is
  /// already fixed; what differs is the extra space: SwiftUI offers a fixed view its ideal size,
  /// GTK its natural one.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView<Self> {
    widgetModifier(
      .constant([horizontal, vertical]) { widget, fixed in
        if fixed[0] {
          widget.hexpand = false
          if widget.halign == .fill { widget.halign = .center }
          (widget as? Gtk.Label)?.wrap = false
        }
        if fixed[1] {
          widget.vexpand = false
          if widget.valign == .fill { widget.valign = .center }
        }
      })
  }
}
