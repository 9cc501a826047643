; ModuleID = 'samples/nqueens.cu'
source_filename = "samples/nqueens.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Board = type { [12 x i32] }

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @nqueens(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = alloca %struct.Board, align 4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %8 = mul i32 %6, %7, !dbg !19
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %10 = add i32 %8, %9, !dbg !23
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #6, !dbg !24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %5, i8 0, i64 48, i1 false), !dbg !25
  %11 = sdiv i32 %10, %0, !dbg !26
  %12 = add i32 %0, -3, !dbg !27
  %13 = icmp ult i32 %12, 10, !dbg !27
  %14 = icmp slt i32 %11, %0
  %15 = and i1 %13, %14, !dbg !27
  br i1 %15, label %16, label %60, !dbg !27

16:                                               ; preds = %4
  %17 = mul i32 %11, %0, !dbg !28
  %18 = sub i32 %10, %17, !dbg !28
  store i32 %18, ptr %5, align 4, !dbg !29, !tbaa !30
  %19 = add nsw i32 %11, 1, !dbg !34
  %20 = call fastcc { i32, i32 } @_ZL9next_movePKiiii(ptr noundef nonnull %5, i32 noundef 1, i32 noundef %11, i32 noundef %19) #6, !dbg !35
  %21 = extractvalue { i32, i32 } %20, 0, !dbg !35
  %22 = icmp eq i32 %21, %11, !dbg !36
  br i1 %22, label %23, label %60, !dbg !35

23:                                               ; preds = %16
  %24 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !37
  store i32 %11, ptr %24, align 4, !dbg !38, !tbaa !30
  %25 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !39
  store i32 -1, ptr %25, align 4, !dbg !40, !tbaa !30
  %26 = add nsw i32 %0, -1
  %27 = sext i32 %10 to i64
  %28 = getelementptr inbounds %struct.Board, ptr %2, i64 %27
  br label %29, !dbg !41

29:                                               ; preds = %23, %56
  %30 = phi i32 [ 0, %23 ], [ %58, %56 ]
  %31 = phi i64 [ 0, %23 ], [ %42, %56 ]
  %32 = phi i32 [ 2, %23 ], [ %57, %56 ]
  %33 = zext nneg i32 %32 to i64, !dbg !42
  %34 = getelementptr inbounds i32, ptr %5, i64 %33, !dbg !42
  %35 = load i32, ptr %34, align 4, !dbg !42, !tbaa !30
  %36 = add nsw i32 %35, 1, !dbg !43
  %37 = call fastcc { i32, i32 } @_ZL9next_movePKiiii(ptr noundef nonnull %5, i32 noundef %32, i32 noundef %36, i32 noundef %0) #6, !dbg !44
  %38 = extractvalue { i32, i32 } %37, 0, !dbg !44
  %39 = extractvalue { i32, i32 } %37, 1, !dbg !44
  %40 = sext i32 %39 to i64, !dbg !45
  %41 = add i64 %31, 1, !dbg !46
  %42 = add i64 %41, %40, !dbg !47
  %43 = icmp slt i32 %38, %0, !dbg !48
  br i1 %43, label %44, label %54, !dbg !49

44:                                               ; preds = %29
  store i32 %38, ptr %34, align 4, !dbg !50, !tbaa !30
  %45 = icmp slt i32 %32, %26, !dbg !51
  br i1 %45, label %46, label %50, !dbg !52

46:                                               ; preds = %44
  %47 = add nuw nsw i32 %32, 1, !dbg !53
  %48 = zext nneg i32 %47 to i64, !dbg !54
  %49 = getelementptr inbounds i32, ptr %5, i64 %48, !dbg !54
  store i32 -1, ptr %49, align 4, !dbg !55, !tbaa !30
  br label %56, !dbg !56

50:                                               ; preds = %44
  %51 = add i32 %30, 1, !dbg !57
  %52 = icmp eq i32 %30, 0, !dbg !58
  br i1 %52, label %53, label %56, !dbg !57

53:                                               ; preds = %50
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %28, ptr noundef nonnull align 4 dereferenceable(48) %5, i64 48, i1 false), !dbg !59, !tbaa.struct !60
  br label %56, !dbg !62

54:                                               ; preds = %29
  %55 = add nsw i32 %32, -1, !dbg !63
  br label %56

56:                                               ; preds = %46, %53, %50, %54
  %57 = phi i32 [ %47, %46 ], [ %32, %53 ], [ %32, %50 ], [ %55, %54 ], !dbg !64
  %58 = phi i32 [ %30, %46 ], [ 1, %53 ], [ %51, %50 ], [ %30, %54 ], !dbg !64
  %59 = icmp ugt i32 %57, 1, !dbg !65
  br i1 %59, label %29, label %60, !dbg !41, !llvm.loop !66

60:                                               ; preds = %56, %16, %4
  %61 = phi i64 [ 0, %16 ], [ 0, %4 ], [ %42, %56 ], !dbg !69
  %62 = phi i32 [ 0, %16 ], [ 0, %4 ], [ %58, %56 ], !dbg !70
  %63 = sext i32 %10 to i64, !dbg !71
  %64 = getelementptr inbounds i32, ptr %1, i64 %63, !dbg !71
  store i32 %62, ptr %64, align 4, !dbg !72, !tbaa !30
  %65 = atomicrmw add ptr %3, i64 %61 seq_cst, align 8, !dbg !73
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #6, !dbg !76
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc { i32, i32 } @_ZL9next_movePKiiii(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 !dbg !77 {
  %5 = icmp slt i32 %2, %3, !dbg !79
  br i1 %5, label %6, label %33, !dbg !80

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = sub i32 %3, %2, !dbg !80
  br label %9, !dbg !80

9:                                                ; preds = %6, %30
  %10 = phi i32 [ 0, %6 ], [ %12, %30 ]
  %11 = phi i32 [ %2, %6 ], [ %31, %30 ]
  %12 = add nuw i32 %10, 1, !dbg !81
  br i1 %7, label %14, label %33, !dbg !82

13:                                               ; preds = %14
  br i1 %26, label %33, label %30

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %27, %14 ], [ 0, %9 ]
  %16 = zext nneg i32 %15 to i64, !dbg !83
  %17 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !83
  %18 = load i32, ptr %17, align 4, !dbg !83, !tbaa !30
  %19 = sub nsw i32 %18, %11, !dbg !84
  %20 = icmp ne i32 %18, %11, !dbg !85
  %21 = sub nsw i32 %1, %15
  %22 = icmp ne i32 %19, %21
  %23 = select i1 %20, i1 %22, i1 false
  %24 = sub nsw i32 %15, %1
  %25 = icmp ne i32 %19, %24
  %26 = select i1 %23, i1 %25, i1 false, !dbg !86
  %27 = add nuw nsw i32 %15, 1, !dbg !87
  %28 = icmp slt i32 %27, %1, !dbg !88
  %29 = select i1 %28, i1 %26, i1 false, !dbg !89
  br i1 %29, label %14, label %13, !dbg !82, !llvm.loop !90

30:                                               ; preds = %13
  %31 = add nsw i32 %11, 1, !dbg !92
  %32 = icmp eq i32 %12, %8, !dbg !79
  br i1 %32, label %33, label %9, !dbg !80, !llvm.loop !93

33:                                               ; preds = %30, %13, %9, %4
  %34 = phi i32 [ %2, %4 ], [ %2, %9 ], [ %11, %13 ], [ %3, %30 ], !dbg !95
  %35 = phi i32 [ 0, %4 ], [ %12, %9 ], [ %12, %13 ], [ %8, %30 ], !dbg !96
  %36 = insertvalue { i32, i32 } poison, i32 %34, 0, !dbg !97
  %37 = insertvalue { i32, i32 } %36, i32 %35, 1, !dbg !97
  ret { i32, i32 } %37, !dbg !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/nqueens.cu", directory: ".")
!2 = !{ptr @nqueens, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "nqueens", scope: !1, file: !1, line: 35, type: !10, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 37, column: 13, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 37, column: 26, scope: !9)
!19 = !DILocation(line: 37, column: 24, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 37, column: 39, scope: !9)
!23 = !DILocation(line: 37, column: 37, scope: !9)
!24 = !DILocation(line: 38, column: 3, scope: !9)
!25 = !DILocation(line: 38, column: 9, scope: !9)
!26 = !DILocation(line: 42, column: 30, scope: !9)
!27 = !DILocation(line: 43, column: 14, scope: !9)
!28 = !DILocation(line: 42, column: 16, scope: !9)
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
!74 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 73, type: !10, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = distinct !DILocation(line: 67, column: 3, scope: !9)
!76 = !DILocation(line: 68, column: 1, scope: !9)
!77 = distinct !DISubprogram(name: "next_move", scope: !1, file: !1, line: 16, type: !78, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DISubroutineType(cc: DW_CC_nocall, types: !11)
!79 = !DILocation(line: 20, column: 29, scope: !77)
!80 = !DILocation(line: 20, column: 3, scope: !77)
!81 = !DILocation(line: 22, column: 12, scope: !77)
!82 = !DILocation(line: 23, column: 5, scope: !77)
!83 = !DILocation(line: 24, column: 15, scope: !77)
!84 = !DILocation(line: 24, column: 22, scope: !77)
!85 = !DILocation(line: 25, column: 14, scope: !77)
!86 = !DILocation(line: 25, column: 19, scope: !77)
!87 = !DILocation(line: 23, column: 37, scope: !77)
!88 = !DILocation(line: 23, column: 23, scope: !77)
!89 = !DILocation(line: 23, column: 29, scope: !77)
!90 = distinct !{!90, !82, !91, !68}
!91 = !DILocation(line: 26, column: 5, scope: !77)
!92 = !DILocation(line: 20, column: 39, scope: !77)
!93 = distinct !{!93, !80, !94, !68}
!94 = !DILocation(line: 29, column: 3, scope: !77)
!95 = !DILocation(line: 20, scope: !77)
!96 = !DILocation(line: 0, scope: !77)
!97 = !DILocation(line: 30, column: 3, scope: !77)
