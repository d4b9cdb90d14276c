// libadwaita 1.2's headers for Swift. GTK's own shim is included first, so that GTK and GLib
// types come from the CGtk module and a `GtkWidget *` from either module is the same type in
// Swift.
#ifndef CADW_SHIM_H
#define CADW_SHIM_H

#include "../CGtk/shim.h"
#include <adwaita.h>

#endif
