// driver.rs - the program's main for the Rust tests of this folder: each NAME.rs is a lib crate
// whose `#[no_mangle] extern "C" fn test_main() -> i32` is the program; run.sh optimises its
// bitcode with opt (without and with the pass) and links it here (-l static).
extern "C" {
    fn test_main() -> i32;
}
fn main() {
    let rc = unsafe { test_main() };
    std::process::exit(rc);
}
