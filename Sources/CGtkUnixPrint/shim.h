// GTK's Unix printing API (GtkPrinter, GtkPrintJob, the print dialogs), which `gtk/gtk.h`
// leaves out and GTK's introspection data describes; it has its own include folder
// (pkg-config's gtk4-unix-print).
#ifndef CGTKUNIXPRINT_SHIM_H
#define CGTKUNIXPRINT_SHIM_H

#include <gtk/gtkunixprint.h>

#endif
