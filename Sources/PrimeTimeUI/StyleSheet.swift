import Foundation
import Gtk
import Logging

/// Loads the app's `style.css` and applies it to the display, above the theme.
///
/// Call it once the application has started up (in `onStartup`): the display exists from then
/// on. Nothing here stops the app: a style sheet that is missing or cannot be read is logged
/// and the app keeps the theme's look; one with errors still applies the rules GTK could parse.
/// The returned provider stays applied until ``CssProvider/removeFromDisplay()``.
@MainActor
@discardableResult
package func applyStyleSheet(from resources: ResourceDirectory?, logger: Logger = .primeTime)
  -> CssProvider?
{
  guard let resources else { return nil }
  let file = resources.styleSheet
  let css: String
  do {
    css = try String(contentsOf: file, encoding: .utf8)
  } catch {
    logger.error(
      """
      style.css could not be read at \(file.path), \(resources.origin.rawValue) \
      (\(error.localizedDescription)); PrimeTime runs without its own styles
      """)
    return nil
  }
  let provider = CssProvider()
  do {
    try provider.load(css)
    logger.debug("style sheet loaded from \(file.path)")
  } catch {
    logger.error(
      "style.css at \(file.path) has errors (\(error.message)); the rules GTK could parse still apply"
    )
  }
  provider.addToDisplay()
  return provider
}
