; ARGS:
; EXPECT: asm_outputs.cu:7:3: error: inline asm with 2 outputs is not supported (it is PTX 'mov.b64'
; Inline PTX with two outputs (here: the halves of a 64-bit register) read
; through extractvalue: refused, naming the output count and the instruction.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(float* %p, i32* %q) !dbg !5 {
  %r = call { i32, i32 } asm "mov.b64 {$0, $1}, $2;", "=r,=r,l"(i64 7), !dbg !8
  %x = extractvalue { i32, i32 } %r, 1, !dbg !9
  store i32 %x, i32* %q, align 4
  ret void
}



!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!10}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "asm_outputs.cu", directory: "/nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 3, scope: !5)
!9 = !DILocation(line: 9, column: 5, scope: !5)
!10 = !{void (float*, i32*)* @k, !"kernel", i32 1}
