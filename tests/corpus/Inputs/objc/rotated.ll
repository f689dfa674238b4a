; Releases carry !clang.imprecise_release, as clang emits them for local strong variables under -fobjc-arc.
; Loops after rotation that release the previous iteration's copy and retain the next
; (ObjCARC's loop-with-retain-at-the-top shape, rotated), and a while loop whose test moved.
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare void @use_pointer(ptr) nounwind

define void @retain_at_top_rotated(ptr %x, ptr %p) {
entry:
  call ptr @objc_retain(ptr %x)
  br label %loop
loop:
  %q = load i1, ptr %p
  br i1 %q, label %loop.more, label %exit
loop.more:
  call void @objc_release(ptr %x), !clang.imprecise_release !99
  call ptr @objc_retain(ptr %x)
  br label %loop
exit:
  call void @objc_release(ptr %x), !clang.imprecise_release !99
  ret void
}

define void @use_then_swap(ptr %x, i64 %n) {
entry:
  %first = call ptr @objc_retain(ptr %x)
  %any = icmp sgt i64 %n, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi ptr [ %first, %entry ], [ %next, %loop ]
  call void @use_pointer(ptr %s)
  call void @objc_release(ptr %s), !clang.imprecise_release !99
  %next = call ptr @objc_retain(ptr %x)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = phi ptr [ %first, %entry ], [ %next, %loop ]
  call void @objc_release(ptr %last), !clang.imprecise_release !99
  ret void
}

define void @swap_then_use(ptr %x, i64 %n) {
entry:
  %first = call ptr @objc_retain(ptr %x)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi ptr [ %first, %entry ], [ %next, %loop ]
  call void @objc_release(ptr %s), !clang.imprecise_release !99
  %next = call ptr @objc_retain(ptr %x)
  call void @use_pointer(ptr %next)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @objc_release(ptr %next), !clang.imprecise_release !99
  ret void
}

!99 = !{}
