; ModuleID = 'suites/rodinia/lavamd.cu'
source_filename = "suites/rodinia/lavamd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6lavamdE2ra = internal unnamed_addr addrspace(3) global [400 x float] undef, align 4
@_ZZ6lavamdE2rb = internal unnamed_addr addrspace(3) global [400 x float] undef, align 4
@_ZZ6lavamdE2qb = internal unnamed_addr addrspace(3) global [100 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lavamd(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5, i32 noundef %6) local_unnamed_addr #0 !dbg !9 {
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %10 = icmp slt i32 %8, %6, !dbg !19
  br i1 %10, label %11, label %172, !dbg !20

11:                                               ; preds = %7
  %12 = mul nuw nsw i32 %8, 100, !dbg !21
  %13 = icmp ult i32 %9, 400, !dbg !22
  br i1 %13, label %14, label %17, !dbg !23

14:                                               ; preds = %11
  %15 = mul i32 %8, 400
  %16 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %27, !dbg !23

17:                                               ; preds = %27, %11
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  %18 = zext nneg i32 %8 to i64
  %19 = getelementptr inbounds i32, ptr %1, i64 %18
  %20 = load i32, ptr %19, align 4, !dbg !25, !tbaa !26
  %21 = icmp sgt i32 %20, 0, !dbg !30
  br i1 %21, label %22, label %172, !dbg !31

22:                                               ; preds = %17
  %23 = mul nuw nsw i32 %8, 27
  %24 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = icmp ult i32 %9, 100
  %26 = fneg contract float %0
  br label %37, !dbg !31

27:                                               ; preds = %14, %27
  %28 = phi i32 [ %9, %14 ], [ %35, %27 ]
  %29 = add nsw i32 %28, %15, !dbg !32
  %30 = sext i32 %29 to i64, !dbg !33
  %31 = getelementptr inbounds float, ptr %3, i64 %30, !dbg !33
  %32 = load float, ptr %31, align 4, !dbg !33, !tbaa !34
  %33 = zext nneg i32 %28 to i64, !dbg !36
  %34 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %33, !dbg !36
  store float %32, ptr %34, align 4, !dbg !37, !tbaa !34
  %35 = add nuw nsw i32 %28, %16, !dbg !38
  %36 = icmp ult i32 %35, 400, !dbg !22
  br i1 %36, label %27, label %17, !dbg !23, !llvm.loop !39

37:                                               ; preds = %22, %85
  %38 = phi i32 [ 0, %22 ], [ %86, %85 ]
  %39 = add nuw nsw i32 %38, %23, !dbg !42
  %40 = zext nneg i32 %39 to i64, !dbg !43
  %41 = getelementptr inbounds i32, ptr %2, i64 %40, !dbg !43
  %42 = load i32, ptr %41, align 4, !dbg !43, !tbaa !26
  %43 = mul nsw i32 %42, 100, !dbg !44
  br i1 %13, label %44, label %46, !dbg !45

44:                                               ; preds = %37
  %45 = mul i32 %42, 400
  br label %47, !dbg !45

46:                                               ; preds = %47, %37
  br i1 %25, label %58, label %57, !dbg !46

47:                                               ; preds = %44, %47
  %48 = phi i32 [ %9, %44 ], [ %55, %47 ]
  %49 = add nsw i32 %48, %45, !dbg !47
  %50 = sext i32 %49 to i64, !dbg !48
  %51 = getelementptr inbounds float, ptr %3, i64 %50, !dbg !48
  %52 = load float, ptr %51, align 4, !dbg !48, !tbaa !34
  %53 = zext nneg i32 %48 to i64, !dbg !49
  %54 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %53, !dbg !49
  store float %52, ptr %54, align 4, !dbg !50, !tbaa !34
  %55 = add nuw nsw i32 %48, %24, !dbg !51
  %56 = icmp ult i32 %55, 400, !dbg !52
  br i1 %56, label %47, label %46, !dbg !45, !llvm.loop !53

57:                                               ; preds = %58, %46
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  br i1 %25, label %68, label %85, !dbg !56

58:                                               ; preds = %46, %58
  %59 = phi i32 [ %66, %58 ], [ %9, %46 ]
  %60 = add nsw i32 %59, %43, !dbg !57
  %61 = sext i32 %60 to i64, !dbg !58
  %62 = getelementptr inbounds float, ptr %4, i64 %61, !dbg !58
  %63 = load float, ptr %62, align 4, !dbg !58, !tbaa !34
  %64 = zext nneg i32 %59 to i64, !dbg !59
  %65 = getelementptr inbounds [100 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2qb to ptr), i64 0, i64 %64, !dbg !59
  store float %63, ptr %65, align 4, !dbg !60, !tbaa !34
  %66 = add nuw nsw i32 %59, %24, !dbg !61
  %67 = icmp ult i32 %66, 100, !dbg !62
  br i1 %67, label %58, label %57, !dbg !46, !llvm.loop !63

68:                                               ; preds = %57, %89
  %69 = phi i32 [ %111, %89 ], [ %9, %57 ]
  %70 = shl nuw nsw i32 %69, 2
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %71
  %73 = or disjoint i32 %70, 1
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %74
  %76 = or disjoint i32 %70, 2
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %77
  %79 = or disjoint i32 %70, 3
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %80
  %82 = load float, ptr %75, align 4, !dbg !65, !tbaa !34
  %83 = load float, ptr %78, align 4, !dbg !66, !tbaa !34
  %84 = load float, ptr %81, align 4, !dbg !67, !tbaa !34
  br label %113, !dbg !68

85:                                               ; preds = %89, %57
  tail call void @llvm.nvvm.barrier0(), !dbg !69
  %86 = add nuw nsw i32 %38, 1, !dbg !70
  %87 = load i32, ptr %19, align 4, !dbg !25, !tbaa !26
  %88 = icmp slt i32 %86, %87, !dbg !30
  br i1 %88, label %37, label %172, !dbg !31, !llvm.loop !71

89:                                               ; preds = %113
  %90 = add nuw nsw i32 %69, %12, !dbg !73
  %91 = shl nsw i32 %90, 2, !dbg !74
  %92 = zext nneg i32 %91 to i64, !dbg !75
  %93 = getelementptr inbounds float, ptr %5, i64 %92, !dbg !75
  %94 = load float, ptr %93, align 4, !dbg !76, !tbaa !34
  %95 = fadd contract float %153, %94, !dbg !76
  store float %95, ptr %93, align 4, !dbg !76, !tbaa !34
  %96 = or disjoint i32 %91, 1, !dbg !77
  %97 = zext nneg i32 %96 to i64, !dbg !78
  %98 = getelementptr inbounds float, ptr %5, i64 %97, !dbg !78
  %99 = load float, ptr %98, align 4, !dbg !79, !tbaa !34
  %100 = fadd contract float %159, %99, !dbg !79
  store float %100, ptr %98, align 4, !dbg !79, !tbaa !34
  %101 = or disjoint i32 %91, 2, !dbg !80
  %102 = zext nneg i32 %101 to i64, !dbg !81
  %103 = getelementptr inbounds float, ptr %5, i64 %102, !dbg !81
  %104 = load float, ptr %103, align 4, !dbg !82, !tbaa !34
  %105 = fadd contract float %164, %104, !dbg !82
  store float %105, ptr %103, align 4, !dbg !82, !tbaa !34
  %106 = or disjoint i32 %91, 3, !dbg !83
  %107 = zext nneg i32 %106 to i64, !dbg !84
  %108 = getelementptr inbounds float, ptr %5, i64 %107, !dbg !84
  %109 = load float, ptr %108, align 4, !dbg !85, !tbaa !34
  %110 = fadd contract float %169, %109, !dbg !85
  store float %110, ptr %108, align 4, !dbg !85, !tbaa !34
  %111 = add nuw nsw i32 %69, %24, !dbg !86
  %112 = icmp ult i32 %111, 100, !dbg !87
  br i1 %112, label %68, label %85, !dbg !56, !llvm.loop !88

113:                                              ; preds = %68, %113
  %114 = phi float [ %84, %68 ], [ %165, %113 ], !dbg !67
  %115 = phi float [ %83, %68 ], [ %160, %113 ], !dbg !66
  %116 = phi float [ %82, %68 ], [ %155, %113 ], !dbg !65
  %117 = phi i32 [ 0, %68 ], [ %170, %113 ]
  %118 = phi float [ 0.000000e+00, %68 ], [ %169, %113 ]
  %119 = phi float [ 0.000000e+00, %68 ], [ %164, %113 ]
  %120 = phi float [ 0.000000e+00, %68 ], [ %159, %113 ]
  %121 = phi float [ 0.000000e+00, %68 ], [ %153, %113 ]
  %122 = load float, ptr %72, align 4, !dbg !90, !tbaa !34
  %123 = shl nuw nsw i32 %117, 2, !dbg !91
  %124 = zext nneg i32 %123 to i64, !dbg !92
  %125 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %124, !dbg !92
  %126 = load float, ptr %125, align 4, !dbg !92, !tbaa !34
  %127 = fadd contract float %122, %126, !dbg !93
  %128 = or disjoint i32 %123, 1, !dbg !94
  %129 = zext nneg i32 %128 to i64, !dbg !95
  %130 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %129, !dbg !95
  %131 = load float, ptr %130, align 4, !dbg !95, !tbaa !34
  %132 = fmul contract float %116, %131, !dbg !96
  %133 = or disjoint i32 %123, 2, !dbg !97
  %134 = zext nneg i32 %133 to i64, !dbg !98
  %135 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %134, !dbg !98
  %136 = load float, ptr %135, align 4, !dbg !98, !tbaa !34
  %137 = fmul contract float %115, %136, !dbg !99
  %138 = fadd contract float %132, %137, !dbg !100
  %139 = or disjoint i32 %123, 3, !dbg !101
  %140 = zext nneg i32 %139 to i64, !dbg !102
  %141 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %140, !dbg !102
  %142 = load float, ptr %141, align 4, !dbg !102, !tbaa !34
  %143 = fmul contract float %114, %142, !dbg !103
  %144 = fadd contract float %138, %143, !dbg !104
  %145 = fsub contract float %127, %144, !dbg !105
  %146 = fmul contract float %145, %26, !dbg !106
  %147 = tail call contract noundef float @__nv_expf(float noundef %146) #4, !dbg !107
  %148 = fmul contract float %147, 2.000000e+00, !dbg !110
  %149 = zext nneg i32 %117 to i64, !dbg !111
  %150 = getelementptr inbounds [100 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2qb to ptr), i64 0, i64 %149, !dbg !111
  %151 = load float, ptr %150, align 4, !dbg !111, !tbaa !34
  %152 = fmul contract float %147, %151, !dbg !112
  %153 = fadd contract float %121, %152, !dbg !113
  %154 = fmul contract float %151, %148, !dbg !114
  %155 = load float, ptr %75, align 4, !dbg !115, !tbaa !34
  %156 = load float, ptr %130, align 4, !dbg !116, !tbaa !34
  %157 = fsub contract float %155, %156, !dbg !117
  %158 = fmul contract float %154, %157, !dbg !118
  %159 = fadd contract float %120, %158, !dbg !119
  %160 = load float, ptr %78, align 4, !dbg !120, !tbaa !34
  %161 = load float, ptr %135, align 4, !dbg !121, !tbaa !34
  %162 = fsub contract float %160, %161, !dbg !122
  %163 = fmul contract float %154, %162, !dbg !123
  %164 = fadd contract float %119, %163, !dbg !124
  %165 = load float, ptr %81, align 4, !dbg !125, !tbaa !34
  %166 = load float, ptr %141, align 4, !dbg !126, !tbaa !34
  %167 = fsub contract float %165, %166, !dbg !127
  %168 = fmul contract float %154, %167, !dbg !128
  %169 = fadd contract float %118, %168, !dbg !129
  %170 = add nuw nsw i32 %117, 1, !dbg !130
  %171 = icmp eq i32 %170, 100, !dbg !131
  br i1 %171, label %89, label %113, !dbg !68, !llvm.loop !132

172:                                              ; preds = %85, %17, %7
  ret void, !dbg !134
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/lavamd.cu", directory: ".")
!2 = !{ptr @lavamd, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lavamd", scope: !1, file: !1, line: 16, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 20, column: 13, scope: !9)
!16 = !DILocation(line: 44, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 20, column: 30, scope: !9)
!19 = !DILocation(line: 23, column: 11, scope: !9)
!20 = !DILocation(line: 23, column: 7, scope: !9)
!21 = !DILocation(line: 25, column: 18, scope: !9)
!22 = !DILocation(line: 26, column: 22, scope: !9)
!23 = !DILocation(line: 26, column: 3, scope: !9)
!24 = !DILocation(line: 28, column: 3, scope: !9)
!25 = !DILocation(line: 29, column: 23, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 29, column: 21, scope: !9)
!31 = !DILocation(line: 29, column: 3, scope: !9)
!32 = !DILocation(line: 27, column: 25, scope: !9)
!33 = !DILocation(line: 27, column: 13, scope: !9)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !28, i64 0}
!36 = !DILocation(line: 27, column: 5, scope: !9)
!37 = !DILocation(line: 27, column: 11, scope: !9)
!38 = !DILocation(line: 26, column: 35, scope: !9)
!39 = distinct !{!39, !23, !40, !41}
!40 = !DILocation(line: 27, column: 28, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 30, column: 33, scope: !9)
!43 = !DILocation(line: 30, column: 17, scope: !9)
!44 = !DILocation(line: 30, column: 38, scope: !9)
!45 = !DILocation(line: 31, column: 5, scope: !9)
!46 = !DILocation(line: 33, column: 5, scope: !9)
!47 = !DILocation(line: 32, column: 28, scope: !9)
!48 = !DILocation(line: 32, column: 15, scope: !9)
!49 = !DILocation(line: 32, column: 7, scope: !9)
!50 = !DILocation(line: 32, column: 13, scope: !9)
!51 = !DILocation(line: 31, column: 37, scope: !9)
!52 = !DILocation(line: 31, column: 24, scope: !9)
!53 = distinct !{!53, !45, !54, !41}
!54 = !DILocation(line: 32, column: 31, scope: !9)
!55 = !DILocation(line: 35, column: 5, scope: !9)
!56 = !DILocation(line: 36, column: 5, scope: !9)
!57 = !DILocation(line: 34, column: 24, scope: !9)
!58 = !DILocation(line: 34, column: 15, scope: !9)
!59 = !DILocation(line: 34, column: 7, scope: !9)
!60 = !DILocation(line: 34, column: 13, scope: !9)
!61 = !DILocation(line: 33, column: 33, scope: !9)
!62 = !DILocation(line: 33, column: 24, scope: !9)
!63 = distinct !{!63, !46, !64, !41}
!64 = !DILocation(line: 34, column: 27, scope: !9)
!65 = !DILocation(line: 40, column: 21, scope: !9)
!66 = !DILocation(line: 40, column: 53, scope: !9)
!67 = !DILocation(line: 41, column: 21, scope: !9)
!68 = !DILocation(line: 38, column: 7, scope: !9)
!69 = !DILocation(line: 54, column: 5, scope: !9)
!70 = !DILocation(line: 29, column: 33, scope: !9)
!71 = distinct !{!71, !31, !72, !41}
!72 = !DILocation(line: 55, column: 3, scope: !9)
!73 = !DILocation(line: 49, column: 20, scope: !9)
!74 = !DILocation(line: 49, column: 12, scope: !9)
!75 = !DILocation(line: 49, column: 7, scope: !9)
!76 = !DILocation(line: 49, column: 26, scope: !9)
!77 = !DILocation(line: 50, column: 25, scope: !9)
!78 = !DILocation(line: 50, column: 7, scope: !9)
!79 = !DILocation(line: 50, column: 30, scope: !9)
!80 = !DILocation(line: 51, column: 25, scope: !9)
!81 = !DILocation(line: 51, column: 7, scope: !9)
!82 = !DILocation(line: 51, column: 30, scope: !9)
!83 = !DILocation(line: 52, column: 25, scope: !9)
!84 = !DILocation(line: 52, column: 7, scope: !9)
!85 = !DILocation(line: 52, column: 30, scope: !9)
!86 = !DILocation(line: 36, column: 33, scope: !9)
!87 = !DILocation(line: 36, column: 24, scope: !9)
!88 = distinct !{!88, !56, !89, !41}
!89 = !DILocation(line: 53, column: 5, scope: !9)
!90 = !DILocation(line: 39, column: 20, scope: !9)
!91 = !DILocation(line: 39, column: 37, scope: !9)
!92 = !DILocation(line: 39, column: 32, scope: !9)
!93 = !DILocation(line: 39, column: 30, scope: !9)
!94 = !DILocation(line: 40, column: 46, scope: !9)
!95 = !DILocation(line: 40, column: 37, scope: !9)
!96 = !DILocation(line: 40, column: 35, scope: !9)
!97 = !DILocation(line: 40, column: 78, scope: !9)
!98 = !DILocation(line: 40, column: 69, scope: !9)
!99 = !DILocation(line: 40, column: 67, scope: !9)
!100 = !DILocation(line: 40, column: 51, scope: !9)
!101 = !DILocation(line: 41, column: 46, scope: !9)
!102 = !DILocation(line: 41, column: 37, scope: !9)
!103 = !DILocation(line: 41, column: 35, scope: !9)
!104 = !DILocation(line: 40, column: 83, scope: !9)
!105 = !DILocation(line: 39, column: 42, scope: !9)
!106 = !DILocation(line: 42, column: 30, scope: !9)
!107 = !DILocation(line: 149, column: 39, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "expf", scope: !14, file: !14, line: 149, type: !10, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = distinct !DILocation(line: 42, column: 21, scope: !9)
!110 = !DILocation(line: 43, column: 25, scope: !9)
!111 = !DILocation(line: 44, column: 16, scope: !9)
!112 = !DILocation(line: 44, column: 22, scope: !9)
!113 = !DILocation(line: 44, column: 13, scope: !9)
!114 = !DILocation(line: 45, column: 22, scope: !9)
!115 = !DILocation(line: 45, column: 30, scope: !9)
!116 = !DILocation(line: 45, column: 46, scope: !9)
!117 = !DILocation(line: 45, column: 44, scope: !9)
!118 = !DILocation(line: 45, column: 27, scope: !9)
!119 = !DILocation(line: 45, column: 13, scope: !9)
!120 = !DILocation(line: 46, column: 30, scope: !9)
!121 = !DILocation(line: 46, column: 46, scope: !9)
!122 = !DILocation(line: 46, column: 44, scope: !9)
!123 = !DILocation(line: 46, column: 27, scope: !9)
!124 = !DILocation(line: 46, column: 13, scope: !9)
!125 = !DILocation(line: 47, column: 30, scope: !9)
!126 = !DILocation(line: 47, column: 46, scope: !9)
!127 = !DILocation(line: 47, column: 44, scope: !9)
!128 = !DILocation(line: 47, column: 27, scope: !9)
!129 = !DILocation(line: 47, column: 13, scope: !9)
!130 = !DILocation(line: 38, column: 33, scope: !9)
!131 = !DILocation(line: 38, column: 25, scope: !9)
!132 = distinct !{!132, !68, !133, !41}
!133 = !DILocation(line: 48, column: 7, scope: !9)
!134 = !DILocation(line: 56, column: 1, scope: !9)
