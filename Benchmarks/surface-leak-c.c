// Does GTK itself keep a closed window's GdkSurface alive? Opens and closes N plain GtkWindows
// (320x400, a label and a button; with CHILD=1 also a modal transient child, as a sheet) and
// prints how many of their GdkSurfaces were never finalized, and how RSS grew after a warm-up
// tenth. No Swift, no engine: the floor for LifetimeTests' RSS check.
//
//   cc -O2 Benchmarks/surface-leak-c.c -o /tmp/surface-leak $(pkg-config --cflags --libs gtk4)
//   GDK_BACKEND=x11 GSK_RENDERER=cairo xvfb-run -a /tmp/surface-leak 900
//   GSK_RENDERER=cairo Tests/Scripts/with-weston.sh /tmp/surface-leak 900
//
// Measured with GTK 4.8.3 (Debian 12): on X11 every surface is finalized and RSS stays flat; on
// Wayland (weston 10, headless) none of the 900 is, and RSS grows 63 KiB per window (135 KiB
// with the child), which is why LifetimeTests judges RSS on X11 only.
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static int surfaces_alive = 0;

static void surface_finalized(gpointer data, GObject *surface) {
  (void)data;
  (void)surface;
  surfaces_alive--;
}

static long resident_kib(void) {
  FILE *status = fopen("/proc/self/status", "r");
  char line[256];
  long value = -1;
  while (status && fgets(line, sizeof line, status))
    if (sscanf(line, "VmRSS: %ld", &value) == 1)
      break;
  if (status)
    fclose(status);
  return value;
}

static void iterate_until_mapped(GtkWidget *widget) {
  while (!gtk_widget_get_mapped(widget))
    g_main_context_iteration(NULL, TRUE);
  for (int i = 0; i < 3; i++)
    g_main_context_iteration(NULL, FALSE);
}

int main(int argc, char **argv) {
  int count = argc > 1 ? atoi(argv[1]) : 900;
  gboolean with_child = g_getenv("CHILD") != NULL;
  gtk_init();
  long after_warm_up = 0;
  for (int i = 0; i < count; i++) {
    GtkWidget *window = gtk_window_new();
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_box_append(GTK_BOX(box), gtk_label_new("Count: 0"));
    gtk_box_append(GTK_BOX(box), gtk_button_new_with_label("+"));
    gtk_window_set_child(GTK_WINDOW(window), box);
    gtk_window_set_default_size(GTK_WINDOW(window), 320, 400);
    gtk_window_present(GTK_WINDOW(window));
    iterate_until_mapped(window);
    surfaces_alive++;
    g_object_weak_ref(G_OBJECT(gtk_native_get_surface(GTK_NATIVE(window))), surface_finalized,
                      NULL);
    if (with_child) {
      GtkWidget *child = gtk_window_new();
      gtk_window_set_transient_for(GTK_WINDOW(child), GTK_WINDOW(window));
      gtk_window_set_modal(GTK_WINDOW(child), TRUE);
      gtk_window_set_destroy_with_parent(GTK_WINDOW(child), TRUE);
      gtk_window_set_child(GTK_WINDOW(child), gtk_label_new("sheet"));
      gtk_window_present(GTK_WINDOW(child));
      iterate_until_mapped(child);
      if (i % 2)
        gtk_window_destroy(GTK_WINDOW(child));
    }
    gtk_window_destroy(GTK_WINDOW(window));
    while (g_main_context_iteration(NULL, FALSE)) {
    }
    if (i == count / 10)
      after_warm_up = resident_kib();
  }
  long at_end = resident_kib();
  printf("%s: %d windows, %d surfaces never finalized; RSS %.1f MiB after warm-up, %.1f MiB at "
         "end: %.0f KiB per window\n",
         gdk_display_get_name(gdk_display_get_default()), count, surfaces_alive,
         after_warm_up / 1024.0, at_end / 1024.0,
         (double)(at_end - after_warm_up) / (count - count / 10));
  return 0;
}
