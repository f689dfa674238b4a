; For tests/e2e/realworld_idioms_not_counts.test: atomic RMWs in loops that look like a libc++
; count change but miss part of the pattern, and one that has all of it.
define void @counts(ptr %cb, i64 %n) {
entry:
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  ; the increment and the decrement of libc++: counted, one pair
  %a = atomicrmw add ptr %owners, i64 1 monotonic, align 8
  %b = atomicrmw add ptr %owners, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %b, 0
  ; a decrement whose old value is not tested for the last owner: not counted
  %c = atomicrmw add ptr %owners, i64 -1 acq_rel, align 8
  ; a typed getelementptr: the offset is not known, not counted
  %f = getelementptr inbounds { ptr, i64 }, ptr %cb, i64 0, i32 1
  %d = atomicrmw add ptr %f, i64 1 monotonic, align 8
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
