// arc_driver.rs - runs bench/idioms/arc_rows.rs's rows, built without the pass (_none) and with
// it (_pass), interleaved in one process: per repetition, serial then parallel (two threads),
// the control (no clone, from the build without the pass), the clone without the pass and the
// clone with it. Prints `sample <row> <serial|parallel> <rep> <ns per iteration>` lines (the
// format bench/idioms/report.py reads). Checks every row's sum (N x 42) and that the handle's
// strong count is back to 1 at the end; a mismatch prints FAIL and exits 1.
// Usage: arc_bench N REPS. run.sh links the rows' objects in (-l static=arc_rows).
use std::sync::Arc;
use std::time::Instant;

type Row = unsafe extern "C" fn(&Arc<u64>, u64) -> u64;
#[allow(improper_ctypes)] // a reference to an Arc, between two Rust crates of one toolchain
extern "C" {
    fn arc_bare_serial_none(h: &Arc<u64>, n: u64) -> u64;
    fn arc_clone_serial_none(h: &Arc<u64>, n: u64) -> u64;
    fn arc_clone_serial_pass(h: &Arc<u64>, n: u64) -> u64;
    fn arc_bare_parallel_none(h: &Arc<u64>, n: u64) -> u64;
    fn arc_clone_parallel_none(h: &Arc<u64>, n: u64) -> u64;
    fn arc_clone_parallel_pass(h: &Arc<u64>, n: u64) -> u64;
    fn arc_local_parallel_none(h: &Arc<u64>, n: u64) -> u64;
    fn arc_local_parallel_pass(h: &Arc<u64>, n: u64) -> u64;
}

/// The work of every iteration, in this crate: opaque to the rows' crate.
#[no_mangle]
#[inline(never)]
pub extern "C" fn bench_use(payload: *const u64) -> u64 {
    unsafe { *payload }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args
        .get(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let reps: i32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(7);
    let rows: [(&str, &str, Row); 8] = [
        ("bare", "serial", arc_bare_serial_none),
        ("clone", "serial", arc_clone_serial_none),
        ("clone+pass", "serial", arc_clone_serial_pass),
        ("bare", "parallel", arc_bare_parallel_none),
        ("clone", "parallel", arc_clone_parallel_none),
        ("clone+pass", "parallel", arc_clone_parallel_pass),
        ("local", "parallel", arc_local_parallel_none),
        ("local+pass", "parallel", arc_local_parallel_pass),
    ];
    let handle = Arc::new(42u64);
    let mut failures = 0;
    println!("# threads=2 n={} reps={}", n, reps);
    for rep in -1..reps {
        let iterations = if rep < 0 && n > 1000 { 1000 } else { n };
        for (name, mode, run) in rows.iter() {
            let start = Instant::now();
            let acc = unsafe { run(&handle, iterations) };
            let elapsed = start.elapsed().as_nanos() as f64;
            if acc != iterations * 42 {
                eprintln!(
                    "FAIL {} {}: result {}, expected {}",
                    name,
                    mode,
                    acc,
                    iterations * 42
                );
                failures += 1;
            }
            if rep >= 0 {
                println!(
                    "sample {} {} {} {:.4}",
                    name,
                    mode,
                    rep,
                    elapsed / iterations as f64
                );
            }
        }
    }
    if Arc::strong_count(&handle) != 1 {
        eprintln!(
            "FAIL: strong_count is {} after the run, expected 1",
            Arc::strong_count(&handle)
        );
        failures += 1;
    }
    println!(
        "# {}",
        if failures > 0 {
            "FAILED"
        } else {
            "all results checked"
        }
    );
    std::process::exit(if failures > 0 { 1 } else { 0 });
}
