import CGtk

/// A style sheet for the whole display (`GtkCssProvider`).
///
/// ```swift
/// let style = CssProvider()
/// try style.load(".count { font-size: 32px; }")
/// style.addToDisplay()
/// ```
@MainActor
extension CssProvider {
  var provider: UnsafeMutablePointer<GtkCssProvider> { cPointer(self) }

  /// Replaces the style sheet with `css`; throws if GTK reported parse errors (the rules it
  /// could parse still apply).
  public func load(_ css: String) throws(GtkError) {
    // GTK reports each error through `parsing-error` while it loads: listen for this load only.
    let errors = ParsingErrors()
    let handler = connectSignal("parsing-error") { values, _, _ in
      let (section, error) = (values.value(1).boxedPointer, values.value(2).boxedPointer)
      let location = section.map { describe(OpaquePointer($0)) } ?? "?"
      let message = error.flatMap {
        $0.assumingMemoryBound(to: GError.self).pointee.message.map { String(cString: $0) }
      }
      errors.messages.append("\(location): \(message ?? "unknown error")")
    }
    defer { disconnect(handler) }
    gtk_css_provider_load_from_data(provider, css, -1)
    guard errors.messages.isEmpty else {
      throw GtkError(errors.messages.joined(separator: "; "), doing: "loading CSS")
    }
  }

  /// Applies the style sheet to every window on the default display, above the theme.
  public func addToDisplay(priority: UInt32 = CGTK_STYLE_PROVIDER_PRIORITY_APPLICATION) {
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), OpaquePointer(gobjectPointer), priority)
  }

  /// Stops applying the style sheet.
  public func removeFromDisplay() {
    gtk_style_context_remove_provider_for_display(
      gdk_display_get_default(), OpaquePointer(gobjectPointer))
  }
}

@MainActor
private final class ParsingErrors {
  var messages: [String] = []
}

private func describe(_ section: OpaquePointer) -> String {
  let start = gtk_css_section_get_start_location(section)!.pointee
  return "line \(start.lines + 1), column \(start.line_chars + 1)"
}
