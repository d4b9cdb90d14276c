import Gtk

/// The style rules the views' modifiers need beyond the theme's classes: colours and text
/// styles as CSS classes of their own, in one style sheet for the display, added to as new
/// ones are used.
///
/// Its priority is just under the application's (`GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`),
/// so an app's own style sheet can restyle what the views set.
@MainActor
enum ViewStyleSheet {
  private static var provider: CssProvider?
  private static var rules: [String: String] = [:]
  private static var order: [String] = []

  /// Priority 599: above the theme and the user's settings, below the application's sheet.
  static let priority: UInt32 = 599

  /// Makes sure `.className { declarations }` is in the sheet; returns the class name.
  @discardableResult
  static func ensure(_ className: String, _ declarations: String) -> String {
    ensureRules(named: className, ".\(className) { \(declarations) }")
    return className
  }

  /// Makes sure the rules `css`, known as `name`, are in the sheet.
  static func ensureRules(named name: String, _ css: String) {
    guard rules[name] == nil else { return }
    rules[name] = css
    order.append(name)
    reload()
  }

  /// The colours `Color` names after libadwaita's (`accent_color`, `window_fg_color`, the
  /// palette's `blue_3`…), defined for an app without libadwaita, where GTK 4.8's theme has
  /// none of them and a rule using one would draw nothing. At GTK's fallback priority: where
  /// libadwaita is loaded, its own definitions (at the theme's priority) win, light and dark.
  private static var fallbackColors: CssProvider?

  static func installFallbackColors() {
    guard fallbackColors == nil else { return }
    let sheet = CssProvider()
    // GNOME's palette, and the accent and text colours of GTK's own theme, which follow its
    // dark variant.
    let css = """
      @define-color accent_color @theme_selected_bg_color;
      @define-color accent_bg_color @theme_selected_bg_color;
      @define-color window_fg_color @theme_fg_color;
      @define-color window_bg_color @theme_bg_color;
      @define-color red_3 #e01b24;
      @define-color orange_3 #ff7800;
      @define-color yellow_3 #f6d32d;
      @define-color green_3 #33d17a;
      @define-color blue_3 #3584e4;
      @define-color purple_3 #9141ac;
      @define-color brown_3 #986a44;
      @define-color dark_1 #77767b;
      """
    do {
      try sheet.load(css)
    } catch {
      assertionFailure("the fallback colours did not load: \(error)")
    }
    sheet.addToDisplay(priority: fallbackPriority)
    fallbackColors = sheet
  }

  /// `GTK_STYLE_PROVIDER_PRIORITY_FALLBACK`: under the theme's.
  static let fallbackPriority: UInt32 = 1

  private static func reload() {
    let css = order.map { rules[$0]! }.joined(separator: "\n")
    let sheet: CssProvider
    if let provider {
      sheet = provider
    } else {
      installFallbackColors()
      sheet = CssProvider()
      sheet.addToDisplay(priority: priority)
      provider = sheet
    }
    do {
      try sheet.load(css)
    } catch {
      // The rules are ours and checked by the tests; a rule GTK rejects is a bug of ours.
      assertionFailure("the views' style sheet did not load: \(error)")
    }
  }

  /// Replaces the classes of `widget` that start with `prefix` by `className` (none if nil).
  static func replaceClasses(of widget: Widget, prefix: String, with className: String?) {
    for existing in widget.cssClasses where existing.hasPrefix(prefix) && existing != className {
      widget.removeCSSClass(existing)
    }
    if let className, !widget.hasCSSClass(className) { widget.addCSSClass(className) }
  }
}
