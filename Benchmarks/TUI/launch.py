#!/usr/bin/env python3
"""Launch to the loaded list: starts the gasprices app (no arguments: the built-in responses
A-F) in a pseudo-terminal of 200x60 and times how long until the first frame that shows the
loaded station list has been written: the app draws its first frame (title "Stations",
"Loading…" in its status line) before it reads a source, then loads A-F on a worker, so
the list is loaded when a station of F, "Costco Union", is on the screen. Also reports when
that first frame's title appeared. Medians of 10 runs. Usage: launch.py BINARY [RUNS]. See
docs/terminal.md."""
import fcntl
import os
import pty
import re
import select
import signal
import statistics
import struct
import sys
import termios
import time

ROWS, COLUMNS = 60, 200
# The first frame's title, drawn before any source is read.
TITLE = re.compile(r"Stations")
# A station of F: on the screen once the sources have loaded and the list is ordered. The
# words may be written apart (a cell left unchanged is skipped with a cursor move).
LOADED = re.compile(r"Costco\s*Union")
# CSI n C moves right n columns: ncurses may use it instead of writing spaces.
CURSOR_RIGHT = re.compile(rb"\x1b\[(\d*)C")
ESCAPES = re.compile(rb"\x1b(\[[0-9;?>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78cDEHM])")


def screen_text(data):
    data = CURSOR_RIGHT.sub(lambda m: b" " * int(m.group(1) or b"1"), data)
    return ESCAPES.sub(b"", data).decode("utf-8", "replace")


def once(binary, timeout=10.0):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "ESCDELAY")}
        env.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
        os.execve(binary, [binary], env)
    output = b""
    first_frame = None
    elapsed = None
    try:
        while time.perf_counter() - start < timeout:
            ready, _, _ = select.select([fd], [], [], 0.5)
            if not ready:
                continue
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            output += chunk
            text = screen_text(output)
            if first_frame is None and TITLE.search(text):
                first_frame = time.perf_counter() - start
            if LOADED.search(text):
                elapsed = time.perf_counter() - start
                break
    finally:
        os.write(fd, b"q")
        deadline = time.perf_counter() + 5
        while time.perf_counter() < deadline:
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            try:
                select.select([fd], [], [], 0.05) and os.read(fd, 65536)
            except OSError:
                pass
        else:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
        os.close(fd)
    if elapsed is None or first_frame is None:
        sys.exit(f"launch.py: no '{LOADED.pattern}' within {timeout} s; output began {output[:200]!r}")
    return first_frame * 1000, elapsed * 1000


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    once(binary)  # warm the file cache
    results = [once(binary) for _ in range(runs)]
    print(f"launch at {COLUMNS}x{ROWS}, {runs} runs")
    for name, times in (("to the loaded list", [r[1] for r in results]), ("to the first frame", [r[0] for r in results])):
        times.sort()
        print(f"  {name:<20} median {statistics.median(times):.1f} ms   min {times[0]:.1f} ms   max {times[-1]:.1f} ms")


if __name__ == "__main__":
    main()
