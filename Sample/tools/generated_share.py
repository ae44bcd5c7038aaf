#!/usr/bin/env python3
"""How much of the sample is still what viper-gen generated.

Run in Sample/ after `swift build` in the root package:

    python3 tools/generated_share.py [path/to/viper-gen] [extra viper-gen arguments...]

Re-runs the commands of viper-gen.commands.json into a temporary folder (each in its "directory", the iOS ones with
a copy of the Xcode project and the iOS app's viper-gen.json). For every Swift file of the terminal app (Sources/,
Tests/) and of the iOS app (iOS/TodoApp/, iOS/TodoAppTests/), counts its non-blank lines and, for a file viper-gen
generates, how many of them are still the generated lines, in order (the matching blocks of
difflib.SequenceMatcher). Prints one row per module file, the totals per kind of file (Router, RouterTests, ...;
"iOS Router" for the iOS app's), per part of each front end, for each front end and for the whole sample.
"""

import collections
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sample = os.getcwd()
default_binary = os.path.join(sample, "..", ".build", "debug", "viper-gen")
binary = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else default_binary
extra = sys.argv[2:]


def lines(path):
    with open(path, encoding="utf-8") as file:
        return [line for line in file.read().split("\n") if line.strip()]


manifest = json.load(open(os.path.join(sample, "viper-gen.commands.json"), encoding="utf-8"))
environment = dict(os.environ, **manifest["environment"])
generated = {}
with tempfile.TemporaryDirectory() as folder:
    # The iOS commands edit the Xcode project too: give them a copy of it (only its files are measured, not it).
    for command in manifest["commands"]:
        if "--xcodeproj" in command["arguments"]:
            directory = command.get("directory", "")
            project = os.path.join(directory, command["arguments"][command["arguments"].index("--xcodeproj") + 1])
            if not os.path.exists(os.path.join(folder, project)):
                shutil.copytree(os.path.join(sample, project), os.path.join(folder, project))
                shutil.copy(os.path.join(sample, directory, "viper-gen.json"), os.path.join(folder, directory))
    for command in manifest["commands"]:
        # The iOS commands run in iOS/, next to the app's viper-gen.json (copied with the project below).
        cwd = os.path.join(folder, command.get("directory", ""))
        os.makedirs(cwd, exist_ok=True)
        # The step the sample took by hand before wiring a module with dependencies into its parent (which viper-gen
        # asks for): the parent's dependencies protocol inherits the module's.
        arguments = command["arguments"]
        parent = next((a[len("parent="):] for a in arguments if a.startswith("parent=")), None)
        if parent and "dependencies=true" in arguments:
            output = arguments[arguments.index("--output") + 1]
            contract = os.path.join(cwd, output, parent, parent + "Contract.swift")
            with open(contract, encoding="utf-8") as file:
                text = file.read()
            declaration = re.compile(r"(protocol " + parent + r"Dependencies: Sendable[^{]*) \{\}")
            text = declaration.sub(lambda m: m.group(1) + ", " + command["module"] + "Dependencies {}", text, count=1)
            with open(contract, "w", encoding="utf-8") as file:
                file.write(text)
        subprocess.run([binary] + command["arguments"] + extra + ["--quiet"], cwd=cwd, env=environment, check=True)
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            if path.endswith(".swift"):
                generated[os.path.relpath(path, folder)] = lines(path)

modules = "|".join(re.escape(command["module"]) for command in manifest["commands"])
kinds = collections.OrderedDict()
parts = collections.OrderedDict()
whole = {}
# The terminal app's code and tests, then the iOS app's: parts and kinds are named by front end.
tops = [("Sources", "code", ""), ("Tests", "tests", ""), ("iOS/TodoApp", "code", "iOS "), ("iOS/TodoAppTests", "tests", "iOS ")]
for top, role, front in tops:
    for root, _, files in sorted(os.walk(os.path.join(sample, top))):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(root, name), sample)
            written = lines(os.path.join(sample, path))
            if path in generated:
                matcher = difflib.SequenceMatcher(None, generated[path], written, autojunk=False)
                kept = sum(block.size for block in matcher.get_matching_blocks())
                print(f"{path:75} {kept:5} / {len(written):5}")
                kind = front + re.sub(rf"^({modules})", "", name[: -len(".swift")])
                part = f"{front}module {role}"
            else:
                kept, kind = 0, None
                folder = "/".join(path.split("/")[: 3 if role == "code" and not front else 2])
                part = f"{front}by hand: " + (folder if role == "code" else "other tests")
            whole_key = (front or "terminal ") + "front end"
            for table, key in [(kinds, kind), (parts, part), (whole, whole_key), (whole, "whole sample")]:
                if key is not None:
                    previous = table.get(key, (0, 0))
                    table[key] = (previous[0] + kept, previous[1] + len(written))

missing = sorted(path for path in generated if not os.path.exists(os.path.join(sample, path)))
for table in [kinds, dict(sorted(parts.items())), whole]:
    print()
    for key, (kept, total) in table.items():
        print(f"{key:75} {kept:5} / {total:5}  {100 * kept / total:5.1f} %")
if missing:
    print("\ngenerated files the sample lacks:", ", ".join(missing))
