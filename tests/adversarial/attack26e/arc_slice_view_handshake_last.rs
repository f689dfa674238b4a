// arc_slice_view_handshake_last.rs - arc_view_handshake_last with Arc<[D]>: a fat pointer
// (data, length). drop_slow reads the length from the slot to drop every element and to size
// the deallocation. Hoisted, the exit's drop_slow must get it. Correct output: "drop 0",
// "drop 1", "drop 2", "after 6", exit 0, no valgrind error.
use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
struct D(u64);
impl Drop for D { fn drop(&mut self) { println!("drop {}", self.0); } }
static OWNER: Mutex<Option<Arc<[D]>>> = Mutex::new(None);
static HOLD: AtomicBool = AtomicBool::new(false);
static DROPPED: AtomicBool = AtomicBool::new(false);
#[inline(never)]
fn run(view: &Arc<[D]>, n: u64, at: u64) -> u64 {
    let mut k = 0;
    for i in 0..n {
        let c: Arc<[D]> = Arc::clone(view);
        k += 1;
        if i == at {
            HOLD.store(true, Ordering::Release);
            while !DROPPED.load(Ordering::Acquire) {}
            drop(c);
            break;
        }
        drop(c);
    }
    k
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a: Arc<[D]> = vec![D(0), D(1), D(2)].into();
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
