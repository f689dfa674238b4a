// arc_dyn_view_last_drop.rs - arc_view_last_drop_in_loop with a trait object: Arc<dyn Speak> is a
// fat pointer (data, vtable), and drop_slow reads both words from the clone's slot. The loop's
// drop in iteration 4 is the last (a callee dropped the owner). Hoisted (destructors-return),
// the exit's drop_slow must find both words. Correct output: "it 0".."it 4", "drop 9",
// "after", exit 0.
use std::mem::ManuallyDrop;
use std::sync::{Arc, Mutex};
trait Speak { fn x(&self) -> u64; }
struct T { x: u64, pad: [u64; 3] }
impl Speak for T { fn x(&self) -> u64 { self.x + self.pad[0] } }
impl Drop for T { fn drop(&mut self) { println!("drop {}", self.x); } }
static OWNER: Mutex<Option<Arc<dyn Speak + Send + Sync>>> = Mutex::new(None);
#[inline(never)]
fn step(i: u64) { if i == 4 { OWNER.lock().unwrap().take(); } }
#[inline(never)]
fn use_it(p: &dyn Speak) -> u64 { std::hint::black_box(p.x()) }
#[inline(never)]
fn run(raw: *const (dyn Speak + Send + Sync), n: u64) -> u64 {
    let view = ManuallyDrop::new(unsafe { Arc::from_raw(raw) });
    let mut acc = 0;
    for i in 0..n {
        let c: Arc<dyn Speak + Send + Sync> = Arc::clone(&view);
        acc += use_it(&*c);
        println!("it {}", i);
        step(i);
        drop(c);
        if i == 4 { break; }
    }
    println!("after");
    acc
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a: Arc<dyn Speak + Send + Sync> = Arc::new(T { x: 9, pad: [0; 3] });
    let raw = Arc::as_ptr(&a);
    *OWNER.lock().unwrap() = Some(a);
    println!("acc {}", run(raw, std::hint::black_box(100)));
    0
}
