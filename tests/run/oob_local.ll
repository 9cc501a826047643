; A local frame overflow (tests/run/oob.cmake): a[idx] of a four-word stack
; array, idx = 4 is 4 bytes past the frame; line 17 is that store (!dbg too).
target triple = "nvptx64-nvidia-cuda"
define void @oob_local(i32* %out, i32 %idx) !dbg !6 {
  %a = alloca [4 x i32], align 4
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = getelementptr inbounds [4 x i32], [4 x i32]* %a, i64 0, i64 0
  store i32 1, i32* %a0, align 4
  %a1 = getelementptr inbounds [4 x i32], [4 x i32]* %a, i64 0, i64 1
  store i32 2, i32* %a1, align 4
  %a2 = getelementptr inbounds [4 x i32], [4 x i32]* %a, i64 0, i64 2
  store i32 3, i32* %a2, align 4
  %a3 = getelementptr inbounds [4 x i32], [4 x i32]* %a, i64 0, i64 3
  store i32 4, i32* %a3, align 4
  %x = sext i32 %idx to i64
  %p = getelementptr inbounds [4 x i32], [4 x i32]* %a, i64 0, i64 %x
  store i32 %t, i32* %p, align 4, !dbg !9
  %y = zext i32 %t to i64
  %q = getelementptr inbounds [4 x i32], [4 x i32]* %a, i64 0, i64 %y
  %v = load i32, i32* %q, align 4
  %o = getelementptr inbounds i32, i32* %out, i64 %y
  store i32 %v, i32* %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!3}
!llvm.module.flags = !{!4, !5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "oob_local.ll", directory: ".")
!2 = !{}
!3 = !{void (i32*, i32)* @oob_local, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "oob_local", scope: !1, file: !1, line: 4, type: !7, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!7 = !DISubroutineType(types: !2)
!9 = !DILocation(line: 17, column: 3, scope: !6)
