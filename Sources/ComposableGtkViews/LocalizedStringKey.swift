import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: a string literal or an
/// interpolation, looked up in the app's `Localizable.strings` when a view shows it.
///
/// ```swift
/// Text(LocalizedStringKey("Welcome"))
/// let key: LocalizedStringKey = "\(count) attendees"   // the key "%lld attendees"
/// Text(key)
/// ```
///
/// An interpolation makes a key with a format specifier for each value, as SwiftUI's does
/// (`%lld` for integers, `%lf` for floating-point numbers, `%@` for anything else), and the
/// values fill the translation's specifiers in order (or by position, `%1$@`). The lookup is
/// `Bundle.main`'s table `Localizable`; a key without a translation shows the key itself, with
/// the values in it. A key is a value: TCA state can hold one.
///
/// A plain string literal passed to `Text` or `Button` is shown as written, not looked up
/// (those take a `String`, which Swift prefers for literals): say `LocalizedStringKey("…")`
/// or pass a value typed as a key to have it translated.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key looked up in the table.
  let key: String
  /// The interpolated values, written out, in the order of the key's specifiers.
  let arguments: [String]

  /// A key of `value` as it is.
  public init(_ value: String) {
    key = value
    arguments = []
  }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// The pieces of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 4 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      key += "%lld"
      arguments.append(value.formatted())
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      key += "%lf"
      arguments.append(Double(value).formatted())
    }

    public mutating func appendInterpolation(_ value: String) {
      key += "%@"
      arguments.append(value)
    }

    public mutating func appendInterpolation<T>(_ value: T) {
      key += "%@"
      arguments.append(String(describing: value))
    }

    /// A value written with a format style: `"\(price, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
      key += "%@"
      arguments.append(format.format(value))
    }
  }

  /// The string shown for this key: the translation in `bundle` (the key itself when it has
  /// none) with the values in its specifiers.
  package func resolved(in bundle: Bundle = .main) -> String {
    let format = bundle.localizedString(forKey: key, value: key, table: nil)
    return Self.fill(format, with: arguments)
  }

  /// `format` with its `%…` specifiers replaced by `arguments` (in order, or by position).
  static func fill(_ format: String, with arguments: [String]) -> String {
    var result = ""
    var next = 0
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      index = format.index(after: index)
      guard character == "%", index < format.endIndex else {
        result.append(character)
        continue
      }
      if format[index] == "%" {
        result.append("%")
        index = format.index(after: index)
        continue
      }
      // An optional position (`1$`), then flags, length and the conversion letter.
      var position: Int?
      var scan = index
      var digits = ""
      while scan < format.endIndex, format[scan].isNumber {
        digits.append(format[scan])
        scan = format.index(after: scan)
      }
      if scan < format.endIndex, format[scan] == "$", let number = Int(digits) {
        position = number - 1
        index = format.index(after: scan)
      }
      // Flags, width, precision and length modifiers come before the conversion.
      while index < format.endIndex, "0123456789.-+ #'hlqLzjt".contains(format[index]) {
        index = format.index(after: index)
      }
      guard index < format.endIndex else { break }
      index = format.index(after: index)  // the conversion (`@`, `d`, `f`, …)
      let argument = position ?? next
      if position == nil { next += 1 }
      if arguments.indices.contains(argument) { result += arguments[argument] }
    }
    return result
  }
}

extension Text {
  /// The string of the localized `key` (see ``LocalizedStringKey``).
  public init(_ key: LocalizedStringKey) {
    self.init(key.resolved())
  }

  /// `content` as it is, never looked up as a key.
  public init(verbatim content: String) {
    self.init(content)
  }
}

extension Button where Label == Text {
  /// A button titled with the localized `titleKey` (see ``LocalizedStringKey``).
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void
  ) {
    self.init(titleKey.resolved(), role: role, action: action)
  }
}
