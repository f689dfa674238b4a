// arc_weak_clone_in_loop.rs - the weak count is not the strong count: a Weak cloned and dropped
// per iteration (an increment of inner + 8 with the overflow check, and a release decrement of
// inner + 8 whose last-reference path deallocates) next to a strong clone, and the weak count
// read in the loop after both drops (Arc::weak_count, the source reads 1). A recogniser that
// takes inner + 8 for an Arc's inner pointer hoists the Weak pair. Correct output: "acc 1100",
// "weak 1 strong 1", "drop 1", exit 0.
use std::sync::{Arc, Weak};
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(h: &Arc<T>, w: &Weak<T>, n: u64) -> u64 {
    let mut acc = 0;
    for _ in 0..n {
        let w2 = w.clone();
        acc += use_it(h);
        drop(w2);
        if Arc::weak_count(h) == 1 { acc += 10; }
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 1 });
    let w = Arc::downgrade(&a);
    println!("acc {}", run(&a, &w, std::hint::black_box(100)));
    println!("weak {} strong {}", Arc::weak_count(&a), Arc::strong_count(&a));
    drop(w);
    0
}
