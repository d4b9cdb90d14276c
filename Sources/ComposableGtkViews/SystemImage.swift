/// The themed icons that stand in for SF Symbols names: what `Image(systemName:)` and
/// `Label(_:systemImage:)` show.
///
/// SwiftUI code names Apple's SF Symbols (`"trash"`, `"plus.circle.fill"`); GTK draws icons of
/// the desktop's icon theme (the freedesktop names, `"user-trash-symbolic"`). This table maps
/// the common SF Symbols names to the symbolic icon of the Adwaita theme (Debian's
/// `adwaita-icon-theme`, which GTK depends on) that draws the same idea. A name is looked up
/// as it is, then without its last `.fill`, `.circle` or `.square` (`"trash.fill"` shows the
/// trash can), so one entry serves its variants; a name with no entry is used as an icon name
/// itself (`Image(systemName: "list-add-symbolic")` works), and GTK draws its "missing image"
/// icon for a name its theme does not have.
///
/// Add the names your app uses, or change an entry, before the first view is built:
///
/// ```swift
/// SystemImage.register("figure.walk", iconName: "walking-symbolic")
/// ```
///
/// Known approximations: Adwaita has no straight arrow, so `arrow.left` shows a chevron (as
/// `chevron.left` does), and GTK mirrors the `go-*` icons in right-to-left layouts; `circle`,
/// `square` and `star` show the theme's empty radio, check box and star; `timer` shows an
/// alarm clock and `hourglass` a clock. Names left out because nothing in the theme fits:
/// `cart`, `map`, `tag`, `bolt`, `cpu`, `hammer`, `graduationcap`, `text.bubble`,
/// `slider.horizontal.3`, `line.3.horizontal.decrease.circle`.
@MainActor
public enum SystemImage {
  /// The icon name GTK loads for `systemName`.
  public static func iconName(for systemName: String) -> String {
    var name = systemName
    while true {
      if let iconName = table[name] { return iconName }
      guard let shorter = withoutVariantSuffix(name) else { return systemName }
      name = shorter
    }
  }

  /// Shows `iconName` (a name of the icon theme, usually ending in `-symbolic`) wherever a
  /// view names `systemName`; replaces an entry of the table.
  public static func register(_ systemName: String, iconName: String) {
    table[systemName] = iconName
  }

  private static func withoutVariantSuffix(_ name: String) -> String? {
    for suffix in [".fill", ".circle", ".square"] where name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return nil
  }

  /// SF Symbols names and the Adwaita icon shown for each; variants that show the same icon
  /// as their shorter name are left to the suffix rule.
  private static var table: [String: String] = [
    "alarm": "alarm-symbolic",
    "arrow.backward": "go-previous-symbolic",
    "arrow.clockwise": "view-refresh-symbolic",
    "arrow.counterclockwise": "object-rotate-left-symbolic",
    "arrow.down": "go-down-symbolic",
    "arrow.down.circle": "folder-download-symbolic",
    "arrow.down.right.and.arrow.up.left": "view-restore-symbolic",
    "arrow.forward": "go-next-symbolic",
    "arrow.left": "go-previous-symbolic",
    "arrow.right": "go-next-symbolic",
    "arrow.triangle.2.circlepath": "emblem-synchronizing-symbolic",
    "arrow.up": "go-up-symbolic",
    "arrow.up.arrow.down": "view-sort-ascending-symbolic",
    "arrow.up.forward.square": "window-new-symbolic",
    "arrow.up.left.and.arrow.down.right": "view-fullscreen-symbolic",
    "arrow.uturn.backward": "edit-undo-symbolic",
    "arrow.uturn.forward": "edit-redo-symbolic",
    "arrow.uturn.left": "edit-undo-symbolic",
    "arrow.uturn.right": "edit-redo-symbolic",
    "arrowtriangle.down.fill": "pan-down-symbolic",
    "arrowtriangle.left.fill": "pan-start-symbolic",
    "arrowtriangle.right.fill": "pan-end-symbolic",
    "arrowtriangle.up.fill": "pan-up-symbolic",
    "backward": "media-seek-backward-symbolic",
    "backward.end": "media-skip-backward-symbolic",
    "battery.100": "battery-level-100-symbolic",
    "battery.100.bolt": "battery-level-100-charged-symbolic",
    "bell": "preferences-system-notifications-symbolic",
    "bell.slash": "notifications-disabled-symbolic",
    "bold": "format-text-bold-symbolic",
    "book": "accessories-dictionary-symbolic",
    "bookmark": "user-bookmarks-symbolic",
    "calendar": "x-office-calendar-symbolic",
    "calendar.badge.plus": "x-office-calendar-symbolic",
    "camera": "camera-photo-symbolic",
    "checkmark": "object-select-symbolic",
    "checkmark.circle": "selection-mode-symbolic",
    "checkmark.circle.fill": "emblem-default-symbolic",
    "checkmark.seal": "emblem-default-symbolic",
    "checkmark.square": "checkbox-checked-symbolic",
    "chevron.backward": "go-previous-symbolic",
    "chevron.down": "go-down-symbolic",
    "chevron.forward": "go-next-symbolic",
    "chevron.left": "go-previous-symbolic",
    "chevron.right": "go-next-symbolic",
    "chevron.up": "go-up-symbolic",
    "circle": "radio-symbolic",
    "circle.fill": "media-record-symbolic",
    "clipboard": "edit-paste-symbolic",
    "clock": "preferences-system-time-symbolic",
    "clock.arrow.circlepath": "document-open-recent-symbolic",
    "cloud": "weather-overcast-symbolic",
    "cloud.bolt": "weather-storm-symbolic",
    "cloud.rain": "weather-showers-symbolic",
    "cloud.snow": "weather-snow-symbolic",
    "cloud.sun": "weather-few-clouds-symbolic",
    "desktopcomputer": "computer-symbolic",
    "display": "video-display-symbolic",
    "doc": "text-x-generic-symbolic",
    "doc.badge.plus": "document-new-symbolic",
    "doc.on.clipboard": "edit-paste-symbolic",
    "doc.on.doc": "edit-copy-symbolic",
    "doc.text": "x-office-document-symbolic",
    "ellipsis": "view-more-horizontal-symbolic",
    "envelope": "mail-unread-symbolic",
    "exclamationmark.circle": "emblem-important-symbolic",
    "exclamationmark.triangle": "dialog-warning-symbolic",
    "externaldrive": "drive-harddisk-symbolic",
    "eye": "view-reveal-symbolic",
    "eye.slash": "view-conceal-symbolic",
    "face.smiling": "face-smile-symbolic",
    "film": "video-x-generic-symbolic",
    "flag": "emoji-flags-symbolic",
    "folder": "folder-symbolic",
    "folder.badge.plus": "folder-new-symbolic",
    "forward": "media-seek-forward-symbolic",
    "forward.end": "media-skip-forward-symbolic",
    "gear": "emblem-system-symbolic",
    "gearshape": "emblem-system-symbolic",
    "globe": "web-browser-symbolic",
    "hand.thumbsup": "emoji-body-symbolic",
    "headphones": "audio-headphones-symbolic",
    "heart": "emblem-favorite-symbolic",
    "hourglass": "preferences-system-time-symbolic",
    "hourglass.bottomhalf": "preferences-system-time-symbolic",
    "hourglass.tophalf": "preferences-system-time-symbolic",
    "house": "go-home-symbolic",
    "icloud.and.arrow.down": "folder-download-symbolic",
    "info.circle": "help-about-symbolic",
    "italic": "format-text-italic-symbolic",
    "key": "dialog-password-symbolic",
    "keyboard": "input-keyboard-symbolic",
    "line.3.horizontal": "open-menu-symbolic",
    "line.horizontal.3": "open-menu-symbolic",
    "link": "insert-link-symbolic",
    "list.bullet": "view-list-bullet-symbolic",
    "list.number": "view-list-ordered-symbolic",
    "location": "find-location-symbolic",
    "lock": "changes-prevent-symbolic",
    "lock.open": "changes-allow-symbolic",
    "magnifyingglass": "system-search-symbolic",
    "mappin": "mark-location-symbolic",
    "mic": "audio-input-microphone-symbolic",
    "mic.slash": "microphone-disabled-symbolic",
    "minus": "list-remove-symbolic",
    "minus.magnifyingglass": "zoom-out-symbolic",
    "moon": "weather-clear-night-symbolic",
    "music.note": "audio-x-generic-symbolic",
    "network": "network-wired-symbolic",
    "paintpalette": "preferences-color-symbolic",
    "paperclip": "mail-attachment-symbolic",
    "paperplane": "mail-send-symbolic",
    "pause": "media-playback-pause-symbolic",
    "pencil": "document-edit-symbolic",
    "person": "avatar-default-symbolic",
    "person.2": "system-users-symbolic",
    "person.3": "system-users-symbolic",
    "person.badge.plus": "contact-new-symbolic",
    "person.crop.circle": "avatar-default-symbolic",
    "phone": "call-start-symbolic",
    "phone.down": "call-stop-symbolic",
    "photo": "image-x-generic-symbolic",
    "photo.on.rectangle": "image-x-generic-symbolic",
    "pin": "view-pin-symbolic",
    "play": "media-playback-start-symbolic",
    "plus": "list-add-symbolic",
    "plus.magnifyingglass": "zoom-in-symbolic",
    "power": "system-shutdown-symbolic",
    "printer": "printer-symbolic",
    "questionmark.circle": "dialog-question-symbolic",
    "record.circle": "media-record-symbolic",
    "rectangle.portrait.and.arrow.right": "system-log-out-symbolic",
    "repeat": "media-playlist-repeat-symbolic",
    "repeat.1": "media-playlist-repeat-song-symbolic",
    "scissors": "edit-cut-symbolic",
    "shield": "security-high-symbolic",
    "shuffle": "media-playlist-shuffle-symbolic",
    "sidebar.left": "sidebar-show-symbolic",
    "sidebar.right": "sidebar-show-right-symbolic",
    "speaker.slash": "audio-volume-muted-symbolic",
    "speaker.wave.1": "audio-volume-low-symbolic",
    "speaker.wave.2": "audio-volume-medium-symbolic",
    "speaker.wave.3": "audio-volume-high-symbolic",
    "square": "checkbox-symbolic",
    "square.and.arrow.down": "document-save-symbolic",
    "square.and.arrow.down.on.square": "document-save-as-symbolic",
    "square.and.arrow.up": "send-to-symbolic",
    "square.and.arrow.up.on.square": "send-to-symbolic",
    "square.and.pencil": "document-edit-symbolic",
    "square.grid.2x2": "view-grid-symbolic",
    "star": "non-starred-symbolic",
    "star.fill": "starred-symbolic",
    "star.leadinghalf.filled": "semi-starred-symbolic",
    "stop": "media-playback-stop-symbolic",
    "strikethrough": "format-text-strikethrough-symbolic",
    "sun.max": "weather-clear-symbolic",
    "terminal": "utilities-terminal-symbolic",
    "text.aligncenter": "format-justify-center-symbolic",
    "text.alignleft": "format-justify-left-symbolic",
    "text.alignright": "format-justify-right-symbolic",
    "text.justify": "format-justify-fill-symbolic",
    "timer": "alarm-symbolic",
    "trash": "user-trash-symbolic",
    "underline": "format-text-underline-symbolic",
    "video": "camera-video-symbolic",
    "wifi": "network-wireless-symbolic",
    "wifi.slash": "network-wireless-disabled-symbolic",
    "wrench": "preferences-system-symbolic",
    "wrench.and.screwdriver": "preferences-system-symbolic",
    "xmark": "window-close-symbolic",
    "xmark.circle": "edit-delete-symbolic",
    "xmark.octagon": "dialog-error-symbolic",
  ]
}
