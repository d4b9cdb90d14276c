import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Presents`: stores optional child state of an `@ObservableState` struct in a
/// `PresentationState` (`_destination`), exposes it as `destination` (the optional child) and
/// `$destination` (the `PresentationState`, for `ifLet(\.$destination, …)`), and reports both to
/// the struct's observation registrar under `\.destination`.
public enum PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = presentedProperty(declaration, node: node, context: context) else {
      return []
    }
    let storage = "_\(property.name.unescapedText)"
    let keyPath = "\\.\(property.name.text)"
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \(raw: keyPath))
        return \(raw: storage).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar._$willMutate()
        _$observationRegistrar.mutate(self, keyPath: \(raw: keyPath), &\(raw: storage).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
      // In place, so that mutating the child (`state.child?.count += 1`) does not copy it.
      """
      _modify {
        _$observationRegistrar._$willMutate()
        let snapshot = _$observationRegistrar.willModify(self, keyPath: \(raw: keyPath), &\(raw: storage).wrappedValue)
        defer {
          _$observationRegistrar.didModify(self, keyPath: \(raw: keyPath), &\(raw: storage).wrappedValue, snapshot, _$isIdentityEqual)
        }
        yield &\(raw: storage).wrappedValue
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
    guard let property = presentedProperty(declaration, node: node, context: nil) else {
      return []
    }
    let name = property.name.unescapedText
    let keyPath = "\\.\(property.name.text)"
    let stateType =
      "ComposableArchitecture.PresentationState<\(property.wrappedType.trimmedDescription)>"
    let initialValue = property.binding.initializer?.value.trimmedDescription ?? "nil"
    let access = property.access.map { "\($0) " } ?? ""
    return [
      """
      \(raw: access)var $\(raw: name): \(raw: stateType) {
        get {
          _$observationRegistrar.access(self, keyPath: \(raw: keyPath))
          return _\(raw: name).projectedValue
        }
        set {
          _$observationRegistrar._$willMutate()
          _$observationRegistrar.mutate(self, keyPath: \(raw: keyPath), &_\(raw: name).projectedValue, newValue, _$isIdentityEqual)
        }
        _modify {
          _$observationRegistrar._$willMutate()
          let snapshot = _$observationRegistrar.willModify(self, keyPath: \(raw: keyPath), &_\(raw: name))
          defer {
            _$observationRegistrar.didModify(self, keyPath: \(raw: keyPath), &_\(raw: name), snapshot, _$isIdentityEqual)
          }
          yield &_\(raw: name)
        }
      }
      """,
      """
      @ObservationStateIgnored var _\(raw: name) = \(raw: stateType)(wrappedValue: \(raw: initialValue))
      """,
    ]
  }

  struct PresentedProperty {
    let name: TokenSyntax
    let binding: PatternBindingSyntax
    let wrappedType: TypeSyntax
    let access: String?
  }

  /// The property to present, or `nil` (with an error when `context` is given) when `@Presents`
  /// is misused.
  static func presentedProperty(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax,
    context: (any MacroExpansionContext)?
  ) -> PresentedProperty? {
    func fail(_ id: String, _ message: String) -> PresentedProperty? {
      context?.diagnose(Diagnostic(node: node, message: MacroMessage.error(id, message)))
      return nil
    }
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.isInstanceVar,
      let name = variable.singleIdentifier,
      let binding = variable.bindings.first,
      binding.accessorBlock == nil
    else {
      return fail(
        "presentsNotAStoredVar",
        """
        '@Presents' applies to one stored instance 'var' of optional child state, as in \
        '@Presents var destination: Destination.State?'
        """
      )
    }
    guard let type = binding.typeAnnotation?.type else {
      return fail(
        "presentsNeedsType",
        """
        '@Presents' needs the type of '\(name.text)' written out; declare it as an optional, \
        as in '@Presents var \(name.text): Child.State?'
        """
      )
    }
    guard let wrappedType = type.optionalWrappedType else {
      let optionalType = OptionalTypeSyntax(wrappedType: type.trimmed)
        .with(\.leadingTrivia, type.leadingTrivia)
        .with(\.trailingTrivia, type.trailingTrivia)
      context?.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage.error(
            "presentsNeedsOptional",
            """
            '@Presents' presents optional state, but '\(name.text)' has type \
            '\(type.trimmedDescription)'; declare it as '\(type.trimmedDescription)?'
            """
          ),
          fixIt: FixIt(
            message: MacroFixIt(message: "Make the type optional", id: "presentsMakeOptional"),
            changes: [.replace(oldNode: Syntax(type), newNode: Syntax(optionalType))]
          )
        )
      )
      return nil
    }
    // The accessors use the registrar that `@ObservableState` adds to structs only.
    if let enclosingType = context?.lexicalContext.first?.asProtocol(DeclGroupSyntax.self),
      !enclosingType.is(StructDeclSyntax.self)
        || !enclosingType.attributes.contains(attributeNamed: "ObservableState")
    {
      let typeName = enclosingType.typeName ?? "the enclosing type"
      guard enclosingType.is(StructDeclSyntax.self) else {
        return fail(
          "presentsOutsideStruct",
          """
          '@Presents' can only be used in an '@ObservableState' struct, and '\(typeName)' is \
          \(enclosingType.kindDescription); keep the presented state in a struct's stored \
          property
          """
        )
      }
      return fail(
        "presentsNeedsObservableState",
        """
        '@Presents' can only be used in an '@ObservableState' struct; add '@ObservableState' to \
        '\(typeName)', or use the property wrapper '@PresentationState' instead
        """
      )
    }
    let access = variable.modifiers.accessLevel.map { keyword -> String in
      TokenSyntax.keyword(keyword).text
    }
    return PresentedProperty(name: name, binding: binding, wrappedType: wrappedType, access: access)
  }
}
