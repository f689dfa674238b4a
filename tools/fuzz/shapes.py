"""The special scenes of the generated programs (see gen.py): shapes of code that the pass once
miscompiled and that the ordinary scenes cannot reach, because they need a second thread, a way
out of a loop that is not a loop exit, a loop that never ends, or a property of the IR rather
than of the output.

Each shape is a function of (rng, k, ids) that returns a Special: declarations (globals,
destructors, helper functions) placed before main, the scene function, and the statements main
runs. The programs stay deterministic: everything a second thread does is ordered by joins,
release/acquire pairs or is only summed; nothing prints a count of a shared object; a program
leaves only through exit() in the "leave" shape's exit variant, after main's other work, with
main's cleanup registered with atexit.

    acquire         a writer thread replaces a handle and publishes with a release store; the
                    loop waits with an acquire load (or fence, cmpxchg) before reloading it.
                    The writer notes whether the old object died at its release: it must, no
                    reader may hold it (class 1 of issue 11)
    atomic_read     a handle reloaded with `#pragma omp atomic read` (relaxed, acquire,
                    seq_cst); the IR oracle (ir_oracles.py) checks that every load of the
                    program's `at_slot` globals stays atomic (class 2)
    leave           a callee that leaves the loop when i == k: longjmp to a setjmp outside the
                    loop, pthread_exit from a worker thread, exit() with an atexit handler that
                    drops the last other reference (its destructor prints); opaque (support.c)
                    or visible (a noinline function here). A reference kept by a wrong hoist
                    leaks: the leak report and the missing destructor output differ (class 3)
    drop_owner      the owner of the loop's object is dropped inside the loop and the
                    destructor's flag is read in the loop and after it; a release moved to the
                    exit lets the code after the loop read the freed object (class 5)
    spinner         a loop whose only side effects are refcount calls and that never ends, in a
                    thread, with a watchdog in main: it must still run after 40 ms (class 4)
    loop_address    handle addresses computed in the loop (casts); the program asks the IR
                    oracle to rewrite its loads through zero-offset GEPs and bitcasts computed
                    next to them and to run the pass and the verifier on that
    observer_callee a count observer behind a noinline wrapper in this file, called in a loop
                    before the copy's retain (after the previous iteration's release)
    rotated         a loop that releases the previous iteration's copy and retains the next
                    (issue 16): use then swap, swap then use, swap on some iterations, or a
                    break between the release and the next retain, after which nothing is held
                    (a pass that takes that exit for a carried reference leaks it)
    regions         a local handle captured by several parallel regions, some of which swap it
                    with another object (omp single; nested; in a loop; through a task): the
                    loading regions' pairs go once per worker (issue 13), the swaps move the
                    references (a wrong hoist frees an object in use or leaks one)
    box             a copy of an object held across the release of a box that owns it (the
                    box's destructor drops the object's other reference): the pair is not one
                    that nothing can disturb (H9), and deleting it frees the object before the
                    copy is read (issue 16)
    null_guard      a release guarded by the copy (or the handle) being non-NULL, GLib's
                    g_autoptr / g_clear_object / `if (o) unref(o)` (issue 13), the handle
                    sometimes NULL, serial or `omp parallel for`; or the guard on another
                    pointer, whose NULL edge hands the copy on instead (a pass that takes that
                    edge as balanced deletes a retain the hand-over needed: count below zero)
"""


class Special:
    def __init__(self, shape, decls, fn, calls, where="calls"):
        # where: "calls" (with the other scenes), "tail" (after main's cleanup: the spinner),
        # "exit" (last: the scene may call exit())
        self.shape, self.decls, self.fn, self.calls, self.where = shape, decls, fn, calls, where


SHAPES = ["acquire", "atomic_read", "leave", "drop_owner", "spinner", "loop_address",
          "observer_callee", "rotated", "box", "null_guard", "regions"]
# How often each shape is picked when programs mix them (the default). "regions" is not mixed
# in (so that every seed's mix stays the program it was): it runs with --shapes regions
# (tests/fuzz/differential_regions.test).
WEIGHTS = {"acquire": 3, "atomic_read": 2, "leave": 4, "drop_owner": 2, "spinner": 1,
           "loop_address": 2, "observer_callee": 2, "rotated": 2, "box": 1, "null_guard": 2}

# Includes a program with special scenes needs (before the scenes).
INCLUDES = "#include <pthread.h>\n#include <setjmp.h>\n#include <stdatomic.h>"


class Ids:
    """Deterministic object ids for the special scenes of one program."""

    def __init__(self, seed):
        self.base, self.n = seed % 1000 * 1000000 + 800000, 0

    def __call__(self):
        self.n += 1
        return self.base + self.n * 100


def use(r, s, opaque=0.33):
    """A read of S's payload; sometimes through an opaque call (which may write any slot whose
    address escapes, so a reloaded handle then stays in its loop)."""
    if r.random() < opaque:
        return "fz_use_opaque(%s)" % s
    return r.choice(["rd(%s)", "fz_use(%s)"]) % s


def pair(r, h, s, opaque=0.33):
    """A copy of H used and dropped (the statements, as lines)."""
    return ["void *%s = arc_retain(%s);" % (s, h), "acc += %s;" % use(r, s, opaque),
            "arc_release(%s);" % s]


def show(S, r, label, k, fn):
    """main's statement that runs scene FN and prints its result."""
    return S('printf("%s%d: %%ld\\n", %s(v_n[%d]));' % (label, k, fn, r.randrange(8)))


def bound(r):
    """The iteration at which a loop of n iterations is left, dropped from, ..."""
    return r.choice(["n / 2", "n - 1", "n / 3", "1"])


def acquire(r, k, ids, S, B, N):
    wait = r.choice([
        ["while (!atomic_load_explicit(&acq_ready%d, memory_order_acquire)) {" % k, "}"],
        ["while (!atomic_load_explicit(&acq_ready%d, memory_order_acquire)) {" % k, "}"],
        ["while (!atomic_load_explicit(&acq_ready%d, memory_order_seq_cst)) {" % k, "}"],
        ["while (!atomic_load_explicit(&acq_ready%d, memory_order_relaxed)) {" % k, "}",
         "atomic_thread_fence(memory_order_acquire);"],
        ["for (int one = 1; !atomic_compare_exchange_weak_explicit(&acq_ready%d, &one, 1, "
         "memory_order_acquire, memory_order_relaxed); one = 1) {" % k, "}"],
    ])
    parallel = r.random() < 0.35
    body = [B(wait[0], [], wait[1])] + [S(x) for x in wait[2:]]
    for x in body:  # without its wait the loop races with the writer: never minimised away
        x.fixed = True
    body += [S(x) for x in pair(r, "acq_cfg%d" % k, "s", opaque=0.1)]
    if r.random() < 0.3:
        body.insert(len(body) - 1, S("acc += rd(s);"))
    loop = N(("#pragma omp parallel for schedule(static) reduction(+ : acc)\n" if parallel else "")
             + "for (long i = 0; i < n; i++) {", body, "}")
    decls = N(None, [S(
        "/* shape acquire: the writer publishes a new acq_cfg%(k)d with a release store; the loop\n"
        " * reloads it only after an acquire. Its old object dies at the writer's release: no\n"
        " * reader may hold it, so acq_gone%(k)d is 1 (a copy hoisted above the acquire keeps it\n"
        " * alive, or retains it after it died). */\n"
        "static void *acq_cfg%(k)d;\n"
        "static atomic_int acq_ready%(k)d, acq_dead%(k)d;\n"
        "static int acq_gone%(k)d;\n"
        "static void acq_d%(k)d(void *payload) {\n"
        "  fz_destroyed(payload);\n"
        "  atomic_store(&acq_dead%(k)d, 1);\n"
        "}\n"
        "static void *acq_writer%(k)d(void *arg) {\n"
        "  (void)arg;\n"
        "  fz_sleep_ms(2); /* the reader is in its loop now: only then can a wrong hoist show */\n"
        "  void *old = acq_cfg%(k)d;\n"
        "  acq_cfg%(k)d = mk(%(id)d, %(val)d, fz_d_plain);\n"
        "  arc_release(old);\n"
        "  acq_gone%(k)d = atomic_load(&acq_dead%(k)d);\n"
        "  atomic_store_explicit(&acq_ready%(k)d, 1, memory_order_release);\n"
        "  return NULL;\n"
        "}" % {"k": k, "id": ids(), "val": r.randint(1, 40)})], fixed=True)
    fn = B("static long acq_scene%d(long n) {" % k, [
        S("long acc = 0;"),
        S("acq_cfg%d = mk(%d, %d, acq_d%d);" % (k, ids(), r.randint(41, 80), k)),
        S("pthread_t t;"),
        S("pthread_create(&t, NULL, acq_writer%d, NULL);" % k),
        loop,
        S("pthread_join(t, NULL);"),
        S("set_slot(&acq_cfg%d, NULL);" % k),
        S("return acc + acq_gone%d * 1000;" % k)])
    for x in fn.kids:
        x.fixed = x is not loop
    return Special("acquire", [decls], fn, [show(S, r, "acquire", k, "acq_scene%d" % k)])


def atomic_read(r, k, ids, S, B, N):
    order = r.choice(["", " relaxed", " acquire", " seq_cst"])
    parallel = r.random() < 0.4
    body = [S("void *h;"), S("#pragma omp atomic read%s\nh = at_slot%d;" % (order, k))]
    body += [S(x) for x in pair(r, "h", "s", opaque=0.1)]
    if r.random() < 0.3:  # a second, plain copy of another handle
        body.append(B("{", [S(x) for x in pair(r, "m_slot[%d]" % r.randrange(4), "t", 0.1)]))
    loop = N(("#pragma omp parallel for schedule(dynamic) reduction(+ : acc)\n" if parallel
              else "") + "for (long i = 0; i < n; i++) {", body, "}")
    decls = S("/* shape atomic_read: at_slot%d is only ever read with atomic loads (the IR oracle\n"
              " * checks that the pass keeps them atomic). */\n"
              "static void *at_slot%d;" % (k, k))
    decls.fixed = True
    fn = B("static long at_scene%d(long n) {" % k, [
        S("long acc = 0;"),
        S("__atomic_store_n(&at_slot%d, mk(%d, %d, fz_d_plain), __ATOMIC_RELEASE);" % (
            k, ids(), r.randint(1, 40))),
        loop,
        S("arc_release(__atomic_exchange_n(&at_slot%d, NULL, __ATOMIC_ACQ_REL));" % k),
        S("return acc;")])
    for x in fn.kids:
        x.fixed = x is not loop
    return Special("atomic_read", [decls], fn, [show(S, r, "atomic", k, "at_scene%d" % k)])


def handle_init(r, ids):
    return r.choice(["mk(%d, %d, fz_d_plain)" % (ids(), r.randint(1, 40)),
                     "arc_retain(fz_slot[%d])" % r.randrange(6),
                     "arc_retain(m_slot[%d])" % r.randrange(4)])


def leave(r, k, ids, S, B, N, allow_exit=True):
    how = r.choice(["longjmp", "pthread_exit", "exit"] if allow_exit else
                   ["longjmp", "pthread_exit"])
    opaque = r.random() < 0.5
    at = bound(r)
    if how == "longjmp":
        buf = "fz_jmp" if opaque else "lj_buf%d" % k
        call = ("fz_longjmp_at(i, %s);" % at) if opaque else ("lj_at%d(i, %s);" % (k, at))
        decls = S("/* shape leave (longjmp): the loop is left by a longjmp from a callee to a\n"
                  " * setjmp outside it; h must still be destroyed at the scene's release. */\n"
                  "static jmp_buf lj_buf%d;\n"
                  "__attribute__((noinline)) static void lj_at%d(long i, long k) {\n"
                  "  if (i == k)\n"
                  "    longjmp(lj_buf%d, 1);\n"
                  "}" % (k, k, k))
        body = [S(x) for x in pair(r, "h", "s")] + [S(call)]
        loop = B("for (long i = 0; i < n; i++) {", body)
        fn = B("static long lj_scene%d(long n) {" % k, [
            S("volatile long acc = 0; /* kept across the longjmp */"),
            S("void *h = %s;" % handle_init(r, ids)),
            B("if (setjmp(%s) == 0) {" % buf, [loop]),
            S("arc_release(h);"),
            S("return acc;")])
        name = "lj_scene%d" % k
    elif how == "pthread_exit":
        call = ("fz_pthread_exit_at(i, %s);" % at) if opaque else ("px_at%d(i, %s);" % (k, at))
        h = r.choice(["px_h%d" % k, "h"])
        decls = S("/* shape leave (pthread_exit): a worker thread leaves its loop by\n"
                  " * pthread_exit in a callee; px_h%d must still be destroyed at its release. */\n"
                  "static void *px_h%d;\n"
                  "static long px_acc%d;\n"
                  "__attribute__((noinline)) static void px_at%d(long i, long k) {\n"
                  "  if (i == k)\n"
                  "    pthread_exit(NULL);\n"
                  "}" % (k, k, k, k))
        body = [S(x) for x in pair(r, h, "s")] + [S("px_acc%d = acc;" % k), S(call)]
        worker = B("static void *px_worker%d(void *arg) {" % k, [
            S("long n = (long)arg, acc = 0;"),
            S("void *h = px_h%d;" % k),
            B("for (long i = 0; i < n; i++) {", body),
            S("return NULL;")])
        worker.kids[0].fixed = worker.kids[1].fixed = worker.kids[3].fixed = True
        decls = N(None, [decls, worker])
        fn = B("static long px_scene%d(long n) {" % k, [
            S("px_h%d = %s;" % (k, handle_init(r, ids))),
            S("pthread_t t;"),
            S("pthread_create(&t, NULL, px_worker%d, (void *)n);" % k),
            S("pthread_join(t, NULL);"),
            S("set_slot(&px_h%d, NULL);" % k),
            S("return px_acc%d;" % k)])
        name = "px_scene%d" % k
    else:
        call = ("fz_exit_at(i, %s, acc);" % at) if opaque else ("ex_at%d(i, %s, acc);" % (k, at))
        decls = S("/* shape leave (exit): the program ends by exit() in a callee inside the loop;\n"
                  " * the atexit handler drops ex_keep%(k)d, the last other reference, and the\n"
                  " * destructor prints. */\n"
                  "static void *ex_keep%(k)d;\n"
                  "static void ex_d%(k)d(void *payload) {\n"
                  "  fz_destroyed(payload);\n"
                  "  printf(\"bye%(k)d: %%ld\\n\", ((struct obj *)payload)->id);\n"
                  "}\n"
                  "static void ex_drop%(k)d(void) { set_slot(&ex_keep%(k)d, NULL); }\n"
                  "__attribute__((noinline)) static void ex_at%(k)d(long i, long k, long acc) {\n"
                  "  if (i == k) {\n"
                  "    printf(\"exit%(k)d: %%ld\\n\", acc);\n"
                  "    exit(0);\n"
                  "  }\n"
                  "}" % {"k": k})
        body = [S(x) for x in pair(r, "p", "s")] + [S(call)]
        fn = B("static long ex_scene%d(long n) {" % k, [
            S("long acc = 0;"),
            S("ex_keep%d = mk(%d, %d, ex_d%d);" % (k, ids(), r.randint(1, 40), k)),
            S("atexit(ex_drop%d);" % k),
            S("void *p = ex_keep%d; /* borrowed: ex_keep%d keeps it */" % (k, k)),
            B("for (long i = 0; i < n; i++) {", body),
            S("return acc;")])
        name = "ex_scene%d" % k
    decls.fixed = True
    for x in fn.kids:
        x.fixed = not x.kids
    where = "exit" if how == "exit" else "calls"
    return Special("leave", [decls], fn, [show(S, r, "leave", k, name)], where)


def drop_owner(r, k, ids, S, B, N):
    at = "n - 1"  # dropped earlier, the next iterations would copy a dead object
    drop = r.choice(["dw_drop%d();" % k, "fz_drop(&dw_owner%d);" % k])
    decls = S("/* shape drop_owner: the loop drops the owner of the object it copies; the\n"
              " * destructor's flag is read in the loop and after it, and the object is read\n"
              " * after the loop only while the flag says it lives. */\n"
              "static int dw_dead%(k)d;\n"
              "static void *dw_owner%(k)d;\n"
              "static void dw_d%(k)d(void *payload) {\n"
              "  fz_destroyed(payload);\n"
              "  dw_dead%(k)d = 1;\n"
              "}\n"
              "__attribute__((noinline)) static void dw_drop%(k)d(void) {\n"
              "  set_slot(&dw_owner%(k)d, NULL);\n"
              "}"
              % {"k": k})
    decls.fixed = True
    body = [S("void *s = arc_retain(p);"), S("acc += %s;" % use(r, "s")),
            B("if (i == %s) {" % at, [S(drop)]), S("arc_release(s);"),
            S("seen |= dw_dead%d;" % k)]
    fn = B("static long dw_scene%d(long n) {" % k, [
        S("long acc = 0, seen = 0;"),
        S("dw_dead%d = 0;" % k),
        S("dw_owner%d = mk(%d, %d, dw_d%d);" % (k, ids(), r.randint(1, 40), k)),
        S("void *p = dw_owner%d; /* borrowed from the owner, which the loop drops */" % k),
        B("for (long i = 0; i < n; i++) {", body),
        B("if (!dw_dead%d) {" % k, [S("acc += rd(p); /* only while the owner keeps it */")]),
        S("acc += (seen | dw_dead%d) * 1000;" % k),
        S("set_slot(&dw_owner%d, NULL);" % k),
        S("return acc;")])
    for x in fn.kids:
        x.fixed = not x.kids or x.head.startswith("if")
    return Special("drop_owner", [decls], fn, [show(S, r, "drop", k, "dw_scene%d" % k)])


def spinner(r, k, ids, S, B, N):
    handle = r.choice(["p", "p", "sp_slot%d" % k, "sp_const%d" % k])
    pair_lines = r.choice([["arc_release(arc_retain(%s));" % handle],
                           ["void *s = arc_retain(%s);" % handle, "arc_release(s);"]])
    if r.random() < 0.6:
        loop = B("for (i |= 1; i != 0; i += 2) {", [S(x) for x in pair_lines])
    else:
        loop = N(None, [S("i |= 1;"), B("do {", [S(x) for x in pair_lines] + [S("i += 2;")],
                                         "} while (i != 0);")])
    ident, val = ids(), r.randint(1, 40)
    decls = S("/* shape spinner: a loop whose only side effects are refcount calls and that never\n"
              " * ends (i stays odd); main's watchdog must find it still running. sp_obj%d is\n"
              " * immortal but not const (the pass cannot know), sp_const%d is a constant one. */\n"
              "static struct {\n"
              "  struct arc_header h;\n"
              "  struct obj o;\n"
              "} sp_obj%d = {{ARC_RC_IMMORTAL, 0}, {%d, %d, NULL, 0}};\n"
              "ARC_STATIC_IMMORTAL(sp_const%d, struct obj, {%d, %d, NULL, 0});\n"
              "static void *sp_slot%d = &sp_obj%d.o;\n"
              "static atomic_int sp_done%d;" % (k, k, k, ident, val, k, ident, val, k, k, k))
    decls.fixed = True
    fn = B("static void *sp_spin%d(void *arg) {" % k, [
        S("void *p = arg;"),
        S("unsigned long i = (unsigned long)((struct obj *)p)->val;"),
        loop,
        S("atomic_store(&sp_done%d, 1);" % k),
        S("return NULL;")])
    for x in fn.kids:
        x.fixed = True
    calls = [B("{", [S("pthread_t t;"), S("pthread_create(&t, NULL, sp_spin%d, &sp_obj%d.o);"
                                            % (k, k)), S("pthread_detach(t);")]),
             S('printf("spinner%d: %%s\\n", fz_watch(&sp_done%d, 40) ? "finished" : "running");'
               % (k, k))]
    for c in calls:
        c.fixed = True
        for x in c.kids:
            x.fixed = True
    return Special("spinner", [decls], fn, calls, "tail")


def loop_address(r, k, ids, S, B, N):
    slot = r.choice(["fz_slot[%d]" % r.randrange(6), "m_slot[%d]" % r.randrange(4),
                     "fz_box[%d].h" % r.randrange(3), "fz_arr[%d]" % r.randrange(8)])
    addr = r.choice(["(void **)(char *)&%s" % slot, "(void **)((char *)&%s + 0)" % slot,
                     "&*&%s" % slot])
    body = [S("void **a = %s; /* computed in the loop */" % addr)]
    body += [S(x) for x in pair(r, "*a", "s")]
    if r.random() < 0.4:
        body.append(S("acc += rd(*a);"))
    decls = S("/* shape loop_address (fz-oracle: loop-address): handle addresses computed in the\n"
              " * loop; the IR oracle also reloads every handle through addresses computed next\n"
              " * to the load (zero-offset GEPs, bitcasts) and runs the pass and the verifier. */")
    decls.fixed = True
    fn = B("static long la_scene%d(long n) {" % k, [
        S("long acc = 0;"), B("for (long i = 0; i < n; i++) {", body), S("return acc;")])
    fn.kids[0].fixed = fn.kids[2].fixed = True
    return Special("loop_address", [decls], fn, [show(S, r, "address", k, "la_scene%d" % k)])


def observer_callee(r, k, ids, S, B, N):
    observe = r.choice(["!arc_is_unique(q)", "arc_count(q) > 1", "arc_count(q)"])
    # The program declares the observers pure (a promise that they return and write nothing,
    # as a copy-on-write library may make), so the wrapper is known to return: the retain after
    # it then runs on every entry (H5), and only H4 stands between the loop and a hoist.
    decls = S("/* shape observer_callee: a count observer behind a noinline wrapper in this file\n"
              " * (a copy-on-write test), before each copy's retain. */\n"
              "__attribute__((pure, nothrow)) int arc_is_unique(const void *p);\n"
              "__attribute__((pure, nothrow)) long arc_count(const void *p);\n"
              "__attribute__((noinline)) static long oc_is_shared%d(void *q) { return %s; }"
              % (k, observe))
    decls.fixed = True
    # The observer before the copy's retain: right after its release, the call would be a read
    # in the exit window (H8), which refuses the hoist even where H4 is broken.
    body = [S("acc += oc_is_shared%d(h) * 10;" % k)] + [S(x) for x in pair(r, "h", "s")]
    fn = B("static long oc_scene%d(long n) {" % k, [
        S("long acc = 0;"),
        S("void *h = mk(%d, %d, fz_d_plain); /* unique between the loop's copies */"
          % (ids(), r.randint(1, 40))),
        B("for (long i = 0; i < n; i++) {", body),
        S("arc_release(h);"),
        S("return acc;")])
    for x in fn.kids:
        x.fixed = not x.kids
    return Special("observer_callee", [decls], fn, [show(S, r, "observer", k, "oc_scene%d" % k)])


def rotated(r, k, ids, S, B, N):
    """Issue 16's rotated loops: the copy that enters the loop is released in it and the next one
    retained, so one reference crosses every back edge. The "break" variant leaves the loop
    between the release and the next retain: the scene then releases s only when the loop ran
    to its end, and a pass that deleted the loop's calls without a release on that exit leaks
    the reference taken before the loop (leak report, destroyed count)."""
    variant = r.choice(["use_then_swap", "swap_then_use", "sometimes", "break", "break"])
    h = r.choice(["p", "p", "m_slot[%d]" % r.randrange(4)])
    swap = [S("arc_release(s);"), S("s = arc_retain(%s);" % h)]
    use_s = S("acc += %s;" % use(r, "s", opaque=0.2))
    if variant == "use_then_swap":
        body = [use_s] + swap
    elif variant == "swap_then_use":
        body = swap + [use_s]
    elif variant == "sometimes":
        body = [use_s, B("if (i %% %d == 1) {" % r.randint(2, 4), swap)]
    else:
        body = [use_s, swap[0], B("if (i == %s) {" % bound(r), [S("break;")]), swap[1]]
    for x in body:
        x.fixed = True
    decls = S("/* shape rotated: release the previous iteration's copy, retain the next. */")
    decls.fixed = True
    setup = ([S("void *p = mk(%d, %d, fz_d_plain);" % (ids(), r.randint(1, 40)))] if h == "p" else
             [S("set_slot(&%s, mk(%d, %d, fz_d_plain));" % (h, ids(), r.randint(1, 40)))])
    fn = B("static long ro_scene%d(long n) {" % k, setup + [
        S("long acc = 0, i;"),
        S("void *s = arc_retain(%s);" % h),
        B("for (i = 0; i < n; i++) {", body),
        B("if (i == n) {", [S("arc_release(s); /* held unless the loop was left by break */")])
        if variant == "break" else S("arc_release(s);"),
        S("arc_release(p);") if h == "p" else S("set_slot(&%s, NULL);" % h),
        S("return acc;")])
    for x in fn.kids:
        x.fixed = True
        for y in x.kids:
            y.fixed = True
    return Special("rotated", [decls], fn, [show(S, r, "rotated", k, "ro_scene%d" % k)])


def box(r, k, ids, S, B, N):
    """A copy held across the release of a box that owns the object: after the box's destructor
    only the copy keeps it alive, and it is read through the copy (a plain load: nothing else
    between the copy's retain and release). A pass that deletes that pair frees the object at
    the box's release (the checking runtime poisons it: the read prints something else)."""
    body = [S("void *p = mk(%d + i, %d, fz_d_plain);" % (ids(), r.randint(1, 40))),
            S("void *bx = mk_child(%d + i, %d, p); /* takes p's reference */" % (ids(), r.randint(1, 40))),
            S("void *s = arc_retain(p);"),
            S("arc_release(bx); /* the box's destructor releases p: only s keeps it */"),
            S("acc += rd(s);"),
            S("arc_release(s);")]
    for x in body:
        x.fixed = True
    decls = S("/* shape box: a copy held across the release of a box that owns the object. */")
    decls.fixed = True
    fn = B("static long bx_scene%d(long n) {" % k, [
        S("long acc = 0;"), B("for (long i = 0; i < n; i++) {", body), S("return acc;")])
    for x in fn.kids:
        x.fixed = True
    return Special("box", [decls], fn, [show(S, r, "box", k, "bx_scene%d" % k)])


def regions(r, k, ids, S, B, N):
    """Issue 13: one local handle captured by several parallel regions of the scene, where
    regions between the loading ones swap it with a second object (omp single): a writer region
    between two loading ones, a writer nested in another region, writer and loading region in a
    loop, or a writer that hands both variables to a task (refused: the address goes into the
    task's shareds). Swapping moves the references, so a loading region that kept using the
    object of another region, or released the wrong one at its exit, frees an object still in
    use or leaks one: the checking runtime, the leak report and the sums show it."""
    variant = r.choice(["single", "nested", "rounds", "task"])
    swap = "{ void *old = h; h = other; other = old; }"
    if variant == "nested":
        # the inner region is inactive (one thread) unless nesting is on: every outer thread's
        # team runs the single, so the swaps take turns (critical), else they race
        writer = ("#pragma omp parallel\n{\n#pragma omp parallel\n{\n#pragma omp single\n"
                  "#pragma omp critical\n%s\n}\n}" % swap)
    elif variant == "task":
        writer = ("#pragma omp parallel\n{\n#pragma omp single\n{\n"
                  "#pragma omp task shared(h, other)\n%s\n}\n}" % swap)
    else:
        writer = "#pragma omp parallel\n{\n#pragma omp single\n%s\n}" % swap

    def loading():
        return N("#pragma omp parallel for schedule(%s) reduction(+ : acc)\n"
                 "for (long i = 0; i < n; i++) {" % r.choice(["static", "dynamic"]),
                 [S(x) for x in pair(r, "h", "s", opaque=0.3)], "}")

    body = [S("long acc = 0;"),
            S("void *h = mk(%d, %d, fz_d_plain);" % (ids(), r.randint(1, 40))),
            S("void *other = mk(%d, %d, fz_d_plain);" % (ids(), r.randint(41, 80))),
            loading()]
    if variant == "rounds":
        body.append(B("for (int round = 0; round < %d; round++) {" % r.randint(2, 3),
                      [S(writer), loading()]))
    else:
        body += [S(writer), loading()]
    body += [S("acc += rd(h) * 1000;"), S("arc_release(h);"), S("arc_release(other);"),
             S("return acc;")]
    decls = S("/* shape regions (%s): a local handle captured by parallel regions, some of which\n"
              " * swap it with another object. */" % variant)
    decls.fixed = True
    fn = B("static long rg_scene%d(long n) {" % k, body)
    for x in fn.kids:
        x.fixed = True
        for y in x.kids:
            y.fixed = True
    return Special("regions", [decls], fn, [show(S, r, "regions", k, "rg_scene%d" % k)])


def null_guard(r, k, ids, S, B, N):
    """Issue 13's NULL-guarded releases (H3 refinement "NULL guard"). The positive variants are
    hoisted: `if (s) arc_release(s)`, g_clear_object's `t = s; s = NULL; if (t) ...`, a test of
    the handle itself, and a handle that is NULL (arc's entries do nothing on NULL, the hoisted
    retain and release neither). Reads go through fz_use (NULL-safe, pure) or fz_use_opaque, never
    a dereference, which would let LLVM fold the guard away. The "other" variant tests another
    pointer, reloaded from a table that holds NULL every fourth iteration; on that edge the copy
    is not released in the loop but counted, and released after it. A pass that takes any NULL
    test for the handle's deletes the retains those late releases balance: the count goes below
    zero (checking runtime)."""
    variant = r.choice(["guard", "clear", "handle", "null", "other", "other"])
    parallel = variant != "other" and r.random() < 0.4
    read = r.choice(["fz_use(%s)", "fz_use_opaque(%s)"])
    body = [S("void *s = arc_retain(p);"), S("acc += %s;" % (read % "s"))]
    if variant in ("guard", "null"):
        body.append(B("if (s) {", [S("arc_release(s);")]))
    elif variant == "clear":
        body += [S("void *t = s;"), S("s = NULL;"), B("if (t) {", [S("arc_release(t);")]),
                 S("acc += s != NULL;")]
    elif variant == "handle":
        body.append(B("if (p) {", [S("arc_release(s);")]))
    else:
        body += [S("void *o = ng_other%d[i & 3];" % k),
                 B("if (o) {", [S("arc_release(s);")], "} else {"),
                 S("pending++; /* released after the loop */"),
                 S("}")]
    for x in body:
        x.fixed = True
        for y in x.kids:
            y.fixed = True
    decls = S("/* shape null_guard: a release guarded by a NULL test (GLib's g_autoptr,\n"
              " * g_clear_object); the table another pointer is read from. */\n"
              "static void *ng_other%d[4];" % k)
    decls.fixed = True
    other_id = ids()
    made = "NULL" if variant == "null" else "mk(%d, %d, fz_d_plain)" % (ids(), r.randint(1, 40))
    loop = N(("#pragma omp parallel for schedule(static) reduction(+ : acc)\n" if parallel else "")
             + "for (long i = 0; i < n; i++) {", body, "}")
    fn = B("static long ng_scene%d(long n) {" % k, [
        S("void *p = %s;" % made),
        S("long acc = 0, pending = 0;"),
        S("ng_other%d[0] = NULL;" % k),
        S("for (int j = 1; j < 4; j++) ng_other%d[j] = mk(%d + j, 1, fz_d_plain);" % (k, other_id)),
        loop,
        S("for (long j = 0; j < pending; j++) arc_release(p);"),
        S("arc_release(p);"),
        S("for (int j = 1; j < 4; j++) set_slot(&ng_other%d[j], NULL);" % k),
        S("return acc + pending;")])
    for x in fn.kids:
        x.fixed = True
    return Special("null_guard", [decls], fn, [show(S, r, "null_guard", k, "ng_scene%d" % k)])


BUILDERS = {"acquire": acquire, "atomic_read": atomic_read, "leave": leave,
            "drop_owner": drop_owner, "spinner": spinner, "loop_address": loop_address,
            "observer_callee": observer_callee, "rotated": rotated,
            "box": box, "null_guard": null_guard, "regions": regions}


def pick(r, mode):
    """The shapes of one program's special scenes. MODE: 'mix' (0, 1 or 2 shapes at random),
    'none', or one shape name (that shape once)."""
    if mode == "none":
        return []
    if mode in BUILDERS:
        return [mode]
    if mode != "mix":
        raise ValueError("unknown shapes mode %r (mix, none, %s)" % (mode, ", ".join(SHAPES)))
    count = r.choices([0, 1, 2], [35, 45, 20])[0]
    names = sorted(WEIGHTS)
    out = []
    for _ in range(count):
        s = r.choices(names, [WEIGHTS[n] for n in names])[0]
        if s == "spinner" and s in out:
            continue
        out.append(s)
    return out


def build(r, seed, mode, S, B, N, start):
    """The special scenes of one program (scene numbers from START)."""
    ids = Ids(seed)
    out = []
    has_exit = False
    for n, shape in enumerate(pick(r, mode)):
        k = start + n
        if shape == "leave":
            sp = leave(r, k, ids, S, B, N, allow_exit=not has_exit)
            has_exit |= sp.where == "exit"
        else:
            sp = BUILDERS[shape](r, k, ids, S, B, N)
        out.append(sp)
    return out
