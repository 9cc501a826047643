; Out-of-bounds accesses (tests/run/oob.cmake): thread t stores to
; out[t * mul + add] and to other[t]; with a one-element out and mul = 1024
; thread 1's store lands 4096 bytes into the address space past out, inside
; other, and must be reported, not performed: line 12, as !dbg says.
target triple = "nvptx64-nvidia-cuda"
define void @oob(i32* %out, i32* %other, i32 %mul, i32 %add) !dbg !6 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %t, %mul
  %i = add i32 %m, %add
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, i32* %out, i64 %x
  store i32 7, i32* %p, align 4, !dbg !9
  %y = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %other, i64 %y
  store i32 %t, i32* %q, align 4, !dbg !10
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!3}
!llvm.module.flags = !{!4, !5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "oob.ll", directory: ".")
!2 = !{}
!3 = !{void (i32*, i32*, i32, i32)* @oob, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "oob", scope: !1, file: !1, line: 6, type: !7, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!7 = !DISubroutineType(types: !2)
!9 = !DILocation(line: 12, column: 3, scope: !6)
!10 = !DILocation(line: 15, column: 3, scope: !6)
