; Releases carry !clang.imprecise_release, as clang emits them for local strong variables under -fobjc-arc.
; Counted loops over an array (the shapes of LICM's tests), each iteration copying an object
; reference with objc_retain/objc_release around the work.
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare void @use_pointer(ptr) nounwind
declare i64 @lookup(ptr, i64) nounwind willreturn memory(read)

define i64 @sum_with_use(ptr %obj, ptr %a, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call ptr @objc_retain(ptr %obj)
  %p = getelementptr i64, ptr %a, i64 %i
  %v = load i64, ptr %p
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %acc.next = add i64 %acc, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %res = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  ret i64 %res
}

define i64 @read_field(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call ptr @objc_retain(ptr %obj)
  %f = getelementptr i8, ptr %r, i64 8
  %v = load i64, ptr %f
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %acc.next = add i64 %acc, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

define i64 @readonly_call(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call ptr @objc_retain(ptr %obj)
  %v = call i64 @lookup(ptr %r, i64 %i)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %acc.next = add i64 %acc, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

define void @store_to_array(ptr %obj, ptr %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @objc_retain(ptr %obj)
  %slot = getelementptr i64, ptr %out, i64 %i
  store i64 %i, ptr %slot
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!99 = !{}
