; Releases carry !clang.imprecise_release, as clang emits them for local strong variables under -fobjc-arc.
; Two objects copied in one loop, an opaque call between their pairs; and a release of one
; object between the retain and release of the other.
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare void @use_pointer(ptr) nounwind
declare void @callee() nounwind

define void @two_pairs(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ra = call ptr @objc_retain(ptr %a)
  call void @use_pointer(ptr %ra)
  call void @objc_release(ptr %ra), !clang.imprecise_release !99
  call void @callee()
  %rb = call ptr @objc_retain(ptr %b)
  call void @use_pointer(ptr %rb)
  call void @objc_release(ptr %rb), !clang.imprecise_release !99
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i64 @interleaved(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %ra = call ptr @objc_retain(ptr %a)
  %rb = call ptr @objc_retain(ptr %b)
  %fa = load i64, ptr %ra
  call void @objc_release(ptr %rb), !clang.imprecise_release !99
  %fb = load i64, ptr %ra
  call void @objc_release(ptr %ra), !clang.imprecise_release !99
  %s = add i64 %fa, %fb
  %acc.next = add i64 %acc, %s
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

!99 = !{}
