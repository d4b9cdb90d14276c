// The parts of GIO that `gio/gio.h` leaves out and its introspection data describes: the
// Unix-only classes (in gio-unix-2.0's own include folder), the settings backends (behind
// G_SETTINGS_ENABLE_BACKEND) and g_networking_init.
#ifndef CGIOUNIX_SHIM_H
#define CGIOUNIX_SHIM_H

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>
#include <gio/gnetworking.h>
#include <gio/gdesktopappinfo.h>
#include <gio/gfiledescriptorbased.h>
#include <gio/gunixfdmessage.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixmounts.h>
#include <gio/gunixoutputstream.h>

#endif
