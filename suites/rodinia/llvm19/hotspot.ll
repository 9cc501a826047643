; ModuleID = 'suites/rodinia/hotspot.cu'
source_filename = "suites/rodinia/hotspot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7hotspotE1t = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ7hotspotE1p = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ7hotspotE2nt = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @hotspot(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #0 !dbg !9 {
  %12 = shl nsw i32 %0, 1, !dbg !12
  %13 = sub nsw i32 16, %12, !dbg !13
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !18
  %16 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %17 = mul i32 %13, %16, !dbg !24
  %18 = sub i32 %17, %0, !dbg !25
  %19 = add i32 %18, %14, !dbg !26
  %20 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !27
  %21 = mul i32 %13, %20, !dbg !30
  %22 = sub i32 %21, %0, !dbg !31
  %23 = add i32 %22, %15, !dbg !32
  %24 = icmp sgt i32 %19, -1, !dbg !33
  %25 = icmp slt i32 %19, %4
  %26 = icmp sgt i32 %23, -1
  %27 = and i1 %25, %26
  %28 = icmp slt i32 %23, %5
  %29 = and i1 %28, %27
  %30 = and i1 %24, %29, !dbg !34
  br i1 %30, label %31, label %43, !dbg !35

31:                                               ; preds = %11
  %32 = mul nsw i32 %23, %4, !dbg !36
  %33 = add nsw i32 %32, %19, !dbg !37
  %34 = sext i32 %33 to i64, !dbg !38
  %35 = getelementptr inbounds float, ptr %2, i64 %34, !dbg !38
  %36 = load float, ptr %35, align 4, !dbg !38, !tbaa !39
  %37 = zext nneg i32 %15 to i64, !dbg !43
  %38 = zext nneg i32 %14 to i64, !dbg !43
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1t to ptr), i64 0, i64 %37, i64 %38, !dbg !43
  store float %36, ptr %39, align 4, !dbg !44, !tbaa !39
  %40 = getelementptr inbounds float, ptr %1, i64 %34, !dbg !45
  %41 = load float, ptr %40, align 4, !dbg !45, !tbaa !39
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1p to ptr), i64 0, i64 %37, i64 %38, !dbg !46
  store float %41, ptr %42, align 4, !dbg !47, !tbaa !39
  br label %43, !dbg !48

43:                                               ; preds = %31, %11
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %44 = fdiv contract float %10, %6, !dbg !50
  %45 = fdiv contract float 1.000000e+00, %7, !dbg !51
  %46 = fdiv contract float 1.000000e+00, %8, !dbg !52
  %47 = fdiv contract float 1.000000e+00, %9, !dbg !53
  %48 = icmp sgt i32 %0, 0, !dbg !54
  br i1 %48, label %49, label %77, !dbg !55

49:                                               ; preds = %43
  %50 = add nsw i32 %4, -1, !dbg !56
  %51 = icmp slt i32 %19, %50, !dbg !57
  %52 = zext i1 %51 to i32, !dbg !58
  %53 = add nuw nsw i32 %14, %52, !dbg !58
  %54 = icmp sgt i32 %19, 0, !dbg !59
  %55 = sext i1 %54 to i32, !dbg !60
  %56 = add nsw i32 %14, %55, !dbg !60
  %57 = add nsw i32 %5, -1, !dbg !61
  %58 = icmp slt i32 %23, %57, !dbg !62
  %59 = zext i1 %58 to i32, !dbg !63
  %60 = add nuw nsw i32 %15, %59, !dbg !63
  %61 = icmp sgt i32 %23, 0, !dbg !64
  %62 = sext i1 %61 to i32, !dbg !65
  %63 = add nsw i32 %15, %62, !dbg !65
  %64 = zext nneg i32 %15 to i64
  %65 = zext nneg i32 %14 to i64
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1t to ptr), i64 0, i64 %64, i64 %65
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1p to ptr), i64 0, i64 %64, i64 %65
  %68 = zext nneg i32 %60 to i64
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1t to ptr), i64 0, i64 %68, i64 %65
  %70 = sext i32 %63 to i64
  %71 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1t to ptr), i64 0, i64 %70, i64 %65
  %72 = zext nneg i32 %53 to i64
  %73 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1t to ptr), i64 0, i64 %64, i64 %72
  %74 = sext i32 %56 to i64
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1t to ptr), i64 0, i64 %64, i64 %74
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE2nt to ptr), i64 0, i64 %64, i64 %65
  br label %80, !dbg !55

77:                                               ; preds = %115, %43
  %78 = icmp sge i32 %14, %0
  %79 = and i1 %78, %30, !dbg !66
  br i1 %79, label %118, label %134, !dbg !66

80:                                               ; preds = %49, %115
  %81 = phi i32 [ 0, %49 ], [ %116, %115 ]
  %82 = icmp ugt i32 %14, %81
  %83 = and i1 %30, %82, !dbg !67
  %84 = sub nsw i32 15, %81
  %85 = icmp slt i32 %14, %84
  %86 = icmp ugt i32 %15, %81
  %87 = and i1 %86, %85
  %88 = icmp slt i32 %15, %84
  %89 = and i1 %88, %87
  %90 = select i1 %83, i1 %89, i1 false, !dbg !67
  br i1 %90, label %91, label %112, !dbg !68

91:                                               ; preds = %80
  %92 = load float, ptr %66, align 4, !dbg !69, !tbaa !39
  %93 = load float, ptr %67, align 4, !dbg !70, !tbaa !39
  %94 = load float, ptr %69, align 4, !dbg !71, !tbaa !39
  %95 = load float, ptr %71, align 4, !dbg !72, !tbaa !39
  %96 = fadd contract float %94, %95, !dbg !73
  %97 = fmul contract float %92, 2.000000e+00, !dbg !74
  %98 = fsub contract float %96, %97, !dbg !75
  %99 = fmul contract float %46, %98, !dbg !76
  %100 = fadd contract float %93, %99, !dbg !77
  %101 = load float, ptr %73, align 4, !dbg !78, !tbaa !39
  %102 = load float, ptr %75, align 4, !dbg !79, !tbaa !39
  %103 = fadd contract float %101, %102, !dbg !80
  %104 = fsub contract float %103, %97, !dbg !81
  %105 = fmul contract float %45, %104, !dbg !82
  %106 = fadd contract float %100, %105, !dbg !83
  %107 = fsub contract float 8.000000e+01, %92, !dbg !84
  %108 = fmul contract float %47, %107, !dbg !85
  %109 = fadd contract float %108, %106, !dbg !86
  %110 = fmul contract float %44, %109, !dbg !87
  %111 = fadd contract float %92, %110, !dbg !88
  store float %111, ptr %76, align 4, !dbg !89, !tbaa !39
  br label %112, !dbg !90

112:                                              ; preds = %91, %80
  tail call void @llvm.nvvm.barrier0(), !dbg !91
  br i1 %90, label %113, label %115, !dbg !92

113:                                              ; preds = %112
  %114 = load float, ptr %76, align 4, !dbg !93, !tbaa !39
  store float %114, ptr %66, align 4, !dbg !94, !tbaa !39
  br label %115, !dbg !95

115:                                              ; preds = %113, %112
  tail call void @llvm.nvvm.barrier0(), !dbg !96
  %116 = add nuw nsw i32 %81, 1, !dbg !97
  %117 = icmp eq i32 %116, %0, !dbg !54
  br i1 %117, label %77, label %80, !dbg !55, !llvm.loop !98

118:                                              ; preds = %77
  %119 = sub nsw i32 16, %0, !dbg !101
  %120 = icmp slt i32 %14, %119, !dbg !102
  %121 = icmp sge i32 %15, %0
  %122 = and i1 %121, %120, !dbg !103
  %123 = icmp slt i32 %15, %119
  %124 = and i1 %123, %122, !dbg !103
  br i1 %124, label %125, label %134, !dbg !103

125:                                              ; preds = %118
  %126 = mul nsw i32 %23, %4
  %127 = add nsw i32 %126, %19
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %3, i64 %128
  %130 = zext nneg i32 %15 to i64
  %131 = zext nneg i32 %14 to i64
  %132 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ7hotspotE1t to ptr), i64 0, i64 %130, i64 %131
  %133 = load float, ptr %132, align 4, !dbg !104, !tbaa !39
  store float %133, ptr %129, align 4, !dbg !105, !tbaa !39
  br label %134, !dbg !106

134:                                              ; preds = %125, %118, %77
  ret void, !dbg !107
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/hotspot.cu", directory: ".")
!2 = !{ptr @hotspot, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "hotspot", scope: !1, file: !1, line: 14, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 19, column: 22, scope: !9)
!13 = !DILocation(line: 19, column: 18, scope: !9)
!14 = !DILocation(line: 44, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!17 = distinct !DILocation(line: 20, column: 12, scope: !9)
!18 = !DILocation(line: 44, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 20, column: 30, scope: !9)
!21 = !DILocation(line: 45, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !16, file: !16, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 21, column: 11, scope: !9)
!24 = !DILocation(line: 21, column: 22, scope: !9)
!25 = !DILocation(line: 21, column: 30, scope: !9)
!26 = !DILocation(line: 21, column: 38, scope: !9)
!27 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !16, file: !16, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 22, column: 11, scope: !9)
!30 = !DILocation(line: 22, column: 22, scope: !9)
!31 = !DILocation(line: 22, column: 30, scope: !9)
!32 = !DILocation(line: 22, column: 38, scope: !9)
!33 = !DILocation(line: 23, column: 15, scope: !9)
!34 = !DILocation(line: 23, column: 20, scope: !9)
!35 = !DILocation(line: 24, column: 7, scope: !9)
!36 = !DILocation(line: 25, column: 23, scope: !9)
!37 = !DILocation(line: 25, column: 30, scope: !9)
!38 = !DILocation(line: 25, column: 17, scope: !9)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 25, column: 5, scope: !9)
!44 = !DILocation(line: 25, column: 15, scope: !9)
!45 = !DILocation(line: 26, column: 17, scope: !9)
!46 = !DILocation(line: 26, column: 5, scope: !9)
!47 = !DILocation(line: 26, column: 15, scope: !9)
!48 = !DILocation(line: 27, column: 3, scope: !9)
!49 = !DILocation(line: 28, column: 3, scope: !9)
!50 = !DILocation(line: 29, column: 19, scope: !9)
!51 = !DILocation(line: 29, column: 37, scope: !9)
!52 = !DILocation(line: 29, column: 54, scope: !9)
!53 = !DILocation(line: 29, column: 71, scope: !9)
!54 = !DILocation(line: 33, column: 21, scope: !9)
!55 = !DILocation(line: 33, column: 3, scope: !9)
!56 = !DILocation(line: 32, column: 45, scope: !9)
!57 = !DILocation(line: 32, column: 38, scope: !9)
!58 = !DILocation(line: 32, column: 36, scope: !9)
!59 = !DILocation(line: 32, column: 13, scope: !9)
!60 = !DILocation(line: 32, column: 11, scope: !9)
!61 = !DILocation(line: 31, column: 45, scope: !9)
!62 = !DILocation(line: 31, column: 38, scope: !9)
!63 = !DILocation(line: 31, column: 36, scope: !9)
!64 = !DILocation(line: 31, column: 13, scope: !9)
!65 = !DILocation(line: 31, column: 11, scope: !9)
!66 = !DILocation(line: 46, column: 10, scope: !9)
!67 = !DILocation(line: 34, column: 20, scope: !9)
!68 = !DILocation(line: 35, column: 9, scope: !9)
!69 = !DILocation(line: 36, column: 17, scope: !9)
!70 = !DILocation(line: 37, column: 30, scope: !9)
!71 = !DILocation(line: 37, column: 43, scope: !9)
!72 = !DILocation(line: 37, column: 54, scope: !9)
!73 = !DILocation(line: 37, column: 52, scope: !9)
!74 = !DILocation(line: 37, column: 70, scope: !9)
!75 = !DILocation(line: 37, column: 63, scope: !9)
!76 = !DILocation(line: 37, column: 75, scope: !9)
!77 = !DILocation(line: 37, column: 40, scope: !9)
!78 = !DILocation(line: 38, column: 31, scope: !9)
!79 = !DILocation(line: 38, column: 42, scope: !9)
!80 = !DILocation(line: 38, column: 40, scope: !9)
!81 = !DILocation(line: 38, column: 51, scope: !9)
!82 = !DILocation(line: 38, column: 63, scope: !9)
!83 = !DILocation(line: 37, column: 81, scope: !9)
!84 = !DILocation(line: 39, column: 35, scope: !9)
!85 = !DILocation(line: 39, column: 40, scope: !9)
!86 = !DILocation(line: 38, column: 69, scope: !9)
!87 = !DILocation(line: 37, column: 27, scope: !9)
!88 = !DILocation(line: 37, column: 22, scope: !9)
!89 = !DILocation(line: 37, column: 18, scope: !9)
!90 = !DILocation(line: 40, column: 5, scope: !9)
!91 = !DILocation(line: 41, column: 5, scope: !9)
!92 = !DILocation(line: 42, column: 9, scope: !9)
!93 = !DILocation(line: 43, column: 19, scope: !9)
!94 = !DILocation(line: 43, column: 17, scope: !9)
!95 = !DILocation(line: 43, column: 7, scope: !9)
!96 = !DILocation(line: 44, column: 5, scope: !9)
!97 = !DILocation(line: 33, column: 31, scope: !9)
!98 = distinct !{!98, !55, !99, !100}
!99 = !DILocation(line: 45, column: 3, scope: !9)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 46, column: 36, scope: !9)
!102 = !DILocation(line: 46, column: 31, scope: !9)
!103 = !DILocation(line: 46, column: 44, scope: !9)
!104 = !DILocation(line: 47, column: 25, scope: !9)
!105 = !DILocation(line: 47, column: 23, scope: !9)
!106 = !DILocation(line: 47, column: 5, scope: !9)
!107 = !DILocation(line: 48, column: 1, scope: !9)
