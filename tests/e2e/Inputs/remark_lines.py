"""remark_lines.py - one line per optimisation remark of the YAML files given: 'Name Function'.
Used by tests that read the linker's remark files (-Wl,--opt-remarks-filename), whose entries
span several lines in an order FileCheck cannot pin."""
import re
import sys

for path in sys.argv[1:]:
    for doc in open(path).read().split("\n--- ")[0:]:
        name = re.search(r"^Name:\s+(\S+)", doc, re.M)
        function = re.search(r"^Function:\s+(\S+)", doc, re.M)
        if name and function:
            print(name.group(1), function.group(1))
