// arc_nested_observer_outer.rs - cxx_nested_observer_outer for Rust: the clone is made in the
// inner loop (which runs 0 times on every third outer iteration), the outer loop reads
// Arc::strong_count after the inner loop. Correct output: "ones 30 acc 120", "drop 1", exit 0.
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn run(h: &Arc<T>, n: u64) -> (u64, u64) {
    let (mut acc, mut ones) = (0, 0);
    for i in 0..n {
        let m = if i % 3 == 0 { 0 } else { 6 };
        for _ in 0..m {
            let c = h.clone();
            acc += c.x;
            drop(c);
        }
        if Arc::strong_count(h) == 1 { ones += 1; }
    }
    (ones, acc)
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 1 });
    let (ones, acc) = run(&a, std::hint::black_box(30));
    println!("ones {} acc {}", ones, acc);
    0
}
