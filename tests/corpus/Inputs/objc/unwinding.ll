; Releases carry !clang.imprecise_release, as clang emits them for local strong variables under -fobjc-arc.
; Loops whose calls may throw (no nounwind): marked as not exception-safe by clang
; (clang.arc.no_objc_arc_exceptions), unmarked, and a readonly call that may throw.
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare void @may_throw(ptr)
declare i64 @may_throw_readonly(ptr) memory(read)

define void @marked(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @objc_retain(ptr %x)
  call void @may_throw(ptr %r), !clang.arc.no_objc_arc_exceptions !0
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @unmarked(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @objc_retain(ptr %x)
  call void @may_throw(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i64 @readonly_may_throw(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call ptr @objc_retain(ptr %x)
  %v = call i64 @may_throw_readonly(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %acc.next = add i64 %acc, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

!0 = !{}

!99 = !{}
