// Input of parallel_apis.c: a C++ lambda handed to a TBB-style parallel_for.
void *arc_retain(void *p);
void arc_release(void *p);
long use(const void *p);

namespace tbb {
template <class I, class F> void parallel_for(I first, I last, const F &body) {
  for (I i = first; i < last; ++i)
    body(i);
}
} // namespace tbb

long run(void *shared, long n) {
  long acc = 0;
  tbb::parallel_for(0L, n, [&](long i) {
    void *s = arc_retain(shared);
    acc += use(s) + i;
    arc_release(s);
  });
  return acc;
}
