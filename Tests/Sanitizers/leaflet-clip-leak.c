/* The evidence behind lsan.supp's `leak:gsk_container_node_new`: GTK 4.8 and libadwaita 1.2,
 * with no code of ours, leak the render node of a folded AdwLeaflet's child while the leaflet
 * slides a page over another. Not built by the package; build and run it by hand:
 *
 *   cc -g -fsanitize=address -rdynamic Tests/Sanitizers/leaflet-clip-leak.c \
 *     -o /tmp/leaflet-clip-leak $(pkg-config --cflags --libs libadwaita-1) -ldl
 *   grep -v '^leak:gsk_container_node_new' Tests/Sanitizers/lsan.supp > /tmp/without-nodes.supp
 *   xvfb-run -a env GSK_RENDERER=cairo GDK_BACKEND=x11 G_SLICE=always-malloc \
 *     ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0 \
 *     LSAN_OPTIONS=suppressions=/tmp/without-nodes.supp /tmp/leaflet-clip-leak MODE [CYCLES]
 *
 *   clip     GtkSnapshot alone: a color node appended under a clip of zero width. GTK drops the
 *            node without releasing it (its clip collector returns no node for an empty clip
 *            and forgets the one it collected): one direct leak of a GskColorNode.
 *   leaflet  A folded AdwLeaflet (a list, a separator, a detail page, as PrimeTime's favorites
 *            page has them): the detail page, then back, CYCLES times (default 1), each slide
 *            run to its end, then the window destroyed. The leaflet's default transition (over)
 *            clips the pages under the sliding one to the part it does not cover, which is
 *            empty at either end of the slide; direct leaks of GskContainerNodes follow, with
 *            the allocation stack of PrimeTime's narrow-window test (gtk_snapshot_pop for a
 *            child, under gtk_widget_snapshot_child from libadwaita-1.so.0+0x4825e).
 *   slide    The same leaflet with the slide transition, which draws without clips: no leak.
 *
 * Each run prints how many clips were pushed and how many had zero area, and from where.
 *
 * Built as a shared library instead (cc -shared -fPIC, same flags, no sanitizer) and preloaded
 * into the sanitized test run (LD_PRELOAD, with ASAN_OPTIONS=...:verify_asan_link_order=0), its
 * clip counter shows the leaflet of PrimeTimeWindowTests.testNarrowWindowShowsOnePaneAtATime
 * pushing empty clips from the same place (libadwaita-1.so.0+0x4822c); the test's direct leak
 * came in exactly the runs with two or more of them (6 runs of 8), never with one. */
#define _GNU_SOURCE
#include <adwaita.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

static int clips, empty_clips;

/* Interposed: counts the clips pushed, and names the caller of each empty one. */
void
gtk_snapshot_push_clip (GtkSnapshot *snapshot, const graphene_rect_t *bounds)
{
  static void (*push_clip) (GtkSnapshot *, const graphene_rect_t *);
  if (push_clip == NULL)
    push_clip = (void (*) (GtkSnapshot *, const graphene_rect_t *))
        dlsym (RTLD_NEXT, "gtk_snapshot_push_clip");
  clips++;
  if (bounds->size.width == 0 || bounds->size.height == 0) {
    void *caller = __builtin_return_address (0);
    Dl_info info = { 0 };
    dladdr (caller, &info);
    empty_clips++;
    g_printerr ("empty clip %gx%g at %g,%g pushed from %s+0x%lx\n", bounds->size.width,
                bounds->size.height, bounds->origin.x, bounds->origin.y, info.dli_fname,
                (unsigned long) ((char *) caller - (char *) info.dli_fbase));
  }
  push_clip (snapshot, bounds);
}

static void
iterate_through_slide (AdwLeaflet *leaflet)
{
  for (int i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  while (adw_leaflet_get_child_transition_running (leaflet))
    g_main_context_iteration (NULL, TRUE);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

static GtkWidget *
page (const char *title, int rows)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (box, "view");
  for (int i = 0; i < rows; i++) {
    char text[64];
    g_snprintf (text, sizeof text, "%s %d", title, i);
    gtk_box_append (GTK_BOX (box), gtk_label_new (text));
  }
  return box;
}

static void
empty_clip (void)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GdkRGBA red = { 1, 0, 0, 1 };
  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, 0, 100));
  gtk_snapshot_append_color (snapshot, &red, &GRAPHENE_RECT_INIT (0, 0, 50, 50));
  gtk_snapshot_pop (snapshot);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  g_print ("the snapshot's node: %p\n", (void *) node);
  g_clear_pointer (&node, gsk_render_node_unref);
}

static void
leaflet_there_and_back (int cycles, AdwLeafletTransitionType type)
{
  GtkWidget *window = adw_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 500);
  AdwLeaflet *leaflet = ADW_LEAFLET (adw_leaflet_new ());
  adw_leaflet_set_transition_type (leaflet, type);
  adw_leaflet_set_can_navigate_back (leaflet, TRUE);
  GtkWidget *list = page ("row", 8);
  gtk_widget_set_size_request (list, 280, -1);
  GtkWidget *detail = page ("detail", 3);
  gtk_widget_set_size_request (detail, 360, -1);
  gtk_widget_set_hexpand (detail, TRUE);
  adw_leaflet_append (leaflet, list);
  GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_VERTICAL);
  adw_leaflet_page_set_navigatable (adw_leaflet_append (leaflet, separator), FALSE);
  adw_leaflet_append (leaflet, detail);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (leaflet));
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 50 || !gtk_widget_get_mapped (window); i++)
    g_main_context_iteration (NULL, FALSE);
  g_print ("folded: %s\n", adw_leaflet_get_folded (leaflet) ? "yes" : "no");
  for (int i = 0; i < cycles; i++) {
    adw_leaflet_set_visible_child (leaflet, detail);
    iterate_through_slide (leaflet);
    adw_leaflet_set_visible_child (leaflet, list);
    iterate_through_slide (leaflet);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
}

int
main (int argc, char **argv)
{
  const char *mode = argc > 1 ? argv[1] : "leaflet";
  int cycles = argc > 2 ? atoi (argv[2]) : 1;
  adw_init ();
  if (strcmp (mode, "clip") == 0)
    empty_clip ();
  else if (strcmp (mode, "slide") == 0)
    leaflet_there_and_back (cycles, ADW_LEAFLET_TRANSITION_TYPE_SLIDE);
  else
    leaflet_there_and_back (cycles, ADW_LEAFLET_TRANSITION_TYPE_OVER);
  g_print ("%s: %d clips pushed, %d of them empty\n", mode, clips, empty_clips);
  return 0;
}
