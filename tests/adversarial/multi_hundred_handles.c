/* Attacks (several handles per loop: "a generated loop with 100 handles hoists all 100"). One
 * loop retains, reads and releases 100 different objects, two of which are the same object under
 * two names (h7 and h93 are one object), with an opaque call in every pair. Each object's
 * destructor prints its tag; they must all run once, after the loop, in the order main releases
 * them (the checking runtime reports a double release or a leak).
 * Correct output: "sum 247758" then "destroyed 0".."destroyed 98" (99 objects, in order), exit 0.
 */
#include <arc.h>
#include <stdio.h>

static void destroy(void *p) { printf("destroyed %ld\n", *(long *)p); }
void sink_value(long v);
static volatile long last;
void sink_value(long v) { last = v; }
static void (*volatile sinkp)(long) = sink_value;

#define PAIR(k)                                                                                    \
  {                                                                                                \
    long *c = arc_retain(h##k);                                                                    \
    s += *c;                                                                                       \
    sinkp(s);                                                                                      \
    arc_release(c);                                                                                \
  }

static __attribute__((noinline)) long
run(long *h0, long *h1, long *h2, long *h3, long *h4, long *h5, long *h6, long *h7, long *h8,
    long *h9, long *h10, long *h11, long *h12, long *h13, long *h14, long *h15, long *h16,
    long *h17, long *h18, long *h19, long *h20, long *h21, long *h22, long *h23, long *h24,
    long *h25, long *h26, long *h27, long *h28, long *h29, long *h30, long *h31, long *h32,
    long *h33, long *h34, long *h35, long *h36, long *h37, long *h38, long *h39, long *h40,
    long *h41, long *h42, long *h43, long *h44, long *h45, long *h46, long *h47, long *h48,
    long *h49, long *h50, long *h51, long *h52, long *h53, long *h54, long *h55, long *h56,
    long *h57, long *h58, long *h59, long *h60, long *h61, long *h62, long *h63, long *h64,
    long *h65, long *h66, long *h67, long *h68, long *h69, long *h70, long *h71, long *h72,
    long *h73, long *h74, long *h75, long *h76, long *h77, long *h78, long *h79, long *h80,
    long *h81, long *h82, long *h83, long *h84, long *h85, long *h86, long *h87, long *h88,
    long *h89, long *h90, long *h91, long *h92, long *h93, long *h94, long *h95, long *h96,
    long *h97, long *h98, long *h99, int n) {
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
    PAIR(60)
    PAIR(61)
    PAIR(62)
    PAIR(63)
    PAIR(64)
    PAIR(65)
    PAIR(66)
    PAIR(67)
    PAIR(68)
    PAIR(69)
    PAIR(70)
    PAIR(71)
    PAIR(72)
    PAIR(73)
    PAIR(74)
    PAIR(75)
    PAIR(76)
    PAIR(77)
    PAIR(78)
    PAIR(79)
    PAIR(80)
    PAIR(81)
    PAIR(82)
    PAIR(83)
    PAIR(84)
    PAIR(85)
    PAIR(86)
    PAIR(87)
    PAIR(88)
    PAIR(89)
    PAIR(90)
    PAIR(91)
    PAIR(92)
    PAIR(93)
    PAIR(94)
    PAIR(95)
    PAIR(96)
    PAIR(97)
    PAIR(98)
    PAIR(99)
  }
  return s;
}

static volatile int iters = 51;

int main(void) {
  long *o[99];
  for (long k = 0; k < 99; k++) {
    o[k] = arc_alloc(sizeof(long), destroy);
    *o[k] = k;
  }
  long sum =
      run(o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7], o[8], o[9], o[10], o[11], o[12], o[13],
          o[14], o[15], o[16], o[17], o[18], o[19], o[20], o[21], o[22], o[23], o[24], o[25], o[26],
          o[27], o[28], o[29], o[30], o[31], o[32], o[33], o[34], o[35], o[36], o[37], o[38], o[39],
          o[40], o[41], o[42], o[43], o[44], o[45], o[46], o[47], o[48], o[49], o[50], o[51], o[52],
          o[53], o[54], o[55], o[56], o[57], o[58], o[59], o[60], o[61], o[62], o[63], o[64], o[65],
          o[66], o[67], o[68], o[69], o[70], o[71], o[72], o[73], o[74], o[75], o[76], o[77], o[78],
          o[79], o[80], o[81], o[82], o[83], o[84], o[85], o[86], o[87], o[88], o[89], o[90], o[91],
          o[92], o[7], o[93], o[94], o[95], o[96], o[97], o[98], iters);
  printf("sum %ld\n", sum);
  for (int k = 0; k < 99; k++)
    arc_release(o[k]);
  return 0;
}
