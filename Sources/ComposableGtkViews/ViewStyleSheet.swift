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

  private static func reload() {
    let css = order.map { rules[$0]! }.joined(separator: "\n")
    let sheet: CssProvider
    if let provider {
      sheet = provider
    } else {
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
