; ModuleID = 'tests/forms/assert.cu'
source_filename = "tests/forms/assert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @checked(i32 noundef %0, i32 noundef %1, i32* noalias nocapture noundef readonly %2, i32* noalias nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !13
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !17
  %7 = mul i32 %5, %6, !dbg !20
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = icmp slt i32 %9, %0, !dbg !25
  %11 = sext i32 %9 to i64, !dbg !26
  br i1 %10, label %12, label %17, !dbg !27

12:                                               ; preds = %4
  %13 = getelementptr inbounds i32, i32* %3, i64 %11, !dbg !28
  %14 = getelementptr inbounds i32, i32* %2, i64 %11, !dbg !26
  %15 = load i32, i32* %14, align 4, !dbg !26, !tbaa !29
  %16 = shl nsw i32 %15, 1, !dbg !33
  store i32 %16, i32* %13, align 4, !dbg !34, !tbaa !29
  br label %17, !dbg !35

17:                                               ; preds = %12, %4
  ret void, !dbg !36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @summed(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32* noalias nocapture noundef readonly %3, i32* noalias nocapture noundef writeonly %4) local_unnamed_addr #1 !dbg !37 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !38
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !40
  %8 = mul i32 %6, %7, !dbg !42
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !43
  %10 = add i32 %8, %9, !dbg !45
  %11 = icmp slt i32 %10, %0, !dbg !46
  br i1 %11, label %12, label %71, !dbg !47

12:                                               ; preds = %5
  %13 = icmp sgt i32 %1, 0, !dbg !48
  br i1 %13, label %14, label %37, !dbg !49

14:                                               ; preds = %12
  %15 = add i32 %1, -1, !dbg !49
  %16 = and i32 %1, 3, !dbg !49
  %17 = icmp ult i32 %15, 3, !dbg !49
  br i1 %17, label %20, label %18, !dbg !49

18:                                               ; preds = %14
  %19 = and i32 %1, -4, !dbg !49
  br label %41, !dbg !49

20:                                               ; preds = %41, %14
  %21 = phi i32 [ undef, %14 ], [ %67, %41 ]
  %22 = phi i32 [ 0, %14 ], [ %68, %41 ]
  %23 = phi i32 [ 0, %14 ], [ %67, %41 ]
  %24 = icmp eq i32 %16, 0, !dbg !49
  br i1 %24, label %37, label %25, !dbg !49

25:                                               ; preds = %20, %25
  %26 = phi i32 [ %34, %25 ], [ %22, %20 ]
  %27 = phi i32 [ %33, %25 ], [ %23, %20 ]
  %28 = phi i32 [ %35, %25 ], [ 0, %20 ]
  %29 = add nsw i32 %26, %10, !dbg !50
  %30 = sext i32 %29 to i64, !dbg !51
  %31 = getelementptr inbounds i32, i32* %3, i64 %30, !dbg !51
  %32 = load i32, i32* %31, align 4, !dbg !51, !tbaa !29
  %33 = add nsw i32 %32, %27, !dbg !52
  %34 = add nuw nsw i32 %26, 1, !dbg !53
  %35 = add i32 %28, 1, !dbg !49
  %36 = icmp eq i32 %35, %16, !dbg !49
  br i1 %36, label %37, label %25, !dbg !49, !llvm.loop !54

37:                                               ; preds = %20, %25, %12
  %38 = phi i32 [ 0, %12 ], [ %21, %20 ], [ %33, %25 ], !dbg !56
  %39 = sext i32 %10 to i64, !dbg !57
  %40 = getelementptr inbounds i32, i32* %4, i64 %39, !dbg !57
  store i32 %38, i32* %40, align 4, !dbg !58, !tbaa !29
  br label %71, !dbg !59

41:                                               ; preds = %41, %18
  %42 = phi i32 [ 0, %18 ], [ %68, %41 ]
  %43 = phi i32 [ 0, %18 ], [ %67, %41 ]
  %44 = phi i32 [ 0, %18 ], [ %69, %41 ]
  %45 = add nsw i32 %42, %10, !dbg !50
  %46 = sext i32 %45 to i64, !dbg !51
  %47 = getelementptr inbounds i32, i32* %3, i64 %46, !dbg !51
  %48 = load i32, i32* %47, align 4, !dbg !51, !tbaa !29
  %49 = add nsw i32 %48, %43, !dbg !52
  %50 = or i32 %42, 1, !dbg !53
  %51 = add nsw i32 %50, %10, !dbg !50
  %52 = sext i32 %51 to i64, !dbg !51
  %53 = getelementptr inbounds i32, i32* %3, i64 %52, !dbg !51
  %54 = load i32, i32* %53, align 4, !dbg !51, !tbaa !29
  %55 = add nsw i32 %54, %49, !dbg !52
  %56 = or i32 %42, 2, !dbg !53
  %57 = add nsw i32 %56, %10, !dbg !50
  %58 = sext i32 %57 to i64, !dbg !51
  %59 = getelementptr inbounds i32, i32* %3, i64 %58, !dbg !51
  %60 = load i32, i32* %59, align 4, !dbg !51, !tbaa !29
  %61 = add nsw i32 %60, %55, !dbg !52
  %62 = or i32 %42, 3, !dbg !53
  %63 = add nsw i32 %62, %10, !dbg !50
  %64 = sext i32 %63 to i64, !dbg !51
  %65 = getelementptr inbounds i32, i32* %3, i64 %64, !dbg !51
  %66 = load i32, i32* %65, align 4, !dbg !51, !tbaa !29
  %67 = add nsw i32 %66, %61, !dbg !52
  %68 = add nuw nsw i32 %42, 4, !dbg !53
  %69 = add i32 %44, 4, !dbg !49
  %70 = icmp eq i32 %69, %19, !dbg !49
  br i1 %70, label %20, label %41, !dbg !49, !llvm.loop !60

71:                                               ; preds = %5, %37
  ret void, !dbg !59
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/assert.cu", directory: ".")
!2 = !{void (i32, i32, i32*, i32*)* @checked, !"kernel", i32 1}
!3 = !{void (i32, i32, i32, i32*, i32*)* @summed, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "checked", scope: !1, file: !1, line: 25, type: !11, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 27, column: 11, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!19 = distinct !DILocation(line: 27, column: 24, scope: !10)
!20 = !DILocation(line: 27, column: 22, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!23 = distinct !DILocation(line: 27, column: 37, scope: !10)
!24 = !DILocation(line: 27, column: 35, scope: !10)
!25 = !DILocation(line: 28, column: 9, scope: !10)
!26 = !DILocation(line: 30, column: 14, scope: !10)
!27 = !DILocation(line: 28, column: 7, scope: !10)
!28 = !DILocation(line: 30, column: 5, scope: !10)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 30, column: 20, scope: !10)
!34 = !DILocation(line: 30, column: 12, scope: !10)
!35 = !DILocation(line: 31, column: 3, scope: !10)
!36 = !DILocation(line: 32, column: 1, scope: !10)
!37 = distinct !DISubprogram(name: "summed", scope: !1, file: !1, line: 36, type: !11, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!38 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !39)
!39 = distinct !DILocation(line: 39, column: 11, scope: !37)
!40 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !41)
!41 = distinct !DILocation(line: 39, column: 24, scope: !37)
!42 = !DILocation(line: 39, column: 22, scope: !37)
!43 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !44)
!44 = distinct !DILocation(line: 39, column: 37, scope: !37)
!45 = !DILocation(line: 39, column: 35, scope: !37)
!46 = !DILocation(line: 40, column: 9, scope: !37)
!47 = !DILocation(line: 40, column: 7, scope: !37)
!48 = !DILocation(line: 43, column: 21, scope: !37)
!49 = !DILocation(line: 43, column: 3, scope: !37)
!50 = !DILocation(line: 44, column: 18, scope: !37)
!51 = !DILocation(line: 44, column: 13, scope: !37)
!52 = !DILocation(line: 46, column: 7, scope: !37)
!53 = !DILocation(line: 43, column: 27, scope: !37)
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 0, scope: !37)
!57 = !DILocation(line: 49, column: 3, scope: !37)
!58 = !DILocation(line: 49, column: 10, scope: !37)
!59 = !DILocation(line: 50, column: 1, scope: !37)
!60 = distinct !{!60, !49, !61, !62}
!61 = !DILocation(line: 47, column: 3, scope: !37)
!62 = !{!"llvm.loop.mustprogress"}
