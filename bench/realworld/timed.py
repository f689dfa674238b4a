#!/usr/bin/env python3
"""Runs a command and writes its wall time and the CPU time (user + system) of it and every
process it waited for, as JSON: timed.py OUT.json -- COMMAND...  Exits with the command's status.
CPU time is what a build costs on a shared machine; wall time depends on the other users."""
import json
import resource
import subprocess
import sys
import time

out, cmd = sys.argv[1], sys.argv[sys.argv.index("--") + 1:]
start = time.monotonic()
rc = subprocess.call(cmd)
wall = time.monotonic() - start
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(out, "w") as f:
    json.dump({"wall_s": round(wall, 2), "cpu_s": round(ru.ru_utime + ru.ru_stime, 2), "rc": rc}, f)
sys.exit(rc)
