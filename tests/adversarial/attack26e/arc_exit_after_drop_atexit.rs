// arc_exit_after_drop_atexit.rs - H8: std::process::exit in the loop after the iteration's
// clone is dropped (iteration 9); a libc atexit handler reads the strong count through a Weak
// in a static. The source holds only the caller's reference there. Correct output:
// "at exit 1", exit 0.
use std::sync::{Arc, OnceLock, Weak};
struct T { x: u64 }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
static W: OnceLock<Weak<T>> = OnceLock::new();
extern "C" { fn atexit(f: extern "C" fn()) -> i32; }
extern "C" fn at_exit() {
    use std::io::Write;
    println!("at exit {}", W.get().unwrap().strong_count());
    std::io::stdout().flush().unwrap();
}
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(h: &Arc<T>, n: u64) -> u64 {
    let mut acc = 0;
    for i in 0..n {
        let c = h.clone();
        acc += use_it(&c);
        drop(c);
        if i == std::hint::black_box(9) { std::process::exit(0); }
    }
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 3 });
    W.set(Arc::downgrade(&a)).ok();
    unsafe { atexit(at_exit); }
    run(&a, std::hint::black_box(100));
    println!("not reached");
    1
}
