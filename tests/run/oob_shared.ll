; Shared memory past the CTA's block (tests/run/oob.cmake): thread t stores
; to sh[t * mul + add] of a 64-word __shared__ array, then out[t] = sh[t];
; 64 threads, mul = 1, add = 1: thread 63's store (line 13, !dbg too) is
; 4 bytes past the block.
target triple = "nvptx64-nvidia-cuda"
@sh = internal addrspace(3) global [64 x i32] undef, align 4

define void @oob_shared(i32* %out, i32 %mul, i32 %add) !dbg !6 {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %t, %mul
  %i = add i32 %m, %add
  %x = sext i32 %i to i64
  %p = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %x
  store i32 %t, i32 addrspace(3)* %p, align 4, !dbg !9
  call void @llvm.nvvm.barrier0()
  %y = zext i32 %t to i64
  %q = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @sh, i64 0, i64 %y
  %v = load i32, i32 addrspace(3)* %q, align 4
  %o = getelementptr inbounds i32, i32* %out, i64 %y
  store i32 %v, i32* %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!3}
!llvm.module.flags = !{!4, !5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "oob_shared.ll", directory: ".")
!2 = !{}
!3 = !{void (i32*, i32, i32)* @oob_shared, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "oob_shared", scope: !1, file: !1, line: 7, type: !7, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!7 = !DISubroutineType(types: !2)
!9 = !DILocation(line: 13, column: 3, scope: !6)
