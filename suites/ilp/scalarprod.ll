; ModuleID = 'suites/ilp/scalarprod.cu'
source_filename = "suites/ilp/scalarprod.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10scalarprodE6s_part = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scalarprod(float* nocapture noundef readonly %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !9 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !12
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !16
  %8 = icmp slt i32 %7, %3, !dbg !19
  br i1 %8, label %9, label %18, !dbg !20

9:                                                ; preds = %5
  %10 = icmp slt i32 %6, %4
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !21
  %12 = sext i32 %6 to i64
  %13 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ10scalarprodE6s_part, i64 0, i64 %12
  %14 = addrspacecast float addrspace(3)* %13 to float*
  %15 = icmp ult i32 %11, 2
  %16 = icmp eq i32 %6, 0
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3, !dbg !21
  br label %19, !dbg !20

18:                                               ; preds = %59, %5
  ret void, !dbg !22

19:                                               ; preds = %9, %59
  %20 = phi i32 [ %7, %9 ], [ %60, %59 ]
  %21 = mul nsw i32 %20, %4, !dbg !23
  %22 = sext i32 %21 to i64, !dbg !24
  %23 = getelementptr inbounds float, float* %0, i64 %22, !dbg !24
  %24 = getelementptr inbounds float, float* %1, i64 %22, !dbg !25
  br i1 %10, label %27, label %25, !dbg !26

25:                                               ; preds = %27, %19
  %26 = phi float [ 0.000000e+00, %19 ], [ %36, %27 ], !dbg !21
  store float %26, float* %14, align 4, !dbg !27, !tbaa !28
  br i1 %15, label %39, label %40, !dbg !32

27:                                               ; preds = %19, %27
  %28 = phi i32 [ %37, %27 ], [ %6, %19 ]
  %29 = phi float [ %36, %27 ], [ 0.000000e+00, %19 ]
  %30 = sext i32 %28 to i64, !dbg !33
  %31 = getelementptr inbounds float, float* %23, i64 %30, !dbg !33
  %32 = load float, float* %31, align 4, !dbg !33, !tbaa !28
  %33 = getelementptr inbounds float, float* %24, i64 %30, !dbg !34
  %34 = load float, float* %33, align 4, !dbg !34, !tbaa !28
  %35 = fmul contract float %32, %34, !dbg !35
  %36 = fadd contract float %29, %35, !dbg !36
  %37 = add i32 %28, %11, !dbg !37
  %38 = icmp slt i32 %37, %4, !dbg !38
  br i1 %38, label %27, label %25, !dbg !26, !llvm.loop !39

39:                                               ; preds = %52, %25
  br i1 %16, label %55, label %59, !dbg !42

40:                                               ; preds = %25, %52
  %41 = phi float [ %53, %52 ], [ %26, %25 ]
  %42 = phi i32 [ %43, %52 ], [ %11, %25 ]
  %43 = lshr i32 %42, 1
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %44 = icmp slt i32 %6, %43, !dbg !44
  br i1 %44, label %45, label %52, !dbg !45

45:                                               ; preds = %40
  %46 = add nsw i32 %43, %6, !dbg !46
  %47 = sext i32 %46 to i64, !dbg !47
  %48 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ10scalarprodE6s_part, i64 0, i64 %47, !dbg !47
  %49 = addrspacecast float addrspace(3)* %48 to float*, !dbg !47
  %50 = load float, float* %49, align 4, !dbg !47, !tbaa !28
  %51 = fadd contract float %50, %41, !dbg !48
  store float %51, float* %14, align 4, !dbg !48, !tbaa !28
  br label %52, !dbg !49

52:                                               ; preds = %40, %45
  %53 = phi float [ %41, %40 ], [ %51, %45 ]
  %54 = icmp ult i32 %42, 4, !dbg !50
  br i1 %54, label %39, label %40, !dbg !32, !llvm.loop !51

55:                                               ; preds = %39
  %56 = sext i32 %20 to i64, !dbg !53
  %57 = getelementptr inbounds float, float* %2, i64 %56, !dbg !53
  %58 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ10scalarprodE6s_part to [256 x float]*), i64 0, i64 0), align 4, !dbg !54, !tbaa !28
  store float %58, float* %57, align 4, !dbg !55, !tbaa !28
  br label %59, !dbg !53

59:                                               ; preds = %55, %39
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  %60 = add i32 %20, %17, !dbg !57
  %61 = icmp slt i32 %60, %3, !dbg !19
  br i1 %61, label %19, label %18, !dbg !20, !llvm.loop !58
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/scalarprod.cu", directory: ".")
!2 = !{void (float*, float*, float*, i32, i32)* @scalarprod, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "scalarprod", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 14, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 15, column: 16, scope: !9)
!19 = !DILocation(line: 15, column: 30, scope: !9)
!20 = !DILocation(line: 15, column: 3, scope: !9)
!21 = !DILocation(line: 0, scope: !9)
!22 = !DILocation(line: 30, column: 1, scope: !9)
!23 = !DILocation(line: 16, column: 29, scope: !9)
!24 = !DILocation(line: 16, column: 25, scope: !9)
!25 = !DILocation(line: 16, column: 44, scope: !9)
!26 = !DILocation(line: 18, column: 5, scope: !9)
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
!39 = distinct !{!39, !26, !40, !41}
!40 = !DILocation(line: 19, column: 26, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 26, column: 9, scope: !9)
!43 = !DILocation(line: 22, column: 7, scope: !9)
!44 = !DILocation(line: 23, column: 13, scope: !9)
!45 = !DILocation(line: 23, column: 11, scope: !9)
!46 = !DILocation(line: 24, column: 31, scope: !9)
!47 = !DILocation(line: 24, column: 22, scope: !9)
!48 = !DILocation(line: 24, column: 19, scope: !9)
!49 = !DILocation(line: 24, column: 9, scope: !9)
!50 = !DILocation(line: 21, column: 46, scope: !9)
!51 = distinct !{!51, !32, !52, !41}
!52 = !DILocation(line: 25, column: 5, scope: !9)
!53 = !DILocation(line: 27, column: 7, scope: !9)
!54 = !DILocation(line: 27, column: 19, scope: !9)
!55 = !DILocation(line: 27, column: 17, scope: !9)
!56 = !DILocation(line: 28, column: 5, scope: !9)
!57 = !DILocation(line: 15, column: 40, scope: !9)
!58 = distinct !{!58, !20, !59, !41}
!59 = !DILocation(line: 29, column: 3, scope: !9)
