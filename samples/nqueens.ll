; ModuleID = 'samples/nqueens.cu'
source_filename = "samples/nqueens.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Board = type { [12 x i32] }

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define dso_local void @nqueens(i32 noundef %0, i32* nocapture noundef writeonly %1, %struct.Board* nocapture noundef writeonly %2, i64* nocapture noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = alloca %struct.Board, align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6, !dbg !12
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6, !dbg !16
  %8 = mul i32 %6, %7, !dbg !19
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6, !dbg !20
  %10 = add i32 %8, %9, !dbg !23
  %11 = bitcast %struct.Board* %5 to i8*, !dbg !24
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %11) #6, !dbg !24
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(48) %11, i8 0, i64 48, i1 false), !dbg !25
  %12 = getelementptr inbounds %struct.Board, %struct.Board* %5, i64 0, i32 0, i64 0, !dbg !26
  %13 = freeze i32 %10
  %14 = sdiv i32 %13, %0, !dbg !27
  %15 = add i32 %0, -3, !dbg !28
  %16 = icmp ult i32 %15, 10, !dbg !28
  %17 = icmp slt i32 %14, %0
  %18 = and i1 %16, %17, !dbg !28
  br i1 %18, label %19, label %68, !dbg !28

19:                                               ; preds = %4
  %20 = mul i32 %14, %0
  %21 = sub i32 %13, %20
  store i32 %21, i32* %12, align 4, !dbg !29, !tbaa !30
  %22 = add nsw i32 %14, 1, !dbg !34
  %23 = call fastcc { i32, i32 } @_ZL9next_movePKiiii(i32* noundef nonnull %12, i32 noundef 1, i32 noundef %14, i32 noundef %22) #6, !dbg !35
  %24 = extractvalue { i32, i32 } %23, 0, !dbg !35
  %25 = icmp eq i32 %24, %14, !dbg !36
  br i1 %25, label %26, label %68, !dbg !35

26:                                               ; preds = %19
  %27 = getelementptr inbounds %struct.Board, %struct.Board* %5, i64 0, i32 0, i64 1, !dbg !37
  store i32 %14, i32* %27, align 4, !dbg !38, !tbaa !30
  %28 = getelementptr inbounds %struct.Board, %struct.Board* %5, i64 0, i32 0, i64 2, !dbg !39
  store i32 -1, i32* %28, align 4, !dbg !40, !tbaa !30
  %29 = add nsw i32 %0, -1
  %30 = sext i32 %10 to i64
  %31 = getelementptr inbounds %struct.Board, %struct.Board* %2, i64 %30
  %32 = bitcast %struct.Board* %31 to i8*
  br label %33, !dbg !41

33:                                               ; preds = %64, %26
  %34 = phi i32 [ -1, %26 ], [ %67, %64 ], !dbg !42
  %35 = phi i32 [ 0, %26 ], [ %62, %64 ]
  %36 = phi i64 [ 0, %26 ], [ %44, %64 ]
  %37 = phi i32 [ 2, %26 ], [ %61, %64 ]
  %38 = add nsw i32 %34, 1, !dbg !43
  %39 = call fastcc { i32, i32 } @_ZL9next_movePKiiii(i32* noundef nonnull %12, i32 noundef %37, i32 noundef %38, i32 noundef %0) #6, !dbg !44
  %40 = extractvalue { i32, i32 } %39, 0, !dbg !44
  %41 = extractvalue { i32, i32 } %39, 1, !dbg !44
  %42 = sext i32 %41 to i64, !dbg !45
  %43 = add i64 %36, 1, !dbg !46
  %44 = add i64 %43, %42, !dbg !47
  %45 = icmp slt i32 %40, %0, !dbg !48
  br i1 %45, label %46, label %58, !dbg !49

46:                                               ; preds = %33
  %47 = zext i32 %37 to i64, !dbg !42
  %48 = getelementptr inbounds %struct.Board, %struct.Board* %5, i64 0, i32 0, i64 %47, !dbg !42
  store i32 %40, i32* %48, align 4, !dbg !50, !tbaa !30
  %49 = icmp slt i32 %37, %29, !dbg !51
  br i1 %49, label %50, label %54, !dbg !52

50:                                               ; preds = %46
  %51 = add nuw nsw i32 %37, 1, !dbg !53
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds %struct.Board, %struct.Board* %5, i64 0, i32 0, i64 %52, !dbg !54
  store i32 -1, i32* %53, align 4, !dbg !55, !tbaa !30
  br label %60, !dbg !56

54:                                               ; preds = %46
  %55 = add i32 %35, 1, !dbg !57
  %56 = icmp eq i32 %35, 0, !dbg !58
  br i1 %56, label %57, label %60, !dbg !57

57:                                               ; preds = %54
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(48) %32, i8* noundef nonnull align 4 dereferenceable(48) %11, i64 48, i1 false), !dbg !59, !tbaa.struct !60
  br label %60, !dbg !62

58:                                               ; preds = %33
  %59 = add nsw i32 %37, -1, !dbg !63
  br label %60

60:                                               ; preds = %50, %57, %54, %58
  %61 = phi i32 [ %51, %50 ], [ %37, %57 ], [ %37, %54 ], [ %59, %58 ], !dbg !64
  %62 = phi i32 [ %35, %50 ], [ 1, %57 ], [ %55, %54 ], [ %35, %58 ], !dbg !64
  %63 = icmp sgt i32 %61, 1, !dbg !65
  br i1 %63, label %64, label %68, !dbg !41, !llvm.loop !66

64:                                               ; preds = %60
  %65 = zext i32 %61 to i64
  %66 = getelementptr inbounds %struct.Board, %struct.Board* %5, i64 0, i32 0, i64 %65
  %67 = load i32, i32* %66, align 4, !dbg !42, !tbaa !30
  br label %33, !dbg !41

68:                                               ; preds = %60, %19, %4
  %69 = phi i64 [ 0, %19 ], [ 0, %4 ], [ %44, %60 ], !dbg !69
  %70 = phi i32 [ 0, %19 ], [ 0, %4 ], [ %62, %60 ], !dbg !70
  %71 = sext i32 %10 to i64, !dbg !71
  %72 = getelementptr inbounds i32, i32* %1, i64 %71, !dbg !71
  store i32 %70, i32* %72, align 4, !dbg !72, !tbaa !30
  %73 = atomicrmw add i64* %3, i64 %69 seq_cst, align 8, !dbg !73
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %11) #6, !dbg !76
  ret void, !dbg !76
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define internal fastcc { i32, i32 } @_ZL9next_movePKiiii(i32* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 !dbg !77 {
  %5 = icmp sgt i32 %3, %2, !dbg !78
  br i1 %5, label %6, label %33, !dbg !79

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = sub i32 %3, %2, !dbg !79
  br label %9, !dbg !79

9:                                                ; preds = %6, %30
  %10 = phi i32 [ 0, %6 ], [ %12, %30 ]
  %11 = phi i32 [ %2, %6 ], [ %31, %30 ]
  %12 = add nuw i32 %10, 1, !dbg !80
  br i1 %7, label %14, label %33, !dbg !81

13:                                               ; preds = %14
  br i1 %26, label %33, label %30

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %27, %14 ], [ 0, %9 ]
  %16 = zext i32 %15 to i64, !dbg !82
  %17 = getelementptr inbounds i32, i32* %0, i64 %16, !dbg !82
  %18 = load i32, i32* %17, align 4, !dbg !82, !tbaa !30
  %19 = sub nsw i32 %18, %11, !dbg !83
  %20 = icmp ne i32 %19, 0, !dbg !84
  %21 = sub nsw i32 %1, %15
  %22 = icmp ne i32 %19, %21
  %23 = select i1 %20, i1 %22, i1 false, !dbg !85
  %24 = sub nsw i32 %15, %1, !dbg !86
  %25 = icmp ne i32 %19, %24, !dbg !87
  %26 = select i1 %23, i1 %25, i1 false, !dbg !85
  %27 = add nuw nsw i32 %15, 1, !dbg !88
  %28 = icmp slt i32 %27, %1, !dbg !89
  %29 = select i1 %28, i1 %26, i1 false, !dbg !90
  br i1 %29, label %14, label %13, !dbg !81, !llvm.loop !91

30:                                               ; preds = %13
  %31 = add nsw i32 %11, 1, !dbg !93
  %32 = icmp eq i32 %12, %8, !dbg !78
  br i1 %32, label %33, label %9, !dbg !79, !llvm.loop !94

33:                                               ; preds = %30, %13, %9, %4
  %34 = phi i32 [ %2, %4 ], [ %2, %9 ], [ %11, %13 ], [ %3, %30 ], !dbg !96
  %35 = phi i32 [ 0, %4 ], [ %12, %9 ], [ %12, %13 ], [ %8, %30 ], !dbg !96
  %36 = insertvalue { i32, i32 } undef, i32 %34, 0, !dbg !97
  %37 = insertvalue { i32, i32 } %36, i32 %35, 1, !dbg !97
  ret { i32, i32 } %37, !dbg !97
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { convergent mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/nqueens.cu", directory: ".")
!2 = !{void (i32, i32*, %struct.Board*, i64*)* @nqueens, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "nqueens", scope: !1, file: !1, line: 35, type: !10, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 37, column: 13, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 37, column: 26, scope: !9)
!19 = !DILocation(line: 37, column: 24, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 37, column: 39, scope: !9)
!23 = !DILocation(line: 37, column: 37, scope: !9)
!24 = !DILocation(line: 38, column: 3, scope: !9)
!25 = !DILocation(line: 38, column: 9, scope: !9)
!26 = !DILocation(line: 39, column: 14, scope: !9)
!27 = !DILocation(line: 42, column: 30, scope: !9)
!28 = !DILocation(line: 43, column: 14, scope: !9)
!29 = !DILocation(line: 44, column: 12, scope: !9)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 45, column: 34, scope: !9)
!35 = !DILocation(line: 45, column: 9, scope: !9)
!36 = !DILocation(line: 45, column: 43, scope: !9)
!37 = !DILocation(line: 46, column: 7, scope: !9)
!38 = !DILocation(line: 46, column: 14, scope: !9)
!39 = !DILocation(line: 48, column: 7, scope: !9)
!40 = !DILocation(line: 48, column: 14, scope: !9)
!41 = !DILocation(line: 49, column: 7, scope: !9)
!42 = !DILocation(line: 50, column: 38, scope: !9)
!43 = !DILocation(line: 50, column: 47, scope: !9)
!44 = !DILocation(line: 50, column: 18, scope: !9)
!45 = !DILocation(line: 51, column: 38, scope: !9)
!46 = !DILocation(line: 51, column: 46, scope: !9)
!47 = !DILocation(line: 51, column: 15, scope: !9)
!48 = !DILocation(line: 52, column: 19, scope: !9)
!49 = !DILocation(line: 52, column: 13, scope: !9)
!50 = !DILocation(line: 53, column: 20, scope: !9)
!51 = !DILocation(line: 54, column: 19, scope: !9)
!52 = !DILocation(line: 54, column: 15, scope: !9)
!53 = !DILocation(line: 55, column: 16, scope: !9)
!54 = !DILocation(line: 56, column: 13, scope: !9)
!55 = !DILocation(line: 56, column: 22, scope: !9)
!56 = !DILocation(line: 57, column: 11, scope: !9)
!57 = !DILocation(line: 57, column: 22, scope: !9)
!58 = !DILocation(line: 57, column: 30, scope: !9)
!59 = !DILocation(line: 58, column: 24, scope: !9)
!60 = !{i64 0, i64 48, !61}
!61 = !{!32, !32, i64 0}
!62 = !DILocation(line: 59, column: 11, scope: !9)
!63 = !DILocation(line: 61, column: 14, scope: !9)
!64 = !DILocation(line: 0, scope: !9)
!65 = !DILocation(line: 49, column: 18, scope: !9)
!66 = distinct !{!66, !41, !67, !68}
!67 = !DILocation(line: 63, column: 7, scope: !9)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 41, column: 22, scope: !9)
!70 = !DILocation(line: 40, column: 12, scope: !9)
!71 = !DILocation(line: 66, column: 3, scope: !9)
!72 = !DILocation(line: 66, column: 15, scope: !9)
!73 = !DILocation(line: 75, column: 30, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 73, type: !10, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!75 = distinct !DILocation(line: 67, column: 3, scope: !9)
!76 = !DILocation(line: 68, column: 1, scope: !9)
!77 = distinct !DISubprogram(name: "next_move", scope: !1, file: !1, line: 16, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!78 = !DILocation(line: 20, column: 29, scope: !77)
!79 = !DILocation(line: 20, column: 3, scope: !77)
!80 = !DILocation(line: 22, column: 12, scope: !77)
!81 = !DILocation(line: 23, column: 5, scope: !77)
!82 = !DILocation(line: 24, column: 15, scope: !77)
!83 = !DILocation(line: 24, column: 22, scope: !77)
!84 = !DILocation(line: 25, column: 14, scope: !77)
!85 = !DILocation(line: 25, column: 19, scope: !77)
!86 = !DILocation(line: 25, column: 45, scope: !77)
!87 = !DILocation(line: 25, column: 40, scope: !77)
!88 = !DILocation(line: 23, column: 37, scope: !77)
!89 = !DILocation(line: 23, column: 23, scope: !77)
!90 = !DILocation(line: 23, column: 29, scope: !77)
!91 = distinct !{!91, !81, !92, !68}
!92 = !DILocation(line: 26, column: 5, scope: !77)
!93 = !DILocation(line: 20, column: 39, scope: !77)
!94 = distinct !{!94, !79, !95, !68}
!95 = !DILocation(line: 29, column: 3, scope: !77)
!96 = !DILocation(line: 0, scope: !77)
!97 = !DILocation(line: 30, column: 3, scope: !77)
