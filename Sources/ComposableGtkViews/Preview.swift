/// A preview of a view, as SwiftUI's `#Preview`: Xcode's canvas shows it; Linux has none, so
/// the view is kept as a function that nothing calls. Its code is still compiled, so a preview
/// that no longer matches the view's API is an error, as it is in Xcode.
///
/// ```swift
/// #Preview {
///   CounterView(store: Store(initialState: Counter.State()) { Counter() })
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ComposableArchitectureMacros", type: "PreviewMacro")
