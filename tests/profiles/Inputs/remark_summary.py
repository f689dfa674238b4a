"""Runs the pass (with the verifier after it) on every bitcode file in a folder, fails on a crash
or a verifier error, and prints one summary line: modules, runtime calls in them, and the
remarks by kind and rule.
Usage: remark_summary.py OPT PLUGIN PASSES LLVM_DIS FOLDER CALL_NAME..."""
import collections
import glob
import os
import re
import subprocess
import sys


def main():
    opt, plugin, passes, llvm_dis, folder, *names = sys.argv[1:]
    files = sorted(glob.glob(os.path.join(folder, "*.bc")))
    calls, kinds = 0, collections.Counter()
    for path in files:
        run = subprocess.run([opt, "-load-pass-plugin=" + plugin, "-passes=" + passes + ",verify",
                              "-pass-remarks=arc-elide", "-pass-remarks-missed=arc-elide",
                              "-disable-output", path], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"{path}: opt failed with status {run.returncode}:\n{run.stderr}")
        text = subprocess.run([llvm_dis, path, "-o", "-"], capture_output=True, text=True,
                              check=True).stdout
        calls += sum(len(re.findall(r"call void @%s\(" % name, text)) for name in names)
        for line in run.stderr.splitlines():
            rule = re.search(r"not hoisted \((H\d)\)", line)
            if rule:
                kinds["not hoisted " + rule.group(1)] += 1
            elif "hoisted retain/release" in line:
                kinds["hoisted"] += 1
            elif "is left alone" in line:
                kinds["left alone"] += 1
    summary = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())) or "no remarks"
    print(f"summary: {len(files)} modules, {calls} calls to {'/'.join(names)}; {summary}")


if __name__ == "__main__":
    main()
