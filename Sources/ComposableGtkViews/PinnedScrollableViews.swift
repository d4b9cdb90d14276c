/// The views of a lazy stack that stay at its edge while the rest scrolls under them:
/// SwiftUI's `PinnedScrollableViews`. Accepted by the lazy stacks and grids, which pin nothing
/// yet.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The headers of sections.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// The footers of sections.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
