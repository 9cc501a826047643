; ModuleID = 'tests/forms/assert.cu'
source_filename = "tests/forms/assert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @checked(i32 noundef %0, i32 noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %7 = mul i32 %5, %6, !dbg !20
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = icmp slt i32 %9, %0, !dbg !25
  br i1 %10, label %11, label %17, !dbg !26

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %3, i64 %12
  %14 = getelementptr inbounds i32, ptr %2, i64 %12
  %15 = load i32, ptr %14, align 4, !dbg !27, !tbaa !28
  %16 = shl nsw i32 %15, 1, !dbg !32
  store i32 %16, ptr %13, align 4, !dbg !33, !tbaa !28
  br label %17, !dbg !34

17:                                               ; preds = %11, %4
  ret void, !dbg !35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @summed(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #1 !dbg !36 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !37
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !39
  %8 = mul i32 %6, %7, !dbg !41
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  %10 = add i32 %8, %9, !dbg !44
  %11 = icmp slt i32 %10, %0, !dbg !45
  br i1 %11, label %12, label %70, !dbg !46

12:                                               ; preds = %5
  %13 = icmp sgt i32 %1, 0, !dbg !47
  br i1 %13, label %14, label %36, !dbg !48

14:                                               ; preds = %12
  %15 = and i32 %1, 3, !dbg !48
  %16 = icmp ult i32 %1, 4, !dbg !48
  br i1 %16, label %19, label %17, !dbg !48

17:                                               ; preds = %14
  %18 = and i32 %1, 2147483644, !dbg !48
  br label %40, !dbg !48

19:                                               ; preds = %40, %14
  %20 = phi i32 [ poison, %14 ], [ %66, %40 ]
  %21 = phi i32 [ 0, %14 ], [ %67, %40 ]
  %22 = phi i32 [ 0, %14 ], [ %66, %40 ]
  %23 = icmp eq i32 %15, 0, !dbg !48
  br i1 %23, label %36, label %24, !dbg !48

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %33, %24 ], [ %21, %19 ]
  %26 = phi i32 [ %32, %24 ], [ %22, %19 ]
  %27 = phi i32 [ %34, %24 ], [ 0, %19 ]
  %28 = add nsw i32 %25, %10, !dbg !49
  %29 = sext i32 %28 to i64, !dbg !50
  %30 = getelementptr inbounds i32, ptr %3, i64 %29, !dbg !50
  %31 = load i32, ptr %30, align 4, !dbg !50, !tbaa !28
  %32 = add nsw i32 %31, %26, !dbg !51
  %33 = add nuw nsw i32 %25, 1, !dbg !52
  %34 = add i32 %27, 1, !dbg !48
  %35 = icmp eq i32 %34, %15, !dbg !48
  br i1 %35, label %36, label %24, !dbg !48, !llvm.loop !53

36:                                               ; preds = %19, %24, %12
  %37 = phi i32 [ 0, %12 ], [ %20, %19 ], [ %32, %24 ], !dbg !55
  %38 = sext i32 %10 to i64, !dbg !56
  %39 = getelementptr inbounds i32, ptr %4, i64 %38, !dbg !56
  store i32 %37, ptr %39, align 4, !dbg !57, !tbaa !28
  br label %70, !dbg !58

40:                                               ; preds = %40, %17
  %41 = phi i32 [ 0, %17 ], [ %67, %40 ]
  %42 = phi i32 [ 0, %17 ], [ %66, %40 ]
  %43 = phi i32 [ 0, %17 ], [ %68, %40 ]
  %44 = add nsw i32 %41, %10, !dbg !49
  %45 = sext i32 %44 to i64, !dbg !50
  %46 = getelementptr inbounds i32, ptr %3, i64 %45, !dbg !50
  %47 = load i32, ptr %46, align 4, !dbg !50, !tbaa !28
  %48 = add nsw i32 %47, %42, !dbg !51
  %49 = or disjoint i32 %41, 1, !dbg !52
  %50 = add nsw i32 %49, %10, !dbg !49
  %51 = sext i32 %50 to i64, !dbg !50
  %52 = getelementptr inbounds i32, ptr %3, i64 %51, !dbg !50
  %53 = load i32, ptr %52, align 4, !dbg !50, !tbaa !28
  %54 = add nsw i32 %53, %48, !dbg !51
  %55 = or disjoint i32 %41, 2, !dbg !52
  %56 = add nsw i32 %55, %10, !dbg !49
  %57 = sext i32 %56 to i64, !dbg !50
  %58 = getelementptr inbounds i32, ptr %3, i64 %57, !dbg !50
  %59 = load i32, ptr %58, align 4, !dbg !50, !tbaa !28
  %60 = add nsw i32 %59, %54, !dbg !51
  %61 = or disjoint i32 %41, 3, !dbg !52
  %62 = add nsw i32 %61, %10, !dbg !49
  %63 = sext i32 %62 to i64, !dbg !50
  %64 = getelementptr inbounds i32, ptr %3, i64 %63, !dbg !50
  %65 = load i32, ptr %64, align 4, !dbg !50, !tbaa !28
  %66 = add nsw i32 %65, %60, !dbg !51
  %67 = add nuw nsw i32 %41, 4, !dbg !52
  %68 = add i32 %43, 4, !dbg !48
  %69 = icmp eq i32 %68, %18, !dbg !48
  br i1 %69, label %19, label %40, !dbg !48, !llvm.loop !59

70:                                               ; preds = %5, %36
  ret void, !dbg !58
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/assert.cu", directory: ".")
!2 = !{ptr @checked, !"kernel", i32 1}
!3 = !{ptr @summed, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "checked", scope: !1, file: !1, line: 25, type: !11, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 27, column: 11, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 27, column: 24, scope: !10)
!20 = !DILocation(line: 27, column: 22, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 27, column: 37, scope: !10)
!24 = !DILocation(line: 27, column: 35, scope: !10)
!25 = !DILocation(line: 28, column: 9, scope: !10)
!26 = !DILocation(line: 28, column: 7, scope: !10)
!27 = !DILocation(line: 30, column: 14, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 30, column: 20, scope: !10)
!33 = !DILocation(line: 30, column: 12, scope: !10)
!34 = !DILocation(line: 31, column: 3, scope: !10)
!35 = !DILocation(line: 32, column: 1, scope: !10)
!36 = distinct !DISubprogram(name: "summed", scope: !1, file: !1, line: 36, type: !11, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !38)
!38 = distinct !DILocation(line: 39, column: 11, scope: !36)
!39 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !40)
!40 = distinct !DILocation(line: 39, column: 24, scope: !36)
!41 = !DILocation(line: 39, column: 22, scope: !36)
!42 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !43)
!43 = distinct !DILocation(line: 39, column: 37, scope: !36)
!44 = !DILocation(line: 39, column: 35, scope: !36)
!45 = !DILocation(line: 40, column: 9, scope: !36)
!46 = !DILocation(line: 40, column: 7, scope: !36)
!47 = !DILocation(line: 43, column: 21, scope: !36)
!48 = !DILocation(line: 43, column: 3, scope: !36)
!49 = !DILocation(line: 44, column: 18, scope: !36)
!50 = !DILocation(line: 44, column: 13, scope: !36)
!51 = !DILocation(line: 46, column: 7, scope: !36)
!52 = !DILocation(line: 43, column: 27, scope: !36)
!53 = distinct !{!53, !54}
!54 = !{!"llvm.loop.unroll.disable"}
!55 = !DILocation(line: 0, scope: !36)
!56 = !DILocation(line: 49, column: 3, scope: !36)
!57 = !DILocation(line: 49, column: 10, scope: !36)
!58 = !DILocation(line: 50, column: 1, scope: !36)
!59 = distinct !{!59, !48, !60, !61}
!60 = !DILocation(line: 47, column: 3, scope: !36)
!61 = !{!"llvm.loop.mustprogress"}
