// arc_thread_observer_handshake.rs - another thread reads the strong count (through a Weak) at a
// moment the loop's thread holds no clone: after each iteration's drop, main hands over and waits
// for the answer (release/acquire: race-free, deterministic). The source always reads 1. A
// hoisted pair shows 2: docs/differences.md item 2 ("an observer on another thread").
// Correct output: "ones 20", "drop 4", exit 0.
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Weak};
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
static TURN: AtomicI64 = AtomicI64::new(-1);
static ANSWERED: AtomicI64 = AtomicI64::new(-1);
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(h: &Arc<T>, n: i64) -> u64 {
    let mut acc = 0;
    for i in 0..n {
        let c = h.clone();
        acc += use_it(&c);
        drop(c);
        TURN.store(i, Ordering::Release);
        while ANSWERED.load(Ordering::Acquire) != i {}
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 4 });
    let w: Weak<T> = Arc::downgrade(&a);
    let obs = std::thread::spawn(move || {
        let mut ones = 0;
        for i in 0..20 {
            while TURN.load(Ordering::Acquire) != i {}
            if w.strong_count() == 1 { ones += 1; }
            ANSWERED.store(i, Ordering::Release);
        }
        ones
    });
    run(&a, 20);
    println!("ones {}", obs.join().unwrap());
    0
}
