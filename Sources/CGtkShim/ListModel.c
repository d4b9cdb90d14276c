#include "CGtkShim.h"

struct _CGtkShimItem {
  GObject parent_instance;
  gpointer payload;
  GDestroyNotify release;
};

G_DEFINE_TYPE(CGtkShimItem, cgtk_shim_item, G_TYPE_OBJECT)

static void cgtk_shim_item_finalize(GObject *object) {
  CGtkShimItem *self = CGTK_SHIM_ITEM(object);
  if (self->release)
    self->release(self->payload);
  G_OBJECT_CLASS(cgtk_shim_item_parent_class)->finalize(object);
}

static void cgtk_shim_item_class_init(CGtkShimItemClass *klass) {
  G_OBJECT_CLASS(klass)->finalize = cgtk_shim_item_finalize;
}

static void cgtk_shim_item_init(CGtkShimItem *self) { (void)self; }

CGtkShimItem *cgtk_shim_item_new(gpointer payload, GDestroyNotify release) {
  CGtkShimItem *self = g_object_new(CGTK_SHIM_TYPE_ITEM, NULL);
  self->payload = payload;
  self->release = release;
  return self;
}

gpointer cgtk_shim_item_get_payload(CGtkShimItem *item) {
  g_return_val_if_fail(CGTK_SHIM_IS_ITEM(item), NULL);
  return item->payload;
}

struct _CGtkShimListModel {
  GObject parent_instance;
  CGtkShimCountFunc count;
  CGtkShimItemFunc item;
  gpointer storage;
  GDestroyNotify release;
};

static void cgtk_shim_list_model_iface_init(GListModelInterface *iface);

G_DEFINE_TYPE_WITH_CODE(CGtkShimListModel, cgtk_shim_list_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, cgtk_shim_list_model_iface_init))

static GType cgtk_shim_list_model_get_item_type(GListModel *model) {
  (void)model;
  return CGTK_SHIM_TYPE_ITEM;
}

static guint cgtk_shim_list_model_get_n_items(GListModel *model) {
  CGtkShimListModel *self = CGTK_SHIM_LIST_MODEL(model);
  return self->count(self->storage);
}

static gpointer cgtk_shim_list_model_get_item(GListModel *model, guint position) {
  CGtkShimListModel *self = CGTK_SHIM_LIST_MODEL(model);
  if (position >= self->count(self->storage))
    return NULL;
  return self->item(self->storage, position);
}

static void cgtk_shim_list_model_iface_init(GListModelInterface *iface) {
  iface->get_item_type = cgtk_shim_list_model_get_item_type;
  iface->get_n_items = cgtk_shim_list_model_get_n_items;
  iface->get_item = cgtk_shim_list_model_get_item;
}

static void cgtk_shim_list_model_finalize(GObject *object) {
  CGtkShimListModel *self = CGTK_SHIM_LIST_MODEL(object);
  if (self->release)
    self->release(self->storage);
  G_OBJECT_CLASS(cgtk_shim_list_model_parent_class)->finalize(object);
}

static void cgtk_shim_list_model_class_init(CGtkShimListModelClass *klass) {
  G_OBJECT_CLASS(klass)->finalize = cgtk_shim_list_model_finalize;
}

static void cgtk_shim_list_model_init(CGtkShimListModel *self) { (void)self; }

CGtkShimListModel *cgtk_shim_list_model_new(CGtkShimCountFunc count, CGtkShimItemFunc item,
                                            gpointer storage, GDestroyNotify release) {
  CGtkShimListModel *self = g_object_new(CGTK_SHIM_TYPE_LIST_MODEL, NULL);
  self->count = count;
  self->item = item;
  self->storage = storage;
  self->release = release;
  return self;
}

void cgtk_shim_list_model_items_changed(CGtkShimListModel *model, guint position, guint removed,
                                        guint added) {
  g_return_if_fail(CGTK_SHIM_IS_LIST_MODEL(model));
  g_list_model_items_changed(G_LIST_MODEL(model), position, removed, added);
}
