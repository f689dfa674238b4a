"""Runs numba's functions before and after the pass: for slice_in_loop, raise_in_loop and
alias_in_loop in a folder written by numba_loop_shapes.py and numba_loop_counts.py (NAME.ll and
NAME.out.ll), builds each with numba_driver.c and runs it for n = 0, n = 5 and n = 5 with a
negative element. Prints per run whether status, result and final count agree, the lowest count
seen after the pass, and the NRT calls that ran before and after.
Usage: numba_run_loops.py CLANG DRIVER FOLDER"""
import os
import re
import subprocess
import sys


def main():
    clang, driver, folder = sys.argv[1:4]
    for name in ("slice_in_loop", "raise_in_loop", "alias_in_loop"):
        text = open(os.path.join(folder, name + ".ll")).read()
        symbol = re.search(r"^define i32 @(_ZN8__main__\d+%s\w*)\(" % name, text, re.M).group(1)
        outputs = {}
        for variant in ("ll", "out.ll"):
            exe = os.path.join(folder, "%s.%s.exe" % (name, variant))
            subprocess.run([clang, "-O1", "-w", "-DFN=" + symbol, driver,
                            os.path.join(folder, "%s.%s" % (name, variant)), "-o", exe],
                           check=True)
            outputs[variant] = [subprocess.run([exe, *args], capture_output=True, text=True,
                                               check=True).stdout.strip()
                                for args in (["0"], ["5"], ["5", "neg"])]
        for run, (before, after) in enumerate(zip(outputs["ll"], outputs["out.ll"])):
            fields = [re.match(r"status (\S+) result (\S+) refct (\S+) \(min (\S+)\) increfs (\d+) "
                               r"decrefs (\d+)", line).groups() for line in (before, after)]
            same = fields[0][:3] == fields[1][:3]
            print("%s run %d: %s; count at the end %s, lowest %s; NRT calls %d -> %d" % (
                name, run, "same status, result and count" if same else "DIFFERENT",
                fields[1][2], fields[1][3], int(fields[0][4]) + int(fields[0][5]),
                int(fields[1][4]) + int(fields[1][5])))


if __name__ == "__main__":
    main()
