; ModuleID = 'tests/forms/assert.cu'
source_filename = "tests/forms/assert.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [14 x i8] c"in[i] < limit\00", align 1
@.str1 = private unnamed_addr constant [22 x i8] c"tests/forms/assert.cu\00", align 1
@__func__.checked = private unnamed_addr constant [8 x i8] c"checked\00", align 1
@.str2 = private unnamed_addr constant [10 x i8] c"x < limit\00", align 1
@__func__.summed = private unnamed_addr constant [7 x i8] c"summed\00", align 1
@.str3 = private unnamed_addr constant [14 x i8] c"s < limit * 2\00", align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @checked(i32 noundef %0, i32 noundef %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %7 = mul i32 %5, %6, !dbg !20
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = icmp slt i32 %9, %0, !dbg !25
  br i1 %10, label %11, label %20, !dbg !26

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !27
  %13 = getelementptr inbounds i32, ptr %2, i64 %12, !dbg !27
  %14 = load i32, ptr %13, align 4, !dbg !27, !tbaa !28
  %15 = icmp slt i32 %14, %1, !dbg !27
  br i1 %15, label %17, label %16, !dbg !27

16:                                               ; preds = %11
  tail call void @__assertfail(ptr noundef nonnull @.str, ptr noundef nonnull @.str1, i32 noundef 29, ptr noundef nonnull @__func__.checked, i64 noundef 1) #4, !dbg !27
  br label %17, !dbg !27

17:                                               ; preds = %11, %16
  %18 = shl nsw i32 %14, 1, !dbg !32
  %19 = getelementptr inbounds i32, ptr %3, i64 %12, !dbg !33
  store i32 %18, ptr %19, align 4, !dbg !34, !tbaa !28
  br label %20, !dbg !35

20:                                               ; preds = %17, %4
  ret void, !dbg !36
}

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @summed(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef writeonly %4) local_unnamed_addr #0 !dbg !37 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %8 = mul i32 %6, %7, !dbg !42
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %10 = add i32 %8, %9, !dbg !45
  %11 = icmp slt i32 %10, %0, !dbg !46
  br i1 %11, label %12, label %35, !dbg !47

12:                                               ; preds = %5
  %13 = icmp sgt i32 %1, 0, !dbg !48
  br i1 %13, label %18, label %14, !dbg !49

14:                                               ; preds = %27, %12
  %15 = phi i32 [ 0, %12 ], [ %28, %27 ], !dbg !50
  %16 = shl nsw i32 %2, 1, !dbg !51
  %17 = icmp slt i32 %15, %16, !dbg !51
  br i1 %17, label %32, label %31, !dbg !51

18:                                               ; preds = %12, %27
  %19 = phi i32 [ %29, %27 ], [ 0, %12 ]
  %20 = phi i32 [ %28, %27 ], [ 0, %12 ]
  %21 = add nsw i32 %19, %10, !dbg !52
  %22 = sext i32 %21 to i64, !dbg !53
  %23 = getelementptr inbounds i32, ptr %3, i64 %22, !dbg !53
  %24 = load i32, ptr %23, align 4, !dbg !53, !tbaa !28
  %25 = icmp slt i32 %24, %2, !dbg !54
  br i1 %25, label %27, label %26, !dbg !54

26:                                               ; preds = %18
  tail call void @__assert_fail(ptr noundef nonnull @.str2, ptr noundef nonnull @.str1, i32 noundef 45, ptr noundef nonnull @__func__.summed) #5, !dbg !54
  unreachable, !dbg !54

27:                                               ; preds = %18
  %28 = add nsw i32 %24, %20, !dbg !55
  %29 = add nuw nsw i32 %19, 1, !dbg !56
  %30 = icmp eq i32 %29, %1, !dbg !48
  br i1 %30, label %14, label %18, !dbg !49, !llvm.loop !57

31:                                               ; preds = %14
  tail call void @__assert_fail(ptr noundef nonnull @.str3, ptr noundef nonnull @.str1, i32 noundef 48, ptr noundef nonnull @__func__.summed) #5, !dbg !51
  unreachable, !dbg !51

32:                                               ; preds = %14
  %33 = sext i32 %10 to i64, !dbg !60
  %34 = getelementptr inbounds i32, ptr %4, i64 %33, !dbg !60
  store i32 %15, ptr %34, align 4, !dbg !61, !tbaa !28
  br label %35, !dbg !62

35:                                               ; preds = %5, %32
  ret void, !dbg !62
}

; Function Attrs: convergent noreturn nounwind
declare dso_local void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #2 = { convergent noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent noreturn nounwind }

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
!27 = !DILocation(line: 29, column: 5, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 30, column: 20, scope: !10)
!33 = !DILocation(line: 30, column: 5, scope: !10)
!34 = !DILocation(line: 30, column: 12, scope: !10)
!35 = !DILocation(line: 31, column: 3, scope: !10)
!36 = !DILocation(line: 32, column: 1, scope: !10)
!37 = distinct !DISubprogram(name: "summed", scope: !1, file: !1, line: 36, type: !11, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!50 = !DILocation(line: 0, scope: !37)
!51 = !DILocation(line: 48, column: 3, scope: !37)
!52 = !DILocation(line: 44, column: 18, scope: !37)
!53 = !DILocation(line: 44, column: 13, scope: !37)
!54 = !DILocation(line: 45, column: 5, scope: !37)
!55 = !DILocation(line: 46, column: 7, scope: !37)
!56 = !DILocation(line: 43, column: 27, scope: !37)
!57 = distinct !{!57, !49, !58, !59}
!58 = !DILocation(line: 47, column: 3, scope: !37)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 49, column: 3, scope: !37)
!61 = !DILocation(line: 49, column: 10, scope: !37)
!62 = !DILocation(line: 50, column: 1, scope: !37)
