; ARGS:
; EXPECT: tex.cu:5:20: error: layered cubemap texture fetches (tex.acube.v4.f32.f32) are not supported
; texCubemapLayered as the CUDA headers emit it (a layer, then a direction
; x, y, z): refused naming the mode, at the source line.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k_tex(i64 %tex, float* %o) !dbg !5 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %r = call { float, float, float, float } asm "tex.acube.v4.f32.f32\09{$0, $1, $2, $3}, [$4, {$5, $6, $7, $8}];", "=f,=f,=f,=f,l,r,f,f,f"(i64 %tex, i32 1, float 1.000000e+00, float 2.000000e+00, float -5.000000e-01), !dbg !9
  %x = extractvalue { float, float, float, float } %r, 1, !dbg !9
  %i = zext i32 %t to i64
  %q = getelementptr inbounds float, float* %o, i64 %i
  store float %x, float* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!10}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "tex.cu", directory: "/nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k_tex", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 11, scope: !5)
!9 = !DILocation(line: 5, column: 20, scope: !5)
!10 = !{void (i64, float*)* @k_tex, !"kernel", i32 1}
