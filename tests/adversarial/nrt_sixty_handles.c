/* Attacks (numba profile, several handles per loop: all hoisted at once). One loop increfs,
 * reads and decrefs 60 MemInfo arguments, two of them the same object under two names (h7 and
 * h53), one of them NULL (h30: NRT ignores NULL), with an opaque call in every pair. Every object
 * must be freed exactly once after the caller drops its references; the program counts live
 * objects itself (its own NRT_incref/NRT_decref).
 * Correct output: "sum 33880", "live 0", exit 0. */
#include <stdio.h>
#include <stdlib.h>

typedef struct MemInfo {
  long refct;
  long value;
} MemInfo;
static long live;
__attribute__((noinline)) void NRT_incref(MemInfo *mi) {
  if (mi)
    __atomic_add_fetch(&mi->refct, 1, __ATOMIC_RELAXED);
}
__attribute__((noinline)) void NRT_decref(MemInfo *mi) {
  if (mi && __atomic_sub_fetch(&mi->refct, 1, __ATOMIC_ACQ_REL) == 0) {
    if (mi->refct < 0)
      printf("over-released %ld\n", mi->value);
    live--;
    free(mi);
  }
}
static volatile long last;
static void sink_impl(long v) { last = v; }
static void (*volatile sinkp)(long) = sink_impl;

#define PAIR(k)                                                                                    \
  {                                                                                                \
    NRT_incref(h##k);                                                                              \
    s += h##k ? h##k->value : 0;                                                                   \
    sinkp(s);                                                                                      \
    NRT_decref(h##k);                                                                              \
  }

static __attribute__((noinline)) long
run(MemInfo *h0, MemInfo *h1, MemInfo *h2, MemInfo *h3, MemInfo *h4, MemInfo *h5, MemInfo *h6,
    MemInfo *h7, MemInfo *h8, MemInfo *h9, MemInfo *h10, MemInfo *h11, MemInfo *h12, MemInfo *h13,
    MemInfo *h14, MemInfo *h15, MemInfo *h16, MemInfo *h17, MemInfo *h18, MemInfo *h19,
    MemInfo *h20, MemInfo *h21, MemInfo *h22, MemInfo *h23, MemInfo *h24, MemInfo *h25,
    MemInfo *h26, MemInfo *h27, MemInfo *h28, MemInfo *h29, MemInfo *h30, MemInfo *h31,
    MemInfo *h32, MemInfo *h33, MemInfo *h34, MemInfo *h35, MemInfo *h36, MemInfo *h37,
    MemInfo *h38, MemInfo *h39, MemInfo *h40, MemInfo *h41, MemInfo *h42, MemInfo *h43,
    MemInfo *h44, MemInfo *h45, MemInfo *h46, MemInfo *h47, MemInfo *h48, MemInfo *h49,
    MemInfo *h50, MemInfo *h51, MemInfo *h52, MemInfo *h53, MemInfo *h54, MemInfo *h55,
    MemInfo *h56, MemInfo *h57, MemInfo *h58, MemInfo *h59, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    PAIR(0)
    PAIR(1)
    PAIR(2)
    PAIR(3)
    PAIR(4)
    PAIR(5)
    PAIR(6)
    PAIR(7)
    PAIR(8)
    PAIR(9)
    PAIR(10)
    PAIR(11)
    PAIR(12)
    PAIR(13)
    PAIR(14)
    PAIR(15)
    PAIR(16)
    PAIR(17)
    PAIR(18)
    PAIR(19)
    PAIR(20)
    PAIR(21)
    PAIR(22)
    PAIR(23)
    PAIR(24)
    PAIR(25)
    PAIR(26)
    PAIR(27)
    PAIR(28)
    PAIR(29)
    PAIR(30)
    PAIR(31)
    PAIR(32)
    PAIR(33)
    PAIR(34)
    PAIR(35)
    PAIR(36)
    PAIR(37)
    PAIR(38)
    PAIR(39)
    PAIR(40)
    PAIR(41)
    PAIR(42)
    PAIR(43)
    PAIR(44)
    PAIR(45)
    PAIR(46)
    PAIR(47)
    PAIR(48)
    PAIR(49)
    PAIR(50)
    PAIR(51)
    PAIR(52)
    PAIR(53)
    PAIR(54)
    PAIR(55)
    PAIR(56)
    PAIR(57)
    PAIR(58)
    PAIR(59)
  }
  return s;
}

static volatile int iters = 20;

int main(void) {
  MemInfo *o[60];
  for (long k = 0; k < 60; k++) {
    o[k] = malloc(sizeof *o[k]);
    o[k]->refct = 1, o[k]->value = k;
    live++;
  }
  long sum = run(o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8], o[9], o[10], o[11], o[12],
                 o[13], o[14], o[15], o[16], o[17], o[18], o[19], o[20], o[21], o[22], o[23], o[24],
                 o[25], o[26], o[27], o[28], o[29], NULL, o[31], o[32], o[33], o[34], o[35], o[36],
                 o[37], o[38], o[39], o[40], o[41], o[42], o[43], o[44], o[45], o[46], o[47], o[48],
                 o[49], o[50], o[51], o[52], o[7], o[54], o[55], o[56], o[57], o[58], o[59], iters);
  printf("sum %ld\n", sum);
  for (int k = 0; k < 60; k++)
    NRT_decref(o[k]);
  printf("live %ld\n", live);
  return live != 0;
}
