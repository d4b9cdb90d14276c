import SwiftSyntax

extension AttributeListSyntax {
  /// Whether one of the attributes is `@name` or a qualified `@Module.name`, with or without
  /// generic arguments.
  func contains(attributeNamed name: String) -> Bool {
    contains { element in
      guard case let .attribute(attribute) = element else { return false }
      return attribute.attributeName.baseName == name
    }
  }

  /// The base names of the attributes (`ReducerBuilder` for `@ComposableArchitecture.ReducerBuilder<S, A>`).
  var baseNames: [String] {
    compactMap { element in
      guard case let .attribute(attribute) = element else { return nil }
      return attribute.attributeName.baseName
    }
  }
}

extension TypeSyntax {
  /// The last component of a type name, without generic arguments: `AlertState` for
  /// `ComposableArchitecture.AlertState<Action>`.
  var baseName: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.baseName
    }
    return trimmedDescription
  }

  /// The generic arguments of the last component of a type name.
  var genericArguments: [TypeSyntax] {
    let clause =
      self.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? self.as(MemberTypeSyntax.self)?.genericArgumentClause
    return clause?.arguments.compactMap { argument in
      argument.argument.as(TypeSyntax.self)
    } ?? []
  }

  /// The wrapped type of `T?`, `T!` or `Optional<T>`; `nil` for any other type.
  var optionalWrappedType: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmed
    }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType.trimmed
    }
    if baseName == "Optional", genericArguments.count == 1 {
      let qualifier = self.as(MemberTypeSyntax.self)?.baseType.trimmedDescription
      if qualifier == nil || qualifier == "Swift" {
        return genericArguments[0].trimmed
      }
    }
    return nil
  }
}

extension DeclModifierListSyntax {
  func contains(_ keyword: Keyword) -> Bool {
    contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// The access level keyword (`public`, `package`, ...), ignoring `private(set)`-style setter
  /// modifiers.
  var accessLevel: Keyword? {
    for modifier in self where modifier.detail == nil {
      if case let .keyword(keyword) = modifier.name.tokenKind,
        [.open, .public, .package, .internal, .fileprivate, .private].contains(keyword)
      {
        return keyword
      }
    }
    return nil
  }

  var isStatic: Bool { contains(.static) || contains(.class) }
}

extension DeclGroupSyntax {
  /// The access modifier that members generated into this type need so that they are visible
  /// wherever the type is: `public ` for public and open types, `package ` for package types,
  /// nothing otherwise (with a trailing space when not empty, ready to prefix a declaration).
  var generatedMemberAccess: String {
    switch modifiers.accessLevel {
    case .public, .open: "public "
    case .package: "package "
    default: ""
    }
  }

  /// The name of the type, for messages.
  var typeName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
    return nil
  }

  /// What kind of declaration this is, with its article, as a person would say it in a message.
  var kindDescription: String {
    if self.is(ClassDeclSyntax.self) { return "a class" }
    if self.is(ActorDeclSyntax.self) { return "an actor" }
    if self.is(ProtocolDeclSyntax.self) { return "a protocol" }
    if self.is(ExtensionDeclSyntax.self) { return "an extension" }
    if self.is(EnumDeclSyntax.self) { return "an enum" }
    return "a struct"
  }

  /// What to change when a macro that needs a struct (or enum) is attached here.
  func remedy(for macro: String, allowed: String) -> String {
    let name = typeName ?? "this type"
    if self.is(ExtensionDeclSyntax.self) {
      return "move '@\(macro)' to the declaration of '\(name)', which must be \(allowed)"
    }
    return "declare '\(name)' as \(allowed)"
  }

  /// Whether the type's own inheritance clause names `name` (or `Module.name`).
  func inherits(_ name: String) -> Bool {
    inheritanceClause?.inheritedTypes.contains { $0.type.baseName == name } ?? false
  }

  /// The nested types (structs, enums, typealiases, classes) declared directly in this type.
  /// Whether the declaration is generic over a parameter of this name (`struct Wrap<State>`).
  func hasGenericParameter(named name: String) -> Bool {
    let clause: GenericParameterClauseSyntax? =
      self.as(StructDeclSyntax.self)?.genericParameterClause
      ?? self.as(EnumDeclSyntax.self)?.genericParameterClause
      ?? self.as(ClassDeclSyntax.self)?.genericParameterClause
    return clause?.parameters.contains { $0.name.text == name } ?? false
  }

  func nestedTypeDecl(named name: String) -> DeclSyntax? {
    for member in memberBlock.members {
      let decl = member.decl
      if let nested = decl.as(StructDeclSyntax.self), nested.name.text == name { return decl }
      if let nested = decl.as(EnumDeclSyntax.self), nested.name.text == name { return decl }
      if let nested = decl.as(ClassDeclSyntax.self), nested.name.text == name { return decl }
      if let nested = decl.as(TypeAliasDeclSyntax.self), nested.name.text == name { return decl }
    }
    return nil
  }
}

extension VariableDeclSyntax {
  /// The name of the variable when it declares exactly one identifier.
  var singleIdentifier: TokenSyntax? {
    guard bindings.count == 1,
      let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier
  }

  var isInstanceVar: Bool {
    bindingSpecifier.tokenKind == .keyword(.var) && !modifiers.isStatic
  }
}

extension PatternBindingSyntax {
  /// Whether the binding stores a value: no accessors, or only `willSet`/`didSet` observers.
  var isStored: Bool {
    guard let accessorBlock else { return true }
    switch accessorBlock.accessors {
    case .getter:
      return false
    case let .accessors(accessors):
      return accessors.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }
}
