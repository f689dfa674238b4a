; H6: retains and releases of a constant immortal object (read-only, count word in the IMMORTAL
; band, as ARC_STATIC_IMMORTAL lays it out) do nothing at run time and are deleted, in loops or
; not. A writable global, or a constant whose count is an ordinary one, is left alone.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind

; { header { count, destroy }, payload }; -6917529027641081856 = -3 * 2^61 (ARC_RC_IMMORTAL).
@literal = internal constant { { i64, ptr }, [8 x i8] } { { i64, ptr } { i64 -6917529027641081856, ptr null }, [8 x i8] c"hello\00\00\00" }
@writable = internal global { { i64, ptr }, [8 x i8] } { { i64, ptr } { i64 -6917529027641081856, ptr null }, [8 x i8] zeroinitializer }
@ordinary = internal constant { { i64, ptr }, [8 x i8] } { { i64, ptr } { i64 1, ptr null }, [8 x i8] zeroinitializer }
; The band's edge (arc.h): -4611686018427387904 = -2^62 (ARC_RC_IMMORTAL_MAX) is IMMORTAL, one more
; is the largest SHARED count (2^62 - 1), which the runtime still writes.
@band_edge = internal constant { { i64, ptr }, [8 x i8] } { { i64, ptr } { i64 -4611686018427387904, ptr null }, [8 x i8] zeroinitializer }
@shared_edge = internal constant { { i64, ptr }, [8 x i8] } { { i64, ptr } { i64 -4611686018427387903, ptr null }, [8 x i8] zeroinitializer }

; CHECK-LABEL: define i64 @immortal_literal(
; CHECK-NOT: @arc_re
; CHECK: call i64 @use(ptr getelementptr inbounds (i8, ptr @literal, i64 16))
; CHECK-NOT: @arc_re
; CHECK: ret
; REMARK-DAG: deleted retain of immortal constant 'literal': the runtime never writes it
; REMARK-DAG: deleted release of immortal constant 'literal': the runtime never writes it
define i64 @immortal_literal(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @literal, i64 16))
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses H6 (not read-only): hoisted instead, by H1-H5.
; CHECK-LABEL: define i64 @writable_global(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @writable, i64 16))
define i64 @writable_global(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @writable, i64 16))
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses H6 (count 1 is not immortal) outside any loop: the calls stay.
; CHECK-LABEL: define i64 @ordinary_constant(
; CHECK: call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @ordinary, i64 16))
; CHECK: call void @arc_release(
; REMARK-NOT: immortal constant 'ordinary'
define i64 @ordinary_constant() {
  %s = call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @ordinary, i64 16))
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  ret i64 %u
}

; The last word of the IMMORTAL band: deleted.
; CHECK-LABEL: define i64 @band_edge_constant(
; CHECK-NOT: @arc_re
; CHECK: ret
; REMARK-DAG: deleted retain of immortal constant 'band_edge'
; REMARK-DAG: deleted release of immortal constant 'band_edge'
define i64 @band_edge_constant() {
  %s = call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @band_edge, i64 16))
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  ret i64 %u
}

; Refuses H6 (just outside the band: SHARED): the calls stay.
; CHECK-LABEL: define i64 @shared_edge_constant(
; CHECK: call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @shared_edge, i64 16))
; CHECK: call void @arc_release(
; REMARK-NOT: immortal constant 'shared_edge'
define i64 @shared_edge_constant() {
  %s = call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @shared_edge, i64 16))
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  ret i64 %u
}
