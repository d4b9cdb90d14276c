import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: moves a stored property of an `@ObservableState` struct into a
/// private `_name` and gives it accessors that report reads and writes to the struct's
/// observation registrar.
///
/// `@ObservableState` adds it to every eligible property; it is public so that the compiler can
/// expand it, not meant to be written by hand.
public enum ObservationStateTrackedMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = trackableProperty(declaration, node: node, context: context) else {
      return []
    }
    let name = property.name
    let storage = "_\(name.unescapedText)"
    let keyPath = "\\.\(name.text)"
    let bit = accessBit(for: name.unescapedText)
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \(raw: keyPath), \(raw: bit))
        return \(raw: storage)
      }
      """,
      """
      set {
        _$observationRegistrar._$willMutate()
        _$observationRegistrar.mutate(self, keyPath: \(raw: keyPath), &\(raw: storage), newValue, _$isIdentityEqual, \(raw: bit))
      }
      """,
      // In-place mutation (`state.items.append(x)`) goes through `_modify` so that the value is
      // not copied out and back in, which would copy its buffers.
      """
      _modify {
        _$observationRegistrar._$willMutate()
        let snapshot = _$observationRegistrar.willModify(self, keyPath: \(raw: keyPath), &\(raw: storage), \(raw: bit))
        defer {
          _$observationRegistrar.didModify(self, keyPath: \(raw: keyPath), &\(raw: storage), snapshot, _$isIdentityEqual, \(raw: bit))
        }
        yield &\(raw: storage)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // Diagnostics are reported once, by the accessor role.
    guard let property = trackableProperty(declaration, node: node, context: nil) else {
      return []
    }
    let binding = property.binding
    let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
    return [
      """
      @ObservationStateIgnored private var _\(raw: property.name.unescapedText)\(raw: type)\(raw: initializer)
      """
    ]
  }

  /// The property's bit in its registrar's access log: one of 64, chosen by a hash of the name
  /// (FNV-1a), so that the same name always gets the same bit. Properties sharing a bit only
  /// cause redundant notifications.
  static func accessBit(for name: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return "0x" + String(UInt64(1) << (hash % 64), radix: 16)
  }

  struct TrackableProperty {
    let name: TokenSyntax
    let binding: PatternBindingSyntax
  }

  /// The property to track, or `nil` (with an error when `context` is given) when the
  /// declaration cannot be tracked.
  static func trackableProperty(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax,
    context: (any MacroExpansionContext)?
  ) -> TrackableProperty? {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.isInstanceVar,
      let name = variable.singleIdentifier,
      let binding = variable.bindings.first
    else {
      context?.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "trackedNotAStoredVar",
            """
            '@ObservationStateTracked' tracks one stored instance 'var' (as in \
            'var count = 0'); make this a non-static 'var' declared on its own, or remove the \
            attribute
            """
          )
        )
      )
      return nil
    }
    if binding.accessorBlock != nil {
      // Already computed (or observed with willSet/didSet): there is no storage to move.
      context?.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "trackedHasAccessors",
            """
            '@ObservationStateTracked' cannot track '\(name.text)' because it has accessors; \
            remove the accessors, or mark it '@ObservationStateIgnored'
            """
          )
        )
      )
      return nil
    }
    return TrackableProperty(name: name, binding: binding)
  }
}
