"""Bounded-exhaustive loop shapes for arc-elide: every loop body up to K operations over a small
alphabet, each under every holder of the handles and every runtime flavour, written as C.

A program is (flavour, holder, body). The body is a tuple of operations run in every iteration
of `for (i = 0; i < 5; i++)`; the two handles a and b each start with one reference held by
their holder (support.c's roots, moved into the holder). Fixed iterations (support.h): a's slot
is replaced at iterations 2 and 3, ways out of the loop fire at iteration 3, drops at 4.

The alphabet (ALPHABET), X in {a, b}:
  RX  retain X: a new copy `t = RETAIN(slot)`, or the carried copy's re-retain (see LX)
  Na  release a's innermost copy if another pointer (en_guard[i], NULL at i == 3) is not NULL,
      else hand the copy on (a local variable, released after the loop)
  LX  release X's innermost copy, after reading it (event "use"); with no copy open, the body's
      first LX releases a copy carried from the preheader (a rotated loop: re-retained by the
      next RX or at the body's end, released after the loop)
  Wa  La, then a read of what destructors write (en_dtor_written): when no retain follows a
      release before it in the body, the read is in the exit window of every release before it
      (H8) and its value in the iteration that leaves is compared (event "window-read")
  DX  an opaque call that drops the holder's reference to X (slot = NULL, release) at i == 4
  Z   the same for a, then b (a's first destructor reads b)
  Q   an opaque call that drops b at i == 4, whose destructor calls exit(0)
  SX  a visible store replacing X's slot with a spare object at i == 2, 3 (no call), then the
      release of the old one
  P   at i == 2, the same store into b's slot and the release of the old b, a box: its
      destructor drops a's holder reference (a copy of a held across it keeps a alive)
  K   at i == 3, the same store into b's slot, and the release of the old b, whose destructor
      calls exit(0) (a release of another object whose destructor may exit)
  U   the release of this iteration's object (en_each[i], made before the loop), unconditional
      and with no store before it (a pair around it stays in one block for H9): iteration 2's
      is a box (its destructor drops a's holder reference), iteration 3's calls exit(0)
  V   a retain of the toggle object whose reference is kept (stored in en_kept, released at
      exit: no pair); flavour cb only, where the retain runs user code that calls exit(0) at i == 3
  Oa  arc_count of a's current copy through a noinline wrapper in the file (declared pure)
  Ob  arc_is_unique of b's current copy, called directly
  Ma  memcpy of a's header (the count word) with a size unknown to the optimiser
  G   a read of what destructors write (en_dtor_written)
  A   a hand-over from the writer thread, which replaces a's slot once the loop started and
      publishes with a release store: an acquire-load wait (first in the body, so that no read
      of the slot races with the writer: at i == 0 it waits, later it finds the flag set)
  C   the same wait as a strong compare-exchange, success relaxed, failure acquire
  Y   the same wait inside an opaque call (a mutex)
  H   a hand-over inside a call that touches only its argument (LLVM infers memory(argmem:
      readwrite), not nosync): at i == 2 it lets a writer thread replace a's slot and waits for
      it (release, then acquire), so it may sit anywhere in the body; alias analysis calls it
      unable to write any slot, yet it synchronises
  B   `if (i == 3)` release the open copies and break
  T   `if (i == 3)` release the open copies and return (skipping the code after the loop)
  F   at i == 3, the last release of an object the function made before the loop with the
      file's destructor (en_vdtor: visible, inferred willreturn and nounwind): a release known to
      return (KNOWN_DESTRUCTOR_RETURNS), no way out wherever it sits
  X   the same with support.c's destructor, which calls exit(0) for it: a way out
  E   an opaque call that calls exit(0) at i == 3 (atexit cleanup and the leak report observe)
  J   an opaque call that longjmp()s at i == 3 to a setjmp outside the loop
Copies still open at the body's end are released there in the order they were opened.

Holders (HOLDERS): ssa (a local value), global (a static variable), local (an alloca whose
address is passed to an opaque function), byval (a by-value struct argument whose address is
published), restrict (a restrict pointer argument whose pointee is published), sret (the struct
a function returns, published), atomic (a global read with relaxed atomic loads). spin: the
body's pairs alone in a loop that never ends, run in a thread (main says whether it still runs).
own0-rel, own-rel, own-load, own-skip, own-exit, own-cmp (OWN_HOLDERS): a is made by the
program's function itself (arc_alloc with a NULL destructor, own0, or the file's visible one)
and used after the loop: released, loaded, or (traps) loaded on a path not taken, loaded after
exit(), only compared (OWNED_ACROSS_LOOP). forked: a and b are locals a parallel region
captured before the serial loop (OMP_FORKED_LOCAL); forked-pub: the same locals with their
address also published, as for local (the drops write them: the premise fails). All only for
bodies that hold a copy of a and have no writer thread or toggle object.

Flavours: arc (arc_retain/arc_release), dp (the same with ARCELIDE_OPTIONS=delete-pairs; a copy
is read just before its release and the use logged after it, so that no store sits between a
retain and its release), cb (a custom runtime named by ARCELIDE_OPTIONS whose retain calls user
code: a retain of b in iterations 2 and 3 replaces a's slot, one of the toggle object at 3 calls
exit), omps and ompd (the loop as `#pragma omp parallel for` on two threads, schedule(static)
and schedule(dynamic, 1): bodies of pairs alone, each release after its retain; the threads
store no en_iter and en_pos, each iteration logs to its own row); ompb, for the own holders only:
a region of one thread around `#pragma omp for` (its barrier after the loop; own-exit's exit(0)
runs there, after the barrier), bodies of up to 3 of Ra La Wa Rb Lb Da G.

Pruning, so that counts stay feasible (each a program the rules make equivalent or invalid):
an LX with nothing to release; more than one way out (B T E J Q K U V X) or drop of a handle per
body (one fires first; the rest never run); a hand-over (A C Y) anywhere but first (a read of
a's slot before the wait would race with the writer), more than one hand-over (A C Y H) or V,
H with a read of what destructors write (G Wa: see flavours_of);
bodies without a retain (explicit, or a carried copy's re-retain); flavour cb without a retain
of b or V (the callback never runs), V in any other flavour. A reduction, not an equivalence:
flavour dp (H9) only for bodies with an explicit release (LX, Wa, U) and without H (see
flavours_of). Holder spin and the
OpenMP flavours only for bodies of pairs alone (no other operation would keep the loop from
being infinite and pure; in a worksharing loop the events of the other operations would race).
"""
import itertools
import random

HANDLE_OPS = ["Ra", "La", "Wa", "Na", "Rb", "Lb", "Da", "Db", "Sa", "Sb", "Oa", "Ob"]
GLOBAL_OPS = ["Ma", "Z", "Q", "K", "P", "U", "V", "G", "A", "C", "Y", "H", "B", "T", "E", "J",
              "F", "X"]
ALPHABET = HANDLE_OPS + GLOBAL_OPS
LEAVING = {"B", "T", "E", "J", "Q", "K", "U", "V", "X"}
HANDOVER = {"A", "C", "Y"}
DROPS = {"Da": "a", "Db": "b", "Z": "ab", "Q": "b", "P": "b", "U": "a"}
HOLDERS = ["ssa", "global", "local", "byval", "restrict", "sret", "atomic"]
# a made by the program's own function with arc_alloc (own0: a NULL destructor, then released
# after the loop; own: the file's visible destructor, which returns) and held there; after the
# loop it is released (rel) or loaded (load), or, the traps, loaded on a path the run does not
# take (skip), loaded after exit() (exit), or only compared (cmp)
OWN_HOLDERS = ["own0-rel", "own-rel", "own-load", "own-skip", "own-exit", "own-cmp"]
NO_SLOT_WRITER = HANDOVER | {"H", "V"}  # ops that act on a's slot through another thread or cb
FLAVOURS = ["arc", "dp", "cb", "omps", "ompd", "ompb"]
PASS_OPTIONS = {"arc": None, "dp": "delete-pairs",
                "cb": "retain=cb_retain;release=cb_release;observer=arc_is_unique;observer=arc_count",
                "omps": None, "ompd": None, "ompb": None,
                "sp": None, "spr": "destructors-return",
                "gsp": None, "gspr": "destructors-return",
                "isp": None, "ispr": "destructors-return"}
OMP_SCHEDULE = {"omps": "static", "ompd": "dynamic, 1"}
# ompb: `#pragma omp parallel num_threads(1)` around `#pragma omp for schedule(static)` (its
# barrier, a team synchronisation entry, after the loop), for the function's own object (holders
# own-*): the region-body route of OWNED_ACROSS_LOOP; own-exit's exit(0) runs in the region after
# the barrier. One thread, so that drops (Da) and window reads (Wa, G) are deterministic.


def valid(body):
    """Whether BODY is canonical and its release operations all have a copy to release."""
    # a retain: explicit, or the re-retain of a carried copy (a body whose first LX releases it)
    if not any(op[0] in "RLW" for op in body):
        return False
    if sum(op in LEAVING for op in body) > 1:
        return False
    # a hand-over only first: the program reads a's slot only after the writer published it
    if any(op in HANDOVER for op in body[1:]):
        return False
    # one hand-over per body (H may sit anywhere: the loop waits for the writer inside it)
    if body.count("H") > 1 or ("H" in body and body[0] in HANDOVER):
        return False
    # H and a read of what destructors write: LLVM's LICM hoists the read above the hand-over (it
    # takes the call for one that touches only its argument) once the pass removed the loop's
    # other calls, whereas the writer's release of a's old object writes it (see flavours_of)
    if "H" in body and ("G" in body or "Wa" in body):
        return False
    if body.count("V") > 1:
        return False
    dropped = [h for op in body if op in DROPS for h in DROPS[op]]
    if len(dropped) != len(set(dropped)):
        return False
    for h in "ab":
        depth, carried = 0, None
        for op in body:
            if op == "N" + h:
                if not depth:
                    return False
                depth -= 1
                continue
            if op == "R" + h:
                if carried == "released":
                    carried = "held"
                else:
                    depth += 1
            elif op in ("L" + h, "W" + h):
                if depth:
                    depth -= 1
                elif carried is None and not any(o == "R" + h for o in body[:body.index(op)]):
                    carried = "released"
                elif carried == "held":
                    carried = "released"
                else:
                    return False
    return True


def omp_body(body):
    """Bodies an OpenMP worksharing loop runs (flavours omps, ompd): pairs alone, each release
    after its retain (a carried copy would be one variable the team shares)."""
    if len(body) > 3 or not all(op in ("Ra", "La", "Rb", "Lb") for op in body):
        return False
    return all(body[:j].count("R" + op[1]) > body[:j].count("L" + op[1])
               for j, op in enumerate(body) if op[0] == "L")


def ompb_body(body):
    """Bodies flavour ompb runs: up to 3 of Ra La Wa Rb Lb Da G, each release after its
    retain."""
    if len(body) > 3 or not all(op in ("Ra", "La", "Wa", "Rb", "Lb", "Da", "G") for op in body):
        return False
    return all(body[:j].count("R" + op[1]) > sum(body[:j].count(o + op[1]) for o in "LW")
               for j, op in enumerate(body) if op[0] in "LW")


def flavours_of(body, holder=None):
    if "V" in body:
        return ["cb"]  # a kept retain of the toggle object matters only when it runs user code
    out = ["arc"]
    # not dp with H: LLVM infers memory(argmem: readwrite) for en_handover, which synchronises,
    # and its LICM hoists a reload of the slot above the call once a loop has no other call; the
    # build without the pass is correct only because the retain and release H9 deletes are calls
    if any(op[0] in "LW" or op == "U" for op in body) and "H" not in body:
        out.append("dp")
    if "Rb" in body:
        out.append("cb")
    if omp_body(body) and holder not in ("spin", "forked", "forked-pub"):
        out += ["omps", "ompd"]
    if holder and is_own(holder) and ompb_body(body):
        out.append("ompb")
    return out


def holders_of(body):
    out = list(HOLDERS)
    if len(body) <= 3 and all(op in ("Ra", "La", "Rb", "Lb") for op in body):
        out.append("spin")
    # the function's own object (ownership, known destructors) and the local a parallel region
    # captured (OMP_FORKED_LOCAL): only for bodies that hold a copy of a, and without the writer
    # threads and the custom runtime's callback (they replace a's root, not the local the loop
    # reads: as for ssa)
    if any(op in ("Ra", "La", "Wa", "Na") for op in body) and not NO_SLOT_WRITER & set(body):
        out += OWN_HOLDERS + ["forked", "forked-pub"]
    return out


def is_own(holder):
    return holder.startswith("own")


def bodies(k):
    """Every valid body of exactly K operations, in a fixed order."""
    for body in itertools.product(ALPHABET, repeat=k):
        if valid(body):
            yield body


def programs(k):
    """Every program of exactly K operations: (flavour, holder, body)."""
    for body in bodies(k):
        for holder in holders_of(body):
            for flavour in flavours_of(body, holder):
                yield (flavour, holder, body)
    for body in sp_bodies(k):
        for holder in SP_HOLDERS:
            for flavour in sp_flavours_of(body):
                yield (flavour, holder, body)


def fits(prog):
    """Whether PROG is one of the programs the enumeration writes."""
    flavour, holder, body = prog
    if flavour in SP_FLAVOURS:
        return sp_valid(body) and holder in SP_HOLDERS and flavour in sp_flavours_of(body)
    return valid(body) and holder in holders_of(body) and flavour in flavours_of(body, holder)


def count(k):
    return sum(1 for _ in programs(k))


def sample(r, kmin, kmax):
    """A program drawn uniformly: K uniform in [kmin, kmax], then a body uniform among the valid
    ones of that length (rejection), then holder and flavour uniform among the body's."""
    k = r.randint(kmin, kmax)
    if r.random() < SP_SHARE:
        while True:
            body = tuple(r.choice(SP_ALPHABET) for _ in range(k))
            if sp_valid(body):
                return (r.choice(sp_flavours_of(body)), r.choice(SP_HOLDERS), body)
    while True:
        body = tuple(r.choice(ALPHABET) for _ in range(k))
        if valid(body):
            holder = r.choice(holders_of(body))
            return (r.choice(flavours_of(body, holder)), holder, body)


def name(prog):
    flavour, holder, body = prog
    return "%s:%s:%s" % (flavour, holder, ".".join(body))


def parse(text):
    flavour, holder, body = text.strip().split(":")
    return (flavour, holder, tuple(body.split(".")) if body else ())


def uses_writer(prog):
    return any(op in HANDOVER for op in prog[2])


def flags_of(prog):
    """The C flags of support.h's en_main for PROG."""
    f = []
    if uses_writer(prog):
        f.append("EN_F_WRITER")
    if prog[1] == "spin":
        f.append("EN_F_SPIN")
    if "H" in prog[2]:
        f.append("EN_F_HANDOVER")
    if "U" in prog[2]:
        f.append("EN_F_EACH")
    if "V" in prog[2]:
        f.append("EN_F_TOGGLE")
    if is_own(prog[1]):
        f.append("EN_F_OWN")
    return "|".join(f) or "0"


# ---- C emission ----------------------------------------------------------------------------

HEAD = """/* a relaxed atomic load of a pointer as `load atomic ptr` (C11 atomics give i64 loads) */
#define EN_ATOMIC_READ(x) ({ void *v_; _Pragma("omp atomic read") v_ = (x); v_; })
#include <setjmp.h>
#include <stdatomic.h>
#include <string.h>
#include "support.h"
struct hold {
  void *a, *b;
  long pad[4]; /* large enough to be passed in memory (byval) and returned through sret */
};
__attribute__((pure, nothrow)) long arc_count(const void *p);
__attribute__((noinline)) static long en_observe(void *p) { return arc_count(p); }
/* The file's destructor (holders own-*, op F): visible to the optimiser, which infers willreturn
 * and nounwind for it (no call, no loop), so the pass knows that a release of an object made with
 * it returns (KNOWN_DESTRUCTOR_RETURNS). It logs its run into support.c's table itself, poisons
 * the payload and writes en_dtor_written, as support.c's en_dtor does. */
static void en_vdtor(void *p) {
  struct eobj *o = p;
  long n = en_nsup;
  if (n < EN_EVENTS) {
    en_sup[n][0] = EV_DTOR;
    en_sup[n][1] = en_iter;
    en_sup[n][2] = en_pos;
    en_sup[n][3] = -1;
    en_sup[n][4] = o->id;
    en_nsup = n + 1;
  }
  en_dtor_written = o->id;
  if (o->id >= 0 && o->id < EN_MAX_IDS)
    en_dead_ids[o->id] = 1;
  o->magic = 0xdead;
  o->val = -1;
}
int omp_get_thread_num(void);
/* op H: the loop's half of the hand-over. It touches only its argument (LLVM infers
 * memory(argmem: readwrite), not nosync): alias analysis calls it unable to write a slot. Not
 * static: IPSCCP would replace the argument by the global it always is. */
__attribute__((noinline)) void en_handover(struct en_hand *h, long i, long pos) {
  if (i != h->at)
    return;
  h->pos = pos;
  atomic_store_explicit(&h->go, 1, memory_order_release);
  while (!atomic_load_explicit(&h->done, memory_order_acquire))
    ;
}
"""


class Body:
    """Writes one program's loop."""

    def __init__(self, prog, n):
        self.flavour, self.holder, self.body = prog
        self.n = n
        self.retain = "cb_retain" if self.flavour == "cb" else "arc_retain"
        self.release = "cb_release" if self.flavour == "cb" else "arc_release"
        self.temps = 0
        self.k = 0
        # an OpenMP worksharing loop: its threads store no en_iter and en_pos (they would race);
        # each iteration's events go to its own row
        self.omp = self.flavour in OMP_SCHEDULE  # (ompb: one thread, logged as serial code)

    def next_k(self):
        self.k += 1
        assert self.k < 128
        return self.k

    def slot(self, h):
        """The expression that reads h's slot, and the lvalue that writes it."""
        n, hold = self.n, self.holder
        if hold == "ssa" or is_own(hold):
            return h, h
        if hold == "forked":
            return "l_" + h, "l_" + h
        if hold in ("global", "spin"):
            return "g%d_%s" % (n, h), "g%d_%s" % (n, h)
        if hold in ("local", "forked-pub"):
            return "l_" + h, "l_" + h
        if hold in ("byval", "sret"):
            return "s." + h, "s." + h
        if hold == "restrict":
            return "*p" + h, "*p" + h
        if hold == "atomic":
            return "EN_ATOMIC_READ(at%d_%s)" % (n, h), None
        raise ValueError(hold)

    def store(self, h, value):
        read, lvalue = self.slot(h)
        if self.holder == "atomic":
            return "__atomic_store_n(&at%d_%s, %s, __ATOMIC_RELAXED);" % (self.n, h, value)
        if self.holder == "ssa" or is_own(self.holder) or self.holder == "forked":
            return "%s = %s; en_root_%s = %s;" % (lvalue, value, h, lvalue)
        return "%s = %s;" % (lvalue, value)

    def loop(self):
        """The loop and what follows it, as lines; with the open/carried state per site."""
        R, L = self.retain, self.release
        spin = self.holder == "spin"
        lines = []
        open_ = {"a": [], "b": []}  # names of open copies, per handle
        order = []  # open copies in the order they were opened
        carried = {}
        for h in "ab":
            first = next((op for op in self.body if op in ("R" + h, "L" + h, "W" + h)), None)
            if first in ("L" + h, "W" + h):
                carried[h] = "held"
        pre = []
        if "F" in self.body:
            pre += ["void *f_ = arc_alloc(sizeof(struct eobj), en_vdtor); /* returns */",
                    "en_adopt_obj(f_, 51);"]
        if "X" in self.body:
            pre += ["void *x_ = arc_alloc(sizeof(struct eobj), en_dtor); /* exits */",
                    "en_adopt_exit(x_);"]
        for h in sorted(carried):
            pre.append("void *c%s = %s(%s);" % (h, R, self.slot(h)[0]))
        exits = []  # (label, releases of carried copies held there)

        def current(h):
            if open_[h]:
                return open_[h][-1]
            if carried.get(h) == "held":
                return "c" + h
            return self.slot(h)[0]

        def release_copy(t, h, row="i"):
            if spin:
                return ["%s(%s);" % (L, t)]
            k = self.next_k()
            if self.omp:
                return ["EN_EV(%s, %d, EV_USE_%s, %s);" % (row, k, h.upper(), t), "%s(%s);" % (L, t)]
            if self.flavour == "dp":
                # H9 deletes a pair only with no store between: the copy is read just before its
                # release and the event logged after it
                return ["{", "  long u = EN_LIVE(%s);" % t, "  %s(%s);" % (L, t),
                        "  en_pos = %d;" % k,
                        "  EN_EV(%s, %d, EV_LIVE_%s, u);" % (row, k, h.upper()), "}"]
            return ["en_pos = %d;" % k, "EN_EV(%s, %d, EV_USE_%s, %s);" % (row, k, h.upper(), t),
                    "%s(%s);" % (L, t)]

        def close_all():
            out = []
            for t, h in order:
                out += release_copy(t, h)
            return out

        for j, op in enumerate(self.body):
            h = op[1] if len(op) == 2 and op[1] in "ab" else None
            k = self.next_k()
            if not spin and not self.omp and op[0] not in "LW" and op != "U":
                lines.append("en_pos = %d;" % k)
            if op[0] == "R" and h:
                if carried.get(h) == "released":
                    lines.append("c%s = %s(%s);" % (h, R, self.slot(h)[0]))
                    carried[h] = "held"
                else:
                    self.temps += 1
                    t = "t%d" % self.temps
                    lines.append("void *%s = %s(%s);" % (t, R, self.slot(h)[0]))
                    open_[h].append(t)
                    order.append((t, h))
            elif op == "Na":
                t = open_[h].pop()
                order.remove((t, h))
                lines.append("if (en_guard[i]) { /* a NULL test of another pointer */")
                lines += ["  " + x for x in release_copy(t, h)]
                lines.append("} else {")
                lines.append("  kept = %s; /* handed on: released after the loop */" % t)
                lines.append("}")
            elif op[0] in "LW" and h:
                if open_[h]:
                    t = open_[h].pop()
                    order.remove((t, h))
                    lines += release_copy(t, h)
                else:
                    lines += release_copy("c" + h, h)
                    carried[h] = "released"
                if op[0] == "W":
                    # strict (EV_WINDOW) when no retain follows a release before it in the body:
                    # then in the iteration that leaves, every release before it has this read
                    # in its exit window (H8), and a destructor it ran must stay before it
                    seen, strict = False, True
                    for o in self.body[:j]:
                        if o[0] in "LNW":
                            seen = True
                        elif (o[0] == "R" or o == "V") and seen:
                            strict = False
                    k2 = self.next_k()
                    lines += ["en_pos = %d;" % k2, "EN_EV(i, %d, %s, en_dtor_written);"
                              % (k2, "EV_WINDOW" if strict else "EV_G")]
            elif op in ("Da", "Db"):
                lines.append("en_drop_at('%s', i);" % h)
            elif op == "Z":
                lines.append("en_drop_both_at(i);")
            elif op == "Q":
                lines.append("en_drop_exit_at(i);")
            elif op in ("Sa", "Sb"):
                lines.append("if (i == rep1 || i == rep2) {")
                lines.append("  void *o = %s;" % self.slot(h)[0])
                lines.append("  " + self.store(h, "en_spare_%s[i - rep1]" % h))
                lines.append("  en_spare_%s[i - rep1] = 0;" % h)
                lines.append("  %s(o);" % L)
                lines.append("}")
            elif op == "P":
                lines.append("if (i == rep1) {")
                lines.append("  void *o = %s;" % self.slot("b")[0])
                lines.append("  " + self.store("b", "en_spare_b[3]"))
                lines.append("  en_spare_b[3] = 0;")
                lines.append("  en_box_obj = o; /* a box: its destructor drops a's reference */")
                lines.append("  %s(o);" % L)
                lines.append("}")
            elif op == "U":
                # no en_pos store: nothing but this release between a retain and its release
                lines.append("%s(en_each[i]); /* i == rep1: a box; i == leave: exits */" % L)
            elif op == "V":
                lines.append("en_kept[i & 7] = %s(en_toggle); /* kept: released at exit */" % R)
            elif op == "H":
                lines.append("en_handover(&en_hand, i, %d);" % k)
            elif op == "K":
                lines.append("if (i == leave) {")
                lines.append("  void *o = %s;" % self.slot("b")[0])
                lines.append("  " + self.store("b", "en_spare_b[2]"))
                lines.append("  en_spare_b[2] = 0;")
                lines.append("  en_exit_obj = o; /* its destructor calls exit(0) */")
                lines.append("  %s(o);" % L)
                lines.append("}")
            elif op == "Oa":
                lines.append("EN_EV(i, %d, EV_COUNT_A, en_observe(%s));" % (k, current("a")))
            elif op == "Ob":
                lines.append("EN_EV(i, %d, EV_COUNT_B, arc_is_unique(%s));" % (k, current("b")))
            elif op == "Ma":
                lines.append("{")
                lines.append("  long w[4];")
                lines.append("  void *p = %s;" % current("a"))
                lines.append("  memcpy(w, (char *)p - ARC_HEADER_SIZE, en_len);")
                lines.append("  EN_EV(i, %d, EV_WORD, w[0]);" % k)
                # the copied object, as a use: a header copied from a destroyed object makes
                # the program invalid (the word is then whatever the allocator left there)
                k2 = self.next_k()
                lines.append("  EN_EV(i, %d, EV_USE_A, p);" % k2)
                lines.append("}")
            elif op == "G":
                lines.append("EN_EV(i, %d, EV_G, en_dtor_written);" % k)
            elif op == "A":
                lines.append("while (!atomic_load_explicit(&en_ready, memory_order_acquire))")
                lines.append("  ;")
            elif op == "C":
                lines.append("for (int e = 0; atomic_compare_exchange_strong_explicit(")
                lines.append("         &en_ready, &e, 0, memory_order_relaxed, memory_order_acquire);")
                lines.append("     e = 0)")
                lines.append("  ;")
            elif op == "Y":
                lines.append("en_wait_call();")
            elif op in ("B", "T"):
                label = "left%d" % len(exits)
                lines.append("if (i == leave) {")
                lines += ["  " + x for x in close_all()]
                lines.append("  goto %s;" % label)
                lines.append("}")
                held = [c for c in sorted(carried) if carried[c] == "held"]
                exits.append((label, held, op == "T"))
            elif op == "F":
                lines.append("if (i == leave)")
                lines.append("  %s(f_); /* the last release: the file's destructor returns */" % L)
            elif op == "X":
                lines.append("if (i == leave)")
                lines.append("  %s(x_); /* the last release: support.c's destructor exits */" % L)
            elif op == "E":
                lines.append("en_exit_at(i);")
            elif op == "J":
                lines.append("en_longjmp_at(i);")
            else:
                raise ValueError(op)
        lines += close_all()
        for h in sorted(carried):
            if carried[h] == "released":
                lines.append("c%s = %s(%s);" % (h, R, self.slot(h)[0]))
                carried[h] = "held"
        if spin:
            loop = ["for (unsigned long i = 1; i != 0; i += 2) {"] + ["  " + x for x in lines] + ["}"]
            return pre + loop + ["EN_EV(EN_AFTER_ROW, 0, EV_LOOP_END, 0);"] + [
                "%s(c%s);" % (L, h) for h in sorted(carried)]
        # the fixed iterations read from memory: constants would let LLVM peel the loop
        loop = (["void *kept = 0;"] if "Na" in self.body else []) + [
                "long i, n = en_iters, rep1 = en_at[0], rep2 = en_at[1], leave = en_at[2];",
                "for (i = 0; i < n; i++) {", "  en_iter = i;"]
        if self.omp:
            loop[-2:] = ["#pragma omp parallel for schedule(%s) num_threads(2)"
                         % OMP_SCHEDULE[self.flavour], "for (i = 0; i < n; i++) {"]
        loop += ["  " + x for x in lines] + ["}"]
        if self.flavour == "ompb":
            tail = (["en_exit_at(leave); /* after the barrier: exit(0) */"]
                    if self.holder == "own-exit" else [])
            at = loop.index("for (i = 0; i < n; i++) {")
            loop[at:at + 1] = ["#pragma omp parallel num_threads(1)", "{",
                               "#pragma omp for schedule(static)", "for (i = 0; i < n; i++) {"]
            loop += tail + ["}"]
        A = "EN_AFTER_ROW"
        end = self.next_k()
        kept = ["%s(kept);" % L] if "Na" in self.body else []
        after = ["en_iter = EN_AFTER_ROW;", "en_pos = %d;" % end,
                 "EN_EV(%s, %d, EV_LOOP_END, 0);" % (A, end)] + kept
        for h in sorted(carried):
            after += release_copy("c" + h, h, A)
        after.append("goto after;")
        for label, held, is_return in exits:
            after.append("%s:" % label)
            after += ["en_iter = EN_AFTER_ROW;", "en_pos = %d;" % end,
                      "EN_EV(%s, %d, EV_LOOP_END, 0);" % (A, end)] + kept
            for h in held:
                after += release_copy("c" + h, h, A)
            after.append("goto %s;" % ("done" if is_return else "after"))
        after.append("after:")
        k = self.next_k()
        after.append("en_pos = %d;" % k)
        if is_own(self.holder):
            # the function's own object after the loop (OWNED_ACROSS_LOOP: every exit reaches a
            # release or a load of it, on every path and before anything that may not return)
            live = "EN_EV(%s, %d, EV_LIVE_A, EN_LIVE(a));" % (A, k)
            after += {
                "rel": ["en_root_a = en_nil; /* the function's reference, released here */",
                        "%s(a);" % L],
                "load": [live],
                "skip": ["if (en_guard[leave]) /* NULL: the use is not on the run's path */",
                         "  " + live],
                "exit": ([live] if self.flavour == "ompb" else  # it exits in the region
                         ["en_exit_at(leave); /* exit(0) before the use */", live]),
                "cmp": ["EN_EV(%s, %d, EV_CMP, a == en_root_a); /* no use */" % (A, k)],
            }[self.holder.split("-")[1]]
        else:
            after.append("EN_EV(%s, %d, EV_AFTER, en_dead(1) ? -1 : ((struct eobj *)a0)->val);"
                         % (A, k))
        after.append("done:;")
        start = ["en_start_writer();"] if any(op in HANDOVER for op in self.body) else []
        return pre + ["void *a0 = %s; /* borrowed: read after the loop only while alive */"
                      % self.slot("a")[0]] + start + loop + after


def emit_program(prog, n):
    """The C text of program number N (a function prog_N and what it needs)."""
    b = Body(prog, n)
    hold = b.holder
    body = b.loop()
    ind = lambda xs: ["  " + x for x in xs]
    take = ["void *a_ = en_root_a, *b_ = en_root_b;", "en_root_a = en_root_b = NULL;"]
    give = lambda a, b_: ["en_root_a = %s;" % a, "en_root_b = %s;" % b_,
                          "en_publish(&en_root_a, &en_root_b);"]
    out = ["/* program %d: %s */" % (n, name(prog))]
    if hold == "ssa":
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n,
                "  void *a = en_root_a, *b = en_root_b;"] + ind(body) + ["}"]
    elif is_own(hold):
        destructor = "0" if hold.startswith("own0") else "en_vdtor"
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n,
                "  void *a = arc_alloc(sizeof(struct eobj), %s); /* the function's own */" % destructor,
                "  en_adopt(a); /* id 1; a's root holds the reference too (drops, exit) */",
                "  void *b = en_root_b;"] + ind(body) + ["}"]
    elif hold == "forked":
        # the serial loop after a parallel region that captured the locals (OMP_FORKED_LOCAL)
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n,
                "  void *l_a = en_root_a, *l_b = en_root_b;",
                "#pragma omp parallel num_threads(2)",
                "  en_forked[omp_get_thread_num() & 1] = (long)l_a ^ (long)l_b; /* loads only */"
                ] + ind(body) + ["}"]
    elif hold in ("global", "spin"):
        out += ["static void *g%d_a, *g%d_b;" % (n, n),
                "__attribute__((noinline)) static void prog_%d(void) {" % n]
        out += ind(take + ["g%d_a = a_;" % n, "g%d_b = b_;" % n,
                           "en_publish(&g%d_a, &g%d_b);" % (n, n)] + body +
                   give("g%d_a" % n, "g%d_b" % n)) + ["}"]
    elif hold == "atomic":
        out += ["static void *at%d_a, *at%d_b; /* only ever accessed atomically */" % (n, n),
                "__attribute__((noinline)) static void prog_%d(void) {" % n]
        out += ind(take + ["__atomic_store_n(&at%d_a, a_, __ATOMIC_SEQ_CST);" % n,
                           "__atomic_store_n(&at%d_b, b_, __ATOMIC_SEQ_CST);" % n,
                           "en_publish(&at%d_a, &at%d_b);" % (n, n)] + body +
                   give("__atomic_load_n(&at%d_a, __ATOMIC_SEQ_CST)" % n,
                        "__atomic_load_n(&at%d_b, __ATOMIC_SEQ_CST)" % n)) + ["}"]
    elif hold in ("local", "forked-pub"):
        # forked-pub: the locals a region captured, whose address is also published (the drops
        # write them): not OMP_FORKED_LOCAL's premise
        region = ["#pragma omp parallel num_threads(2)",
                  "en_forked[omp_get_thread_num() & 1] = (long)l_a ^ (long)l_b;"
                  ] if hold == "forked-pub" else []
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n]
        out += ind(take + ["void *l_a = a_, *l_b = b_;"] + region + ["en_publish(&l_a, &l_b);"] +
                   body + give("l_a", "l_b")) + ["}"]
    elif hold == "byval":
        out += ["__attribute__((noinline)) static void inner_%d(struct hold s) {" % n]
        out += ind(["en_publish(&s.a, &s.b);"] + body + give("s.a", "s.b")) + ["}"]
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n,
                "  struct hold s = {en_root_a, en_root_b, {0}};",
                "  en_root_a = en_root_b = NULL;",
                "  inner_%d(s);" % n, "}"]
    elif hold == "restrict":
        out += ["static void *r%d_a, *r%d_b;" % (n, n),
                "__attribute__((noinline)) static void inner_%d(void **restrict pa, "
                "void **restrict pb) {" % n]
        out += ind(["en_publish(pa, pb);"] + body + give("*pa", "*pb")) + ["}"]
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n,
                "  r%d_a = en_root_a;" % n, "  r%d_b = en_root_b;" % n,
                "  en_root_a = en_root_b = NULL;",
                "  inner_%d(&r%d_a, &r%d_b);" % (n, n, n), "}"]
    elif hold == "sret":
        out += ["__attribute__((noinline)) static struct hold inner_%d(void) {" % n,
                "  struct hold s = {en_root_a, en_root_b, {0}};",
                "  en_root_a = en_root_b = NULL;",
                "  en_publish(&s.a, &s.b);"]
        # the loop leaves with the references in s; the caller moves them back to the roots
        out += ind([x if not x.startswith("en_publish(&en_root_a") else "/* returned */"
                    for x in body]) + ["  return s;", "}"]
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n,
                "  struct hold s = inner_%d();" % n] + ind(give("s.a", "s.b")) + ["}"]
    else:
        raise ValueError(hold)
    return "\n".join(out) + "\n"


def emit_batch(progs):
    """One translation unit running PROGS (all of one flavour): `./exe N` runs number N. C, or
    C++ for flavour sp (is_cxx)."""
    sp = is_cxx(progs[0])
    parts = [SP_HEAD if sp else HEAD]
    for n, p in enumerate(progs):
        parts.append(emit_sp_program(p, n) if sp else emit_program(p, n))
    parts.append("static const en_program programs[] = {%s};" %
                 ", ".join("prog_%d" % n for n in range(len(progs))))
    flags = [sp_flags_of(p) if sp else flags_of(p) for p in progs]
    parts.append("static const int flags[] = {%s};" % ", ".join(flags))
    parts.append("int main(int argc, char **argv) {\n"
                 "  return %s(argc, argv, programs, flags, %d);\n}\n"
                 % ("en_sp_main" if sp else "en_main", len(progs)))
    return "\n".join(parts)


def is_cxx(prog):
    return prog[0] in SP_FLAVOURS


def stdlib_of(prog):
    """The C++ standard library a C++ program is built with: 'libc++' (sp, spr) or 'libstdc++'
    (gsp, gspr), or 'intrusive' (isp, ispr: libstdc++ and an intrusive pointer); None for C."""
    return SP_STDLIB.get(prog[0])


# ---- flavours sp and spr: libc++'s std::shared_ptr (gsp, gspr: libstdc++'s) -----------------
# spr: the same programs under the user's promise that destructors return
# (ARCELIDE_OPTIONS=destructors-return: true, support.c's en_dtor returns for these objects), but
# for the bodies with X. gsp and gspr: sp's and spr's programs, the same text, built over
# libstdc++ (no -stdlib flag) with support_sp.cpp built the same way (SP_STDLIB below).
# Handles a and b are std::shared_ptr<SpObj> (support_sp.h) held by the holder: the copies,
# drops, moves and observers are inlined atomic operations on the control block (docs/idioms.md),
# with no runtime call. The program is C++ (clang++ -stdlib=libc++ -fopenmp), its opaque half
# support_sp.cpp; the event log, destructor and main are support.c's.
#   RX  a copy of X's owner: `SpPtr t = slot;` (a new copy, open until LX or the body's end)
#   LX  a use of X's innermost copy (event "use", the address: "empty" for an empty pointer),
#       then its reset
#   Ka  a copy of a made by weak_ptr::lock() (out of line in libc++.so; libstdc++ inlines its
#       compare-and-swap loop) from a weak_ptr taken before the loop: open as RX's; empty once
#       a's object died
#   Ga  a use of a's innermost copy, then the copy moved into an opaque callee (a hand-over:
#       support_sp.cpp keeps it at even iterations, in a sink the next one replaces)
#   Oa  use_count() of a's innermost copy (or of a's owner with none open)
#   Ob  the same test as unique() (use_count() == 1) on b's
#   DX  an opaque call that resets X's owner at i == 4 (EN_DROP)
#   H   the hand-over of op H (support.c's writer thread, at i == 2), as an opaque call (not a
#       call of the file that touches only its argument, as arc's H: LLVM's GVN then reuses a's
#       control block loaded before the call, and the build without the pass reads a freed
#       count): the thread replaces a's owner with a new object, so that a copy of a open across
#       it is the old object's last owner, and its destructor runs in the loop when that copy goes
#   E   an opaque call that throws at i == 3 (EN_LEAVE), caught outside the loop: the open copies
#       are destroyed by the unwinding
#   T   an opaque call that starts the process's first thread at i == 1 (it copies a's owner
#       20000 times) and joins it at i == 2
#   X   the last drop, inlined, of this iteration's object (its owner in support_sp.cpp's array,
#       taken over by a move): at i == 3 (EN_LEAVE) its destructor calls exit(0), a way out
# Holders (SP_HOLDERS): global (static shared_ptrs), local (local shared_ptrs whose addresses are
# published), ref (const std::shared_ptr<SpObj>& parameters bound to the roots).
# Pruning (sp_valid): a copy (RX or Ka) in the body; LX, Ga with an open copy of X; at most one of
# E H T X; each drop once; T without Oa Ob (the thread's copies make the counts racy).
SP_ALPHABET = ["Ra", "La", "Rb", "Lb", "Ka", "Ga", "Oa", "Ob", "Da", "Db", "H", "E", "T", "X"]
SP_HOLDERS = ["global", "local", "ref"]
# gsp and gspr: the same programs over libstdc++ (GCC's library, clang++'s default on Debian:
# built without -stdlib=libc++), whose counts dispatch on __libc_single_threaded between a plain
# and a volatile atomic add, and whose drop tests both counts at once (docs/idioms.md)
# isp and ispr: the same programs over an intrusive count (support_sp.h with -DEN_SP_INTRUSIVE, on
# libstdc++): the count the object's first field, the delete inlined in the pointer's destructor;
# no weak pointers, so no Ka
SP_FLAVOURS = ["sp", "spr", "gsp", "gspr", "isp", "ispr"]
SP_STDLIB = {"sp": "libc++", "spr": "libc++", "gsp": "libstdc++", "gspr": "libstdc++",
             "isp": "intrusive", "ispr": "intrusive"}
SP_SHARE = 0.1  # the share of sp programs in sample()


def sp_valid(body):
    if not any(op in ("Ra", "Rb", "Ka") for op in body):
        return False
    if sum(op in ("E", "H", "T", "X") for op in body) > 1:
        return False
    if body.count("Da") > 1 or body.count("Db") > 1:
        return False
    if "T" in body and ("Oa" in body or "Ob" in body):
        return False
    depth = {"a": 0, "b": 0}
    for op in body:
        if op in ("Ra", "Rb", "Ka"):
            depth[op[1]] += 1
        elif op in ("La", "Lb", "Ga"):
            if not depth[op[1]]:
                return False
            depth[op[1]] -= 1
    return True


def sp_flavours_of(body):
    # not spr (gspr, ispr) with X: the promise that destructors return would be false; no
    # intrusive flavour with Ka (weak_ptr::lock())
    flavours = ["sp", "gsp", "isp"] if "X" in body else SP_FLAVOURS
    return [f for f in flavours if not (f.startswith("i") and "Ka" in body)]


def sp_bodies(k):
    for body in itertools.product(SP_ALPHABET, repeat=k):
        if sp_valid(body):
            yield body


def sp_flags_of(prog):
    return "|".join(["EN_F_SP"] + (["EN_F_HANDOVER"] if "H" in prog[2] else []) +
                    (["EN_F_SP_EACH"] if "X" in prog[2] else []))


SP_HEAD = """#include "support_sp.h"
"""


def sp_loop(prog, n, slot):
    """The loop of sp program N and what follows it; SLOT(h) reads h's owner."""
    body = prog[2]
    lines, after = [], []
    k = [0]

    def next_k():
        k[0] += 1
        assert k[0] < 128
        return k[0]

    open_ = {"a": [], "b": []}
    order = []
    temps = [0]

    def use(t, h, kk):
        return "EN_EV(i, %d, EV_USE_%s, %s.get());" % (kk, h.upper(), t)

    for op in body:
        kk = next_k()
        lines.append("en_pos = %d;" % kk)
        h = op[1] if len(op) == 2 else None
        if op in ("Ra", "Rb", "Ka"):
            temps[0] += 1
            t = "t%d" % temps[0]
            src = "w_a.lock()" if op == "Ka" else slot(h)
            lines.append("SpPtr %s = %s;" % (t, src))
            open_[h].append(t)
            order.append((t, h))
        elif op in ("La", "Lb"):
            t = open_[h].pop()
            order.remove((t, h))
            lines += [use(t, h, kk), "%s.reset();" % t]
        elif op == "Ga":
            t = open_[h].pop()
            order.remove((t, h))
            lines += [use(t, h, kk), "en_sp_keep(std::move(%s), i);" % t]
        elif op in ("Oa", "Ob"):
            cur = open_[h][-1] if open_[h] else slot(h)
            if op == "Oa":
                lines.append("EN_EV(i, %d, EV_COUNT_A, %s.use_count());" % (kk, cur))
            else:
                lines.append("EN_EV(i, %d, EV_COUNT_B, %s.use_count() == 1);" % (kk, cur))
        elif op in ("Da", "Db"):
            lines.append("en_sp_drop_at('%s', i);" % h)
        elif op == "H":
            lines.append("en_handover_call(i, %d);" % kk)
        elif op == "E":
            lines.append("en_sp_throw_at(i);")
        elif op == "T":
            lines.append("en_sp_thread_at(i);")
        elif op == "X":
            lines += ["{", "  SpPtr x = std::move(en_sp_each[i]); /* i == leave: its destructor exits */",
                      "  x.reset();", "}"]
        else:
            raise ValueError(op)
    for t, h in order:
        kk = next_k()
        lines += ["en_pos = %d;" % kk, use(t, h, kk), "%s.reset();" % t]
    loop = ["long i, n = en_iters;", "for (i = 0; i < n; i++) {", "  en_iter = i;"]
    loop += ["  " + x for x in lines] + ["}"]
    if "E" in body:
        caught = next_k()
        loop = ["try {"] + ["  " + x for x in loop] + [
            "} catch (long) {",
            "  en_iter = EN_AFTER_ROW;",
            "  en_pos = %d;" % caught,
            "  EN_EV(EN_AFTER_ROW, %d, EV_LANDED, 0);" % caught, "}"]
        loop = ["long i;"] + [x.replace("long i, n = en_iters;", "long n = en_iters;")
                              for x in loop]
    end = next_k()
    after = ["en_iter = EN_AFTER_ROW;", "en_pos = %d;" % end,
             "EN_EV(EN_AFTER_ROW, %d, EV_LOOP_END, 0);" % end]
    pre = ["std::weak_ptr<SpObj> w_a = %s;" % slot("a")] if "Ka" in body else []
    return ["{"] + ["  " + x for x in pre + loop + after] + ["}"]


def emit_sp_program(prog, n):
    flavour, hold, body = prog
    ind = lambda xs: ["  " + x for x in xs]
    out = ["/* program %d: %s */" % (n, name(prog))]
    if hold == "global":
        slot = lambda h: "g%d_%s" % (n, h)
        out += ["static SpPtr g%d_a, g%d_b;" % (n, n),
                "__attribute__((noinline)) static void prog_%d(void) {" % n]
        out += ind(["g%d_a = std::move(en_sp_root_a);" % n, "g%d_b = std::move(en_sp_root_b);" % n,
                    "en_sp_publish(&g%d_a, &g%d_b);" % (n, n)] + sp_loop(prog, n, slot) +
                   ["en_sp_root_a = std::move(g%d_a);" % n, "en_sp_root_b = std::move(g%d_b);" % n,
                    "en_sp_publish(&en_sp_root_a, &en_sp_root_b);"]) + ["}"]
    elif hold == "local":
        slot = lambda h: "l_" + h
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n]
        out += ind(["SpPtr l_a = std::move(en_sp_root_a), l_b = std::move(en_sp_root_b);",
                    "en_sp_publish(&l_a, &l_b);"] + sp_loop(prog, n, slot) +
                   ["en_sp_root_a = std::move(l_a);", "en_sp_root_b = std::move(l_b);",
                    "en_sp_publish(&en_sp_root_a, &en_sp_root_b);"]) + ["}"]
    elif hold == "ref":
        slot = lambda h: h
        out += ["__attribute__((noinline)) static void inner_%d(const SpPtr &a, const SpPtr &b) {"
                % n]
        out += ind(sp_loop(prog, n, slot)) + ["}"]
        out += ["__attribute__((noinline)) static void prog_%d(void) {" % n,
                "  inner_%d(en_sp_root_a, en_sp_root_b);" % n, "}"]
    else:
        raise ValueError(hold)
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    import sys
    if len(sys.argv) > 1 and sys.argv[1] == "count":
        for k in range(1, int(sys.argv[2]) + 1):
            nb = sum(1 for _ in bodies(k))
            ns = sum(1 for _ in sp_bodies(k))
            nsp = sum(len(SP_HOLDERS) * len(sp_flavours_of(b)) for b in sp_bodies(k))
            print("K=%d: %d bodies, %d programs (sp, spr, gsp, gspr, isp, ispr: %d bodies, %d programs)"
                  % (k, nb, count(k), ns, nsp))
    else:
        progs = [parse(x) for x in sys.argv[1:]]
        sys.stdout.write(emit_batch(progs))
