; Several handles the function allocates and releases after the loop, each used in the loop by a
; call with unknown memory effects (that returns) after the others' releases: every one hoists
; (H8, "Objects the function keeps alive"), for 2 and 100 handles in two shapes, and the loop has
; no refcounting call left. The functions are generated (Inputs/gen_owned_handles.py).
; RUN: %python %S/Inputs/gen_owned_handles.py 2 interleaved \
; RUN:   | %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:     -S -o %t.2i.ll 2> %t.2i.remarks
; RUN: grep -c 'hoisted retain/release' %t.2i.remarks | FileCheck %s --check-prefix=N2
; RUN: sed -n '/^loop:/,/^exit:/p' %t.2i.ll | FileCheck %s --check-prefix=NONE_LEFT
; RUN: %python %S/Inputs/gen_owned_handles.py 2 nested \
; RUN:   | %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:     -S -o %t.2n.ll 2> %t.2n.remarks
; RUN: grep -c 'hoisted retain/release' %t.2n.remarks | FileCheck %s --check-prefix=N2
; RUN: sed -n '/^loop:/,/^exit:/p' %t.2n.ll | FileCheck %s --check-prefix=NONE_LEFT
; RUN: %python %S/Inputs/gen_owned_handles.py 100 interleaved \
; RUN:   | %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:     -S -o %t.100i.ll 2> %t.100i.remarks
; RUN: grep -c 'hoisted retain/release' %t.100i.remarks | FileCheck %s --check-prefix=N100
; RUN: sed -n '/^loop:/,/^exit:/p' %t.100i.ll | FileCheck %s --check-prefix=NONE_LEFT
; RUN: %python %S/Inputs/gen_owned_handles.py 100 nested \
; RUN:   | %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:     -S -o %t.100n.ll 2> %t.100n.remarks
; RUN: grep -c 'hoisted retain/release' %t.100n.remarks | FileCheck %s --check-prefix=N100
; RUN: sed -n '/^loop:/,/^exit:/p' %t.100n.ll | FileCheck %s --check-prefix=NONE_LEFT
; N2: {{^2$}}
; N100: {{^100$}}
; NONE_LEFT: loop:
; NONE_LEFT-NOT: @arc_re
; NONE_LEFT: exit:
