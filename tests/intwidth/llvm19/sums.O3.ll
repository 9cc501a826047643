; ModuleID = 'tests/intwidth/sums.cu'
source_filename = "tests/intwidth/sums.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @sums(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %7 = mul i32 %5, %6, !dbg !20
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = icmp slt i32 %9, %3, !dbg !25
  br i1 %10, label %11, label %68, !dbg !26

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !27
  %13 = getelementptr inbounds i32, ptr %0, i64 %12, !dbg !27
  %14 = load i32, ptr %13, align 4, !dbg !27, !tbaa !28
  %15 = icmp eq i32 %14, 0, !dbg !32
  br i1 %15, label %36, label %16, !dbg !33

16:                                               ; preds = %11
  %17 = add i32 %14, -1, !dbg !33
  %18 = zext i32 %17 to i33, !dbg !33
  %19 = add i32 %14, -2, !dbg !33
  %20 = zext i32 %19 to i33, !dbg !33
  %21 = mul i33 %18, %20, !dbg !33
  %22 = lshr i33 %21, 1, !dbg !33
  %23 = trunc nuw i33 %22 to i32, !dbg !33
  %24 = add i32 %14, %23, !dbg !33
  %25 = add i32 %14, -3, !dbg !33
  %26 = zext i32 %25 to i33, !dbg !33
  %27 = mul i33 %21, %26, !dbg !33
  %28 = lshr i33 %27, 1, !dbg !33
  %29 = trunc nuw i33 %28 to i32, !dbg !33
  %30 = mul i32 %29, 1431655766, !dbg !33
  %31 = add i32 %14, %30, !dbg !33
  %32 = mul i32 %23, 3, !dbg !33
  %33 = add i32 %31, %32, !dbg !33
  %34 = add i32 %24, -1, !dbg !33
  %35 = add i32 %33, -1, !dbg !33
  br label %36, !dbg !34

36:                                               ; preds = %16, %11
  %37 = phi i32 [ 0, %11 ], [ %34, %16 ], !dbg !35
  %38 = phi i32 [ 0, %11 ], [ %35, %16 ], !dbg !35
  %39 = shl nsw i32 %9, 1, !dbg !34
  %40 = sext i32 %39 to i64, !dbg !36
  %41 = getelementptr inbounds i32, ptr %1, i64 %40, !dbg !36
  store i32 %37, ptr %41, align 4, !dbg !37, !tbaa !28
  %42 = or disjoint i32 %39, 1, !dbg !38
  %43 = sext i32 %42 to i64, !dbg !39
  %44 = getelementptr inbounds i32, ptr %1, i64 %43, !dbg !39
  store i32 %38, ptr %44, align 4, !dbg !40, !tbaa !28
  %45 = zext i32 %14 to i64, !dbg !41
  %46 = shl nuw nsw i64 %45, 24, !dbg !42
  %47 = add nsw i32 %9, 1, !dbg !43
  %48 = srem i32 %47, %3, !dbg !44
  %49 = sext i32 %48 to i64, !dbg !45
  %50 = getelementptr inbounds i32, ptr %0, i64 %49, !dbg !45
  %51 = load i32, ptr %50, align 4, !dbg !45, !tbaa !28
  %52 = zext i32 %51 to i64, !dbg !45
  %53 = or i64 %46, %52, !dbg !46
  %54 = icmp eq i64 %53, 0, !dbg !47
  br i1 %54, label %65, label %55, !dbg !48

55:                                               ; preds = %36
  %56 = add nsw i64 %53, -1, !dbg !48
  %57 = zext nneg i64 %56 to i65, !dbg !48
  %58 = add nsw i64 %53, -2, !dbg !48
  %59 = zext i64 %58 to i65, !dbg !48
  %60 = mul i65 %57, %59, !dbg !48
  %61 = lshr i65 %60, 1, !dbg !48
  %62 = trunc nuw i65 %61 to i64, !dbg !48
  %63 = add i64 %53, %62, !dbg !48
  %64 = add i64 %63, -1, !dbg !48
  br label %65, !dbg !49

65:                                               ; preds = %55, %36
  %66 = phi i64 [ 0, %36 ], [ %64, %55 ], !dbg !35
  %67 = getelementptr inbounds i64, ptr %2, i64 %12, !dbg !49
  store i64 %66, ptr %67, align 8, !dbg !50, !tbaa !51
  br label %68, !dbg !53

68:                                               ; preds = %4, %65
  ret void, !dbg !53
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @tri(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !54 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !55
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !57
  %6 = mul i32 %4, %5, !dbg !59
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %8 = add i32 %6, %7, !dbg !62
  %9 = icmp slt i32 %8, %2, !dbg !63
  br i1 %9, label %10, label %28, !dbg !64

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !28
  %14 = icmp eq i32 %13, 0, !dbg !65
  br i1 %14, label %25, label %15, !dbg !66

15:                                               ; preds = %10
  %16 = add i32 %13, -1, !dbg !66
  %17 = zext i32 %16 to i33, !dbg !66
  %18 = add i32 %13, -2, !dbg !66
  %19 = zext i32 %18 to i33, !dbg !66
  %20 = mul i33 %17, %19, !dbg !66
  %21 = lshr i33 %20, 1, !dbg !66
  %22 = trunc nuw i33 %21 to i32, !dbg !66
  %23 = add i32 %13, %22, !dbg !66
  %24 = add i32 %23, -1, !dbg !66
  br label %25, !dbg !67

25:                                               ; preds = %15, %10
  %26 = phi i32 [ 0, %10 ], [ %24, %15 ], !dbg !68
  %27 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !67
  store i32 %26, ptr %27, align 4, !dbg !69, !tbaa !28
  br label %28, !dbg !70

28:                                               ; preds = %25, %3
  ret void, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/intwidth/sums.cu", directory: ".")
!2 = !{ptr @sums, !"kernel", i32 1}
!3 = !{ptr @tri, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "sums", scope: !1, file: !1, line: 8, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 10, column: 10, scope: !10)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 10, column: 23, scope: !10)
!20 = !DILocation(line: 10, column: 21, scope: !10)
!21 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 10, column: 36, scope: !10)
!24 = !DILocation(line: 10, column: 34, scope: !10)
!25 = !DILocation(line: 11, column: 8, scope: !10)
!26 = !DILocation(line: 11, column: 6, scope: !10)
!27 = !DILocation(line: 13, column: 15, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 15, column: 25, scope: !10)
!33 = !DILocation(line: 15, column: 2, scope: !10)
!34 = !DILocation(line: 19, column: 10, scope: !10)
!35 = !DILocation(line: 0, scope: !10)
!36 = !DILocation(line: 19, column: 2, scope: !10)
!37 = !DILocation(line: 19, column: 15, scope: !10)
!38 = !DILocation(line: 20, column: 14, scope: !10)
!39 = !DILocation(line: 20, column: 2, scope: !10)
!40 = !DILocation(line: 20, column: 19, scope: !10)
!41 = !DILocation(line: 21, column: 47, scope: !10)
!42 = !DILocation(line: 21, column: 49, scope: !10)
!43 = !DILocation(line: 21, column: 62, scope: !10)
!44 = !DILocation(line: 21, column: 67, scope: !10)
!45 = !DILocation(line: 21, column: 57, scope: !10)
!46 = !DILocation(line: 21, column: 55, scope: !10)
!47 = !DILocation(line: 23, column: 35, scope: !10)
!48 = !DILocation(line: 23, column: 2, scope: !10)
!49 = !DILocation(line: 25, column: 2, scope: !10)
!50 = !DILocation(line: 25, column: 11, scope: !10)
!51 = !{!52, !52, i64 0}
!52 = !{!"long long", !30, i64 0}
!53 = !DILocation(line: 26, column: 1, scope: !10)
!54 = distinct !DISubprogram(name: "tri", scope: !1, file: !1, line: 30, type: !11, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !56)
!56 = distinct !DILocation(line: 32, column: 10, scope: !54)
!57 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !58)
!58 = distinct !DILocation(line: 32, column: 23, scope: !54)
!59 = !DILocation(line: 32, column: 21, scope: !54)
!60 = !DILocation(line: 44, column: 1, scope: !22, inlinedAt: !61)
!61 = distinct !DILocation(line: 32, column: 36, scope: !54)
!62 = !DILocation(line: 32, column: 34, scope: !54)
!63 = !DILocation(line: 33, column: 8, scope: !54)
!64 = !DILocation(line: 33, column: 6, scope: !54)
!65 = !DILocation(line: 35, column: 26, scope: !54)
!66 = !DILocation(line: 35, column: 3, scope: !54)
!67 = !DILocation(line: 37, column: 3, scope: !54)
!68 = !DILocation(line: 0, scope: !54)
!69 = !DILocation(line: 37, column: 10, scope: !54)
!70 = !DILocation(line: 38, column: 2, scope: !54)
!71 = !DILocation(line: 39, column: 1, scope: !54)
