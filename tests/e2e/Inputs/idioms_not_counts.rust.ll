; For tests/e2e/realworld_idioms_not_counts.test: a Rust module (its llvm.ident names rustc) with
; an Arc clone and drop in a loop, and a relaxed counter of the program that has no overflow test.
define void @counts(ptr %inner, ptr %counter, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %old = atomicrmw add ptr %inner, i64 1 monotonic, align 8
  %over = icmp slt i64 %old, 0
  br i1 %over, label %trap, label %cont
cont:
  %x = atomicrmw add ptr %counter, i64 1 monotonic, align 8
  %d = atomicrmw sub ptr %inner, i64 1 release, align 8
  %last = icmp eq i64 %d, 1
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
trap:
  call void @llvm.trap()
  unreachable
exit:
  ret void
}
declare void @llvm.trap()
!llvm.ident = !{!0}
!0 = !{!"rustc version 1.95.0"}
