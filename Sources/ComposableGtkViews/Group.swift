/// The views of `content`, as one view: the body of `content` is observed like a view's
/// `body` (its `if`s follow state).
///
/// ```swift
/// Group {
///   if store.isLoading { Spinner(isSpinning: true) }
///   Text("Loading")
/// }
/// ```
public struct Group<Content: View>: View {
  let content: @MainActor () -> Content

  /// A view whose body is `content`.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }

  public var body: Content { content() }
}
