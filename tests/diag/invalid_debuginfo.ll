; ARGS:
; EXPECT: error: invalid module
; EXPECT: Intrinsic has incorrect return type!
; EXPECT: @llvm.nvvm.f2bf16.rn
; COUNT: 1 error:
; An invalid module (llvm.nvvm.f2bf16.rn returns bfloat, not i32) that
; carries debug info: LLVM's IR reader verifies such a module itself and used
; to end the process ("LLVM ERROR: Broken module found", status 134). Now a
; diagnostic and status 1: on LLVM 15+ front/read.c verifies and reports at
; the declaration; on LLVM 14, which cannot turn the reader's check off, a
; fatal-error handler reports it (front/compat.c).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p, float %f, i64 %v) !dbg !9 {
  %a = call i32 @llvm.nvvm.f2bf16.rn(float %f), !dbg !12
  %z = add i32 %a, 0
  store i32 %z, i32* %p
  ret void
}
declare i32 @llvm.nvvm.f2bf16.rn(float)
!nvvm.annotations = !{!0}
!0 = !{void (i32*, float, i64)* @k, !"kernel", i32 1}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!4}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "o.cu", directory: "/tmp")
!4 = !{i32 2, !"Debug Info Version", i32 3}
!9 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 2, type: !10, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !1)
!10 = !DISubroutineType(types: !11)
!11 = !{null}
!12 = !DILocation(line: 4, column: 3, scope: !9)
