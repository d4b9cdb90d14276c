/// Text to show in an alert, a dialog or a label, described as data so that it can be compared
/// in tests and rendered by any view layer.
///
/// ```swift
/// TextState("Delete ") + TextState(item.name).bold() + TextState("?")
/// ```
public struct TextState: Equatable, Hashable, Sendable {
  /// A run of text with the same formatting.
  public struct Run: Equatable, Hashable, Sendable {
    /// The text.
    public var string: String
    /// How it is formatted.
    public var style: Style
  }

  /// The formatting of a run of text.
  public struct Style: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let bold = Self(rawValue: 1 << 0)
    public static let italic = Self(rawValue: 1 << 1)
    public static let underline = Self(rawValue: 1 << 2)
    public static let strikethrough = Self(rawValue: 1 << 3)
    public static let monospaced = Self(rawValue: 1 << 4)
  }

  /// The runs of this text, in order.
  public private(set) var runs: [Run]

  /// Creates text from a string.
  public init(_ content: some StringProtocol) {
    self.runs = [Run(string: String(content), style: [])]
  }

  /// Creates text from a string, as is.
  public init(verbatim content: String) {
    self.runs = [Run(string: content, style: [])]
  }

  /// The text without formatting.
  public var string: String {
    runs.map(\.string).joined()
  }

  /// Joins two texts, keeping the formatting of each.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var text = lhs
    text.runs += rhs.runs
    return text
  }

  private func styled(_ style: Style) -> Self {
    var text = self
    for index in text.runs.indices {
      text.runs[index].style.insert(style)
    }
    return text
  }

  /// This text in bold.
  public func bold() -> Self { styled(.bold) }
  /// This text in italics.
  public func italic() -> Self { styled(.italic) }
  /// This text underlined.
  public func underline() -> Self { styled(.underline) }
  /// This text struck through.
  public func strikethrough() -> Self { styled(.strikethrough) }
  /// This text in a monospaced font.
  public func monospaced() -> Self { styled(.monospaced) }
}

extension TextState: ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension TextState: CustomDumpRepresentable {
  /// Dumps as its plain text, so that test failures show the words, not the runs.
  public var customDumpValue: Any {
    string
  }
}

extension String {
  /// The text of a ``TextState``, without formatting.
  public init(state: TextState) {
    self = state.string
  }
}
