import CGtk

@MainActor
extension ListBase {
  /// Scrolls the least that shows the item at `position` (GTK's `list.scroll-to-item` action,
  /// which GTK 4.8 has; `gtk_list_view_scroll_to` came in 4.12). GTK builds the item's row in
  /// the next layout.
  public func scrollToItem(_ position: Int) {
    gtk_widget_activate_action_variant(
      widget, "list.scroll-to-item", g_variant_new_uint32(UInt32(position)))
  }
}
