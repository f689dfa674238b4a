#!/usr/bin/env python3
"""Runs a command and succeeds only when it exits with the expected status (lit's `not` only
tells zero from non-zero; arc-scan's 1 and 2 mean different things).

Usage: expect_exit.py STATUS COMMAND [ARGS...]; the command's output passes through."""
import subprocess
import sys

expected, command = int(sys.argv[1]), sys.argv[2:]
status = subprocess.call(command)
if status != expected:
    sys.stderr.write(f"expect_exit.py: {command[0]} exited {status}, expected {expected}\n")
    sys.exit(1)
