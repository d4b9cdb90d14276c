// GObject types that Swift cannot define: registering a type that implements an interface
// needs G_DEFINE_TYPE_WITH_CODE, class and interface init functions, and instance structs.
#ifndef CGTK_SHIM_LIST_MODEL_H
#define CGTK_SHIM_LIST_MODEL_H

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

G_END_DECLS

#endif
