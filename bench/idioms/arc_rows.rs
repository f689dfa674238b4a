// arc_rows.rs - the Rust rows of bench/idioms/run.sh: a loop that clones one shared
// std::sync::Arc<u64> and drops the clone every iteration (the clone's increment, its overflow
// check and the drop's decrement are inlined atomic read-modify-writes on the ArcInner's strong
// count), and the same loop without the clone, the control. Serially, and split between two
// threads of std::thread::scope.
//
// Compiled once (rustc -O --emit=llvm-bc); run.sh runs opt without and with the pass on that
// bitcode and renames each object's rows' ROWSUFFIX to the build's name (_none, _pass), so the
// builds link into one program and their rows interleave in one process. bench_use() is defined by the driver (arc_driver.rs), another crate: the
// optimiser cannot see what it does.
#![crate_type = "lib"]
#![allow(improper_ctypes_definitions)] // the rows take a reference to an Arc from arc_driver.rs
use std::sync::Arc;

extern "C" {
    fn bench_use(payload: *const u64) -> u64;
}

#[inline(always)]
fn use_payload(p: &u64) -> u64 {
    unsafe { bench_use(p) }
}

// The loops, inlined into each row (and into each thread's closure): the pass sees them there.
#[inline(always)]
fn bare_loop(handle: &Arc<u64>, n: u64) -> u64 {
    let mut acc = 0u64;
    for _ in 0..n {
        acc = acc.wrapping_add(use_payload(handle));
    }
    acc
}

#[inline(always)]
fn clone_loop(handle: &Arc<u64>, n: u64) -> u64 {
    let mut acc = 0u64;
    for _ in 0..n {
        let copy = Arc::clone(handle);
        acc = acc.wrapping_add(use_payload(&copy));
        drop(copy);
    }
    acc
}

/// The control: the payload of the one shared handle, no clone.
#[no_mangle]
#[inline(never)]
pub extern "C" fn arc_bare_serial_ROWSUFFIX(handle: &Arc<u64>, n: u64) -> u64 {
    bare_loop(handle, n)
}

/// A clone per iteration, dropped at the end of the iteration.
#[no_mangle]
#[inline(never)]
pub extern "C" fn arc_clone_serial_ROWSUFFIX(handle: &Arc<u64>, n: u64) -> u64 {
    clone_loop(handle, n)
}

/// The control, split between two threads.
#[no_mangle]
#[inline(never)]
pub extern "C" fn arc_bare_parallel_ROWSUFFIX(handle: &Arc<u64>, n: u64) -> u64 {
    std::thread::scope(|s| {
        let a = s.spawn(|| bare_loop(handle, n / 2));
        let b = s.spawn(|| bare_loop(handle, n - n / 2));
        a.join().unwrap().wrapping_add(b.join().unwrap())
    })
}

/// Both threads clone the one handle: the count's cache line moves between the cores.
#[no_mangle]
#[inline(never)]
pub extern "C" fn arc_clone_parallel_ROWSUFFIX(handle: &Arc<u64>, n: u64) -> u64 {
    std::thread::scope(|s| {
        let a = s.spawn(|| clone_loop(handle, n / 2));
        let b = s.spawn(|| clone_loop(handle, n - n / 2));
        a.join().unwrap().wrapping_add(b.join().unwrap())
    })
}

/// Each thread clones the handle once into a local of its own, then clones that local in its
/// loop: the form the pass hoists in a thread (a `&Arc` reached through the closure's environment
/// is memory another thread may write, as far as LLVM can tell).
#[no_mangle]
#[inline(never)]
pub extern "C" fn arc_local_parallel_ROWSUFFIX(handle: &Arc<u64>, n: u64) -> u64 {
    std::thread::scope(|s| {
        let a = s.spawn(|| {
            let local = Arc::clone(handle);
            clone_loop(&local, n / 2)
        });
        let b = s.spawn(|| {
            let local = Arc::clone(handle);
            clone_loop(&local, n - n / 2)
        });
        a.join().unwrap().wrapping_add(b.join().unwrap())
    })
}
