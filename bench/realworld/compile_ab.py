#!/usr/bin/env python3
"""The plugin's compile-time cost on a project, measured file by file: compile_ab.py BUILD PLUGIN
OUT.json [--options TEXT] [--jobs N] [--repeat N]

BUILD is a meson build folder of the base variant (its compile_commands.json). Each of the
project's own C files (no folder named tests, test, fuzzing or examples on its path) is compiled
with its own command, output to a scratch folder, once as it is and once with
-fpass-plugin=PLUGIN added (ARCELIDE_OPTIONS=TEXT in its environment), the two back to back in
alternating order, so that the load of other people's work on the machine falls on both alike.
Each compile's CPU time (user + system) is its own (os.wait4). Writes {"files", "base_cpu_s",
"plugin_cpu_s", "overhead_pct"} and prints one line.
"""
import argparse
import concurrent.futures
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

EXCLUDED = {"tests", "test", "fuzzing", "examples"}


def cpu_of(args, cwd, env):
    proc = subprocess.Popen(args, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, proc.returncode


def strip_outputs(args, out):
    """ARGS with its object going to OUT and no dependency file."""
    result, skip = [], False
    for i, a in enumerate(args):
        if skip:
            skip = False
            continue
        if a in ("-MQ", "-MF", "-MT"):
            skip = True
            continue
        if a in ("-MD", "-MMD"):
            continue
        if a == "-o":
            result += ["-o", out]
            skip = True
            continue
        result.append(a)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("build")
    ap.add_argument("plugin")
    ap.add_argument("out")
    ap.add_argument("--options", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    with open(os.path.join(args.build, "compile_commands.json")) as f:
        entries = json.load(f)
    own = [e for e in entries if e["file"].endswith(".c")
           and not EXCLUDED & set(e.get("output", e["file"]).split("/"))
           and not EXCLUDED & set(os.path.relpath(e["file"], args.build).split("/"))]
    base_env = dict(os.environ)
    base_env.pop("ARCELIDE_OPTIONS", None)
    plugin_env = dict(base_env, ARCELIDE_OPTIONS=args.options)
    tmp = tempfile.mkdtemp(prefix="compile-ab-")

    def one(index_entry):
        index, e = index_entry
        cmd = e["arguments"] if "arguments" in e else shlex.split(e["command"])
        out = os.path.join(tmp, "%d.o" % index)
        plain = strip_outputs(cmd, out)
        with_plugin = plain + ["-fpass-plugin=" + os.path.abspath(args.plugin)]
        times = {"base": 0.0, "plugin": 0.0}
        for r in range(args.repeat):
            order = [("base", plain, base_env), ("plugin", with_plugin, plugin_env)]
            if (index + r) % 2:
                order.reverse()
            for name, argv, env in order:
                cpu, rc = cpu_of(argv, e["directory"], env)
                if rc != 0:
                    return None
                times[name] += cpu
        return times

    base = plugin = 0.0
    files = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for t in pool.map(one, enumerate(own)):
            if t is None:
                continue
            files += 1
            base += t["base"]
            plugin += t["plugin"]
    shutil.rmtree(tmp, ignore_errors=True)
    result = {"files": files, "of": len(own), "repeat": args.repeat,
              "base_cpu_s": round(base, 2), "plugin_cpu_s": round(plugin, 2),
              "overhead_pct": round(100.0 * (plugin - base) / base, 1) if base else None}
    with open(args.out, "w") as f:
        json.dump(result, f)
    print("%d of %d files: %.1f s without the plugin, %.1f s with it (%+.1f%%)" % (
        files, len(own), base, plugin, result["overhead_pct"] or 0.0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
