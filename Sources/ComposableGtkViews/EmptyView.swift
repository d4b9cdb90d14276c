/// No view: what an empty body builds.
public struct EmptyView: View, PrimitiveView {
  public init() {}

  package func makeNode(in context: BuildContext) -> ViewNode { ViewNode(widgets: []) }
  package func update(_ node: ViewNode) {}
}
