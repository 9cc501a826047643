; ModuleID = 'tests/intwidth/wide.cu'
source_filename = "tests/intwidth/wide.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i64 0, -1) i64 @_Z8umul64hiyy(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !10 {
  %3 = zext i64 %0 to i128, !dbg !13
  %4 = zext i64 %1 to i128, !dbg !14
  %5 = mul nuw i128 %4, %3, !dbg !15
  %6 = lshr i128 %5, 64, !dbg !16
  %7 = trunc nuw i128 %6 to i64, !dbg !17
  ret i64 %7, !dbg !18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef range(i64 -4611686018427387904, 4611686018427387905) i64 @_Z7mul64hixx(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 !dbg !19 {
  %3 = sext i64 %0 to i128, !dbg !20
  %4 = sext i64 %1 to i128, !dbg !21
  %5 = mul nsw i128 %4, %3, !dbg !22
  %6 = lshr i128 %5, 64, !dbg !23
  %7 = trunc nuw i128 %6 to i64, !dbg !24
  ret i64 %7, !dbg !25
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @mulhi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #1 !dbg !26 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %7 = mul i32 %5, %6, !dbg !34
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %9 = add i32 %7, %8, !dbg !38
  %10 = icmp slt i32 %9, %3, !dbg !39
  br i1 %10, label %11, label %31, !dbg !40

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !41
  %13 = getelementptr inbounds i64, ptr %0, i64 %12, !dbg !41
  %14 = load i64, ptr %13, align 8, !dbg !41, !tbaa !42
  %15 = getelementptr inbounds i64, ptr %1, i64 %12, !dbg !46
  %16 = load i64, ptr %15, align 8, !dbg !46, !tbaa !42
  %17 = zext i64 %14 to i128, !dbg !47
  %18 = zext i64 %16 to i128, !dbg !49
  %19 = mul nuw i128 %18, %17, !dbg !50
  %20 = lshr i128 %19, 64, !dbg !51
  %21 = trunc nuw i128 %20 to i64, !dbg !52
  %22 = shl nsw i32 %9, 1, !dbg !53
  %23 = sext i32 %22 to i64, !dbg !54
  %24 = getelementptr inbounds i64, ptr %2, i64 %23, !dbg !54
  store i64 %21, ptr %24, align 8, !dbg !55, !tbaa !42
  %25 = load i64, ptr %13, align 8, !dbg !56, !tbaa !42
  %26 = load i64, ptr %15, align 8, !dbg !57, !tbaa !42
  %27 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %25, i64 %26), !dbg !58
  %28 = or disjoint i32 %22, 1, !dbg !59
  %29 = sext i32 %28 to i64, !dbg !60
  %30 = getelementptr inbounds i64, ptr %2, i64 %29, !dbg !60
  store i64 %27, ptr %30, align 8, !dbg !61, !tbaa !42
  br label %31, !dbg !62

31:                                               ; preds = %11, %4
  ret void, !dbg !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @int128(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #3 !dbg !64 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  %7 = mul i32 %5, %6, !dbg !69
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %9 = add i32 %7, %8, !dbg !72
  %10 = icmp slt i32 %9, %3, !dbg !73
  br i1 %10, label %11, label %91, !dbg !74

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !75
  %13 = getelementptr inbounds i64, ptr %0, i64 %12, !dbg !75
  %14 = load i64, ptr %13, align 8, !dbg !75, !tbaa !42
  %15 = getelementptr inbounds i64, ptr %1, i64 %12, !dbg !76
  %16 = load i64, ptr %15, align 8, !dbg !76, !tbaa !42
  %17 = zext i64 %14 to i128, !dbg !77
  %18 = zext i64 %16 to i128, !dbg !78
  %19 = mul nuw i128 %18, %17, !dbg !79
  %20 = sext i64 %14 to i128, !dbg !80
  %21 = sext i64 %16 to i128, !dbg !81
  %22 = mul nsw i128 %21, %20, !dbg !82
  %23 = mul nsw i32 %9, 12, !dbg !83
  %24 = sext i32 %23 to i64, !dbg !84
  %25 = getelementptr inbounds i64, ptr %2, i64 %24, !dbg !84
  %26 = trunc i128 %19 to i64, !dbg !85
  store i64 %26, ptr %25, align 8, !dbg !86, !tbaa !42
  %27 = lshr i128 %19, 64, !dbg !87
  %28 = trunc nuw i128 %27 to i64, !dbg !89
  %29 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !90
  store i64 %28, ptr %29, align 8, !dbg !91, !tbaa !42
  %30 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %14, i64 %16), !dbg !92
  %31 = getelementptr inbounds i8, ptr %25, i64 16, !dbg !93
  store i64 %30, ptr %31, align 8, !dbg !94, !tbaa !42
  %32 = lshr i128 %22, 64, !dbg !95
  %33 = trunc nuw i128 %32 to i64, !dbg !97
  %34 = getelementptr inbounds i8, ptr %25, i64 24, !dbg !98
  store i64 %33, ptr %34, align 8, !dbg !99, !tbaa !42
  %35 = tail call i64 @llvm.nvvm.mulhi.ll(i64 %14, i64 %16), !dbg !100
  %36 = getelementptr inbounds i8, ptr %25, i64 32, !dbg !101
  store i64 %35, ptr %36, align 8, !dbg !102, !tbaa !42
  %37 = or disjoint i128 %17, 1180591620717411303424, !dbg !103
  %38 = mul i128 %37, %18, !dbg !103
  %39 = sub i128 %38, %22, !dbg !104
  %40 = trunc i128 %39 to i64, !dbg !105
  %41 = getelementptr inbounds i8, ptr %25, i64 40, !dbg !106
  store i64 %40, ptr %41, align 8, !dbg !107, !tbaa !42
  %42 = lshr i128 %39, 64, !dbg !108
  %43 = trunc nuw i128 %42 to i64, !dbg !109
  %44 = getelementptr inbounds i8, ptr %25, i64 48, !dbg !110
  store i64 %43, ptr %44, align 8, !dbg !111, !tbaa !42
  %45 = and i64 %16, 127, !dbg !112
  %46 = zext nneg i64 %45 to i128, !dbg !113
  %47 = lshr i128 %39, %46, !dbg !113
  %48 = trunc i128 %47 to i64, !dbg !114
  %49 = getelementptr inbounds i8, ptr %25, i64 56, !dbg !115
  store i64 %48, ptr %49, align 8, !dbg !116, !tbaa !42
  %50 = and i64 %14, 127, !dbg !117
  %51 = zext nneg i64 %50 to i128, !dbg !118
  %52 = ashr i128 %22, %51, !dbg !118
  %53 = lshr i128 %52, 64, !dbg !119
  %54 = trunc nuw i128 %53 to i64, !dbg !120
  %55 = getelementptr inbounds i8, ptr %25, i64 64, !dbg !121
  store i64 %54, ptr %55, align 8, !dbg !122, !tbaa !42
  %56 = urem i64 %14, 100, !dbg !123
  %57 = zext nneg i64 %56 to i128, !dbg !124
  %58 = shl i128 %39, %57, !dbg !124
  %59 = trunc i128 %58 to i64, !dbg !125
  %60 = getelementptr inbounds i8, ptr %25, i64 72, !dbg !126
  store i64 %59, ptr %60, align 8, !dbg !127, !tbaa !42
  %61 = icmp ult i128 %19, %22, !dbg !128
  %62 = zext i1 %61 to i64, !dbg !129
  %63 = icmp slt i128 %22, %39, !dbg !130
  %64 = select i1 %63, i64 2, i64 0, !dbg !131
  %65 = icmp eq i128 %39, %19, !dbg !132
  %66 = select i1 %65, i64 4, i64 0, !dbg !133
  %67 = icmp sgt i128 %22, -1, !dbg !134
  %68 = select i1 %67, i64 8, i64 0, !dbg !135
  %69 = or disjoint i64 %68, %62, !dbg !136
  %70 = or disjoint i64 %69, %64, !dbg !137
  %71 = or disjoint i64 %70, %66, !dbg !138
  %72 = getelementptr inbounds i8, ptr %25, i64 80, !dbg !139
  store i64 %71, ptr %72, align 8, !dbg !140, !tbaa !42
  %73 = trunc i64 %16 to i32
  %74 = and i32 %73, 7
  %75 = icmp eq i32 %74, 0, !dbg !141
  %76 = lshr i64 %14, 61, !dbg !142
  br i1 %75, label %80, label %83, !dbg !142

77:                                               ; preds = %83
  %78 = lshr i128 %88, 61, !dbg !142
  %79 = trunc i128 %78 to i64, !dbg !142
  br label %80, !dbg !143

80:                                               ; preds = %77, %11
  %81 = phi i64 [ %76, %11 ], [ %79, %77 ]
  %82 = getelementptr inbounds i8, ptr %25, i64 88, !dbg !143
  store i64 %81, ptr %82, align 8, !dbg !144, !tbaa !42
  br label %91, !dbg !145

83:                                               ; preds = %11, %83
  %84 = phi i32 [ %89, %83 ], [ 0, %11 ]
  %85 = phi i128 [ %88, %83 ], [ %17, %11 ]
  %86 = mul i128 %85, %18, !dbg !146
  %87 = zext nneg i32 %84 to i128, !dbg !147
  %88 = add i128 %86, %87, !dbg !148
  %89 = add nuw nsw i32 %84, 1, !dbg !149
  %90 = icmp eq i32 %89, %74, !dbg !141
  br i1 %90, label %77, label %83, !dbg !142, !llvm.loop !150

91:                                               ; preds = %4, %80
  ret void, !dbg !145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/intwidth/wide.cu", directory: ".")
!2 = !{ptr @mulhi, !"kernel", i32 1}
!3 = !{ptr @int128, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "umul64hi", scope: !1, file: !1, line: 11, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 13, column: 50, scope: !10)
!14 = !DILocation(line: 13, column: 54, scope: !10)
!15 = !DILocation(line: 13, column: 52, scope: !10)
!16 = !DILocation(line: 13, column: 57, scope: !10)
!17 = !DILocation(line: 13, column: 29, scope: !10)
!18 = !DILocation(line: 13, column: 2, scope: !10)
!19 = distinct !DISubprogram(name: "mul64hi", scope: !1, file: !1, line: 17, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 19, column: 32, scope: !19)
!21 = !DILocation(line: 19, column: 36, scope: !19)
!22 = !DILocation(line: 19, column: 34, scope: !19)
!23 = !DILocation(line: 19, column: 39, scope: !19)
!24 = !DILocation(line: 19, column: 20, scope: !19)
!25 = !DILocation(line: 19, column: 2, scope: !19)
!26 = distinct !DISubprogram(name: "mulhi", scope: !1, file: !1, line: 24, type: !11, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !30)
!28 = distinct !DISubprogram(name: "__fetch_x", scope: !29, file: !29, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!30 = distinct !DILocation(line: 27, column: 10, scope: !26)
!31 = !DILocation(line: 46, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_x", scope: !29, file: !29, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 27, column: 23, scope: !26)
!34 = !DILocation(line: 27, column: 21, scope: !26)
!35 = !DILocation(line: 44, column: 1, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__fetch_x", scope: !29, file: !29, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 27, column: 36, scope: !26)
!38 = !DILocation(line: 27, column: 34, scope: !26)
!39 = !DILocation(line: 28, column: 8, scope: !26)
!40 = !DILocation(line: 28, column: 6, scope: !26)
!41 = !DILocation(line: 29, column: 25, scope: !26)
!42 = !{!43, !43, i64 0}
!43 = !{!"long long", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 29, column: 31, scope: !26)
!47 = !DILocation(line: 13, column: 50, scope: !10, inlinedAt: !48)
!48 = distinct !DILocation(line: 29, column: 16, scope: !26)
!49 = !DILocation(line: 13, column: 54, scope: !10, inlinedAt: !48)
!50 = !DILocation(line: 13, column: 52, scope: !10, inlinedAt: !48)
!51 = !DILocation(line: 13, column: 57, scope: !10, inlinedAt: !48)
!52 = !DILocation(line: 13, column: 29, scope: !10, inlinedAt: !48)
!53 = !DILocation(line: 29, column: 9, scope: !26)
!54 = !DILocation(line: 29, column: 3, scope: !26)
!55 = !DILocation(line: 29, column: 14, scope: !26)
!56 = !DILocation(line: 30, column: 37, scope: !26)
!57 = !DILocation(line: 30, column: 43, scope: !26)
!58 = !DILocation(line: 30, column: 20, scope: !26)
!59 = !DILocation(line: 30, column: 13, scope: !26)
!60 = !DILocation(line: 30, column: 3, scope: !26)
!61 = !DILocation(line: 30, column: 18, scope: !26)
!62 = !DILocation(line: 31, column: 2, scope: !26)
!63 = !DILocation(line: 32, column: 1, scope: !26)
!64 = distinct !DISubprogram(name: "int128", scope: !1, file: !1, line: 37, type: !11, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !66)
!66 = distinct !DILocation(line: 40, column: 10, scope: !64)
!67 = !DILocation(line: 46, column: 1, scope: !32, inlinedAt: !68)
!68 = distinct !DILocation(line: 40, column: 23, scope: !64)
!69 = !DILocation(line: 40, column: 21, scope: !64)
!70 = !DILocation(line: 44, column: 1, scope: !36, inlinedAt: !71)
!71 = distinct !DILocation(line: 40, column: 36, scope: !64)
!72 = !DILocation(line: 40, column: 34, scope: !64)
!73 = !DILocation(line: 41, column: 8, scope: !64)
!74 = !DILocation(line: 41, column: 6, scope: !64)
!75 = !DILocation(line: 43, column: 25, scope: !64)
!76 = !DILocation(line: 43, column: 35, scope: !64)
!77 = !DILocation(line: 44, column: 43, scope: !64)
!78 = !DILocation(line: 44, column: 47, scope: !64)
!79 = !DILocation(line: 44, column: 45, scope: !64)
!80 = !DILocation(line: 45, column: 25, scope: !64)
!81 = !DILocation(line: 45, column: 40, scope: !64)
!82 = !DILocation(line: 45, column: 38, scope: !64)
!83 = !DILocation(line: 46, column: 35, scope: !64)
!84 = !DILocation(line: 46, column: 30, scope: !64)
!85 = !DILocation(line: 47, column: 29, scope: !64)
!86 = !DILocation(line: 47, column: 7, scope: !64)
!87 = !DILocation(line: 13, column: 57, scope: !10, inlinedAt: !88)
!88 = distinct !DILocation(line: 48, column: 9, scope: !64)
!89 = !DILocation(line: 13, column: 29, scope: !10, inlinedAt: !88)
!90 = !DILocation(line: 48, column: 2, scope: !64)
!91 = !DILocation(line: 48, column: 7, scope: !64)
!92 = !DILocation(line: 49, column: 9, scope: !64)
!93 = !DILocation(line: 49, column: 2, scope: !64)
!94 = !DILocation(line: 49, column: 7, scope: !64)
!95 = !DILocation(line: 19, column: 39, scope: !19, inlinedAt: !96)
!96 = distinct !DILocation(line: 50, column: 29, scope: !64)
!97 = !DILocation(line: 19, column: 20, scope: !19, inlinedAt: !96)
!98 = !DILocation(line: 50, column: 2, scope: !64)
!99 = !DILocation(line: 50, column: 7, scope: !64)
!100 = !DILocation(line: 51, column: 29, scope: !64)
!101 = !DILocation(line: 51, column: 2, scope: !64)
!102 = !DILocation(line: 51, column: 7, scope: !64)
!103 = !DILocation(line: 52, column: 26, scope: !64)
!104 = !DILocation(line: 52, column: 57, scope: !64)
!105 = !DILocation(line: 53, column: 29, scope: !64)
!106 = !DILocation(line: 53, column: 2, scope: !64)
!107 = !DILocation(line: 53, column: 7, scope: !64)
!108 = !DILocation(line: 54, column: 32, scope: !64)
!109 = !DILocation(line: 54, column: 29, scope: !64)
!110 = !DILocation(line: 54, column: 2, scope: !64)
!111 = !DILocation(line: 54, column: 7, scope: !64)
!112 = !DILocation(line: 55, column: 38, scope: !64)
!113 = !DILocation(line: 55, column: 32, scope: !64)
!114 = !DILocation(line: 55, column: 29, scope: !64)
!115 = !DILocation(line: 55, column: 2, scope: !64)
!116 = !DILocation(line: 55, column: 7, scope: !64)
!117 = !DILocation(line: 56, column: 39, scope: !64)
!118 = !DILocation(line: 56, column: 33, scope: !64)
!119 = !DILocation(line: 56, column: 47, scope: !64)
!120 = !DILocation(line: 56, column: 29, scope: !64)
!121 = !DILocation(line: 56, column: 2, scope: !64)
!122 = !DILocation(line: 56, column: 7, scope: !64)
!123 = !DILocation(line: 57, column: 38, scope: !64)
!124 = !DILocation(line: 57, column: 32, scope: !64)
!125 = !DILocation(line: 57, column: 29, scope: !64)
!126 = !DILocation(line: 57, column: 2, scope: !64)
!127 = !DILocation(line: 57, column: 7, scope: !64)
!128 = !DILocation(line: 58, column: 13, scope: !64)
!129 = !DILocation(line: 58, column: 10, scope: !64)
!130 = !DILocation(line: 58, column: 42, scope: !64)
!131 = !DILocation(line: 58, column: 57, scope: !64)
!132 = !DILocation(line: 59, column: 13, scope: !64)
!133 = !DILocation(line: 59, column: 19, scope: !64)
!134 = !DILocation(line: 59, column: 29, scope: !64)
!135 = !DILocation(line: 59, column: 35, scope: !64)
!136 = !DILocation(line: 58, column: 37, scope: !64)
!137 = !DILocation(line: 58, column: 62, scope: !64)
!138 = !DILocation(line: 59, column: 24, scope: !64)
!139 = !DILocation(line: 58, column: 2, scope: !64)
!140 = !DILocation(line: 58, column: 8, scope: !64)
!141 = !DILocation(line: 61, column: 25, scope: !64)
!142 = !DILocation(line: 61, column: 2, scope: !64)
!143 = !DILocation(line: 63, column: 2, scope: !64)
!144 = !DILocation(line: 63, column: 8, scope: !64)
!145 = !DILocation(line: 64, column: 1, scope: !64)
!146 = !DILocation(line: 62, column: 13, scope: !64)
!147 = !DILocation(line: 62, column: 19, scope: !64)
!148 = !DILocation(line: 62, column: 17, scope: !64)
!149 = !DILocation(line: 61, column: 47, scope: !64)
!150 = distinct !{!150, !142, !147, !151}
!151 = !{!"llvm.loop.mustprogress"}
