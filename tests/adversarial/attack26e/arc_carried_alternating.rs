// arc_carried_alternating.rs - H3 carried references for Rust: an Option<Arc<T>> replaced in
// every iteration by a clone of one of two handles, alternately (the assignment drops the
// previous clone), then of one handle only. Correct output: "acc1 13", "acc2 22",
// "a 2 b 1", "drop 2", "back 1", "drop 1", "end", exit 0.
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(a: Arc<T>, b: Arc<T>, n: u64) -> Option<Arc<T>> {
    let mut c: Option<Arc<T>> = None;
    let mut acc = 0;
    for i in 0..n {
        c = Some(if i & 1 == 1 { b.clone() } else { a.clone() });
        acc += use_it(c.as_ref().unwrap());
    }
    println!("acc1 {}", acc);
    for _ in 0..n {
        c = Some(a.clone());
        acc += use_it(c.as_ref().unwrap());
    }
    println!("acc2 {}", acc);
    println!("a {} b {}", Arc::strong_count(&a), Arc::strong_count(&b));
    c
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let c = run(Arc::new(T { x: 1 }), Arc::new(T { x: 2 }), std::hint::black_box(9));
    println!("back {}", Arc::strong_count(c.as_ref().unwrap()));
    drop(c);
    println!("end");
    0
}
