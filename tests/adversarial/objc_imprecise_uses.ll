; Objective-C-style IR for objc_imprecise_uses.c (see there): each function retains x, uses the
; object through a value the pass must follow, calls drop_owner() (which releases the owner's
; reference: the object lives on only through the retained copy), uses the object again, and
; releases the copy with !clang.imprecise_release. The second use depends on the object, so ARC
; may not end the variable's lifetime before it: the pair must stay.
target triple = "x86_64-pc-linux-gnu"
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare void @drop_owner() nounwind willreturn
declare void @report(i64) nounwind

; through an aggregate (insertvalue before the call, extractvalue after)
define i64 @via_aggregate(ptr %x) noinline {
  %r = call ptr @objc_retain(ptr %x)
  %a = insertvalue { ptr, i64 } undef, ptr %r, 0
  call void @drop_owner()
  %p = extractvalue { ptr, i64 } %a, 0
  %v = load i64, ptr %p
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret i64 %v
}

; through a vector of pointers
define i64 @via_vector(ptr %x) noinline {
  %r = call ptr @objc_retain(ptr %x)
  %a = insertelement <2 x ptr> poison, ptr %r, i32 1
  call void @drop_owner()
  %p = extractelement <2 x ptr> %a, i32 1
  %v = load i64, ptr %p
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret i64 %v
}

; through freeze and ptrmask
define i64 @via_freeze_ptrmask(ptr %x) noinline {
  %r = call ptr @objc_retain(ptr %x)
  %f = freeze ptr %r
  %m = call ptr @llvm.ptrmask.p0.i64(ptr %f, i64 -8)
  call void @drop_owner()
  %v = load i64, ptr %m
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret i64 %v
}
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

; through an integer round trip kept in an i64 (the address as a number, added to and
; subtracted from)
define i64 @via_integer(ptr %x) noinline {
  %r = call ptr @objc_retain(ptr %x)
  %i = ptrtoint ptr %r to i64
  %j = add i64 %i, 4096
  call void @drop_owner()
  %k = sub i64 %j, 4096
  %p = inttoptr i64 %k to ptr
  %v = load i64, ptr %p
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret i64 %v
}

; in a loop: the copy is kept per iteration in a phi of the previous iteration's value
define i64 @via_loop_phi(ptr %x, i64 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %cont ]
  %r = call ptr @objc_retain(ptr %x)
  %a = insertvalue { ptr, i64 } undef, ptr %r, 0
  %last = icmp eq i64 %i, 3
  br i1 %last, label %drop, label %cont
drop:
  call void @drop_owner()
  br label %cont
cont:
  %p = extractvalue { ptr, i64 } %a, 0
  %v = load i64, ptr %p
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  %acc.next = add i64 %acc, %v
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, 4
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

!0 = !{}
