#!/usr/bin/env python3
"""Generates a random C program that uses the arc runtime the way real code does.

    gen.py SEED [-o FILE]

The same seed always gives the same program. The program is well-formed by construction: every
object has exactly one owner at any time (a slot, a local, a temporary copy, a parent object),
every copy is released exactly once, on every path (breaks, continues and early returns release
what is outstanding first), and the output does not depend on thread scheduling (parallel loops
only read shared objects and sum into integer reductions; counts are observed in serial code or
on objects private to one iteration). Built without the pass it prints the same thing every
time, and the checking runtime finds no misuse and no leak. Linked with tools/fuzz/support.c.

A program is a tree of Nodes (a head line, children, a tail line) so that the minimiser can
remove a statement together with everything nested in it (see minimise.py).

What it exercises: serial loops (for, do-while, nested, with a guard that may be zero), `omp
parallel for` with schedule(static) and schedule(dynamic), branches, breaks, continues and early
returns; handles loaded from globals defined here (static, not escaping) and in support.c
(escaping), from struct fields, arrays (constant and varying index), locals, local structs and
arrays, and through pointers; slots rewritten inside loops by stores, by opaque calls that may
or may not rewrite them, and by destructors (the objects' own or support.c's); count observers;
fresh objects that stay private to an iteration or escape into slots, arrays and other objects.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import shapes  # noqa: E402


class Node:
    """One statement: HEAD (a line or None), the statements nested in it, TAIL (a line or None)."""

    def __init__(self, head, kids=None, tail=None, fixed=False):
        self.head, self.kids, self.tail, self.fixed = head, kids or [], tail, fixed
        self.partners = []  # nodes that go when this one goes (a scene and main's call of it)

    def walk(self):
        yield self
        for k in self.kids:
            yield from k.walk()

    def render(self, out, depth, removed):
        if id(self) in removed:
            return
        pad = "  " * depth
        if self.head is not None:
            out.extend(pad + line for line in self.head.split("\n"))
        inner = depth + 1 if self.head is not None else depth
        for k in self.kids:
            k.render(out, inner, removed)
        if self.tail is not None:
            out.append(pad + self.tail)


def S(line):
    return Node(line)


def B(head, kids, tail="}"):
    return Node(head, kids, tail)


PRELUDE = r"""#include <arc.h>
#include <stdio.h>
#include <stdlib.h>

#include "support.h"

/* Slots of this translation unit: static, their addresses never escape, so to the optimiser
 * (GlobalsAA) only code here, including destructors here, may write them. */
static void *m_slot[4];
static volatile long v_n[8] = {NVALUES};
static volatile int v_never; /* always 0, but the optimiser cannot know */

static void m_d_rewrite(void *payload) { /* rewrites m_slot[payload->slot] */
  struct obj *o = payload;
  fz_destroyed(o);
  void *old = m_slot[o->slot];
  m_slot[o->slot] = fz_new(o->id + 700000000, o->val + 2);
  arc_release(old);
}

static inline struct obj *mk(long id, long val, void (*destroy)(void *)) {
  struct obj *o = arc_alloc(sizeof *o, destroy);
  o->id = id, o->val = val, o->child = NULL, o->slot = 0;
  return o;
}
static inline struct obj *mk_local(long id, long val) { /* LOCAL: this thread only */
  struct obj *o = arc_alloc_local(sizeof *o, fz_d_plain);
  o->id = id, o->val = val, o->child = NULL, o->slot = 0;
  return o;
}
static inline void *mk_child(long id, long val, void *child) { /* takes child's reference */
  struct obj *o = mk(id, val, fz_d_child);
  o->child = child;
  return o;
}
static inline void *mk_rw(long id, long val, long slot, int mine) {
  struct obj *o = mk(id, val, mine ? m_d_rewrite : fz_d_rewrite);
  o->slot = slot;
  return o;
}
/* Stores an owned reference into a slot and releases what the slot held. */
static inline void set_slot(void **slot, void *value) {
  void *old = *slot;
  *slot = value;
  arc_release(old);
}
static inline long rd(const void *p) { return ((const struct obj *)p)->val; }
"""


class Ctx:
    """Where a statement is generated."""

    def __init__(self, **kw):
        self.parallel = False  # inside an omp parallel for body
        self.depth = 0  # loop nesting (0: scene level)
        self.loop_temps = []  # per enclosing loop: owned temporaries declared in its body
        self.idx = []  # loop index names, outermost first
        self.can_break = False  # the innermost loop is a serial for/do loop
        self.can_continue = False
        self.quiet = False  # no writers of slots in this loop (see stmt)
        self.in_omp = False  # inside an omp parallel for body (no return; no break at its level)
        self.__dict__.update(kw)

    def child(self, **kw):
        c = Ctx()
        c.__dict__.update(self.__dict__)
        c.loop_temps = [list(t) for t in self.loop_temps]
        c.idx = list(self.idx)
        c.__dict__.update(kw)
        return c


class Gen:
    def __init__(self, seed, shapes_mode="mix"):
        self.r = random.Random(seed)
        # The special scenes (shapes.py) draw from their own generator: a seed gives the same
        # ordinary scenes whatever shapes are added to them.
        self.shape_r = random.Random(seed * 7919 + 17)
        self.shapes_mode = shapes_mode
        self.seed = seed
        self.uniq = 0
        self.site = 0

    # ---- helpers ----------------------------------------------------------------------------
    def chance(self, p):
        return self.r.random() < p

    def pick(self, xs):
        return self.r.choice(xs)

    def name(self, prefix):
        self.uniq += 1
        return "%s%d" % (prefix, self.uniq)

    def new_id(self, ctx):
        """A deterministic id expression for an object made here: unique per site and index."""
        self.site += 1
        expr = "%d" % (self.seed % 1000 * 1000000 + self.site * 10000)
        for n, v in enumerate(ctx.idx[:2]):
            expr += " + %s%s" % (v, " * 100" if n == 0 and len(ctx.idx) > 1 else "")
        return expr

    def cur_idx(self, ctx):
        return ctx.idx[-1] if ctx.idx else "0"

    # ---- handles ------------------------------------------------------------------------------
    def handles(self, ctx, scene):
        """(expression, lvalue kind) pairs readable here. Every one holds a live object."""
        hs = []
        for k in range(6):
            hs.append(("fz_slot[%d]" % k, ("gslot", k)))
        for k in range(4):
            hs.append(("m_slot[%d]" % k, ("mslot", k)))
        for k in range(3):
            hs.append(("fz_box[%d].h" % k, ("box", k)))
        for k in range(8):
            hs.append(("fz_arr[%d]" % k, ("arr", k)))
        if ctx.idx:
            hs.append(("fz_arr[%s %% 8]" % ctx.idx[-1], ("arrvar", None)))
        for loc in scene.locals:
            hs.append(loc)
        return hs

    def pick_handle(self, ctx, scene):
        hs = self.handles(ctx, scene)
        # Favour the scene's chosen handles: loops that reuse one handle are what the pass targets.
        if scene.focus and self.chance(0.6):
            return self.pick(scene.focus)
        return self.pick(hs)

    def fresh_value(self, ctx, scene, allow_rw=True):
        """An expression making a new owned reference."""
        c = self.r.random()
        i = self.cur_idx(ctx)
        if c < 0.07:  # made LOCAL, published before anything else can see it
            return "arc_publish(mk_local(%s, %s))" % (self.new_id(ctx), i)
        if c < 0.35:
            return "mk(%s, %s, fz_d_plain)" % (self.new_id(ctx), i)
        if c < 0.55:
            h, _ = self.pick_handle(ctx, scene)
            return "mk_child(%s, %s, arc_retain(%s))" % (self.new_id(ctx), i, h)
        if c < 0.7 or not allow_rw:
            return "arc_retain(%s)" % self.pick_handle(ctx, scene)[0]
        if c < 0.85:
            return "mk_rw(%s, %s, %d, 0)" % (self.new_id(ctx), i, self.r.randrange(6))
        return "mk_rw(%s, %s, %d, 1)" % (self.new_id(ctx), i, self.r.randrange(4))

    # ---- statements -----------------------------------------------------------------------------
    def releases_for_exit(self, ctx, levels):
        """Release lines for the temporaries of the innermost LEVELS loops."""
        out = []
        for temps in ctx.loop_temps[len(ctx.loop_temps) - levels:]:
            out += ["arc_release(%s);" % t for t in reversed(temps)]
        return out

    def cond(self, ctx):
        i = self.cur_idx(ctx)
        p = self.r.randint(2, 7)
        return "%s %% %d == %d" % (i, p, self.r.randrange(p))

    def pair(self, ctx, scene):
        """The core: copy a handle, use it, drop the copy."""
        h, kind = self.pick_handle(ctx, scene)
        s = self.name("s")
        use = self.pick(["fz_use(%s)", "fz_use(%s)", "rd(%s)", "fz_use_opaque(%s)"])
        lines = []
        form = self.r.random()
        if form < 0.15 and kind[0] != "arrvar":
            # retain/release on the handle expression itself (each reloads the slot)
            return B("{", [S("arc_retain(%s);" % h), S("acc += %s;" % (use % h)),
                           S("arc_release(%s);" % h)])
        if not ctx.parallel and form < 0.45:
            return self.window(ctx, scene, h, kind, s, use)
        kids = [S("void *%s = arc_retain(%s);" % (s, h))]
        inner = ctx.child()
        inner.loop_temps[-1].append(s) if inner.loop_temps else None
        kids.append(S("acc += %s;" % (use % s)))
        n = self.r.randrange(3)
        for _ in range(n):
            kids.append(self.stmt(inner, scene, in_pair=True))
        if ctx.can_break and self.chance(0.15):
            kids.append(B("if (%s) {" % self.cond(ctx),
                          [S(l) for l in self.releases_for_exit(inner, 1)] + [S("break;")]))
        if ctx.depth and not ctx.in_omp and scene.can_return and self.chance(0.08):
            kids.append(self.early_return(inner, scene))
        if self.chance(0.3):
            kids.append(S("acc += %s;" % (use % s)))
        kids.append(S("arc_release(%s);" % s))
        return B("{", kids)

    def writer_of(self, ctx, scene, h, kind):
        """A statement that may (sometimes) replace the object in H's slot and drop the slot's
        reference to it: a store, an opaque call, or a release whose destructor rewrites it.
        Sometimes a statement that only looks like one (an opaque call that writes nothing)."""
        i = self.cur_idx(ctx)
        p = self.r.randint(1, 4)
        when = "%s %% %d == %d" % (i, p, self.r.randrange(p))
        c = self.r.random()
        if c < 0.12:
            return S(self.pick(["fz_noop(%s);" % i, "acc += fz_use_opaque(%s);" % h]))
        bombs = scene.bombs.get(kind)
        if bombs and c < 0.4:
            return self.detonate(ctx, bombs)
        if kind[0] == "gslot" and c < 0.45:
            if self.chance(0.5):
                return S("fz_rewrite_slot(%d, %s, %d);" % (kind[1], i, p))
            return B("if (%s) {" % when, [S("arc_release(mk_rw(%s, %s, %d, 0));" % (
                self.new_id(ctx), i, kind[1]))])
        if kind[0] == "mslot" and c < 0.45:
            return B("if (%s) {" % when, [S("arc_release(mk_rw(%s, %s, %d, 1));" % (
                self.new_id(ctx), i, kind[1]))])
        if kind[0] == "box" and c < 0.45:
            return S("fz_rewrite_box(%d, %s, %d);" % (kind[1], i, p))
        if kind[0] == "arr" and c < 0.45:
            return S("fz_rewrite_arr(%d, %s, %d);" % (kind[1], i, p))
        if c < 0.6 and h == scene.stashed:
            return S("fz_rewrite_stashed(%s, %d);" % (i, p))
        if c < 0.6:
            return S("fz_rewrite_ptr(&%s, %s, %d);" % (h, i, p))
        return B("if (%s) {" % when, [S("set_slot(&%s, mk(%s, %s, fz_d_plain));" % (
            h, self.new_id(ctx), i))])

    def detonate(self, ctx, bombs):
        """Drops the last references to objects made before the loop whose destructors
        rewrite a slot: the only writers of that slot in the loop are releases (of handles
        that are not pairs: they change in the loop). With two, the second frees what the
        first put in the slot, maybe while a copy of it is in use."""
        kids = []
        for bomb in bombs:
            p = self.r.randint(1, 5)
            kids.append(B("if (%s && %s %% %d == %d) {" % (bomb, self.cur_idx(ctx), p,
                                                           self.r.randrange(p)),
                          [S("arc_release(%s);" % bomb), S("%s = NULL;" % bomb)]))
        return kids[0] if len(kids) == 1 else Node(None, kids)

    def window(self, ctx, scene, h, kind, s, use):
        """A copy held across a statement that may replace the handle's slot and release the
        old object: the copy alone keeps it alive, so a pair wrongly moved out of the loop
        (which then holds the object loaded before the loop instead) leaves a use after free."""
        if kind[0] == "arrvar":
            h, kind = "fz_arr[3]", ("arr", 3)
        kids = [S("void *%s = arc_retain(%s);" % (s, h)), S("acc += %s;" % (use % s)),
                self.writer_of(ctx, scene, h, kind)]
        if self.chance(0.3):
            kids.append(S(self.pick(["acc += arc_count(%s);" % s,
                                     "acc += arc_is_unique(%s);" % s])))
        kids += [S("acc += %s;" % (use % s)), S("arc_release(%s);" % s)]
        return B("{", kids)

    def early_return(self, ctx, scene):
        rel = self.releases_for_exit(ctx, len(ctx.loop_temps)) + scene.cleanup_lines()
        return B("if (%s) {" % self.cond(ctx), [S(l) for l in rel] + [S("return acc;")])

    def rewrite(self, ctx, scene):
        """Rewrite a slot inside the loop (serial code only)."""
        h, kind = self.pick_handle(ctx, scene)
        i = self.cur_idx(ctx)
        p = self.r.randint(1, 9)
        c = self.r.random()
        if kind[0] == "gslot" and c < 0.4:
            return S("fz_rewrite_slot(%d, %s, %d);" % (kind[1], i, p))
        if kind[0] == "box" and c < 0.4:
            return S("fz_rewrite_box(%d, %s, %d);" % (kind[1], i, p))
        if kind[0] == "arr" and c < 0.4:
            return S("fz_rewrite_arr(%d, %s, %d);" % (kind[1], i, p))
        if c < 0.5 and scene.bombs and self.chance(0.4):
            return self.detonate(ctx, self.pick(sorted(scene.bombs.values())))
        if c < 0.55 and scene.stashed and self.chance(0.5):
            return S("fz_rewrite_stashed(%s, %d);" % (i, p))
        if c < 0.55:
            return S("fz_rewrite_ptr(&%s, %s, %d);" % (h, i, p))
        value = self.fresh_value(ctx, scene)
        if p == 1:
            return S("set_slot(&%s, %s);" % (h, value))
        return B("if (%s %% %d == %d) {" % (i, p, self.r.randrange(p)),
                 [S("set_slot(&%s, %s);" % (h, value))])

    def fresh_private(self, ctx, scene):
        f = self.name("f")
        i = self.cur_idx(ctx)
        make = "mk_local(%s, %s)" if self.chance(0.25) else "mk(%s, %s, fz_d_plain)"
        kids = [S("struct obj *%s = %s;" % (f, make % (self.new_id(ctx), i)))]
        if self.chance(0.5):
            kids.append(S("%s->val += %d;" % (f, self.r.randint(1, 9))))
        if self.chance(0.5):
            c = self.name("c")
            kids += [S("void *%s = arc_retain(%s);" % (c, f)), S("acc += fz_use(%s);" % c),
                     S("arc_release(%s);" % c)]
        if self.chance(0.3):
            kids.append(S("acc += arc_count(%s) + arc_is_unique(%s);" % (f, f)))
        if self.chance(0.3):
            kids.append(B("if (arc_is_unique(%s)) {" % f, [S("%s->val *= 2;" % f)]))
        kids.append(S("acc += rd(%s);" % f))
        kids.append(S("arc_release(%s);" % f))
        return B("{", kids)

    def fresh_child(self, ctx, scene):
        """A fresh object holding a copy of a handle: the copy is stored, not a pair."""
        h, _ = self.pick_handle(ctx, scene)
        f = self.name("f")
        return B("{", [S("void *%s = mk_child(%s, %s, arc_retain(%s));" % (
            f, self.new_id(ctx), self.cur_idx(ctx), h)),
            S("acc += fz_use(((struct obj *)%s)->child);" % f), S("arc_release(%s);" % f)])

    def escape(self, ctx, scene):
        """A fresh object stored where it outlives the iteration."""
        if ctx.parallel or (scene.out and self.chance(0.5)):
            # out[i]: one element per iteration of the scene's top loop, so parallel writers
            # never share one. A parallel loop releases what an earlier loop left there, so it
            # only writes out[] while that can only be objects whose destructors run no user
            # code beyond the checksum (a last reference dropped there must not rewrite slots).
            if scene.out and ctx.depth == 1 and not (ctx.parallel and scene.out_dirty):
                if ctx.parallel:
                    v = "mk(%s, %s, fz_d_plain)" % (self.new_id(ctx), ctx.idx[0])
                else:
                    v = self.fresh_value(ctx, scene, allow_rw=False)
                    scene.out_dirty = scene.out_dirty or not v.startswith("mk(")
                return S("set_slot(&%s[%s], %s);" % (scene.out, ctx.idx[0], v))
            return self.fresh_private(ctx, scene)
        h, _ = self.pick_handle(ctx, scene)
        return S("set_slot(&%s, %s);" % (h, self.fresh_value(ctx, scene)))

    def observer(self, ctx, scene):
        if ctx.parallel:
            return self.fresh_private(ctx, scene)
        h, _ = self.pick_handle(ctx, scene)
        if self.chance(0.5):
            return S("acc += arc_count(%s);" % h)
        return S("acc += arc_is_unique(%s) * 5;" % h)

    def stmt(self, ctx, scene, in_pair=False):
        r = self.r.random()
        serial = not ctx.parallel
        if ctx.quiet:
            # A quiet loop: the copies, reads and control flow only, nothing that writes a slot
            # or may run a destructor. These are the loops the pass is for.
            if r < 0.12 and serial and scene.bombs and not in_pair:
                # the only writers here are releases whose destructors rewrite the slot
                kind = self.pick(sorted(scene.bombs))
                h = "%s[%d]" % ("m_slot" if kind[0] == "mslot" else "fz_slot", kind[1])
                s = self.name("s")
                return B("{", [S("void *%s = arc_retain(%s);" % (s, h)), S("acc += rd(%s);" % s),
                               self.detonate(ctx, scene.bombs[kind]), S("acc += rd(%s);" % s),
                               S("arc_release(%s);" % s)])
            if r < 0.45 and not in_pair:
                return self.pair(ctx, scene)
            if r < 0.6:
                return S("acc += rd(%s);" % self.pick_handle(ctx, scene)[0])
            if r < 0.68 and serial:
                return S("((struct obj *)%s)->val += 1;" % self.pick_handle(ctx, scene)[0])
            if r < 0.74 and serial:
                return self.observer(ctx, scene)
            r = 0.79 + self.r.random() * 0.21  # a nested loop, a branch, continue or break
        if r < 0.30 and not in_pair:
            if scene.dangling and self.chance(0.15):
                # a copy of a pointer to a freed object, on a path that never runs: moving its
                # retain to where it would run (before the loop) touches a dead object
                d = scene.dangling
                return B("if (v_never) {", [S("arc_retain(%s);" % d), S("acc += rd(%s);" % d),
                                            S("arc_release(%s);" % d)])
            return self.pair(ctx, scene)
        if r < 0.36:
            return S("acc += rd(%s);" % self.pick_handle(ctx, scene)[0])
        if r < 0.42:
            return S("fz_noop(%s);" % self.cur_idx(ctx))
        if r < 0.52 and serial:
            return self.rewrite(ctx, scene)
        if r < 0.58 and serial:
            h = self.pick_handle(ctx, scene)[0]
            return S("fz_bump(%s, 1);" % h) if self.chance(0.5) else \
                S("((struct obj *)%s)->val += 1;" % h)
        if r < 0.64:
            return self.fresh_private(ctx, scene)
        if r < 0.69:
            return self.fresh_child(ctx, scene)
        if r < 0.74:
            return self.escape(ctx, scene)
        if r < 0.79 and serial:
            return self.observer(ctx, scene)
        if r < 0.85 and ctx.depth < 3 and not in_pair:
            return self.loop(ctx, scene, nested=True)
        if r < 0.92 and not in_pair:
            kids = [self.stmt(ctx, scene) for _ in range(self.r.randint(1, 2))]
            node = B("if (%s) {" % self.cond(ctx), kids)
            if self.chance(0.4):
                node.tail = "} else {"
                node = Node(None, [node, B(None, [self.stmt(ctx, scene)])])
            return node
        if r < 0.95 and ctx.can_continue and not in_pair:
            rel = self.releases_for_exit(ctx, 1)
            return B("if (%s) {" % self.cond(ctx), [S(l) for l in rel] + [S("continue;")])
        if ctx.can_break and not in_pair and self.chance(0.5):
            rel = self.releases_for_exit(ctx, 1)
            return B("if (%s) {" % self.cond(ctx), [S(l) for l in rel] + [S("break;")])
        return self.pair(ctx, scene) if not in_pair else S("acc += rd(%s);" % (
            self.pick_handle(ctx, scene)[0]))

    def body(self, ctx, scene, n):
        return [self.stmt(ctx, scene) for _ in range(n)]

    def loop(self, ctx, scene, nested=False):
        var = ["i", "j", "l", "q"][ctx.depth]
        inner = ctx.child(depth=ctx.depth + 1)
        if not nested:
            inner.quiet = self.chance(0.45)
        inner.loop_temps.append([])
        inner.idx.append(var)
        if not nested:
            bound = "n"
        elif self.chance(0.5):
            bound = str(self.r.randint(1, 6))
        else:
            bound = "%s %% %d" % (self.pick(["n"] + ctx.idx), self.r.randint(2, 5))  # may be 0
        kind = self.r.random()
        if not nested and not ctx.parallel and kind < 0.4:
            sched = self.pick(["static", "static", "dynamic", "dynamic, 3", "static, 2"])
            # One thread in a third of them: an outlined body and its captures all the same,
            # but no other thread, so the body may rewrite slots like serial code.
            single = self.chance(0.33)
            inner.parallel, inner.can_break, inner.can_continue = not single, False, True
            inner.in_omp = True
            kids = self.body(inner, scene, self.r.randint(1, 4))
            return Node("#pragma omp parallel for schedule(%s) reduction(+ : acc)%s\n"
                        "for (long %s = 0; %s < %s; %s++) {" % (
                            sched, " num_threads(1)" if single else "", var, var, bound, var),
                        kids, "}")
        if kind < 0.8 or ctx.parallel:
            inner.can_break = inner.can_continue = True
            kids = self.body(inner, scene, self.r.randint(1, 4))
            return B("for (long %s = 0; %s < %s; %s++) {" % (var, var, bound, var), kids)
        # do-while with the increment first (so continue cannot skip it); runs at least once.
        inner.can_break, inner.can_continue = True, True
        kids = self.body(inner, scene, self.r.randint(1, 4))
        if nested and not bound.isdigit():  # may be 0 iterations: a do-while would run once
            return B("for (long %s = 0; %s < %s; %s++) {" % (var, var, bound, var), kids)
        return B("{", [S("long %s = -1;" % var),
                       B("do {", [S("%s++;" % var)] + kids, "} while (%s + 1 < %s);" % (var, bound))])

    # ---- scenes and the program --------------------------------------------------------------
    def scene(self, k):
        sc = Scene()
        kids = []
        # Scene-level owned locals, released at the end (and on early returns).
        for _ in range(self.r.randint(0, 3)):
            c = self.r.random() * 0.9 if self.chance(0.9) else self.r.random()
            if c < 0.5:
                h = self.name("h")
                src, _ = self.pick(self.handles(Ctx(), sc))
                kids.append(S("void *%s = %s;" % (h, "arc_retain(%s)" % src if self.chance(0.7)
                                                 else self.fresh_value(Ctx(), sc))))
                sc.locals.append((h, ("local", h)))
                sc.cleanup.append("arc_release(%s);" % h)
            elif c < 0.7:
                b = self.name("lb")
                src, _ = self.pick(self.handles(Ctx(), sc))
                kids.append(S("struct fz_box %s = {arc_retain(%s), 0};" % (b, src)))
                sc.locals.append(("%s.h" % b, ("localbox", b)))
                sc.cleanup.append("arc_release(%s.h);" % b)
            elif c < 0.85:
                a = self.name("la")
                srcs = [self.pick(self.handles(Ctx(), sc))[0] for _ in range(3)]
                kids.append(S("void *%s[3] = {%s};" % (a, ", ".join("arc_retain(%s)" % s
                                                                  for s in srcs))))
                for e in range(3):
                    sc.locals.append(("%s[%d]" % (a, e), ("localarr", a)))
                sc.cleanup.append("for (int e = 0; e < 3; e++) arc_release(%s[e]);" % a)
            else:
                p = self.name("sp")
                target = self.pick(["fz_slot[%d]" % self.r.randrange(6),
                                    "m_slot[%d]" % self.r.randrange(4),
                                    "fz_box[%d].h" % self.r.randrange(3)])
                kids.append(S("void **%s = &%s;" % (p, target)))
                sc.locals.append(("(*%s)" % p, ("ptr", p)))
        local_slots = [h for h, kind in sc.locals if kind[0] in ("local", "localbox", "localarr")]
        if local_slots and self.chance(0.35):
            # support.c keeps the local's address: any opaque call may now rewrite it
            sc.stashed = self.pick(local_slots)
            kids.append(S("fz_stash(&%s);" % sc.stashed))
            sc.cleanup.insert(0, "fz_stash(NULL);")
        for _ in range(self.r.randint(0, 2) if self.chance(0.4) else 0):
            # an object whose destructor rewrites a slot, released inside a loop (detonate)
            mine = self.chance(0.5)
            slot = self.r.randrange(4 if mine else 6)
            target = ("mslot", slot) if mine else ("gslot", slot)
            if target in sc.bombs:
                continue
            sc.bombs[target] = []
            for _ in range(self.r.randint(1, 2)):
                b = self.name("bomb")
                sc.bombs[target].append(b)
                kids.append(S("void *%s = mk_rw(%s, 0, %d, %d);" % (b, self.new_id(Ctx()), slot,
                                                                    int(mine))))
                sc.cleanup.append("arc_release(%s);" % b)
        if self.chance(0.25):
            sc.dangling = self.name("dead")
            kids.append(S("void *%s = mk(%s, 1, fz_d_plain);" % (sc.dangling, self.new_id(Ctx()))))
            kids.append(S("arc_release(%s); /* %s now dangles */" % (sc.dangling, sc.dangling)))
        if self.chance(0.4):
            sc.out = self.name("out")
            kids.append(S("void **%s = calloc(n, sizeof(void *));" % sc.out))
            sc.cleanup.append("for (long e = 0; e < n; e++) arc_release(%s[e]);" % sc.out)
            sc.cleanup.append("free(%s);" % sc.out)
        hs = self.handles(Ctx(), sc)
        pool = sc.locals if sc.locals and self.chance(0.6) else hs
        sc.focus = [self.pick(pool) for _ in range(self.r.randint(1, 2))]
        if sc.bombs and self.chance(0.7):  # copies of the slots the bombs rewrite
            kind = self.pick(sorted(sc.bombs))
            sc.focus = [("%s[%d]" % ("m_slot" if kind[0] == "mslot" else "fz_slot", kind[1]), kind)]
        sc.can_return = self.chance(0.5)
        for _ in range(self.r.randint(1, 2)):
            kids.append(self.loop(Ctx(), sc))
        kids += [S(l) for l in sc.cleanup_lines()]
        kids.append(S("return acc;"))
        fn = B("static long scene%d(long n) {" % k, [S("long acc = 0;")] + kids)
        fn.kids[0].fixed = True
        return fn

    def program(self):
        nvalues = ", ".join(str(self.r.randint(1, 40)) for _ in range(8))
        scenes = [self.scene(k) for k in range(self.r.randint(2, 5))]
        setup = []
        for k in range(6):
            setup.append(S("fz_slot[%d] = %s;" % (k, self.setup_value(k, 6))))
        for k in range(4):
            setup.append(S("m_slot[%d] = %s;" % (k, self.setup_value(k + 10, 4, mine=True))))
        for k in range(3):
            setup.append(S("fz_box[%d].h = %s;" % (k, self.setup_value(k + 20, 6))))
        for k in range(8):
            setup.append(S("fz_arr[%d] = %s;" % (k, self.setup_value(k + 30, 6))))
        calls = [S('printf("scene%d: %%ld\\n", scene%d(v_n[%d]));' % (k, k, self.r.randrange(8)))
                 for k in range(len(scenes))]
        for k, scene in enumerate(scenes):
            scene.partners.append(calls[k])
        if self.chance(0.5):
            k = self.r.randrange(len(scenes))
            calls.append(S('printf("again%d: %%ld\\n", scene%d(v_n[%d]));' % (k, k,
                                                                              self.r.randrange(8))))
            scenes[k].partners.append(calls[-1])
        self.r.shuffle(calls)
        observe = [S('printf("count: %ld %ld %ld\\n", arc_count(fz_slot[0]), arc_count(m_slot[0]),'
                     ' arc_count(fz_arr[0]));')]
        cleanup_lines = r"""for (int round = 0, any = 1; any; round++) { /* destructors may refill slots */
  any = 0;
  for (int k = 0; k < FZ_SLOTS; k++) if (fz_slot[k]) any = 1, set_slot(&fz_slot[k], NULL);
  for (int k = 0; k < 4; k++) if (m_slot[k]) any = 1, set_slot(&m_slot[k], NULL);
  for (int k = 0; k < FZ_BOXES; k++) if (fz_box[k].h) any = 1, set_slot(&fz_box[k].h, NULL);
  for (int k = 0; k < FZ_ARR; k++) if (fz_arr[k]) any = 1, set_slot(&fz_arr[k], NULL);
}
printf("destroyed: %ld objects, id sum %ld\n", fz_destroyed_count(), fz_destroyed_sum());"""
        header = Node(PRELUDE.replace("NVALUES", nvalues).rstrip("\n"), fixed=True)
        specials = shapes.build(self.shape_r, self.seed, self.shapes_mode, S, B, Node,
                                len(scenes))
        if not specials:
            cleanup = Node(cleanup_lines + "\nreturn 0;", fixed=True)
            main = B("int main(void) {", setup + calls + observe + [cleanup])
            return Program(self.seed, [header] + scenes + [main])
        nodes = [header, Node(shapes.INCLUDES, fixed=True)] + scenes
        for sp in specials:
            nodes += sp.decls + [sp.fn]
            sp.fn.partners += sp.calls
        calls += [c for sp in specials if sp.where == "calls" for c in sp.calls]
        tail = [c for sp in specials if sp.where == "tail" for c in sp.calls]
        exits = [c for sp in specials if sp.where == "exit" for c in sp.calls]
        if exits:
            # A scene may end the program by exit(): main's cleanup runs at exit then, after
            # the handlers the scenes register (atexit runs them in reverse order).
            nodes.append(Node("static void finish(void) {\n" +
                              "\n".join("  " + l for l in cleanup_lines.split("\n")) + "\n}",
                              fixed=True))
            body = [S("atexit(finish);")] + setup + calls + observe + tail + exits
        else:
            body = setup + calls + observe + [Node(cleanup_lines, fixed=True)] + tail
        body[0].fixed = exits != [] or body[0].fixed
        main = B("int main(void) {", body + [Node("return 0;", fixed=True)])
        return Program(self.seed, nodes + [main])


    def setup_value(self, k, nslots, mine=False):
        c = self.r.random()
        id_ = self.seed % 1000 * 1000000 + 900000 + k
        if c < 0.6:
            return "mk(%d, %d, fz_d_plain)" % (id_, k + 1)
        if c < 0.8:
            return "mk_rw(%d, %d, %d, %d)" % (id_, k + 1, self.r.randrange(nslots),
                                              1 if mine else 0)
        return "mk_child(%d, %d, fz_new(%d, %d))" % (id_, k + 1, id_ + 50000, k)


class Scene:
    def __init__(self):
        self.locals, self.cleanup, self.focus, self.out, self.can_return = [], [], [], None, False
        self.out_dirty = False
        self.stashed = None  # the local whose address support.c keeps (fz_stash)
        self.dangling = None  # a local that points to a freed object (used on dead paths only)
        self.bombs = {}  # (slot kind, k) -> local holding an object whose destructor rewrites it

    def cleanup_lines(self):
        return list(self.cleanup)


class Program:
    def __init__(self, seed, nodes):
        self.seed, self.nodes = seed, nodes

    def all_nodes(self):
        for n in self.nodes:
            yield from n.walk()

    def top_level(self):
        """The functions (with main's calls of them as partners), then main's statements."""
        return [n for n in self.nodes if n.head and not n.fixed and n.head.startswith("static")]

    def render(self, removed=frozenset()):
        out = ["/* generated by tools/fuzz/gen.py, seed %d */" % self.seed]
        for n in self.nodes:
            if id(n) not in removed:
                n.render(out, 0, removed)
                out.append("")
        return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("-o", "--output")
    ap.add_argument("--shapes", default="mix",
                    help="special scenes: mix (default), none, or one of: " +
                    ", ".join(shapes.SHAPES))
    a = ap.parse_args()
    text = Gen(a.seed, a.shapes).program().render()
    if a.output:
        open(a.output, "w").write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
