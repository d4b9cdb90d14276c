// What Swift cannot import from GTK 4 and GLib: macro constants, and variadic functions (given
// fixed argument shapes here). Casts between GObject types are Swift's (`cPointer`, `cCast`). Everything is `static inline` so that
// this stays a header-only system module; what needs compiled C is in CGtkShim.
#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
// Graphene's GTypes (graphene_rect_get_type…), which graphene.h leaves out.
#include <graphene-gobject.h>
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
static const guint CGTK_INVALID_LIST_POSITION = GTK_INVALID_LIST_POSITION;

// MARK: - Variadic functions, with the one shape each wrapper needs.
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
// The description a screen reader reads after the name (SwiftUI's accessibility hint); kept as
// object data for the getter, as the label is.
static inline void cgtk_accessible_set_description(GtkWidget *_Nonnull widget,
                                                   const char *_Nullable description) {
  if (description)
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                   description, -1);
  else if (g_object_get_data(G_OBJECT(widget), "cgtk-accessible-description"))
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_object_set_data_full(G_OBJECT(widget), "cgtk-accessible-description", g_strdup(description),
                         g_free);
}
static inline const char *_Nullable cgtk_accessible_get_description(GtkWidget *_Nonnull widget) {
  return g_object_get_data(G_OBJECT(widget), "cgtk-accessible-description");
}

#endif
