; Remarks about inlined counts name what the user wrote, not the pass's internal entries: a raised
; decrement is "the inlined decrement of an intrusive count" (never __arcelide_intrusive_release).
; (Handles clang leaves unnamed are named by where they were loaded from:
; tests/idioms/intrusive_local.test, '<loaded from local>'.)
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s
; CHECK-NOT: __arcelide_
; CHECK-DAG: retain/release of 'a' not hoisted (H4): the loop reads its count with the inlined decrement of an intrusive count (intrusive_count runtime; the loop in two_objects())
; CHECK-DAG: release of 'b' not hoisted (H3): the loop releases it without retaining it (intrusive_count runtime; the loop in two_objects())
; CHECK-NOT: __arcelide_

declare void @use(ptr) nounwind
declare void @_ZdlPvm(ptr, i64) nounwind

; %a's pair is whole in the loop. %b's increment is read (so it is no retain) and its decrement
; stays, after %a's window: a destructor it runs may read %a's count (H4).
define void @two_objects(ptr noalias %a, ptr noalias %b, ptr noalias %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next.b ]
  %inc.a = atomicrmw add ptr %a, i32 1 monotonic, align 4
  call void @use(ptr %a)
  %old.a = atomicrmw sub ptr %a, i32 1 acq_rel, align 4
  %last.a = icmp eq i32 %old.a, 1
  br i1 %last.a, label %free.a, label %next.a
free.a:
  call void @_ZdlPvm(ptr %a, i64 16) nounwind
  br label %next.a
next.a:
  %inc.b = atomicrmw add ptr %b, i32 1 monotonic, align 4
  store i32 %inc.b, ptr %out, align 4
  %old.b = atomicrmw sub ptr %b, i32 1 acq_rel, align 4
  %last.b = icmp eq i32 %old.b, 1
  br i1 %last.b, label %free.b, label %next.b
free.b:
  call void @_ZdlPvm(ptr %b, i64 16) nounwind
  br label %next.b
next.b:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
