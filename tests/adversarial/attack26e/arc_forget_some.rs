// arc_forget_some.rs - H3: the iteration's clone is leaked (mem::forget) on every 4th iteration
// and dropped on the others: the loop raises the count by 25 in all. Correct output:
// "count 26", exit 0 (the object is leaked by the program: no "drop").
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(h: &Arc<T>, n: u64) -> u64 {
    let mut acc = 0;
    for i in 0..n {
        let c = h.clone();
        acc += use_it(&c);
        if i % 4 == 0 { std::mem::forget(c); } else { drop(c); }
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 1 });
    run(&a, std::hint::black_box(100));
    println!("count {}", Arc::strong_count(&a));
    0
}
