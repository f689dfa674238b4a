// arc_move_out_last_iteration.rs - a loop drop that IS the last, in safe Rust: in the last
// iteration the function gives its own Arc to a callee that drops it, then breaks; the
// iteration's clone, dropped on the way out, is the last owner (drop_slow runs T's Drop there).
// Under destructors-return a hoisted pair moves that drop to the exit. Correct output:
// "take 2", "drop 5 4", "after loop", "acc 50", exit 0.
use std::sync::Arc;
struct T { x: u64, s: String }
impl Drop for T { fn drop(&mut self) { println!("drop {} {}", self.x, self.s.len()); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn take(p: Arc<T>) { println!("take {}", Arc::strong_count(&p)); }
#[inline(never)]
fn run(own: Arc<T>, n: u64) -> u64 {
    let mut acc = 0;
    let mut own = Some(own);
    let h: *const Arc<T> = own.as_ref().unwrap();
    for i in 0..n {
        let c = unsafe { &*h }.clone();
        acc += use_it(&c);
        if i == n - 1 {
            take(own.take().unwrap());
            drop(c);
            break;
        }
        drop(c);
    }
    println!("after loop");
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    println!("acc {}", run(Arc::new(T { x: 5, s: String::from("five") }), std::hint::black_box(10)));
    0
}
