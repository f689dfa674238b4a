// arc_make_mut_cow.rs - H4 / H2: Arc::make_mut (copy on write) on the handle in the loop after
// the iteration's clone is dropped. The source is always unique there and mutates in place (no
// Clone of T, the same allocation). Hoisted, make_mut would see 2, clone T (printing "clone")
// and replace the handle. Correct output: "x 51", "drop 51", exit 0.
use std::sync::Arc;
struct T { x: u64 }
impl Clone for T { fn clone(&self) -> T { println!("clone {}", self.x); T { x: self.x } } }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(h: &mut Arc<T>, n: u64) -> u64 {
    let mut acc = 0;
    for _ in 0..n {
        let c = h.clone();
        acc += use_it(&c);
        drop(c);
        Arc::make_mut(h).x += 1;
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let mut a = Arc::new(T { x: 1 });
    run(&mut a, std::hint::black_box(50));
    println!("x {}", a.x);
    0
}
