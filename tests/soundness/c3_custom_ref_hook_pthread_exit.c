/* Attacks: class 3 with class 4, a custom runtime whose retain runs user code that does not return.
 * The program defines its own runtime, my_ref/my_unref (ARCELIDE_OPTIONS='retain=my_ref;
 * release=my_unref'); my_ref calls the object's on_ref hook. The hook of the ticket objects
 * T0, T1 calls pthread_exit() the 300th time it runs. A worker thread's loop takes a ticket
 * (my_ref(T[i & 1]), dropped inside the pair) and then borrows B (an argument; main holds it) in
 * a my_ref/my_unref pair. The worker leaves from inside my_ref(T) in iteration 299, before B's
 * retain: the source holds no reference to B then, and main, after joining, sees B's count at 1.
 * A custom runtime is taken at worst (its counting may run user code) unless the user says
 * no-user-code. If the pass took my_ref for a retain that always returns, B's retain would run on
 * every entry (H5), B's pair would be hoisted and main would see 2.
 * CONTROL: the same loop with no-user-code added to the options hoists B's pair.
 * Correct output: "worker left in a hook", "B count 1, tickets 1 2", exit 0. */
// ENV: ARCELIDE_OPTIONS=retain=my_ref;release=my_unref;destructors-return
// EXPECT-REMARK: not hoisted \(H5\)
// CONTROL-ENV: ARCELIDE_OPTIONS=retain=my_ref;release=my_unref;no-user-code;destructors-return
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct obj {
  long rc;
  long value;
  void (*on_ref)(struct obj *);
};

__attribute__((noinline)) struct obj *my_ref(struct obj *o) {
  o->rc++;
  if (o->on_ref)
    o->on_ref(o);
  return o;
}

__attribute__((noinline)) void my_unref(struct obj *o) {
  if (--o->rc == 0) {
    printf("freed %ld\n", o->value);
    free(o);
  }
}

static struct obj *new_obj(long v, void (*hook)(struct obj *)) {
  struct obj *o = malloc(sizeof *o);
  o->rc = 1, o->value = v, o->on_ref = hook;
  return o;
}

static int tickets_taken;
static void ticket_hook(struct obj *o) {
  (void)o;
  if (++tickets_taken == 300) {
    printf("worker left in a hook\n");
    pthread_exit(NULL);
  }
}

struct job {
  struct obj **tickets;
  struct obj *b;
  long n, sum;
};

__attribute__((noinline)) static long loop(struct obj **tickets, struct obj *b, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    struct obj *t = my_ref(tickets[i & 1]); /* its hook may leave the thread */
    struct obj *s = my_ref(b);
    acc += s->value + t->value;
    my_unref(t);
    my_unref(s);
  }
  return acc;
}

static void *worker(void *arg) {
  struct job *j = arg;
  j->sum = loop(j->tickets, j->b, j->n);
  return NULL;
}

int main(void) {
  struct obj *tickets[2] = {new_obj(10, ticket_hook), new_obj(11, ticket_hook)};
  struct job j = {tickets, new_obj(1, NULL), 1000, 0};
  pthread_t t;
  pthread_create(&t, NULL, worker, &j);
  pthread_join(t, NULL);
  /* the ticket taken in the last iteration was never dropped: the worker left inside my_ref */
  printf("B count %ld, tickets %ld %ld\n", j.b->rc, tickets[0]->rc, tickets[1]->rc);
  return 0;
}
