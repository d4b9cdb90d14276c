// A widget of a C library that the bindings know nothing about: what a user wraps when they
// need GtkSourceView, VTE or a widget of their own written in C. GtkTests wraps it in Swift
// (ForeignWidgetTests) the way the README tells users to.
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DEMO_TYPE_DIAL (demo_dial_get_type())
G_DECLARE_FINAL_TYPE(DemoDial, demo_dial, DEMO, DIAL, GtkWidget)

/// A new dial at 0, floating.
GtkWidget *demo_dial_new(void);

/// The value, from 0 to 100.
double demo_dial_get_value(DemoDial *dial);

/// Sets the value (clamped to 0…100); emits "turned" with the new value and notifies "value"
/// when it changes.
void demo_dial_set_value(DemoDial *dial, double value);

/// A box holding two dials, built in C: for checking that widgets made by the library come
/// back to Swift as the class registered for their type.
GtkWidget *demo_dial_pair_new(void);

G_END_DECLS
