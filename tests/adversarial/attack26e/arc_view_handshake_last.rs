// arc_view_handshake_last.rs - the loop's drop IS the last, and the loop is one the pass hoists
// (no call in it; build with panic=abort and destructors-return): the loop clones a
// non-owning view of an Arc (ManuallyDrop over Arc::from_raw; the reference is owned by a
// global). In iteration 5, while it holds its clone, it lets another thread drop the owner and
// waits until it has (release/acquire handshake: race-free); its clone is then the last, and
// the loop drops it (drop_slow: T's Drop, then the weak count and the memory) and stops.
// Hoisted, that drop moves to the loop's exit: drop_slow on a slot the pass makes, which must
// hold what the clone's slot held. Correct output: "drop 9 nine", "after 6", exit 0, no
// valgrind error.
use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
struct T { x: u64, name: String }
impl Drop for T { fn drop(&mut self) { println!("drop {} {}", self.x, self.name); } }
static OWNER: Mutex<Option<Arc<T>>> = Mutex::new(None);
static HOLD: AtomicBool = AtomicBool::new(false);
static DROPPED: AtomicBool = AtomicBool::new(false);
#[inline(never)]
fn run(view: &Arc<T>, n: u64, at: u64) -> u64 {
    let mut acc = 0;
    for i in 0..n {
        let c: Arc<T> = Arc::clone(view);
        acc += c.x;
        if i == at {
            HOLD.store(true, Ordering::Release);
            while !DROPPED.load(Ordering::Acquire) {}
            drop(c);
            break;
        }
        drop(c);
    }
    acc / 9
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(T { x: 9, name: String::from("nine") });
    let raw = Arc::as_ptr(&a);
    *OWNER.lock().unwrap() = Some(a);
    let t = std::thread::spawn(|| {
        while !HOLD.load(Ordering::Acquire) {}
        OWNER.lock().unwrap().take();
        DROPPED.store(true, Ordering::Release);
    });
    // A non-owning view; run() gets a reference to it (a pointer loaded in run: the form the
    // pass recognises; a handle computed from the raw pointer in run itself is not).
    let view = ManuallyDrop::new(unsafe { Arc::from_raw(raw) });
    let k = run(&view, std::hint::black_box(100), std::hint::black_box(5));
    println!("after {}", k);
    t.join().unwrap();
    0
}
