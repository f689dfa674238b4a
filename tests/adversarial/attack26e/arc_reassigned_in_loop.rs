// arc_reassigned_in_loop.rs - H2: the handle is replaced in the loop (iteration 3: another
// object, whose old value's last owner dies there). Correct output: "it 3 x 1", "drop 1",
// "it 4 x 2", ..., "acc ...", "drop 2", exit 0.
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(a: Arc<T>, b: Arc<T>, n: u64) -> u64 {
    let mut h = a;
    let mut b = Some(b);
    let mut acc = 0;
    for i in 0..n {
        let c = h.clone();
        let v = use_it(&c);
        acc += v;
        if (2..=5).contains(&i) { println!("it {} x {}", i, v); }
        drop(c);
        if i == 3 { h = b.take().unwrap(); }
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let acc = run(Arc::new(T { x: 1 }), Arc::new(T { x: 2 }), std::hint::black_box(20));
    println!("acc {}", acc);
    0
}
