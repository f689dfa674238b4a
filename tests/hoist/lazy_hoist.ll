; Lazy hoisting (docs/rules/lazy-hoisting.md): a pair already hoisted out of a
; chunk loop (or a guarded inner loop) into its preheader, where the enclosing loop refuses it
; only because no retain runs on every entry (H5), keeps its retain there behind a flag
; (`if (!held) { retain; held = true; }`), the flag cleared in the enclosing loop's preheader,
; and gets `if (held) release` at the enclosing loop's exits. Every other rule must hold over the
; enclosing loop: the refusals below name the rule that stopped it (H2, H4, H8).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @arc_count(ptr) nounwind
declare i64 @use(ptr) nounwind
declare void @checkpoint() nounwind
declare void @__kmpc_dispatch_init_8(ptr, i32, i32, i64, i64, i64, i64) nounwind
declare i32 @__kmpc_dispatch_next_8(ptr, i32, ptr, ptr, ptr, ptr) nounwind
declare void @__kmpc_dispatch_fini_8(ptr, i32) nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) nounwind
declare void @__kmpc_for_static_fini(ptr, i32) nounwind

@destroyed = global i64 0

; schedule(dynamic): the dispatch loop asks __kmpc_dispatch_next_8 for chunks (no read a
; destructor could change, and it returns). Fires: the retain stays in the chunk loop's preheader
; behind the flag, one guarded release at the dispatch loop's exit.
; CHECK-LABEL: define void @dynamic(
; CHECK: entry:
; CHECK-NEXT: %arc.held = alloca i1
; CHECK-NEXT: %arc.held.value = alloca ptr
; CHECK: store i1 false, ptr %arc.held
; CHECK-NEXT: br label %dispatch
; CHECK: dispatch:
; CHECK-NOT: @arc_
; CHECK: chunk.pre:
; CHECK: [[HELD:%.*]] = load i1, ptr %arc.held
; CHECK-NEXT: [[NOT_HELD:%.*]] = xor i1 [[HELD]], true
; CHECK-NEXT: br i1 [[NOT_HELD]], label %arc.retain.first, label %arc.retain.first.done
; CHECK: arc.retain.first:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK-NEXT: store ptr %h, ptr %arc.held.value
; CHECK-NEXT: store i1 true, ptr %arc.held
; CHECK-NEXT: br label %arc.retain.first.done
; CHECK: chunk:
; CHECK-NOT: @arc_
; CHECK: {{^}}done:
; CHECK-NEXT: [[HELD2:%.*]] = load i1, ptr %arc.held
; CHECK-NEXT: br i1 [[HELD2]], label %arc.release.held, label %arc.release.held.done
; CHECK: arc.release.held:
; CHECK-NEXT: [[V:%.*]] = load ptr, ptr %arc.held.value
; CHECK-NEXT: call void @arc_release(ptr [[V]])
; CHECK-NOT: @arc_
; REMARK: hoisted retain/release of 'h' out of the chunk loop in dynamic(): 2 atomic operations per iteration become 2 per chunk of the OpenMP schedule (arc runtime)
; REMARK-NEXT: hoisted retain/release of 'h' out of the OpenMP dispatch loop in dynamic() on the first chunk: one retain per worker that runs a chunk, released when it leaves the dispatch loop (arc runtime)
define void @dynamic(ptr %h, i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 35, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %chunk.pre, label %done
chunk.pre:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  br label %dispatch
done:
  ret void
}

; schedule(dynamic) with `ordered`: __kmpc_dispatch_fini_8 ends each ordered iteration, after
; the release, and may wait for other threads' ordered iterations. Unlike __kmpc_dispatch_next it
; stays an opaque call, a read in the window: refused (H8) already in the chunk loop, and the
; dispatch loop leaves the pair alone (it was decided in the chunk loop).
; CHECK-LABEL: define void @dynamic_ordered(
; CHECK-NOT: arc.held
; CHECK: chunk:
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK: call void @arc_release(ptr %s)
; CHECK-NEXT: call void @__kmpc_dispatch_fini_8(
; REMARK: retain/release of 'h' not hoisted (H8): the call to __kmpc_dispatch_fini_8() after the release may see what a destructor writes; hoisted, the destructor would run after it, at the loop's exit (arc runtime; the chunk loop in dynamic_ordered())
; REMARK-NOT: dynamic_ordered()
define void @dynamic_ordered(ptr %h, i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 1073741891, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %chunk.pre, label %done
chunk.pre:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @__kmpc_dispatch_fini_8(ptr null, i32 0)
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  br label %dispatch
done:
  ret void
}

; schedule(static, 1): the dispatch loop steps the bounds by the stride of a chunked
; __kmpc_for_static_init_8 (kind 33). Fires; the release goes before __kmpc_for_static_fini.
; CHECK-LABEL: define void @static_chunked(
; CHECK: arc.retain.first:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: {{^}}done:
; CHECK-NEXT: load i1, ptr %arc.held
; CHECK: arc.release.held:
; CHECK: call void @arc_release(
; CHECK: arc.release.held.done:
; CHECK-NEXT: call void @__kmpc_for_static_fini(
; REMARK: hoisted retain/release of 'h' out of the chunk loop in static_chunked()
; REMARK-NEXT: hoisted retain/release of 'h' out of the OpenMP dispatch loop in static_chunked() on the first chunk
define void @static_chunked(ptr %h, i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 %n, ptr %ub
  call void @__kmpc_for_static_init_8(ptr null, i32 0, i32 33, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  br label %dispatch
dispatch:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  %empty = icmp sgt i64 %lo, %n
  br i1 %empty, label %done, label %chunk.pre
chunk.pre:
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  %stride = load i64, ptr %st
  %lo.next = add i64 %lo, %stride
  %hi.next = add i64 %hi, %stride
  store i64 %lo.next, ptr %lb
  store i64 %hi.next, ptr %ub
  br label %dispatch
done:
  call void @__kmpc_for_static_fini(ptr null, i32 0)
  ret void
}

; A guarded inner loop inside a loop that is itself inside a serial loop: the middle loop takes
; the pair lazily; its preheader (inside the outer loop) clears the flag on every entry, so each
; round retains again. One level only: the outer loop leaves the lazy pair alone (no remark).
; CHECK-LABEL: define void @rounds(
; CHECK: middle.pre:
; CHECK-NEXT: store i1 false, ptr %arc.held
; CHECK-NEXT: br label %middle
; CHECK: arc.retain.first:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: middle.exit:
; CHECK-NEXT: load i1, ptr %arc.held
; CHECK: arc.release.held:
; CHECK: call void @arc_release(
; REMARK: hoisted retain/release of 'h' out of the loop in rounds(): 2 atomic operations per iteration removed
; REMARK-NEXT: hoisted retain/release of 'h' out of the loop in rounds() on first use: retained when its inner loop first runs, released once at the loop's exits (arc runtime)
; REMARK-NOT: rounds()
define void @rounds(ptr %h, i64 %r, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %k = phi i64 [ 0, %entry ], [ %k.next, %middle.exit ]
  br label %middle.pre
middle.pre:
  br label %middle
middle:
  %i = phi i64 [ 0, %middle.pre ], [ %i.next, %middle.latch ]
  %guard = icmp sgt i64 %m, %i
  br i1 %guard, label %inner.pre, label %middle.latch
inner.pre:
  br label %inner
inner:
  %j = phi i64 [ 0, %inner.pre ], [ %j.next, %inner ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %j.next = add i64 %j, 1
  %cj = icmp slt i64 %j.next, %m
  br i1 %cj, label %inner, label %inner.exit
inner.exit:
  br label %middle.latch
middle.latch:
  %i.next = add i64 %i, 1
  %ci = icmp slt i64 %i.next, %n
  br i1 %ci, label %middle, label %middle.exit
middle.exit:
  %k.next = add i64 %k, 1
  %ck = icmp slt i64 %k.next, %r
  br i1 %ck, label %outer, label %done
done:
  ret void
}

; Refused (H4): the count is read in the dispatch loop, outside the chunk loop. The pair stays
; once per chunk, unguarded.
; CHECK-LABEL: define void @observer_between_chunks(
; CHECK-NOT: arc.held
; CHECK: chunk.pre:
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK: chunk.exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK: hoisted retain/release of 'h' out of the chunk loop in observer_between_chunks()
; REMARK-NEXT: retain/release of 'h' not hoisted (H4): the loop reads its count with arc_count
define void @observer_between_chunks(ptr %h, i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 35, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %chunk.pre, label %done
chunk.pre:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  %count = call i64 @arc_count(ptr %h)
  br label %dispatch
done:
  ret void
}

; Refused (H2): the slot the handle is reloaded from is written between chunks (nothing in the
; chunk loop writes it: the chunk loop still gives the pair up).
; CHECK-LABEL: define void @slot_written_between_chunks(
; CHECK-NOT: arc.held
; CHECK: chunk.pre:
; CHECK: call ptr @arc_retain(
; REMARK: hoisted retain/release of 'slot' out of the chunk loop in slot_written_between_chunks()
; REMARK-NEXT: retain/release of 'slot' not hoisted (H2): {{.*}}store
define void @slot_written_between_chunks(ptr noalias %slot, ptr %other, i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 35, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %chunk.pre, label %done
chunk.pre:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %v = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %v)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  store ptr %other, ptr %slot
  br label %dispatch
done:
  ret void
}

; Refused (H8): a call that may not return (longjmp, exit, pthread_exit) runs between chunks,
; where the source holds no reference: it is a way out in the release's window.
; CHECK-LABEL: define void @noreturn_between_chunks(
; CHECK-NOT: arc.held
; CHECK: chunk.exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK: hoisted retain/release of 'h' out of the chunk loop in noreturn_between_chunks()
; REMARK-NEXT: retain/release of 'h' not hoisted (H8): the call to checkpoint() after the release
define void @noreturn_between_chunks(ptr %h, i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 35, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %chunk.pre, label %done
chunk.pre:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  call void @checkpoint()
  br label %dispatch
done:
  ret void
}

; Refused (H8): a global a destructor may write is read between chunks, on the way to the
; dispatch loop's exit.
; CHECK-LABEL: define i64 @read_between_chunks(
; CHECK-NOT: arc.held
; CHECK: chunk.exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK: hoisted retain/release of 'h' out of the chunk loop in read_between_chunks()
; REMARK-NEXT: retain/release of 'h' not hoisted (H8): the read of 'destroyed'
define i64 @read_between_chunks(ptr %h, i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 35, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %seen = phi i64 [ 0, %entry ], [ %d, %chunk.exit ]
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %chunk.pre, label %done
chunk.pre:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  %d = load i64, ptr @destroyed
  br label %dispatch
done:
  ret i64 %seen
}

; Refused (H5): the source's own pair around a guarded inner loop, its retain at the end of the
; inner loop's preheader and its result used in the inner loop. Only retains the rewrite placed
; there (which have no users) are taken lazily.
; CHECK-LABEL: define i64 @source_pair_around_inner(
; CHECK-NOT: arc.held
; CHECK: inner.pre:
; CHECK-NEXT: %s = call ptr @arc_retain(ptr %h)
; CHECK: inner.exit:
; CHECK-NEXT: call void @arc_release(ptr %s)
; REMARK: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop (arc runtime; the loop in source_pair_around_inner())
define i64 @source_pair_around_inner(ptr %h, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %guard = icmp sgt i64 %m, 0
  br i1 %guard, label %inner.pre, label %outer.latch
inner.pre:
  %s = call ptr @arc_retain(ptr %h)
  br label %inner
inner:
  %j = phi i64 [ 0, %inner.pre ], [ %j.next, %inner ]
  %u = call i64 @use(ptr %s)
  %j.next = add i64 %j, 1
  %cj = icmp slt i64 %j.next, %m
  br i1 %cj, label %inner, label %inner.exit
inner.exit:
  call void @arc_release(ptr %s)
  br label %outer.latch
outer.latch:
  %i.next = add i64 %i, 1
  %ci = icmp slt i64 %i.next, %n
  br i1 %ci, label %outer, label %done
done:
  ret i64 %i
}
