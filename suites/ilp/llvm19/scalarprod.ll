; ModuleID = 'suites/ilp/scalarprod.cu'
source_filename = "suites/ilp/scalarprod.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10scalarprodE6s_part = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scalarprod(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !9 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %8 = icmp slt i32 %7, %3, !dbg !19
  br i1 %8, label %9, label %17, !dbg !20

9:                                                ; preds = %5
  %10 = icmp slt i32 %6, %4
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = zext nneg i32 %6 to i64
  %13 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10scalarprodE6s_part to ptr), i64 0, i64 %12
  %14 = icmp ult i32 %11, 2
  %15 = icmp eq i32 %6, 0
  %16 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %18, !dbg !20

17:                                               ; preds = %56, %5
  ret void, !dbg !21

18:                                               ; preds = %9, %56
  %19 = phi i32 [ %7, %9 ], [ %57, %56 ]
  %20 = mul nsw i32 %19, %4, !dbg !22
  %21 = sext i32 %20 to i64, !dbg !23
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !23
  %23 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !24
  br i1 %10, label %26, label %24, !dbg !25

24:                                               ; preds = %26, %18
  %25 = phi float [ 0.000000e+00, %18 ], [ %35, %26 ], !dbg !26
  store float %25, ptr %13, align 4, !dbg !27, !tbaa !28
  br i1 %14, label %38, label %39, !dbg !32

26:                                               ; preds = %18, %26
  %27 = phi i32 [ %36, %26 ], [ %6, %18 ]
  %28 = phi float [ %35, %26 ], [ 0.000000e+00, %18 ]
  %29 = sext i32 %27 to i64, !dbg !33
  %30 = getelementptr inbounds float, ptr %22, i64 %29, !dbg !33
  %31 = load float, ptr %30, align 4, !dbg !33, !tbaa !28
  %32 = getelementptr inbounds float, ptr %23, i64 %29, !dbg !34
  %33 = load float, ptr %32, align 4, !dbg !34, !tbaa !28
  %34 = fmul contract float %31, %33, !dbg !35
  %35 = fadd contract float %28, %34, !dbg !36
  %36 = add i32 %27, %11, !dbg !37
  %37 = icmp slt i32 %36, %4, !dbg !38
  br i1 %37, label %26, label %24, !dbg !25, !llvm.loop !39

38:                                               ; preds = %50, %24
  br i1 %15, label %52, label %56, !dbg !42

39:                                               ; preds = %24, %50
  %40 = phi i32 [ %41, %50 ], [ %11, %24 ]
  %41 = lshr i32 %40, 1
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %42 = icmp ult i32 %6, %41, !dbg !44
  br i1 %42, label %43, label %50, !dbg !45

43:                                               ; preds = %39
  %44 = add nuw nsw i32 %41, %6
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10scalarprodE6s_part to ptr), i64 0, i64 %45
  %47 = load float, ptr %46, align 4, !dbg !46, !tbaa !28
  %48 = load float, ptr %13, align 4, !dbg !47, !tbaa !28
  %49 = fadd contract float %47, %48, !dbg !47
  store float %49, ptr %13, align 4, !dbg !47, !tbaa !28
  br label %50, !dbg !48

50:                                               ; preds = %39, %43
  %51 = icmp ult i32 %40, 4, !dbg !49
  br i1 %51, label %38, label %39, !dbg !32, !llvm.loop !50

52:                                               ; preds = %38
  %53 = sext i32 %19 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  %55 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ10scalarprodE6s_part to ptr), align 4, !dbg !52, !tbaa !28
  store float %55, ptr %54, align 4, !dbg !53, !tbaa !28
  br label %56, !dbg !54

56:                                               ; preds = %52, %38
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %57 = add i32 %19, %16, !dbg !56
  %58 = icmp slt i32 %57, %3, !dbg !19
  br i1 %58, label %18, label %17, !dbg !20, !llvm.loop !57
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/scalarprod.cu", directory: ".")
!2 = !{ptr @scalarprod, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "scalarprod", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 14, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 15, column: 16, scope: !9)
!19 = !DILocation(line: 15, column: 30, scope: !9)
!20 = !DILocation(line: 15, column: 3, scope: !9)
!21 = !DILocation(line: 30, column: 1, scope: !9)
!22 = !DILocation(line: 16, column: 29, scope: !9)
!23 = !DILocation(line: 16, column: 25, scope: !9)
!24 = !DILocation(line: 16, column: 44, scope: !9)
!25 = !DILocation(line: 18, column: 5, scope: !9)
!26 = !DILocation(line: 0, scope: !9)
!27 = !DILocation(line: 20, column: 15, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 21, column: 5, scope: !9)
!33 = !DILocation(line: 19, column: 14, scope: !9)
!34 = !DILocation(line: 19, column: 22, scope: !9)
!35 = !DILocation(line: 19, column: 20, scope: !9)
!36 = !DILocation(line: 19, column: 11, scope: !9)
!37 = !DILocation(line: 18, column: 32, scope: !9)
!38 = !DILocation(line: 18, column: 23, scope: !9)
!39 = distinct !{!39, !25, !40, !41}
!40 = !DILocation(line: 19, column: 26, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 26, column: 9, scope: !9)
!43 = !DILocation(line: 22, column: 7, scope: !9)
!44 = !DILocation(line: 23, column: 13, scope: !9)
!45 = !DILocation(line: 23, column: 11, scope: !9)
!46 = !DILocation(line: 24, column: 22, scope: !9)
!47 = !DILocation(line: 24, column: 19, scope: !9)
!48 = !DILocation(line: 24, column: 9, scope: !9)
!49 = !DILocation(line: 21, column: 46, scope: !9)
!50 = distinct !{!50, !32, !51, !41}
!51 = !DILocation(line: 25, column: 5, scope: !9)
!52 = !DILocation(line: 27, column: 19, scope: !9)
!53 = !DILocation(line: 27, column: 17, scope: !9)
!54 = !DILocation(line: 27, column: 7, scope: !9)
!55 = !DILocation(line: 28, column: 5, scope: !9)
!56 = !DILocation(line: 15, column: 40, scope: !9)
!57 = distinct !{!57, !20, !58, !41}
!58 = !DILocation(line: 29, column: 3, scope: !9)
