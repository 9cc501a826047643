; ModuleID = 'suites/ilp/scan_smem.cu'
source_filename = "suites/ilp/scan_smem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9scan_smemE5s_buf = internal unnamed_addr addrspace(3) global [2 x [256 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan_smem(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !16
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = add i32 %8, %5, !dbg !23
  %10 = icmp slt i32 %9, %3, !dbg !24
  br i1 %10, label %11, label %15, !dbg !25

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !26
  %13 = getelementptr inbounds i32, i32* %0, i64 %12, !dbg !26
  %14 = load i32, i32* %13, align 4, !dbg !26, !tbaa !27
  br label %15, !dbg !25

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ], !dbg !25
  %17 = zext i32 %5 to i64, !dbg !31
  %18 = getelementptr inbounds [2 x [256 x i32]], [2 x [256 x i32]] addrspace(3)* @_ZZ9scan_smemE5s_buf, i64 0, i64 0, i64 %17, !dbg !31
  %19 = addrspacecast i32 addrspace(3)* %18 to i32*, !dbg !31
  store i32 %16, i32* %19, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %20 = icmp ugt i32 %7, 1, !dbg !34
  br i1 %20, label %23, label %21, !dbg !35

21:                                               ; preds = %36, %15
  %22 = phi i32 [ %16, %15 ], [ %37, %36 ], !dbg !36
  br i1 %10, label %44, label %47, !dbg !37

23:                                               ; preds = %15, %36
  %24 = phi i32 [ %37, %36 ], [ %16, %15 ], !dbg !38
  %25 = phi i32 [ %38, %36 ], [ 0, %15 ]
  %26 = phi i32 [ %42, %36 ], [ 1, %15 ]
  %27 = icmp ult i32 %5, %26, !dbg !39
  br i1 %27, label %36, label %28, !dbg !40

28:                                               ; preds = %23
  %29 = sext i32 %25 to i64, !dbg !38
  %30 = sub i32 %5, %26, !dbg !41
  %31 = zext i32 %30 to i64, !dbg !42
  %32 = getelementptr inbounds [2 x [256 x i32]], [2 x [256 x i32]] addrspace(3)* @_ZZ9scan_smemE5s_buf, i64 0, i64 %29, i64 %31, !dbg !42
  %33 = addrspacecast i32 addrspace(3)* %32 to i32*, !dbg !42
  %34 = load i32, i32* %33, align 4, !dbg !42, !tbaa !27
  %35 = add i32 %34, %24, !dbg !43
  br label %36, !dbg !44

36:                                               ; preds = %28, %23
  %37 = phi i32 [ %35, %28 ], [ %24, %23 ], !dbg !45
  %38 = xor i32 %25, 1, !dbg !46
  %39 = sext i32 %38 to i64, !dbg !47
  %40 = getelementptr inbounds [2 x [256 x i32]], [2 x [256 x i32]] addrspace(3)* @_ZZ9scan_smemE5s_buf, i64 0, i64 %39, i64 %17, !dbg !47
  %41 = addrspacecast i32 addrspace(3)* %40 to i32*, !dbg !47
  store i32 %37, i32* %41, align 4, !dbg !48, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %42 = shl i32 %26, 1, !dbg !50
  %43 = icmp ult i32 %42, %7, !dbg !34
  br i1 %43, label %23, label %21, !dbg !35, !llvm.loop !51

44:                                               ; preds = %21
  %45 = sext i32 %9 to i64, !dbg !54
  %46 = getelementptr inbounds i32, i32* %1, i64 %45, !dbg !54
  store i32 %22, i32* %46, align 4, !dbg !55, !tbaa !27
  br label %47, !dbg !54

47:                                               ; preds = %44, %21
  %48 = add i32 %7, -1, !dbg !56
  %49 = icmp eq i32 %5, %48, !dbg !57
  br i1 %49, label %50, label %53, !dbg !58

50:                                               ; preds = %47
  %51 = zext i32 %6 to i64, !dbg !59
  %52 = getelementptr inbounds i32, i32* %2, i64 %51, !dbg !59
  store i32 %22, i32* %52, align 4, !dbg !60, !tbaa !27
  br label %53, !dbg !59

53:                                               ; preds = %50, %47
  ret void, !dbg !61
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/scan_smem.cu", directory: ".")
!2 = !{void (i32*, i32*, i32*, i32)* @scan_smem, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "scan_smem", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 14, column: 16, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 15, column: 13, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
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
!37 = !DILocation(line: 28, column: 7, scope: !9)
!38 = !DILocation(line: 20, column: 18, scope: !9)
!39 = !DILocation(line: 21, column: 11, scope: !9)
!40 = !DILocation(line: 21, column: 9, scope: !9)
!41 = !DILocation(line: 22, column: 25, scope: !9)
!42 = !DILocation(line: 22, column: 12, scope: !9)
!43 = !DILocation(line: 22, column: 9, scope: !9)
!44 = !DILocation(line: 22, column: 7, scope: !9)
!45 = !DILocation(line: 0, scope: !9)
!46 = !DILocation(line: 23, column: 9, scope: !9)
!47 = !DILocation(line: 24, column: 5, scope: !9)
!48 = !DILocation(line: 24, column: 19, scope: !9)
!49 = !DILocation(line: 25, column: 5, scope: !9)
!50 = !DILocation(line: 19, column: 57, scope: !9)
!51 = distinct !{!51, !35, !52, !53}
!52 = !DILocation(line: 26, column: 3, scope: !9)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 29, column: 5, scope: !9)
!55 = !DILocation(line: 29, column: 14, scope: !9)
!56 = !DILocation(line: 30, column: 23, scope: !9)
!57 = !DILocation(line: 30, column: 9, scope: !9)
!58 = !DILocation(line: 30, column: 7, scope: !9)
!59 = !DILocation(line: 31, column: 5, scope: !9)
!60 = !DILocation(line: 31, column: 28, scope: !9)
!61 = !DILocation(line: 32, column: 1, scope: !9)
