#!/usr/bin/env python3
"""How long the compiler takes to type-check each function body of a target: the view bodies of
an example, to check that views of SwiftUI's size type-check quickly here.

    Scripts/typecheck-times.py TARGET [COUNT]

Reads TARGET's compile command from the debug build's plan (.build/debug.yaml: run
`swift build` first), runs it again with `-typecheck -debug-time-function-bodies` (nothing is
written), and prints the COUNT slowest bodies (15 when not given), slowest first, and their
total. `make typecheck-times` runs it for the SyncUps example.
"""
import json
import re
import subprocess
import sys

# Arguments of the build's command that write files, and how many values each takes.
WRITING = {"-emit-dependencies": 0, "-emit-module": 0, "-emit-module-path": 1,
           "-output-file-map": 1, "-parseable-output": 0, "-incremental": 0, "-c": 0,
           "-enable-batch-mode": 0, "-index-store-path": 1, "-emit-objc-header": 0,
           "-emit-objc-header-path": 1, "-serialize-diagnostics": 0, "-num-threads": 1}


def compile_arguments(target):
    plan = open(".build/debug.yaml").read().split("\n")
    name = f'"C.{target}-x86_64-unknown-linux-gnu-debug.module":'
    for index, line in enumerate(plan):
        if line.strip() == name:
            for following in plan[index:index + 20]:
                if following.strip().startswith("args:"):
                    return json.loads(following.strip()[len("args: "):])
    sys.exit(f"no compile command for {target} in .build/debug.yaml: run `swift build` first")


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    target, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 15
    arguments = iter(compile_arguments(target)[1:])
    kept = []
    for argument in arguments:
        if argument in WRITING:
            for _ in range(WRITING[argument]):
                next(arguments)
        elif not argument.startswith("-j"):
            kept.append(argument)
    command = ["swiftc", "-typecheck", "-Xfrontend", "-debug-time-function-bodies"] + kept
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"the type check failed:\n{result.stderr}")
    times = []
    for line in (result.stdout + result.stderr).split("\n"):
        match = re.match(r"^\s*([0-9.]+)ms\s+(\S+)\s+(\S+)\s+(.*?)@", line)
        if match:
            where = match.group(2).split("/")[-1]
            times.append((float(match.group(1)), where, match.group(4)))
    times.sort(reverse=True)
    for milliseconds, where, what in times[:count]:
        print(f"{milliseconds:8.1f} ms  {where:28}  {what}")
    print(f"{sum(t[0] for t in times):8.1f} ms  in all, {len(times)} bodies")


if __name__ == "__main__":
    main()
