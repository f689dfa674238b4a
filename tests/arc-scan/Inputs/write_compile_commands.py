#!/usr/bin/env python3
"""Writes BUILD_DIR/compile_commands.json with one command for SOURCE_DIR/needs_flags.c, run in
SOURCE_DIR, with relative paths, output and dependency flags, as CMake writes them. With FILEs,
one such command for each (needs_flags.c twice, as two configurations of a build list it).

Usage: write_compile_commands.py BUILD_DIR SOURCE_DIR [FILE...]"""
import json
import os
import sys

build, source = sys.argv[1], os.path.abspath(sys.argv[2])
os.makedirs(build, exist_ok=True)


def command(name):
    stem = os.path.splitext(name)[0]
    return {
        "directory": source,
        "file": name,
        "arguments": ["cc", "-I.", "-DHANDLE=void *", "-O2", "-MD", "-MF", stem + ".d", "-c",
                      name, "-o", stem + ".o"],
    }


names = sys.argv[3:] or ["needs_flags.c"]
commands = []
for name in names:
    commands += [command(name)] * (2 if name == "needs_flags.c" and len(names) > 1 else 1)
with open(os.path.join(build, "compile_commands.json"), "w") as f:
    json.dump(commands, f, indent=2)
