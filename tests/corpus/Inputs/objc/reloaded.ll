; Releases carry !clang.imprecise_release, as clang emits them for local strong variables under -fobjc-arc.
; Objects reloaded from memory in the loop (an instance variable read through self), with and
; without a call that may write it.
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare void @use_pointer(ptr) nounwind
declare i64 @length(ptr) nounwind willreturn memory(argmem: read)

define void @ivar_with_call(ptr %self, i64 %n) {
entry:
  %ivar = getelementptr i8, ptr %self, i64 16
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %v = load ptr, ptr %ivar
  %r = call ptr @objc_retain(ptr %v)
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i64 @ivar_length(ptr noalias %self, i64 %n) {
entry:
  %ivar = getelementptr i8, ptr %self, i64 16
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %v = load ptr, ptr %ivar
  %r = call ptr @objc_retain(ptr %v)
  %len = call i64 @length(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !99
  %acc.next = add i64 %acc, %len
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

!99 = !{}
