; ModuleID = 'suites/rodinia/lavamd.cu'
source_filename = "suites/rodinia/lavamd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6lavamdE2ra = internal unnamed_addr addrspace(3) global [400 x float] undef, align 4
@_ZZ6lavamdE2rb = internal unnamed_addr addrspace(3) global [400 x float] undef, align 4
@_ZZ6lavamdE2qb = internal unnamed_addr addrspace(3) global [100 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lavamd(float noundef %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, float* nocapture noundef readonly %3, float* nocapture noundef readonly %4, float* nocapture noundef %5, i32 noundef %6) local_unnamed_addr #0 !dbg !9 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !12
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !16
  %10 = icmp slt i32 %8, %6, !dbg !19
  br i1 %10, label %11, label %184, !dbg !20

11:                                               ; preds = %7
  %12 = mul nsw i32 %8, 100, !dbg !21
  %13 = icmp slt i32 %9, 400, !dbg !22
  br i1 %13, label %14, label %17, !dbg !23

14:                                               ; preds = %11
  %15 = mul i32 %8, 400
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !24
  br label %27, !dbg !23

17:                                               ; preds = %27, %11
  tail call void @llvm.nvvm.barrier0(), !dbg !25
  %18 = sext i32 %8 to i64
  %19 = getelementptr inbounds i32, i32* %1, i64 %18
  %20 = load i32, i32* %19, align 4, !dbg !26, !tbaa !27
  %21 = icmp sgt i32 %20, 0, !dbg !31
  br i1 %21, label %22, label %184, !dbg !32

22:                                               ; preds = %17
  %23 = mul nsw i32 %8, 27
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !24
  %25 = icmp slt i32 %9, 100
  %26 = fneg contract float %0
  br label %38, !dbg !32

27:                                               ; preds = %14, %27
  %28 = phi i32 [ %9, %14 ], [ %36, %27 ]
  %29 = add nsw i32 %28, %15, !dbg !33
  %30 = sext i32 %29 to i64, !dbg !34
  %31 = getelementptr inbounds float, float* %3, i64 %30, !dbg !34
  %32 = load float, float* %31, align 4, !dbg !34, !tbaa !35
  %33 = sext i32 %28 to i64, !dbg !37
  %34 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %33, !dbg !37
  %35 = addrspacecast float addrspace(3)* %34 to float*, !dbg !37
  store float %32, float* %35, align 4, !dbg !38, !tbaa !35
  %36 = add i32 %28, %16, !dbg !39
  %37 = icmp slt i32 %36, 400, !dbg !22
  br i1 %37, label %27, label %17, !dbg !23, !llvm.loop !40

38:                                               ; preds = %22, %92
  %39 = phi i32 [ 0, %22 ], [ %93, %92 ]
  %40 = add nsw i32 %39, %23, !dbg !43
  %41 = sext i32 %40 to i64, !dbg !44
  %42 = getelementptr inbounds i32, i32* %2, i64 %41, !dbg !44
  %43 = load i32, i32* %42, align 4, !dbg !44, !tbaa !27
  %44 = mul nsw i32 %43, 100, !dbg !45
  br i1 %13, label %45, label %47, !dbg !46

45:                                               ; preds = %38
  %46 = mul i32 %43, 400
  br label %48, !dbg !46

47:                                               ; preds = %48, %38
  br i1 %25, label %60, label %59, !dbg !47

48:                                               ; preds = %45, %48
  %49 = phi i32 [ %9, %45 ], [ %57, %48 ]
  %50 = add nsw i32 %49, %46, !dbg !48
  %51 = sext i32 %50 to i64, !dbg !49
  %52 = getelementptr inbounds float, float* %3, i64 %51, !dbg !49
  %53 = load float, float* %52, align 4, !dbg !49, !tbaa !35
  %54 = sext i32 %49 to i64, !dbg !50
  %55 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %54, !dbg !50
  %56 = addrspacecast float addrspace(3)* %55 to float*, !dbg !50
  store float %53, float* %56, align 4, !dbg !51, !tbaa !35
  %57 = add i32 %49, %24, !dbg !52
  %58 = icmp slt i32 %57, 400, !dbg !53
  br i1 %58, label %48, label %47, !dbg !46, !llvm.loop !54

59:                                               ; preds = %60, %47
  tail call void @llvm.nvvm.barrier0(), !dbg !56
  br i1 %25, label %71, label %92, !dbg !57

60:                                               ; preds = %47, %60
  %61 = phi i32 [ %69, %60 ], [ %9, %47 ]
  %62 = add nsw i32 %61, %44, !dbg !58
  %63 = sext i32 %62 to i64, !dbg !59
  %64 = getelementptr inbounds float, float* %4, i64 %63, !dbg !59
  %65 = load float, float* %64, align 4, !dbg !59, !tbaa !35
  %66 = sext i32 %61 to i64, !dbg !60
  %67 = getelementptr inbounds [100 x float], [100 x float] addrspace(3)* @_ZZ6lavamdE2qb, i64 0, i64 %66, !dbg !60
  %68 = addrspacecast float addrspace(3)* %67 to float*, !dbg !60
  store float %65, float* %68, align 4, !dbg !61, !tbaa !35
  %69 = add i32 %61, %24, !dbg !62
  %70 = icmp slt i32 %69, 100, !dbg !63
  br i1 %70, label %60, label %59, !dbg !47, !llvm.loop !64

71:                                               ; preds = %59, %96
  %72 = phi i32 [ %118, %96 ], [ %9, %59 ]
  %73 = shl nsw i32 %72, 2
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %74
  %76 = addrspacecast float addrspace(3)* %75 to float*
  %77 = or i32 %73, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %78
  %80 = addrspacecast float addrspace(3)* %79 to float*
  %81 = or i32 %73, 2
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %82
  %84 = addrspacecast float addrspace(3)* %83 to float*
  %85 = or i32 %73, 3
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2ra, i64 0, i64 %86
  %88 = addrspacecast float addrspace(3)* %87 to float*
  %89 = load float, float* %80, align 4, !dbg !66, !tbaa !35
  %90 = load float, float* %84, align 4, !dbg !67, !tbaa !35
  %91 = load float, float* %88, align 4, !dbg !68, !tbaa !35
  br label %120, !dbg !69

92:                                               ; preds = %96, %59
  tail call void @llvm.nvvm.barrier0(), !dbg !70
  %93 = add nuw nsw i32 %39, 1, !dbg !71
  %94 = load i32, i32* %19, align 4, !dbg !26, !tbaa !27
  %95 = icmp slt i32 %93, %94, !dbg !31
  br i1 %95, label %38, label %184, !dbg !32, !llvm.loop !72

96:                                               ; preds = %120
  %97 = add nsw i32 %72, %12, !dbg !74
  %98 = shl nsw i32 %97, 2, !dbg !75
  %99 = sext i32 %98 to i64, !dbg !76
  %100 = getelementptr inbounds float, float* %5, i64 %99, !dbg !76
  %101 = load float, float* %100, align 4, !dbg !77, !tbaa !35
  %102 = fadd contract float %165, %101, !dbg !77
  store float %102, float* %100, align 4, !dbg !77, !tbaa !35
  %103 = or i32 %98, 1, !dbg !78
  %104 = sext i32 %103 to i64, !dbg !79
  %105 = getelementptr inbounds float, float* %5, i64 %104, !dbg !79
  %106 = load float, float* %105, align 4, !dbg !80, !tbaa !35
  %107 = fadd contract float %171, %106, !dbg !80
  store float %107, float* %105, align 4, !dbg !80, !tbaa !35
  %108 = or i32 %98, 2, !dbg !81
  %109 = sext i32 %108 to i64, !dbg !82
  %110 = getelementptr inbounds float, float* %5, i64 %109, !dbg !82
  %111 = load float, float* %110, align 4, !dbg !83, !tbaa !35
  %112 = fadd contract float %176, %111, !dbg !83
  store float %112, float* %110, align 4, !dbg !83, !tbaa !35
  %113 = or i32 %98, 3, !dbg !84
  %114 = sext i32 %113 to i64, !dbg !85
  %115 = getelementptr inbounds float, float* %5, i64 %114, !dbg !85
  %116 = load float, float* %115, align 4, !dbg !86, !tbaa !35
  %117 = fadd contract float %181, %116, !dbg !86
  store float %117, float* %115, align 4, !dbg !86, !tbaa !35
  %118 = add i32 %72, %24, !dbg !87
  %119 = icmp slt i32 %118, 100, !dbg !88
  br i1 %119, label %71, label %92, !dbg !57, !llvm.loop !89

120:                                              ; preds = %71, %120
  %121 = phi float [ %91, %71 ], [ %177, %120 ], !dbg !68
  %122 = phi float [ %90, %71 ], [ %172, %120 ], !dbg !67
  %123 = phi float [ %89, %71 ], [ %167, %120 ], !dbg !66
  %124 = phi i32 [ 0, %71 ], [ %182, %120 ]
  %125 = phi float [ 0.000000e+00, %71 ], [ %181, %120 ]
  %126 = phi float [ 0.000000e+00, %71 ], [ %176, %120 ]
  %127 = phi float [ 0.000000e+00, %71 ], [ %171, %120 ]
  %128 = phi float [ 0.000000e+00, %71 ], [ %165, %120 ]
  %129 = load float, float* %76, align 4, !dbg !91, !tbaa !35
  %130 = shl nuw nsw i32 %124, 2, !dbg !92
  %131 = zext i32 %130 to i64, !dbg !93
  %132 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %131, !dbg !93
  %133 = addrspacecast float addrspace(3)* %132 to float*, !dbg !93
  %134 = load float, float* %133, align 4, !dbg !93, !tbaa !35
  %135 = fadd contract float %129, %134, !dbg !94
  %136 = or i32 %130, 1, !dbg !95
  %137 = zext i32 %136 to i64, !dbg !96
  %138 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %137, !dbg !96
  %139 = addrspacecast float addrspace(3)* %138 to float*, !dbg !96
  %140 = load float, float* %139, align 4, !dbg !96, !tbaa !35
  %141 = fmul contract float %123, %140, !dbg !97
  %142 = or i32 %130, 2, !dbg !98
  %143 = zext i32 %142 to i64, !dbg !99
  %144 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %143, !dbg !99
  %145 = addrspacecast float addrspace(3)* %144 to float*, !dbg !99
  %146 = load float, float* %145, align 4, !dbg !99, !tbaa !35
  %147 = fmul contract float %122, %146, !dbg !100
  %148 = fadd contract float %141, %147, !dbg !101
  %149 = or i32 %130, 3, !dbg !102
  %150 = zext i32 %149 to i64, !dbg !103
  %151 = getelementptr inbounds [400 x float], [400 x float] addrspace(3)* @_ZZ6lavamdE2rb, i64 0, i64 %150, !dbg !103
  %152 = addrspacecast float addrspace(3)* %151 to float*, !dbg !103
  %153 = load float, float* %152, align 4, !dbg !103, !tbaa !35
  %154 = fmul contract float %121, %153, !dbg !104
  %155 = fadd contract float %148, %154, !dbg !105
  %156 = fsub contract float %135, %155, !dbg !106
  %157 = fmul contract float %156, %26, !dbg !107
  %158 = tail call contract float @__nv_expf(float noundef %157) #1, !dbg !108
  %159 = fmul contract float %158, 2.000000e+00, !dbg !111
  %160 = zext i32 %124 to i64, !dbg !112
  %161 = getelementptr inbounds [100 x float], [100 x float] addrspace(3)* @_ZZ6lavamdE2qb, i64 0, i64 %160, !dbg !112
  %162 = addrspacecast float addrspace(3)* %161 to float*, !dbg !112
  %163 = load float, float* %162, align 4, !dbg !112, !tbaa !35
  %164 = fmul contract float %158, %163, !dbg !113
  %165 = fadd contract float %128, %164, !dbg !114
  %166 = fmul contract float %163, %159, !dbg !115
  %167 = load float, float* %80, align 4, !dbg !116, !tbaa !35
  %168 = load float, float* %139, align 4, !dbg !117, !tbaa !35
  %169 = fsub contract float %167, %168, !dbg !118
  %170 = fmul contract float %166, %169, !dbg !119
  %171 = fadd contract float %127, %170, !dbg !120
  %172 = load float, float* %84, align 4, !dbg !121, !tbaa !35
  %173 = load float, float* %145, align 4, !dbg !122, !tbaa !35
  %174 = fsub contract float %172, %173, !dbg !123
  %175 = fmul contract float %166, %174, !dbg !124
  %176 = fadd contract float %126, %175, !dbg !125
  %177 = load float, float* %88, align 4, !dbg !126, !tbaa !35
  %178 = load float, float* %152, align 4, !dbg !127, !tbaa !35
  %179 = fsub contract float %177, %178, !dbg !128
  %180 = fmul contract float %166, %179, !dbg !129
  %181 = fadd contract float %125, %180, !dbg !130
  %182 = add nuw nsw i32 %124, 1, !dbg !131
  %183 = icmp eq i32 %182, 100, !dbg !132
  br i1 %183, label %96, label %120, !dbg !69, !llvm.loop !133

184:                                              ; preds = %92, %17, %7
  ret void, !dbg !135
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
!2 = !{void (float, i32*, i32*, float*, float*, float*, i32)* @lavamd, !"kernel", i32 1}
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
!19 = !DILocation(line: 23, column: 11, scope: !9)
!20 = !DILocation(line: 23, column: 7, scope: !9)
!21 = !DILocation(line: 25, column: 18, scope: !9)
!22 = !DILocation(line: 26, column: 22, scope: !9)
!23 = !DILocation(line: 26, column: 3, scope: !9)
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 28, column: 3, scope: !9)
!26 = !DILocation(line: 29, column: 23, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 29, column: 21, scope: !9)
!32 = !DILocation(line: 29, column: 3, scope: !9)
!33 = !DILocation(line: 27, column: 25, scope: !9)
!34 = !DILocation(line: 27, column: 13, scope: !9)
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !29, i64 0}
!37 = !DILocation(line: 27, column: 5, scope: !9)
!38 = !DILocation(line: 27, column: 11, scope: !9)
!39 = !DILocation(line: 26, column: 35, scope: !9)
!40 = distinct !{!40, !23, !41, !42}
!41 = !DILocation(line: 27, column: 28, scope: !9)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 30, column: 33, scope: !9)
!44 = !DILocation(line: 30, column: 17, scope: !9)
!45 = !DILocation(line: 30, column: 38, scope: !9)
!46 = !DILocation(line: 31, column: 5, scope: !9)
!47 = !DILocation(line: 33, column: 5, scope: !9)
!48 = !DILocation(line: 32, column: 28, scope: !9)
!49 = !DILocation(line: 32, column: 15, scope: !9)
!50 = !DILocation(line: 32, column: 7, scope: !9)
!51 = !DILocation(line: 32, column: 13, scope: !9)
!52 = !DILocation(line: 31, column: 37, scope: !9)
!53 = !DILocation(line: 31, column: 24, scope: !9)
!54 = distinct !{!54, !46, !55, !42}
!55 = !DILocation(line: 32, column: 31, scope: !9)
!56 = !DILocation(line: 35, column: 5, scope: !9)
!57 = !DILocation(line: 36, column: 5, scope: !9)
!58 = !DILocation(line: 34, column: 24, scope: !9)
!59 = !DILocation(line: 34, column: 15, scope: !9)
!60 = !DILocation(line: 34, column: 7, scope: !9)
!61 = !DILocation(line: 34, column: 13, scope: !9)
!62 = !DILocation(line: 33, column: 33, scope: !9)
!63 = !DILocation(line: 33, column: 24, scope: !9)
!64 = distinct !{!64, !47, !65, !42}
!65 = !DILocation(line: 34, column: 27, scope: !9)
!66 = !DILocation(line: 40, column: 21, scope: !9)
!67 = !DILocation(line: 40, column: 53, scope: !9)
!68 = !DILocation(line: 41, column: 21, scope: !9)
!69 = !DILocation(line: 38, column: 7, scope: !9)
!70 = !DILocation(line: 54, column: 5, scope: !9)
!71 = !DILocation(line: 29, column: 33, scope: !9)
!72 = distinct !{!72, !32, !73, !42}
!73 = !DILocation(line: 55, column: 3, scope: !9)
!74 = !DILocation(line: 49, column: 20, scope: !9)
!75 = !DILocation(line: 49, column: 12, scope: !9)
!76 = !DILocation(line: 49, column: 7, scope: !9)
!77 = !DILocation(line: 49, column: 26, scope: !9)
!78 = !DILocation(line: 50, column: 25, scope: !9)
!79 = !DILocation(line: 50, column: 7, scope: !9)
!80 = !DILocation(line: 50, column: 30, scope: !9)
!81 = !DILocation(line: 51, column: 25, scope: !9)
!82 = !DILocation(line: 51, column: 7, scope: !9)
!83 = !DILocation(line: 51, column: 30, scope: !9)
!84 = !DILocation(line: 52, column: 25, scope: !9)
!85 = !DILocation(line: 52, column: 7, scope: !9)
!86 = !DILocation(line: 52, column: 30, scope: !9)
!87 = !DILocation(line: 36, column: 33, scope: !9)
!88 = !DILocation(line: 36, column: 24, scope: !9)
!89 = distinct !{!89, !57, !90, !42}
!90 = !DILocation(line: 53, column: 5, scope: !9)
!91 = !DILocation(line: 39, column: 20, scope: !9)
!92 = !DILocation(line: 39, column: 37, scope: !9)
!93 = !DILocation(line: 39, column: 32, scope: !9)
!94 = !DILocation(line: 39, column: 30, scope: !9)
!95 = !DILocation(line: 40, column: 46, scope: !9)
!96 = !DILocation(line: 40, column: 37, scope: !9)
!97 = !DILocation(line: 40, column: 35, scope: !9)
!98 = !DILocation(line: 40, column: 78, scope: !9)
!99 = !DILocation(line: 40, column: 69, scope: !9)
!100 = !DILocation(line: 40, column: 67, scope: !9)
!101 = !DILocation(line: 40, column: 51, scope: !9)
!102 = !DILocation(line: 41, column: 46, scope: !9)
!103 = !DILocation(line: 41, column: 37, scope: !9)
!104 = !DILocation(line: 41, column: 35, scope: !9)
!105 = !DILocation(line: 40, column: 83, scope: !9)
!106 = !DILocation(line: 39, column: 42, scope: !9)
!107 = !DILocation(line: 42, column: 30, scope: !9)
!108 = !DILocation(line: 149, column: 39, scope: !109, inlinedAt: !110)
!109 = distinct !DISubprogram(name: "expf", scope: !14, file: !14, line: 149, type: !10, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!110 = distinct !DILocation(line: 42, column: 21, scope: !9)
!111 = !DILocation(line: 43, column: 25, scope: !9)
!112 = !DILocation(line: 44, column: 16, scope: !9)
!113 = !DILocation(line: 44, column: 22, scope: !9)
!114 = !DILocation(line: 44, column: 13, scope: !9)
!115 = !DILocation(line: 45, column: 22, scope: !9)
!116 = !DILocation(line: 45, column: 30, scope: !9)
!117 = !DILocation(line: 45, column: 46, scope: !9)
!118 = !DILocation(line: 45, column: 44, scope: !9)
!119 = !DILocation(line: 45, column: 27, scope: !9)
!120 = !DILocation(line: 45, column: 13, scope: !9)
!121 = !DILocation(line: 46, column: 30, scope: !9)
!122 = !DILocation(line: 46, column: 46, scope: !9)
!123 = !DILocation(line: 46, column: 44, scope: !9)
!124 = !DILocation(line: 46, column: 27, scope: !9)
!125 = !DILocation(line: 46, column: 13, scope: !9)
!126 = !DILocation(line: 47, column: 30, scope: !9)
!127 = !DILocation(line: 47, column: 46, scope: !9)
!128 = !DILocation(line: 47, column: 44, scope: !9)
!129 = !DILocation(line: 47, column: 27, scope: !9)
!130 = !DILocation(line: 47, column: 13, scope: !9)
!131 = !DILocation(line: 38, column: 33, scope: !9)
!132 = !DILocation(line: 38, column: 25, scope: !9)
!133 = distinct !{!133, !69, !134, !42}
!134 = !DILocation(line: 48, column: 7, scope: !9)
!135 = !DILocation(line: 56, column: 1, scope: !9)
