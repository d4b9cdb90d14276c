#include "demo-dial.h"

struct _DemoDial {
  GtkWidget parent_instance;
  double value;
};

G_DEFINE_FINAL_TYPE(DemoDial, demo_dial, GTK_TYPE_WIDGET)

enum { PROP_VALUE = 1, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { TURNED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void demo_dial_get_property(GObject *object, guint id, GValue *value, GParamSpec *spec) {
  DemoDial *dial = DEMO_DIAL(object);
  switch (id) {
  case PROP_VALUE: g_value_set_double(value, dial->value); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
  }
}

static void demo_dial_set_property(GObject *object, guint id, const GValue *value,
                                   GParamSpec *spec) {
  switch (id) {
  case PROP_VALUE: demo_dial_set_value(DEMO_DIAL(object), g_value_get_double(value)); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, spec);
  }
}

static void demo_dial_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                              int *minimum, int *natural, int *minimum_baseline,
                              int *natural_baseline) {
  (void)widget, (void)orientation, (void)for_size;
  *minimum = *natural = 48;
  *minimum_baseline = *natural_baseline = -1;
}

/// A bar that fills with the value, so that a screenshot shows it.
static void demo_dial_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
  DemoDial *dial = DEMO_DIAL(widget);
  int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
  GdkRGBA track = {0.8, 0.8, 0.8, 1}, fill = {0.2, 0.4, 0.9, 1};
  gtk_snapshot_append_color(snapshot, &track, &GRAPHENE_RECT_INIT(0, 0, width, height));
  gtk_snapshot_append_color(snapshot, &fill,
                            &GRAPHENE_RECT_INIT(0, 0, width * dial->value / 100, height));
}

static void demo_dial_class_init(DemoDialClass *class) {
  GObjectClass *object_class = G_OBJECT_CLASS(class);
  object_class->get_property = demo_dial_get_property;
  object_class->set_property = demo_dial_set_property;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(class);
  widget_class->measure = demo_dial_measure;
  widget_class->snapshot = demo_dial_snapshot;
  gtk_widget_class_set_css_name(widget_class, "dial");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
  properties[PROP_VALUE] =
      g_param_spec_double("value", NULL, NULL, 0, 100, 0,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties(object_class, N_PROPS, properties);
  signals[TURNED] = g_signal_new("turned", G_TYPE_FROM_CLASS(class), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 1, G_TYPE_DOUBLE);
}

static void demo_dial_init(DemoDial *dial) { dial->value = 0; }

GtkWidget *demo_dial_new(void) { return g_object_new(DEMO_TYPE_DIAL, NULL); }

double demo_dial_get_value(DemoDial *dial) {
  g_return_val_if_fail(DEMO_IS_DIAL(dial), 0);
  return dial->value;
}

void demo_dial_set_value(DemoDial *dial, double value) {
  g_return_if_fail(DEMO_IS_DIAL(dial));
  value = CLAMP(value, 0, 100);
  if (value == dial->value) return;
  dial->value = value;
  gtk_widget_queue_draw(GTK_WIDGET(dial));
  g_object_notify_by_pspec(G_OBJECT(dial), properties[PROP_VALUE]);
  g_signal_emit(dial, signals[TURNED], 0, value);
}

GtkWidget *demo_dial_pair_new(void) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append(GTK_BOX(box), demo_dial_new());
  gtk_box_append(GTK_BOX(box), demo_dial_new());
  return box;
}
