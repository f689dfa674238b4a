// arc_idioms.rs - the Rust std::sync::Arc forms docs/idioms.md describes, one function each, for
// the IR of rustc -O (regen.sh writes arc_idioms.rustc.ll beside this file;
// arc_patterns.test checks that it still contains the patterns the doc states). use_payload(),
// take() and may_unwind() are opaque: declared, not defined.
#![crate_type = "lib"]
#![allow(improper_ctypes)]
use std::sync::{Arc, Weak};

extern "C" {
    fn use_payload(payload: *const u64) -> u64;
    fn take(by_value: Arc<u64>);
}

/// A clone per iteration: the increment with its overflow check, the decrement with its
/// last-reference branch to drop_slow, in the loop.
#[no_mangle]
pub fn clone_in_loop(handle: &Arc<u64>, n: u64) -> u64 {
    let mut acc = 0u64;
    for _ in 0..n {
        let copy = Arc::clone(handle);
        acc = acc.wrapping_add(unsafe { use_payload(&*copy) });
    }
    acc
}

/// A clone moved into an opaque callee: the callee owns the count (it drops it).
#[no_mangle]
pub fn clone_into_callee(handle: &Arc<u64>) {
    unsafe { take(Arc::clone(handle)) }
}

/// A drop of an owned Arc: the decrement alone.
#[no_mangle]
pub fn drop_owned(handle: Arc<u64>) {
    drop(handle)
}

/// An observer: a load of the strong count.
#[no_mangle]
pub fn strong_count(handle: &Arc<u64>) -> usize {
    Arc::strong_count(handle)
}

/// Arc::get_mut: a compare-and-swap of the weak count (1 -> usize::MAX, the lock), then a load
/// of the strong count.
#[no_mangle]
pub fn get_mut(handle: &mut Arc<u64>) -> bool {
    match Arc::get_mut(handle) {
        Some(v) => {
            *v += 1;
            true
        }
        None => false,
    }
}

/// Weak::upgrade: a compare-and-swap loop that increments only a count that is not zero.
#[no_mangle]
pub fn upgrade(weak: &Weak<u64>) -> u64 {
    match weak.upgrade() {
        Some(a) => unsafe { use_payload(&*a) },
        None => 0,
    }
}

extern "Rust" {
    fn may_unwind(payload: &u64);
}

/// A clone alive across a call that may unwind: the cleanup pad drops it too.
#[no_mangle]
pub fn clone_across_unwind(handle: &Arc<u64>) {
    let copy = Arc::clone(handle);
    unsafe { may_unwind(&copy) }
}
