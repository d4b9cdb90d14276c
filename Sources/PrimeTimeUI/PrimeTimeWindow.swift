import Adw
import ComposableArchitecture
import ComposableGtk
import ComposableGtkViews
import Gtk
import PrimeTime

/// PrimeTime's window: a header bar whose view switcher picks the Counter, Favorites or Search
/// page (a bar at the bottom takes over when the window is too narrow for it), a banner for
/// problems with the favorites file, and toasts that offer to undo a removal.
///
/// The pages are declarative views of their features' stores; this type only lays them out in
/// libadwaita's containers and keeps the containers in step with the store: the page shown is
/// `state.tab`, the favorites page's title counts the favorites, a removal shows a toast.
@MainActor
package final class PrimeTimeWindow {
  package let window: Adw.ApplicationWindow
  package let store: StoreOf<AppFeature>
  let viewStack = ViewStack()
  let toastOverlay = ToastOverlay()
  let searchFocus = FocusHandle()
  private var favoritesPage: ViewStackPage?
  private var shownToast: (removal: FavoritesFeature.Removal, toast: Toast)?

  package init(application: Adw.Application, store: StoreOf<AppFeature>) {
    self.store = store
    window = Adw.ApplicationWindow(application: application)
    window.title = AppInfo.name

    let counter = CounterPage(store: store.scope(state: \.counter, action: \.counter))
    let favorites = FavoritesPage(store: store.scope(state: \.favorites, action: \.favorites))
    let search = SearchPage(
      store: store.scope(state: \.search, action: \.search), focus: searchFocus)
    viewStack.addTitled(
      counter.makeWidget(), name: AppFeature.Tab.counter.rawValue, title: "Counter",
      iconName: "accessories-calculator-symbolic")
    favoritesPage = viewStack.addTitled(
      favorites.makeWidget(), name: AppFeature.Tab.favorites.rawValue, title: "Favorites",
      iconName: "starred-symbolic")
    viewStack.addTitled(
      search.makeWidget(), name: AppFeature.Tab.search.rawValue, title: "Search",
      iconName: "system-search-symbolic")
    viewStack.vexpand = true

    let switcherTitle = ViewSwitcherTitle(stack: viewStack)
    switcherTitle.title = AppInfo.name
    let header = Adw.HeaderBar()
    header.titleWidget = switcherTitle
    let switcherBar = ViewSwitcherBar(stack: viewStack)
    switcherBar.revealWhenTitleHidden(switcherTitle)

    let banner = FileStatusBanner(store: store).makeWidget()
    let content = Box(.vertical, spacing: 0)
    content.append(header)
    content.append(banner)
    toastOverlay.setChild(viewStack)
    toastOverlay.vexpand = true
    content.append(toastOverlay)
    content.append(switcherBar)
    window.content = content

    bindPages()
    bindToasts()
  }

  /// The title of the favorites page in the view switcher.
  var favoritesPageTitle: String? { favoritesPage?.title }

  /// The page shown follows `state.tab`, and the user switching pages sets it.
  private func bindPages() {
    let store = self.store
    viewStack.onVisibleChildChanged { name in
      guard let tab = name.flatMap(AppFeature.Tab.init(rawValue:)), store.tab != tab else { return }
      store.send(.tabSelected(tab))
    }
    window.observe { [weak viewStack, weak favoritesPage] in
      guard let viewStack else { return }
      let name = store.tab.rawValue
      if viewStack.visibleChildName != name { viewStack.visibleChildName = name }
      let count = store.favorites.favoritePrimes.count
      let title = count == 0 ? "Favorites" : "Favorites (\(count.grouped))"
      if favoritesPage?.title != title { favoritesPage?.title = title }
    }
  }

  /// A removal shows "Removed 7" with Undo; the toast goes when the removal is undone, and the
  /// feature forgets the removal when the toast times out.
  private func bindToasts() {
    let store = self.store
    window.observe { [weak self] in
      let removal = store.favorites.lastRemoval
      guard let self else { return }
      if let shown = shownToast, shown.removal != removal {
        shownToast = nil
        shown.toast.dismiss()
      }
      guard let removal, shownToast == nil else { return }
      let toast = Toast("Removed \(removal.prime.grouped) from favorites")
      toast.buttonLabel = "Undo"
      toast.onButtonClicked { store.send(.favorites(.undoButtonTapped)) }
      toast.onDismissed {
        // A later removal replaces this toast; only this removal's own toast forgets it.
        if store.favorites.lastRemoval == removal { store.send(.favorites(.toastDismissed)) }
      }
      shownToast = (removal, toast)
      toastOverlay.add(toast)
    }
  }

  /// The keyboard shortcuts of the window (see ``ShortcutsWindow``).
  func installShortcuts(in application: Gtk.Application) {
    let store = self.store
    for (index, tab) in AppFeature.Tab.allCases.enumerated() {
      application.addShortcut("show-\(tab.rawValue)", accelerators: ["<Control>\(index + 1)"]) {
        store.send(.tabSelected(tab))
      }
    }
    application.addShortcut("find", accelerators: ["<Control>f"]) { [weak self] in
      store.send(.tabSelected(.search))
      // The page must be shown before its field can take the focus.
      self?.viewStack.visibleChildName = AppFeature.Tab.search.rawValue
      self?.searchFocus.focus()
    }
    application.addShortcut("undo", accelerators: ["<Control>z"]) {
      store.send(.undoShortcutPressed)
    }
    application.addShortcut("quit", accelerators: ["<Control>q"]) { application.quit() }
    application.addShortcut("shortcuts", accelerators: ["<Control>question"]) { [weak self] in
      guard let self else { return }
      ShortcutsWindow.present(over: window)
    }
  }
}

/// The banner under the header bar: what went wrong with the favorites file, if anything.
struct FileStatusBanner: View {
  let store: StoreOf<AppFeature>

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 12) {
        Text { store.fileStatus.problem ?? "" }
          .textWrapping()
          .hexpand()
        Button("Dismiss") { store.send(.fileProblemDismissed) }
      }
      .padding(8)
      .cssClass("prime-error-banner")
      .hidden { store.fileStatus.problem == nil }
      HStack(spacing: 12) {
        Text { store.fileStatus.saveError ?? "" }
          .textWrapping()
          .hexpand()
      }
      .padding(8)
      .cssClass("prime-error-banner")
      .hidden { store.fileStatus.saveError == nil }
    }
  }
}

/// The window that lists the keyboard shortcuts (Ctrl+?).
enum ShortcutsWindow {
  struct Shortcut: Identifiable {
    let keys: String
    let action: String
    var id: String { keys }
  }

  static let shortcuts = [
    Shortcut(keys: "Ctrl+1, Ctrl+2, Ctrl+3", action: "Show the Counter, Favorites or Search page"),
    Shortcut(keys: "Ctrl+F", action: "Search"),
    Shortcut(keys: "+ and −", action: "Change the count (on the Counter page)"),
    Shortcut(keys: "Delete", action: "Remove the selected favorite"),
    Shortcut(keys: "Ctrl+Z", action: "Put back the last favorite removed"),
    Shortcut(keys: "Ctrl+?", action: "Show these shortcuts"),
    Shortcut(keys: "Ctrl+Q", action: "Quit"),
  ]

  @MainActor
  static func present(over parent: Gtk.Window) {
    let window = Gtk.Window()
    window.title = "Keyboard Shortcuts"
    window.isModal = true
    window.setTransientFor(parent)
    window.setDefaultSize(width: 460, height: 320)
    window.setContent {
      VStack(spacing: 10) {
        ForEach(shortcuts) { shortcut in
          HStack(spacing: 18) {
            Text(shortcut.keys).cssClass("monospace")
            Text(shortcut.action).hexpand().textWrapping()
          }
        }
      }
      .padding(24)
    }
    window.present()
  }
}
