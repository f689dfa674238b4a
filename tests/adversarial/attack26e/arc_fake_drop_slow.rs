// arc_fake_drop_slow.rs - trap 6 for Rust: a user type spelled like std's (mod sync, struct
// Arc<T, A>, a method drop_slow taking &mut self) whose AtomicUsize at offset 0 is a use
// counter, not a reference count: "enter" is fetch_add(1, Relaxed) with std's overflow abort,
// "leave" is fetch_sub(1, Release) and, when the old value is 1, fence(Acquire) and
// self.drop_slow(), which only counts idle moments (nothing is freed). The counter goes
// 0 -> 1 -> 0 every iteration, legitimately, so drop_slow runs 50 times. Taken for an Arc and
// hoisted, it would run once. Correct output: "idle 50", "count 0", exit 0.
pub mod sync {
    use std::marker::PhantomData;
    use std::sync::atomic::{fence, AtomicUsize, Ordering};
    pub struct Global;
    #[repr(C)]
    pub struct ArcInner<T> { pub strong: AtomicUsize, pub weak: AtomicUsize, pub data: T }
    pub struct Arc<T, A = Global> { pub ptr: *const ArcInner<T>, pub idle: u64, _a: PhantomData<A> }
    impl<T, A> Arc<T, A> {
        pub fn new(inner: &ArcInner<T>) -> Self { Arc { ptr: inner, idle: 0, _a: PhantomData } }
        #[inline(always)]
        pub fn enter(&self) {
            let old = unsafe { &*self.ptr }.strong.fetch_add(1, Ordering::Relaxed);
            if old > isize::MAX as usize { std::process::abort(); }
        }
        #[inline(always)]
        pub fn leave(&mut self) {
            if unsafe { &*self.ptr }.strong.fetch_sub(1, Ordering::Release) != 1 { return; }
            fence(Ordering::Acquire);
            self.drop_slow();
        }
        #[inline(never)]
        pub fn drop_slow(&mut self) { self.idle += 1; }
    }
}
#[inline(never)]
fn use_it(p: &u64) -> u64 { p.wrapping_add(1) }
#[inline(never)]
fn run(a: &mut sync::Arc<u64>, n: u64) -> u64 {
    let mut acc = 0;
    for _ in 0..n {
        a.enter();
        acc += use_it(unsafe { &(*a.ptr).data });
        a.leave();
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let inner = sync::ArcInner { strong: AtomicUsize::new(0), weak: AtomicUsize::new(1), data: 3u64 };
    let mut a: sync::Arc<u64> = sync::Arc::new(&inner);
    run(&mut a, std::hint::black_box(50));
    println!("idle {}", a.idle);
    println!("count {}", inner.strong.load(Ordering::Relaxed));
    0
}
