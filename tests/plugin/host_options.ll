; The pass's parameters under clang, lld and opt's default<On> pipelines (ARCELIDE_OPTIONS, or
; -arc-elide-options where the host parses it after loading the plugin) are checked the same way
; in every pipeline: a wrong text is one error, no object file and a non-zero exit at -O0, -O1,
; -O2, on the ThinLTO and full-LTO compile steps, and once (not once per backend) at link time.
; Blanks around a parameter are accepted.
;
; RUN: rm -rf %t && mkdir -p %t
; RUN: printf 'struct o;\nstruct o *arc_retain(struct o *);\nvoid arc_release(struct o *);\nlong use(struct o *);\nlong sum(struct o *h, long n) {\n  long a = 0;\n  for (long i = 0; i < n; ++i) {\n    struct o *s = arc_retain(h);\n    a += use(s);\n    arc_release(s);\n  }\n  return a;\n}\n' > %t/sum.c
;
; RUN: env ARCELIDE_OPTIONS=frobnicate not %clang -O0 -fpass-plugin=%plugin -c %t/sum.c -o %t/O0.o 2>&1 | FileCheck %s
; RUN: not ls %t/O0.o
; RUN: env ARCELIDE_OPTIONS=frobnicate not %clang -O1 -fpass-plugin=%plugin -c %t/sum.c -o %t/O1.o 2>&1 | FileCheck %s
; RUN: env ARCELIDE_OPTIONS=frobnicate not %clang -O2 -fpass-plugin=%plugin -c %t/sum.c -o %t/O2.o 2>&1 | FileCheck %s
; RUN: env ARCELIDE_OPTIONS=frobnicate not %clang -O2 -flto=thin -fpass-plugin=%plugin -c %t/sum.c -o %t/thin.o 2>&1 | FileCheck %s
; RUN: not ls %t/thin.o
; RUN: env ARCELIDE_OPTIONS=frobnicate not %clang -O2 -flto -fpass-plugin=%plugin -c %t/sum.c -o %t/full.o 2>&1 | FileCheck %s
; CHECK: error: arc-elide: ARCELIDE_OPTIONS='frobnicate': unknown parameter 'frobnicate' of arc-elide
; CHECK-NOT: arc-elide
;
; Blanks after ';' and around '=': the pass runs with those parameters.
; RUN: env ARCELIDE_OPTIONS='no-local; runtime = arc ' %clang -O2 -fpass-plugin=%plugin -Rpass=arc-elide \
; RUN:   -c %t/sum.c -o %t/blanks.o 2>&1 | FileCheck %s --check-prefix=HOISTED
; RUN: env ARCELIDE_OPTIONS='no-hoist; ' %clang -O2 -fpass-plugin=%plugin -Rpass=arc-elide \
; RUN:   -c %t/sum.c -o %t/blanks.o 2>&1 | FileCheck %s --check-prefix=NOTHING --allow-empty
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<no-local; runtime=arc>' -pass-remarks=arc-elide \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=HOISTED-OPT
; HOISTED: remark: hoisted retain/release of {{.*}} out of the loop
; NOTHING-NOT: remark
;
; opt's -arc-elide-options, for its default<On> pipelines (it wins over the environment).
; RUN: env ARCELIDE_OPTIONS=frobnicate %opt -load-pass-plugin=%plugin -arc-elide-options='no-local; runtime=arc' \
; RUN:   -passes='default<O2>' -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=HOISTED-OPT
; RUN: not %opt -load-pass-plugin=%plugin -arc-elide-options='no-hoist;frob' -passes='default<O2>' \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=FLAG
; RUN: not %opt -load-pass-plugin=%plugin -arc-elide-options='frob' -passes='default<O0>' \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=FLAG0
; HOISTED-OPT: remark: {{.*}}hoisted retain/release of {{.*}} out of the loop
; FLAG: error: arc-elide: -arc-elide-options='no-hoist;frob': unknown parameter 'frob' of arc-elide
; FLAG-NOT: arc-elide
; FLAG0: error: arc-elide: -arc-elide-options='frob': unknown parameter 'frob'

; A loop opt's default<O2> keeps for the pass to hoist.
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind

define i64 @loop(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %acc.next = add i64 %acc, %u
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}
