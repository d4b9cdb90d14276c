import Gtk

/// A key of a keyboard shortcut, as SwiftUI's `KeyEquivalent`: a character (`"n"`, `","`) or
/// a named key (`.return`, `.escape`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's name in GTK's accelerator syntax (`"n"`, `"comma"`, `"Return"`).
  let name: String

  init(name: String) { self.name = name }

  /// The key that types `character`.
  public init(_ character: Character) {
    let names: [Character: String] = [
      ",": "comma", ".": "period", "/": "slash", ";": "semicolon", "'": "apostrophe",
      "[": "bracketleft", "]": "bracketright", "-": "minus", "=": "equal", "+": "plus",
      "`": "grave", "\\": "backslash", " ": "space",
    ]
    name = names[character] ?? String(character).lowercased()
  }

  public init(extendedGraphemeClusterLiteral character: Character) { self.init(character) }

  public static let `return` = KeyEquivalent(name: "Return")
  public static let escape = KeyEquivalent(name: "Escape")
  /// Backspace, as SwiftUI's `.delete`.
  public static let delete = KeyEquivalent(name: "BackSpace")
  public static let deleteForward = KeyEquivalent(name: "Delete")
  public static let space = KeyEquivalent(name: "space")
  public static let tab = KeyEquivalent(name: "Tab")
  public static let upArrow = KeyEquivalent(name: "Up")
  public static let downArrow = KeyEquivalent(name: "Down")
  public static let leftArrow = KeyEquivalent(name: "Left")
  public static let rightArrow = KeyEquivalent(name: "Right")
  public static let home = KeyEquivalent(name: "Home")
  public static let end = KeyEquivalent(name: "End")
  public static let pageUp = KeyEquivalent(name: "Page_Up")
  public static let pageDown = KeyEquivalent(name: "Page_Down")
}

/// The modifier keys of a keyboard shortcut, as SwiftUI's `EventModifiers`. On Linux,
/// `.command` is the Control key, as Ctrl is where Apple's ⌘ is in every GNOME shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let command = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// The Alt key.
  public static let option = EventModifiers(rawValue: 1 << 2)
  public static let control = EventModifiers(rawValue: 1 << 3)

  /// The modifiers in GTK's accelerator syntax: `"<Control><Shift>"`.
  var accelerator: String {
    var text = ""
    if contains(.command) || contains(.control) { text += "<Control>" }
    if contains(.shift) { text += "<Shift>" }
    if contains(.option) { text += "<Alt>" }
    return text
  }
}

/// A key and its modifiers, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
  public var key: KeyEquivalent
  public var modifiers: EventModifiers

  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return: the button that confirms (a dialog's "Save", a form's "Add").
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The shortcut in GTK's accelerator syntax: `"<Control>n"`.
  public var accelerator: String { modifiers.accelerator + key.name }
}

extension View {
  /// Presses this button when `key` is pressed with `modifiers` anywhere in its window, as
  /// SwiftUI's `keyboardShortcut` (⌘ is Ctrl here): `Button("New") { … }
  /// .keyboardShortcut("n")` answers Ctrl+N. A button that is off (`.disabled`) or not on
  /// screen (a page below the top one) ignores it.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> ModifiedView<Self> {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Presses this button when `shortcut` is pressed anywhere in its window:
  /// `.keyboardShortcut(.defaultAction)` for Return, `.cancelAction` for Escape.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedView<Self> {
    widgetModifier(
      WidgetModifier(value: nil) { widget in
        guard let button = widget as? Gtk.Button else { return nil }
        let added = button.addKeyboardShortcut(shortcut.accelerator, scope: .global) {
          [weak button] in
          guard let button, button.isMapped, button.isEffectivelySensitive() else { return }
          button.emitClicked()
        }
        guard let added else {
          assertionFailure("GTK cannot parse the shortcut \"\(shortcut.accelerator)\"")
          return nil
        }
        ViewGraph.registerShortcut(added, of: button)
        return nil
      })
  }
}
