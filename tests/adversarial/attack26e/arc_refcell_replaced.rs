// arc_refcell_replaced.rs - H2 for Rust: the loop clones the Arc inside a RefCell; a visible
// callee replaces it (borrow_mut) in iteration 3, and the old object's last owner is the
// iteration's clone. Correct output: "it 3 x 1", "drop 1", "it 4 x 2", "acc ...", "drop 2".
use std::cell::RefCell;
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
struct S { h: RefCell<Arc<T>> }
#[inline(never)]
fn step(s: &S, i: u64) { if i == 3 { *s.h.borrow_mut() = Arc::new(T { x: 2 }); } }
#[inline(never)]
fn run(s: &S, n: u64) -> u64 {
    let mut acc = 0;
    for i in 0..n {
        let c = s.h.borrow().clone();
        step(s, i);
        acc += c.x;
        if (2..=5).contains(&i) { println!("it {} x {}", i, c.x); }
        drop(c);
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let s = S { h: RefCell::new(Arc::new(T { x: 1 })) };
    println!("acc {}", run(&s, std::hint::black_box(10)));
    0
}
