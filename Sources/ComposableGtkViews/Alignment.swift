import Gtk

/// Where a view sits in a larger space, both ways: SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Where the views of a ``VStack`` sit across its width: SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing

  var align: Align {
    switch self {
    case .leading: .start
    case .center: .center
    case .trailing: .end
    }
  }
}

/// Where the views of an ``HStack`` sit across its height: SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom
  /// The views' first lines of text on one line (GTK's baseline alignment).
  case firstTextBaseline

  var align: Align {
    switch self {
    case .top: .start
    case .center: .center
    case .bottom: .end
    case .firstTextBaseline: .baseline
    }
  }
}
