// Copies of C++ smart pointers in parallel loops: std::shared_ptr, boost::intrusive_ptr and
// llvm::IntrusiveRefCntPtr count inline, with no runtime call to recognise. A copy of one that
// the iterations share (declared before the loop, a global, a field of a shared object) is an
// atomic increment and its destruction an atomic decrement, on the one count every thread
// writes: copy construction (`auto s = shared`, `T s(shared)`, a by-value argument, a converting
// copy), copy assignment, and a lambda made in the loop that captures it by value. Not copies:
// moves, references (a const reference, a by-reference argument or capture), calls through the
// pointer; not shared: an element chosen by the iteration, an object made in it. Loops that are
// not parallel are not looked at, as for the C forms.
// RUN: not %arc_scan %s -- -std=c++17 -I%S/Inputs > %t.out
// RUN: FileCheck %s --implicit-check-not=warning: < %t.out
// RUN: not %arc_scan --format=json %s -- -std=c++17 -I%S/Inputs > %t.json
// RUN: %python -m json.tool %t.json > /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: not %arc_scan --format=sarif %s -- -std=c++17 -I%S/Inputs > %t.sarif
// RUN: %python %S/Inputs/check_sarif.py %t.sarif 15 | FileCheck %s --check-prefix=SARIF
// RUN: FileCheck %s --check-prefix=SARIF-TEXT < %t.sarif

#include "intrusive_ptrs.h"

#include <memory>
#include <utility>
#include <vector>

struct Model {
  long score(long i) const;
};
long by_value(std::shared_ptr<Model> m, long i);
long by_ref(const std::shared_ptr<Model> &m, long i);
std::shared_ptr<Model> g_model;

namespace tbb {
template <class I, class F> void parallel_for(I first, I last, const F &body) {
  for (I i = first; i < last; ++i)
    body(i);
}
} // namespace tbb

// ---- firing ----

long copy_init(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+5]]:14: warning: 'shared' (declared outside the
    // CHECK-SAME: loop, shared by all iterations) is copied in the parallel loop at
    // CHECK-SAME: smart_ptr_copies.cpp:[[#@LINE-4]] (omp parallel for): one std::shared_ptr copy,
    // CHECK-SAME: 2 RC operations per iteration (atomic, on one count that all threads write:
    // CHECK-SAME: each copy increments the count and its destruction decrements it) [arc-scan]
    auto s = shared;
    // CHECK-NEXT: smart_ptr_copies.cpp:[[#@LINE-1]]:14: note: fix: take a const reference to
    // CHECK-SAME: 'shared' instead of a copy (a const std::shared_ptr& variable or parameter, a
    // CHECK-SAME: by-reference capture), or copy it once per thread before the loop
    // CHECK-SAME: (firstprivate, or a local copy in the parallel region) and use that copy
    // CHECK-SAME: without copying it again{{$}}
    acc += s->score(i);
  }
  return acc;
}

long direct_init(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+1]]:28: warning: 'shared' ({{.*}}): one std::shared_ptr
    std::shared_ptr<Model> s(shared);
    acc += s->score(i);
  }
  return acc;
}

long argument_by_value(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i)
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+1]]:21: warning: 'shared' ({{.*}}): one std::shared_ptr
    acc += by_value(shared, i);
  return acc;
}

long converting_copy(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+1]]:38: warning: 'shared' ({{.*}}): one std::shared_ptr
    std::shared_ptr<const Model> s = shared;
    acc += s->score(i);
  }
  return acc;
}

long copy_assignment(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    std::shared_ptr<Model> s;
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+1]]:5: warning: 'shared' ({{.*}}): one std::shared_ptr
    s = shared;
    acc += s->score(i);
  }
  return acc;
}

long captures(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+2]]:14: warning: 'shared' ({{.*}}): 3
    // CHECK-SAME: std::shared_ptr copies, 6 RC operations per iteration (atomic,
    auto f = [shared](long k) { return shared->score(k); };
    auto g = [s = shared](long k) { return s->score(k); };
    auto h = [=](long k) { return shared->score(k); };
    acc += f(i) + g(i) + h(i);
  }
  return acc;
}

long copy_of_a_copy(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+2]]:14: warning: 'shared' ({{.*}}): 2
    // CHECK-SAME: std::shared_ptr copies, 4 RC operations per iteration
    auto a = shared;
    auto b = a; // the same count: a holds shared's
    acc += b->score(i);
  }
  return acc;
}

long global(long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+1]]:14: warning: 'g_model' (a global, shared by all
    auto s = g_model;
    acc += s->score(i);
  }
  return acc;
}

struct Holder {
  std::shared_ptr<Model> model;
};

long field(const Holder *holder, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+2]]:14: warning: 'holder->model' (read from a shared
    // CHECK-SAME: object, the same in every iteration) is copied
    auto s = holder->model;
    acc += s->score(i);
  }
  return acc;
}

long intrusive(boost::intrusive_ptr<Model> b, llvm::IntrusiveRefCntPtr<Model> l, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+1]]:15: warning: 'b' ({{.*}}): one boost::intrusive_ptr copy,
    auto bs = b;
    llvm::IntrusiveRefCntPtr<Model> ls;
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+2]]:5: warning: 'l' ({{.*}}): one
    // CHECK-SAME: llvm::IntrusiveRefCntPtr copy, 2 RC operations per iteration
    ls = l;
    acc += bs->score(i) + ls->score(i);
  }
  return acc;
}

long in_region(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel reduction(+ : acc)
  {
    auto local = shared;                     // once per thread: fine
    auto mine = std::make_shared<Model>();   // one object per thread
#pragma omp for
    for (long i = 0; i < n; ++i) {
      // A per-thread copy shares the count of what it copied.
      // CHECK: smart_ptr_copies.cpp:[[#@LINE+2]]:16: warning: 'local' (declared outside the
      // CHECK-SAME: loop, shared by all iterations) is copied {{.*}} (atomic, on one count that
      auto s = local;
      // CHECK: smart_ptr_copies.cpp:[[#@LINE+2]]:16: warning: 'mine' (one per thread, declared
      // CHECK-SAME: in the parallel region outside the loop) is copied {{.*}} (atomic, uncontended:
      auto t = mine;
      acc += s->score(i) + t->score(i) + local->score(i);
    }
  }
  return acc;
}

long api_lambda(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
  // The body's by-value capture is one copy per call of parallel_for, not per iteration.
  tbb::parallel_for(0L, n, [=, &acc](long i) {
    // CHECK: smart_ptr_copies.cpp:[[#@LINE+2]]:14: warning: 'shared' (declared outside the loop,
    // CHECK-SAME: shared by all iterations) is copied in the parallel loop body passed to
    auto s = shared;
    acc += s->score(i);
  });
  return acc;
}

struct Scorer {
  std::shared_ptr<Model> model;
  long run(long n) {
    long acc = 0;
#pragma omp parallel for reduction(+ : acc)
    for (long i = 0; i < n; ++i) {
      // CHECK: smart_ptr_copies.cpp:[[#@LINE+2]]:16: warning: 'model' (read from a shared object,
      // CHECK-SAME: the same in every iteration) is copied {{.*}}: 2 std::shared_ptr copies,
      auto s = model;
      auto t = this->model;
      acc += s->score(i) + t->score(i);
    }
    return acc;
  }
};

// ---- refusing ----

long moves(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    auto s = std::move(shared);
    auto f = [t = std::move(s)](long k) { return t->score(k); };
    acc += f(i);
  }
  return acc;
}

long references(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    const auto &r = shared;
    auto f = [&shared](long k) { return shared->score(k); };
    auto g = [&](long k) { return shared->score(k); };
    auto h = [&m = shared](long k) { return m->score(k); };
    acc += r->score(i) + by_ref(shared, i) + f(i) + g(i) + h(i);
  }
  return acc;
}

long per_iteration(std::vector<std::shared_ptr<Model>> &models, std::shared_ptr<Model> *array,
                   long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    auto s = models[i];
    auto t = array[i];
    auto fresh = std::make_shared<Model>();
    auto u = fresh;
    acc += s->score(i) + t->score(i) + u->score(i);
  }
  return acc;
}

long through_the_pointer(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
#pragma omp parallel for reduction(+ : acc)
  for (long i = 0; i < n; ++i) {
    Model *raw = shared.get();
    acc += shared->score(i) + (*shared).score(i) + raw->score(i);
  }
  return acc;
}

long serial(std::shared_ptr<Model> shared, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    auto s = shared;
    acc += s->score(i);
  }
  return acc;
}

// JSON: {"file": "{{.*}}smart_ptr_copies.cpp", "line": 50, "column": 14, "handle": "shared", "handle_kind": "shared-local", "runtime": "std::shared_ptr",
// JSON-NEXT: "operations_per_iteration": 2, "atomic_operations_per_iteration": 2,
// JSON-NEXT: "loop": {"kind": "omp", "construct": "omp parallel for", "line": 43, "column": 1, "loop_line": 44, "end_line": 57},
// JSON-NEXT: "operations": [{"function": "copy constructor", "line": 50, "column": 14}],
// JSON-NEXT: "message": "'shared' (declared outside the loop, shared by all iterations) is copied in the parallel loop at smart_ptr_copies.cpp:43 (omp parallel for): one std::shared_ptr copy, 2 RC operations per iteration
// JSON-NEXT: "fix": "fix: take a const reference to 'shared' instead of a copy
// JSON: "line": 110, "column": 14, "handle": "shared", "handle_kind": "shared-local", "runtime": "std::shared_ptr",
// JSON-NEXT: "operations_per_iteration": 6, "atomic_operations_per_iteration": 6,
// JSON-NEXT: "loop": {"kind": "omp", "construct": "omp parallel for", "line": 106,
// JSON-NEXT: "operations": [{"function": "by-value capture", "line": 110, "column": 14}, {"function": "by-value capture", "line": 111, "column": 14}, {"function": "by-value capture", "line": 112, "column": 14}],
// JSON: "runtime": "boost::intrusive_ptr",
// JSON: "runtime": "llvm::IntrusiveRefCntPtr",
// JSON-NEXT: "operations_per_iteration": 2, "atomic_operations_per_iteration": 2,
// JSON: "operations": [{"function": "copy assignment", "line": [[#]], "column": 5}],
// JSON: "errors": []}

// SARIF: result: smart_ptr_copies.cpp:50: 'shared' (declared outside the loop, shared by all
// SARIF: valid SARIF 2.1.0: 15 results
// SARIF-TEXT: "properties": {"handle": "shared", "handleKind": "shared-local", "runtime": "std::shared_ptr", "operationsPerIteration": 2}
// SARIF-TEXT: "runtime": "llvm::IntrusiveRefCntPtr"
