// What Swift cannot import from libadwaita 1.2: its type-checked cast macros. GTK's own shim is
// included first, so that GTK and GLib types come from the CGtk module and a `GtkWidget *` from
// either module is the same type in Swift.
#ifndef CADW_SHIM_H
#define CADW_SHIM_H

#include "../CGtk/shim.h"
#include <adwaita.h>

// MARK: - Type-checked casts (G_TYPE_CHECK_INSTANCE_CAST warns on a wrong type in debug builds).
#define CADW_CAST(name, MACRO, Type) \
  static inline Type *_Nonnull cadw_##name(gpointer _Nonnull p) { return MACRO(p); }
CADW_CAST(application, ADW_APPLICATION, AdwApplication)
CADW_CAST(application_window, ADW_APPLICATION_WINDOW, AdwApplicationWindow)
CADW_CAST(header_bar, ADW_HEADER_BAR, AdwHeaderBar)
CADW_CAST(window_title, ADW_WINDOW_TITLE, AdwWindowTitle)
CADW_CAST(view_stack, ADW_VIEW_STACK, AdwViewStack)
CADW_CAST(view_stack_page, ADW_VIEW_STACK_PAGE, AdwViewStackPage)
CADW_CAST(view_switcher_title, ADW_VIEW_SWITCHER_TITLE, AdwViewSwitcherTitle)
CADW_CAST(view_switcher_bar, ADW_VIEW_SWITCHER_BAR, AdwViewSwitcherBar)
CADW_CAST(toast_overlay, ADW_TOAST_OVERLAY, AdwToastOverlay)
CADW_CAST(toast, ADW_TOAST, AdwToast)
CADW_CAST(status_page, ADW_STATUS_PAGE, AdwStatusPage)
CADW_CAST(leaflet, ADW_LEAFLET, AdwLeaflet)
CADW_CAST(leaflet_page, ADW_LEAFLET_PAGE, AdwLeafletPage)
CADW_CAST(clamp, ADW_CLAMP, AdwClamp)
CADW_CAST(preferences_row, ADW_PREFERENCES_ROW, AdwPreferencesRow)
CADW_CAST(action_row, ADW_ACTION_ROW, AdwActionRow)
CADW_CAST(message_dialog, ADW_MESSAGE_DIALOG, AdwMessageDialog)
CADW_CAST(about_window, ADW_ABOUT_WINDOW, AdwAboutWindow)
#undef CADW_CAST

#endif
