; ModuleID = 'suites/rodinia/hotspot.cu'
source_filename = "suites/rodinia/hotspot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7hotspotE1t = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ7hotspotE1p = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ7hotspotE2nt = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @hotspot(i32 noundef %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #0 !dbg !9 {
  %12 = mul i32 %0, -2, !dbg !12
  %13 = add i32 %12, 16, !dbg !13
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !14
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !18
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !21
  %17 = mul i32 %13, %16, !dbg !24
  %18 = sub i32 %17, %0, !dbg !25
  %19 = add i32 %18, %14, !dbg !26
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !27
  %21 = mul i32 %13, %20, !dbg !30
  %22 = sub i32 %21, %0, !dbg !31
  %23 = add i32 %22, %15, !dbg !32
  %24 = icmp sgt i32 %19, -1, !dbg !33
  %25 = icmp slt i32 %19, %4, !dbg !34
  %26 = icmp sgt i32 %23, -1
  %27 = and i1 %25, %26, !dbg !35
  %28 = icmp slt i32 %23, %5
  %29 = and i1 %28, %27, !dbg !35
  %30 = select i1 %24, i1 %29, i1 false, !dbg !36
  br i1 %30, label %31, label %45, !dbg !37

31:                                               ; preds = %11
  %32 = mul nsw i32 %23, %4, !dbg !38
  %33 = add nsw i32 %32, %19, !dbg !39
  %34 = sext i32 %33 to i64, !dbg !40
  %35 = getelementptr inbounds float, float* %2, i64 %34, !dbg !40
  %36 = load float, float* %35, align 4, !dbg !40, !tbaa !41
  %37 = sext i32 %15 to i64, !dbg !45
  %38 = sext i32 %14 to i64, !dbg !45
  %39 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1t, i64 0, i64 %37, i64 %38, !dbg !45
  %40 = addrspacecast float addrspace(3)* %39 to float*, !dbg !45
  store float %36, float* %40, align 4, !dbg !46, !tbaa !41
  %41 = getelementptr inbounds float, float* %1, i64 %34, !dbg !47
  %42 = load float, float* %41, align 4, !dbg !47, !tbaa !41
  %43 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1p, i64 0, i64 %37, i64 %38, !dbg !48
  %44 = addrspacecast float addrspace(3)* %43 to float*, !dbg !48
  store float %42, float* %44, align 4, !dbg !49, !tbaa !41
  br label %45, !dbg !50

45:                                               ; preds = %31, %11
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %46 = fdiv contract float %10, %6, !dbg !52
  %47 = fdiv contract float 1.000000e+00, %7, !dbg !53
  %48 = fdiv contract float 1.000000e+00, %8, !dbg !54
  %49 = fdiv contract float 1.000000e+00, %9, !dbg !55
  %50 = icmp sgt i32 %0, 0, !dbg !56
  br i1 %50, label %51, label %86, !dbg !57

51:                                               ; preds = %45
  %52 = add nsw i32 %4, -1, !dbg !58
  %53 = icmp slt i32 %19, %52, !dbg !59
  %54 = zext i1 %53 to i32, !dbg !60
  %55 = add nsw i32 %14, %54, !dbg !60
  %56 = icmp sgt i32 %19, 0, !dbg !61
  %57 = sext i1 %56 to i32, !dbg !62
  %58 = add nsw i32 %14, %57, !dbg !62
  %59 = add nsw i32 %5, -1, !dbg !63
  %60 = icmp slt i32 %23, %59, !dbg !64
  %61 = zext i1 %60 to i32, !dbg !65
  %62 = add nsw i32 %15, %61, !dbg !65
  %63 = icmp sgt i32 %23, 0, !dbg !66
  %64 = sext i1 %63 to i32, !dbg !67
  %65 = add nsw i32 %15, %64, !dbg !67
  %66 = sext i32 %15 to i64
  %67 = sext i32 %14 to i64
  %68 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1t, i64 0, i64 %66, i64 %67
  %69 = addrspacecast float addrspace(3)* %68 to float*
  %70 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1p, i64 0, i64 %66, i64 %67
  %71 = addrspacecast float addrspace(3)* %70 to float*
  %72 = sext i32 %62 to i64
  %73 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1t, i64 0, i64 %72, i64 %67
  %74 = addrspacecast float addrspace(3)* %73 to float*
  %75 = sext i32 %65 to i64
  %76 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1t, i64 0, i64 %75, i64 %67
  %77 = addrspacecast float addrspace(3)* %76 to float*
  %78 = sext i32 %55 to i64
  %79 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1t, i64 0, i64 %66, i64 %78
  %80 = addrspacecast float addrspace(3)* %79 to float*
  %81 = sext i32 %58 to i64
  %82 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1t, i64 0, i64 %66, i64 %81
  %83 = addrspacecast float addrspace(3)* %82 to float*
  %84 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE2nt, i64 0, i64 %66, i64 %67
  %85 = addrspacecast float addrspace(3)* %84 to float*
  br label %89, !dbg !57

86:                                               ; preds = %124, %45
  %87 = icmp sge i32 %14, %0
  %88 = and i1 %87, %30, !dbg !68
  br i1 %88, label %127, label %144, !dbg !68

89:                                               ; preds = %51, %124
  %90 = phi i32 [ 0, %51 ], [ %125, %124 ]
  %91 = icmp sgt i32 %14, %90
  %92 = select i1 %30, i1 %91, i1 false, !dbg !69
  %93 = sub nsw i32 15, %90, !dbg !70
  %94 = icmp slt i32 %14, %93, !dbg !71
  %95 = icmp sgt i32 %15, %90
  %96 = and i1 %95, %94, !dbg !72
  %97 = icmp slt i32 %15, %93
  %98 = and i1 %97, %96, !dbg !72
  %99 = select i1 %92, i1 %98, i1 false, !dbg !69
  br i1 %99, label %100, label %121, !dbg !73

100:                                              ; preds = %89
  %101 = load float, float* %69, align 4, !dbg !74, !tbaa !41
  %102 = load float, float* %71, align 4, !dbg !75, !tbaa !41
  %103 = load float, float* %74, align 4, !dbg !76, !tbaa !41
  %104 = load float, float* %77, align 4, !dbg !77, !tbaa !41
  %105 = fadd contract float %103, %104, !dbg !78
  %106 = fmul contract float %101, 2.000000e+00, !dbg !79
  %107 = fsub contract float %105, %106, !dbg !80
  %108 = fmul contract float %48, %107, !dbg !81
  %109 = fadd contract float %102, %108, !dbg !82
  %110 = load float, float* %80, align 4, !dbg !83, !tbaa !41
  %111 = load float, float* %83, align 4, !dbg !84, !tbaa !41
  %112 = fadd contract float %110, %111, !dbg !85
  %113 = fsub contract float %112, %106, !dbg !86
  %114 = fmul contract float %47, %113, !dbg !87
  %115 = fadd contract float %109, %114, !dbg !88
  %116 = fsub contract float 8.000000e+01, %101, !dbg !89
  %117 = fmul contract float %49, %116, !dbg !90
  %118 = fadd contract float %117, %115, !dbg !91
  %119 = fmul contract float %46, %118, !dbg !92
  %120 = fadd contract float %101, %119, !dbg !93
  store float %120, float* %85, align 4, !dbg !94, !tbaa !41
  br label %121, !dbg !95

121:                                              ; preds = %100, %89
  tail call void @llvm.nvvm.barrier0(), !dbg !96
  br i1 %99, label %122, label %124, !dbg !97

122:                                              ; preds = %121
  %123 = load float, float* %85, align 4, !dbg !98, !tbaa !41
  store float %123, float* %69, align 4, !dbg !99, !tbaa !41
  br label %124, !dbg !100

124:                                              ; preds = %122, %121
  tail call void @llvm.nvvm.barrier0(), !dbg !101
  %125 = add nuw nsw i32 %90, 1, !dbg !102
  %126 = icmp eq i32 %125, %0, !dbg !56
  br i1 %126, label %86, label %89, !dbg !57, !llvm.loop !103

127:                                              ; preds = %86
  %128 = sub nsw i32 16, %0, !dbg !106
  %129 = icmp slt i32 %14, %128, !dbg !107
  %130 = icmp sge i32 %15, %0
  %131 = and i1 %130, %129, !dbg !108
  %132 = icmp slt i32 %15, %128
  %133 = and i1 %132, %131, !dbg !108
  br i1 %133, label %134, label %144, !dbg !108

134:                                              ; preds = %127
  %135 = sext i32 %15 to i64, !dbg !109
  %136 = sext i32 %14 to i64, !dbg !109
  %137 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ7hotspotE1t, i64 0, i64 %135, i64 %136, !dbg !109
  %138 = addrspacecast float addrspace(3)* %137 to float*, !dbg !109
  %139 = load float, float* %138, align 4, !dbg !109, !tbaa !41
  %140 = mul nsw i32 %23, %4, !dbg !110
  %141 = add nsw i32 %140, %19, !dbg !111
  %142 = sext i32 %141 to i64, !dbg !112
  %143 = getelementptr inbounds float, float* %3, i64 %142, !dbg !112
  store float %139, float* %143, align 4, !dbg !113, !tbaa !41
  br label %144, !dbg !112

144:                                              ; preds = %134, %127, %86
  ret void, !dbg !114
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/hotspot.cu", directory: ".")
!2 = !{void (i32, float*, float*, float*, i32, i32, float, float, float, float, float)* @hotspot, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "hotspot", scope: !1, file: !1, line: 14, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 19, column: 22, scope: !9)
!13 = !DILocation(line: 19, column: 18, scope: !9)
!14 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!16 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!17 = distinct !DILocation(line: 20, column: 12, scope: !9)
!18 = !DILocation(line: 44, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!20 = distinct !DILocation(line: 20, column: 30, scope: !9)
!21 = !DILocation(line: 45, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!23 = distinct !DILocation(line: 21, column: 11, scope: !9)
!24 = !DILocation(line: 21, column: 22, scope: !9)
!25 = !DILocation(line: 21, column: 30, scope: !9)
!26 = !DILocation(line: 21, column: 38, scope: !9)
!27 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!29 = distinct !DILocation(line: 22, column: 11, scope: !9)
!30 = !DILocation(line: 22, column: 22, scope: !9)
!31 = !DILocation(line: 22, column: 30, scope: !9)
!32 = !DILocation(line: 22, column: 38, scope: !9)
!33 = !DILocation(line: 23, column: 15, scope: !9)
!34 = !DILocation(line: 23, column: 25, scope: !9)
!35 = !DILocation(line: 23, column: 32, scope: !9)
!36 = !DILocation(line: 23, column: 20, scope: !9)
!37 = !DILocation(line: 24, column: 7, scope: !9)
!38 = !DILocation(line: 25, column: 23, scope: !9)
!39 = !DILocation(line: 25, column: 30, scope: !9)
!40 = !DILocation(line: 25, column: 17, scope: !9)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C++ TBAA"}
!45 = !DILocation(line: 25, column: 5, scope: !9)
!46 = !DILocation(line: 25, column: 15, scope: !9)
!47 = !DILocation(line: 26, column: 17, scope: !9)
!48 = !DILocation(line: 26, column: 5, scope: !9)
!49 = !DILocation(line: 26, column: 15, scope: !9)
!50 = !DILocation(line: 27, column: 3, scope: !9)
!51 = !DILocation(line: 28, column: 3, scope: !9)
!52 = !DILocation(line: 29, column: 19, scope: !9)
!53 = !DILocation(line: 29, column: 37, scope: !9)
!54 = !DILocation(line: 29, column: 54, scope: !9)
!55 = !DILocation(line: 29, column: 71, scope: !9)
!56 = !DILocation(line: 33, column: 21, scope: !9)
!57 = !DILocation(line: 33, column: 3, scope: !9)
!58 = !DILocation(line: 32, column: 45, scope: !9)
!59 = !DILocation(line: 32, column: 38, scope: !9)
!60 = !DILocation(line: 32, column: 36, scope: !9)
!61 = !DILocation(line: 32, column: 13, scope: !9)
!62 = !DILocation(line: 32, column: 11, scope: !9)
!63 = !DILocation(line: 31, column: 45, scope: !9)
!64 = !DILocation(line: 31, column: 38, scope: !9)
!65 = !DILocation(line: 31, column: 36, scope: !9)
!66 = !DILocation(line: 31, column: 13, scope: !9)
!67 = !DILocation(line: 31, column: 11, scope: !9)
!68 = !DILocation(line: 46, column: 10, scope: !9)
!69 = !DILocation(line: 34, column: 20, scope: !9)
!70 = !DILocation(line: 34, column: 45, scope: !9)
!71 = !DILocation(line: 34, column: 36, scope: !9)
!72 = !DILocation(line: 34, column: 49, scope: !9)
!73 = !DILocation(line: 35, column: 9, scope: !9)
!74 = !DILocation(line: 36, column: 17, scope: !9)
!75 = !DILocation(line: 37, column: 30, scope: !9)
!76 = !DILocation(line: 37, column: 43, scope: !9)
!77 = !DILocation(line: 37, column: 54, scope: !9)
!78 = !DILocation(line: 37, column: 52, scope: !9)
!79 = !DILocation(line: 37, column: 70, scope: !9)
!80 = !DILocation(line: 37, column: 63, scope: !9)
!81 = !DILocation(line: 37, column: 75, scope: !9)
!82 = !DILocation(line: 37, column: 40, scope: !9)
!83 = !DILocation(line: 38, column: 31, scope: !9)
!84 = !DILocation(line: 38, column: 42, scope: !9)
!85 = !DILocation(line: 38, column: 40, scope: !9)
!86 = !DILocation(line: 38, column: 51, scope: !9)
!87 = !DILocation(line: 38, column: 63, scope: !9)
!88 = !DILocation(line: 37, column: 81, scope: !9)
!89 = !DILocation(line: 39, column: 35, scope: !9)
!90 = !DILocation(line: 39, column: 40, scope: !9)
!91 = !DILocation(line: 38, column: 69, scope: !9)
!92 = !DILocation(line: 37, column: 27, scope: !9)
!93 = !DILocation(line: 37, column: 22, scope: !9)
!94 = !DILocation(line: 37, column: 18, scope: !9)
!95 = !DILocation(line: 40, column: 5, scope: !9)
!96 = !DILocation(line: 41, column: 5, scope: !9)
!97 = !DILocation(line: 42, column: 9, scope: !9)
!98 = !DILocation(line: 43, column: 19, scope: !9)
!99 = !DILocation(line: 43, column: 17, scope: !9)
!100 = !DILocation(line: 43, column: 7, scope: !9)
!101 = !DILocation(line: 44, column: 5, scope: !9)
!102 = !DILocation(line: 33, column: 31, scope: !9)
!103 = distinct !{!103, !57, !104, !105}
!104 = !DILocation(line: 45, column: 3, scope: !9)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 46, column: 36, scope: !9)
!107 = !DILocation(line: 46, column: 31, scope: !9)
!108 = !DILocation(line: 46, column: 44, scope: !9)
!109 = !DILocation(line: 47, column: 25, scope: !9)
!110 = !DILocation(line: 47, column: 11, scope: !9)
!111 = !DILocation(line: 47, column: 18, scope: !9)
!112 = !DILocation(line: 47, column: 5, scope: !9)
!113 = !DILocation(line: 47, column: 23, scope: !9)
!114 = !DILocation(line: 48, column: 1, scope: !9)
