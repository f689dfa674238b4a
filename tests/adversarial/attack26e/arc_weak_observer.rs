// arc_weak_observer.rs - H4 through another pointer: a Weak kept in a heap box (loaded from
// memory, not the handle's SSA value) reads the strong count (Weak::strong_count, a monotonic
// load of the same ArcInner) in the loop after the clone is dropped. Correct output:
// "acc 1100", "drop 1", exit 0.
use std::sync::{Arc, Weak};
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(h: &Arc<T>, w: &Box<Weak<T>>, n: u64) -> u64 {
    let mut acc = 0;
    for _ in 0..n {
        let c = h.clone();
        acc += use_it(&c);
        drop(c);
        if w.strong_count() == 1 { acc += 10; }
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 1 });
    let w = Box::new(Arc::downgrade(&a));
    println!("acc {}", run(&a, &w, std::hint::black_box(100)));
    0
}
