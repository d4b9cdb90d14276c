// What Swift cannot import from GTK 4 and GLib: type-checked cast macros, macro constants,
// variadic functions (given fixed argument shapes here). Everything is `static inline` so that
// this stays a header-only system module; what needs compiled C is in CGtkShim.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
// Renderers gsk/gsk.h leaves out, which GSK's introspection data describes.
#include <gsk/gl/gskglrenderer.h>
#include <gsk/broadway/gskbroadwayrenderer.h>

// MARK: - Constants that are macros (casts or expressions Swift does not evaluate).
static const gboolean CGTK_TRUE = TRUE;
static const gboolean CGTK_FALSE = FALSE;
static const gboolean CGTK_SOURCE_CONTINUE = G_SOURCE_CONTINUE;
static const gboolean CGTK_SOURCE_REMOVE = G_SOURCE_REMOVE;
static const gint CGTK_PRIORITY_REDRAW = GDK_PRIORITY_REDRAW;
static const gint CGTK_PRIORITY_DEFAULT = G_PRIORITY_DEFAULT;
static const gint CGTK_PRIORITY_HIGH_IDLE = G_PRIORITY_HIGH_IDLE;
static const gint CGTK_PRIORITY_DEFAULT_IDLE = G_PRIORITY_DEFAULT_IDLE;
static const guint CGTK_STYLE_PROVIDER_PRIORITY_APPLICATION = GTK_STYLE_PROVIDER_PRIORITY_APPLICATION;
static const guint CGTK_STYLE_PROVIDER_PRIORITY_USER = GTK_STYLE_PROVIDER_PRIORITY_USER;
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }

// MARK: - Type-checked casts (G_TYPE_CHECK_INSTANCE_CAST warns on a wrong type in debug builds).
#define CGTK_CAST(name, MACRO, Type) \
  static inline Type *_Nonnull cgtk_##name(gpointer _Nonnull p) { return MACRO(p); }
CGTK_CAST(object, G_OBJECT, GObject)
CGTK_CAST(widget, GTK_WIDGET, GtkWidget)
CGTK_CAST(accessible, GTK_ACCESSIBLE, GtkAccessible)
CGTK_CAST(window, GTK_WINDOW, GtkWindow)
CGTK_CAST(application, GTK_APPLICATION, GtkApplication)
CGTK_CAST(gapplication, G_APPLICATION, GApplication)
CGTK_CAST(action_map, G_ACTION_MAP, GActionMap)
CGTK_CAST(action_group, G_ACTION_GROUP, GActionGroup)
CGTK_CAST(action, G_ACTION, GAction)
CGTK_CAST(simple_action, G_SIMPLE_ACTION, GSimpleAction)
CGTK_CAST(header_bar, GTK_HEADER_BAR, GtkHeaderBar)
CGTK_CAST(box, GTK_BOX, GtkBox)
CGTK_CAST(orientable, GTK_ORIENTABLE, GtkOrientable)
CGTK_CAST(label, GTK_LABEL, GtkLabel)
CGTK_CAST(button, GTK_BUTTON, GtkButton)
CGTK_CAST(toggle_button, GTK_TOGGLE_BUTTON, GtkToggleButton)
CGTK_CAST(editable, GTK_EDITABLE, GtkEditable)
CGTK_CAST(entry, GTK_ENTRY, GtkEntry)
CGTK_CAST(search_entry, GTK_SEARCH_ENTRY, GtkSearchEntry)
CGTK_CAST(spinner, GTK_SPINNER, GtkSpinner)
CGTK_CAST(image, GTK_IMAGE, GtkImage)
CGTK_CAST(scrolled_window, GTK_SCROLLED_WINDOW, GtkScrolledWindow)
CGTK_CAST(stack, GTK_STACK, GtkStack)
CGTK_CAST(stack_switcher, GTK_STACK_SWITCHER, GtkStackSwitcher)
CGTK_CAST(grid, GTK_GRID, GtkGrid)
CGTK_CAST(spin_button, GTK_SPIN_BUTTON, GtkSpinButton)
CGTK_CAST(switch, GTK_SWITCH, GtkSwitch)
CGTK_CAST(check_button, GTK_CHECK_BUTTON, GtkCheckButton)
CGTK_CAST(progress_bar, GTK_PROGRESS_BAR, GtkProgressBar)
CGTK_CAST(revealer, GTK_REVEALER, GtkRevealer)
CGTK_CAST(list_model, G_LIST_MODEL, GListModel)
CGTK_CAST(selection_model, GTK_SELECTION_MODEL, GtkSelectionModel)
CGTK_CAST(list_view, GTK_LIST_VIEW, GtkListView)
CGTK_CAST(single_selection, GTK_SINGLE_SELECTION, GtkSingleSelection)
CGTK_CAST(event_controller, GTK_EVENT_CONTROLLER, GtkEventController)
CGTK_CAST(shortcut_controller, GTK_SHORTCUT_CONTROLLER, GtkShortcutController)
CGTK_CAST(list_item, GTK_LIST_ITEM, GtkListItem)
CGTK_CAST(list_item_factory, GTK_LIST_ITEM_FACTORY, GtkListItemFactory)
CGTK_CAST(list_box, GTK_LIST_BOX, GtkListBox)
CGTK_CAST(list_box_row, GTK_LIST_BOX_ROW, GtkListBoxRow)
CGTK_CAST(popover, GTK_POPOVER, GtkPopover)
CGTK_CAST(popover_menu, GTK_POPOVER_MENU, GtkPopoverMenu)
CGTK_CAST(menu_button, GTK_MENU_BUTTON, GtkMenuButton)
CGTK_CAST(menu, G_MENU, GMenu)
CGTK_CAST(menu_model, G_MENU_MODEL, GMenuModel)
CGTK_CAST(dialog, GTK_DIALOG, GtkDialog)
CGTK_CAST(message_dialog, GTK_MESSAGE_DIALOG, GtkMessageDialog)
CGTK_CAST(css_provider, GTK_CSS_PROVIDER, GtkCssProvider)
CGTK_CAST(style_provider, GTK_STYLE_PROVIDER, GtkStyleProvider)
CGTK_CAST(native, GTK_NATIVE, GtkNative)
CGTK_CAST(paintable, GDK_PAINTABLE, GdkPaintable)
CGTK_CAST(gdk_snapshot, GDK_SNAPSHOT, GdkSnapshot)
#undef CGTK_CAST
static const guint CGTK_INVALID_LIST_POSITION = GTK_INVALID_LIST_POSITION;

// MARK: - g_signal_connect_data with the callback shapes the wrappers use.
// GCallback is `void (*)(void)`; these take the real shape so that Swift passes a typed
// `@convention(c)` function and the cast to GCallback happens once, here.
typedef void (*CGtkHandler0)(gpointer _Nonnull instance, gpointer _Nullable data);
typedef void (*CGtkHandlerPointer)(gpointer _Nonnull instance, gpointer _Nullable arg,
                                   gpointer _Nullable data);
typedef void (*CGtkHandlerPointer2)(gpointer _Nonnull instance, gpointer _Nullable arg1,
                                    gpointer _Nullable arg2, gpointer _Nullable data);
typedef void (*CGtkHandlerUInt)(gpointer _Nonnull instance, guint arg, gpointer _Nullable data);
typedef void (*CGtkHandlerUInt3)(gpointer _Nonnull instance, guint arg1, guint arg2, guint arg3,
                                 gpointer _Nullable data);
typedef gboolean (*CGtkHandlerBool)(gpointer _Nonnull instance, gpointer _Nullable data);

static inline gulong cgtk_connect_0(gpointer _Nonnull instance, const char *_Nonnull signal,
                                    CGtkHandler0 _Nonnull handler, gpointer _Nullable data,
                                    GClosureNotify _Nonnull destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong cgtk_connect_pointer(gpointer _Nonnull instance, const char *_Nonnull signal,
                                          CGtkHandlerPointer _Nonnull handler,
                                          gpointer _Nullable data,
                                          GClosureNotify _Nonnull destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong cgtk_connect_pointer2(gpointer _Nonnull instance, const char *_Nonnull signal,
                                           CGtkHandlerPointer2 _Nonnull handler,
                                           gpointer _Nullable data,
                                           GClosureNotify _Nonnull destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong cgtk_connect_uint(gpointer _Nonnull instance, const char *_Nonnull signal,
                                       CGtkHandlerUInt _Nonnull handler, gpointer _Nullable data,
                                       GClosureNotify _Nonnull destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong cgtk_connect_uint3(gpointer _Nonnull instance, const char *_Nonnull signal,
                                        CGtkHandlerUInt3 _Nonnull handler, gpointer _Nullable data,
                                        GClosureNotify _Nonnull destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong cgtk_connect_bool(gpointer _Nonnull instance, const char *_Nonnull signal,
                                       CGtkHandlerBool _Nonnull handler, gpointer _Nullable data,
                                       GClosureNotify _Nonnull destroy) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

// MARK: - g_signal_emit_by_name with fixed argument shapes.
static inline void cgtk_emit_0(gpointer _Nonnull instance, const char *_Nonnull signal) {
  g_signal_emit_by_name(instance, signal);
}
static inline void cgtk_emit_int(gpointer _Nonnull instance, const char *_Nonnull signal,
                                 gint arg) {
  g_signal_emit_by_name(instance, signal, arg);
}
static inline void cgtk_emit_uint(gpointer _Nonnull instance, const char *_Nonnull signal,
                                  guint arg) {
  g_signal_emit_by_name(instance, signal, arg);
}
static inline void cgtk_emit_pointer(gpointer _Nonnull instance, const char *_Nonnull signal,
                                     gpointer _Nullable arg) {
  g_signal_emit_by_name(instance, signal, arg);
}
static inline gboolean cgtk_emit_returning_bool(gpointer _Nonnull instance,
                                                const char *_Nonnull signal) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(instance, signal, &handled);
  return handled;
}

// MARK: - Other variadic functions, with the one shape each wrapper needs.
static inline GtkWidget *_Nonnull cgtk_message_dialog_new(GtkWindow *_Nullable parent,
                                                          GtkDialogFlags flags,
                                                          GtkMessageType type,
                                                          GtkButtonsType buttons,
                                                          const char *_Nonnull message) {
  return gtk_message_dialog_new(parent, flags, type, buttons, "%s", message);
}
static inline void cgtk_message_dialog_set_secondary_text(GtkMessageDialog *_Nonnull dialog,
                                                          const char *_Nullable text) {
  if (text)
    gtk_message_dialog_format_secondary_text(dialog, "%s", text);
  else
    gtk_message_dialog_format_secondary_text(dialog, NULL);
}
// g_object_set with one property of a given type: for properties that have no setter in 4.8.
static inline void cgtk_object_set_string(gpointer _Nonnull object, const char *_Nonnull property,
                                          const char *_Nullable value) {
  g_object_set(object, property, value, NULL);
}
static inline void cgtk_object_set_uint(gpointer _Nonnull object, const char *_Nonnull property,
                                        guint value) {
  g_object_set(object, property, value, NULL);
}
// g_object_get of a string property; the caller frees the copy with g_free.
static inline void cgtk_object_get_string(gpointer _Nonnull object, const char *_Nonnull property,
                                          char *_Nullable *_Nonnull value) {
  g_object_get(object, property, value, NULL);
}

// MARK: - Accessibility. gtk_accessible_update_property is variadic (property, value, ..., -1).
// GTK 4.8 has no getter for accessible properties, so the label set here is also kept as object
// data, for the wrapper's getter only: the name a screen reader gets is what GTK computes.
static inline void cgtk_accessible_set_label(GtkWidget *_Nonnull widget,
                                             const char *_Nullable label) {
  if (label)
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                   -1);
  else if (g_object_get_data(G_OBJECT(widget), "cgtk-accessible-label"))
    // Only a label that was set is reset: resetting one that never was leaves GTK 4.8 with an
    // empty name rather than the one it derives (a button's text, say).
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_object_set_data_full(G_OBJECT(widget), "cgtk-accessible-label", g_strdup(label), g_free);
}
// The HIDDEN state takes a widget and what is below it off the accessibility bus.
static inline void cgtk_accessible_set_hidden(GtkWidget *_Nonnull widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
static inline const char *_Nullable cgtk_accessible_get_label(GtkWidget *_Nonnull widget) {
  return g_object_get_data(G_OBJECT(widget), "cgtk-accessible-label");
}

#endif
