/// A stack of pages, as SwiftUI's deprecated `NavigationView`: code written before
/// `NavigationStack` keeps compiling. It is a ``NavigationStack`` without a path: its content's
/// `.navigationTitle` and `.toolbar` go to the window's header bar.
///
/// ```swift
/// NavigationView {
///   List { … }
///     .navigationTitle("Case studies")
/// }
/// .navigationViewStyle(.stack)
/// ```
///
/// New code uses ``NavigationStack`` (pages pushed from state) or ``NavigationSplitView``
/// (columns), which is what SwiftUI's two-column style of this view became.
public struct NavigationView<Content: View>: View {
  let content: @MainActor () -> Content

  /// A stack whose root is `content`.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.content = content
  }

  public var body: some View {
    NavigationStack(root: content)
  }
}

/// How a ``NavigationView`` lays out its pages, as SwiftUI's `NavigationViewStyle`. GNOME has
/// one layout for it, the stack: every style is accepted and changes nothing.
public protocol NavigationViewStyle {}

/// Pages on top of each other: the one layout of ``NavigationView`` here.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// Columns, on iPad and macOS; a stack here (``NavigationSplitView`` makes columns).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// The platform's style: the stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
  /// Accepts SwiftUI's navigation view styles; a ``NavigationView`` here is always a stack.
  public func navigationViewStyle(_ style: some NavigationViewStyle) -> Self { self }
}
