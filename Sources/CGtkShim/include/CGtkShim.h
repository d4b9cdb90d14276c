// What needs real C: GObject types that Swift cannot define (registering a type that implements
// an interface needs G_DEFINE_TYPE_WITH_CODE, class and interface init functions, and instance
// structs), and the one per-OS part of the main-actor bridge.
#ifndef CGTK_SHIM_H_
#define CGTK_SHIM_H_

#include <gio/gio.h>

G_BEGIN_DECLS

// MARK: - An item that carries an opaque payload (a retained Swift object).

#define CGTK_SHIM_TYPE_ITEM (cgtk_shim_item_get_type())
G_DECLARE_FINAL_TYPE(CGtkShimItem, cgtk_shim_item, CGTK_SHIM, ITEM, GObject)

/// A new item owning `payload`; `release` runs once, when the item is finalized.
CGtkShimItem *cgtk_shim_item_new(gpointer payload,
                                          GDestroyNotify release);
gpointer cgtk_shim_item_get_payload(CGtkShimItem *item);

// MARK: - A GListModel whose contents live elsewhere (in Swift) and are read through callbacks.

typedef guint (*CGtkShimCountFunc)(gpointer storage);
/// Returns a new reference (transfer full) to the item at `position`, or NULL past the end.
typedef gpointer (*CGtkShimItemFunc)(gpointer storage, guint position);

#define CGTK_SHIM_TYPE_LIST_MODEL (cgtk_shim_list_model_get_type())
G_DECLARE_FINAL_TYPE(CGtkShimListModel, cgtk_shim_list_model, CGTK_SHIM, LIST_MODEL, GObject)

/// A model over `storage`; `release` runs on `storage` once, when the model is finalized.
CGtkShimListModel *cgtk_shim_list_model_new(CGtkShimCountFunc count,
                                                     CGtkShimItemFunc item,
                                                     gpointer storage,
                                                     GDestroyNotify release);

/// Emits `items-changed`; the storage must already hold the new contents.
void cgtk_shim_list_model_items_changed(CGtkShimListModel *model, guint position,
                                        guint removed, guint added);

// MARK: - libdispatch's main queue inside GLib's main loop: the bridge's per-OS seam.

/// Who wakes GLib's `poll` when libdispatch's main queue (where Swift's main actor runs) gains
/// work.
typedef enum {
  /// A GLib source of ours, returned by `cgtk_main_queue_source_attach`: on Linux it polls the
  /// eventfd libdispatch writes, on Windows the Win32 event libdispatch sets.
  CGTK_MAIN_QUEUE_OWN_SOURCE,
  /// GDK itself (macOS): once GTK has opened its display, GDK's macOS event source watches the
  /// queue's Mach port through a kqueue and drains the queue. A second watcher must not exist.
  CGTK_MAIN_QUEUE_SERVED_BY_GDK,
  /// Nobody can: the main queue is no longer bound to the main thread (`dispatch_main()` has
  /// run, as after a top-level `await` in `main.swift`).
  CGTK_MAIN_QUEUE_UNBOUND,
} CGtkMainQueueWatch;

/// Attaches, where this OS needs one, a source to GLib's default main context that calls
/// `on_work(data)` whenever the main queue has jobs; `on_work` runs them with
/// `cgtk_main_queue_drain`. Stores the new source's id in `source_id` (0 when there is none)
/// and says who watches the queue.
CGtkMainQueueWatch cgtk_main_queue_source_attach(gint priority, GSourceFunc on_work,
                                                 gpointer data, guint *source_id);

/// Runs the jobs waiting in libdispatch's main queue, as a run loop does. Only where the source
/// is ours: on macOS GDK drains the queue.
void cgtk_main_queue_drain(void);

// MARK: - Requests to end the process, as main-loop events.

/// Calls `on_request(data)` from GLib's default main context when the process is asked to end:
/// SIGTERM (a logout, `kill`), SIGINT (Ctrl+C) or SIGHUP (its terminal closed), on Unix. Fills
/// `source_ids` with the three sources (remove them with `g_source_remove`); `notify(data)`
/// runs when the last is removed. Returns FALSE, and attaches nothing, where there are no such
/// signals (Windows).
gboolean cgtk_watch_termination_requests(GSourceFunc on_request, gpointer data,
                                         GDestroyNotify notify, guint source_ids[3]);

G_END_DECLS

#endif
