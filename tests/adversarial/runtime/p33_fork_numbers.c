/* p33: owner numbers after fork(). The forking thread (main, then a non-main thread) keeps its
 * number in the child; the child starts 300 threads alive at once that allocate. None of them
 * may get the forking thread's number (or each other's), and while they retain/release the
 * forking thread's objects, the forking thread keeps using them on its owner path.
 * Failure (child exit status != 0): duplicate owner number among live threads in the child,
 * wrong final counts (lost plain updates), canary DIE, hang (alarm). */
#include "common.h"
#include <signal.h>
#include <sys/wait.h>
#define NT 300
static tobj *objs[8];
static int my_owner;
static int owners[NT];
static pthread_barrier_t bar;
static atomic_int stop;
static void *cth(void *a) {
  long i = (long)a;
  tobj *m = tobj_new(-1);
  owners[i] = (int)((hdr_destroy_word(m) >> 48) & 0xff);
  pthread_barrier_wait(&bar);
  for (int r = 0; r < 2000; r++) {
    tobj *o = objs[r & 7];
    arc_retain(o);
    arc_retain(o);
    arc_release(o);
    arc_release(o);
  }
  arc_release(m);
  return 0;
}
static int child(void) {
  alarm(20);
  pthread_barrier_init(&bar, 0, NT + 1);
  pthread_attr_t at;
  pthread_attr_init(&at);
  pthread_attr_setstacksize(&at, 64 * 1024);
  pthread_t t[NT];
  for (long i = 0; i < NT; i++)
    if (pthread_create(&t[i], &at, cth, (void *)i))
      return 5;
  pthread_barrier_wait(&bar);
  for (int r = 0; r < 200000; r++) {
    tobj *o = objs[r & 7];
    arc_retain(o);
    arc_release(o);
  }
  for (int i = 0; i < NT; i++)
    pthread_join(t[i], 0);
  int bad = 0, seen[256] = {0};
  for (int i = 0; i < NT; i++) {
    if (owners[i] && owners[i] == my_owner) {
      fprintf(stderr, "child thread got the forking thread's owner number %d\n", my_owner);
      bad = 1;
    }
    if (owners[i] && seen[owners[i]]++) {
      fprintf(stderr, "owner %d given to two live child threads\n", owners[i]);
      bad = 1;
    }
  }
  for (int i = 0; i < 8; i++)
    if (arc_count(objs[i]) != 1) {
      fprintf(stderr, "child: obj %d count %ld\n", i, arc_count(objs[i]));
      bad = 1;
    }
  return bad ? 2 : 0;
}
static int do_fork(void) {
  for (int i = 0; i < 8; i++)
    objs[i] = tobj_new(i);
  my_owner = (int)((hdr_destroy_word(objs[0]) >> 48) & 0xff);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0)
    _exit(child());
  int st;
  waitpid(pid, &st, 0);
  for (int i = 0; i < 8; i++)
    arc_release(objs[i]);
  if (!WIFEXITED(st) || WEXITSTATUS(st)) {
    FAILF("child (forking thread owner %d): %s %d", my_owner, WIFSIGNALED(st) ? "signal" : "status",
          WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
    return 1;
  }
  return 0;
}
static void *busy(void *a) {
  (void)a;
  void *p = arc_alloc(8, 0);
  while (!atomic_load(&stop)) {
    arc_retain(p);
    arc_release(p);
  }
  arc_release(p);
  return 0;
}
static void *forker(void *a) {
  (void)a;
  do_fork();
  return 0;
}
int main(void) {
  pthread_t b[3];
  for (int i = 0; i < 3; i++)
    pthread_create(&b[i], 0, busy, 0);
  do_fork();
  pthread_t f;
  pthread_create(&f, 0, forker, 0);
  pthread_join(f, 0);
  atomic_store(&stop, 1);
  for (int i = 0; i < 3; i++)
    pthread_join(b[i], 0);
  return finish("p33_fork_numbers");
}
