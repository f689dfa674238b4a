; refusal_hints.ll's refused loops, rewritten as their hints say (not a test by itself).
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)
declare void @progress(i64) nounwind
declare i64 @arc_count(ptr) nounwind

; APPLIED-DAG: hoisted retain/release of 'h' out of the loop in window()
define void @window(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @progress(i64 %i)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; APPLIED-DAG: hoisted retain/release of 'h' out of the loop in observer()
define i64 @observer(ptr %h, i64 %n) {
entry:
  %k = call i64 @arc_count(ptr %h)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %k
}

; APPLIED-DAG: hoisted retain/release of 'h' out of the loop in not_every_entry()
define void @not_every_entry(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @progress(i64 %i)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
