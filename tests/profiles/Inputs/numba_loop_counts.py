"""Runs the pass (runtime=numba, verifier after it) on each NAME.ll in a folder written by
numba_loop_shapes.py and prints, per function, the NRT_incref/NRT_decref calls inside loops
(by LLVM's loop info) before the pass, after llvmlite's refprune (NAME.refprune.ll) and after
arc-elide, and the pass's remarks for it, one per line. With --pipeline O2, the same counts
after LLVM's whole -O2 pipeline (where clang runs the plugin), for the module as numba wrote it,
after refprune, and with the plugin in the pipeline (ARCELIDE_OPTIONS=runtime=numba).
Usage: numba_loop_counts.py [--pipeline O2] OPT PLUGIN FOLDER"""
import glob
import os
import re
import subprocess
import sys


def in_loop_calls(opt, path):
    """NRT_incref/NRT_decref calls in blocks that belong to a loop, over the whole module."""
    text = subprocess.run([opt, "-S", path, "-o", "-"], capture_output=True, text=True,
                          check=True).stdout
    loops = subprocess.run([opt, "-passes=print<loops>", "-disable-output", path],
                           capture_output=True, text=True, check=True).stderr
    in_loop, function = set(), None
    for line in loops.splitlines():
        m = re.match(r"Loop info for function '(.*)':", line)
        if m:
            function = m.group(1)
        m = re.search(r"Loop at depth 1 containing: (.*)", line)
        if m and function:
            for block in re.findall(r'%("[^"]+"|[^,<]+)', m.group(1)):
                in_loop.add((function, block.strip('"')))
    count, function, block = 0, None, None
    for line in text.splitlines():
        m = re.match(r'define [^@]*@("[^"]+"|[^(]+)\(', line)
        if m:
            function, block = m.group(1).strip('"'), None
            continue
        m = re.match(r'^("[^"]+"|[^\s:;]+):', line)
        if m and function:
            block = m.group(1).strip('"')
            continue
        if line.startswith("}"):
            function = None
        elif function and re.search(r"call void @NRT_(incref|decref)\(", line):
            # The entry block has no label line; it is in no loop.
            count += (function, block) in in_loop
    return count


def pipeline_counts(opt, plugin, folder, level):
    """In-loop NRT calls after opt -passes=default<LEVEL>, without and with the plugin."""
    env = dict(os.environ, ARCELIDE_OPTIONS="runtime=numba")

    def after_pipeline(path, with_plugin, out):
        command = [opt, f"-passes=default<{level}>,verify", "-S", path, "-o", out]
        if with_plugin:
            command.insert(1, "-load-pass-plugin=" + plugin)
        subprocess.run(command, capture_output=True, text=True, check=True, env=env)
        return in_loop_calls(opt, out)

    for path in sorted(glob.glob(os.path.join(folder, "*.ll"))):
        name = os.path.basename(path)[:-3]
        if "." in name:  # NAME.refprune.ll and the outputs
            continue
        base = os.path.join(folder, name + f".{level}")
        plain = after_pipeline(path, False, base + ".out.ll")
        refprune = after_pipeline(os.path.join(folder, name + ".refprune.ll"), False,
                                  base + ".refprune.out.ll")
        arc_elide = after_pipeline(path, True, base + ".arc-elide.out.ll")
        print(f"{name}: after {level}, in loops {plain} alone, {refprune} after refprune, "
              f"{arc_elide} with arc-elide")


def main():
    if sys.argv[1] == "--pipeline":
        pipeline_counts(*sys.argv[3:6], sys.argv[2])
        return
    opt, plugin, folder = sys.argv[1:4]
    for path in sorted(glob.glob(os.path.join(folder, "*.ll"))):
        if path.endswith((".refprune.ll", ".out.ll")):
            continue
        name = os.path.basename(path)[:-3]
        out = os.path.join(folder, name + ".out.ll")
        run = subprocess.run([opt, "-load-pass-plugin=" + plugin,
                              "-passes=arc-elide<runtime=numba>,verify",
                              "-pass-remarks=arc-elide", "-pass-remarks-missed=arc-elide",
                              "-S", path, "-o", out], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"{path}: opt failed with status {run.returncode}:\n{run.stderr}")
        before = in_loop_calls(opt, path)
        refprune = in_loop_calls(opt, os.path.join(folder, name + ".refprune.ll"))
        after = in_loop_calls(opt, out)
        print(f"{name}: in loops {before} before, {refprune} after refprune, "
              f"{after} after arc-elide")
        for line in run.stderr.splitlines():
            m = re.match(r"remark: [^ ]* (.*)", line)
            if m:
                remark = re.sub(r" in _ZN[^\s:(]*(\(\))?", "", m.group(1))  # numba's mangled names
                print(f"{name}: remark: {remark}")


if __name__ == "__main__":
    main()
