#!/usr/bin/env python3
"""Writes BUILD_DIR/compile_commands.json with one command for SOURCE_DIR/needs_flags.c, run in
SOURCE_DIR, with relative paths, output and dependency flags, as CMake writes them.

Usage: write_compile_commands.py BUILD_DIR SOURCE_DIR"""
import json
import os
import sys

build, source = sys.argv[1], os.path.abspath(sys.argv[2])
os.makedirs(build, exist_ok=True)
command = {
    "directory": source,
    "file": "needs_flags.c",
    "arguments": ["cc", "-I.", "-DHANDLE=void *", "-O2", "-MD", "-MF", "needs_flags.d", "-c",
                  "needs_flags.c", "-o", "needs_flags.o"],
}
with open(os.path.join(build, "compile_commands.json"), "w") as f:
    json.dump([command], f, indent=2)
