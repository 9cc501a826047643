; ModuleID = 'tests/run/dynshared/reduce.cu'
source_filename = "tests/run/dynshared/reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6reduceE5scale = internal unnamed_addr addrspace(3) global float undef, align 4
@buf = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = add i32 %7, %4, !dbg !23
  %9 = icmp eq i32 %4, 0, !dbg !24
  br i1 %9, label %10, label %13, !dbg !25

10:                                               ; preds = %3
  %11 = uitofp nneg i32 %5 to float
  %12 = fadd contract float %11, 5.000000e-01
  store float %12, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceE5scale to ptr), align 4, !dbg !26, !tbaa !27
  br label %13, !dbg !31

13:                                               ; preds = %10, %3
  %14 = icmp slt i32 %8, %2, !dbg !32
  br i1 %14, label %15, label %19, !dbg !33

15:                                               ; preds = %13
  %16 = sext i32 %8 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !dbg !34, !tbaa !27
  br label %19, !dbg !33

19:                                               ; preds = %13, %15
  %20 = phi contract float [ %18, %15 ], [ 0.000000e+00, %13 ], !dbg !33
  %21 = zext nneg i32 %4 to i64, !dbg !35
  %22 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 0, i64 %21, !dbg !35
  store float %20, ptr %22, align 4, !dbg !36, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %23 = icmp ult i32 %6, 2, !dbg !38
  br i1 %23, label %24, label %25, !dbg !39

24:                                               ; preds = %36, %19
  br i1 %9, label %38, label %44, !dbg !40

25:                                               ; preds = %19, %36
  %26 = phi i32 [ %27, %36 ], [ %6, %19 ]
  %27 = lshr i32 %26, 1, !dbg !41
  %28 = icmp ult i32 %4, %27, !dbg !42
  br i1 %28, label %29, label %36, !dbg !43

29:                                               ; preds = %25
  %30 = add nuw nsw i32 %27, %4
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !dbg !44, !tbaa !27
  %34 = load float, ptr %22, align 4, !dbg !45, !tbaa !27
  %35 = fadd contract float %33, %34, !dbg !45
  store float %35, ptr %22, align 4, !dbg !45, !tbaa !27
  br label %36, !dbg !46

36:                                               ; preds = %29, %25
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %37 = icmp ult i32 %26, 4, !dbg !38
  br i1 %37, label %24, label %25, !dbg !39, !llvm.loop !48

38:                                               ; preds = %24
  %39 = zext nneg i32 %5 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr addrspacecast (ptr addrspace(3) @buf to ptr), align 4, !dbg !51, !tbaa !27
  %42 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reduceE5scale to ptr), align 4, !dbg !52, !tbaa !27
  %43 = fmul contract float %41, %42, !dbg !53
  store float %43, ptr %40, align 4, !dbg !54, !tbaa !27
  br label %44, !dbg !55

44:                                               ; preds = %38, %24
  ret void, !dbg !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/run/dynshared/reduce.cu", directory: ".")
!2 = !{ptr @reduce, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 15, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 16, column: 11, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 16, column: 24, scope: !9)
!22 = !DILocation(line: 16, column: 22, scope: !9)
!23 = !DILocation(line: 16, column: 35, scope: !9)
!24 = !DILocation(line: 17, column: 9, scope: !9)
!25 = !DILocation(line: 17, column: 7, scope: !9)
!26 = !DILocation(line: 18, column: 11, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 18, column: 5, scope: !9)
!32 = !DILocation(line: 19, column: 14, scope: !9)
!33 = !DILocation(line: 19, column: 12, scope: !9)
!34 = !DILocation(line: 19, column: 20, scope: !9)
!35 = !DILocation(line: 19, column: 3, scope: !9)
!36 = !DILocation(line: 19, column: 10, scope: !9)
!37 = !DILocation(line: 20, column: 3, scope: !9)
!38 = !DILocation(line: 21, column: 34, scope: !9)
!39 = !DILocation(line: 21, column: 3, scope: !9)
!40 = !DILocation(line: 26, column: 7, scope: !9)
!41 = !DILocation(line: 21, scope: !9)
!42 = !DILocation(line: 22, column: 11, scope: !9)
!43 = !DILocation(line: 22, column: 9, scope: !9)
!44 = !DILocation(line: 23, column: 17, scope: !9)
!45 = !DILocation(line: 23, column: 14, scope: !9)
!46 = !DILocation(line: 23, column: 7, scope: !9)
!47 = !DILocation(line: 24, column: 5, scope: !9)
!48 = distinct !{!48, !39, !49, !50}
!49 = !DILocation(line: 25, column: 3, scope: !9)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 27, column: 23, scope: !9)
!52 = !DILocation(line: 27, column: 32, scope: !9)
!53 = !DILocation(line: 27, column: 30, scope: !9)
!54 = !DILocation(line: 27, column: 21, scope: !9)
!55 = !DILocation(line: 27, column: 5, scope: !9)
!56 = !DILocation(line: 28, column: 1, scope: !9)
