import Adw
import AdwTestSupport
import CAdw
import Gtk
import GtkTestSupport
import XCTest

final class AdwWidgetTests: AdwTestCase {
  /// An AdwApplication is a Gtk.Application: it registers, starts up (which initializes
  /// libadwaita) and then has a style manager that follows the system.
  @MainActor
  func testApplicationStartsUpWithStyleManager() async throws {
    try await onMainLoop {
      let id = testApplicationID()
      let app = Adw.Application(id: id)
      var startedUp = false
      app.onStartup { startedUp = true }
      XCTAssertNil(app.styleManager, "no style manager before start-up")
      try app.register()
      XCTAssertTrue(startedUp)
      XCTAssertTrue(app.isRegistered)
      XCTAssertEqual(app.id, id)
      let style = try XCTUnwrap(app.styleManager)
      XCTAssertEqual(style.colorScheme, .default, "dark style follows the system by default")
      let window = Adw.ApplicationWindow(application: app)
      XCTAssertEqual(app.windowCount, 1)
      // It has no title bar slot (`.toolbar` must not set one), a GTK window has.
      XCTAssertFalse(window.hasTitlebarSlot)
      let plain = Gtk.Window()
      XCTAssertTrue(plain.hasTitlebarSlot)
      plain.destroy()
      window.destroy()
    }
  }

  /// A libadwaita app imports `Gtk` and `Adw` both (as this file does): the window of an
  /// `Adw.Application` is written `ApplicationWindow(application: app)`, with no module name,
  /// and is libadwaita's; a plain `Gtk.Application` still gets GTK's. Both spellings were
  /// "ambiguous use of 'init(application:)'".
  @MainActor
  func testApplicationWindowNeedsNoModuleNameWithBothModulesImported() async throws {
    try await onMainLoop {
      let app = Adw.Application(id: testApplicationID())
      try app.register()
      let window = ApplicationWindow(application: app)
      XCTAssertFalse(window.hasTitlebarSlot, "libadwaita's window")
      let gtkApp = Gtk.Application(id: testApplicationID())
      try gtkApp.register()
      let plain = ApplicationWindow(application: gtkApp)
      XCTAssertTrue(plain.hasTitlebarSlot, "GTK's window")
      plain.destroy()
      window.destroy()
    }
  }

  /// Forcing a color scheme switches the style at once and reports it; back to `.default`
  /// follows the system again (light here: Xvfb's session has no settings portal).
  /// libadwaita's classes are generated, the hand-written ones extended: `ComboRow` (which the
  /// hand-written layer never had) is created with `ActionRow`'s convenience initializer, as a
  /// combo row, and comes back from the widget tree as the same object.
  @MainActor
  func testGeneratedRowsAndTheirInheritedInitializer() async throws {
    try await onMainLoop {
      try Adw.initialize()
      let row = ComboRow(title: "Sort by", subtitle: "Name")
      XCTAssertEqual(row.title, "Sort by")
      XCTAssertEqual(row.subtitle, "Name")
      row.useSubtitle = true
      XCTAssertTrue(row.useSubtitle)
      XCTAssertNil(row.model)
      let list = ListBox()
      list.append(row)
      XCTAssertTrue(list.descendants.contains { $0 === row })
      XCTAssertTrue(firstDescendant(of: list, as: ComboRow.self) === row)
    }
  }

  @MainActor
  func testStyleManagerForcesDarkAndReportsChanges() async throws {
    try await onMainLoop {
      let style = StyleManager.default
      defer { style.colorScheme = .default }
      var reported: [Bool] = []
      let handler = style.onDarkChanged { reported.append($0) }
      defer { style.disconnect(handler) }
      style.colorScheme = .forceDark
      XCTAssertTrue(style.isDark)
      XCTAssertEqual(style.colorScheme, .forceDark)
      style.colorScheme = .forceLight
      XCTAssertFalse(style.isDark)
      XCTAssertEqual(Array(reported.prefix(2)), [true, false])
    }
  }

  /// Pages are added with a title and an icon; their switcher attributes are set; the visible
  /// page is selected by name, reported, and an unknown name is ignored.
  @MainActor
  func testViewStackPagesAndVisiblePage() async throws {
    try await onMainLoop {
      let stack = Adw.ViewStack()
      let counter = stack.addTitled(
        Label("c"), name: "counter", title: "Counter",
        iconName: "accessories-calculator-symbolic")
      let favorites = stack.addTitled(
        Label("f"), name: "favorites", title: "Favorites",
        iconName: "starred-symbolic")
      XCTAssertEqual(stack.pageCount, 2)
      XCTAssertEqual(counter.title, "Counter")
      XCTAssertEqual(counter.iconName, "accessories-calculator-symbolic")
      XCTAssertEqual(favorites.name, "favorites")
      favorites.badgeNumber = 3
      favorites.needsAttention = true
      XCTAssertEqual(favorites.badgeNumber, 3)
      XCTAssertTrue(favorites.needsAttention)
      XCTAssertEqual(stack.visibleChildName, "counter", "the first page is shown")
      var reported: [String?] = []
      stack.onVisibleChildChanged { reported.append($0) }
      stack.visibleChildName = "favorites"
      stack.visibleChildName = "nothing"
      XCTAssertEqual(stack.visibleChildName, "favorites")
      XCTAssertEqual(reported, ["favorites"])
    }
  }

  /// The switcher bar is revealed exactly while the header bar's switcher title does not fit:
  /// hidden in a wide window, shown in a narrow one. The wrappers are dropped once the window
  /// is built, as a window's builder does: the widgets must keep the pattern going.
  @MainActor
  func testSwitcherBarRevealsOnNarrowWindows() async throws {
    try await onMainLoop {
      @MainActor func makeWindow(width: Int32) -> Gtk.Window {
        let stack = Adw.ViewStack()
        for name in ["Counter", "Favorites", "Search"] {
          stack.addTitled(Label(name), name: name, title: name, iconName: "starred-symbolic")
        }
        let title = ViewSwitcherTitle(stack: stack)
        title.title = "PrimeTime"
        let header = Adw.HeaderBar()
        header.titleWidget = title
        let bar = ViewSwitcherBar(stack: stack)
        bar.revealWhenTitleHidden(title)
        let column = Box(.vertical)
        column.append(header)
        column.append(stack)
        column.append(bar)
        let window = Gtk.Window()
        window.setDefaultSize(width: width, height: 300)
        window.setChild(column)
        return window
      }
      @MainActor func parts(of window: Gtk.Window) throws -> (ViewSwitcherTitle, ViewSwitcherBar) {
        let title = try XCTUnwrap(firstDescendant(of: window, as: ViewSwitcherTitle.self))
        let bar = try XCTUnwrap(firstDescendant(of: window, as: ViewSwitcherBar.self))
        return (title, bar)
      }
      let wide = makeWindow(width: 900)
      presentAndWaitForFrame(wide)
      let (wideTitle, wideBar) = try parts(of: wide)
      waitUntil("the switcher fits in the header bar") { !wideTitle.isTitleVisible }
      XCTAssertFalse(wideBar.reveal)
      let narrow = makeWindow(width: 300)
      presentAndWaitForFrame(narrow)
      let (narrowTitle, narrowBar) = try parts(of: narrow)
      waitUntil("the title replaces the switcher") { narrowTitle.isTitleVisible }
      waitUntil("the bar is revealed") { narrowBar.reveal }
      wide.destroy()
      narrow.destroy()
    }
  }

  /// A toast's button and its dismissal reach their handlers; the overlay holds the toast
  /// while it is shown, and the handlers are released with it.
  @MainActor
  func testToastButtonAndDismissal() async throws {
    try await onMainLoop {
      let overlay = ToastOverlay()
      overlay.setChild(Label("content"))
      let window = Gtk.Window()
      window.setChild(overlay)
      presentAndWaitForFrame(window)
      var events: [String] = []
      weak var weakProbe: Probe?
      do {
        let probe = Probe()
        weakProbe = probe
        let toast = Toast("Removed 7")
        toast.buttonLabel = "Undo"
        toast.timeout = 0
        toast.priority = .high
        XCTAssertEqual(toast.title, "Removed 7")
        XCTAssertEqual(toast.buttonLabel, "Undo")
        XCTAssertEqual(toast.timeout, 0)
        XCTAssertEqual(toast.priority, .high)
        toast.onButtonClicked { events.append("button") }
        toast.onDismissed {
          _ = probe
          events.append("dismissed")
        }
        overlay.add(toast)
        XCTAssertGreaterThan(toast.referenceCount, 1, "the overlay holds the toast as well")
        waitForFrame(window)
        let undo = try XCTUnwrap(
          buttons(labelled: "Undo", in: overlay).first, "the toast shows its button")
        undo.emitClicked()
      }
      waitUntil("the toast is dismissed after its button") { events.contains("dismissed") }
      XCTAssertEqual(events, ["button", "dismissed"])
      waitUntil("the dismissed toast is freed, and its handlers with it") { weakProbe == nil }
      window.destroy()
    }
  }

  /// A message dialog's responses carry string ids and appearances; answering one reaches the
  /// handler with its id.
  @MainActor
  func testMessageDialogResponses() async throws {
    try await onMainLoop {
      let parent = Gtk.Window()
      let dialog = Adw.MessageDialog(
        parent: parent, heading: "Remove 7?", body: "It is a favorite.")
      dialog.addResponse("cancel", label: "Cancel")
      dialog.addResponse("remove", label: "Remove", appearance: .destructive)
      dialog.defaultResponse = "cancel"
      dialog.closeResponse = "cancel"
      XCTAssertEqual(dialog.heading, "Remove 7?")
      XCTAssertEqual(dialog.body, "It is a favorite.")
      XCTAssertEqual(dialog.label(ofResponse: "remove"), "Remove")
      XCTAssertNil(dialog.label(ofResponse: "keep"))
      XCTAssertEqual(dialog.appearance(ofResponse: "remove"), .destructive)
      XCTAssertEqual(dialog.appearance(ofResponse: "cancel"), .default)
      XCTAssertEqual(dialog.defaultResponse, "cancel")
      XCTAssertEqual(dialog.closeResponse, "cancel")
      var responses: [String] = []
      dialog.onResponse { responses.append($0) }
      dialog.present()
      waitUntil("the dialog is shown") { dialog.isMapped }
      dialog.respond("remove")
      XCTAssertEqual(responses, ["remove"])
      dialog.destroy()
      parent.destroy()
    }
  }

  /// A folded leaflet shows one child; showing another and navigating back move between the
  /// navigatable children, and each change is reported.
  @MainActor
  func testLeafletNavigation() async throws {
    try await onMainLoop {
      let leaflet = Leaflet()
      leaflet.canUnfold = false
      leaflet.canNavigateBack = true
      leaflet.transition = .slide
      let list = Label("list")
      let detail = Label("detail")
      leaflet.append(list).name = "list"
      let separator = leaflet.append(Separator(.vertical))
      separator.isNavigatable = false
      leaflet.append(detail).name = "detail"
      XCTAssertTrue(leaflet.canNavigateBack)
      XCTAssertFalse(leaflet.canNavigateForward)
      XCTAssertEqual(leaflet.transition, .slide)
      XCTAssertFalse(leaflet.page(for: detail).name == nil)
      let window = Gtk.Window()
      window.setDefaultSize(width: 360, height: 300)
      window.setChild(leaflet)
      presentAndWaitForFrame(window)
      XCTAssertTrue(leaflet.isFolded, "a leaflet that cannot unfold is folded")
      XCTAssertTrue(leaflet.isVisibleChild(list))
      var changes = 0
      leaflet.onVisibleChildChanged { changes += 1 }
      leaflet.setVisibleChild(detail)
      XCTAssertEqual(leaflet.visibleChildName, "detail")
      XCTAssertTrue(leaflet.navigate(.back), "back skips the separator to the list")
      XCTAssertTrue(leaflet.isVisibleChild(list))
      XCTAssertFalse(leaflet.navigate(.back), "nothing before the list")
      leaflet.visibleChildName = "detail"
      XCTAssertTrue(leaflet.isVisibleChild(detail))
      XCTAssertEqual(changes, 3)
      window.destroy()
    }
  }

  /// The smaller widgets keep what they are given.
  @MainActor
  func testStatusPageRowClampTitleAndAboutWindow() async throws {
    try await onMainLoop {
      let page = Adw.StatusPage(
        iconName: "starred-symbolic", title: "No Favorites",
        description: "Star a prime.")
      XCTAssertEqual(page.iconName, "starred-symbolic")
      XCTAssertEqual(page.title, "No Favorites")
      XCTAssertEqual(page.pageDescription, "Star a prime.")
      page.pageDescription = nil
      XCTAssertNil(page.pageDescription)

      let row = Adw.ActionRow(title: "7", subtitle: "the 4th prime")
      XCTAssertEqual(row.title, "7")
      XCTAssertEqual(row.subtitle, "the 4th prime")
      var activations = 0
      row.onActivated { activations += 1 }
      row.isActivatable = true
      XCTAssertTrue(row.isActivatable)
      row.addSuffix(Gtk.Image(iconName: "go-next-symbolic"))
      row.activate()
      XCTAssertEqual(activations, 1)

      let clamp = Adw.Clamp(maximumSize: 480)
      XCTAssertEqual(clamp.maximumSize, 480)
      clamp.tighteningThreshold = 300
      XCTAssertEqual(clamp.tighteningThreshold, 300)

      let title = WindowTitle(title: "Favorites", subtitle: "3 primes")
      title.subtitle = "4 primes"
      XCTAssertEqual([title.title, title.subtitle], ["Favorites", "4 primes"])

      let about = AboutWindow()
      about.applicationName = "PrimeTime"
      about.applicationIcon = "org.example.PrimeTime"
      about.version = "1.0"
      about.developerName = "The PrimeTime authors"
      about.website = "https://example.org/primetime"
      about.issueURL = "https://example.org/primetime/issues"
      about.copyright = "© 2026 The PrimeTime authors"
      about.license = .mitX11
      about.setDevelopers(["Ada", "Grace"])
      XCTAssertEqual(about.applicationName, "PrimeTime")
      XCTAssertEqual(about.version, "1.0")
      XCTAssertEqual(about.issueURL, "https://example.org/primetime/issues")
      XCTAssertEqual(about.license, .mitX11)
      about.destroy()
    }
  }
}

/// Something a signal handler holds, to see when GLib releases the handler.
private final class Probe {}
