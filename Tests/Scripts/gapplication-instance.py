#!/usr/bin/python3
"""Another launch of a unique GApplication, in a process of its own, as a user's second launch
of an app is: for the single-instance tests (ApplicationTests).

    gapplication-instance.py second  APP-ID   register; if remote, activate the primary; exit
    gapplication-instance.py primary APP-ID   register; wait (up to 30 s) to be activated

Prints JSON lines on stdout: {"isRemote": bool} once registered, and in `primary` mode
{"activated": true} when another instance activated this one. Needs python3-gi and a session bus.
"""
import json
import sys

from gi.repository import Gio, GLib


def say(**fields):
    print(json.dumps(fields), flush=True)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("second", "primary"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    mode, app_id = sys.argv[1], sys.argv[2]
    app = Gio.Application(application_id=app_id, flags=Gio.ApplicationFlags.DEFAULT_FLAGS)
    loop = GLib.MainLoop()

    def activated(_app):
        say(activated=True)
        loop.quit()

    app.connect("activate", activated)
    app.register(None)
    say(isRemote=app.get_is_remote())
    if mode == "second":
        if app.get_is_remote():
            app.activate()  # a D-Bus call to the primary instance
            Gio.bus_get_sync(Gio.BusType.SESSION, None).flush_sync(None)
        return
    if app.get_is_remote():
        sys.exit(1)
    app.hold()
    GLib.timeout_add_seconds(30, lambda: (say(activated=False), loop.quit()))
    loop.run()


if __name__ == "__main__":
    main()
