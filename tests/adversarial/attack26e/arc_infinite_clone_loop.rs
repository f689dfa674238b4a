// arc_infinite_clone_loop.rs - H7 for Rust: a thread that clones and drops an Arc for ever;
// main lets it spin, then exits. Correct output: "main done", exit 0.
use std::sync::Arc;
#[inline(never)]
fn spin(h: Arc<u64>) {
    loop {
        let c = h.clone();
        drop(c);
    }
}
#[no_mangle]
pub extern "C" fn test_main() -> i32 {
    let a = Arc::new(1u64);
    let b = a.clone();
    std::thread::spawn(move || { spin(b); println!("worker left"); });
    std::thread::sleep(std::time::Duration::from_millis(200));
    println!("main done");
    use std::io::Write;
    std::io::stdout().flush().unwrap();
    unsafe { libc_exit(0) }
}
extern "C" { #[link_name = "_exit"] fn libc_exit(code: i32) -> !; }
