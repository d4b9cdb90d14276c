import CGtk

@MainActor
extension TextBuffer {
  /// The whole text of the buffer; setting it replaces the text (one undoable step).
  ///
  /// ```swift
  /// notes.buffer.text = "Agenda"
  /// ```
  public var text: String {
    get { getText(startIter, end: endIter, includeHiddenChars: true) }
    set { setText(newValue, len: -1) }
  }
}
