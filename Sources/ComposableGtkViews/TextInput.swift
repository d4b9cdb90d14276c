import Gtk

/// Which letters a text field starts in capitals, as SwiftUI's `TextInputAutocapitalization`:
/// a hint to the input method (an on-screen keyboard), GTK's `input-hints`.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let rawHints: UInt32
  var hints: InputHints { InputHints(rawValue: rawHints) }
  init(hints: InputHints) { rawHints = hints.rawValue }

  /// No letter in capitals.
  public static let never = TextInputAutocapitalization(hints: [])
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(hints: .uppercaseWords)
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(hints: .uppercaseSentences)
  /// Every letter.
  public static let characters = TextInputAutocapitalization(hints: .uppercaseChars)
}

extension TextInputAutocapitalization {
  /// The hints of GTK that say which letters start in capitals.
  static let allHints: InputHints = [.uppercaseChars, .uppercaseWords, .uppercaseSentences]
}

extension View {
  /// Which letters the text fields in this view (built with it) start in capitals:
  /// `.never`, `.words`, `.sentences` or `.characters`; `nil` leaves the input method's
  /// default. GTK passes it to the input method as the fields' `input-hints`.
  ///
  /// ```swift
  /// TextField("Location", text: $store.searchQuery)
  ///   .textInputAutocapitalization(.never)
  /// ```
  public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> ModifiedView<Self> {
    let hints = autocapitalization?.hints.rawValue ?? 0
    return widgetModifier(
      .constant(hints) { widget, hints in
        setInputHints(of: widget) { current in
          current.subtracting(TextInputAutocapitalization.allHints).union(
            InputHints(rawValue: hints))
        }
      })
  }

  /// Turns the spelling suggestions of the text fields in this view (built with it) off, or on
  /// again with `false`: GTK's `GTK_INPUT_HINT_NO_SPELLCHECK` hint to the input method.
  public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedView<Self> {
    widgetModifier(
      .constant(disable) { widget, disable in
        setInputHints(of: widget) { current in
          disable
            ? current.subtracting(.spellcheck).union(.noSpellcheck)
            : current.subtracting(.noSpellcheck)
        }
      })
  }

  /// SwiftUI's earlier name of ``autocorrectionDisabled(_:)``: `true` turns the spelling
  /// suggestions off; `false` and `nil` (the default) leave them on.
  public func disableAutocorrection(_ disable: Bool?) -> ModifiedView<Self> {
    autocorrectionDisabled(disable ?? false)
  }
}

/// Changes the input hints of the text fields among `widget` and its descendants.
@MainActor
private func setInputHints(of widget: Widget, _ change: (InputHints) -> InputHints) {
  for field in [widget] + widget.descendants {
    if let entry = field as? Entry {
      let next = change(entry.inputHints)
      if next != entry.inputHints { entry.inputHints = next }
    } else if let text = field as? TextView {
      let next = change(text.inputHints)
      if next != text.inputHints { text.inputHints = next }
    }
  }
}
