/// Dismisses the feature that reads it, from one of its effects.
///
/// ```swift
/// @Reducer
/// struct Child {
///   @Dependency(\.dismiss) var dismiss
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .closeButtonTapped:
///         return .run { _ in await self.dismiss() }
///       }
///     }
///   }
/// }
/// ```
///
/// Calling it sends `.dismiss` to the parent's ``PresentationAction``, which runs the parent and
/// then sets the child state to `nil`, cancelling the child's effects; in an element of a
/// navigation stack, it sends `.popFrom(id:)` for the element, which pops it and everything
/// above it. It works inside effects of a child presented with
/// `ifLet(\.$destination, action: \.destination)` or of an element of a stack embedded with
/// `forEach(\.path, action: \.path)`; anywhere else it is reported as a runtime issue.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable () -> Void)?

  /// Creates a dismiss effect from a closure, for tests and previews.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  init() {
    self.dismiss = nil
  }

  /// What this dismissal does where no presentation of the feature's own is in effect: the
  /// closure it was made with, if any.
  @MainActor
  func dismissOutsidePresentation() {
    dismiss?()
  }

  /// Dismisses the presented feature.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    // The innermost presentation dismisses its feature; a dismissal set in the dependencies
    // (by a test, or a test store for its root feature) applies outside any presentation.
    guard let dismiss = DismissContext.current ?? dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before calling \
        @Dependency(\\.dismiss).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    dismiss()
  }
}

/// How the effects of a presented feature dismiss it: set by the presentation and stack reducers
/// around each of the feature's effects.
enum DismissContext {
  @TaskLocal static var current: (@MainActor @Sendable () -> Void)?
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

extension DependencyValues {
  /// Dismisses the current feature from one of its effects. See ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the current feature is presented by a parent (with
  /// `ifLet(\.$destination, action: \.destination)`) or is an element of a navigation stack
  /// (with `forEach(\.path, action: \.path)`).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}
