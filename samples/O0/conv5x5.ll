; ModuleID = 'samples/conv5x5.cu'
source_filename = "samples/conv5x5.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }
%struct.Conv5Params = type { i32, i32, [5 x float], float }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv5x5(float* noalias noundef %0, float* noalias noundef %1, %struct.Conv5Params* noundef byval(%struct.Conv5Params) align 4 %2) #0 !dbg !9 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  store float* %0, float** %8, align 8
  call void @llvm.dbg.declare(metadata float** %8, metadata !29, metadata !DIExpression()), !dbg !30
  store float* %1, float** %9, align 8
  call void @llvm.dbg.declare(metadata float** %9, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata %struct.Conv5Params* %2, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %10, metadata !35, metadata !DIExpression()), !dbg !36
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !37
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !49
  %20 = mul i32 %18, %19, !dbg !57
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !58
  %22 = add i32 %20, %21, !dbg !66
  store i32 %22, i32* %10, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %11, metadata !67, metadata !DIExpression()), !dbg !68
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !69
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3, !dbg !72
  %25 = mul i32 %23, %24, !dbg !75
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !76
  %27 = add i32 %25, %26, !dbg !79
  store i32 %27, i32* %11, align 4, !dbg !68
  %28 = load i32, i32* %10, align 4, !dbg !80
  %29 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 0, !dbg !82
  %30 = load i32, i32* %29, align 4, !dbg !82
  %31 = icmp sge i32 %28, %30, !dbg !83
  br i1 %31, label %37, label %32, !dbg !84

32:                                               ; preds = %3
  %33 = load i32, i32* %11, align 4, !dbg !85
  %34 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 1, !dbg !86
  %35 = load i32, i32* %34, align 4, !dbg !86
  %36 = icmp sge i32 %33, %35, !dbg !87
  br i1 %36, label %37, label %38, !dbg !88

37:                                               ; preds = %32, %3
  br label %124, !dbg !89

38:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata float* %12, metadata !90, metadata !DIExpression()), !dbg !91
  store float 0.000000e+00, float* %12, align 4, !dbg !91
  call void @llvm.dbg.declare(metadata i32* %13, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %13, align 4, !dbg !94
  br label %39, !dbg !95

39:                                               ; preds = %101, %38
  %40 = load i32, i32* %13, align 4, !dbg !96
  %41 = icmp slt i32 %40, 5, !dbg !98
  br i1 %41, label %42, label %104, !dbg !99

42:                                               ; preds = %39
  call void @llvm.dbg.declare(metadata i32* %14, metadata !100, metadata !DIExpression()), !dbg !102
  %43 = load i32, i32* %11, align 4, !dbg !103
  %44 = load i32, i32* %13, align 4, !dbg !104
  %45 = add nsw i32 %43, %44, !dbg !105
  %46 = sub nsw i32 %45, 2, !dbg !106
  store i32 %46, i32* %14, align 4, !dbg !102
  call void @llvm.dbg.declare(metadata i32* %15, metadata !107, metadata !DIExpression()), !dbg !109
  store i32 0, i32* %15, align 4, !dbg !109
  br label %47, !dbg !110

47:                                               ; preds = %97, %42
  %48 = load i32, i32* %15, align 4, !dbg !111
  %49 = icmp slt i32 %48, 5, !dbg !113
  br i1 %49, label %50, label %100, !dbg !114

50:                                               ; preds = %47
  call void @llvm.dbg.declare(metadata i32* %16, metadata !115, metadata !DIExpression()), !dbg !117
  %51 = load i32, i32* %10, align 4, !dbg !118
  %52 = load i32, i32* %15, align 4, !dbg !119
  %53 = add nsw i32 %51, %52, !dbg !120
  %54 = sub nsw i32 %53, 2, !dbg !121
  store i32 %54, i32* %16, align 4, !dbg !117
  call void @llvm.dbg.declare(metadata float* %17, metadata !122, metadata !DIExpression()), !dbg !123
  store float 0.000000e+00, float* %17, align 4, !dbg !123
  %55 = load i32, i32* %14, align 4, !dbg !124
  %56 = icmp sge i32 %55, 0, !dbg !126
  br i1 %56, label %57, label %81, !dbg !127

57:                                               ; preds = %50
  %58 = load i32, i32* %14, align 4, !dbg !128
  %59 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 1, !dbg !129
  %60 = load i32, i32* %59, align 4, !dbg !129
  %61 = icmp slt i32 %58, %60, !dbg !130
  br i1 %61, label %62, label %81, !dbg !131

62:                                               ; preds = %57
  %63 = load i32, i32* %16, align 4, !dbg !132
  %64 = icmp sge i32 %63, 0, !dbg !133
  br i1 %64, label %65, label %81, !dbg !134

65:                                               ; preds = %62
  %66 = load i32, i32* %16, align 4, !dbg !135
  %67 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 0, !dbg !136
  %68 = load i32, i32* %67, align 4, !dbg !136
  %69 = icmp slt i32 %66, %68, !dbg !137
  br i1 %69, label %70, label %81, !dbg !138

70:                                               ; preds = %65
  %71 = load float*, float** %8, align 8, !dbg !139
  %72 = load i32, i32* %14, align 4, !dbg !140
  %73 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 0, !dbg !141
  %74 = load i32, i32* %73, align 4, !dbg !141
  %75 = mul nsw i32 %72, %74, !dbg !142
  %76 = load i32, i32* %16, align 4, !dbg !143
  %77 = add nsw i32 %75, %76, !dbg !144
  %78 = sext i32 %77 to i64, !dbg !139
  %79 = getelementptr inbounds float, float* %71, i64 %78, !dbg !139
  %80 = load float, float* %79, align 4, !dbg !139
  store float %80, float* %17, align 4, !dbg !145
  br label %81, !dbg !146

81:                                               ; preds = %70, %65, %62, %57, %50
  %82 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 2, !dbg !147
  %83 = load i32, i32* %13, align 4, !dbg !148
  %84 = sext i32 %83 to i64, !dbg !149
  %85 = getelementptr inbounds [5 x float], [5 x float]* %82, i64 0, i64 %84, !dbg !149
  %86 = load float, float* %85, align 4, !dbg !149
  %87 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 2, !dbg !150
  %88 = load i32, i32* %15, align 4, !dbg !151
  %89 = sext i32 %88 to i64, !dbg !152
  %90 = getelementptr inbounds [5 x float], [5 x float]* %87, i64 0, i64 %89, !dbg !152
  %91 = load float, float* %90, align 4, !dbg !152
  %92 = fmul contract float %86, %91, !dbg !153
  %93 = load float, float* %17, align 4, !dbg !154
  %94 = fmul contract float %92, %93, !dbg !155
  %95 = load float, float* %12, align 4, !dbg !156
  %96 = fadd contract float %95, %94, !dbg !156
  store float %96, float* %12, align 4, !dbg !156
  br label %97, !dbg !157

97:                                               ; preds = %81
  %98 = load i32, i32* %15, align 4, !dbg !158
  %99 = add nsw i32 %98, 1, !dbg !158
  store i32 %99, i32* %15, align 4, !dbg !158
  br label %47, !dbg !159, !llvm.loop !160

100:                                              ; preds = %47
  br label %101, !dbg !164

101:                                              ; preds = %100
  %102 = load i32, i32* %13, align 4, !dbg !165
  %103 = add nsw i32 %102, 1, !dbg !165
  store i32 %103, i32* %13, align 4, !dbg !165
  br label %39, !dbg !166, !llvm.loop !167

104:                                              ; preds = %39
  %105 = load float, float* %12, align 4, !dbg !169
  %106 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 3, !dbg !170
  %107 = load float, float* %106, align 4, !dbg !170
  %108 = fmul contract float %105, %107, !dbg !171
  store float %108, float* %4, align 4
  call void @llvm.dbg.declare(metadata float* %4, metadata !172, metadata !DIExpression()) #3, !dbg !176
  store float 1.000000e+00, float* %5, align 4
  call void @llvm.dbg.declare(metadata float* %5, metadata !178, metadata !DIExpression()) #3, !dbg !179
  %109 = load float, float* %4, align 4, !dbg !180
  %110 = load float, float* %5, align 4, !dbg !181
  %111 = call contract float @llvm.minnum.f32(float %109, float %110) #3, !dbg !182
  store float %111, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !183, metadata !DIExpression()) #3, !dbg !185
  store float 0.000000e+00, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !187, metadata !DIExpression()) #3, !dbg !188
  %112 = load float, float* %6, align 4, !dbg !189
  %113 = load float, float* %7, align 4, !dbg !190
  %114 = call contract float @llvm.maxnum.f32(float %112, float %113) #3, !dbg !191
  %115 = load float*, float** %9, align 8, !dbg !192
  %116 = load i32, i32* %11, align 4, !dbg !193
  %117 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i32 0, i32 0, !dbg !194
  %118 = load i32, i32* %117, align 4, !dbg !194
  %119 = mul nsw i32 %116, %118, !dbg !195
  %120 = load i32, i32* %10, align 4, !dbg !196
  %121 = add nsw i32 %119, %120, !dbg !197
  %122 = sext i32 %121 to i64, !dbg !192
  %123 = getelementptr inbounds float, float* %115, i64 %122, !dbg !192
  store float %114, float* %123, align 4, !dbg !198
  br label %124, !dbg !199

124:                                              ; preds = %104, %37
  ret void, !dbg !199
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/conv5x5.cu", directory: ".")
!2 = !{void (float*, float*, %struct.Conv5Params*)* @conv5x5, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "conv5x5", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !16, !18}
!12 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!16 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Conv5Params", file: !1, line: 4, size: 256, flags: DIFlagTypePassByValue, elements: !19, identifier: "_ZTS11Conv5Params")
!19 = !{!20, !22, !23, !27}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !18, file: !1, line: 5, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "height", scope: !18, file: !1, line: 6, baseType: !21, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !18, file: !1, line: 7, baseType: !24, size: 160, offset: 64)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !18, file: !1, line: 8, baseType: !15, size: 32, offset: 224)
!28 = !{}
!29 = !DILocalVariable(name: "in", arg: 1, scope: !9, file: !1, line: 11, type: !12)
!30 = !DILocation(line: 11, column: 62, scope: !9)
!31 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !1, line: 12, type: !16)
!32 = !DILocation(line: 12, column: 56, scope: !9)
!33 = !DILocalVariable(name: "p", arg: 3, scope: !9, file: !1, line: 12, type: !18)
!34 = !DILocation(line: 12, column: 73, scope: !9)
!35 = !DILocalVariable(name: "x", scope: !9, file: !1, line: 13, type: !21)
!36 = !DILocation(line: 13, column: 7, scope: !9)
!37 = !DILocation(line: 45, column: 1, scope: !38, inlinedAt: !48)
!38 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !42, retainedNodes: !28)
!39 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !39, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !41, identifier: "_ZTS15vgiw_blockIdx_t")
!41 = !{!42, !46, !47}
!42 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!45}
!45 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!46 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!48 = distinct !DILocation(line: 13, column: 11, scope: !9)
!49 = !DILocation(line: 46, column: 1, scope: !50, inlinedAt: !56)
!50 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !53, retainedNodes: !28)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !39, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !52, identifier: "_ZTS15vgiw_blockDim_t")
!52 = !{!53, !54, !55}
!53 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!54 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!55 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!56 = distinct !DILocation(line: 13, column: 24, scope: !9)
!57 = !DILocation(line: 13, column: 22, scope: !9)
!58 = !DILocation(line: 44, column: 1, scope: !59, inlinedAt: !65)
!59 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !62, retainedNodes: !28)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !39, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !61, identifier: "_ZTS16vgiw_threadIdx_t")
!61 = !{!62, !63, !64}
!62 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!63 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!64 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!65 = distinct !DILocation(line: 13, column: 37, scope: !9)
!66 = !DILocation(line: 13, column: 35, scope: !9)
!67 = !DILocalVariable(name: "y", scope: !9, file: !1, line: 14, type: !21)
!68 = !DILocation(line: 14, column: 7, scope: !9)
!69 = !DILocation(line: 45, column: 1, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46, retainedNodes: !28)
!71 = distinct !DILocation(line: 14, column: 11, scope: !9)
!72 = !DILocation(line: 46, column: 1, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !54, retainedNodes: !28)
!74 = distinct !DILocation(line: 14, column: 24, scope: !9)
!75 = !DILocation(line: 14, column: 22, scope: !9)
!76 = !DILocation(line: 44, column: 1, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !63, retainedNodes: !28)
!78 = distinct !DILocation(line: 14, column: 37, scope: !9)
!79 = !DILocation(line: 14, column: 35, scope: !9)
!80 = !DILocation(line: 15, column: 7, scope: !81)
!81 = distinct !DILexicalBlock(scope: !9, file: !1, line: 15, column: 7)
!82 = !DILocation(line: 15, column: 14, scope: !81)
!83 = !DILocation(line: 15, column: 9, scope: !81)
!84 = !DILocation(line: 15, column: 20, scope: !81)
!85 = !DILocation(line: 15, column: 23, scope: !81)
!86 = !DILocation(line: 15, column: 30, scope: !81)
!87 = !DILocation(line: 15, column: 25, scope: !81)
!88 = !DILocation(line: 15, column: 7, scope: !9)
!89 = !DILocation(line: 16, column: 5, scope: !81)
!90 = !DILocalVariable(name: "sum", scope: !9, file: !1, line: 17, type: !15)
!91 = !DILocation(line: 17, column: 9, scope: !9)
!92 = !DILocalVariable(name: "i", scope: !93, file: !1, line: 19, type: !21)
!93 = distinct !DILexicalBlock(scope: !9, file: !1, line: 19, column: 3)
!94 = !DILocation(line: 19, column: 12, scope: !93)
!95 = !DILocation(line: 19, column: 8, scope: !93)
!96 = !DILocation(line: 19, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 19, column: 3)
!98 = !DILocation(line: 19, column: 21, scope: !97)
!99 = !DILocation(line: 19, column: 3, scope: !93)
!100 = !DILocalVariable(name: "yy", scope: !101, file: !1, line: 20, type: !21)
!101 = distinct !DILexicalBlock(scope: !97, file: !1, line: 19, column: 31)
!102 = !DILocation(line: 20, column: 9, scope: !101)
!103 = !DILocation(line: 20, column: 14, scope: !101)
!104 = !DILocation(line: 20, column: 18, scope: !101)
!105 = !DILocation(line: 20, column: 16, scope: !101)
!106 = !DILocation(line: 20, column: 20, scope: !101)
!107 = !DILocalVariable(name: "j", scope: !108, file: !1, line: 22, type: !21)
!108 = distinct !DILexicalBlock(scope: !101, file: !1, line: 22, column: 5)
!109 = !DILocation(line: 22, column: 14, scope: !108)
!110 = !DILocation(line: 22, column: 10, scope: !108)
!111 = !DILocation(line: 22, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !1, line: 22, column: 5)
!113 = !DILocation(line: 22, column: 23, scope: !112)
!114 = !DILocation(line: 22, column: 5, scope: !108)
!115 = !DILocalVariable(name: "xx", scope: !116, file: !1, line: 23, type: !21)
!116 = distinct !DILexicalBlock(scope: !112, file: !1, line: 22, column: 33)
!117 = !DILocation(line: 23, column: 11, scope: !116)
!118 = !DILocation(line: 23, column: 16, scope: !116)
!119 = !DILocation(line: 23, column: 20, scope: !116)
!120 = !DILocation(line: 23, column: 18, scope: !116)
!121 = !DILocation(line: 23, column: 22, scope: !116)
!122 = !DILocalVariable(name: "v", scope: !116, file: !1, line: 24, type: !15)
!123 = !DILocation(line: 24, column: 13, scope: !116)
!124 = !DILocation(line: 25, column: 11, scope: !125)
!125 = distinct !DILexicalBlock(scope: !116, file: !1, line: 25, column: 11)
!126 = !DILocation(line: 25, column: 14, scope: !125)
!127 = !DILocation(line: 25, column: 19, scope: !125)
!128 = !DILocation(line: 25, column: 22, scope: !125)
!129 = !DILocation(line: 25, column: 29, scope: !125)
!130 = !DILocation(line: 25, column: 25, scope: !125)
!131 = !DILocation(line: 25, column: 36, scope: !125)
!132 = !DILocation(line: 25, column: 39, scope: !125)
!133 = !DILocation(line: 25, column: 42, scope: !125)
!134 = !DILocation(line: 25, column: 47, scope: !125)
!135 = !DILocation(line: 25, column: 50, scope: !125)
!136 = !DILocation(line: 25, column: 57, scope: !125)
!137 = !DILocation(line: 25, column: 53, scope: !125)
!138 = !DILocation(line: 25, column: 11, scope: !116)
!139 = !DILocation(line: 26, column: 13, scope: !125)
!140 = !DILocation(line: 26, column: 16, scope: !125)
!141 = !DILocation(line: 26, column: 23, scope: !125)
!142 = !DILocation(line: 26, column: 19, scope: !125)
!143 = !DILocation(line: 26, column: 31, scope: !125)
!144 = !DILocation(line: 26, column: 29, scope: !125)
!145 = !DILocation(line: 26, column: 11, scope: !125)
!146 = !DILocation(line: 26, column: 9, scope: !125)
!147 = !DILocation(line: 27, column: 16, scope: !116)
!148 = !DILocation(line: 27, column: 18, scope: !116)
!149 = !DILocation(line: 27, column: 14, scope: !116)
!150 = !DILocation(line: 27, column: 25, scope: !116)
!151 = !DILocation(line: 27, column: 27, scope: !116)
!152 = !DILocation(line: 27, column: 23, scope: !116)
!153 = !DILocation(line: 27, column: 21, scope: !116)
!154 = !DILocation(line: 27, column: 32, scope: !116)
!155 = !DILocation(line: 27, column: 30, scope: !116)
!156 = !DILocation(line: 27, column: 11, scope: !116)
!157 = !DILocation(line: 28, column: 5, scope: !116)
!158 = !DILocation(line: 22, column: 29, scope: !112)
!159 = !DILocation(line: 22, column: 5, scope: !112)
!160 = distinct !{!160, !114, !161, !162, !163}
!161 = !DILocation(line: 28, column: 5, scope: !108)
!162 = !{!"llvm.loop.mustprogress"}
!163 = !{!"llvm.loop.unroll.enable"}
!164 = !DILocation(line: 29, column: 3, scope: !101)
!165 = !DILocation(line: 19, column: 27, scope: !97)
!166 = !DILocation(line: 19, column: 3, scope: !97)
!167 = distinct !{!167, !99, !168, !162, !163}
!168 = !DILocation(line: 29, column: 3, scope: !93)
!169 = !DILocation(line: 30, column: 38, scope: !9)
!170 = !DILocation(line: 30, column: 46, scope: !9)
!171 = !DILocation(line: 30, column: 42, scope: !9)
!172 = !DILocalVariable(name: "a", arg: 1, scope: !173, file: !39, line: 171, type: !15)
!173 = distinct !DISubprogram(name: "fminf", linkageName: "_ZL5fminfff", scope: !39, file: !39, line: 171, type: !174, scopeLine: 171, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!174 = !DISubroutineType(types: !175)
!175 = !{!15, !15, !15}
!176 = !DILocation(line: 171, column: 28, scope: !173, inlinedAt: !177)
!177 = distinct !DILocation(line: 30, column: 32, scope: !9)
!178 = !DILocalVariable(name: "b", arg: 2, scope: !173, file: !39, line: 171, type: !15)
!179 = !DILocation(line: 171, column: 37, scope: !173, inlinedAt: !177)
!180 = !DILocation(line: 171, column: 65, scope: !173, inlinedAt: !177)
!181 = !DILocation(line: 171, column: 68, scope: !173, inlinedAt: !177)
!182 = !DILocation(line: 171, column: 49, scope: !173, inlinedAt: !177)
!183 = !DILocalVariable(name: "a", arg: 1, scope: !184, file: !39, line: 172, type: !15)
!184 = distinct !DISubprogram(name: "fmaxf", linkageName: "_ZL5fmaxfff", scope: !39, file: !39, line: 172, type: !174, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!185 = !DILocation(line: 172, column: 28, scope: !184, inlinedAt: !186)
!186 = distinct !DILocation(line: 30, column: 26, scope: !9)
!187 = !DILocalVariable(name: "b", arg: 2, scope: !184, file: !39, line: 172, type: !15)
!188 = !DILocation(line: 172, column: 37, scope: !184, inlinedAt: !186)
!189 = !DILocation(line: 172, column: 65, scope: !184, inlinedAt: !186)
!190 = !DILocation(line: 172, column: 68, scope: !184, inlinedAt: !186)
!191 = !DILocation(line: 172, column: 49, scope: !184, inlinedAt: !186)
!192 = !DILocation(line: 30, column: 3, scope: !9)
!193 = !DILocation(line: 30, column: 7, scope: !9)
!194 = !DILocation(line: 30, column: 13, scope: !9)
!195 = !DILocation(line: 30, column: 9, scope: !9)
!196 = !DILocation(line: 30, column: 21, scope: !9)
!197 = !DILocation(line: 30, column: 19, scope: !9)
!198 = !DILocation(line: 30, column: 24, scope: !9)
!199 = !DILocation(line: 31, column: 1, scope: !9)
