// arc_clone_into_callee.rs - H3: a clone moved into a visible callee that keeps every third one
// (in a Vec behind a Mutex) and drops the others: an increment in the loop, the decrement (when
// any) in the callee. Correct output: "kept 10", "count 11", "count 1", "drop 5", exit 0.
use std::sync::{Arc, Mutex};
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
static KEPT: Mutex<Vec<Arc<T>>> = Mutex::new(Vec::new());
#[inline(never)]
fn keep(c: Arc<T>, i: u64) -> u64 {
    let x = c.x;
    if i % 3 == 0 { KEPT.lock().unwrap().push(c); }
    x
}
#[inline(never)]
fn run(h: &Arc<T>, n: u64) -> u64 {
    let mut acc = 0;
    for i in 0..n { acc += keep(h.clone(), i); }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 5 });
    run(&a, std::hint::black_box(28));
    println!("kept {}", KEPT.lock().unwrap().len());
    println!("count {}", Arc::strong_count(&a));
    KEPT.lock().unwrap().clear();
    println!("count {}", Arc::strong_count(&a));
    0
}
