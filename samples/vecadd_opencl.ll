; ModuleID = 'samples/vecadd_opencl.cl'
source_filename = "samples/vecadd_opencl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

@vecadd_opencl.tile = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @vecadd_opencl(float addrspace(1)* nocapture noundef readonly %0, float addrspace(1)* nocapture noundef readonly %1, float addrspace(1)* nocapture noundef writeonly %2, float addrspace(1)* nocapture noundef writeonly %3, float noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !reqd_work_group_size !15 {
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !16
  %8 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !17
  %9 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !18
  %10 = sext i32 %5 to i64, !dbg !19
  %11 = icmp ult i64 %7, %10, !dbg !20
  br i1 %11, label %12, label %15, !dbg !21

12:                                               ; preds = %6
  %13 = getelementptr inbounds float, float addrspace(1)* %0, i64 %7, !dbg !22
  %14 = load float, float addrspace(1)* %13, align 4, !dbg !22, !tbaa !23
  br label %15, !dbg !21

15:                                               ; preds = %6, %12
  %16 = phi float [ %14, %12 ], [ 0.000000e+00, %6 ], !dbg !21
  %17 = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @vecadd_opencl.tile, i64 0, i64 %8, !dbg !27
  store float %16, float addrspace(3)* %17, align 4, !dbg !28, !tbaa !23
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !29
  %18 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !30
  br i1 %11, label %19, label %28, !dbg !31

19:                                               ; preds = %15
  %20 = add i64 %8, 1, !dbg !32
  %21 = urem i64 %20, %18, !dbg !33
  %22 = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @vecadd_opencl.tile, i64 0, i64 %21, !dbg !34
  %23 = load float, float addrspace(3)* %22, align 4, !dbg !34, !tbaa !23
  %24 = getelementptr inbounds float, float addrspace(1)* %1, i64 %7, !dbg !35
  %25 = load float, float addrspace(1)* %24, align 4, !dbg !35, !tbaa !23
  %26 = tail call float @llvm.fmuladd.f32(float %4, float %23, float %25), !dbg !36
  %27 = getelementptr inbounds float, float addrspace(1)* %2, i64 %7, !dbg !37
  store float %26, float addrspace(1)* %27, align 4, !dbg !38, !tbaa !23
  br label %28, !dbg !37

28:                                               ; preds = %19, %15
  %29 = icmp eq i64 %8, 0, !dbg !39
  br i1 %29, label %35, label %44, !dbg !40

30:                                               ; preds = %35
  %31 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #4, !dbg !41
  %32 = uitofp i64 %31 to float, !dbg !42
  %33 = fdiv float %41, %32, !dbg !43, !fpmath !44
  %34 = getelementptr inbounds float, float addrspace(1)* %3, i64 %9, !dbg !45
  store float %33, float addrspace(1)* %34, align 4, !dbg !46, !tbaa !23
  br label %44, !dbg !47

35:                                               ; preds = %28, %35
  %36 = phi i32 [ %42, %35 ], [ 0, %28 ]
  %37 = phi float [ %41, %35 ], [ 0.000000e+00, %28 ]
  %38 = zext i32 %36 to i64, !dbg !48
  %39 = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @vecadd_opencl.tile, i64 0, i64 %38, !dbg !48
  %40 = load float, float addrspace(3)* %39, align 4, !dbg !48, !tbaa !23
  %41 = fadd float %37, %40, !dbg !49
  %42 = add nuw nsw i32 %36, 1, !dbg !50
  %43 = icmp ult i32 %36, 63, !dbg !51
  br i1 %43, label %35, label %30, !dbg !52, !llvm.loop !53

44:                                               ; preds = %30, %28
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !56 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !57 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !58 dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent
declare !dbg !59 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !60 dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress nofree nounwind readnone willreturn
declare !dbg !61 dso_local spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/vecadd_opencl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "bd998c5fc341a03bc7d7f3decb5c2901")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 1, i32 2}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !DISubprogram(name: "vecadd_opencl", scope: !1, file: !1, line: 5, type: !9, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !10)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"float*", !"float*", !"float", !"int"}
!14 = !{!"const", !"const", !"", !"", !"", !""}
!15 = !{i32 64, i32 1, i32 1}
!16 = !DILocation(line: 9, column: 16, scope: !8)
!17 = !DILocation(line: 10, column: 16, scope: !8)
!18 = !DILocation(line: 11, column: 16, scope: !8)
!19 = !DILocation(line: 12, column: 21, scope: !8)
!20 = !DILocation(line: 12, column: 19, scope: !8)
!21 = !DILocation(line: 12, column: 15, scope: !8)
!22 = !DILocation(line: 12, column: 33, scope: !8)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C/C++ TBAA"}
!27 = !DILocation(line: 12, column: 3, scope: !8)
!28 = !DILocation(line: 12, column: 13, scope: !8)
!29 = !DILocation(line: 13, column: 3, scope: !8)
!30 = !DILocation(line: 15, column: 33, scope: !8)
!31 = !DILocation(line: 16, column: 7, scope: !8)
!32 = !DILocation(line: 15, column: 26, scope: !8)
!33 = !DILocation(line: 15, column: 31, scope: !8)
!34 = !DILocation(line: 15, column: 16, scope: !8)
!35 = !DILocation(line: 17, column: 29, scope: !8)
!36 = !DILocation(line: 17, column: 27, scope: !8)
!37 = !DILocation(line: 17, column: 5, scope: !8)
!38 = !DILocation(line: 17, column: 12, scope: !8)
!39 = !DILocation(line: 18, column: 11, scope: !8)
!40 = !DILocation(line: 18, column: 7, scope: !8)
!41 = !DILocation(line: 22, column: 34, scope: !8)
!42 = !DILocation(line: 22, column: 27, scope: !8)
!43 = !DILocation(line: 22, column: 25, scope: !8)
!44 = !{float 2.500000e+00}
!45 = !DILocation(line: 22, column: 5, scope: !8)
!46 = !DILocation(line: 22, column: 21, scope: !8)
!47 = !DILocation(line: 23, column: 3, scope: !8)
!48 = !DILocation(line: 21, column: 12, scope: !8)
!49 = !DILocation(line: 21, column: 9, scope: !8)
!50 = !DILocation(line: 20, column: 32, scope: !8)
!51 = !DILocation(line: 20, column: 23, scope: !8)
!52 = !DILocation(line: 20, column: 5, scope: !8)
!53 = distinct !{!53, !52, !54}
!54 = !DILocation(line: 21, column: 18, scope: !8)
!55 = !DILocation(line: 24, column: 1, scope: !8)
!56 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 9, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !10)
!57 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 10, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !10)
!58 = !DISubprogram(name: "get_group_id", scope: !1, file: !1, line: 11, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !10)
!59 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 13, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !10)
!60 = !DISubprogram(name: "get_local_size", scope: !1, file: !1, line: 15, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !10)
!61 = !DISubprogram(name: "get_num_groups", scope: !1, file: !1, line: 22, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !10)
