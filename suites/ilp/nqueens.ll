; ModuleID = 'suites/ilp/nqueens.cu'
source_filename = "suites/ilp/nqueens.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7nqueensE7s_avail = internal unnamed_addr addrspace(3) global [10 x [96 x i32]] undef, align 4
@_ZZ7nqueensE6s_cols = internal unnamed_addr addrspace(3) global [10 x [96 x i32]] undef, align 4
@_ZZ7nqueensE4s_ld = internal unnamed_addr addrspace(3) global [10 x [96 x i32]] undef, align 4
@_ZZ7nqueensE4s_rd = internal unnamed_addr addrspace(3) global [10 x [96 x i32]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @nqueens(i32 noundef %0, i32 noundef %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !12
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !16
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = add i32 %8, %5, !dbg !23
  %10 = icmp sgt i32 %1, 0, !dbg !24
  br i1 %10, label %11, label %27, !dbg !25

11:                                               ; preds = %4
  %12 = add i32 %1, -1, !dbg !25
  %13 = and i32 %1, 7, !dbg !25
  %14 = icmp ult i32 %12, 7, !dbg !25
  br i1 %14, label %17, label %15, !dbg !25

15:                                               ; preds = %11
  %16 = and i32 %1, -8, !dbg !25
  br label %40, !dbg !25

17:                                               ; preds = %40, %11
  %18 = phi i32 [ undef, %11 ], [ %50, %40 ]
  %19 = phi i32 [ 1, %11 ], [ %50, %40 ]
  %20 = icmp eq i32 %13, 0, !dbg !25
  br i1 %20, label %27, label %21, !dbg !25

21:                                               ; preds = %17, %21
  %22 = phi i32 [ %24, %21 ], [ %19, %17 ]
  %23 = phi i32 [ %25, %21 ], [ 0, %17 ]
  %24 = mul nsw i32 %22, %0, !dbg !26
  %25 = add i32 %23, 1, !dbg !25
  %26 = icmp eq i32 %25, %13, !dbg !25
  br i1 %26, label %27, label %21, !dbg !25, !llvm.loop !27

27:                                               ; preds = %17, %21, %4
  %28 = phi i32 [ 1, %4 ], [ %18, %17 ], [ %24, %21 ], !dbg !29
  %29 = sub nsw i32 %0, %1, !dbg !30
  %30 = icmp ugt i32 %7, 96, !dbg !31
  %31 = icmp slt i32 %29, 1
  %32 = select i1 %30, i1 true, i1 %31, !dbg !32
  %33 = icmp sgt i32 %29, 10
  %34 = select i1 %32, i1 true, i1 %33, !dbg !32
  %35 = icmp sgt i32 %0, 31
  %36 = or i1 %35, %34, !dbg !32
  %37 = xor i1 %36, true, !dbg !32
  %38 = icmp slt i32 %9, %28
  %39 = select i1 %37, i1 %38, i1 false, !dbg !32
  br i1 %39, label %53, label %162, !dbg !32

40:                                               ; preds = %40, %15
  %41 = phi i32 [ 1, %15 ], [ %50, %40 ]
  %42 = phi i32 [ 0, %15 ], [ %51, %40 ]
  %43 = mul nsw i32 %41, %0, !dbg !26
  %44 = mul nsw i32 %43, %0, !dbg !26
  %45 = mul nsw i32 %44, %0, !dbg !26
  %46 = mul nsw i32 %45, %0, !dbg !26
  %47 = mul nsw i32 %46, %0, !dbg !26
  %48 = mul nsw i32 %47, %0, !dbg !26
  %49 = mul nsw i32 %48, %0, !dbg !26
  %50 = mul nsw i32 %49, %0, !dbg !26
  %51 = add i32 %42, 8, !dbg !25
  %52 = icmp eq i32 %51, %16, !dbg !25
  br i1 %52, label %17, label %40, !dbg !25, !llvm.loop !33

53:                                               ; preds = %27
  %54 = shl nsw i32 -1, %0, !dbg !36
  %55 = xor i32 %54, -1, !dbg !36
  br i1 %10, label %61, label %56, !dbg !37

56:                                               ; preds = %61, %53
  %57 = phi i1 [ true, %53 ], [ %77, %61 ]
  %58 = phi i32 [ 0, %53 ], [ %83, %61 ], !dbg !29
  %59 = phi i32 [ 0, %53 ], [ %81, %61 ], !dbg !29
  %60 = phi i32 [ 0, %53 ], [ %78, %61 ], !dbg !29
  br i1 %57, label %86, label %157, !dbg !38

61:                                               ; preds = %53, %61
  %62 = phi i32 [ %78, %61 ], [ 0, %53 ]
  %63 = phi i32 [ %81, %61 ], [ 0, %53 ]
  %64 = phi i32 [ %83, %61 ], [ 0, %53 ]
  %65 = phi i32 [ %84, %61 ], [ 0, %53 ]
  %66 = phi i32 [ %69, %61 ], [ %9, %53 ]
  %67 = phi i1 [ %77, %61 ], [ true, %53 ]
  %68 = freeze i32 %66
  %69 = sdiv i32 %68, %0, !dbg !39
  %70 = mul i32 %69, %0
  %71 = sub i32 %68, %70
  %72 = shl nuw i32 1, %71, !dbg !40
  %73 = or i32 %63, %64, !dbg !41
  %74 = or i32 %73, %62, !dbg !42
  %75 = and i32 %72, %74, !dbg !43
  %76 = icmp eq i32 %75, 0, !dbg !44
  %77 = select i1 %76, i1 %67, i1 false, !dbg !44
  %78 = or i32 %72, %62, !dbg !45
  %79 = or i32 %72, %63, !dbg !46
  %80 = shl i32 %79, 1, !dbg !47
  %81 = and i32 %80, %55, !dbg !48
  %82 = or i32 %72, %64, !dbg !49
  %83 = lshr i32 %82, 1, !dbg !50
  %84 = add nuw nsw i32 %65, 1, !dbg !51
  %85 = icmp eq i32 %84, %1, !dbg !52
  br i1 %85, label %56, label %61, !dbg !37, !llvm.loop !53

86:                                               ; preds = %56
  %87 = sext i32 %5 to i64, !dbg !55
  %88 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE6s_cols, i64 0, i64 0, i64 %87, !dbg !55
  %89 = addrspacecast i32 addrspace(3)* %88 to i32*, !dbg !55
  store i32 %60, i32* %89, align 4, !dbg !56, !tbaa !57
  %90 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE4s_ld, i64 0, i64 0, i64 %87, !dbg !61
  %91 = addrspacecast i32 addrspace(3)* %90 to i32*, !dbg !61
  store i32 %59, i32* %91, align 4, !dbg !62, !tbaa !57
  %92 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE4s_rd, i64 0, i64 0, i64 %87, !dbg !63
  %93 = addrspacecast i32 addrspace(3)* %92 to i32*, !dbg !63
  store i32 %58, i32* %93, align 4, !dbg !64, !tbaa !57
  %94 = or i32 %59, %58, !dbg !65
  %95 = or i32 %94, %60, !dbg !66
  %96 = xor i32 %95, -1, !dbg !67
  %97 = and i32 %96, %55, !dbg !68
  %98 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE7s_avail, i64 0, i64 0, i64 %87, !dbg !69
  %99 = addrspacecast i32 addrspace(3)* %98 to i32*, !dbg !69
  store i32 %97, i32* %99, align 4, !dbg !70, !tbaa !57
  %100 = add nsw i32 %29, -1
  br label %101, !dbg !71

101:                                              ; preds = %152, %86
  %102 = phi i32 [ %97, %86 ], [ %156, %152 ], !dbg !72
  %103 = phi i32 [ 0, %86 ], [ %150, %152 ]
  %104 = phi i32 [ 0, %86 ], [ %149, %152 ]
  %105 = zext i32 %103 to i64, !dbg !72
  %106 = icmp eq i32 %102, 0, !dbg !73
  br i1 %106, label %107, label %109, !dbg !74

107:                                              ; preds = %101
  %108 = add nsw i32 %103, -1, !dbg !75
  br label %148, !dbg !76, !llvm.loop !77

109:                                              ; preds = %101
  %110 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE7s_avail, i64 0, i64 %105, i64 %87, !dbg !72
  %111 = addrspacecast i32 addrspace(3)* %110 to i32*, !dbg !72
  %112 = sub i32 0, %102, !dbg !79
  %113 = and i32 %102, %112, !dbg !80
  %114 = xor i32 %113, %102, !dbg !81
  store i32 %114, i32* %111, align 4, !dbg !82, !tbaa !57
  %115 = icmp eq i32 %103, %100, !dbg !83
  br i1 %115, label %116, label %118, !dbg !84

116:                                              ; preds = %109
  %117 = add i32 %104, 1, !dbg !85
  br label %148, !dbg !86, !llvm.loop !77

118:                                              ; preds = %109
  %119 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE6s_cols, i64 0, i64 %105, i64 %87, !dbg !87
  %120 = addrspacecast i32 addrspace(3)* %119 to i32*, !dbg !87
  %121 = load i32, i32* %120, align 4, !dbg !87, !tbaa !57
  %122 = or i32 %121, %113, !dbg !88
  %123 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE4s_ld, i64 0, i64 %105, i64 %87, !dbg !89
  %124 = addrspacecast i32 addrspace(3)* %123 to i32*, !dbg !89
  %125 = load i32, i32* %124, align 4, !dbg !89, !tbaa !57
  %126 = or i32 %125, %113, !dbg !90
  %127 = shl i32 %126, 1, !dbg !91
  %128 = and i32 %127, %55, !dbg !92
  %129 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE4s_rd, i64 0, i64 %105, i64 %87, !dbg !93
  %130 = addrspacecast i32 addrspace(3)* %129 to i32*, !dbg !93
  %131 = load i32, i32* %130, align 4, !dbg !93, !tbaa !57
  %132 = or i32 %131, %113, !dbg !94
  %133 = lshr i32 %132, 1, !dbg !95
  %134 = add nuw nsw i32 %103, 1, !dbg !96
  %135 = zext i32 %134 to i64, !dbg !97
  %136 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE6s_cols, i64 0, i64 %135, i64 %87, !dbg !97
  %137 = addrspacecast i32 addrspace(3)* %136 to i32*, !dbg !97
  store i32 %122, i32* %137, align 4, !dbg !98, !tbaa !57
  %138 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE4s_ld, i64 0, i64 %135, i64 %87, !dbg !99
  %139 = addrspacecast i32 addrspace(3)* %138 to i32*, !dbg !99
  store i32 %128, i32* %139, align 4, !dbg !100, !tbaa !57
  %140 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE4s_rd, i64 0, i64 %135, i64 %87, !dbg !101
  %141 = addrspacecast i32 addrspace(3)* %140 to i32*, !dbg !101
  store i32 %133, i32* %141, align 4, !dbg !102, !tbaa !57
  %142 = or i32 %128, %122, !dbg !103
  %143 = or i32 %142, %133, !dbg !104
  %144 = xor i32 %143, -1, !dbg !105
  %145 = and i32 %144, %55, !dbg !106
  %146 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE7s_avail, i64 0, i64 %135, i64 %87, !dbg !107
  %147 = addrspacecast i32 addrspace(3)* %146 to i32*, !dbg !107
  store i32 %145, i32* %147, align 4, !dbg !108, !tbaa !57
  br label %148, !dbg !78

148:                                              ; preds = %116, %118, %107
  %149 = phi i32 [ %104, %107 ], [ %117, %116 ], [ %104, %118 ], !dbg !29
  %150 = phi i32 [ %108, %107 ], [ %100, %116 ], [ %134, %118 ], !dbg !29
  %151 = icmp sgt i32 %150, -1, !dbg !109
  br i1 %151, label %152, label %157, !dbg !71

152:                                              ; preds = %148
  %153 = zext i32 %150 to i64
  %154 = getelementptr inbounds [10 x [96 x i32]], [10 x [96 x i32]] addrspace(3)* @_ZZ7nqueensE7s_avail, i64 0, i64 %153, i64 %87
  %155 = addrspacecast i32 addrspace(3)* %154 to i32*
  %156 = load i32, i32* %155, align 4, !dbg !72, !tbaa !57
  br label %101, !dbg !71

157:                                              ; preds = %148, %56
  %158 = phi i32 [ 0, %56 ], [ %149, %148 ], !dbg !110
  %159 = sext i32 %9 to i64, !dbg !111
  %160 = getelementptr inbounds i32, i32* %2, i64 %159, !dbg !111
  store i32 %158, i32* %160, align 4, !dbg !112, !tbaa !57
  %161 = atomicrmw add i32* %3, i32 %158 seq_cst, align 4, !dbg !113
  br label %162, !dbg !116

162:                                              ; preds = %27, %157
  ret void, !dbg !116
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/nqueens.cu", directory: ".")
!2 = !{void (i32, i32, i32*, i32*)* @nqueens, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "nqueens", scope: !1, file: !1, line: 15, type: !10, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 21, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 22, column: 13, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!21 = distinct !DILocation(line: 22, column: 26, scope: !9)
!22 = !DILocation(line: 22, column: 24, scope: !9)
!23 = !DILocation(line: 22, column: 37, scope: !9)
!24 = !DILocation(line: 24, column: 21, scope: !9)
!25 = !DILocation(line: 24, column: 3, scope: !9)
!26 = !DILocation(line: 25, column: 16, scope: !9)
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !DILocation(line: 0, scope: !9)
!30 = !DILocation(line: 26, column: 16, scope: !9)
!31 = !DILocation(line: 27, column: 18, scope: !9)
!32 = !DILocation(line: 27, column: 23, scope: !9)
!33 = distinct !{!33, !25, !34, !35}
!34 = !DILocation(line: 25, column: 19, scope: !9)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 31, column: 28, scope: !9)
!37 = !DILocation(line: 35, column: 3, scope: !9)
!38 = !DILocation(line: 45, column: 7, scope: !9)
!39 = !DILocation(line: 37, column: 7, scope: !9)
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
!53 = distinct !{!53, !37, !54, !35}
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
!77 = distinct !{!77, !71, !78, !35}
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
!114 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 70, type: !10, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!115 = distinct !DILocation(line: 74, column: 3, scope: !9)
!116 = !DILocation(line: 75, column: 1, scope: !9)
