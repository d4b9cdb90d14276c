// The per-OS seam of the main-actor bridge (Sources/Gtk/MainLoop.swift): how GLib's `poll` learns
// that libdispatch's main queue has jobs. Everything OS-specific about it is in this file.
//
// libdispatch keeps one "run loop handle" for its main queue and signals it whenever the queue
// goes from empty to non-empty; CoreFoundation's run loop waits on that handle and then calls
// `_dispatch_main_queue_callback_4CF` to run the jobs. We do the same from a GLib source.
//
// - Linux: the handle is an eventfd (libdispatch writes it). Level-triggered: it stays readable
//   until read, so the source reads it before draining, or every iteration would dispatch again.
// - Windows: the handle is an auto-reset Win32 event (libdispatch sets it). GLib's `g_poll`
//   waits on HANDLEs given in a GPollFD (WaitForMultipleObjectsEx), and that wait resets the
//   event, so a signal GLib has seen must not be forgotten: see `pending` below.
// - macOS: GDK's macOS backend already does all of this (gdk/macos/gdkmacoseventsource.c: when
//   the display opens it attaches a source that polls a kqueue watching the main queue's Mach
//   port, and calls `_dispatch_main_queue_callback_4CF`). A second watcher would race it, so
//   there is none: the bridge only has to make sure GTK's display is open.
#include "CGtkShim.h"

#if defined(__linux__)
#include <sys/eventfd.h>
typedef int cgtk_dispatch_handle;
#define CGTK_HAS_OWN_SOURCE 1
#elif defined(_WIN32)
typedef void *cgtk_dispatch_handle;
#define CGTK_HAS_OWN_SOURCE 1
#endif

#if CGTK_HAS_OWN_SOURCE

// Exported by libdispatch (swift-corelibs-libdispatch) but declared only in its private
// headers; the handle's type is `dispatch_runloop_handle_t` there.
extern cgtk_dispatch_handle _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static gboolean handle_is_valid(cgtk_dispatch_handle handle) {
#if defined(__linux__)
  return handle >= 0;
#else
  return handle != NULL;
#endif
}

typedef struct {
  GSource source;
  GPollFD pfd;
  // Whether `poll` reported the handle and the jobs have not run yet. GLib records what `poll`
  // returned in `pfd.revents` but may not dispatch this source in the same iteration (a more
  // urgent source became ready): on Windows the wait has already reset the event, so without
  // this flag the wake-up would be lost until the queue's next empty-to-non-empty transition.
  gboolean pending;
} MainQueueSource;

static gboolean main_queue_prepare(GSource *base, gint *timeout) {
  MainQueueSource *self = (MainQueueSource *)base;
  *timeout = -1;
  if (self->pfd.revents & G_IO_IN)
    self->pending = TRUE;
  return self->pending;
}

static gboolean main_queue_check(GSource *base) {
  MainQueueSource *self = (MainQueueSource *)base;
  if (self->pfd.revents & G_IO_IN)
    self->pending = TRUE;
  return self->pending;
}

static gboolean main_queue_dispatch(GSource *base, GSourceFunc callback, gpointer data) {
  MainQueueSource *self = (MainQueueSource *)base;
  self->pending = FALSE;
  self->pfd.revents = 0;
#if defined(__linux__)
  // Read before draining: a job enqueued while the queue drains writes the eventfd again and
  // wakes the next iteration.
  eventfd_t value;
  (void)eventfd_read((int)self->pfd.fd, &value);
#endif
  return callback ? callback(data) : G_SOURCE_REMOVE;
}

static GSourceFuncs main_queue_source_funcs = {
    .prepare = main_queue_prepare,
    .check = main_queue_check,
    .dispatch = main_queue_dispatch,
};

CGtkMainQueueWatch cgtk_main_queue_source_attach(gint priority, GSourceFunc on_work,
                                                 gpointer data, guint *source_id) {
  *source_id = 0;
  cgtk_dispatch_handle handle = _dispatch_get_main_queue_handle_4CF();
  if (!handle_is_valid(handle))
    return CGTK_MAIN_QUEUE_UNBOUND;
  GSource *source = g_source_new(&main_queue_source_funcs, sizeof(MainQueueSource));
  MainQueueSource *self = (MainQueueSource *)source;
  self->pfd.fd = (gintptr)handle;
  self->pfd.events = G_IO_IN;
  self->pending = FALSE;
  g_source_add_poll(source, &self->pfd);
  g_source_set_priority(source, priority);
  g_source_set_name(source, "libdispatch main queue");
  g_source_set_callback(source, on_work, data, NULL);
  *source_id = g_source_attach(source, NULL);
  g_source_unref(source);
  return CGTK_MAIN_QUEUE_OWN_SOURCE;
}

void cgtk_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(NULL); }

#elif defined(__APPLE__)

CGtkMainQueueWatch cgtk_main_queue_source_attach(gint priority, GSourceFunc on_work,
                                                 gpointer data, guint *source_id) {
  (void)priority;
  (void)on_work;
  (void)data;
  *source_id = 0;
  return CGTK_MAIN_QUEUE_SERVED_BY_GDK;
}

void cgtk_main_queue_drain(void) {}

#else
#error "The main-actor bridge knows Linux, Windows and macOS; see MainQueueSource.c."
#endif
