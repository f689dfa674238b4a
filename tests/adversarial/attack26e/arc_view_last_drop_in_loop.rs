// arc_view_last_drop_in_loop.rs - H8 and drop_slow's slot: the loop clones a non-owning view of
// an Arc (ManuallyDrop over Arc::from_raw of a pointer whose reference is owned by a global);
// a callee drops that owner in iteration 4, so the iteration's drop is the last one: drop_slow
// (on the clone's stack slot) runs T's Drop there, and the loop then stops. Hoisted (under
// destructors-return: T's Drop returns), the drop moves to the loop's exit, where drop_slow needs
// a slot that still holds the pointer; the code after the loop uses big stack buffers whose
// slots llc may give the clone's. Correct output: "it 0".."it 4", "drop 9" before "after",
// "sum ...", exit 0.
use std::mem::ManuallyDrop;
use std::sync::{Arc, Mutex};
struct T { x: u64, name: String }
impl Drop for T { fn drop(&mut self) { println!("drop {} {}", self.x, self.name); } }
static OWNER: Mutex<Option<Arc<T>>> = Mutex::new(None);
#[inline(never)]
fn step(i: u64) { if i == 4 { OWNER.lock().unwrap().take(); } }
#[inline(never)]
fn use_it(p: &T) -> u64 { p.x.wrapping_mul(1) }
#[inline(never)]
fn run(raw: *const T, n: u64) -> u64 {
    let view = ManuallyDrop::new(unsafe { Arc::from_raw(raw) });
    let mut acc = 0;
    for i in 0..n {
        let c: Arc<T> = Arc::clone(&view);
        acc += use_it(&c);
        println!("it {}", i);
        step(i);
        drop(c);
        if i == 4 { break; }
    }
    println!("after");
    let mut big = [0u64; 64];
    for (k, v) in big.iter_mut().enumerate() { *v = k as u64 * acc; }
    std::hint::black_box(&mut big);
    let mut big2 = [7u8; 256];
    std::hint::black_box(&mut big2);
    big.iter().sum::<u64>() + big2[3] as u64
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 9, name: String::from("nine") });
    let raw = Arc::as_ptr(&a);
    *OWNER.lock().unwrap() = Some(a);
    println!("sum {}", run(raw, std::hint::black_box(100)));
    0
}
