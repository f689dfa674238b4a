// arc_dyn_view_handshake_last.rs - arc_view_handshake_last with Arc<dyn Speak>: a fat pointer
// (data, vtable). drop_slow takes the slot of the whole Arc and reads both words (the vtable
// gives the payload's drop, size and alignment). Hoisted, the exit's drop_slow must get both.
// Correct output: "drop 9", "after 6", exit 0, no valgrind error.
use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
trait Speak { fn x(&self) -> u64; }
struct T { x: u64, pad: [u64; 5] }
impl Speak for T { fn x(&self) -> u64 { self.x + self.pad[4] } }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
type Dyn = dyn Speak + Send + Sync;
static OWNER: Mutex<Option<Arc<Dyn>>> = Mutex::new(None);
static HOLD: AtomicBool = AtomicBool::new(false);
static DROPPED: AtomicBool = AtomicBool::new(false);
#[inline(never)]
fn run(view: &Arc<Dyn>, n: u64, at: u64) -> u64 {
    let mut k = 0;
    for i in 0..n {
        let c: Arc<Dyn> = Arc::clone(view);
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
    let a: Arc<Dyn> = Arc::new(T { x: 9, pad: [0; 5] });
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
