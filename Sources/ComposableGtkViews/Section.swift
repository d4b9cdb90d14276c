import Gtk

/// A group of rows in a ``Form`` or a list, with a header above and a footer below, as
/// SwiftUI's `Section`: a boxed list (`GtkListBox` with Adwaita's `boxed-list` class) under a
/// heading.
///
/// ```swift
/// Section("Attendees") {
///   ForEach($store.syncUp.attendees) { $attendee in
///     TextField("Name", text: $attendee.name)
///   }
///   Button("New attendee") { store.send(.addAttendeeButtonTapped) }
/// }
/// ```
///
/// Each view of the content is a row; each row of a `ForEach` is a row too, with a separator
/// between rows.
public struct Section<Header: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Header
  let content: Content
  let footer: Footer

  /// A section of `content` with `header` above and `footer` below.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  package func makeNode(in context: BuildContext) -> ViewNode {
    FormStyle.install()
    let group = ViewGraph.created(Box(.vertical, spacing: 6))
    group.addCSSClass(FormStyle.sectionClass)
    let inner = context.nested(.vertical, spacing: 0)

    let headerNode = ComposableGtkViews.makeNode(header, in: inner)
    for widget in headerNode.widgets {
      if let label = widget as? Gtk.Label {
        label.xalign = 0
        if context.selection != nil {
          // A sidebar's section: a small dimmed heading in line with the rows' text.
          label.addCSSClass("caption-heading")
          label.addCSSClass("dim-label")
          label.marginStart = 18
          label.marginTop = 6
        } else {
          label.addCSSClass("heading")
          if context.styles.list != .automatic {
            // A plain list's rows reach the edges; its headings keep in line with their text.
            label.marginStart = 12
            label.marginTop = 12
          }
        }
      }
      group.append(widget)
    }

    var rows = inner
    rows.isListRow = true
    rows.selection = context.selection
    let contentNode = ComposableGtkViews.makeNode(content, in: rows)
    if let role = context.selection {
      // In a list with a selection: the section's rows are selectable rows of that list.
      FormStyle.placeSelectableRows(contentNode.widgets, in: group, role: role)
    } else {
      let list = FormStyle.makeList(context.styles.list)
      for widget in contentNode.widgets { list.append(FormStyle.row(for: widget)) }
      group.append(list)
    }

    let footerNode = ComposableGtkViews.makeNode(footer, in: inner)
    for widget in footerNode.widgets {
      if let label = widget as? Gtk.Label {
        label.addCSSClass("caption")
        label.addCSSClass("dim-label")
        label.xalign = 0
        label.wrap = true
      }
      group.append(widget)
    }
    return ViewNode(widgets: [group], children: [headerNode, contentNode, footerNode])
  }

  package func update(_ node: ViewNode) {
    ComposableGtkViews.update(node.children[0], with: header)
    ComposableGtkViews.update(node.children[1], with: content)
    ComposableGtkViews.update(node.children[2], with: footer)
  }
}

extension Section where Header == EmptyView, Footer == EmptyView {
  /// A section of `content` with no header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` with `header` above.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Header == EmptyView {
  /// A section of `content` with `footer` below.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Header == Text, Footer == EmptyView {
  /// A section of `content` under the heading `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

// SwiftUI's first spelling, with the header and footer as values: `Section(header: Text("Info"))`.
extension Section {
  /// A section of `content` with the view `header` above and `footer` below.
  public init(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` with the view `header` above.
  ///
  /// ```swift
  /// Section(header: Text("Attendees")) { … }
  /// ```
  public init(header: Header, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Header == EmptyView {
  /// A section of `content` with the view `footer` below.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}
