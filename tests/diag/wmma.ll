; ARGS:
; EXPECT: wmma.cu:7:3: error: tensor-core (wmma) operations have no meaning on these machines (llvm.nvvm.wmma.m16n16k16.load.c.col.f32
; A tensor-core fragment load returns a struct of eight floats; refused with
; the reason at the source line (it used to abort on the extractvalue).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(float* %p, i32* %q) !dbg !5 {
  %r = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.col.f32.p0f32(float* %p), !dbg !8
  %x = extractvalue { float, float, float, float, float, float, float, float } %r, 3, !dbg !9
  store float %x, float* %p, align 4
  ret void
}

declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.col.f32.p0f32(float*)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!10}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "wmma.cu", directory: "/nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 3, scope: !5)
!9 = !DILocation(line: 9, column: 5, scope: !5)
!10 = !{void (float*, i32*)* @k, !"kernel", i32 1}
