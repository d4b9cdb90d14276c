#!/usr/bin/python3
"""Walks a window of a running program over AT-SPI, as a screen reader does, and reports every
interactive widget with the name it would announce.

    accessible-names.py PID WINDOW-TITLE [TIMEOUT-SECONDS [ROLE,ROLE...]]

Prints one JSON object on stdout: {"window": ..., "checked": [...], "unnamed": [...]}, where
each entry is {"role", "name", "path", "description"}; "unnamed" are those whose name is empty or only GTK's
fallback, a type name such as "GtkImage". The ROLE names (AT-SPI's, such as "column header")
are reported too, interactive or not. Exit status: 0 if every interactive widget has a
name, 1 if some have none, 2 if the window could not be read (the reason is on stderr).

Run from the GUI tests (AccessibilityTests) while the program's main loop runs: the program
answers these AT-SPI calls from its loop. Needs python3-pyatspi and a session bus on which the
accessibility bus (org.a11y.Bus, at-spi2-core) can start: `make test` provides both.
"""
import json
import re
import sys
import time

import pyatspi

# Roles a user operates. Their names are what a screen reader says when they get focus.
INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON,
    pyatspi.ROLE_TOGGLE_BUTTON,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_LINK,
    pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM,
    pyatspi.ROLE_RADIO_MENU_ITEM,
    pyatspi.ROLE_PAGE_TAB,
}
# Roles that are interactive when they can be edited or carry actions (a list row that
# activates, a text that accepts input).
INTERACTIVE_IF_ACTIONABLE = {pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_TABLE_ROW,
                             pyatspi.ROLE_TREE_ITEM, pyatspi.ROLE_TEXT}

# What GTK 4.8 exposes when it has no name for a widget: a GObject type name, such as
# "GtkImage" for a button whose only child is an icon. A screen reader would read it out, but it
# tells the user nothing: it counts as no name.
TYPE_NAME_FALLBACK = re.compile(r"^(Gtk|Gdk|Gsk|Adw|G)[A-Z][A-Za-z0-9]*$")


def has_name(name):
    name = (name or "").strip()
    return bool(name) and not TYPE_NAME_FALLBACK.match(name)


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(2)


def find_window(pid, title, timeout):
    """The program registers with the accessibility registry from its main loop: retry until
    its window shows up, or fail after `timeout` seconds."""
    desktop = pyatspi.Registry.getDesktop(0)
    deadline = time.monotonic() + timeout
    seen = []
    while True:
        desktop.clear_cache()
        seen = []
        for app in desktop:
            if app is None:
                continue
            try:
                if app.get_process_id() != pid:
                    continue
                app.clear_cache()
                for window in app:
                    if window is None:
                        continue
                    seen.append(window.name)
                    if window.name == title:
                        return window
            except Exception:  # an application that went away while we looked
                continue
        if time.monotonic() > deadline:
            fail(f"no window titled {title!r} of process {pid} on the accessibility bus "
                 f"after {timeout} s (its windows there: {seen}); is GTK_A11Y=atspi, and "
                 "does the program run its main loop while this script runs?")
        time.sleep(0.1)


# Roles reported besides the interactive ones (the fourth argument), by AT-SPI role name.
ALSO_REPORTED = set()


def is_interactive(accessible, role):
    if accessible.getRoleName() in ALSO_REPORTED:
        return True
    if role in INTERACTIVE:
        return True
    if role not in INTERACTIVE_IF_ACTIONABLE:
        return False
    states = accessible.getState()
    if role == pyatspi.ROLE_TEXT:
        return states.contains(pyatspi.STATE_EDITABLE)
    try:
        return accessible.queryAction().nActions > 0 or states.contains(pyatspi.STATE_FOCUSABLE)
    except NotImplementedError:
        return states.contains(pyatspi.STATE_FOCUSABLE)


def walk(accessible, path, checked, unnamed):
    """Visits `accessible` and its descendants; `path` is roles and child indices from the
    window, such as "frame/panel[1]/push button[0]"."""
    if is_interactive(accessible, accessible.getRole()):
        entry = {"role": accessible.getRoleName(), "name": accessible.name or "", "path": path,
                 "description": accessible.description or ""}
        checked.append(entry)
        if not has_name(entry["name"]):
            unnamed.append(entry)
    for index, child in enumerate(accessible):
        if child is not None:
            walk(child, f"{path}/{child.getRoleName()}[{index}]", checked, unnamed)


def main():
    if len(sys.argv) not in (3, 4, 5):
        fail(__doc__)
    pid, title = int(sys.argv[1]), sys.argv[2]
    timeout = float(sys.argv[3]) if len(sys.argv) >= 4 else 20.0
    if len(sys.argv) == 5:
        ALSO_REPORTED.update(role for role in sys.argv[4].split(",") if role)
    window = find_window(pid, title, timeout)
    checked, unnamed = [], []
    walk(window, window.getRoleName(), checked, unnamed)
    print(json.dumps({"window": title, "checked": checked, "unnamed": unnamed}))
    sys.exit(1 if unnamed else 0)


if __name__ == "__main__":
    main()
