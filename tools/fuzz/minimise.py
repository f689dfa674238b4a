"""Shrinks a generated program while it still fails (see driver.py).

The program is a tree of gen.Node statements. Removing a node removes everything nested in it,
and its partners (main's calls of a scene go with the scene). First each scene alone (most
failures live in one), then delta debugging over the removable nodes: large groups (halves,
quarters, ...) then single nodes, repeated until no removal keeps the failure. A candidate that
no longer compiles, or whose build *without* the pass stops being clean, does not count as
failing (the oracle decides), so the result is still a well-formed program that the pass
miscompiles.
"""


def minimise(program, still_fails, log=lambda msg: None, budget=400):
    """Returns the smallest set of removed node ids found, such that still_fails(text)."""
    removed = set()

    def candidates():
        out = []
        for n in program.all_nodes():
            if n.fixed or id(n) in removed:
                continue
            out.append(n)
        return out

    def covered(n):  # a node whose ancestor is removed is removed already
        return id(n) in removed

    tests = 0

    def attempt(group):
        nonlocal tests
        trial = set(removed)
        for n in group:
            for m in [n] + n.partners:
                for d in m.walk():
                    trial.add(id(d))
        tests += 1
        if still_fails(program.render(frozenset(trial))):
            removed.clear()
            removed.update(trial)
            return True
        return False

    for n in getattr(program, "top_level", lambda: [])():
        if tests < budget and id(n) not in removed and attempt([n]):
            log("minimise: removed a scene, %d tests" % tests)

    progress = True
    while progress and tests < budget:
        progress = False
        nodes = [n for n in candidates() if not covered(n)]
        chunk = max(1, len(nodes) // 2)
        while chunk >= 1 and tests < budget:
            nodes = [n for n in candidates() if not covered(n)]
            i = 0
            shrunk = False
            while i < len(nodes) and tests < budget:
                group = [n for n in nodes[i:i + chunk] if id(n) not in removed]
                if group and attempt(group):
                    shrunk = progress = True
                    log("minimise: removed %d node(s), %d tests" % (len(group), tests))
                i += chunk
            if not shrunk:
                chunk //= 2
    return frozenset(removed)
