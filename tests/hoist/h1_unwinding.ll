; Unwinding exits (docs/rules/unwinding.md): an invoke whose unwind edge
; reaches a landing pad is a way out of the loop like any other exit. The hoisted release goes
; after the `landingpad` of a landing pad the loop leaves to with nothing outstanding; a landing
; pad (or the dispatch of one) the loop leaves to with the iteration's copy outstanding keeps the
; source's cleanup, which releases it; std::terminate's pad is a way out that never returns (H8).
; Each refusal is a missed remark and leaves the calls in the loop.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Copies that nest are refused first unless pairs may be deleted; under arc-elide<delete-pairs>
; the exits' own rule decides:
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<delete-pairs>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NESTING

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare i64 @may_throw(ptr)
declare i64 @may_throw_pure(ptr) memory(none) willreturn
declare i64 @may_hang_pure(ptr) memory(none)
declare void @checkpoint()
declare i32 @__gxx_personality_v0(...)
declare ptr @__cxa_begin_catch(ptr) nounwind
declare void @__cxa_end_catch()
declare void @__clang_call_terminate(ptr) noreturn nounwind

; Fires: `Ref r(h); use(r.get());` with a throwing use(), clang's -O2 form: the landing pad is
; the RAII cleanup, which releases the copy and resumes. Its release stays as that exit's
; release; the latch's goes, the normal exit gets one.
; CHECK-LABEL: define i64 @raii_cleanup(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK: lpad:
; CHECK-NEXT: landingpad
; CHECK-NEXT: cleanup
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NEXT: resume
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in raii_cleanup(): 2 atomic operations per iteration removed
define i64 @raii_cleanup(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %u = invoke i64 @may_throw(ptr %s) to label %cont unwind label %lpad
cont:
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  call void @arc_release(ptr %s)
  resume { ptr, i32 } %lp
}

; Fires: a try/catch in the loop that catches and continues, clang's -O2 form. The landing pad
; is in the loop; the exception it does not catch leaves through its dispatch (an unwinding
; exit that is not itself a landing pad), and one thrown by __cxa_end_catch through a second
; landing pad; both join the block that runs ~Ref and resumes. Nothing is inserted on those two
; exits: the release after them releases the one reference both programs hold there.
; CHECK-LABEL: define i64 @catch_in_loop(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NOT: @arc_
; CHECK: rethrow:
; CHECK-NEXT: phi
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NOT: @arc_
; CHECK: }
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in catch_in_loop(): 2 atomic operations per iteration removed
define i64 @catch_in_loop(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %u = invoke i64 @may_throw(ptr %s) to label %latch unwind label %catch.lpad
catch.lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr null
  %sel = extractvalue { ptr, i32 } %lp, 1
  %caught = icmp eq i32 %sel, 1
  br i1 %caught, label %handler, label %rethrow
handler:
  %exn = extractvalue { ptr, i32 } %lp, 0
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  invoke void @__cxa_end_catch() to label %latch unwind label %end.lpad
latch:
  %v = phi i64 [ %u, %loop ], [ -1, %handler ]
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %v
end.lpad:
  %lp2 = landingpad { ptr, i32 } cleanup
  br label %rethrow
rethrow:
  %any = phi { ptr, i32 } [ %lp, %catch.lpad ], [ %lp2, %end.lpad ]
  call void @arc_release(ptr %s)
  resume { ptr, i32 } %any
}

; Fires: the invoke comes after the iteration's release, and its landing pad (shared with an
; invoke before the loop: LoopSimplify splits it) releases nothing. The loop leaves to it with
; nothing outstanding: it gets the hoisted release, after its landingpad. The callee reads no
; memory and returns or unwinds (willreturn), so nothing in the exit window can see a destructor
; (H8).
; CHECK-LABEL: define i64 @release_then_throw(
; CHECK: entry:
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK: landingpad
; CHECK-NEXT: cleanup
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK: lpad:
; CHECK-NOT: @arc_
; CHECK: resume
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in release_then_throw(): 2 atomic operations per iteration removed
define i64 @release_then_throw(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  %first = invoke i64 @may_throw_pure(ptr %h) to label %loop unwind label %lpad
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %w = invoke i64 @may_throw_pure(ptr %h) to label %cont unwind label %lpad
cont:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; Fires: an OpenMP region's body, where an exception that escapes the iteration ends the
; program (clang's pad: catch everything, std::terminate). The pad never returns: leaving the
; loop there inside the pair strands one reference in both programs, and it gets no release.
; CHECK-LABEL: define void @terminate_pad(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK: terminate:
; CHECK-NOT: @arc_
; CHECK: unreachable
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in terminate_pad(): 2 atomic operations per iteration removed
define void @terminate_pad(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %u = invoke i64 @may_throw(ptr %s) to label %cont unwind label %terminate
cont:
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
terminate:
  %lp = landingpad { ptr, i32 } catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  call void @__clang_call_terminate(ptr %exn)
  unreachable
}

; Refuses (H8): the invoke after the release may read what a destructor the release runs writes
; (the source's destructor ran before it; the hoisted one would run at the landing pad, after).
; CHECK-LABEL: define i64 @release_then_opaque_throw(
; CHECK: loop:
; CHECK-NEXT: %i =
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the call to may_throw() after the release may see what a destructor writes
define i64 @release_then_opaque_throw(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %w = invoke i64 @may_throw(ptr %h) to label %cont unwind label %lpad
cont:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; Fires: std::terminate's pad reached only after the release (nothing outstanding): an exit
; like any other, it gets the hoisted release after its landingpad, before std::terminate, and
; the callee between the release and the exit reads nothing a destructor could write.
; CHECK-LABEL: define void @terminate_after_release(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK: terminate:
; CHECK-NEXT: landingpad
; CHECK-NEXT: catch ptr null
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NEXT: extractvalue
; CHECK-NEXT: call void @__clang_call_terminate(
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in terminate_after_release(): 2 atomic operations per iteration removed
define void @terminate_after_release(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %w = invoke i64 @may_throw_pure(ptr %h) to label %cont unwind label %terminate
cont:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
terminate:
  %lp = landingpad { ptr, i32 } catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  call void @__clang_call_terminate(ptr %exn)
  unreachable
}

; Refuses (H8): one std::terminate pad for the whole body (clang's OpenMP form), reached from
; inside the pair and after the release. It gets no release (with the copy outstanding the source
; strands it there); so after the release it is a way out that never returns where the source
; holds nothing, and std::terminate runs a handler that may read anything before the program
; ends: the source's destructor had run, the hoisted one never runs.
; CHECK-LABEL: define void @terminate_mixed(
; CHECK: loop:
; CHECK-NEXT: %i =
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the call to __clang_call_terminate() after the release may see what a destructor writes
define void @terminate_mixed(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont2 ]
  %s = call ptr @arc_retain(ptr %h)
  %u = invoke i64 @may_throw_pure(ptr %s) to label %cont unwind label %terminate
cont:
  call void @arc_release(ptr %s)
  %w = invoke i64 @may_throw_pure(ptr %h) to label %cont2 unwind label %terminate
cont2:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
terminate:
  %lp = landingpad { ptr, i32 } catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  call void @__clang_call_terminate(ptr %exn)
  unreachable
}

; Refuses (H3): one landing pad without a release reached from inside the pair and after it
; (with the copy outstanding or not): no single choice of release there is right.
; CHECK-LABEL: define i64 @mixed_unwinding_exit(
; CHECK: loop:
; CHECK-NEXT: %i =
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): the loop can exit between the retain and its release
define i64 @mixed_unwinding_exit(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont2 ]
  %s = call ptr @arc_retain(ptr %h)
  %u = invoke i64 @may_throw_pure(ptr %s) to label %cont unwind label %lpad
cont:
  call void @arc_release(ptr %s)
  %w = invoke i64 @may_throw_pure(ptr %h) to label %cont2 unwind label %lpad
cont2:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; Refuses (H5): an exception before the retain (in the first iteration too): the loop may be
; left without the source ever retaining the handle, so the preheader is no place for a retain.
; CHECK-LABEL: define i64 @throw_before_retain(
; CHECK: cont:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5)
define i64 @throw_before_retain(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %w = invoke i64 @may_throw_pure(ptr %h) to label %cont unwind label %lpad
cont:
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}

; Refuses (H8): between two copies, an invoke whose exception a handler in the loop catches. Its
; callee may also leave without returning (exit, longjmp) where the source holds no reference:
; a way out even though both of its edges stay in the loop.
; CHECK-LABEL: define i64 @invoke_between_copies(
; CHECK: loop:
; CHECK-NEXT: %i =
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the call to checkpoint() after the release may see what a destructor writes
define i64 @invoke_between_copies(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  invoke void @checkpoint() to label %second unwind label %catch.lpad
catch.lpad:
  %lp = landingpad { ptr, i32 } catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  %obj = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch() nounwind
  br label %second
second:
  %t = call ptr @arc_retain(ptr %h)
  %v = call i64 @use(ptr %t)
  call void @arc_release(ptr %t)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses (H1): a call that may unwind straight out of the function (no invoke, although the
; function has a personality): the pass adds no landing pad for it.
; CHECK-LABEL: define i64 @call_unwinds_out(
; CHECK: loop:
; CHECK-NEXT: %i =
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H1): the call to may_throw() may unwind out of the loop
define i64 @call_unwinds_out(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @may_throw(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses (H3): a landing pad reached with two copies outstanding: the cleanup releases one.
; CHECK-LABEL: define i64 @two_outstanding(
; CHECK: loop:
; CHECK-NEXT: %i =
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is retained again while a copy is outstanding{{.*}}two_outstanding()
; NESTING-DAG: retain/release of 'h' not hoisted (H3): the loop can exit between the retain and its release{{.*}}two_outstanding()
define i64 @two_outstanding(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %t = call ptr @arc_retain(ptr %h)
  %u = invoke i64 @may_throw_pure(ptr %s) to label %cont unwind label %lpad
cont:
  call void @arc_release(ptr %t)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  call void @arc_release(ptr %s)
  resume { ptr, i32 } %lp
}

; Refuses (H3): std::terminate's pad reached with two copies outstanding. Both programs would
; end there, but a way out that never returns strands what the iteration holds, and the hoisted
; loop would strand one reference where the source strands two.
; CHECK-LABEL: define void @terminate_two_outstanding(
; CHECK: loop:
; CHECK-NEXT: %i =
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is retained again while a copy is outstanding{{.*}}terminate_two_outstanding()
; NESTING-DAG: retain/release of 'h' not hoisted (H3): the loop can exit between the retain and its release{{.*}}terminate_two_outstanding()
define void @terminate_two_outstanding(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %t = call ptr @arc_retain(ptr %h)
  %u = invoke i64 @may_throw(ptr %s) to label %cont unwind label %terminate
cont:
  call void @arc_release(ptr %t)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
terminate:
  %lp = landingpad { ptr, i32 } catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  call void @__clang_call_terminate(ptr %exn)
  unreachable
}

; Refuses (H4): CPython's count is a plain field any code may read, and an invoked opaque call
; is a call like any other: it may read the count (Py_REFCNT) while the loop holds one more.
declare void @Py_IncRef(ptr) nounwind
declare void @Py_DecRef(ptr) nounwind
; CHECK-LABEL: define i64 @cpython_invoke_reads_count(
; CHECK: loop:
; CHECK-NEXT: %i =
; CHECK-NEXT: call void @Py_IncRef(ptr %o)
; REMARK-DAG: retain/release of 'o' not hoisted (H4): the loop reads its count with may_throw()
define i64 @cpython_invoke_reads_count(ptr %o, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  call void @Py_IncRef(ptr %o)
  %u = invoke i64 @may_throw(ptr %o) to label %cont unwind label %lpad
cont:
  call void @Py_DecRef(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  call void @Py_DecRef(ptr %o)
  resume { ptr, i32 } %lp
}

; Refuses: the same, but the callee may never return (no willreturn): it is a way out of the
; iteration after the release, where the source holds no reference and the hoisted loop one (a
; thread waiting for the destructor would wait forever), so it counts as a read (H8).
; CHECK-LABEL: define i64 @release_then_hang(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; CHECK: call void @arc_release(
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the call to may_hang_pure() after the release may see what a destructor writes
define i64 @release_then_hang(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %w = invoke i64 @may_hang_pure(ptr %h) to label %cont unwind label %lpad
cont:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  call void @arc_release(ptr %h)
  resume { ptr, i32 } %lp
}
