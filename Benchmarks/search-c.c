// The floor for benchmark G3: search results of 100,000 rows shown and scrolled, in plain C.
//
// A 760x560 GtkWindow holding a GtkScrolledWindow (PrimeTime's search page is 760x560 in the
// Swift run). Once the window's first frame is drawn, the "response" arrives: the first
// 100,000 primes as integers. From then on, timed: their decimal strings in a GtkStringList, a
// GtkListView over it (no selection) with a signal factory making one GtkLabel per row,
// shown in the scrolled window; until the frame clock's after-paint of the first frame that
// shows the list. Then the list is scrolled to its end by setting the vertical adjustment to
// its upper bound (again while the last row is not on screen: GTK estimates the height of
// rows it has not measured), timed until the frame that shows the last prime is painted. RSS
// at the end.
//
// Prints one JSON line: {"G3": {...}}, the keys of the Swift workload. Run under Xvfb with
// GDK_BACKEND=x11.
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { ROWS = 100000 };

static guint64 frames;
static double last_paint_ns;

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double rss_mib(void) {
  FILE *status = fopen("/proc/self/status", "r");
  char line[256];
  double kib = -1;
  while (status && fgets(line, sizeof line, status))
    if (sscanf(line, "VmRSS: %lf kB", &kib) == 1) break;
  if (status) fclose(status);
  return kib / 1024.0;
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
  (void)clock;
  (void)data;
  frames++;
  last_paint_ns = now_ns();
}

static void wait_for_frame(void) {
  guint64 before = frames;
  while (frames == before) g_main_context_iteration(NULL, TRUE);
}

// The first `count` primes (sieve of Eratosthenes), as the Swift workload computes them.
static int *first_primes(int count) {
  int limit = 1300000;
  for (;;) {
    char *composite = calloc((size_t)limit + 1, 1);
    int *primes = malloc(sizeof(int) * (size_t)count);
    int found = 0;
    for (long n = 2; n <= limit && found < count; n++) {
      if (composite[n]) continue;
      primes[found++] = (int)n;
      for (long multiple = n * n; multiple <= limit; multiple += n) composite[multiple] = 1;
    }
    free(composite);
    if (found == count) return primes;
    free(primes);
    limit *= 2;
  }
}

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void)factory;
  (void)data;
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_list_item_set_child(item, label);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  (void)factory;
  (void)data;
  GtkStringObject *string = gtk_list_item_get_item(item);
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

// Whether a mapped label below `widget` shows `text`.
static gboolean shows(GtkWidget *widget, const char *text) {
  if (GTK_IS_LABEL(widget) && gtk_widget_get_mapped(widget) &&
      strcmp(gtk_label_get_text(GTK_LABEL(widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child(widget); child;
       child = gtk_widget_get_next_sibling(child))
    if (shows(child, text)) return TRUE;
  return FALSE;
}

int main(void) {
  gtk_init();
  GtkWidget *window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(window), "Search");
  gtk_window_set_default_size(GTK_WINDOW(window), 760, 560);
  GtkWidget *scroller = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER,
                                 GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand(scroller, TRUE);
  gtk_window_set_child(GTK_WINDOW(window), scroller);
  gtk_window_present(GTK_WINDOW(window));
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_after_paint),
                   NULL);
  while (frames == 0) g_main_context_iteration(NULL, TRUE);

  int *primes = first_primes(ROWS);
  char first[16], last[16];
  snprintf(first, sizeof first, "%d", primes[0]);
  snprintf(last, sizeof last, "%d", primes[ROWS - 1]);

  double start = now_ns();
  // The rows as decimal strings, in one buffer; GtkStringList copies them.
  char *buffer = malloc((size_t)ROWS * 12);
  const char **strings = malloc(sizeof(char *) * (ROWS + 1));
  char *cursor = buffer;
  for (int i = 0; i < ROWS; i++) {
    strings[i] = cursor;
    cursor += sprintf(cursor, "%d", primes[i]) + 1;
  }
  strings[ROWS] = NULL;
  GtkStringList *model = gtk_string_list_new(strings);
  free(strings);
  free(buffer);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
  GtkWidget *list = gtk_list_view_new(
      GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model))), factory);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
  double applied = now_ns();
  wait_for_frame();
  double first_frame = last_paint_ns;
  if (!shows(list, first)) {
    fprintf(stderr, "search-c: the first frame after the response does not show the list\n");
    return 1;
  }

  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
  double scroll_start = now_ns();
  int attempts = 0;
  while (!shows(list, last) && attempts < 50) {
    attempts++;
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) -
                                             gtk_adjustment_get_page_size(adjustment));
    wait_for_frame();
  }
  double scrolled = last_paint_ns;
  if (!shows(list, last)) {
    fprintf(stderr, "search-c: the list did not reach its last row in %d scrolls\n", attempts);
    return 1;
  }
  printf("{\"G3\": {\"value\": %.3f, \"unit\": \"ms\", \"until_list_updated_ms\": %.3f, "
         "\"scroll_to_end_ms\": %.3f, \"scroll_frames\": %d, \"rss_mib\": %.1f, \"rows\": %d}}\n",
         (first_frame - start) / 1e6, (applied - start) / 1e6, (scrolled - scroll_start) / 1e6,
         attempts, rss_mib(), ROWS);
  fflush(stdout);
  gtk_window_destroy(GTK_WINDOW(window));
  free(primes);
  return 0;
}
