; ModuleID = 'suites/ilp/scan.cu'
source_filename = "suites/ilp/scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4scanE6s_warp = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @scan(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = and i32 %5, 31, !dbg !16
  %7 = lshr i32 %5, 5, !dbg !17
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !18
  %9 = lshr i32 %8, 5, !dbg !21
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %11 = mul i32 %10, %8, !dbg !25
  %12 = add i32 %11, %5, !dbg !26
  %13 = icmp slt i32 %12, %3, !dbg !27
  br i1 %13, label %14, label %18, !dbg !28

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !dbg !29, !tbaa !30
  br label %18, !dbg !28

18:                                               ; preds = %4, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %4 ], !dbg !28
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %19, i32 1, i32 0), !dbg !34
  %21 = icmp eq i32 %6, 0, !dbg !39
  %22 = select i1 %21, i32 0, i32 %20, !dbg !40
  %23 = add i32 %22, %19, !dbg !40
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 2, i32 0), !dbg !34
  %25 = icmp ult i32 %6, 2, !dbg !39
  %26 = select i1 %25, i32 0, i32 %24, !dbg !40
  %27 = add i32 %26, %23, !dbg !40
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 4, i32 0), !dbg !34
  %29 = icmp ult i32 %6, 4, !dbg !39
  %30 = select i1 %29, i32 0, i32 %28, !dbg !40
  %31 = add i32 %30, %27, !dbg !40
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 8, i32 0), !dbg !34
  %33 = icmp ult i32 %6, 8, !dbg !39
  %34 = select i1 %33, i32 0, i32 %32, !dbg !40
  %35 = add i32 %34, %31, !dbg !40
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %35, i32 16, i32 0), !dbg !34
  %37 = icmp ult i32 %6, 16, !dbg !39
  %38 = select i1 %37, i32 0, i32 %36, !dbg !40
  %39 = add i32 %38, %35, !dbg !40
  %40 = icmp eq i32 %6, 31, !dbg !41
  br i1 %40, label %41, label %44, !dbg !42

41:                                               ; preds = %18
  %42 = zext nneg i32 %7 to i64
  %43 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4scanE6s_warp to ptr), i64 0, i64 %42
  store i32 %39, ptr %43, align 4, !dbg !43, !tbaa !30
  br label %44, !dbg !44

44:                                               ; preds = %41, %18
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %45 = icmp ult i32 %5, 32, !dbg !46
  br i1 %45, label %46, label %70, !dbg !47

46:                                               ; preds = %44
  %47 = icmp ult i32 %6, %9, !dbg !48
  %48 = zext nneg i32 %6 to i64
  br i1 %47, label %49, label %52, !dbg !49

49:                                               ; preds = %46
  %50 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4scanE6s_warp to ptr), i64 0, i64 %48
  %51 = load i32, ptr %50, align 4, !dbg !50, !tbaa !30
  br label %52, !dbg !49

52:                                               ; preds = %46, %49
  %53 = phi i32 [ %51, %49 ], [ 0, %46 ], !dbg !49
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 1, i32 0), !dbg !51
  %55 = select i1 %21, i32 0, i32 %54, !dbg !54
  %56 = add i32 %55, %53, !dbg !54
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 2, i32 0), !dbg !51
  %58 = select i1 %25, i32 0, i32 %57, !dbg !54
  %59 = add i32 %58, %56, !dbg !54
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %59, i32 4, i32 0), !dbg !51
  %61 = select i1 %29, i32 0, i32 %60, !dbg !54
  %62 = add i32 %61, %59, !dbg !54
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %62, i32 8, i32 0), !dbg !51
  %64 = select i1 %33, i32 0, i32 %63, !dbg !54
  %65 = add i32 %64, %62, !dbg !54
  %66 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %65, i32 16, i32 0), !dbg !51
  %67 = select i1 %37, i32 0, i32 %66, !dbg !54
  %68 = add i32 %67, %65, !dbg !54
  %69 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4scanE6s_warp to ptr), i64 0, i64 %48, !dbg !55
  store i32 %68, ptr %69, align 4, !dbg !56, !tbaa !30
  br label %70, !dbg !57

70:                                               ; preds = %52, %44
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  br i1 %45, label %77, label %71, !dbg !59

71:                                               ; preds = %70
  %72 = add nsw i32 %7, -1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4scanE6s_warp to ptr), i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !dbg !60, !tbaa !30
  %76 = add i32 %75, %39, !dbg !61
  br label %77, !dbg !62

77:                                               ; preds = %71, %70
  %78 = phi i32 [ %76, %71 ], [ %39, %70 ], !dbg !63
  br i1 %13, label %79, label %82, !dbg !64

79:                                               ; preds = %77
  %80 = sext i32 %12 to i64
  %81 = getelementptr inbounds i32, ptr %1, i64 %80
  store i32 %78, ptr %81, align 4, !dbg !65, !tbaa !30
  br label %82, !dbg !66

82:                                               ; preds = %79, %77
  %83 = add nsw i32 %8, -1, !dbg !67
  %84 = icmp eq i32 %5, %83, !dbg !68
  br i1 %84, label %85, label %88, !dbg !69

85:                                               ; preds = %82
  %86 = zext nneg i32 %10 to i64
  %87 = getelementptr inbounds i32, ptr %2, i64 %86
  store i32 %78, ptr %87, align 4, !dbg !70, !tbaa !30
  br label %88, !dbg !71

88:                                               ; preds = %85, %82
  ret void, !dbg !72
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+ptx60,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/scan.cu", directory: ".")
!2 = !{ptr @scan, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "scan", scope: !1, file: !1, line: 22, type: !10, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 25, column: 16, scope: !9)
!16 = !DILocation(line: 25, column: 38, scope: !9)
!17 = !DILocation(line: 25, column: 53, scope: !9)
!18 = !DILocation(line: 46, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 26, column: 21, scope: !9)
!21 = !DILocation(line: 26, column: 32, scope: !9)
!22 = !DILocation(line: 45, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!35 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !14, file: !14, line: 202, type: !10, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 15, column: 28, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "warp_scan", scope: !1, file: !1, line: 12, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 29, column: 7, scope: !9)
!39 = !DILocation(line: 16, column: 14, scope: !37, inlinedAt: !38)
!40 = !DILocation(line: 16, column: 9, scope: !37, inlinedAt: !38)
!41 = !DILocation(line: 30, column: 12, scope: !9)
!42 = !DILocation(line: 30, column: 7, scope: !9)
!43 = !DILocation(line: 31, column: 18, scope: !9)
!44 = !DILocation(line: 31, column: 5, scope: !9)
!45 = !DILocation(line: 32, column: 3, scope: !9)
!46 = !DILocation(line: 33, column: 12, scope: !9)
!47 = !DILocation(line: 33, column: 7, scope: !9)
!48 = !DILocation(line: 34, column: 23, scope: !9)
!49 = !DILocation(line: 34, column: 18, scope: !9)
!50 = !DILocation(line: 34, column: 34, scope: !9)
!51 = !DILocation(line: 202, column: 1, scope: !35, inlinedAt: !52)
!52 = distinct !DILocation(line: 15, column: 28, scope: !37, inlinedAt: !53)
!53 = distinct !DILocation(line: 35, column: 9, scope: !9)
!54 = !DILocation(line: 16, column: 9, scope: !37, inlinedAt: !53)
!55 = !DILocation(line: 36, column: 5, scope: !9)
!56 = !DILocation(line: 36, column: 18, scope: !9)
!57 = !DILocation(line: 37, column: 3, scope: !9)
!58 = !DILocation(line: 38, column: 3, scope: !9)
!59 = !DILocation(line: 39, column: 7, scope: !9)
!60 = !DILocation(line: 40, column: 10, scope: !9)
!61 = !DILocation(line: 40, column: 7, scope: !9)
!62 = !DILocation(line: 40, column: 5, scope: !9)
!63 = !DILocation(line: 0, scope: !9)
!64 = !DILocation(line: 41, column: 7, scope: !9)
!65 = !DILocation(line: 42, column: 14, scope: !9)
!66 = !DILocation(line: 42, column: 5, scope: !9)
!67 = !DILocation(line: 43, column: 23, scope: !9)
!68 = !DILocation(line: 43, column: 9, scope: !9)
!69 = !DILocation(line: 43, column: 7, scope: !9)
!70 = !DILocation(line: 44, column: 28, scope: !9)
!71 = !DILocation(line: 44, column: 5, scope: !9)
!72 = !DILocation(line: 45, column: 1, scope: !9)
