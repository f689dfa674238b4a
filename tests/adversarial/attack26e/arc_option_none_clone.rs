// arc_option_none_clone.rs - trap 8 for Rust: an Option<Arc<T>> cloned in the loop; None is a
// null pointer (niche) and its clone touches no count. A hoisted pair must keep the test.
// Called with None, with Some, and with n 0. Correct output: "none 100", "some 700",
// "zero 0", "count 1", "drop 7", exit 0.
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: Option<&T>) -> u64 { std::hint::black_box(p.map_or(1, |t| t.x)) }
#[inline(never)]
fn run(h: &Option<Arc<T>>, n: u64) -> u64 {
    let mut acc = 0;
    for _ in 0..n {
        let c = h.clone();
        acc += use_it(c.as_deref());
        drop(c);
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let none: Option<Arc<T>> = None;
    let some = Some(Arc::new(T { x: 7 }));
    println!("none {}", run(std::hint::black_box(&none), std::hint::black_box(100)));
    println!("some {}", run(std::hint::black_box(&some), std::hint::black_box(100)));
    println!("zero {}", run(std::hint::black_box(&some), std::hint::black_box(0)));
    println!("count {}", Arc::strong_count(some.as_ref().unwrap()));
    0
}
