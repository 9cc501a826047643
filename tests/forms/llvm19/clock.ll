; ModuleID = 'tests/forms/clock.cu'
source_filename = "tests/forms/clock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @timedReduction(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !12 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %6 = icmp eq i32 %4, 0, !dbg !22
  br i1 %6, label %7, label %12, !dbg !23

7:                                                ; preds = %3
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds i64, ptr %2, i64 %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock(), !dbg !24
  %11 = sext i32 %10 to i64, !dbg !24
  store i64 %11, ptr %9, align 8, !dbg !27, !tbaa !28
  br label %12, !dbg !32

12:                                               ; preds = %7, %3
  %13 = zext nneg i32 %4 to i64, !dbg !33
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !33
  %15 = load float, ptr %14, align 4, !dbg !33, !tbaa !34
  %16 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 0, i64 %13, !dbg !36
  store float %15, ptr %16, align 4, !dbg !37, !tbaa !34
  %17 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !38
  %18 = add nuw nsw i32 %4, %17, !dbg !41
  %19 = zext nneg i32 %18 to i64, !dbg !42
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !42
  %21 = load float, ptr %20, align 4, !dbg !42, !tbaa !34
  %22 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 0, i64 %19, !dbg !43
  store float %21, ptr %22, align 4, !dbg !44, !tbaa !34
  br label %24, !dbg !45

23:                                               ; preds = %35
  br i1 %6, label %38, label %42, !dbg !46

24:                                               ; preds = %12, %35
  %25 = phi i32 [ %17, %12 ], [ %36, %35 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %26 = icmp ult i32 %4, %25, !dbg !48
  br i1 %26, label %27, label %35, !dbg !49

27:                                               ; preds = %24
  %28 = load float, ptr %16, align 4, !dbg !50, !tbaa !34
  %29 = add nuw nsw i32 %25, %4, !dbg !51
  %30 = zext nneg i32 %29 to i64, !dbg !52
  %31 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 0, i64 %30, !dbg !52
  %32 = load float, ptr %31, align 4, !dbg !52, !tbaa !34
  %33 = fcmp contract olt float %32, %28, !dbg !53
  br i1 %33, label %34, label %35, !dbg !54

34:                                               ; preds = %27
  store float %32, ptr %16, align 4, !dbg !55, !tbaa !34
  br label %35, !dbg !56

35:                                               ; preds = %27, %34, %24
  %36 = lshr i32 %25, 1, !dbg !57
  %37 = icmp ult i32 %25, 2, !dbg !58
  br i1 %37, label %23, label %24, !dbg !45, !llvm.loop !59

38:                                               ; preds = %23
  %39 = zext nneg i32 %5 to i64
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), align 4, !dbg !62, !tbaa !34
  store float %41, ptr %40, align 4, !dbg !63, !tbaa !34
  br label %42, !dbg !64

42:                                               ; preds = %38, %23
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  br i1 %6, label %43, label %50, !dbg !66

43:                                               ; preds = %42
  %44 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %45 = add nuw i32 %5, %44
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i64, ptr %2, i64 %46
  %48 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock(), !dbg !67
  %49 = sext i32 %48 to i64, !dbg !67
  store i64 %49, ptr %47, align 8, !dbg !69, !tbaa !28
  br label %50, !dbg !70

50:                                               ; preds = %43, %42
  ret void, !dbg !71
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @timedLoop(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #2 !dbg !72 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !73
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !75
  %7 = mul i32 %5, %6, !dbg !77
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !78
  %9 = add i32 %7, %8, !dbg !80
  %10 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64(), !dbg !81
  %11 = icmp sgt i32 %0, 0, !dbg !84
  br i1 %11, label %12, label %35, !dbg !85

12:                                               ; preds = %4
  %13 = and i32 %0, 3, !dbg !85
  %14 = icmp ult i32 %0, 4, !dbg !85
  br i1 %14, label %17, label %15, !dbg !85

15:                                               ; preds = %12
  %16 = and i32 %0, 2147483644, !dbg !85
  br label %42, !dbg !85

17:                                               ; preds = %42, %12
  %18 = phi i32 [ poison, %12 ], [ %72, %42 ]
  %19 = phi i32 [ 0, %12 ], [ %73, %42 ]
  %20 = phi i32 [ 0, %12 ], [ %72, %42 ]
  %21 = icmp eq i32 %13, 0, !dbg !85
  br i1 %21, label %35, label %22, !dbg !85

22:                                               ; preds = %17, %22
  %23 = phi i32 [ %32, %22 ], [ %19, %17 ]
  %24 = phi i32 [ %31, %22 ], [ %20, %17 ]
  %25 = phi i32 [ %33, %22 ], [ 0, %17 ]
  %26 = add nsw i32 %23, %9, !dbg !86
  %27 = and i32 %26, 1023, !dbg !87
  %28 = zext nneg i32 %27 to i64, !dbg !88
  %29 = getelementptr inbounds i32, ptr %1, i64 %28, !dbg !88
  %30 = load i32, ptr %29, align 4, !dbg !88, !tbaa !89
  %31 = add nsw i32 %30, %24, !dbg !91
  %32 = add nuw nsw i32 %23, 1, !dbg !92
  %33 = add i32 %25, 1, !dbg !85
  %34 = icmp eq i32 %33, %13, !dbg !85
  br i1 %34, label %35, label %22, !dbg !85, !llvm.loop !93

35:                                               ; preds = %17, %22, %4
  %36 = phi i32 [ 0, %4 ], [ %18, %17 ], [ %31, %22 ], !dbg !95
  %37 = sext i32 %9 to i64, !dbg !96
  %38 = getelementptr inbounds i32, ptr %2, i64 %37, !dbg !96
  store i32 %36, ptr %38, align 4, !dbg !97, !tbaa !89
  %39 = tail call noundef i64 @llvm.nvvm.read.ptx.sreg.clock64(), !dbg !98
  %40 = sub nsw i64 %39, %10, !dbg !100
  %41 = getelementptr inbounds i64, ptr %3, i64 %37, !dbg !101
  store i64 %40, ptr %41, align 8, !dbg !102, !tbaa !103
  ret void, !dbg !105

42:                                               ; preds = %42, %15
  %43 = phi i32 [ 0, %15 ], [ %73, %42 ]
  %44 = phi i32 [ 0, %15 ], [ %72, %42 ]
  %45 = phi i32 [ 0, %15 ], [ %74, %42 ]
  %46 = add nsw i32 %43, %9, !dbg !86
  %47 = and i32 %46, 1023, !dbg !87
  %48 = zext nneg i32 %47 to i64, !dbg !88
  %49 = getelementptr inbounds i32, ptr %1, i64 %48, !dbg !88
  %50 = load i32, ptr %49, align 4, !dbg !88, !tbaa !89
  %51 = add nsw i32 %50, %44, !dbg !91
  %52 = or disjoint i32 %43, 1, !dbg !92
  %53 = add nsw i32 %52, %9, !dbg !86
  %54 = and i32 %53, 1023, !dbg !87
  %55 = zext nneg i32 %54 to i64, !dbg !88
  %56 = getelementptr inbounds i32, ptr %1, i64 %55, !dbg !88
  %57 = load i32, ptr %56, align 4, !dbg !88, !tbaa !89
  %58 = add nsw i32 %57, %51, !dbg !91
  %59 = or disjoint i32 %43, 2, !dbg !92
  %60 = add nsw i32 %59, %9, !dbg !86
  %61 = and i32 %60, 1023, !dbg !87
  %62 = zext nneg i32 %61 to i64, !dbg !88
  %63 = getelementptr inbounds i32, ptr %1, i64 %62, !dbg !88
  %64 = load i32, ptr %63, align 4, !dbg !88, !tbaa !89
  %65 = add nsw i32 %64, %58, !dbg !91
  %66 = or disjoint i32 %43, 3, !dbg !92
  %67 = add nsw i32 %66, %9, !dbg !86
  %68 = and i32 %67, 1023, !dbg !87
  %69 = zext nneg i32 %68 to i64, !dbg !88
  %70 = getelementptr inbounds i32, ptr %1, i64 %69, !dbg !88
  %71 = load i32, ptr %70, align 4, !dbg !88, !tbaa !89
  %72 = add nsw i32 %71, %65, !dbg !91
  %73 = add nuw nsw i32 %43, 4, !dbg !92
  %74 = add i32 %45, 4, !dbg !85
  %75 = icmp eq i32 %74, %16, !dbg !85
  br i1 %75, label %17, label %42, !dbg !85, !llvm.loop !106
}

; Function Attrs: mustprogress norecurse nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @clockIndirect(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !108 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !109
  %4 = icmp ult i32 %3, %0, !dbg !111
  br i1 %4, label %5, label %10, !dbg !112

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds ptr, ptr %1, i64 %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock(), !dbg !113
  %9 = load ptr, ptr %7, align 8, !dbg !115, !tbaa !116
  store i32 %8, ptr %9, align 4, !dbg !118, !tbaa !89
  br label %10, !dbg !119

10:                                               ; preds = %5, %2
  ret void, !dbg !120
}

; Function Attrs: mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local void @clockBranch(ptr nocapture noundef writeonly %0) local_unnamed_addr #4 !dbg !121 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock(), !dbg !122
  %3 = and i32 %2, 1, !dbg !124
  %4 = icmp eq i32 %3, 0, !dbg !125
  br i1 %4, label %9, label %5, !dbg !125

5:                                                ; preds = %1
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  store i32 1, ptr %8, align 4, !dbg !126, !tbaa !89
  br label %9, !dbg !127

9:                                                ; preds = %5, %1
  ret void, !dbg !128
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clock() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress norecurse nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/clock.cu", directory: ".")
!2 = !{ptr @timedReduction, !"kernel", i32 1}
!3 = !{ptr @timedLoop, !"kernel", i32 1}
!4 = !{ptr @clockIndirect, !"kernel", i32 1}
!5 = !{ptr @clockBranch, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "timedReduction", scope: !1, file: !1, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!18 = distinct !DILocation(line: 13, column: 19, scope: !12)
!19 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 14, column: 19, scope: !12)
!22 = !DILocation(line: 16, column: 11, scope: !12)
!23 = !DILocation(line: 16, column: 7, scope: !12)
!24 = !DILocation(line: 317, column: 39, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "clock", scope: !17, file: !17, line: 317, type: !13, scopeLine: 317, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 16, column: 30, scope: !12)
!27 = !DILocation(line: 16, column: 28, scope: !12)
!28 = !{!29, !29, i64 0}
!29 = !{!"long", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 16, column: 17, scope: !12)
!33 = !DILocation(line: 18, column: 17, scope: !12)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !30, i64 0}
!36 = !DILocation(line: 18, column: 3, scope: !12)
!37 = !DILocation(line: 18, column: 15, scope: !12)
!38 = !DILocation(line: 46, column: 1, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 19, column: 42, scope: !12)
!41 = !DILocation(line: 19, column: 40, scope: !12)
!42 = !DILocation(line: 19, column: 30, scope: !12)
!43 = !DILocation(line: 19, column: 3, scope: !12)
!44 = !DILocation(line: 19, column: 28, scope: !12)
!45 = !DILocation(line: 21, column: 3, scope: !12)
!46 = !DILocation(line: 30, column: 7, scope: !12)
!47 = !DILocation(line: 22, column: 5, scope: !12)
!48 = !DILocation(line: 23, column: 13, scope: !12)
!49 = !DILocation(line: 23, column: 9, scope: !12)
!50 = !DILocation(line: 24, column: 18, scope: !12)
!51 = !DILocation(line: 25, column: 29, scope: !12)
!52 = !DILocation(line: 25, column: 18, scope: !12)
!53 = !DILocation(line: 26, column: 14, scope: !12)
!54 = !DILocation(line: 26, column: 11, scope: !12)
!55 = !DILocation(line: 26, column: 32, scope: !12)
!56 = !DILocation(line: 26, column: 20, scope: !12)
!57 = !DILocation(line: 21, column: 37, scope: !12)
!58 = !DILocation(line: 21, column: 30, scope: !12)
!59 = distinct !{!59, !45, !60, !61}
!60 = !DILocation(line: 28, column: 3, scope: !12)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 30, column: 31, scope: !12)
!63 = !DILocation(line: 30, column: 29, scope: !12)
!64 = !DILocation(line: 30, column: 17, scope: !12)
!65 = !DILocation(line: 31, column: 3, scope: !12)
!66 = !DILocation(line: 33, column: 7, scope: !12)
!67 = !DILocation(line: 317, column: 39, scope: !25, inlinedAt: !68)
!68 = distinct !DILocation(line: 33, column: 42, scope: !12)
!69 = !DILocation(line: 33, column: 40, scope: !12)
!70 = !DILocation(line: 33, column: 17, scope: !12)
!71 = !DILocation(line: 34, column: 1, scope: !12)
!72 = distinct !DISubprogram(name: "timedLoop", scope: !1, file: !1, line: 38, type: !13, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 45, column: 1, scope: !20, inlinedAt: !74)
!74 = distinct !DILocation(line: 40, column: 11, scope: !72)
!75 = !DILocation(line: 46, column: 1, scope: !39, inlinedAt: !76)
!76 = distinct !DILocation(line: 40, column: 24, scope: !72)
!77 = !DILocation(line: 40, column: 22, scope: !72)
!78 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !79)
!79 = distinct !DILocation(line: 40, column: 37, scope: !72)
!80 = !DILocation(line: 40, column: 35, scope: !72)
!81 = !DILocation(line: 318, column: 43, scope: !82, inlinedAt: !83)
!82 = distinct !DISubprogram(name: "clock64", scope: !17, file: !17, line: 318, type: !13, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!83 = distinct !DILocation(line: 41, column: 21, scope: !72)
!84 = !DILocation(line: 43, column: 21, scope: !72)
!85 = !DILocation(line: 43, column: 3, scope: !72)
!86 = !DILocation(line: 44, column: 16, scope: !72)
!87 = !DILocation(line: 44, column: 21, scope: !72)
!88 = !DILocation(line: 44, column: 10, scope: !72)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !30, i64 0}
!91 = !DILocation(line: 44, column: 7, scope: !72)
!92 = !DILocation(line: 43, column: 27, scope: !72)
!93 = distinct !{!93, !94}
!94 = !{!"llvm.loop.unroll.disable"}
!95 = !DILocation(line: 0, scope: !72)
!96 = !DILocation(line: 45, column: 3, scope: !72)
!97 = !DILocation(line: 45, column: 10, scope: !72)
!98 = !DILocation(line: 318, column: 43, scope: !82, inlinedAt: !99)
!99 = distinct !DILocation(line: 46, column: 16, scope: !72)
!100 = !DILocation(line: 46, column: 26, scope: !72)
!101 = !DILocation(line: 46, column: 3, scope: !72)
!102 = !DILocation(line: 46, column: 14, scope: !72)
!103 = !{!104, !104, i64 0}
!104 = !{!"long long", !30, i64 0}
!105 = !DILocation(line: 47, column: 1, scope: !72)
!106 = distinct !{!106, !85, !107, !61}
!107 = !DILocation(line: 44, column: 27, scope: !72)
!108 = distinct !DISubprogram(name: "clockIndirect", scope: !1, file: !1, line: 52, type: !13, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = !DILocation(line: 44, column: 1, scope: !16, inlinedAt: !110)
!110 = distinct !DILocation(line: 53, column: 7, scope: !108)
!111 = !DILocation(line: 53, column: 19, scope: !108)
!112 = !DILocation(line: 53, column: 7, scope: !108)
!113 = !DILocation(line: 317, column: 39, scope: !25, inlinedAt: !114)
!114 = distinct !DILocation(line: 53, column: 51, scope: !108)
!115 = !DILocation(line: 53, column: 25, scope: !108)
!116 = !{!117, !117, i64 0}
!117 = !{!"any pointer", !30, i64 0}
!118 = !DILocation(line: 53, column: 44, scope: !108)
!119 = !DILocation(line: 53, column: 24, scope: !108)
!120 = !DILocation(line: 54, column: 1, scope: !108)
!121 = distinct !DISubprogram(name: "clockBranch", scope: !1, file: !1, line: 57, type: !13, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!122 = !DILocation(line: 317, column: 39, scope: !25, inlinedAt: !123)
!123 = distinct !DILocation(line: 58, column: 7, scope: !121)
!124 = !DILocation(line: 58, column: 15, scope: !121)
!125 = !DILocation(line: 58, column: 7, scope: !121)
!126 = !DILocation(line: 58, column: 37, scope: !121)
!127 = !DILocation(line: 58, column: 20, scope: !121)
!128 = !DILocation(line: 59, column: 1, scope: !121)
