import SwiftDiagnostics
import SwiftSyntax

/// A message from one of the library's macros. Every message names the macro and says what to
/// change, because the person reading it is looking at their own code, not at the expansion.
struct MacroMessage: DiagnosticMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: id)
  }

  static func error(_ id: String, _ message: String) -> Self {
    Self(message: message, id: id, severity: .error)
  }

  static func warning(_ id: String, _ message: String) -> Self {
    Self(message: message, id: id, severity: .warning)
  }
}

/// A note attached to a ``MacroMessage``, pointing at a second place in the user's code.
struct MacroNote: NoteMessage {
  let message: String
  let id: String

  var noteID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: id)
  }
}

/// The text of a fix-it offered with a diagnostic.
struct MacroFixIt: FixItMessage {
  let message: String
  let id: String

  var fixItID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: id)
  }
}
