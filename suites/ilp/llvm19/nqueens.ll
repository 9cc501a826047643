; ModuleID = 'suites/ilp/nqueens.cu'
source_filename = "suites/ilp/nqueens.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7nqueensE7s_avail = internal unnamed_addr addrspace(3) global [10 x [96 x i32]] undef, align 4
@_ZZ7nqueensE6s_cols = internal unnamed_addr addrspace(3) global [10 x [96 x i32]] undef, align 4
@_ZZ7nqueensE4s_ld = internal unnamed_addr addrspace(3) global [10 x [96 x i32]] undef, align 4
@_ZZ7nqueensE4s_rd = internal unnamed_addr addrspace(3) global [10 x [96 x i32]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @nqueens(i32 noundef %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = add i32 %8, %5, !dbg !23
  %10 = icmp sgt i32 %1, 0, !dbg !24
  br i1 %10, label %11, label %33, !dbg !25

11:                                               ; preds = %4
  %12 = and i32 %1, 7, !dbg !25
  %13 = icmp ult i32 %1, 8, !dbg !25
  br i1 %13, label %23, label %14, !dbg !25

14:                                               ; preds = %11
  %15 = and i32 %1, 2147483640, !dbg !25
  %16 = mul i32 %0, %0, !dbg !25
  %17 = mul i32 %16, %0, !dbg !25
  %18 = mul i32 %17, %0, !dbg !25
  %19 = mul i32 %18, %0, !dbg !25
  %20 = mul i32 %19, %0, !dbg !25
  %21 = mul i32 %20, %0, !dbg !25
  %22 = mul i32 %21, %0, !dbg !25
  br label %44, !dbg !25

23:                                               ; preds = %44, %11
  %24 = phi i32 [ poison, %11 ], [ %47, %44 ]
  %25 = phi i32 [ 1, %11 ], [ %47, %44 ]
  %26 = icmp eq i32 %12, 0, !dbg !25
  br i1 %26, label %33, label %27, !dbg !25

27:                                               ; preds = %23, %27
  %28 = phi i32 [ %30, %27 ], [ %25, %23 ]
  %29 = phi i32 [ %31, %27 ], [ 0, %23 ]
  %30 = mul nsw i32 %28, %0, !dbg !26
  %31 = add i32 %29, 1, !dbg !25
  %32 = icmp eq i32 %31, %12, !dbg !25
  br i1 %32, label %33, label %27, !dbg !25, !llvm.loop !27

33:                                               ; preds = %23, %27, %4
  %34 = phi i32 [ 1, %4 ], [ %24, %23 ], [ %30, %27 ], !dbg !29
  %35 = icmp ult i32 %7, 97, !dbg !30
  %36 = xor i32 %1, -1, !dbg !31
  %37 = add i32 %36, %0, !dbg !31
  %38 = icmp ult i32 %37, 10, !dbg !31
  %39 = and i1 %35, %38
  %40 = icmp slt i32 %0, 32
  %41 = and i1 %40, %39, !dbg !31
  %42 = icmp slt i32 %9, %34
  %43 = select i1 %41, i1 %42, i1 false, !dbg !31
  br i1 %43, label %50, label %141, !dbg !31

44:                                               ; preds = %44, %14
  %45 = phi i32 [ 1, %14 ], [ %47, %44 ]
  %46 = phi i32 [ 0, %14 ], [ %48, %44 ]
  %47 = mul i32 %45, %22
  %48 = add i32 %46, 8, !dbg !25
  %49 = icmp eq i32 %48, %15, !dbg !25
  br i1 %49, label %23, label %44, !dbg !25, !llvm.loop !32

50:                                               ; preds = %33
  %51 = shl nsw i32 -1, %0, !dbg !35
  %52 = xor i32 %51, -1, !dbg !35
  br i1 %10, label %58, label %53, !dbg !36

53:                                               ; preds = %58, %50
  %54 = phi i1 [ true, %50 ], [ %74, %58 ]
  %55 = phi i32 [ 0, %50 ], [ %80, %58 ], !dbg !29
  %56 = phi i32 [ 0, %50 ], [ %78, %58 ], !dbg !29
  %57 = phi i32 [ 0, %50 ], [ %75, %58 ], !dbg !29
  br i1 %54, label %83, label %136, !dbg !37

58:                                               ; preds = %50, %58
  %59 = phi i32 [ %75, %58 ], [ 0, %50 ]
  %60 = phi i32 [ %78, %58 ], [ 0, %50 ]
  %61 = phi i32 [ %80, %58 ], [ 0, %50 ]
  %62 = phi i32 [ %81, %58 ], [ 0, %50 ]
  %63 = phi i32 [ %66, %58 ], [ %9, %50 ]
  %64 = phi i1 [ %74, %58 ], [ true, %50 ]
  %65 = freeze i32 %63, !dbg !38
  %66 = sdiv i32 %65, %0, !dbg !38
  %67 = mul i32 %66, %0, !dbg !39
  %68 = sub i32 %65, %67, !dbg !39
  %69 = shl nuw i32 1, %68, !dbg !40
  %70 = or i32 %60, %61, !dbg !41
  %71 = or i32 %70, %59, !dbg !42
  %72 = and i32 %69, %71, !dbg !43
  %73 = icmp eq i32 %72, 0, !dbg !44
  %74 = select i1 %73, i1 %64, i1 false, !dbg !44
  %75 = or i32 %69, %59, !dbg !45
  %76 = or i32 %69, %60, !dbg !46
  %77 = shl i32 %76, 1, !dbg !47
  %78 = and i32 %77, %52, !dbg !48
  %79 = or i32 %69, %61, !dbg !49
  %80 = lshr i32 %79, 1, !dbg !50
  %81 = add nuw nsw i32 %62, 1, !dbg !51
  %82 = icmp eq i32 %81, %1, !dbg !52
  br i1 %82, label %53, label %58, !dbg !36, !llvm.loop !53

83:                                               ; preds = %53
  %84 = zext nneg i32 %5 to i64, !dbg !55
  %85 = getelementptr inbounds [96 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE6s_cols to ptr), i64 0, i64 %84, !dbg !55
  store i32 %57, ptr %85, align 4, !dbg !56, !tbaa !57
  %86 = getelementptr inbounds [96 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE4s_ld to ptr), i64 0, i64 %84, !dbg !61
  store i32 %56, ptr %86, align 4, !dbg !62, !tbaa !57
  %87 = getelementptr inbounds [96 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE4s_rd to ptr), i64 0, i64 %84, !dbg !63
  store i32 %55, ptr %87, align 4, !dbg !64, !tbaa !57
  %88 = or i32 %56, %55, !dbg !65
  %89 = or i32 %88, %57, !dbg !66
  %90 = xor i32 %89, -1, !dbg !67
  %91 = and i32 %90, %52, !dbg !68
  %92 = getelementptr inbounds [96 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE7s_avail to ptr), i64 0, i64 %84, !dbg !69
  store i32 %91, ptr %92, align 4, !dbg !70, !tbaa !57
  br label %93, !dbg !71

93:                                               ; preds = %83, %132
  %94 = phi i32 [ 0, %83 ], [ %134, %132 ]
  %95 = phi i32 [ 0, %83 ], [ %133, %132 ]
  %96 = zext nneg i32 %94 to i64, !dbg !72
  %97 = getelementptr inbounds [10 x [96 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE7s_avail to ptr), i64 0, i64 %96, i64 %84, !dbg !72
  %98 = load i32, ptr %97, align 4, !dbg !72, !tbaa !57
  %99 = icmp eq i32 %98, 0, !dbg !73
  br i1 %99, label %100, label %102, !dbg !74

100:                                              ; preds = %93
  %101 = add nsw i32 %94, -1, !dbg !75
  br label %132, !dbg !76, !llvm.loop !77

102:                                              ; preds = %93
  %103 = sub i32 0, %98, !dbg !79
  %104 = and i32 %98, %103, !dbg !80
  %105 = xor i32 %104, %98, !dbg !81
  store i32 %105, ptr %97, align 4, !dbg !82, !tbaa !57
  %106 = icmp eq i32 %94, %37, !dbg !83
  br i1 %106, label %107, label %109, !dbg !84

107:                                              ; preds = %102
  %108 = add i32 %95, 1, !dbg !85
  br label %132, !dbg !86, !llvm.loop !77

109:                                              ; preds = %102
  %110 = getelementptr inbounds [10 x [96 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE6s_cols to ptr), i64 0, i64 %96, i64 %84, !dbg !87
  %111 = load i32, ptr %110, align 4, !dbg !87, !tbaa !57
  %112 = or i32 %111, %104, !dbg !88
  %113 = getelementptr inbounds [10 x [96 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE4s_ld to ptr), i64 0, i64 %96, i64 %84, !dbg !89
  %114 = load i32, ptr %113, align 4, !dbg !89, !tbaa !57
  %115 = or i32 %114, %104, !dbg !90
  %116 = shl i32 %115, 1, !dbg !91
  %117 = and i32 %116, %52, !dbg !92
  %118 = getelementptr inbounds [10 x [96 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE4s_rd to ptr), i64 0, i64 %96, i64 %84, !dbg !93
  %119 = load i32, ptr %118, align 4, !dbg !93, !tbaa !57
  %120 = or i32 %119, %104, !dbg !94
  %121 = lshr i32 %120, 1, !dbg !95
  %122 = add nuw nsw i32 %94, 1, !dbg !96
  %123 = zext nneg i32 %122 to i64, !dbg !97
  %124 = getelementptr inbounds [10 x [96 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE6s_cols to ptr), i64 0, i64 %123, i64 %84, !dbg !97
  store i32 %112, ptr %124, align 4, !dbg !98, !tbaa !57
  %125 = getelementptr inbounds [10 x [96 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE4s_ld to ptr), i64 0, i64 %123, i64 %84, !dbg !99
  store i32 %117, ptr %125, align 4, !dbg !100, !tbaa !57
  %126 = getelementptr inbounds [10 x [96 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE4s_rd to ptr), i64 0, i64 %123, i64 %84, !dbg !101
  store i32 %121, ptr %126, align 4, !dbg !102, !tbaa !57
  %127 = or i32 %117, %112, !dbg !103
  %128 = or i32 %127, %121, !dbg !104
  %129 = xor i32 %128, -1, !dbg !105
  %130 = and i32 %129, %52, !dbg !106
  %131 = getelementptr inbounds [10 x [96 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ7nqueensE7s_avail to ptr), i64 0, i64 %123, i64 %84, !dbg !107
  store i32 %130, ptr %131, align 4, !dbg !108, !tbaa !57
  br label %132, !dbg !78

132:                                              ; preds = %107, %109, %100
  %133 = phi i32 [ %95, %100 ], [ %108, %107 ], [ %95, %109 ], !dbg !29
  %134 = phi i32 [ %101, %100 ], [ %37, %107 ], [ %122, %109 ], !dbg !29
  %135 = icmp sgt i32 %134, -1, !dbg !109
  br i1 %135, label %93, label %136, !dbg !71

136:                                              ; preds = %132, %53
  %137 = phi i32 [ 0, %53 ], [ %133, %132 ], !dbg !110
  %138 = sext i32 %9 to i64, !dbg !111
  %139 = getelementptr inbounds i32, ptr %2, i64 %138, !dbg !111
  store i32 %137, ptr %139, align 4, !dbg !112, !tbaa !57
  %140 = atomicrmw add ptr %3, i32 %137 seq_cst, align 4, !dbg !113
  br label %141, !dbg !116

141:                                              ; preds = %33, %136
  ret void, !dbg !116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/nqueens.cu", directory: ".")
!2 = !{ptr @nqueens, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "nqueens", scope: !1, file: !1, line: 15, type: !10, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 21, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 22, column: 13, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 22, column: 26, scope: !9)
!22 = !DILocation(line: 22, column: 24, scope: !9)
!23 = !DILocation(line: 22, column: 37, scope: !9)
!24 = !DILocation(line: 24, column: 21, scope: !9)
!25 = !DILocation(line: 24, column: 3, scope: !9)
!26 = !DILocation(line: 25, column: 16, scope: !9)
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !DILocation(line: 0, scope: !9)
!30 = !DILocation(line: 27, column: 18, scope: !9)
!31 = !DILocation(line: 27, column: 23, scope: !9)
!32 = distinct !{!32, !25, !33, !34}
!33 = !DILocation(line: 25, column: 19, scope: !9)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !DILocation(line: 31, column: 28, scope: !9)
!36 = !DILocation(line: 35, column: 3, scope: !9)
!37 = !DILocation(line: 45, column: 7, scope: !9)
!38 = !DILocation(line: 37, column: 7, scope: !9)
!39 = !DILocation(line: 36, column: 29, scope: !9)
!40 = !DILocation(line: 36, column: 23, scope: !9)
!41 = !DILocation(line: 38, column: 15, scope: !9)
!42 = !DILocation(line: 38, column: 20, scope: !9)
!43 = !DILocation(line: 38, column: 26, scope: !9)
!44 = !DILocation(line: 38, column: 9, scope: !9)
!45 = !DILocation(line: 40, column: 10, scope: !9)
!46 = !DILocation(line: 41, column: 15, scope: !9)
!47 = !DILocation(line: 41, column: 22, scope: !9)
!48 = !DILocation(line: 41, column: 28, scope: !9)
!49 = !DILocation(line: 42, column: 14, scope: !9)
!50 = !DILocation(line: 42, column: 21, scope: !9)
!51 = !DILocation(line: 35, column: 31, scope: !9)
!52 = !DILocation(line: 35, column: 21, scope: !9)
!53 = distinct !{!53, !36, !54, !34}
!54 = !DILocation(line: 43, column: 3, scope: !9)
!55 = !DILocation(line: 47, column: 5, scope: !9)
!56 = !DILocation(line: 47, column: 18, scope: !9)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C++ TBAA"}
!61 = !DILocation(line: 48, column: 5, scope: !9)
!62 = !DILocation(line: 48, column: 16, scope: !9)
!63 = !DILocation(line: 49, column: 5, scope: !9)
!64 = !DILocation(line: 49, column: 16, scope: !9)
!65 = !DILocation(line: 50, column: 34, scope: !9)
!66 = !DILocation(line: 50, column: 39, scope: !9)
!67 = !DILocation(line: 50, column: 27, scope: !9)
!68 = !DILocation(line: 50, column: 25, scope: !9)
!69 = !DILocation(line: 50, column: 5, scope: !9)
!70 = !DILocation(line: 50, column: 19, scope: !9)
!71 = !DILocation(line: 51, column: 5, scope: !9)
!72 = !DILocation(line: 52, column: 24, scope: !9)
!73 = !DILocation(line: 53, column: 17, scope: !9)
!74 = !DILocation(line: 53, column: 11, scope: !9)
!75 = !DILocation(line: 54, column: 14, scope: !9)
!76 = !DILocation(line: 55, column: 9, scope: !9)
!77 = distinct !{!77, !71, !78, !34}
!78 = !DILocation(line: 71, column: 5, scope: !9)
!79 = !DILocation(line: 57, column: 34, scope: !9)
!80 = !DILocation(line: 57, column: 28, scope: !9)
!81 = !DILocation(line: 58, column: 33, scope: !9)
!82 = !DILocation(line: 58, column: 25, scope: !9)
!83 = !DILocation(line: 59, column: 17, scope: !9)
!84 = !DILocation(line: 59, column: 11, scope: !9)
!85 = !DILocation(line: 60, column: 14, scope: !9)
!86 = !DILocation(line: 61, column: 9, scope: !9)
!87 = !DILocation(line: 63, column: 20, scope: !9)
!88 = !DILocation(line: 63, column: 37, scope: !9)
!89 = !DILocation(line: 64, column: 22, scope: !9)
!90 = !DILocation(line: 64, column: 37, scope: !9)
!91 = !DILocation(line: 64, column: 44, scope: !9)
!92 = !DILocation(line: 64, column: 50, scope: !9)
!93 = !DILocation(line: 65, column: 21, scope: !9)
!94 = !DILocation(line: 65, column: 36, scope: !9)
!95 = !DILocation(line: 65, column: 43, scope: !9)
!96 = !DILocation(line: 66, column: 12, scope: !9)
!97 = !DILocation(line: 67, column: 7, scope: !9)
!98 = !DILocation(line: 67, column: 24, scope: !9)
!99 = !DILocation(line: 68, column: 7, scope: !9)
!100 = !DILocation(line: 68, column: 22, scope: !9)
!101 = !DILocation(line: 69, column: 7, scope: !9)
!102 = !DILocation(line: 69, column: 22, scope: !9)
!103 = !DILocation(line: 70, column: 37, scope: !9)
!104 = !DILocation(line: 70, column: 41, scope: !9)
!105 = !DILocation(line: 70, column: 33, scope: !9)
!106 = !DILocation(line: 70, column: 31, scope: !9)
!107 = !DILocation(line: 70, column: 7, scope: !9)
!108 = !DILocation(line: 70, column: 25, scope: !9)
!109 = !DILocation(line: 51, column: 18, scope: !9)
!110 = !DILocation(line: 44, column: 12, scope: !9)
!111 = !DILocation(line: 73, column: 3, scope: !9)
!112 = !DILocation(line: 73, column: 15, scope: !9)
!113 = !DILocation(line: 71, column: 20, scope: !114, inlinedAt: !115)
!114 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 70, type: !10, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!115 = distinct !DILocation(line: 74, column: 3, scope: !9)
!116 = !DILocation(line: 75, column: 1, scope: !9)
