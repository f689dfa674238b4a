/* p09: fork() in a threaded program. Background threads continuously create short-lived
 * threads that allocate (taking and giving back owner numbers) and churn alloc/retain/release
 * (per-thread caches); main forks repeatedly. The child retains/releases objects owned by parent
 * threads that do not exist in the child, allocates in its own thread and in new threads, and
 * releases everything it can. alarm(10) in the child catches a deadlock (e.g. a runtime lock
 * held by a parent thread at fork time).
 * Failure: a child is killed by SIGALRM (deadlock) or crashes, or a child-side destructor check
 * fails (exit status != 0). */
#include "common.h"
#include <execinfo.h>
#include <signal.h>
#include <sys/wait.h>
static void on_alarm(int sig) {
  (void)sig;
  void *bt[64];
  int n = backtrace(bt, 64);
  write(2, "child hung; backtrace:\n", 24);
  backtrace_symbols_fd(bt, n, 2);
  _exit(9);
}
static void on_segv(int sig) {
  (void)sig;
  void *bt[64];
  int n = backtrace(bt, 64);
  write(2, "child SIGSEGV; backtrace:\n", 26);
  backtrace_symbols_fd(bt, n, 2);
  _exit(11);
}
static tobj *shared_objs[8];
static atomic_int stop;
static void *shortlived(void *a) {
  (void)a;
  tobj *o = tobj_new(-1);
  for (int i = 0; i < 8; i++) {
    arc_retain(shared_objs[i]);
    arc_release(shared_objs[i]);
  }
  arc_release(o);
  return 0;
}
static void *spawner(void *a) {
  (void)a;
  while (!atomic_load(&stop)) {
    pthread_t t;
    if (pthread_create(&t, 0, shortlived, 0) == 0)
      pthread_join(t, 0);
  }
  return 0;
}
static void *churner(void *a) {
  long id = (long)a;
  tobj *mine = tobj_new(-1);
  shared_objs[id] = mine;
  arc_retain(mine);
  uint64_t s = id + 1;
  while (!atomic_load(&stop)) {
    void *v[32];
    for (int i = 0; i < 32; i++)
      v[i] = arc_alloc(16 + (xrand(&s) % 300), 0);
    for (int i = 0; i < 32; i++)
      arc_release(v[i]);
    arc_retain(mine);
    arc_release(mine);
  }
  arc_release(mine);
  return 0;
}
static void *child_thread(void *a) {
  (void)a;
  tobj *o = tobj_new(-1);
  for (int i = 0; i < 8; i++) {
    arc_retain(shared_objs[i]);
    arc_retain(o);
    arc_release(shared_objs[i]);
    arc_release(o);
  }
  arc_release(o);
  return 0;
}
int main(void) {
  for (int i = 0; i < 8; i++)
    shared_objs[i] = 0;
  pthread_t ch[6], sp[2];
  for (long i = 0; i < 6; i++)
    pthread_create(&ch[i], 0, churner, (void *)i);
  for (int i = 0; i < 6; i++)
    while (!__atomic_load_n(&shared_objs[i], __ATOMIC_ACQUIRE))
      sched_yield();
  shared_objs[6] = tobj_new(-1);
  shared_objs[7] = tobj_new(-1);
  for (long i = 0; i < 2; i++)
    pthread_create(&sp[i], 0, spawner, 0);
  int bad = 0;
  for (int f = 0; f < 60; f++) {
    usleep(20000);
    pid_t pid = fork();
    if (pid == 0) {
      signal(SIGALRM, on_alarm);
      alarm(10);
      signal(SIGSEGV, on_segv);
      signal(SIGBUS, on_segv);
      long d0 = atomic_load(&g_dtors);
      for (int i = 0; i < 8; i++) {
        arc_retain(shared_objs[i]);
        tcheck(shared_objs[i], "child");
      }
      for (int r = 0; r < 20; r++) {
        pthread_t t;
        if (pthread_create(&t, 0, child_thread, 0))
          _exit(3);
        pthread_join(t, 0);
      }
      for (int i = 0; i < 8; i++)
        arc_release(shared_objs[i]);
      tobj *o = tobj_new(-1);
      arc_retain(o);
      arc_release(o);
      arc_release(o);
      if (atomic_load(&g_dtors) - d0 != 21) {
        fprintf(stderr, "child: %ld dtors, expected 21\n", atomic_load(&g_dtors) - d0);
        _exit(2);
      }
      _exit(0);
    }
    int st;
    waitpid(pid, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
      FAILF("fork %d: child %s %d (9 = hung 10 s, 11 = SIGSEGV)", f,
            WIFSIGNALED(st) ? "killed by signal" : "exit status",
            WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
      if (++bad > 3)
        break;
    }
  }
  atomic_store(&stop, 1);
  for (int i = 0; i < 2; i++)
    pthread_join(sp[i], 0);
  for (int i = 0; i < 6; i++)
    pthread_join(ch[i], 0);
  for (int i = 0; i < 8; i++)
    arc_release(shared_objs[i]);
  return finish("p09_fork");
}
