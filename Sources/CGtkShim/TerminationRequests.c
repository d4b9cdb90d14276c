// SIGTERM, SIGINT and SIGHUP as GLib events (g_unix_signal_add: the handler only writes to a
// wake-up pipe; `on_request` runs later on the main loop, where it may do anything).
#include "CGtkShim.h"

#ifdef G_OS_UNIX
#include <glib-unix.h>
#include <signal.h>

typedef struct {
  gpointer data;
  GDestroyNotify notify;
  gint sources_left;
} SharedData;

static void release_shared(gpointer pointer) {
  SharedData *shared = pointer;
  if (--shared->sources_left > 0)
    return;
  if (shared->notify)
    shared->notify(shared->data);
  g_free(shared);
}

typedef struct {
  GSourceFunc on_request;
  SharedData *shared;
} Watch;

static gboolean forward(gpointer pointer) {
  Watch *watch = pointer;
  return watch->on_request(watch->shared->data);
}

static void release_watch(gpointer pointer) {
  Watch *watch = pointer;
  release_shared(watch->shared);
  g_free(watch);
}

gboolean cgtk_watch_termination_requests(GSourceFunc on_request, gpointer data,
                                         GDestroyNotify notify, guint source_ids[3]) {
  static const int signals[3] = {SIGTERM, SIGINT, SIGHUP};
  SharedData *shared = g_new0(SharedData, 1);
  shared->data = data;
  shared->notify = notify;
  shared->sources_left = 3;
  for (int i = 0; i < 3; i++) {
    Watch *watch = g_new0(Watch, 1);
    watch->on_request = on_request;
    watch->shared = shared;
    source_ids[i] =
        g_unix_signal_add_full(G_PRIORITY_DEFAULT, signals[i], forward, watch, release_watch);
  }
  return TRUE;
}

#else

gboolean cgtk_watch_termination_requests(GSourceFunc on_request, gpointer data,
                                         GDestroyNotify notify, guint source_ids[3]) {
  (void)on_request;
  (void)data;
  (void)notify;
  source_ids[0] = source_ids[1] = source_ids[2] = 0;
  return FALSE;
}

#endif
