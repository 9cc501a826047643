; ModuleID = 'suites/rodinia/lavamd.cu'
source_filename = "suites/rodinia/lavamd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6lavamdE2ra = internal unnamed_addr addrspace(3) global [400 x float] undef, align 4
@_ZZ6lavamdE2rb = internal unnamed_addr addrspace(3) global [400 x float] undef, align 4
@_ZZ6lavamdE2qb = internal unnamed_addr addrspace(3) global [100 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lavamd(float noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %9 = mul nuw nsw i32 %7, 100, !dbg !19
  %10 = icmp ult i32 %8, 400, !dbg !20
  br i1 %10, label %11, label %14, !dbg !21

11:                                               ; preds = %6
  %12 = mul i32 %7, 400
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %24, !dbg !21

14:                                               ; preds = %24, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %15 = zext nneg i32 %7 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4, !dbg !23, !tbaa !24
  %18 = icmp sgt i32 %17, 0, !dbg !28
  br i1 %18, label %19, label %34, !dbg !29

19:                                               ; preds = %14
  %20 = mul nuw nsw i32 %7, 27
  %21 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = icmp ult i32 %8, 100
  %23 = fneg contract float %0
  br label %35, !dbg !29

24:                                               ; preds = %11, %24
  %25 = phi i32 [ %8, %11 ], [ %32, %24 ]
  %26 = add nsw i32 %25, %12, !dbg !30
  %27 = sext i32 %26 to i64, !dbg !31
  %28 = getelementptr inbounds float, ptr %3, i64 %27, !dbg !31
  %29 = load float, ptr %28, align 4, !dbg !31, !tbaa !32
  %30 = zext nneg i32 %25 to i64, !dbg !34
  %31 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %30, !dbg !34
  store float %29, ptr %31, align 4, !dbg !35, !tbaa !32
  %32 = add nuw nsw i32 %25, %13, !dbg !36
  %33 = icmp ult i32 %32, 400, !dbg !20
  br i1 %33, label %24, label %14, !dbg !21, !llvm.loop !37

34:                                               ; preds = %83, %14
  ret void, !dbg !40

35:                                               ; preds = %19, %83
  %36 = phi i32 [ 0, %19 ], [ %84, %83 ]
  %37 = add nuw nsw i32 %36, %20, !dbg !41
  %38 = zext nneg i32 %37 to i64, !dbg !42
  %39 = getelementptr inbounds i32, ptr %2, i64 %38, !dbg !42
  %40 = load i32, ptr %39, align 4, !dbg !42, !tbaa !24
  %41 = mul nsw i32 %40, 100, !dbg !43
  br i1 %10, label %42, label %44, !dbg !44

42:                                               ; preds = %35
  %43 = mul i32 %40, 400
  br label %45, !dbg !44

44:                                               ; preds = %45, %35
  br i1 %22, label %56, label %55, !dbg !45

45:                                               ; preds = %42, %45
  %46 = phi i32 [ %8, %42 ], [ %53, %45 ]
  %47 = add nsw i32 %46, %43, !dbg !46
  %48 = sext i32 %47 to i64, !dbg !47
  %49 = getelementptr inbounds float, ptr %3, i64 %48, !dbg !47
  %50 = load float, ptr %49, align 4, !dbg !47, !tbaa !32
  %51 = zext nneg i32 %46 to i64, !dbg !48
  %52 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %51, !dbg !48
  store float %50, ptr %52, align 4, !dbg !49, !tbaa !32
  %53 = add nuw nsw i32 %46, %21, !dbg !50
  %54 = icmp ult i32 %53, 400, !dbg !51
  br i1 %54, label %45, label %44, !dbg !44, !llvm.loop !52

55:                                               ; preds = %56, %44
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  br i1 %22, label %66, label %83, !dbg !55

56:                                               ; preds = %44, %56
  %57 = phi i32 [ %64, %56 ], [ %8, %44 ]
  %58 = add nsw i32 %57, %41, !dbg !56
  %59 = sext i32 %58 to i64, !dbg !57
  %60 = getelementptr inbounds float, ptr %4, i64 %59, !dbg !57
  %61 = load float, ptr %60, align 4, !dbg !57, !tbaa !32
  %62 = zext nneg i32 %57 to i64, !dbg !58
  %63 = getelementptr inbounds [100 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2qb to ptr), i64 0, i64 %62, !dbg !58
  store float %61, ptr %63, align 4, !dbg !59, !tbaa !32
  %64 = add nuw nsw i32 %57, %21, !dbg !60
  %65 = icmp ult i32 %64, 100, !dbg !61
  br i1 %65, label %56, label %55, !dbg !45, !llvm.loop !62

66:                                               ; preds = %55, %87
  %67 = phi i32 [ %109, %87 ], [ %8, %55 ]
  %68 = shl nuw nsw i32 %67, 2
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %69
  %71 = or disjoint i32 %68, 1
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %72
  %74 = or disjoint i32 %68, 2
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %75
  %77 = or disjoint i32 %68, 3
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2ra to ptr), i64 0, i64 %78
  %80 = load float, ptr %73, align 4, !dbg !64, !tbaa !32
  %81 = load float, ptr %76, align 4, !dbg !65, !tbaa !32
  %82 = load float, ptr %79, align 4, !dbg !66, !tbaa !32
  br label %111, !dbg !67

83:                                               ; preds = %87, %55
  tail call void @llvm.nvvm.barrier0(), !dbg !68
  %84 = add nuw nsw i32 %36, 1, !dbg !69
  %85 = load i32, ptr %16, align 4, !dbg !23, !tbaa !24
  %86 = icmp slt i32 %84, %85, !dbg !28
  br i1 %86, label %35, label %34, !dbg !29, !llvm.loop !70

87:                                               ; preds = %111
  %88 = add nuw nsw i32 %67, %9, !dbg !72
  %89 = shl nsw i32 %88, 2, !dbg !73
  %90 = zext nneg i32 %89 to i64, !dbg !74
  %91 = getelementptr inbounds float, ptr %5, i64 %90, !dbg !74
  %92 = load float, ptr %91, align 4, !dbg !75, !tbaa !32
  %93 = fadd contract float %151, %92, !dbg !75
  store float %93, ptr %91, align 4, !dbg !75, !tbaa !32
  %94 = or disjoint i32 %89, 1, !dbg !76
  %95 = zext nneg i32 %94 to i64, !dbg !77
  %96 = getelementptr inbounds float, ptr %5, i64 %95, !dbg !77
  %97 = load float, ptr %96, align 4, !dbg !78, !tbaa !32
  %98 = fadd contract float %157, %97, !dbg !78
  store float %98, ptr %96, align 4, !dbg !78, !tbaa !32
  %99 = or disjoint i32 %89, 2, !dbg !79
  %100 = zext nneg i32 %99 to i64, !dbg !80
  %101 = getelementptr inbounds float, ptr %5, i64 %100, !dbg !80
  %102 = load float, ptr %101, align 4, !dbg !81, !tbaa !32
  %103 = fadd contract float %162, %102, !dbg !81
  store float %103, ptr %101, align 4, !dbg !81, !tbaa !32
  %104 = or disjoint i32 %89, 3, !dbg !82
  %105 = zext nneg i32 %104 to i64, !dbg !83
  %106 = getelementptr inbounds float, ptr %5, i64 %105, !dbg !83
  %107 = load float, ptr %106, align 4, !dbg !84, !tbaa !32
  %108 = fadd contract float %167, %107, !dbg !84
  store float %108, ptr %106, align 4, !dbg !84, !tbaa !32
  %109 = add nuw nsw i32 %67, %21, !dbg !85
  %110 = icmp ult i32 %109, 100, !dbg !86
  br i1 %110, label %66, label %83, !dbg !55, !llvm.loop !87

111:                                              ; preds = %66, %111
  %112 = phi float [ %82, %66 ], [ %163, %111 ], !dbg !66
  %113 = phi float [ %81, %66 ], [ %158, %111 ], !dbg !65
  %114 = phi float [ %80, %66 ], [ %153, %111 ], !dbg !64
  %115 = phi i32 [ 0, %66 ], [ %168, %111 ]
  %116 = phi float [ 0.000000e+00, %66 ], [ %167, %111 ]
  %117 = phi float [ 0.000000e+00, %66 ], [ %162, %111 ]
  %118 = phi float [ 0.000000e+00, %66 ], [ %157, %111 ]
  %119 = phi float [ 0.000000e+00, %66 ], [ %151, %111 ]
  %120 = load float, ptr %70, align 4, !dbg !89, !tbaa !32
  %121 = shl nuw nsw i32 %115, 2, !dbg !90
  %122 = zext nneg i32 %121 to i64, !dbg !91
  %123 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %122, !dbg !91
  %124 = load float, ptr %123, align 4, !dbg !91, !tbaa !32
  %125 = fadd contract float %120, %124, !dbg !92
  %126 = or disjoint i32 %121, 1, !dbg !93
  %127 = zext nneg i32 %126 to i64, !dbg !94
  %128 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %127, !dbg !94
  %129 = load float, ptr %128, align 4, !dbg !94, !tbaa !32
  %130 = fmul contract float %114, %129, !dbg !95
  %131 = or disjoint i32 %121, 2, !dbg !96
  %132 = zext nneg i32 %131 to i64, !dbg !97
  %133 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %132, !dbg !97
  %134 = load float, ptr %133, align 4, !dbg !97, !tbaa !32
  %135 = fmul contract float %113, %134, !dbg !98
  %136 = fadd contract float %130, %135, !dbg !99
  %137 = or disjoint i32 %121, 3, !dbg !100
  %138 = zext nneg i32 %137 to i64, !dbg !101
  %139 = getelementptr inbounds [400 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2rb to ptr), i64 0, i64 %138, !dbg !101
  %140 = load float, ptr %139, align 4, !dbg !101, !tbaa !32
  %141 = fmul contract float %112, %140, !dbg !102
  %142 = fadd contract float %136, %141, !dbg !103
  %143 = fsub contract float %125, %142, !dbg !104
  %144 = fmul contract float %143, %23, !dbg !105
  %145 = tail call contract noundef float @__nv_expf(float noundef %144) #4, !dbg !106
  %146 = fmul contract float %145, 2.000000e+00, !dbg !109
  %147 = zext nneg i32 %115 to i64, !dbg !110
  %148 = getelementptr inbounds [100 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6lavamdE2qb to ptr), i64 0, i64 %147, !dbg !110
  %149 = load float, ptr %148, align 4, !dbg !110, !tbaa !32
  %150 = fmul contract float %145, %149, !dbg !111
  %151 = fadd contract float %119, %150, !dbg !112
  %152 = fmul contract float %149, %146, !dbg !113
  %153 = load float, ptr %73, align 4, !dbg !114, !tbaa !32
  %154 = load float, ptr %128, align 4, !dbg !115, !tbaa !32
  %155 = fsub contract float %153, %154, !dbg !116
  %156 = fmul contract float %152, %155, !dbg !117
  %157 = fadd contract float %118, %156, !dbg !118
  %158 = load float, ptr %76, align 4, !dbg !119, !tbaa !32
  %159 = load float, ptr %133, align 4, !dbg !120, !tbaa !32
  %160 = fsub contract float %158, %159, !dbg !121
  %161 = fmul contract float %152, %160, !dbg !122
  %162 = fadd contract float %117, %161, !dbg !123
  %163 = load float, ptr %79, align 4, !dbg !124, !tbaa !32
  %164 = load float, ptr %139, align 4, !dbg !125, !tbaa !32
  %165 = fsub contract float %163, %164, !dbg !126
  %166 = fmul contract float %152, %165, !dbg !127
  %167 = fadd contract float %116, %166, !dbg !128
  %168 = add nuw nsw i32 %115, 1, !dbg !129
  %169 = icmp eq i32 %168, 100, !dbg !130
  br i1 %169, label %87, label %111, !dbg !67, !llvm.loop !131
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
!19 = !DILocation(line: 21, column: 18, scope: !9)
!20 = !DILocation(line: 22, column: 22, scope: !9)
!21 = !DILocation(line: 22, column: 3, scope: !9)
!22 = !DILocation(line: 24, column: 3, scope: !9)
!23 = !DILocation(line: 25, column: 23, scope: !9)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 25, column: 21, scope: !9)
!29 = !DILocation(line: 25, column: 3, scope: !9)
!30 = !DILocation(line: 23, column: 25, scope: !9)
!31 = !DILocation(line: 23, column: 13, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !26, i64 0}
!34 = !DILocation(line: 23, column: 5, scope: !9)
!35 = !DILocation(line: 23, column: 11, scope: !9)
!36 = !DILocation(line: 22, column: 35, scope: !9)
!37 = distinct !{!37, !21, !38, !39}
!38 = !DILocation(line: 23, column: 28, scope: !9)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 52, column: 1, scope: !9)
!41 = !DILocation(line: 26, column: 33, scope: !9)
!42 = !DILocation(line: 26, column: 17, scope: !9)
!43 = !DILocation(line: 26, column: 38, scope: !9)
!44 = !DILocation(line: 27, column: 5, scope: !9)
!45 = !DILocation(line: 29, column: 5, scope: !9)
!46 = !DILocation(line: 28, column: 28, scope: !9)
!47 = !DILocation(line: 28, column: 15, scope: !9)
!48 = !DILocation(line: 28, column: 7, scope: !9)
!49 = !DILocation(line: 28, column: 13, scope: !9)
!50 = !DILocation(line: 27, column: 37, scope: !9)
!51 = !DILocation(line: 27, column: 24, scope: !9)
!52 = distinct !{!52, !44, !53, !39}
!53 = !DILocation(line: 28, column: 31, scope: !9)
!54 = !DILocation(line: 31, column: 5, scope: !9)
!55 = !DILocation(line: 32, column: 5, scope: !9)
!56 = !DILocation(line: 30, column: 24, scope: !9)
!57 = !DILocation(line: 30, column: 15, scope: !9)
!58 = !DILocation(line: 30, column: 7, scope: !9)
!59 = !DILocation(line: 30, column: 13, scope: !9)
!60 = !DILocation(line: 29, column: 33, scope: !9)
!61 = !DILocation(line: 29, column: 24, scope: !9)
!62 = distinct !{!62, !45, !63, !39}
!63 = !DILocation(line: 30, column: 27, scope: !9)
!64 = !DILocation(line: 36, column: 21, scope: !9)
!65 = !DILocation(line: 36, column: 53, scope: !9)
!66 = !DILocation(line: 37, column: 21, scope: !9)
!67 = !DILocation(line: 34, column: 7, scope: !9)
!68 = !DILocation(line: 50, column: 5, scope: !9)
!69 = !DILocation(line: 25, column: 33, scope: !9)
!70 = distinct !{!70, !29, !71, !39}
!71 = !DILocation(line: 51, column: 3, scope: !9)
!72 = !DILocation(line: 45, column: 20, scope: !9)
!73 = !DILocation(line: 45, column: 12, scope: !9)
!74 = !DILocation(line: 45, column: 7, scope: !9)
!75 = !DILocation(line: 45, column: 26, scope: !9)
!76 = !DILocation(line: 46, column: 25, scope: !9)
!77 = !DILocation(line: 46, column: 7, scope: !9)
!78 = !DILocation(line: 46, column: 30, scope: !9)
!79 = !DILocation(line: 47, column: 25, scope: !9)
!80 = !DILocation(line: 47, column: 7, scope: !9)
!81 = !DILocation(line: 47, column: 30, scope: !9)
!82 = !DILocation(line: 48, column: 25, scope: !9)
!83 = !DILocation(line: 48, column: 7, scope: !9)
!84 = !DILocation(line: 48, column: 30, scope: !9)
!85 = !DILocation(line: 32, column: 33, scope: !9)
!86 = !DILocation(line: 32, column: 24, scope: !9)
!87 = distinct !{!87, !55, !88, !39}
!88 = !DILocation(line: 49, column: 5, scope: !9)
!89 = !DILocation(line: 35, column: 20, scope: !9)
!90 = !DILocation(line: 35, column: 37, scope: !9)
!91 = !DILocation(line: 35, column: 32, scope: !9)
!92 = !DILocation(line: 35, column: 30, scope: !9)
!93 = !DILocation(line: 36, column: 46, scope: !9)
!94 = !DILocation(line: 36, column: 37, scope: !9)
!95 = !DILocation(line: 36, column: 35, scope: !9)
!96 = !DILocation(line: 36, column: 78, scope: !9)
!97 = !DILocation(line: 36, column: 69, scope: !9)
!98 = !DILocation(line: 36, column: 67, scope: !9)
!99 = !DILocation(line: 36, column: 51, scope: !9)
!100 = !DILocation(line: 37, column: 46, scope: !9)
!101 = !DILocation(line: 37, column: 37, scope: !9)
!102 = !DILocation(line: 37, column: 35, scope: !9)
!103 = !DILocation(line: 36, column: 83, scope: !9)
!104 = !DILocation(line: 35, column: 42, scope: !9)
!105 = !DILocation(line: 38, column: 30, scope: !9)
!106 = !DILocation(line: 149, column: 39, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "expf", scope: !14, file: !14, line: 149, type: !10, scopeLine: 149, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!108 = distinct !DILocation(line: 38, column: 21, scope: !9)
!109 = !DILocation(line: 39, column: 25, scope: !9)
!110 = !DILocation(line: 40, column: 16, scope: !9)
!111 = !DILocation(line: 40, column: 22, scope: !9)
!112 = !DILocation(line: 40, column: 13, scope: !9)
!113 = !DILocation(line: 41, column: 22, scope: !9)
!114 = !DILocation(line: 41, column: 30, scope: !9)
!115 = !DILocation(line: 41, column: 46, scope: !9)
!116 = !DILocation(line: 41, column: 44, scope: !9)
!117 = !DILocation(line: 41, column: 27, scope: !9)
!118 = !DILocation(line: 41, column: 13, scope: !9)
!119 = !DILocation(line: 42, column: 30, scope: !9)
!120 = !DILocation(line: 42, column: 46, scope: !9)
!121 = !DILocation(line: 42, column: 44, scope: !9)
!122 = !DILocation(line: 42, column: 27, scope: !9)
!123 = !DILocation(line: 42, column: 13, scope: !9)
!124 = !DILocation(line: 43, column: 30, scope: !9)
!125 = !DILocation(line: 43, column: 46, scope: !9)
!126 = !DILocation(line: 43, column: 44, scope: !9)
!127 = !DILocation(line: 43, column: 27, scope: !9)
!128 = !DILocation(line: 43, column: 13, scope: !9)
!129 = !DILocation(line: 34, column: 33, scope: !9)
!130 = !DILocation(line: 34, column: 25, scope: !9)
!131 = distinct !{!131, !67, !132, !39}
!132 = !DILocation(line: 44, column: 7, scope: !9)
