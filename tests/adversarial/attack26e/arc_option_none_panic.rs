// PANIC: unwind
// arc_option_none_panic.rs - trap 8 on the unwinding exit for Rust: clones of an
// Option<Arc<T>> (None, then Some) alive across a call that panics in iteration 4; the cleanup
// pad drops the clone. Correct output: "caught none", "caught some count 1", "drop 8", exit 0.
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn may_panic(p: Option<&T>, i: u64) -> u64 {
    if i == 4 { panic!("boom"); }
    std::hint::black_box(p.map_or(1, |t| t.x))
}
#[inline(never)]
fn run(h: &Option<Arc<T>>, n: u64) -> u64 {
    let mut acc = 0;
    for i in 0..n {
        let c = h.clone();
        acc += may_panic(c.as_deref(), i);
        drop(c);
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    std::panic::set_hook(Box::new(|_| {}));
    let none: Option<Arc<T>> = None;
    if catch_unwind(AssertUnwindSafe(|| run(&none, std::hint::black_box(10)))).is_err() {
        println!("caught none");
    }
    let some = Some(Arc::new(T { x: 8 }));
    if catch_unwind(AssertUnwindSafe(|| run(&some, std::hint::black_box(10)))).is_err() {
        println!("caught some count {}", Arc::strong_count(some.as_ref().unwrap()));
    }
    0
}
