#!/usr/bin/python3
"""PrimeTime in a web browser, through GTK's Broadway backend, driven as a user would drive it.

    test-broadway.py PRIMETIME-BINARY [--screenshot PNG] [--app-log FILE]

Starts gtk4-broadwayd, PrimeTime (GDK_BACKEND=broadway) and a headless Chromium, each on
127.0.0.1 only, on free ports, and stops all three at the end. Opens the Broadway page, clicks
the counter page's "+" where the page draws it, three times, and checks that the app's count
went 1, 2, 3; then saves the page's screenshot.

The page is a canvas, not text, so the test reads the app instead of the page:
  - where "+" is drawn: PRIMETIME_DEBUG=layout makes the app log each named button's box on its
    window's surface; the Broadway page draws each surface in an element of its own, placed
    where the surface is. The button's box moved by that element's place is where to click.
    (AT-SPI cannot tell: GTK 4.8 has no accessibility backend on Broadway.)
  - the count: PRIMETIME_DEBUG=changes makes the app log each action and the change of state it
    made (the engine's _printChanges; debug builds).

Each click is a real press and release of the browser's pointer, and the next waits for the
count the previous one made. The app and the browser get a private HOME and XDG directories
(the app never sees the user's favorites or saved window size), and the app a private session
bus (it is single-instance: a PrimeTime the user has open would be activated instead). Needs chromium, chromium-driver, python3-selenium,
libgtk-4-bin and dbus-daemon; nothing is downloaded. Exit status 0 when the count is right,
1 when it is not, 2 when something could not be started or did not answer in time.
"""
import argparse
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
BROADWAYD = "gtk4-broadwayd"
# The browser's window; the app's window (720×560 plus its shadow) must fit in its page.
BROWSER_SIZE = (1280, 1024)
CLICKS = 3

STARTED = time.monotonic()


class Failure(Exception):
    """The app did not do what the test expects (exit status 1)."""


class Broken(Exception):
    """Something could not be started or did not answer in time (exit status 2)."""


def say(message):
    print(f"test-broadway: [{time.monotonic() - STARTED:5.1f} s] {message}", flush=True)


def free_port():
    """A TCP port nobody listens on at 127.0.0.1 now (the kernel's choice)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(description, condition, timeout, on_timeout=lambda: ""):
    """Polls `condition` until it returns something true, which is returned; raises Broken
    naming `description` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            detail = on_timeout()
            raise Broken(f"timed out after {timeout} s waiting for {description}"
                         + (f"\n{detail}" if detail else ""))
        time.sleep(0.05)


class Process:
    """A child in a process group of its own, so that stopping it stops whatever it started
    (dbus-run-session's bus and the app under it); its output is kept as log records."""

    # A log record of the app starts with the swift-log stream handler's timestamp and level;
    # a message of several lines (a change's diff) continues on lines without one.
    RECORD_START = re.compile(r"^\d{4}-\d\d-\d\dT\S+ (trace|debug|info|notice|warning|error|critical) ")

    def __init__(self, name, argv, env):
        self.name = name
        self.records = []
        self.lock = threading.Lock()
        self.process = subprocess.Popen(
            argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, errors="replace", start_new_session=True)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.process.stdout:
            line = line.rstrip("\n")
            with self.lock:
                if self.records and not self.RECORD_START.match(line) and line[:1] in (" ", "+", "-"):
                    self.records[-1] += "\n" + line
                else:
                    self.records.append(line)

    def snapshot(self):
        with self.lock:
            return list(self.records)

    def tail(self, count=25):
        lines = "\n".join(self.snapshot()).splitlines()[-count:]
        return f"last lines of {self.name}'s output:\n" + "\n".join(f"  | {l}" for l in lines)

    def is_running(self):
        return self.process.poll() is None

    def stop(self):
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=5)
        self.reader.join(timeout=5)


LAYOUT = re.compile(r'layout: button "(?P<name>.*)" x=(?P<x>[-\d.]+) y=(?P<y>[-\d.]+) '
                    r'width=(?P<width>[\d.]+) height=(?P<height>[\d.]+) '
                    r'surface=(?P<sw>\d+)x(?P<sh>\d+)$')
# A change the app logged: the action on the line after "received action:", and in the diff
# of the state, the counter's new count (`+     count: 3,`) when the action changed it.
ACTION = re.compile(r"received action:\n\s*(?P<action>.*)")
NEW_COUNT = re.compile(r"^\+\s+count: (-?\d+),?$", re.MULTILINE)


def button_box(app, name):
    """The latest box the app reported for the button `name`: (x, y, width, height, surface
    width, surface height), or None."""
    for record in reversed(app.snapshot()):
        match = LAYOUT.search(record)
        if match and match["name"] == name:
            return tuple(float(match[k]) for k in ("x", "y", "width", "height", "sw", "sh"))
    return None


def changes(app):
    """Every action the app logged, in order, with the count it set (None if it left the
    count alone)."""
    found = []
    for record in app.snapshot():
        action = ACTION.search(record)
        if action:
            count = NEW_COUNT.search(record)
            found.append((action["action"].strip(), int(count[1]) if count else None))
    return found


def surface_element(driver, width, height):
    """The page element Broadway draws the app's window in: a visible element of the
    surface's size (the topmost, should there be several)."""
    best = None
    for element in driver.find_elements(By.CSS_SELECTOR, "body > div"):
        try:
            rect = element.rect
            if not element.is_displayed():
                continue
            if round(rect["width"]) != width or round(rect["height"]) != height:
                continue
            z = int(element.value_of_css_property("z-index") or 0)
        except (WebDriverException, ValueError):
            continue
        if best is None or z >= best[0]:
            best = (z, element, rect)
    return best[1:] if best else None


def page_settled(driver, quiet_seconds=0.5, timeout=10):
    """Waits until the page's drawing has not changed for `quiet_seconds`: GTK's transitions
    (a button's press) have run and the last frame has reached the page."""
    script = "return Array.from(document.querySelectorAll('body > div')).map(d => d.innerHTML).join('|')"
    last = driver.execute_script(script)
    quiet_since = time.monotonic()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = driver.execute_script(script)
        if now != last:
            last, quiet_since = now, time.monotonic()
        elif time.monotonic() - quiet_since >= quiet_seconds:
            return
    raise Broken(f"the page kept changing for {timeout} s")


def start_browser(scratch):
    """Headless Chromium under Debian's chromedriver, its profile and HOME in `scratch`."""
    home = os.path.join(scratch, "browser-home")
    os.makedirs(home, mode=0o700)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    # --no-sandbox: Chromium's sandbox refuses to start as root, which CI containers are; the
    # page is our own, on 127.0.0.1. The rest keeps the browser from reaching out for updates,
    # sync or extensions (there is no network here) and fixes its window and pixel scale.
    for argument in [
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        f"--user-data-dir={os.path.join(scratch, 'profile')}",
        f"--window-size={BROWSER_SIZE[0]},{BROWSER_SIZE[1]}",
        "--no-first-run", "--no-default-browser-check", "--disable-extensions",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-default-apps", "--force-device-scale-factor=1",
    ]:
        options.add_argument(argument)
    # The driver is Debian's, given by path: Selenium never looks for (or fetches) one.
    service = Service(executable_path=CHROMEDRIVER, port=free_port(),
                      service_args=["--allowed-ips=127.0.0.1"],
                      env=dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                               XDG_CACHE_HOME=os.path.join(home, ".cache")))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver


def run(binary, screenshot, app_log):
    for tool in (CHROMIUM, CHROMEDRIVER):
        if not os.access(tool, os.X_OK):
            raise Broken(f"{tool} is missing (Debian: chromium, chromium-driver)")
    started = []
    driver = None
    with tempfile.TemporaryDirectory(prefix="primetime-broadway-") as scratch:
        home = os.path.join(scratch, "home")
        runtime = os.path.join(scratch, "runtime")
        for directory in (home, runtime):
            os.makedirs(directory, mode=0o700)
        port = free_port()
        # The daemon and the app meet on a Unix socket in the runtime directory: a private one
        # means display :0 is always free, whatever else runs on the machine.
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": home,
            "XDG_RUNTIME_DIR": runtime,
            "XDG_DATA_HOME": os.path.join(home, ".local/share"),
            "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_CACHE_HOME": os.path.join(home, ".cache"),
            "XDG_STATE_HOME": os.path.join(home, ".local/state"),
            "LANG": "C.UTF-8",
        }
        try:
            daemon = Process("gtk4-broadwayd", [BROADWAYD, "--address", "127.0.0.1",
                                                "--port", str(port), ":0"], env)
            started.append(daemon)
            socket_path = os.path.join(runtime, "broadway1.socket")

            def daemon_ready():
                if not daemon.is_running():
                    raise Broken(f"gtk4-broadwayd exited ({daemon.process.returncode})\n{daemon.tail()}")
                if not os.path.exists(socket_path):
                    return False
                with socket.socket() as probe:
                    return probe.connect_ex(("127.0.0.1", port)) == 0
            wait_for(f"gtk4-broadwayd to listen on 127.0.0.1:{port}", daemon_ready, 10, daemon.tail)
            say(f"gtk4-broadwayd listens on http://127.0.0.1:{port}/")

            app_env = dict(env, GDK_BACKEND="broadway", BROADWAY_DISPLAY=":0",
                           PRIMETIME_DEBUG="changes,layout", GTK_A11Y="none",
                           G_DEBUG="fatal-criticals")
            app = Process("primetime", ["dbus-run-session", "--", binary], app_env)
            started.append(app)

            def app_alive():
                if not app.is_running():
                    raise Broken(f"primetime exited ({app.process.returncode})\n{app.tail()}")

            def laid_out():
                app_alive()
                return button_box(app, "Increment")
            box = wait_for('the app to report where its "Increment" button is', laid_out, 60, app.tail)
            say(f'the app reports "Increment" at {box[:4]} on a {int(box[4])}x{int(box[5])} surface')

            driver = start_browser(os.path.join(scratch, "browser"))
            say(f"{driver.capabilities.get('browserName')} {driver.capabilities.get('browserVersion')} started")
            driver.get(f"http://127.0.0.1:{port}/")

            if changes(app):
                raise Failure(f"the app changed its state before any click: {changes(app)}")
            for expected in range(1, CLICKS + 1):
                # Where the page draws the surface the app reports, and the button on it; read
                # again before each click, in case the layout changed.
                def located():
                    app_alive()
                    box = button_box(app, "Increment")
                    found = surface_element(driver, int(box[4]), int(box[5]))
                    return (box, found[1]) if found else None
                box, surface = wait_for(
                    f"the page to show a {int(box[4])}x{int(box[5])} surface", located, 30,
                    lambda: f"elements on the page: {driver.execute_script(SURFACES_SCRIPT)}")
                x = surface["x"] + box[0] + box[2] / 2
                y = surface["y"] + box[1] + box[3] / 2
                viewport = driver.execute_script("return [window.innerWidth, window.innerHeight]")
                if not (0 <= x < viewport[0] and 0 <= y < viewport[1]):
                    raise Broken(f"the button's middle ({x}, {y}) is outside the page's "
                                 f"{viewport[0]}x{viewport[1]} viewport")
                actions = ActionBuilder(driver)
                actions.pointer_action.move_to_location(int(x), int(y))
                actions.pointer_action.pointer_down()
                actions.pointer_action.pointer_up()
                actions.perform()
                say(f"click {expected} at ({int(x)}, {int(y)}) on the page")

                # One action per click; a click that reaches no button is a failure, not a
                # timeout of the test.
                def acted():
                    app_alive()
                    seen = changes(app)
                    return seen if len(seen) >= expected else None
                try:
                    seen = wait_for(f"the app to log an action after click {expected}", acted, 10)
                except Broken as timeout:
                    raise Failure(f"{timeout}: the click reached no button "
                                  f"(actions so far: {changes(app)})\n{app.tail()}")
                action, count = seen[expected - 1]
                if count != expected:
                    raise Failure(f"click {expected} sent {action} and the count is {count}, "
                                  f"not {expected}\n{app.tail()}")
                say(f"the app got {action}; its count is {count}")

            # The pointer leaves the window, so that the picture has no hover and no tooltip.
            actions = ActionBuilder(driver)
            actions.pointer_action.move_to_location(BROWSER_SIZE[0] - 10, 10)
            actions.perform()
            page_settled(driver)
            if len(changes(app)) != CLICKS:
                raise Failure(f"{CLICKS} clicks made these actions: {changes(app)}")
            if screenshot:
                os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
                if not driver.save_screenshot(screenshot):
                    raise Broken(f"could not save the page's screenshot to {screenshot}")
                say(f"the page's screenshot is in {screenshot}")
            app_alive()
        finally:
            if driver is not None:
                driver.quit()
            for process in reversed(started):
                process.stop()
            if app_log and len(started) > 1:
                with open(app_log, "w") as log:
                    log.write("\n".join(started[1].snapshot()) + "\n")
        errors = [r for r in app.snapshot()
                  if re.search(r" (error|critical) |-CRITICAL \*\*|-WARNING \*\*", r)]
        if errors:
            raise Failure("the app logged errors or GTK warnings:\n" + "\n".join(errors))


SURFACES_SCRIPT = ("return Array.from(document.querySelectorAll('body > div'))"
                   ".map(d => d.style.cssText)")


def whole_run_timed_out(_signal, _frame):
    raise Broken("the whole test took over 180 s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", help="the primetime executable (a debug build)")
    parser.add_argument("--screenshot", help="where to save the page's PNG")
    parser.add_argument("--app-log", help="where to write the app's output, once it ended")
    arguments = parser.parse_args()
    # Whatever hangs, the run ends: every wait has its own, shorter, deadline.
    signal.signal(signal.SIGALRM, whole_run_timed_out)
    signal.alarm(180)
    try:
        run(os.path.abspath(arguments.binary), arguments.screenshot, arguments.app_log)
    except Failure as failure:
        print(f"test-broadway: FAIL: {failure}", file=sys.stderr)
        sys.exit(1)
    except Broken as broken:
        print(f"test-broadway: ERROR: {broken}", file=sys.stderr)
        sys.exit(2)
    say(f"passed: {CLICKS} clicks on + made the count {CLICKS}")


if __name__ == "__main__":
    main()
