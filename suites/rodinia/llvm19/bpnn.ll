; ModuleID = 'suites/rodinia/bpnn.cu'
source_filename = "suites/rodinia/bpnn.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12layerforwardE4node = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ12layerforwardE4prod = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @layerforward(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !10 {
  %6 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !13
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %9 = shl nuw nsw i32 %6, 4, !dbg !23
  %10 = add nuw nsw i32 %8, 1, !dbg !24
  %11 = add nuw nsw i32 %10, %9, !dbg !25
  %12 = add nsw i32 %4, 1, !dbg !26
  %13 = mul nsw i32 %12, %11, !dbg !27
  %14 = add nsw i32 %13, %7, !dbg !28
  %15 = icmp eq i32 %7, 0, !dbg !29
  %16 = zext nneg i32 %8 to i64
  br i1 %15, label %17, label %22, !dbg !30

17:                                               ; preds = %5
  %18 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4node to ptr), i64 0, i64 %16
  %19 = zext nneg i32 %11 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !dbg !31, !tbaa !32
  store float %21, ptr %18, align 4, !dbg !36, !tbaa !32
  br label %22, !dbg !37

22:                                               ; preds = %5, %17
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %23 = sext i32 %14 to i64, !dbg !39
  %24 = getelementptr float, ptr %1, i64 %23, !dbg !39
  %25 = getelementptr i8, ptr %24, i64 4, !dbg !39
  %26 = load float, ptr %25, align 4, !dbg !39, !tbaa !32
  %27 = zext nneg i32 %7 to i64, !dbg !40
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %16, i64 %27, !dbg !40
  store float %26, ptr %28, align 4, !dbg !41, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %29 = load float, ptr %28, align 4, !dbg !43, !tbaa !32
  %30 = getelementptr inbounds [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4node to ptr), i64 0, i64 %16, !dbg !44
  %31 = load float, ptr %30, align 4, !dbg !44, !tbaa !32
  %32 = fmul contract float %29, %31, !dbg !45
  store float %32, ptr %28, align 4, !dbg !46, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  br label %33, !dbg !48

33:                                               ; preds = %53, %22
  %34 = phi i32 [ 1, %22 ], [ %54, %53 ], !dbg !49
  %35 = uitofp nneg i32 %34 to float, !dbg !50
  %36 = tail call contract noundef float @__nv_log2f(float noundef 1.600000e+01) #4, !dbg !51
  %37 = fcmp contract ult float %36, %35, !dbg !54
  br i1 %37, label %38, label %40, !dbg !55

38:                                               ; preds = %33
  %39 = load float, ptr %28, align 4, !dbg !56, !tbaa !32
  store float %39, ptr %25, align 4, !dbg !57, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  br i1 %15, label %55, label %62, !dbg !59

40:                                               ; preds = %33
  %41 = tail call contract noundef float @__nv_powf(float noundef 2.000000e+00, float noundef %35) #4, !dbg !60
  %42 = fptosi float %41 to i32, !dbg !63
  %43 = srem i32 %8, %42, !dbg !64
  %44 = icmp eq i32 %43, 0, !dbg !65
  br i1 %44, label %45, label %53, !dbg !66

45:                                               ; preds = %40
  %46 = load float, ptr %28, align 4, !dbg !67, !tbaa !32
  %47 = sdiv i32 %42, 2, !dbg !68
  %48 = add nsw i32 %47, %8, !dbg !69
  %49 = sext i32 %48 to i64, !dbg !70
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %49, i64 %27, !dbg !70
  %51 = load float, ptr %50, align 4, !dbg !70, !tbaa !32
  %52 = fadd contract float %46, %51, !dbg !71
  store float %52, ptr %28, align 4, !dbg !72, !tbaa !32
  br label %53, !dbg !73

53:                                               ; preds = %45, %40
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %54 = add nuw nsw i32 %34, 1, !dbg !75
  br label %33, !dbg !55, !llvm.loop !76

55:                                               ; preds = %38
  %56 = mul nsw i32 %6, %4
  %57 = add nsw i32 %56, %8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %2, i64 %58
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12layerforwardE4prod to ptr), i64 0, i64 %27, i64 %16
  %61 = load float, ptr %60, align 4, !dbg !79, !tbaa !32
  store float %61, ptr %59, align 4, !dbg !80, !tbaa !32
  br label %62, !dbg !81

62:                                               ; preds = %55, %38
  ret void, !dbg !82
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @adjust_weights(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 !dbg !83 {
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !84
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !86
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !88
  %10 = shl nuw nsw i32 %7, 4, !dbg !90
  %11 = add nuw nsw i32 %9, 1, !dbg !91
  %12 = add nuw nsw i32 %11, %10, !dbg !92
  %13 = add nuw nsw i32 %8, 1, !dbg !93
  %14 = add nsw i32 %1, 1, !dbg !94
  %15 = mul nsw i32 %14, %12, !dbg !95
  %16 = add nsw i32 %15, %13, !dbg !96
  %17 = zext nneg i32 %13 to i64, !dbg !97
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !97
  %19 = load float, ptr %18, align 4, !dbg !97, !tbaa !32
  %20 = fmul contract float %19, 0x3FD3333340000000, !dbg !98
  %21 = zext nneg i32 %12 to i64, !dbg !99
  %22 = getelementptr inbounds float, ptr %2, i64 %21, !dbg !99
  %23 = load float, ptr %22, align 4, !dbg !99, !tbaa !32
  %24 = fmul contract float %20, %23, !dbg !100
  %25 = sext i32 %16 to i64, !dbg !101
  %26 = getelementptr inbounds float, ptr %5, i64 %25, !dbg !101
  %27 = load float, ptr %26, align 4, !dbg !101, !tbaa !32
  %28 = fmul contract float %27, 0x3FD3333340000000, !dbg !102
  %29 = fadd contract float %24, %28, !dbg !103
  %30 = getelementptr inbounds float, ptr %4, i64 %25, !dbg !104
  %31 = load float, ptr %30, align 4, !dbg !105, !tbaa !32
  %32 = fadd contract float %31, %29, !dbg !105
  store float %32, ptr %30, align 4, !dbg !105, !tbaa !32
  %33 = load float, ptr %18, align 4, !dbg !106, !tbaa !32
  %34 = fmul contract float %33, 0x3FD3333340000000, !dbg !107
  %35 = load float, ptr %22, align 4, !dbg !108, !tbaa !32
  %36 = fmul contract float %34, %35, !dbg !109
  %37 = load float, ptr %26, align 4, !dbg !110, !tbaa !32
  %38 = fmul contract float %37, 0x3FD3333340000000, !dbg !111
  %39 = fadd contract float %36, %38, !dbg !112
  store float %39, ptr %26, align 4, !dbg !113, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !114
  %40 = or i32 %9, %7, !dbg !115
  %41 = icmp eq i32 %40, 0, !dbg !115
  br i1 %41, label %42, label %57, !dbg !115

42:                                               ; preds = %6
  %43 = load float, ptr %18, align 4, !dbg !116, !tbaa !32
  %44 = fmul contract float %43, 0x3FD3333340000000, !dbg !117
  %45 = getelementptr inbounds float, ptr %5, i64 %17, !dbg !118
  %46 = load float, ptr %45, align 4, !dbg !118, !tbaa !32
  %47 = fmul contract float %46, 0x3FD3333340000000, !dbg !119
  %48 = fadd contract float %44, %47, !dbg !120
  %49 = getelementptr inbounds float, ptr %4, i64 %17, !dbg !121
  %50 = load float, ptr %49, align 4, !dbg !122, !tbaa !32
  %51 = fadd contract float %50, %48, !dbg !122
  store float %51, ptr %49, align 4, !dbg !122, !tbaa !32
  %52 = load float, ptr %18, align 4, !dbg !123, !tbaa !32
  %53 = fmul contract float %52, 0x3FD3333340000000, !dbg !124
  %54 = load float, ptr %45, align 4, !dbg !125, !tbaa !32
  %55 = fmul contract float %54, 0x3FD3333340000000, !dbg !126
  %56 = fadd contract float %53, %55, !dbg !127
  store float %56, ptr %45, align 4, !dbg !128, !tbaa !32
  br label %57, !dbg !129

57:                                               ; preds = %42, %6
  ret void, !dbg !130
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_log2f(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/bpnn.cu", directory: ".")
!2 = !{ptr @layerforward, !"kernel", i32 1}
!3 = !{ptr @adjust_weights, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "layerforward", scope: !1, file: !1, line: 22, type: !11, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 26, column: 12, scope: !10)
!17 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 26, column: 29, scope: !10)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_y", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 26, column: 47, scope: !10)
!23 = !DILocation(line: 27, column: 20, scope: !10)
!24 = !DILocation(line: 27, column: 25, scope: !10)
!25 = !DILocation(line: 27, column: 30, scope: !10)
!26 = !DILocation(line: 28, column: 25, scope: !10)
!27 = !DILocation(line: 28, column: 18, scope: !10)
!28 = !DILocation(line: 28, column: 30, scope: !10)
!29 = !DILocation(line: 29, column: 10, scope: !10)
!30 = !DILocation(line: 29, column: 7, scope: !10)
!31 = !DILocation(line: 30, column: 16, scope: !10)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 30, column: 14, scope: !10)
!37 = !DILocation(line: 30, column: 5, scope: !10)
!38 = !DILocation(line: 31, column: 3, scope: !10)
!39 = !DILocation(line: 32, column: 18, scope: !10)
!40 = !DILocation(line: 32, column: 3, scope: !10)
!41 = !DILocation(line: 32, column: 16, scope: !10)
!42 = !DILocation(line: 33, column: 3, scope: !10)
!43 = !DILocation(line: 34, column: 18, scope: !10)
!44 = !DILocation(line: 34, column: 33, scope: !10)
!45 = !DILocation(line: 34, column: 31, scope: !10)
!46 = !DILocation(line: 34, column: 16, scope: !10)
!47 = !DILocation(line: 35, column: 3, scope: !10)
!48 = !DILocation(line: 38, column: 8, scope: !10)
!49 = !DILocation(line: 38, scope: !10)
!50 = !DILocation(line: 38, column: 23, scope: !10)
!51 = !DILocation(line: 152, column: 40, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "log2f", scope: !15, file: !15, line: 152, type: !11, scopeLine: 152, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 38, column: 32, scope: !10)
!54 = !DILocation(line: 38, column: 29, scope: !10)
!55 = !DILocation(line: 38, column: 3, scope: !10)
!56 = !DILocation(line: 45, column: 12, scope: !10)
!57 = !DILocation(line: 45, column: 10, scope: !10)
!58 = !DILocation(line: 46, column: 3, scope: !10)
!59 = !DILocation(line: 47, column: 7, scope: !10)
!60 = !DILocation(line: 153, column: 48, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "powf", scope: !15, file: !15, line: 153, type: !11, scopeLine: 153, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = distinct !DILocation(line: 39, column: 18, scope: !10)
!63 = !DILocation(line: 39, column: 18, scope: !10)
!64 = !DILocation(line: 40, column: 12, scope: !10)
!65 = !DILocation(line: 40, column: 21, scope: !10)
!66 = !DILocation(line: 40, column: 9, scope: !10)
!67 = !DILocation(line: 41, column: 22, scope: !10)
!68 = !DILocation(line: 41, column: 54, scope: !10)
!69 = !DILocation(line: 41, column: 45, scope: !10)
!70 = !DILocation(line: 41, column: 37, scope: !10)
!71 = !DILocation(line: 41, column: 35, scope: !10)
!72 = !DILocation(line: 41, column: 20, scope: !10)
!73 = !DILocation(line: 41, column: 7, scope: !10)
!74 = !DILocation(line: 42, column: 5, scope: !10)
!75 = !DILocation(line: 38, column: 51, scope: !10)
!76 = distinct !{!76, !55, !77, !78}
!77 = !DILocation(line: 43, column: 3, scope: !10)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 48, column: 37, scope: !10)
!80 = !DILocation(line: 48, column: 35, scope: !10)
!81 = !DILocation(line: 48, column: 5, scope: !10)
!82 = !DILocation(line: 49, column: 1, scope: !10)
!83 = distinct !DISubprogram(name: "adjust_weights", scope: !1, file: !1, line: 51, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !85)
!85 = distinct !DILocation(line: 54, column: 12, scope: !83)
!86 = !DILocation(line: 44, column: 1, scope: !18, inlinedAt: !87)
!87 = distinct !DILocation(line: 54, column: 29, scope: !83)
!88 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !89)
!89 = distinct !DILocation(line: 54, column: 47, scope: !83)
!90 = !DILocation(line: 55, column: 20, scope: !83)
!91 = !DILocation(line: 55, column: 25, scope: !83)
!92 = !DILocation(line: 55, column: 30, scope: !83)
!93 = !DILocation(line: 55, column: 42, scope: !83)
!94 = !DILocation(line: 56, column: 25, scope: !83)
!95 = !DILocation(line: 56, column: 18, scope: !83)
!96 = !DILocation(line: 56, column: 30, scope: !83)
!97 = !DILocation(line: 59, column: 19, scope: !83)
!98 = !DILocation(line: 59, column: 17, scope: !83)
!99 = !DILocation(line: 59, column: 30, scope: !83)
!100 = !DILocation(line: 59, column: 28, scope: !83)
!101 = !DILocation(line: 59, column: 52, scope: !83)
!102 = !DILocation(line: 59, column: 50, scope: !83)
!103 = !DILocation(line: 59, column: 39, scope: !83)
!104 = !DILocation(line: 59, column: 3, scope: !83)
!105 = !DILocation(line: 59, column: 10, scope: !83)
!106 = !DILocation(line: 60, column: 21, scope: !83)
!107 = !DILocation(line: 60, column: 19, scope: !83)
!108 = !DILocation(line: 60, column: 32, scope: !83)
!109 = !DILocation(line: 60, column: 30, scope: !83)
!110 = !DILocation(line: 60, column: 54, scope: !83)
!111 = !DILocation(line: 60, column: 52, scope: !83)
!112 = !DILocation(line: 60, column: 41, scope: !83)
!113 = !DILocation(line: 60, column: 13, scope: !83)
!114 = !DILocation(line: 61, column: 3, scope: !83)
!115 = !DILocation(line: 62, column: 15, scope: !83)
!116 = !DILocation(line: 63, column: 19, scope: !83)
!117 = !DILocation(line: 63, column: 17, scope: !83)
!118 = !DILocation(line: 63, column: 41, scope: !83)
!119 = !DILocation(line: 63, column: 39, scope: !83)
!120 = !DILocation(line: 63, column: 28, scope: !83)
!121 = !DILocation(line: 63, column: 5, scope: !83)
!122 = !DILocation(line: 63, column: 10, scope: !83)
!123 = !DILocation(line: 64, column: 21, scope: !83)
!124 = !DILocation(line: 64, column: 19, scope: !83)
!125 = !DILocation(line: 64, column: 43, scope: !83)
!126 = !DILocation(line: 64, column: 41, scope: !83)
!127 = !DILocation(line: 64, column: 30, scope: !83)
!128 = !DILocation(line: 64, column: 13, scope: !83)
!129 = !DILocation(line: 65, column: 3, scope: !83)
!130 = !DILocation(line: 66, column: 1, scope: !83)
