; ModuleID = 'suites/ilp/scan.cu'
source_filename = "suites/ilp/scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4scanE6s_warp = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !12
  %6 = and i32 %5, 31, !dbg !16
  %7 = lshr i32 %5, 5, !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !18
  %9 = lshr i32 %8, 5, !dbg !21
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !22
  %11 = mul i32 %10, %8, !dbg !25
  %12 = add i32 %11, %5, !dbg !26
  %13 = icmp slt i32 %12, %3, !dbg !27
  br i1 %13, label %14, label %18, !dbg !28

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64, !dbg !29
  %16 = getelementptr inbounds i32, i32* %0, i64 %15, !dbg !29
  %17 = load i32, i32* %16, align 4, !dbg !29, !tbaa !30
  br label %18, !dbg !28

18:                                               ; preds = %4, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %4 ], !dbg !28
  %20 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %19, i32 1, i32 0) #4, !dbg !34
  %21 = icmp eq i32 %6, 0, !dbg !39
  %22 = select i1 %21, i32 0, i32 %20, !dbg !40
  %23 = add i32 %22, %19, !dbg !40
  %24 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 2, i32 0) #4, !dbg !34
  %25 = icmp ult i32 %6, 2, !dbg !39
  %26 = select i1 %25, i32 0, i32 %24, !dbg !40
  %27 = add i32 %26, %23, !dbg !40
  %28 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 4, i32 0) #4, !dbg !34
  %29 = icmp ult i32 %6, 4, !dbg !39
  %30 = select i1 %29, i32 0, i32 %28, !dbg !40
  %31 = add i32 %30, %27, !dbg !40
  %32 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 8, i32 0) #4, !dbg !34
  %33 = icmp ult i32 %6, 8, !dbg !39
  %34 = select i1 %33, i32 0, i32 %32, !dbg !40
  %35 = add i32 %34, %31, !dbg !40
  %36 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %35, i32 16, i32 0) #4, !dbg !34
  %37 = icmp ult i32 %6, 16, !dbg !39
  %38 = select i1 %37, i32 0, i32 %36, !dbg !40
  %39 = add i32 %38, %35, !dbg !40
  %40 = icmp eq i32 %6, 31, !dbg !41
  br i1 %40, label %41, label %45, !dbg !42

41:                                               ; preds = %18
  %42 = zext i32 %7 to i64, !dbg !43
  %43 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ4scanE6s_warp, i64 0, i64 %42, !dbg !43
  %44 = addrspacecast i32 addrspace(3)* %43 to i32*, !dbg !43
  store i32 %39, i32* %44, align 4, !dbg !44, !tbaa !30
  br label %45, !dbg !43

45:                                               ; preds = %41, %18
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %46 = icmp ult i32 %5, 32, !dbg !46
  br i1 %46, label %47, label %73, !dbg !47

47:                                               ; preds = %45
  %48 = icmp ult i32 %6, %9, !dbg !48
  %49 = zext i32 %6 to i64, !dbg !49
  br i1 %48, label %50, label %54, !dbg !50

50:                                               ; preds = %47
  %51 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ4scanE6s_warp, i64 0, i64 %49, !dbg !51
  %52 = addrspacecast i32 addrspace(3)* %51 to i32*, !dbg !51
  %53 = load i32, i32* %52, align 4, !dbg !51, !tbaa !30
  br label %54, !dbg !50

54:                                               ; preds = %47, %50
  %55 = phi i32 [ %53, %50 ], [ 0, %47 ], !dbg !50
  %56 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %55, i32 1, i32 0) #4, !dbg !52
  %57 = select i1 %21, i32 0, i32 %56, !dbg !55
  %58 = add i32 %57, %55, !dbg !55
  %59 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %58, i32 2, i32 0) #4, !dbg !52
  %60 = select i1 %25, i32 0, i32 %59, !dbg !55
  %61 = add i32 %60, %58, !dbg !55
  %62 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %61, i32 4, i32 0) #4, !dbg !52
  %63 = select i1 %29, i32 0, i32 %62, !dbg !55
  %64 = add i32 %63, %61, !dbg !55
  %65 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %64, i32 8, i32 0) #4, !dbg !52
  %66 = select i1 %33, i32 0, i32 %65, !dbg !55
  %67 = add i32 %66, %64, !dbg !55
  %68 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %67, i32 16, i32 0) #4, !dbg !52
  %69 = select i1 %37, i32 0, i32 %68, !dbg !55
  %70 = add i32 %69, %67, !dbg !55
  %71 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ4scanE6s_warp, i64 0, i64 %49, !dbg !56
  %72 = addrspacecast i32 addrspace(3)* %71 to i32*, !dbg !56
  store i32 %70, i32* %72, align 4, !dbg !57, !tbaa !30
  br label %73, !dbg !58

73:                                               ; preds = %54, %45
  tail call void @llvm.nvvm.barrier0(), !dbg !59
  br i1 %46, label %81, label %74, !dbg !60

74:                                               ; preds = %73
  %75 = add nsw i32 %7, -1, !dbg !61
  %76 = zext i32 %75 to i64, !dbg !62
  %77 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ4scanE6s_warp, i64 0, i64 %76, !dbg !62
  %78 = addrspacecast i32 addrspace(3)* %77 to i32*, !dbg !62
  %79 = load i32, i32* %78, align 4, !dbg !62, !tbaa !30
  %80 = add i32 %79, %39, !dbg !63
  br label %81, !dbg !64

81:                                               ; preds = %74, %73
  %82 = phi i32 [ %80, %74 ], [ %39, %73 ], !dbg !49
  br i1 %13, label %83, label %86, !dbg !65

83:                                               ; preds = %81
  %84 = sext i32 %12 to i64, !dbg !66
  %85 = getelementptr inbounds i32, i32* %1, i64 %84, !dbg !66
  store i32 %82, i32* %85, align 4, !dbg !67, !tbaa !30
  br label %86, !dbg !66

86:                                               ; preds = %83, %81
  %87 = add i32 %8, -1, !dbg !68
  %88 = icmp eq i32 %5, %87, !dbg !69
  br i1 %88, label %89, label %92, !dbg !70

89:                                               ; preds = %86
  %90 = zext i32 %10 to i64, !dbg !71
  %91 = getelementptr inbounds i32, i32* %2, i64 %90, !dbg !71
  store i32 %82, i32* %91, align 4, !dbg !72, !tbaa !30
  br label %92, !dbg !71

92:                                               ; preds = %89, %86
  ret void, !dbg !73
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx60,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/scan.cu", directory: ".")
!2 = !{void (i32*, i32*, i32*, i32)* @scan, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "scan", scope: !1, file: !1, line: 22, type: !10, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 25, column: 16, scope: !9)
!16 = !DILocation(line: 25, column: 38, scope: !9)
!17 = !DILocation(line: 25, column: 53, scope: !9)
!18 = !DILocation(line: 46, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!20 = distinct !DILocation(line: 26, column: 21, scope: !9)
!21 = !DILocation(line: 26, column: 32, scope: !9)
!22 = !DILocation(line: 45, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!24 = distinct !DILocation(line: 27, column: 13, scope: !9)
!25 = !DILocation(line: 27, column: 24, scope: !9)
!26 = !DILocation(line: 27, column: 37, scope: !9)
!27 = !DILocation(line: 28, column: 20, scope: !9)
!28 = !DILocation(line: 28, column: 16, scope: !9)
!29 = !DILocation(line: 28, column: 26, scope: !9)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 202, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !14, file: !14, line: 202, type: !10, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!36 = distinct !DILocation(line: 15, column: 28, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "warp_scan", scope: !1, file: !1, line: 12, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!38 = distinct !DILocation(line: 29, column: 7, scope: !9)
!39 = !DILocation(line: 16, column: 14, scope: !37, inlinedAt: !38)
!40 = !DILocation(line: 16, column: 9, scope: !37, inlinedAt: !38)
!41 = !DILocation(line: 30, column: 12, scope: !9)
!42 = !DILocation(line: 30, column: 7, scope: !9)
!43 = !DILocation(line: 31, column: 5, scope: !9)
!44 = !DILocation(line: 31, column: 18, scope: !9)
!45 = !DILocation(line: 32, column: 3, scope: !9)
!46 = !DILocation(line: 33, column: 12, scope: !9)
!47 = !DILocation(line: 33, column: 7, scope: !9)
!48 = !DILocation(line: 34, column: 23, scope: !9)
!49 = !DILocation(line: 0, scope: !9)
!50 = !DILocation(line: 34, column: 18, scope: !9)
!51 = !DILocation(line: 34, column: 34, scope: !9)
!52 = !DILocation(line: 202, column: 1, scope: !35, inlinedAt: !53)
!53 = distinct !DILocation(line: 15, column: 28, scope: !37, inlinedAt: !54)
!54 = distinct !DILocation(line: 35, column: 9, scope: !9)
!55 = !DILocation(line: 16, column: 9, scope: !37, inlinedAt: !54)
!56 = !DILocation(line: 36, column: 5, scope: !9)
!57 = !DILocation(line: 36, column: 18, scope: !9)
!58 = !DILocation(line: 37, column: 3, scope: !9)
!59 = !DILocation(line: 38, column: 3, scope: !9)
!60 = !DILocation(line: 39, column: 7, scope: !9)
!61 = !DILocation(line: 40, column: 22, scope: !9)
!62 = !DILocation(line: 40, column: 10, scope: !9)
!63 = !DILocation(line: 40, column: 7, scope: !9)
!64 = !DILocation(line: 40, column: 5, scope: !9)
!65 = !DILocation(line: 41, column: 7, scope: !9)
!66 = !DILocation(line: 42, column: 5, scope: !9)
!67 = !DILocation(line: 42, column: 14, scope: !9)
!68 = !DILocation(line: 43, column: 23, scope: !9)
!69 = !DILocation(line: 43, column: 9, scope: !9)
!70 = !DILocation(line: 43, column: 7, scope: !9)
!71 = !DILocation(line: 44, column: 5, scope: !9)
!72 = !DILocation(line: 44, column: 28, scope: !9)
!73 = !DILocation(line: 45, column: 1, scope: !9)
