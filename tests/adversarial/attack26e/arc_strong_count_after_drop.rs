// arc_strong_count_after_drop.rs - H4 on the handle: Arc::strong_count of the handle read in
// the loop after the iteration's clone is dropped (the source always reads 1; hoisted, 2).
// Correct output: "acc 1100", "drop 1", exit 0.
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(h: &Arc<T>, n: u64) -> u64 {
    let mut acc = 0;
    for _ in 0..n {
        let c = h.clone();
        acc += use_it(&c);
        drop(c);
        if Arc::strong_count(h) == 1 { acc += 10; }
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 1 });
    println!("acc {}", run(&a, std::hint::black_box(100)));
    0
}
