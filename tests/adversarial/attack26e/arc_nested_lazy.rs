// arc_nested_lazy.rs - lazy hoisting for Rust: an outer loop over a slice of Option<Arc<T>>
// (some None), an inner loop that clones the current one m[i] times (some zero). Correct output:
// "acc 4008", "counts 1 1", "drop 2", "drop 1", exit 0.
use std::sync::Arc;
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
#[inline(never)]
fn use_it(p: Option<&T>) -> u64 { std::hint::black_box(p.map_or(1000, |t| t.x)) }
#[inline(never)]
fn run(hs: &[Option<Arc<T>>], m: &[u64]) -> u64 {
    let mut acc = 0;
    for (h, &k) in hs.iter().zip(m) {
        for _ in 0..k {
            let c = h.clone();
            acc += use_it(c.as_deref());
            drop(c);
        }
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 1 });
    let b = Arc::new(T { x: 2 });
    let hs = vec![Some(a.clone()), None, Some(b.clone()), None, Some(a.clone())];
    let m = std::hint::black_box(vec![3u64, 4, 0, 0, 5]);
    println!("acc {}", run(&hs, &m));
    drop(hs);
    println!("counts {} {}", Arc::strong_count(&a), Arc::strong_count(&b));
    drop(b);
    drop(a);
    0
}
