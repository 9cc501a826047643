; ARGS:
; EXPECT: undefined_call.cu:7:3: error: call to undefined function 'helper'
; A call to a device function whose body is in another translation unit.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(float* %p, i32* %q) !dbg !5 {
  %x = call i32 @helper(i32 3), !dbg !8
  store i32 %x, i32* %q, align 4
  ret void
}

declare i32 @helper(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!10}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "undefined_call.cu", directory: "/nonexistent")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 3, scope: !5)
!9 = !DILocation(line: 9, column: 5, scope: !5)
!10 = !{void (float*, i32*)* @k, !"kernel", i32 1}
