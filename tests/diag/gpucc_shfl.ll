; ARGS: --target=gpucc
; EXPECT: not supported on GPU-CC
; EXPECT: warp shuffle
; EXPECT: shfl.ll:7
target triple = "nvptx64-nvidia-cuda"
; EXPECT: k_shfl
define void @k_shfl(i32* %p, i32 %v) !dbg !6 {
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31), !dbg !9
  store i32 %s, i32* %p, align 4, !dbg !10
  ret void, !dbg !10
}

; A warp shuffle has no meaning on GPU-CC (threads do not run in warps).
; Line 7 of this file is the shuffle and its !dbg location is line 7 of the
; DIFile "shfl.ll", so the diagnostic reads shfl.ll:7 whether the compiler
; reports the debug-info line or the position in the .ll file.

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #0

attributes #0 = { convergent inaccessiblememonly nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!3}
!llvm.module.flags = !{!4, !5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl.ll", directory: ".")
!2 = !{}
!3 = !{void (i32*, i32)* @k_shfl, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "k_shfl", scope: !1, file: !1, line: 6, type: !7, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!7 = !DISubroutineType(types: !2)
!9 = !DILocation(line: 7, column: 3, scope: !6)
!10 = !DILocation(line: 8, column: 3, scope: !6)
