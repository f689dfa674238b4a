; Releases carry !clang.imprecise_release, as clang emits them for local strong variables under -fobjc-arc.
; Loop nests (LICM's nested-loop shapes): a copy in the inner loop, a copy in the outer loop
; around the inner one, an inner loop behind a guard that may skip it.
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare void @use_pointer(ptr) nounwind
declare void @callee() nounwind

define void @inner_copy(ptr %x, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %r = call ptr @objc_retain(ptr %x)
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %j.next = add nuw nsw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}

define void @outer_copy_around_inner(ptr %x, ptr %y, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %r = call ptr @objc_retain(ptr %x)
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %t = call ptr @objc_retain(ptr %y)
  call void @callee()
  call void @objc_release(ptr %t), !clang.imprecise_release !99
  %j.next = add nuw nsw i64 %j, 1
  %cj = icmp ult i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %i.next = add nuw nsw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}

define void @guarded_inner(ptr %x, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %g = icmp sgt i64 %m, 0
  br i1 %g, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %r = call ptr @objc_retain(ptr %x)
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %j.next = add nuw nsw i64 %j, 1
  %cj = icmp slt i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %ci = icmp ult i64 %i.next, %n
  br i1 %ci, label %outer, label %exit
exit:
  ret void
}

!99 = !{}
