; ModuleID = 'suites/rodinia/lavamd.cu'
source_filename = "suites/rodinia/lavamd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6lavamdE2ra = internal unnamed_addr addrspace(3) global [400 x float] undef, align 4
@_ZZ6lavamdE2rb = internal unnamed_addr addrspace(3) global [400 x float] undef, align 4
@_ZZ6lavamdE2qb = internal unnamed_addr addrspace(3) global [100 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lavamd(float noundef %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, float* nocapture noundef readonly %3, float* nocapture noundef readonly %4, float* nocapture noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !12
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !16
  %9 = mul nsw i32 %7, 100, !dbg !19
  %10 = icmp slt i32 %8, 400, !dbg !20
  br i1 %10, label %11, label %14, !dbg !21

11:                                               ; preds = %6
  %12 = mul i32 %7, 400
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !22
  br label %24, !dbg !21

14:                                               ; preds = %24, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %15 = sext i32 %7 to i64
  %16 = getelementptr inbounds i32, i32* %1, i64 %15
  %17 = load i32, i32* %16, align 4, !dbg !24, !tbaa !25
  %18 = icmp sgt i32 %17, 0, !dbg !29
  br i1 %18, label %19, label %35, !dbg !30

19:                                               ; preds = %14
  %20 = mul nsw i32 %7, 27
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !22
  %22 = icmp slt i32 %8, 100
  %23 = fneg contract float %0
  br label %36, !dbg !30

24:                                               ; preds = %11, %24
  %25 = phi i32 [ %8, %11 ], [ %33, %24 ]
  %26 = add nsw i32 %25, %12, !dbg !31
  %27 = sext i32 %26 to i64, !dbg !32
  %28 = getelementptr inbounds float, float* %3, i64 %27, !dbg !32
  %29 = load float, float* %28, align 4, !dbg !32, !tbaa !33
  %30 = sext i32 %25 to i64, !dbg !35
  %31 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %30, !dbg !35
  %32 = addrspacecast float addrspace(3)* %31 to float*, !dbg !35
  store float %29, float* %32, align 4, !dbg !36, !tbaa !33
  %33 = add i32 %25, %13, !dbg !37
  %34 = icmp slt i32 %33, 400, !dbg !20
  br i1 %34, label %24, label %14, !dbg !21, !llvm.loop !38

35:                                               ; preds = %90, %14
  ret void, !dbg !41

36:                                               ; preds = %19, %90
  %37 = phi i32 [ 0, %19 ], [ %91, %90 ]
  %38 = add nsw i32 %37, %20, !dbg !42
  %39 = sext i32 %38 to i64, !dbg !43
  %40 = getelementptr inbounds i32, i32* %2, i64 %39, !dbg !43
  %41 = load i32, i32* %40, align 4, !dbg !43, !tbaa !25
  %42 = mul nsw i32 %41, 100, !dbg !44
  br i1 %10, label %43, label %45, !dbg !45

43:                                               ; preds = %36
  %44 = mul i32 %41, 400
  br label %46, !dbg !45

45:                                               ; preds = %46, %36
  br i1 %22, label %58, label %57, !dbg !46

46:                                               ; preds = %43, %46
  %47 = phi i32 [ %8, %43 ], [ %55, %46 ]
  %48 = add nsw i32 %47, %44, !dbg !47
  %49 = sext i32 %48 to i64, !dbg !48
  %50 = getelementptr inbounds float, float* %3, i64 %49, !dbg !48
  %51 = load float, float* %50, align 4, !dbg !48, !tbaa !33
  %52 = sext i32 %47 to i64, !dbg !49
  %53 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %52, !dbg !49
  %54 = addrspacecast float addrspace(3)* %53 to float*, !dbg !49
  store float %51, float* %54, align 4, !dbg !50, !tbaa !33
  %55 = add i32 %47, %21, !dbg !51
  %56 = icmp slt i32 %55, 400, !dbg !52
  br i1 %56, label %46, label %45, !dbg !45, !llvm.loop !53

57:                                               ; preds = %58, %45
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  br i1 %22, label %69, label %90, !dbg !56

58:                                               ; preds = %45, %58
  %59 = phi i32 [ %67, %58 ], [ %8, %45 ]
  %60 = add nsw i32 %59, %42, !dbg !57
  %61 = sext i32 %60 to i64, !dbg !58
  %62 = getelementptr inbounds float, float* %4, i64 %61, !dbg !58
  %63 = load float, float* %62, align 4, !dbg !58, !tbaa !33
  %64 = sext i32 %59 to i64, !dbg !59
  %65 = getelementptr inbounds [100 x float], [100 x float] addrspace(3)* @_ZZ6lavamdE2qb, i64 0, i64 %64, !dbg !59
  %66 = addrspacecast float addrspace(3)* %65 to float*, !dbg !59
  store float %63, float* %66, align 4, !dbg !60, !tbaa !33
  %67 = add i32 %59, %21, !dbg !61
  %68 = icmp slt i32 %67, 100, !dbg !62
  br i1 %68, label %58, label %57, !dbg !46, !llvm.loop !63

69:                                               ; preds = %57, %94
  %70 = phi i32 [ %116, %94 ], [ %8, %57 ]
  %71 = shl nsw i32 %70, 2
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %72
  %74 = addrspacecast float addrspace(3)* %73 to float*
  %75 = or i32 %71, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %76
  %78 = addrspacecast float addrspace(3)* %77 to float*
  %79 = or i32 %71, 2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %80
  %82 = addrspacecast float addrspace(3)* %81 to float*
  %83 = or i32 %71, 3
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %84
  %86 = addrspacecast float addrspace(3)* %85 to float*
  %87 = load float, float* %78, align 4, !dbg !65, !tbaa !33
  %88 = load float, float* %82, align 4, !dbg !66, !tbaa !33
  %89 = load float, float* %86, align 4, !dbg !67, !tbaa !33
  br label %118, !dbg !68

90:                                               ; preds = %94, %57
  tail call void @llvm.nvvm.barrier0(), !dbg !69
  %91 = add nuw nsw i32 %37, 1, !dbg !70
  %92 = load i32, i32* %16, align 4, !dbg !24, !tbaa !25
  %93 = icmp slt i32 %91, %92, !dbg !29
  br i1 %93, label %36, label %35, !dbg !30, !llvm.loop !71

94:                                               ; preds = %118
  %95 = add nsw i32 %70, %9, !dbg !73
  %96 = shl nsw i32 %95, 2, !dbg !74
  %97 = sext i32 %96 to i64, !dbg !75
  %98 = getelementptr inbounds float, float* %5, i64 %97, !dbg !75
  %99 = load float, float* %98, align 4, !dbg !76, !tbaa !33
  %100 = fadd contract float %163, %99, !dbg !76
  store float %100, float* %98, align 4, !dbg !76, !tbaa !33
  %101 = or i32 %96, 1, !dbg !77
  %102 = sext i32 %101 to i64, !dbg !78
  %103 = getelementptr inbounds float, float* %5, i64 %102, !dbg !78
  %104 = load float, float* %103, align 4, !dbg !79, !tbaa !33
  %105 = fadd contract float %169, %104, !dbg !79
  store float %105, float* %103, align 4, !dbg !79, !tbaa !33
  %106 = or i32 %96, 2, !dbg !80
  %107 = sext i32 %106 to i64, !dbg !81
  %108 = getelementptr inbounds float, float* %5, i64 %107, !dbg !81
  %109 = load float, float* %108, align 4, !dbg !82, !tbaa !33
  %110 = fadd contract float %174, %109, !dbg !82
  store float %110, float* %108, align 4, !dbg !82, !tbaa !33
  %111 = or i32 %96, 3, !dbg !83
  %112 = sext i32 %111 to i64, !dbg !84
  %113 = getelementptr inbounds float, float* %5, i64 %112, !dbg !84
  %114 = load float, float* %113, align 4, !dbg !85, !tbaa !33
  %115 = fadd contract float %179, %114, !dbg !85
  store float %115, float* %113, align 4, !dbg !85, !tbaa !33
  %116 = add i32 %70, %21, !dbg !86
  %117 = icmp slt i32 %116, 100, !dbg !87
  br i1 %117, label %69, label %90, !dbg !56, !llvm.loop !88

118:                                              ; preds = %69, %118
  %119 = phi float [ %89, %69 ], [ %175, %118 ], !dbg !67
  %120 = phi float [ %88, %69 ], [ %170, %118 ], !dbg !66
  %121 = phi float [ %87, %69 ], [ %165, %118 ], !dbg !65
  %122 = phi i32 [ 0, %69 ], [ %180, %118 ]
  %123 = phi float [ 0.000000e+00, %69 ], [ %179, %118 ]
  %124 = phi float [ 0.000000e+00, %69 ], [ %174, %118 ]
  %125 = phi float [ 0.000000e+00, %69 ], [ %169, %118 ]
  %126 = phi float [ 0.000000e+00, %69 ], [ %163, %118 ]
  %127 = load float, float* %74, align 4, !dbg !90, !tbaa !33
  %128 = shl nuw nsw i32 %122, 2, !dbg !91
  %129 = zext i32 %128 to i64, !dbg !92
  %130 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %129, !dbg !92
  %131 = addrspacecast float addrspace(3)* %130 to float*, !dbg !92
  %132 = load float, float* %131, align 4, !dbg !92, !tbaa !33
  %133 = fadd contract float %127, %132, !dbg !93
  %134 = or i32 %128, 1, !dbg !94
  %135 = zext i32 %134 to i64, !dbg !95
  %136 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %135, !dbg !95
  %137 = addrspacecast float addrspace(3)* %136 to float*, !dbg !95
  %138 = load float, float* %137, align 4, !dbg !95, !tbaa !33
  %139 = fmul contract float %121, %138, !dbg !96
  %140 = or i32 %128, 2, !dbg !97
  %141 = zext i32 %140 to i64, !dbg !98
  %142 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %141, !dbg !98
  %143 = addrspacecast float addrspace(3)* %142 to float*, !dbg !98
  %144 = load float, float* %143, align 4, !dbg !98, !tbaa !33
  %145 = fmul contract float %120, %144, !dbg !99
  %146 = fadd contract float %139, %145, !dbg !100
  %147 = or i32 %128, 3, !dbg !101
  %148 = zext i32 %147 to i64, !dbg !102
  %149 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %148, !dbg !102
  %150 = addrspacecast float addrspace(3)* %149 to float*, !dbg !102
  %151 = load float, float* %150, align 4, !dbg !102, !tbaa !33
  %152 = fmul contract float %119, %151, !dbg !103
  %153 = fadd contract float %146, %152, !dbg !104
  %154 = fsub contract float %133, %153, !dbg !105
  %155 = fmul contract float %154, %23, !dbg !106
  %156 = tail call contract float @__nv_expf(float noundef %155) #1, !dbg !107
  %157 = fmul contract float %156, 2.000000e+00, !dbg !110
  %158 = zext i32 %122 to i64, !dbg !111
  %159 = getelementptr inbounds [100 x float], [100 x float] addrspace(3)* @_ZZ6lavamdE2qb, i64 0, i64 %158, !dbg !111
  %160 = addrspacecast float addrspace(3)* %159 to float*, !dbg !111
  %161 = load float, float* %160, align 4, !dbg !111, !tbaa !33
  %162 = fmul contract float %156, %161, !dbg !112
  %163 = fadd contract float %126, %162, !dbg !113
  %164 = fmul contract float %161, %157, !dbg !114
  %165 = load float, float* %78, align 4, !dbg !115, !tbaa !33
  %166 = load float, float* %137, align 4, !dbg !116, !tbaa !33
  %167 = fsub contract float %165, %166, !dbg !117
  %168 = fmul contract float %164, %167, !dbg !118
  %169 = fadd contract float %125, %168, !dbg !119
  %170 = load float, float* %82, align 4, !dbg !120, !tbaa !33
  %171 = load float, float* %143, align 4, !dbg !121, !tbaa !33
  %172 = fsub contract float %170, %171, !dbg !122
  %173 = fmul contract float %164, %172, !dbg !123
  %174 = fadd contract float %124, %173, !dbg !124
  %175 = load float, float* %86, align 4, !dbg !125, !tbaa !33
  %176 = load float, float* %150, align 4, !dbg !126, !tbaa !33
  %177 = fsub contract float %175, %176, !dbg !127
  %178 = fmul contract float %164, %177, !dbg !128
  %179 = fadd contract float %123, %178, !dbg !129
  %180 = add nuw nsw i32 %122, 1, !dbg !130
  %181 = icmp eq i32 %180, 100, !dbg !131
  br i1 %181, label %94, label %118, !dbg !68, !llvm.loop !132
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/lavamd.cu", directory: ".")
!2 = !{void (float, i32*, i32*, float*, float*, float*)* @lavamd, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "lavamd", scope: !1, file: !1, line: 16, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 20, column: 13, scope: !9)
!16 = !DILocation(line: 44, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 20, column: 30, scope: !9)
!19 = !DILocation(line: 21, column: 18, scope: !9)
!20 = !DILocation(line: 22, column: 22, scope: !9)
!21 = !DILocation(line: 22, column: 3, scope: !9)
!22 = !DILocation(line: 0, scope: !9)
!23 = !DILocation(line: 24, column: 3, scope: !9)
!24 = !DILocation(line: 25, column: 23, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 25, column: 21, scope: !9)
!30 = !DILocation(line: 25, column: 3, scope: !9)
!31 = !DILocation(line: 23, column: 25, scope: !9)
!32 = !DILocation(line: 23, column: 13, scope: !9)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !27, i64 0}
!35 = !DILocation(line: 23, column: 5, scope: !9)
!36 = !DILocation(line: 23, column: 11, scope: !9)
!37 = !DILocation(line: 22, column: 35, scope: !9)
!38 = distinct !{!38, !21, !39, !40}
!39 = !DILocation(line: 23, column: 28, scope: !9)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 52, column: 1, scope: !9)
!42 = !DILocation(line: 26, column: 33, scope: !9)
!43 = !DILocation(line: 26, column: 17, scope: !9)
!44 = !DILocation(line: 26, column: 38, scope: !9)
!45 = !DILocation(line: 27, column: 5, scope: !9)
!46 = !DILocation(line: 29, column: 5, scope: !9)
!47 = !DILocation(line: 28, column: 28, scope: !9)
!48 = !DILocation(line: 28, column: 15, scope: !9)
!49 = !DILocation(line: 28, column: 7, scope: !9)
!50 = !DILocation(line: 28, column: 13, scope: !9)
!51 = !DILocation(line: 27, column: 37, scope: !9)
!52 = !DILocation(line: 27, column: 24, scope: !9)
!53 = distinct !{!53, !45, !54, !40}
!54 = !DILocation(line: 28, column: 31, scope: !9)
!55 = !DILocation(line: 31, column: 5, scope: !9)
!56 = !DILocation(line: 32, column: 5, scope: !9)
!57 = !DILocation(line: 30, column: 24, scope: !9)
!58 = !DILocation(line: 30, column: 15, scope: !9)
!59 = !DILocation(line: 30, column: 7, scope: !9)
!60 = !DILocation(line: 30, column: 13, scope: !9)
!61 = !DILocation(line: 29, column: 33, scope: !9)
!62 = !DILocation(line: 29, column: 24, scope: !9)
!63 = distinct !{!63, !46, !64, !40}
!64 = !DILocation(line: 30, column: 27, scope: !9)
!65 = !DILocation(line: 36, column: 21, scope: !9)
!66 = !DILocation(line: 36, column: 53, scope: !9)
!67 = !DILocation(line: 37, column: 21, scope: !9)
!68 = !DILocation(line: 34, column: 7, scope: !9)
!69 = !DILocation(line: 50, column: 5, scope: !9)
!70 = !DILocation(line: 25, column: 33, scope: !9)
!71 = distinct !{!71, !30, !72, !40}
!72 = !DILocation(line: 51, column: 3, scope: !9)
!73 = !DILocation(line: 45, column: 20, scope: !9)
!74 = !DILocation(line: 45, column: 12, scope: !9)
!75 = !DILocation(line: 45, column: 7, scope: !9)
!76 = !DILocation(line: 45, column: 26, scope: !9)
!77 = !DILocation(line: 46, column: 25, scope: !9)
!78 = !DILocation(line: 46, column: 7, scope: !9)
!79 = !DILocation(line: 46, column: 30, scope: !9)
!80 = !DILocation(line: 47, column: 25, scope: !9)
!81 = !DILocation(line: 47, column: 7, scope: !9)
!82 = !DILocation(line: 47, column: 30, scope: !9)
!83 = !DILocation(line: 48, column: 25, scope: !9)
!84 = !DILocation(line: 48, column: 7, scope: !9)
!85 = !DILocation(line: 48, column: 30, scope: !9)
!86 = !DILocation(line: 32, column: 33, scope: !9)
!87 = !DILocation(line: 32, column: 24, scope: !9)
!88 = distinct !{!88, !56, !89, !40}
!89 = !DILocation(line: 49, column: 5, scope: !9)
!90 = !DILocation(line: 35, column: 20, scope: !9)
!91 = !DILocation(line: 35, column: 37, scope: !9)
!92 = !DILocation(line: 35, column: 32, scope: !9)
!93 = !DILocation(line: 35, column: 30, scope: !9)
!94 = !DILocation(line: 36, column: 46, scope: !9)
!95 = !DILocation(line: 36, column: 37, scope: !9)
!96 = !DILocation(line: 36, column: 35, scope: !9)
!97 = !DILocation(line: 36, column: 78, scope: !9)
!98 = !DILocation(line: 36, column: 69, scope: !9)
!99 = !DILocation(line: 36, column: 67, scope: !9)
!100 = !DILocation(line: 36, column: 51, scope: !9)
!101 = !DILocation(line: 37, column: 46, scope: !9)
!102 = !DILocation(line: 37, column: 37, scope: !9)
!103 = !DILocation(line: 37, column: 35, scope: !9)
!104 = !DILocation(line: 36, column: 83, scope: !9)
!105 = !DILocation(line: 35, column: 42, scope: !9)
!106 = !DILocation(line: 38, column: 30, scope: !9)
!107 = !DILocation(line: 149, column: 39, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "expf", scope: !14, file: !14, line: 149, type: !10, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!109 = distinct !DILocation(line: 38, column: 21, scope: !9)
!110 = !DILocation(line: 39, column: 25, scope: !9)
!111 = !DILocation(line: 40, column: 16, scope: !9)
!112 = !DILocation(line: 40, column: 22, scope: !9)
!113 = !DILocation(line: 40, column: 13, scope: !9)
!114 = !DILocation(line: 41, column: 22, scope: !9)
!115 = !DILocation(line: 41, column: 30, scope: !9)
!116 = !DILocation(line: 41, column: 46, scope: !9)
!117 = !DILocation(line: 41, column: 44, scope: !9)
!118 = !DILocation(line: 41, column: 27, scope: !9)
!119 = !DILocation(line: 41, column: 13, scope: !9)
!120 = !DILocation(line: 42, column: 30, scope: !9)
!121 = !DILocation(line: 42, column: 46, scope: !9)
!122 = !DILocation(line: 42, column: 44, scope: !9)
!123 = !DILocation(line: 42, column: 27, scope: !9)
!124 = !DILocation(line: 42, column: 13, scope: !9)
!125 = !DILocation(line: 43, column: 30, scope: !9)
!126 = !DILocation(line: 43, column: 46, scope: !9)
!127 = !DILocation(line: 43, column: 44, scope: !9)
!128 = !DILocation(line: 43, column: 27, scope: !9)
!129 = !DILocation(line: 43, column: 13, scope: !9)
!130 = !DILocation(line: 34, column: 33, scope: !9)
!131 = !DILocation(line: 34, column: 25, scope: !9)
!132 = distinct !{!132, !68, !133, !40}
!133 = !DILocation(line: 44, column: 7, scope: !9)
