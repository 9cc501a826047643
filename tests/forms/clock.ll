; ModuleID = 'tests/forms/clock.cu'
source_filename = "tests/forms/clock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @timedReduction(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i64* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !15
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !19
  %6 = icmp eq i32 %4, 0, !dbg !22
  br i1 %6, label %7, label %12, !dbg !23

7:                                                ; preds = %3
  %8 = sext i32 %5 to i64, !dbg !24
  %9 = getelementptr inbounds i64, i64* %2, i64 %8, !dbg !24
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock() #5, !dbg !25
  %11 = sext i32 %10 to i64, !dbg !25
  store i64 %11, i64* %9, align 8, !dbg !28, !tbaa !29
  br label %12, !dbg !24

12:                                               ; preds = %7, %3
  %13 = sext i32 %4 to i64, !dbg !33
  %14 = getelementptr inbounds float, float* %0, i64 %13, !dbg !33
  %15 = load float, float* %14, align 4, !dbg !33, !tbaa !34
  %16 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @shared, i64 0, i64 %13, !dbg !36
  %17 = addrspacecast float addrspace(3)* %16 to float*, !dbg !36
  store float %15, float* %17, align 4, !dbg !37, !tbaa !34
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !38
  %19 = add i32 %4, %18, !dbg !41
  %20 = zext i32 %19 to i64, !dbg !42
  %21 = getelementptr inbounds float, float* %0, i64 %20, !dbg !42
  %22 = load float, float* %21, align 4, !dbg !42, !tbaa !34
  %23 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @shared, i64 0, i64 %20, !dbg !43
  %24 = addrspacecast float addrspace(3)* %23 to float*, !dbg !43
  store float %22, float* %24, align 4, !dbg !44, !tbaa !34
  %25 = icmp sgt i32 %18, 0, !dbg !45
  br i1 %25, label %27, label %26, !dbg !46

26:                                               ; preds = %39, %12
  br i1 %6, label %42, label %46, !dbg !47

27:                                               ; preds = %12, %39
  %28 = phi i32 [ %40, %39 ], [ %18, %12 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %29 = icmp slt i32 %4, %28, !dbg !49
  br i1 %29, label %30, label %39, !dbg !50

30:                                               ; preds = %27
  %31 = load float, float* %17, align 4, !dbg !51, !tbaa !34
  %32 = add nsw i32 %28, %4, !dbg !52
  %33 = sext i32 %32 to i64, !dbg !53
  %34 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @shared, i64 0, i64 %33, !dbg !53
  %35 = addrspacecast float addrspace(3)* %34 to float*, !dbg !53
  %36 = load float, float* %35, align 4, !dbg !53, !tbaa !34
  %37 = fcmp contract olt float %36, %31, !dbg !54
  br i1 %37, label %38, label %39, !dbg !55

38:                                               ; preds = %30
  store float %36, float* %17, align 4, !dbg !56, !tbaa !34
  br label %39, !dbg !57

39:                                               ; preds = %30, %38, %27
  %40 = lshr i32 %28, 1, !dbg !58
  %41 = icmp ult i32 %28, 2, !dbg !45
  br i1 %41, label %26, label %27, !dbg !46, !llvm.loop !59

42:                                               ; preds = %26
  %43 = sext i32 %5 to i64, !dbg !62
  %44 = getelementptr inbounds float, float* %1, i64 %43, !dbg !62
  %45 = load float, float* getelementptr inbounds ([0 x float], [0 x float]* addrspacecast ([0 x float] addrspace(3)* @shared to [0 x float]*), i64 0, i64 0), align 4, !dbg !63, !tbaa !34
  store float %45, float* %44, align 4, !dbg !64, !tbaa !34
  br label %46, !dbg !62

46:                                               ; preds = %42, %26
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  br i1 %6, label %47, label %54, !dbg !66

47:                                               ; preds = %46
  %48 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5, !dbg !67
  %49 = add i32 %5, %48, !dbg !70
  %50 = zext i32 %49 to i64, !dbg !71
  %51 = getelementptr inbounds i64, i64* %2, i64 %50, !dbg !71
  %52 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock() #5, !dbg !72
  %53 = sext i32 %52 to i64, !dbg !72
  store i64 %53, i64* %51, align 8, !dbg !74, !tbaa !29
  br label %54, !dbg !71

54:                                               ; preds = %47, %46
  ret void, !dbg !75
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @timedLoop(i32 noundef %0, i32* nocapture noundef readonly %1, i32* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3) local_unnamed_addr #2 !dbg !76 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !77
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !79
  %7 = mul i32 %5, %6, !dbg !81
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !82
  %9 = add i32 %7, %8, !dbg !84
  %10 = tail call i64 @llvm.nvvm.read.ptx.sreg.clock64() #5, !dbg !85
  %11 = icmp sgt i32 %0, 0, !dbg !88
  br i1 %11, label %12, label %36, !dbg !89

12:                                               ; preds = %4
  %13 = add i32 %0, -1, !dbg !89
  %14 = and i32 %0, 3, !dbg !89
  %15 = icmp ult i32 %13, 3, !dbg !89
  br i1 %15, label %18, label %16, !dbg !89

16:                                               ; preds = %12
  %17 = and i32 %0, -4, !dbg !89
  br label %43, !dbg !89

18:                                               ; preds = %43, %12
  %19 = phi i32 [ undef, %12 ], [ %73, %43 ]
  %20 = phi i32 [ 0, %12 ], [ %74, %43 ]
  %21 = phi i32 [ 0, %12 ], [ %73, %43 ]
  %22 = icmp eq i32 %14, 0, !dbg !89
  br i1 %22, label %36, label %23, !dbg !89

23:                                               ; preds = %18, %23
  %24 = phi i32 [ %33, %23 ], [ %20, %18 ]
  %25 = phi i32 [ %32, %23 ], [ %21, %18 ]
  %26 = phi i32 [ %34, %23 ], [ 0, %18 ]
  %27 = add nsw i32 %24, %9, !dbg !90
  %28 = and i32 %27, 1023, !dbg !91
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !92
  %31 = load i32, i32* %30, align 4, !dbg !92, !tbaa !93
  %32 = add nsw i32 %31, %25, !dbg !95
  %33 = add nuw nsw i32 %24, 1, !dbg !96
  %34 = add i32 %26, 1, !dbg !89
  %35 = icmp eq i32 %34, %14, !dbg !89
  br i1 %35, label %36, label %23, !dbg !89, !llvm.loop !97

36:                                               ; preds = %18, %23, %4
  %37 = phi i32 [ 0, %4 ], [ %19, %18 ], [ %32, %23 ], !dbg !99
  %38 = sext i32 %9 to i64, !dbg !100
  %39 = getelementptr inbounds i32, i32* %2, i64 %38, !dbg !100
  store i32 %37, i32* %39, align 4, !dbg !101, !tbaa !93
  %40 = tail call i64 @llvm.nvvm.read.ptx.sreg.clock64() #5, !dbg !102
  %41 = sub nsw i64 %40, %10, !dbg !104
  %42 = getelementptr inbounds i64, i64* %3, i64 %38, !dbg !105
  store i64 %41, i64* %42, align 8, !dbg !106, !tbaa !107
  ret void, !dbg !109

43:                                               ; preds = %43, %16
  %44 = phi i32 [ 0, %16 ], [ %74, %43 ]
  %45 = phi i32 [ 0, %16 ], [ %73, %43 ]
  %46 = phi i32 [ 0, %16 ], [ %75, %43 ]
  %47 = add nsw i32 %44, %9, !dbg !90
  %48 = and i32 %47, 1023, !dbg !91
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, i32* %1, i64 %49, !dbg !92
  %51 = load i32, i32* %50, align 4, !dbg !92, !tbaa !93
  %52 = add nsw i32 %51, %45, !dbg !95
  %53 = or i32 %44, 1, !dbg !96
  %54 = add nsw i32 %53, %9, !dbg !90
  %55 = and i32 %54, 1023, !dbg !91
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, i32* %1, i64 %56, !dbg !92
  %58 = load i32, i32* %57, align 4, !dbg !92, !tbaa !93
  %59 = add nsw i32 %58, %52, !dbg !95
  %60 = or i32 %44, 2, !dbg !96
  %61 = add nsw i32 %60, %9, !dbg !90
  %62 = and i32 %61, 1023, !dbg !91
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %1, i64 %63, !dbg !92
  %65 = load i32, i32* %64, align 4, !dbg !92, !tbaa !93
  %66 = add nsw i32 %65, %59, !dbg !95
  %67 = or i32 %44, 3, !dbg !96
  %68 = add nsw i32 %67, %9, !dbg !90
  %69 = and i32 %68, 1023, !dbg !91
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32* %1, i64 %70, !dbg !92
  %72 = load i32, i32* %71, align 4, !dbg !92, !tbaa !93
  %73 = add nsw i32 %72, %66, !dbg !95
  %74 = add nuw nsw i32 %44, 4, !dbg !96
  %75 = add i32 %46, 4, !dbg !89
  %76 = icmp eq i32 %75, %17, !dbg !89
  br i1 %76, label %18, label %43, !dbg !89, !llvm.loop !110
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @clockIndirect(i32 noundef %0, i32** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !112 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !113
  %4 = icmp ult i32 %3, %0, !dbg !115
  br i1 %4, label %5, label %10, !dbg !116

5:                                                ; preds = %2
  %6 = zext i32 %3 to i64, !dbg !117
  %7 = getelementptr inbounds i32*, i32** %1, i64 %6, !dbg !117
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock() #5, !dbg !118
  %9 = load i32*, i32** %7, align 8, !dbg !117, !tbaa !120
  store i32 %8, i32* %9, align 4, !dbg !122, !tbaa !93
  br label %10, !dbg !123

10:                                               ; preds = %5, %2
  ret void, !dbg !124
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @clockBranch(i32* nocapture noundef writeonly %0) local_unnamed_addr #2 !dbg !125 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock() #5, !dbg !126
  %3 = and i32 %2, 1, !dbg !128
  %4 = icmp eq i32 %3, 0, !dbg !129
  br i1 %4, label %9, label %5, !dbg !129

5:                                                ; preds = %1
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !130
  %7 = zext i32 %6 to i64, !dbg !132
  %8 = getelementptr inbounds i32, i32* %0, i64 %7, !dbg !132
  store i32 1, i32* %8, align 4, !dbg !133, !tbaa !93
  br label %9, !dbg !132

9:                                                ; preds = %5, %1
  ret void, !dbg !134
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: inaccessiblememonly nounwind
declare i32 @llvm.nvvm.read.ptx.sreg.clock() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: inaccessiblememonly nounwind
declare i64 @llvm.nvvm.read.ptx.sreg.clock64() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { inaccessiblememonly nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/clock.cu", directory: ".")
!2 = !{void (float*, float*, i64*)* @timedReduction, !"kernel", i32 1}
!3 = !{void (i32, i32*, i32*, i64*)* @timedLoop, !"kernel", i32 1}
!4 = !{void (i32, i32**)* @clockIndirect, !"kernel", i32 1}
!5 = !{void (i32*)* @clockBranch, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "timedReduction", scope: !1, file: !1, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!17 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!18 = distinct !DILocation(line: 13, column: 19, scope: !12)
!19 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!21 = distinct !DILocation(line: 14, column: 19, scope: !12)
!22 = !DILocation(line: 16, column: 11, scope: !12)
!23 = !DILocation(line: 16, column: 7, scope: !12)
!24 = !DILocation(line: 16, column: 17, scope: !12)
!25 = !DILocation(line: 317, column: 39, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "clock", scope: !17, file: !17, line: 317, type: !13, scopeLine: 317, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!27 = distinct !DILocation(line: 16, column: 30, scope: !12)
!28 = !DILocation(line: 16, column: 28, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 18, column: 17, scope: !12)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !31, i64 0}
!36 = !DILocation(line: 18, column: 3, scope: !12)
!37 = !DILocation(line: 18, column: 15, scope: !12)
!38 = !DILocation(line: 46, column: 1, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!40 = distinct !DILocation(line: 19, column: 42, scope: !12)
!41 = !DILocation(line: 19, column: 40, scope: !12)
!42 = !DILocation(line: 19, column: 30, scope: !12)
!43 = !DILocation(line: 19, column: 3, scope: !12)
!44 = !DILocation(line: 19, column: 28, scope: !12)
!45 = !DILocation(line: 21, column: 30, scope: !12)
!46 = !DILocation(line: 21, column: 3, scope: !12)
!47 = !DILocation(line: 30, column: 7, scope: !12)
!48 = !DILocation(line: 22, column: 5, scope: !12)
!49 = !DILocation(line: 23, column: 13, scope: !12)
!50 = !DILocation(line: 23, column: 9, scope: !12)
!51 = !DILocation(line: 24, column: 18, scope: !12)
!52 = !DILocation(line: 25, column: 29, scope: !12)
!53 = !DILocation(line: 25, column: 18, scope: !12)
!54 = !DILocation(line: 26, column: 14, scope: !12)
!55 = !DILocation(line: 26, column: 11, scope: !12)
!56 = !DILocation(line: 26, column: 32, scope: !12)
!57 = !DILocation(line: 26, column: 20, scope: !12)
!58 = !DILocation(line: 21, column: 37, scope: !12)
!59 = distinct !{!59, !46, !60, !61}
!60 = !DILocation(line: 28, column: 3, scope: !12)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 30, column: 17, scope: !12)
!63 = !DILocation(line: 30, column: 31, scope: !12)
!64 = !DILocation(line: 30, column: 29, scope: !12)
!65 = !DILocation(line: 31, column: 3, scope: !12)
!66 = !DILocation(line: 33, column: 7, scope: !12)
!67 = !DILocation(line: 47, column: 1, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 47, type: !13, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!69 = distinct !DILocation(line: 33, column: 29, scope: !12)
!70 = !DILocation(line: 33, column: 27, scope: !12)
!71 = !DILocation(line: 33, column: 17, scope: !12)
!72 = !DILocation(line: 317, column: 39, scope: !26, inlinedAt: !73)
!73 = distinct !DILocation(line: 33, column: 42, scope: !12)
!74 = !DILocation(line: 33, column: 40, scope: !12)
!75 = !DILocation(line: 34, column: 1, scope: !12)
!76 = distinct !DISubprogram(name: "timedLoop", scope: !1, file: !1, line: 38, type: !13, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!77 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !78)
!78 = distinct !DILocation(line: 40, column: 11, scope: !76)
!79 = !DILocation(line: 46, column: 1, scope: !39, inlinedAt: !80)
!80 = distinct !DILocation(line: 40, column: 24, scope: !76)
!81 = !DILocation(line: 40, column: 22, scope: !76)
!82 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !83)
!83 = distinct !DILocation(line: 40, column: 37, scope: !76)
!84 = !DILocation(line: 40, column: 35, scope: !76)
!85 = !DILocation(line: 318, column: 43, scope: !86, inlinedAt: !87)
!86 = distinct !DISubprogram(name: "clock64", scope: !17, file: !17, line: 318, type: !13, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!87 = distinct !DILocation(line: 41, column: 21, scope: !76)
!88 = !DILocation(line: 43, column: 21, scope: !76)
!89 = !DILocation(line: 43, column: 3, scope: !76)
!90 = !DILocation(line: 44, column: 16, scope: !76)
!91 = !DILocation(line: 44, column: 21, scope: !76)
!92 = !DILocation(line: 44, column: 10, scope: !76)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !31, i64 0}
!95 = !DILocation(line: 44, column: 7, scope: !76)
!96 = !DILocation(line: 43, column: 27, scope: !76)
!97 = distinct !{!97, !98}
!98 = !{!"llvm.loop.unroll.disable"}
!99 = !DILocation(line: 0, scope: !76)
!100 = !DILocation(line: 45, column: 3, scope: !76)
!101 = !DILocation(line: 45, column: 10, scope: !76)
!102 = !DILocation(line: 318, column: 43, scope: !86, inlinedAt: !103)
!103 = distinct !DILocation(line: 46, column: 16, scope: !76)
!104 = !DILocation(line: 46, column: 26, scope: !76)
!105 = !DILocation(line: 46, column: 3, scope: !76)
!106 = !DILocation(line: 46, column: 14, scope: !76)
!107 = !{!108, !108, i64 0}
!108 = !{!"long long", !31, i64 0}
!109 = !DILocation(line: 47, column: 1, scope: !76)
!110 = distinct !{!110, !89, !111, !61}
!111 = !DILocation(line: 44, column: 27, scope: !76)
!112 = distinct !DISubprogram(name: "clockIndirect", scope: !1, file: !1, line: 52, type: !13, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!113 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !114)
!114 = distinct !DILocation(line: 53, column: 7, scope: !112)
!115 = !DILocation(line: 53, column: 19, scope: !112)
!116 = !DILocation(line: 53, column: 7, scope: !112)
!117 = !DILocation(line: 53, column: 25, scope: !112)
!118 = !DILocation(line: 317, column: 39, scope: !26, inlinedAt: !119)
!119 = distinct !DILocation(line: 53, column: 51, scope: !112)
!120 = !{!121, !121, i64 0}
!121 = !{!"any pointer", !31, i64 0}
!122 = !DILocation(line: 53, column: 44, scope: !112)
!123 = !DILocation(line: 53, column: 24, scope: !112)
!124 = !DILocation(line: 54, column: 1, scope: !112)
!125 = distinct !DISubprogram(name: "clockBranch", scope: !1, file: !1, line: 57, type: !13, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!126 = !DILocation(line: 317, column: 39, scope: !26, inlinedAt: !127)
!127 = distinct !DILocation(line: 58, column: 7, scope: !125)
!128 = !DILocation(line: 58, column: 15, scope: !125)
!129 = !DILocation(line: 58, column: 7, scope: !125)
!130 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !131)
!131 = distinct !DILocation(line: 58, column: 24, scope: !125)
!132 = !DILocation(line: 58, column: 20, scope: !125)
!133 = !DILocation(line: 58, column: 37, scope: !125)
!134 = !DILocation(line: 59, column: 1, scope: !125)
