// arc_get_mut_in_loop.rs - H4: Arc::get_mut (a cmpxchg of the weak count, then an acquire load
// of the strong count compared with 1) on the handle in the loop, after the iteration's clone is
// dropped: the source always gets Some and writes in place. Hoisted, get_mut would see 2 and
// return None. Correct output: "x 101 misses 0", "drop 101", exit 0.
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(h: &mut Arc<T>, n: u64) -> u64 {
    let mut misses = 0;
    for _ in 0..n {
        let c = h.clone();
        use_it(&c);
        drop(c);
        match Arc::get_mut(h) {
            Some(t) => t.x += 1,
            None => misses += 1,
        }
    }
    misses
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let mut a = Arc::new(T { x: 1 });
    let m = run(&mut a, std::hint::black_box(100));
    println!("x {} misses {}", a.x, m);
    0
}
