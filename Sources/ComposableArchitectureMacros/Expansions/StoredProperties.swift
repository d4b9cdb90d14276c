import SwiftSyntax

/// How `@ObservableState` treats one stored property of a struct.
enum StoredPropertyKind: Equatable {
  /// Backed by `_name` with registrar accessors (`@ObservationStateTracked`).
  case tracked
  /// Backed by `_name: PresentationState<…>` (`@Presents`).
  case presents
  /// Left as the user wrote it: ignored, a `let`, or a property with a wrapper of its own.
  case plain
}

/// A stored property as a person declared it, under the name they gave it.
struct StoredProperty {
  /// The name without backticks, as shown in dumps.
  let label: String
  /// The name as it must be written in code (with backticks when it is a keyword).
  let identifier: String
  let kind: StoredPropertyKind
  /// Declared with `@available`: code outside the declaration cannot name it unconditionally.
  var isConditionallyAvailable = false

  /// The expression that reads the value without registering an observation.
  var untrackedRead: String { untrackedRead(of: "self") }

  /// The expression that reads the value of `base` without registering an observation.
  func untrackedRead(of base: String) -> String {
    switch kind {
    case .tracked: "\(base)._\(label)"
    case .presents: "\(base)._\(label).wrappedValue"
    case .plain: "\(base).\(identifier)"
    }
  }
}

/// Attributes that do not change how a property is stored; any other attribute on a property is
/// taken to be a property wrapper, whose storage `@ObservableState` must leave alone.
private let storageNeutralAttributes: Set<String> = [
  "available", "usableFromInline", "_spi", "preconcurrency", "nonisolated",
]

extension TokenSyntax {
  /// The identifier's text without the backticks of an escaped keyword.
  var unescapedText: String {
    var text = self.text
    if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
      text = String(text.dropFirst().dropLast())
    }
    return text
  }
}

extension VariableDeclSyntax {
  /// Whether `@ObservableState` should track this property with `@ObservationStateTracked`.
  ///
  /// Tracked: one stored instance `var` with no accessors, not `lazy`/`weak`/`unowned`, and no
  /// attribute that could be a property wrapper or one of the observation markers.
  var isImplicitlyTracked: Bool {
    guard isInstanceVar,
      let binding = bindings.first, bindings.count == 1,
      binding.pattern.is(IdentifierPatternSyntax.self),
      binding.accessorBlock == nil,
      !modifiers.contains(.lazy), !modifiers.contains(.weak), !modifiers.contains(.unowned)
    else { return false }
    if singleIdentifier?.text.hasPrefix("_$") == true { return false }
    return attributes.baseNames.allSatisfy(storageNeutralAttributes.contains)
  }

  /// How `@ObservableState` stores this declaration's property, if it is a single stored
  /// property.
  var storedPropertyKind: StoredPropertyKind {
    if attributes.contains(attributeNamed: "Presents") { return .presents }
    if attributes.contains(attributeNamed: "ObservationStateTracked") || isImplicitlyTracked {
      return .tracked
    }
    return .plain
  }
}

extension DeclGroupSyntax {
  /// The stored instance properties declared in the type body, in declaration order, as the
  /// user sees them (after `@ObservableState` and `@Presents` moved their storage).
  var userStoredProperties: [StoredProperty] {
    var properties: [StoredProperty] = []
    for member in memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.isStatic, !variable.modifiers.contains(.lazy)
      else { continue }
      let kind = variable.storedPropertyKind
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
          kind != .plain || binding.isStored
        else { continue }
        let label = pattern.identifier.unescapedText
        if label.hasPrefix("_$") { continue }
        properties.append(
          StoredProperty(
            label: label, identifier: pattern.identifier.text, kind: kind,
            isConditionallyAvailable: variable.attributes.contains(attributeNamed: "available")
          )
        )
      }
    }
    return properties
  }
}
