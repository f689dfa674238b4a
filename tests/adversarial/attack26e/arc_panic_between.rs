// PANIC: unwind
// arc_panic_between.rs - unwinding: a panic while the iteration's clone is alive (iteration 5),
// and one after it was dropped (iteration 7 of a second loop), each caught by catch_unwind
// around the loop. The cleanup pad drops the clone (drop_slow on its slot if last). The function
// owns the only other reference. Correct output: "caught 5 count 1", "caught 7 count 1",
// "drop 100", exit 0.
use std::sync::Arc;
use std::panic::{catch_unwind, AssertUnwindSafe};
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn may_panic(p: &T, i: u64, at: u64) -> u64 {
    if i == at { panic!("boom"); }
    std::hint::black_box(p.x)
}
#[inline(never)]
fn run(h: Arc<T>, n: u64) {
    let mut acc = 0;
    let r = catch_unwind(AssertUnwindSafe(|| {
        for i in 0..n {
            let c = h.clone();
            acc += may_panic(&c, i, 5);
            drop(c);
        }
    }));
    if r.is_err() { println!("caught 5 count {}", Arc::strong_count(&h)); }
    let r = catch_unwind(AssertUnwindSafe(|| {
        for i in 0..n {
            let c = h.clone();
            acc += 2 * std::hint::black_box(c.x);
            drop(c);
            may_panic(&h, i, 7);
        }
    }));
    if r.is_err() { println!("caught 7 count {}", Arc::strong_count(&h)); }
    println!("acc {}", acc);
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    std::panic::set_hook(Box::new(|_| {}));
    run(Arc::new(T { x: 100 }), std::hint::black_box(50));
    0
}
