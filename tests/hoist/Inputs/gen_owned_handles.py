"""Writes a function that allocates N objects (arc_alloc, NULL destructor), uses each in a loop
through a retain/release pair around a call with unknown memory effects that returns, and
releases them after the loop. SHAPE "interleaved": pair after pair; "nested": all retains, then
all uses, then all releases. Usage: gen_owned_handles.py N SHAPE"""
import sys

n, shape = int(sys.argv[1]), sys.argv[2]
out = [
    "declare ptr @arc_alloc(i64, ptr) nounwind",
    "declare ptr @arc_retain(ptr) nounwind",
    "declare void @arc_release(ptr) nounwind",
    "declare void @use(ptr) nounwind willreturn",
    "@n = external global i64",
    "",
    f"define void @owned_{shape}_{n}() {{",
    "entry:",
]
out += [f"  %h{k} = call ptr @arc_alloc(i64 16, ptr null)" for k in range(n)]
out += ["  br label %loop", "loop:", "  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]"]
if shape == "interleaved":
    for k in range(n):
        out += [
            f"  %s{k} = call ptr @arc_retain(ptr %h{k})",
            f"  call void @use(ptr %s{k})",
            f"  call void @arc_release(ptr %s{k})",
        ]
else:
    out += [f"  %s{k} = call ptr @arc_retain(ptr %h{k})" for k in range(n)]
    out += [f"  call void @use(ptr %s{k})" for k in range(n)]
    out += [f"  call void @arc_release(ptr %s{k})" for k in range(n)]
out += [
    "  %i.next = add i64 %i, 1",
    "  %bound = load i64, ptr @n",
    "  %c = icmp slt i64 %i.next, %bound",
    "  br i1 %c, label %loop, label %exit",
    "exit:",
]
out += [f"  call void @arc_release(ptr %h{k})" for k in range(n)]
out += ["  ret void", "}"]
print("\n".join(out))
