; Releases carry !clang.imprecise_release, as clang emits them for local strong variables under -fobjc-arc.
; Loops with early exits (breaks that release first, searches that return).
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare i1 @matches(ptr, i64) nounwind
declare void @use_pointer(ptr) nounwind

define i64 @search(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %r = call ptr @objc_retain(ptr %x)
  %hit = call i1 @matches(ptr %r, i64 %i)
  br i1 %hit, label %found, label %latch
found:
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  br label %exit
latch:
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %res = phi i64 [ %i, %found ], [ -1, %latch ]
  ret i64 %res
}

define void @two_arms(ptr %x, i64 %n, ptr %flags) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %r = call ptr @objc_retain(ptr %x)
  %fp = getelementptr i1, ptr %flags, i64 %i
  %f = load i1, ptr %fp
  br i1 %f, label %then, label %else
then:
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  br label %latch
else:
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!99 = !{}
