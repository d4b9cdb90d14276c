// The floor for benchmark G1 of PrimeTime: PrimeTime's window as it first appears, built in
// plain C with GTK 4 and libadwaita 1.2, with no engine, no declarative layer and no store.
//
// The same widget tree as Sources/PrimeTimeUI/PrimeTimeWindow.swift on a first launch
// (nothing saved, so 720x560, the counter page shown): an AdwApplicationWindow whose content
// is a vertical box of an AdwHeaderBar with an AdwViewSwitcherTitle, the (hidden) banners, an
// AdwToastOverlay around an AdwViewStack of three pages, and an AdwViewSwitcherBar revealed
// when the title's switcher is not. The pages: the counter (count, "−" and "+", the two
// questions, a hidden spinner row); the favorites (a count and a sort button over an
// AdwStatusPage, in an AdwLeaflet beside a placeholder AdwStatusPage); the search (a search
// entry, a hidden spinner and error, a hint). The app's style sheet (Resources/style.css, or
// $PRIMETIME_DATA_DIR/style.css) is loaded at start-up as the app loads it.
//
// G1: process start (BENCH_START_NS, CLOCK_REALTIME in ns, set by the runner just before it
//     spawns this program, inside xvfb-run or with-weston.sh) to the frame clock's first
//     after-paint, and RSS then. Prints one JSON line: {"G1-PrimeTime": {...}}. Run under Xvfb
//     with GDK_BACKEND=x11, or under Tests/Scripts/with-weston.sh (GDK_BACKEND=wayland).
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static GtkWidget *window;

static double rss_mib(void) {
  FILE *status = fopen("/proc/self/status", "r");
  char line[256];
  double kib = -1;
  while (status && fgets(line, sizeof line, status))
    if (sscanf(line, "VmRSS: %lf kB", &kib) == 1) break;
  if (status) fclose(status);
  return kib / 1024.0;
}

static gboolean close_window(gpointer data) {
  (void)data;
  gtk_window_destroy(GTK_WINDOW(window));
  return G_SOURCE_REMOVE;
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
  (void)data;
  static gboolean measured;
  if (measured) return;
  measured = TRUE;
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  const char *start = getenv("BENCH_START_NS");
  double ms = start ? ((double)ts.tv_sec * 1e9 + (double)ts.tv_nsec - strtod(start, NULL)) / 1e6 : -1;
  printf("{\"G1-PrimeTime\": {\"value\": %.3f, \"unit\": \"ms\", \"rss_mib\": %.3f}}\n", ms, rss_mib());
  fflush(stdout);
  g_signal_handlers_disconnect_by_func(clock, on_after_paint, data);
  g_idle_add(close_window, NULL);
}

static GtkWidget *vbox(int spacing) { return gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing); }
static GtkWidget *hbox(int spacing) { return gtk_box_new(GTK_ORIENTATION_HORIZONTAL, spacing); }

static void set_margins(GtkWidget *widget, int margin) {
  gtk_widget_set_margin_top(widget, margin);
  gtk_widget_set_margin_bottom(widget, margin);
  gtk_widget_set_margin_start(widget, margin);
  gtk_widget_set_margin_end(widget, margin);
}

static GtkWidget *icon_button(const char *icon, const char *name, const char *css_class) {
  GtkWidget *button = gtk_button_new_from_icon_name(icon);
  gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_add_css_class(button, css_class);
  return button;
}

static GtkWidget *counter_page(void) {
  GtkWidget *count = gtk_label_new("0");
  gtk_widget_add_css_class(count, "prime-count");
  GtkWidget *steps = hbox(12);
  gtk_widget_set_halign(steps, GTK_ALIGN_CENTER);
  gtk_box_append(GTK_BOX(steps), icon_button("list-remove-symbolic", "Decrement", "circular"));
  gtk_box_append(GTK_BOX(steps), icon_button("list-add-symbolic", "Increment", "circular"));
  GtkWidget *questions = vbox(8);
  gtk_widget_set_halign(questions, GTK_ALIGN_CENTER);
  gtk_box_append(GTK_BOX(questions), gtk_button_new_with_label("Is this prime?"));
  gtk_box_append(GTK_BOX(questions), gtk_button_new_with_label("What is the n-th prime?"));
  GtkWidget *progress = hbox(8);
  gtk_widget_set_halign(progress, GTK_ALIGN_CENTER);
  gtk_box_append(GTK_BOX(progress), gtk_spinner_new());
  GtkWidget *computing = gtk_label_new("Computing the 0th prime…");
  gtk_widget_add_css_class(computing, "dim-label");
  gtk_box_append(GTK_BOX(progress), computing);
  gtk_box_append(GTK_BOX(progress), gtk_button_new_with_label("Cancel"));
  gtk_widget_set_visible(progress, FALSE);
  GtkWidget *page = vbox(18);
  gtk_box_append(GTK_BOX(page), count);
  gtk_box_append(GTK_BOX(page), steps);
  gtk_box_append(GTK_BOX(page), questions);
  gtk_box_append(GTK_BOX(page), progress);
  gtk_widget_set_halign(page, GTK_ALIGN_CENTER);
  gtk_widget_set_valign(page, GTK_ALIGN_CENTER);
  set_margins(page, 24);
  return page;
}

static GtkWidget *status_page(const char *icon, const char *title, const char *description) {
  GtkWidget *page = adw_status_page_new();
  adw_status_page_set_icon_name(ADW_STATUS_PAGE(page), icon);
  adw_status_page_set_title(ADW_STATUS_PAGE(page), title);
  adw_status_page_set_description(ADW_STATUS_PAGE(page), description);
  return page;
}

static GtkWidget *favorites_page(void) {
  GtkWidget *count = gtk_label_new("No favorites yet");
  gtk_widget_add_css_class(count, "dim-label");
  gtk_widget_set_hexpand(count, TRUE);
  GtkWidget *bar = hbox(8);
  set_margins(bar, 6);
  gtk_box_append(GTK_BOX(bar), count);
  gtk_box_append(GTK_BOX(bar), icon_button("view-sort-ascending-symbolic", "Sort order", "flat"));
  GtkWidget *empty = status_page(
      "starred-symbolic", "No Favorite Primes",
      "Save primes from the Counter page, or star them in the results of a Search.");
  gtk_widget_set_vexpand(empty, TRUE);
  GtkWidget *list = vbox(0);
  gtk_box_append(GTK_BOX(list), bar);
  gtk_box_append(GTK_BOX(list), empty);
  GtkWidget *leaflet = adw_leaflet_new();
  adw_leaflet_append(ADW_LEAFLET(leaflet), list);
  adw_leaflet_append(ADW_LEAFLET(leaflet), gtk_separator_new(GTK_ORIENTATION_VERTICAL));
  adw_leaflet_append(ADW_LEAFLET(leaflet),
                     status_page("view-list-symbolic", "Select a Prime",
                                 "Its index among primes, its neighbours and the families it "
                                 "belongs to."));
  return leaflet;
}

static GtkWidget *search_page(void) {
  GtkWidget *entry = gtk_search_entry_new();
  g_object_set(entry, "placeholder-text", "A number like 97, or a range like 100-200", NULL);
  gtk_widget_set_hexpand(entry, TRUE);
  GtkWidget *spinner = gtk_spinner_new();
  gtk_widget_set_visible(spinner, FALSE);
  GtkWidget *field = hbox(8);
  gtk_box_append(GTK_BOX(field), entry);
  gtk_box_append(GTK_BOX(field), spinner);
  GtkWidget *error = gtk_label_new("");
  gtk_widget_add_css_class(error, "error");
  gtk_widget_set_visible(error, FALSE);
  GtkWidget *hint =
      gtk_label_new("Type a whole number to learn about it, or a range to list its primes.");
  gtk_label_set_wrap(GTK_LABEL(hint), TRUE);
  gtk_widget_add_css_class(hint, "dim-label");
  GtkWidget *page = vbox(12);
  gtk_box_append(GTK_BOX(page), field);
  gtk_box_append(GTK_BOX(page), error);
  gtk_box_append(GTK_BOX(page), hint);
  set_margins(page, 18);
  return page;
}

static GtkWidget *banner(void) {
  GtkWidget *problem = hbox(12);
  GtkWidget *text = gtk_label_new("");
  gtk_label_set_wrap(GTK_LABEL(text), TRUE);
  gtk_widget_set_hexpand(text, TRUE);
  gtk_box_append(GTK_BOX(problem), text);
  gtk_box_append(GTK_BOX(problem), gtk_button_new_with_label("Dismiss"));
  set_margins(problem, 8);
  gtk_widget_add_css_class(problem, "prime-error-banner");
  gtk_widget_set_visible(problem, FALSE);
  GtkWidget *save = hbox(12);
  gtk_box_append(GTK_BOX(save), gtk_label_new(""));
  set_margins(save, 8);
  gtk_widget_add_css_class(save, "prime-error-banner");
  gtk_widget_set_visible(save, FALSE);
  GtkWidget *box = vbox(0);
  gtk_box_append(GTK_BOX(box), problem);
  gtk_box_append(GTK_BOX(box), save);
  return box;
}

static void on_startup(GApplication *app, gpointer data) {
  (void)app;
  (void)data;
  const char *directory = getenv("PRIMETIME_DATA_DIR");
  char *path = g_build_filename(directory ? directory : "Resources", "style.css", NULL);
  GtkCssProvider *provider = gtk_css_provider_new();
  gtk_css_provider_load_from_path(provider, path);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(),
                                             GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_free(path);
  adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_DEFAULT);
}

static void on_activate(GtkApplication *app, gpointer data) {
  (void)data;
  window = adw_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "PrimeTime");
  gtk_window_set_default_size(GTK_WINDOW(window), 720, 560);

  GtkWidget *stack = adw_view_stack_new();
  adw_view_stack_page_set_icon_name(
      adw_view_stack_add_titled(ADW_VIEW_STACK(stack), counter_page(), "counter", "Counter"),
      "accessories-calculator-symbolic");
  adw_view_stack_page_set_icon_name(
      adw_view_stack_add_titled(ADW_VIEW_STACK(stack), favorites_page(), "favorites", "Favorites"),
      "starred-symbolic");
  adw_view_stack_page_set_icon_name(
      adw_view_stack_add_titled(ADW_VIEW_STACK(stack), search_page(), "search", "Search"),
      "system-search-symbolic");
  gtk_widget_set_vexpand(stack, TRUE);

  GtkWidget *title = adw_view_switcher_title_new();
  adw_view_switcher_title_set_stack(ADW_VIEW_SWITCHER_TITLE(title), ADW_VIEW_STACK(stack));
  adw_view_switcher_title_set_title(ADW_VIEW_SWITCHER_TITLE(title), "PrimeTime");
  GtkWidget *header = adw_header_bar_new();
  adw_header_bar_set_title_widget(ADW_HEADER_BAR(header), title);
  GtkWidget *bar = adw_view_switcher_bar_new();
  adw_view_switcher_bar_set_stack(ADW_VIEW_SWITCHER_BAR(bar), ADW_VIEW_STACK(stack));
  g_object_bind_property(title, "title-visible", bar, "reveal", G_BINDING_SYNC_CREATE);

  GtkWidget *toasts = adw_toast_overlay_new();
  adw_toast_overlay_set_child(ADW_TOAST_OVERLAY(toasts), stack);
  gtk_widget_set_vexpand(toasts, TRUE);
  GtkWidget *content = vbox(0);
  gtk_box_append(GTK_BOX(content), header);
  gtk_box_append(GTK_BOX(content), banner());
  gtk_box_append(GTK_BOX(content), toasts);
  gtk_box_append(GTK_BOX(content), bar);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);

  gtk_window_present(GTK_WINDOW(window));
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_after_paint),
                   NULL);
}

int main(int argc, char **argv) {
  (void)argc;
  AdwApplication *app =
      adw_application_new("org.swiftcomposablegtk.PrimeTimeFloor", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect(app, "startup", G_CALLBACK(on_startup), NULL);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
  // Only the program's name, as PrimeTime passes GApplication.
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
