; ModuleID = 'suites/ilp/scan_smem.cu'
source_filename = "suites/ilp/scan_smem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9scan_smemE5s_buf = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_smem(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = add i32 %8, %5, !dbg !23
  %10 = icmp slt i32 %9, %3, !dbg !24
  br i1 %10, label %11, label %15, !dbg !25

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !dbg !26, !tbaa !27
  br label %15, !dbg !25

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ], !dbg !25
  %17 = zext nneg i32 %5 to i64, !dbg !31
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_smemE5s_buf to ptr), i64 0, i64 %17, !dbg !31
  store i32 %16, ptr %18, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %19 = icmp ugt i32 %7, 1, !dbg !34
  br i1 %19, label %26, label %22, !dbg !35

20:                                               ; preds = %39
  %21 = zext nneg i32 %41 to i64, !dbg !36
  br label %22, !dbg !36

22:                                               ; preds = %15, %20
  %23 = phi i64 [ %21, %20 ], [ 0, %15 ], !dbg !37
  %24 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_smemE5s_buf to ptr), i64 0, i64 %23, i64 %17, !dbg !36
  %25 = load i32, ptr %24, align 4, !dbg !36, !tbaa !27
  br i1 %10, label %46, label %49, !dbg !38

26:                                               ; preds = %15, %39
  %27 = phi i32 [ %41, %39 ], [ 0, %15 ]
  %28 = phi i32 [ %44, %39 ], [ 1, %15 ]
  %29 = zext nneg i32 %27 to i64, !dbg !39
  %30 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_smemE5s_buf to ptr), i64 0, i64 %29, i64 %17, !dbg !39
  %31 = load i32, ptr %30, align 4, !dbg !39, !tbaa !27
  %32 = icmp ult i32 %5, %28, !dbg !40
  br i1 %32, label %39, label %33, !dbg !41

33:                                               ; preds = %26
  %34 = sub i32 %5, %28
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_smemE5s_buf to ptr), i64 0, i64 %29, i64 %35
  %37 = load i32, ptr %36, align 4, !dbg !42, !tbaa !27
  %38 = add i32 %37, %31, !dbg !43
  br label %39, !dbg !44

39:                                               ; preds = %33, %26
  %40 = phi i32 [ %38, %33 ], [ %31, %26 ], !dbg !37
  %41 = xor i32 %27, 1, !dbg !45
  %42 = zext nneg i32 %41 to i64, !dbg !46
  %43 = getelementptr inbounds [2 x [256 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_smemE5s_buf to ptr), i64 0, i64 %42, i64 %17, !dbg !46
  store i32 %40, ptr %43, align 4, !dbg !47, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %44 = shl i32 %28, 1, !dbg !49
  %45 = icmp ult i32 %44, %7, !dbg !34
  br i1 %45, label %26, label %20, !dbg !35, !llvm.loop !50

46:                                               ; preds = %22
  %47 = sext i32 %9 to i64
  %48 = getelementptr inbounds i32, ptr %1, i64 %47
  store i32 %25, ptr %48, align 4, !dbg !53, !tbaa !27
  br label %49, !dbg !54

49:                                               ; preds = %46, %22
  %50 = add nsw i32 %7, -1, !dbg !55
  %51 = icmp eq i32 %5, %50, !dbg !56
  br i1 %51, label %52, label %55, !dbg !57

52:                                               ; preds = %49
  %53 = zext nneg i32 %6 to i64
  %54 = getelementptr inbounds i32, ptr %2, i64 %53
  store i32 %25, ptr %54, align 4, !dbg !58, !tbaa !27
  br label %55, !dbg !59

55:                                               ; preds = %52, %49
  ret void, !dbg !60
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/scan_smem.cu", directory: ".")
!2 = !{ptr @scan_smem, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "scan_smem", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 14, column: 16, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 15, column: 13, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 15, column: 26, scope: !9)
!22 = !DILocation(line: 15, column: 24, scope: !9)
!23 = !DILocation(line: 15, column: 37, scope: !9)
!24 = !DILocation(line: 17, column: 23, scope: !9)
!25 = !DILocation(line: 17, column: 19, scope: !9)
!26 = !DILocation(line: 17, column: 29, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 17, column: 3, scope: !9)
!32 = !DILocation(line: 17, column: 17, scope: !9)
!33 = !DILocation(line: 18, column: 3, scope: !9)
!34 = !DILocation(line: 19, column: 36, scope: !9)
!35 = !DILocation(line: 19, column: 3, scope: !9)
!36 = !DILocation(line: 27, column: 16, scope: !9)
!37 = !DILocation(line: 0, scope: !9)
!38 = !DILocation(line: 28, column: 7, scope: !9)
!39 = !DILocation(line: 20, column: 18, scope: !9)
!40 = !DILocation(line: 21, column: 11, scope: !9)
!41 = !DILocation(line: 21, column: 9, scope: !9)
!42 = !DILocation(line: 22, column: 12, scope: !9)
!43 = !DILocation(line: 22, column: 9, scope: !9)
!44 = !DILocation(line: 22, column: 7, scope: !9)
!45 = !DILocation(line: 23, column: 9, scope: !9)
!46 = !DILocation(line: 24, column: 5, scope: !9)
!47 = !DILocation(line: 24, column: 19, scope: !9)
!48 = !DILocation(line: 25, column: 5, scope: !9)
!49 = !DILocation(line: 19, column: 57, scope: !9)
!50 = distinct !{!50, !35, !51, !52}
!51 = !DILocation(line: 26, column: 3, scope: !9)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 29, column: 14, scope: !9)
!54 = !DILocation(line: 29, column: 5, scope: !9)
!55 = !DILocation(line: 30, column: 23, scope: !9)
!56 = !DILocation(line: 30, column: 9, scope: !9)
!57 = !DILocation(line: 30, column: 7, scope: !9)
!58 = !DILocation(line: 31, column: 28, scope: !9)
!59 = !DILocation(line: 31, column: 5, scope: !9)
!60 = !DILocation(line: 32, column: 1, scope: !9)
