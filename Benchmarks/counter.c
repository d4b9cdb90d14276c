// The floor for benchmarks G1 and G2: the counter window with no engine, in plain C.
//
// Widget tree (the Swift counter example builds the same): a GtkApplicationWindow titled
// "Counter", 260x160, with a GtkHeaderBar; a vertical GtkBox (spacing 12, margins 24) holding
// the count label (CSS class title-1) and a centered horizontal GtkBox (spacing 12) with the
// "−" and "+" buttons.
//
// G1: process start to the first frame of the window drawn (the frame clock's after-paint),
//     and RSS at that moment. The start is BENCH_START_NS (CLOCK_REALTIME, in ns) when the
//     runner sets it just before exec (inside xvfb-run or with-weston.sh, so that starting the
//     display server is not counted),
//     else the kernel's process start time (10 ms ticks).
// G2: 1,000 clicks on "+" emitted as signals, each timed until the label shows the new count
//     and a frame has been drawn after the click; median and p99 in µs.
//
// Prints one JSON line: {"G1": {...}, "G2": {...}}. Run under Xvfb with GDK_BACKEND=x11, or
// under Tests/Scripts/with-weston.sh (GDK_BACKEND=wayland), as `make bench` runs it.
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// BENCH_CLICKS overrides the number of clicks (0 measures start-up only).
enum { MAX_CLICKS = 1000 };

typedef struct {
  GtkWidget *window, *label, *plus;
  int count;
  guint64 frames;
  gboolean measured_first_frame;
  double first_frame_ms, rss_mib;
  const char *start_source;
} Counter;

static double now_ns(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

// Milliseconds since the process started, by the best clock available.
static double ms_since_start(const char **source) {
  const char *env = getenv("BENCH_START_NS");
  if (env && *env) {
    *source = "BENCH_START_NS";
    return (now_ns(CLOCK_REALTIME) - strtod(env, NULL)) / 1e6;
  }
  *source = "proc-starttime";
  FILE *stat = fopen("/proc/self/stat", "r");
  char buffer[1024] = {0};
  if (!stat || !fgets(buffer, sizeof buffer, stat)) return -1;
  fclose(stat);
  // Field 22 (starttime) follows the command name, which may contain spaces: skip past ')'.
  char *fields = strrchr(buffer, ')') + 2;
  unsigned long long start_ticks = 0;
  for (int field = 3; field <= 22; field++) {
    if (field == 22) start_ticks = strtoull(fields, NULL, 10);
    fields = strchr(fields, ' ') + 1;
  }
  return now_ns(CLOCK_BOOTTIME) / 1e6 - (double)start_ticks * 1000.0 / sysconf(_SC_CLK_TCK);
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

static gboolean run_clicks(gpointer data);

static void on_after_paint(GdkFrameClock *clock, Counter *counter) {
  (void)clock;
  counter->frames++;
  if (!counter->measured_first_frame) {
    counter->measured_first_frame = TRUE;
    counter->first_frame_ms = ms_since_start(&counter->start_source);
    counter->rss_mib = rss_mib();
    // The clicks iterate the main loop themselves, so they start from an idle callback
    // rather than from inside this frame's paint.
    g_idle_add(run_clicks, counter);
  }
}

static void on_realize(GtkWidget *window, Counter *counter) {
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint",
                   G_CALLBACK(on_after_paint), counter);
}

static void on_plus(GtkButton *button, Counter *counter) {
  (void)button;
  char text[32];
  snprintf(text, sizeof text, "%d", ++counter->count);
  gtk_label_set_text(GTK_LABEL(counter->label), text);
}

static void on_minus(GtkButton *button, Counter *counter) {
  (void)button;
  char text[32];
  snprintf(text, sizeof text, "%d", --counter->count);
  gtk_label_set_text(GTK_LABEL(counter->label), text);
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

// Runs once the first frame is drawn: the clicks, then the report, then quit.
static gboolean run_clicks(gpointer data) {
  Counter *counter = data;
  static double samples[MAX_CLICKS];
  const char *clicks_env = getenv("BENCH_CLICKS");
  int clicks = clicks_env ? atoi(clicks_env) : MAX_CLICKS;
  if (clicks < 0 || clicks > MAX_CLICKS) clicks = MAX_CLICKS;
  char expected[32];
  for (int i = 0; i < clicks; i++) {
    guint64 frames_before = counter->frames;
    snprintf(expected, sizeof expected, "%d", counter->count + 1);
    double start = now_ns(CLOCK_MONOTONIC);
    g_signal_emit_by_name(counter->plus, "clicked");
    while (strcmp(gtk_label_get_text(GTK_LABEL(counter->label)), expected) != 0 ||
           counter->frames == frames_before)
      g_main_context_iteration(NULL, TRUE);
    samples[i] = (now_ns(CLOCK_MONOTONIC) - start) / 1e3;
  }
  qsort(samples, clicks, sizeof samples[0], compare_doubles);
  if (clicks > 0)
    printf("{\"G1\": {\"value\": %.1f, \"unit\": \"ms\", \"rss_mib\": %.1f, \"start\": \"%s\"}, "
           "\"G2\": {\"value\": %.1f, \"unit\": \"us/click\", \"p99\": %.1f, \"clicks\": %d}}\n",
           counter->first_frame_ms, counter->rss_mib, counter->start_source,
           samples[clicks / 2], samples[clicks * 99 / 100], clicks);
  else
    printf("{\"G1\": {\"value\": %.1f, \"unit\": \"ms\", \"rss_mib\": %.1f, \"start\": \"%s\"}}\n",
           counter->first_frame_ms, counter->rss_mib, counter->start_source);
  fflush(stdout);
  g_application_quit(G_APPLICATION(gtk_window_get_application(GTK_WINDOW(counter->window))));
  return G_SOURCE_REMOVE;
}

static void on_activate(GtkApplication *app, Counter *counter) {
  counter->window = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(counter->window), "Counter");
  gtk_window_set_default_size(GTK_WINDOW(counter->window), 260, 160);
  gtk_window_set_titlebar(GTK_WINDOW(counter->window), gtk_header_bar_new());

  counter->label = gtk_label_new("0");
  gtk_widget_add_css_class(counter->label, "title-1");
  GtkWidget *minus = gtk_button_new_with_label("−");
  counter->plus = gtk_button_new_with_label("+");
  g_signal_connect(minus, "clicked", G_CALLBACK(on_minus), counter);
  g_signal_connect(counter->plus, "clicked", G_CALLBACK(on_plus), counter);

  GtkWidget *buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_valign(buttons, GTK_ALIGN_CENTER);
  gtk_box_append(GTK_BOX(buttons), minus);
  gtk_box_append(GTK_BOX(buttons), counter->plus);
  GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top(content, 24);
  gtk_widget_set_margin_bottom(content, 24);
  gtk_widget_set_margin_start(content, 24);
  gtk_widget_set_margin_end(content, 24);
  gtk_box_append(GTK_BOX(content), counter->label);
  gtk_box_append(GTK_BOX(content), buttons);
  gtk_window_set_child(GTK_WINDOW(counter->window), content);

  g_signal_connect(counter->window, "realize", G_CALLBACK(on_realize), counter);
  gtk_window_present(GTK_WINDOW(counter->window));
}

int main(int argc, char **argv) {
  Counter counter = {0};
  GtkApplication *app =
      gtk_application_new("org.swiftcomposablegtk.CounterFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(on_activate), &counter);
  int status = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app);
  return status;
}
