// p07b: C++ thread_local destructors and late pthread-key destructors doing arc work during
// thread exit: retain/release objects of this thread and others, allocate, and release a long
// chain (iterative destruction) after the runtime's own per-thread teardown may have run.
// The thread_local is constructed BEFORE the thread's first arc_alloc (so its destructor runs
// after a runtime teardown registered with __cxa_thread_atexit) and a second one AFTER; a
// pthread key created after runtime init runs after the runtime's key destructor.
// Meanwhile other threads keep retaining/releasing the same objects (and may take the exiting
// thread's owner number).
// Failure: canary DIE, wrong counts, leak (dtors != allocs), ASan/LSan/TSan reports, crash.
#include "arc.h"
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <pthread.h>
#include <thread>
#include <vector>
static const unsigned long long CAN = 0xC0FFEE1234567890ULL, POI = 0xDEADDEADDEADDEADULL;
struct obj {
  unsigned long long canary;
  obj *next;
};
static std::atomic<long> allocs{0}, dtors{0}, fails{0};
static void odtor(void *p) {
  obj *o = (obj *)p;
  if (o->canary != CAN) {
    fprintf(stderr, "FAIL: dtor bad canary\n");
    abort();
  }
  o->canary = POI;
  dtors++;
  arc_release(o->next);
}
static obj *mk(obj *next) {
  obj *o = (obj *)arc_alloc(sizeof(obj), odtor);
  allocs++;
  o->canary = CAN;
  o->next = next;
  return o;
}
static void chk(obj *o) {
  if (((volatile obj *)o)->canary != CAN) {
    fprintf(stderr, "FAIL: use after destroy\n");
    abort();
  }
}
static obj *global_objs[16];
static void exit_work(obj *own) {
  chk(own);
  for (int i = 0; i < 2000; i++) {
    arc_retain(own);
    arc_retain(own);
    arc_release(own);
    arc_release(own);
  }
  for (int i = 0; i < 16; i++) {
    arc_retain(global_objs[i]);
    arc_release(global_objs[i]);
  }
  obj *chain = nullptr;
  for (int i = 0; i < 5000; i++)
    chain = mk(chain);
  arc_release(chain);
  arc_release(own);
}
struct Early {
  obj *own = nullptr;
  ~Early() {
    if (own)
      exit_work(own);
  }
};
struct Late {
  obj *own = nullptr;
  ~Late() {
    if (own)
      exit_work(own);
  }
};
static thread_local Early early;
static thread_local Late late;
static pthread_key_t key;
static void key_dtor(void *v) { exit_work((obj *)v); }
static std::atomic<bool> stop{false};
static void worker() {
  early.own = nullptr; // construct Early before any arc_alloc in this thread
  obj *a = mk(nullptr);
  early.own = (obj *)arc_retain(a);
  late.own = (obj *)arc_retain(a); // Late constructed after the first arc_alloc
  pthread_setspecific(key, arc_retain(a));
  int i = rand() % 16;
  obj *old = global_objs[i]; // replaced under no lock: only main+workers touch via atomics below
  (void)old;
  arc_release(a);
}
static std::atomic<obj *> slots[16];
int main() {
  obj *warm = mk(nullptr);
  arc_release(warm);
  pthread_key_create(&key, key_dtor);
  for (int i = 0; i < 16; i++)
    global_objs[i] = mk(nullptr);
  std::thread hammer([] {
    while (!stop)
      for (int i = 0; i < 16; i++) {
        arc_retain(global_objs[i]);
        arc_release(global_objs[i]);
      }
  });
  for (int r = 0; r < 150; r++) {
    std::thread t1(worker), t2(worker);
    t1.join();
    t2.join();
  }
  stop = true;
  hammer.join();
  for (int i = 0; i < 16; i++) {
    if (arc_count(global_objs[i]) != 1) {
      fprintf(stderr, "FAIL: count %ld\n", arc_count(global_objs[i]));
      fails++;
    }
    arc_release(global_objs[i]);
  }
  if (allocs != dtors) {
    fprintf(stderr, "FAIL: allocs %ld dtors %ld\n", allocs.load(), dtors.load());
    fails++;
  }
  if (fails) {
    fprintf(stderr, "p07b_thread_local: FAILED\n");
    return 1;
  }
  printf("p07b_thread_local: ok (allocs=%ld dtors=%ld)\n", allocs.load(), dtors.load());
  return 0;
}
