#!/usr/bin/env python3
"""Times whole commands, interleaved, in one run: wall time and peak memory (max RSS) of each process.

Usage: measure.py RUNS NAME=COMMAND... ; each COMMAND may contain {out}, replaced by a fresh empty folder per run,
and {copy:FOLDER}, replaced by a copy of FOLDER made in that run's {out} before the timer starts (one copy a run
however often it is named), for commands that change their input, such as an Xcode project they edit.
Prints one JSON object: {name: {"wall_ms": [...], "max_rss_kb": [...]}}. Interleaving (a run of every command,
then the next round) spreads the machine's noise evenly over the commands being compared.

Environment:
  MEASURE_DIR               the folder (and so the file system) the output folders go in; default: the temporary
                            folder
  MEASURE_KEEP=1            leave the outputs in place at the end, for the caller to remove later
  MEASURE_DELETE_BETWEEN=1  remove each run's output right after it, inside the timed loop

By default no output is removed until every round is done. On a disk mounted with online discard (ext4 `discard`,
as on this project's VMs), removing thousands of files makes creating files over the next ~40 s cost up to 1 ms each
in the kernel, so removing between rounds would time the previous round's removal, not the command.
MEASURE_DELETE_BETWEEN=1 measures exactly that case on purpose.
"""
import json
import os
import re
import shlex
import shutil
import sys
import tempfile
import time


def run_once(command, scratch, delete_after):
    out = tempfile.mkdtemp(dir=scratch)
    copies = {}
    for source in re.findall(r"\{copy:([^}]+)\}", command):
        if source not in copies:
            copies[source] = os.path.join(out, os.path.basename(source.rstrip("/")))
            shutil.copytree(source, copies[source], symlinks=True)

    def expand(part):
        for source, copy in copies.items():
            part = part.replace("{copy:" + source + "}", copy)
        return part.replace("{out}", out)

    argv = [expand(part) for part in shlex.split(command)]
    with open(os.devnull, "wb") as devnull:
        start = time.perf_counter_ns()
        pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[
            (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
            (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
        ])
        _, status, usage = os.wait4(pid, 0)
        elapsed = time.perf_counter_ns() - start
    if delete_after:
        shutil.rmtree(out, ignore_errors=True)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"measure.py: '{command}' exited with {os.waitstatus_to_exitcode(status)}")
    return elapsed / 1e6, usage.ru_maxrss


def main():
    runs = int(sys.argv[1])
    commands = dict(argument.split("=", 1) for argument in sys.argv[2:])
    delete_between = os.environ.get("MEASURE_DELETE_BETWEEN") == "1"
    results = {name: {"wall_ms": [], "max_rss_kb": []} for name in commands}
    scratch = tempfile.mkdtemp(prefix="viper-gen-measure-", dir=os.environ.get("MEASURE_DIR"))
    try:
        for name, command in commands.items():  # one warm-up run each: page cache, dynamic linker
            run_once(command, scratch, delete_between)
        for _ in range(runs):
            for name, command in commands.items():
                wall, rss = run_once(command, scratch, delete_between)
                results[name]["wall_ms"].append(wall)
                results[name]["max_rss_kb"].append(rss)
    finally:
        if os.environ.get("MEASURE_KEEP") != "1":
            shutil.rmtree(scratch, ignore_errors=True)
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
