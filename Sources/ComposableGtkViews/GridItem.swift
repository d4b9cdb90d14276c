import Foundation

/// One column of a ``LazyVGrid`` (one row of a ``LazyHGrid``), as SwiftUI's `GridItem`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///   ForEach(store.photos) { photo in PhotoCell(photo: photo) }
/// }
/// ```
///
/// GTK's grid view gives every column the same width; the sizes say how many columns there are
/// (see ``LazyVGrid``).
public struct GridItem: Sendable {
  /// How wide a column is.
  public enum Size: Sendable {
    /// A column at least `size` pixels wide (GTK widens it to share the width equally).
    case fixed(CGFloat)
    /// A column sharing the width with the others.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns as fit, each at least `minimum` pixels wide.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// How wide the column is.
  public var size: Size
  /// The pixels between this column and the next; 6 when nil.
  public var spacing: CGFloat?
  /// Where a cell's view sits in the column.
  public var alignment: Alignment?

  /// A column of `size`, `spacing` pixels from the next.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

extension [GridItem] {
  /// The fewest and most columns GTK's grid view may lay out, and the least width of a cell:
  /// `.fixed` and `.flexible` items are one column each; an `.adaptive` item adds as many as
  /// fit at its minimum width.
  var columnRange: (min: UInt32, max: UInt32, cellSize: Int32?) {
    var counted: UInt32 = 0
    var adaptiveMinimum: CGFloat?
    var fixedSize: CGFloat?
    for item in self {
      switch item.size {
      case let .fixed(size):
        counted += 1
        fixedSize = Swift.max(fixedSize ?? 0, size)
      case .flexible:
        counted += 1
      case let .adaptive(minimum, _):
        adaptiveMinimum = Swift.max(adaptiveMinimum ?? 0, minimum)
      }
    }
    if let adaptiveMinimum {
      // GtkGridView lays out as many columns as fit its cells' least width, up to its maximum.
      return (
        Swift.max(1, counted), 64, Int32(Swift.max(adaptiveMinimum, fixedSize ?? 0).rounded())
      )
    }
    let columns = Swift.max(1, counted)
    return (columns, columns, fixedSize.map { Int32($0.rounded()) })
  }
}
