; The minimal form of argmem_sync_in_callee.c (not run by run.sh; run it through opt):
;   opt-19 -load-pass-plugin=build/lib/ArcElide.so -passes=arc-elide -pass-remarks=arc-elide \
;     tests/adversarial/argmem_sync_minimal.ll -S
; @handover touches only its argument (memory(argmem: readwrite)) but synchronises (an acquire
; load; not nosync), so another thread's store to @g made before its release store becomes
; visible to the next iteration's reload of @g. Alias analysis answers NoModRef for the call
; against @g, and H2 takes the handle as invariant: the pair is hoisted with the retain on the
; first iteration's object (the remark "hoisted retain/release of 'g'"). Correct: refused (H2).
@g = global ptr null
@ctl = global i32 0
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
; touches only its argument, with an acquire load: not nosync
define void @handover(ptr %c) noinline nounwind memory(argmem: readwrite) {
  store atomic i32 1, ptr %c release, align 4
  %v = load atomic i32, ptr %c acquire, align 4
  ret void
}
define void @loop(i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %h = load ptr, ptr @g
  %s = call ptr @arc_retain(ptr %h)
  call void @handover(ptr @ctl)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
