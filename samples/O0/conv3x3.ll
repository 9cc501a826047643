; ModuleID = 'samples/conv3x3.cu'
source_filename = "samples/conv3x3.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@gauss3 = dso_local addrspace(4) externally_initialized global [9 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 2.500000e-01, float 1.250000e-01, float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], align 4, !dbg !0
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([9 x float] addrspace(4)* @gauss3 to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv3x3(float* noalias noundef %0, float* noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !16 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float*, align 8
  %14 = alloca float*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store float* %0, float** %13, align 8
  call void @llvm.dbg.declare(metadata float** %13, metadata !26, metadata !DIExpression()), !dbg !27
  store float* %1, float** %14, align 8
  call void @llvm.dbg.declare(metadata float** %14, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 %2, i32* %15, align 4
  call void @llvm.dbg.declare(metadata i32* %15, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 %3, i32* %16, align 4
  call void @llvm.dbg.declare(metadata i32* %16, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %17, metadata !34, metadata !DIExpression()), !dbg !35
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !36
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !48
  %26 = mul i32 %24, %25, !dbg !56
  %27 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !57
  %28 = add i32 %26, %27, !dbg !65
  store i32 %28, i32* %17, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %18, metadata !66, metadata !DIExpression()), !dbg !67
  %29 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !68
  %30 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3, !dbg !71
  %31 = mul i32 %29, %30, !dbg !74
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !75
  %33 = add i32 %31, %32, !dbg !78
  store i32 %33, i32* %18, align 4, !dbg !67
  %34 = load i32, i32* %17, align 4, !dbg !79
  %35 = load i32, i32* %15, align 4, !dbg !81
  %36 = icmp sge i32 %34, %35, !dbg !82
  br i1 %36, label %41, label %37, !dbg !83

37:                                               ; preds = %4
  %38 = load i32, i32* %18, align 4, !dbg !84
  %39 = load i32, i32* %16, align 4, !dbg !85
  %40 = icmp sge i32 %38, %39, !dbg !86
  br i1 %40, label %41, label %42, !dbg !87

41:                                               ; preds = %37, %4
  br label %135, !dbg !88

42:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata float* %19, metadata !89, metadata !DIExpression()), !dbg !90
  store float 0.000000e+00, float* %19, align 4, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %20, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 -1, i32* %20, align 4, !dbg !93
  br label %43, !dbg !94

43:                                               ; preds = %122, %42
  %44 = load i32, i32* %20, align 4, !dbg !95
  %45 = icmp sle i32 %44, 1, !dbg !97
  br i1 %45, label %46, label %125, !dbg !98

46:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata i32* %21, metadata !99, metadata !DIExpression()), !dbg !101
  %47 = load i32, i32* %18, align 4, !dbg !102
  %48 = load i32, i32* %20, align 4, !dbg !103
  %49 = add nsw i32 %47, %48, !dbg !104
  store i32 %49, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !105, metadata !DIExpression()), !dbg !109
  store i32 0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !111, metadata !DIExpression()), !dbg !112
  %50 = load i32, i32* %5, align 4, !dbg !113
  %51 = load i32, i32* %6, align 4, !dbg !114
  %52 = icmp sgt i32 %50, %51, !dbg !115
  br i1 %52, label %53, label %55, !dbg !113

53:                                               ; preds = %46
  %54 = load i32, i32* %5, align 4, !dbg !116
  br label %57, !dbg !113

55:                                               ; preds = %46
  %56 = load i32, i32* %6, align 4, !dbg !117
  br label %57, !dbg !113

57:                                               ; preds = %53, %55
  %58 = phi i32 [ %54, %53 ], [ %56, %55 ], !dbg !113
  %59 = load i32, i32* %16, align 4, !dbg !118
  %60 = sub nsw i32 %59, 1, !dbg !119
  store i32 %58, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 %60, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !124, metadata !DIExpression()), !dbg !125
  %61 = load i32, i32* %9, align 4, !dbg !126
  %62 = load i32, i32* %10, align 4, !dbg !127
  %63 = icmp slt i32 %61, %62, !dbg !128
  br i1 %63, label %64, label %66, !dbg !126

64:                                               ; preds = %57
  %65 = load i32, i32* %9, align 4, !dbg !129
  br label %68, !dbg !126

66:                                               ; preds = %57
  %67 = load i32, i32* %10, align 4, !dbg !130
  br label %68, !dbg !126

68:                                               ; preds = %64, %66
  %69 = phi i32 [ %65, %64 ], [ %67, %66 ], !dbg !126
  store i32 %69, i32* %21, align 4, !dbg !101
  call void @llvm.dbg.declare(metadata i32* %22, metadata !131, metadata !DIExpression()), !dbg !133
  store i32 -1, i32* %22, align 4, !dbg !133
  br label %70, !dbg !134

70:                                               ; preds = %118, %68
  %71 = load i32, i32* %22, align 4, !dbg !135
  %72 = icmp sle i32 %71, 1, !dbg !137
  br i1 %72, label %73, label %121, !dbg !138

73:                                               ; preds = %70
  call void @llvm.dbg.declare(metadata i32* %23, metadata !139, metadata !DIExpression()), !dbg !141
  %74 = load i32, i32* %17, align 4, !dbg !142
  %75 = load i32, i32* %22, align 4, !dbg !143
  %76 = add nsw i32 %74, %75, !dbg !144
  store i32 %76, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !105, metadata !DIExpression()), !dbg !145
  store i32 0, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !111, metadata !DIExpression()), !dbg !147
  %77 = load i32, i32* %7, align 4, !dbg !148
  %78 = load i32, i32* %8, align 4, !dbg !149
  %79 = icmp sgt i32 %77, %78, !dbg !150
  br i1 %79, label %80, label %82, !dbg !148

80:                                               ; preds = %73
  %81 = load i32, i32* %7, align 4, !dbg !151
  br label %84, !dbg !148

82:                                               ; preds = %73
  %83 = load i32, i32* %8, align 4, !dbg !152
  br label %84, !dbg !148

84:                                               ; preds = %80, %82
  %85 = phi i32 [ %81, %80 ], [ %83, %82 ], !dbg !148
  %86 = load i32, i32* %15, align 4, !dbg !153
  %87 = sub nsw i32 %86, 1, !dbg !154
  store i32 %85, i32* %11, align 4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !120, metadata !DIExpression()), !dbg !155
  store i32 %87, i32* %12, align 4
  call void @llvm.dbg.declare(metadata i32* %12, metadata !124, metadata !DIExpression()), !dbg !157
  %88 = load i32, i32* %11, align 4, !dbg !158
  %89 = load i32, i32* %12, align 4, !dbg !159
  %90 = icmp slt i32 %88, %89, !dbg !160
  br i1 %90, label %91, label %93, !dbg !158

91:                                               ; preds = %84
  %92 = load i32, i32* %11, align 4, !dbg !161
  br label %95, !dbg !158

93:                                               ; preds = %84
  %94 = load i32, i32* %12, align 4, !dbg !162
  br label %95, !dbg !158

95:                                               ; preds = %91, %93
  %96 = phi i32 [ %92, %91 ], [ %94, %93 ], !dbg !158
  store i32 %96, i32* %23, align 4, !dbg !141
  %97 = load i32, i32* %20, align 4, !dbg !163
  %98 = add nsw i32 %97, 1, !dbg !164
  %99 = mul nsw i32 %98, 3, !dbg !165
  %100 = load i32, i32* %22, align 4, !dbg !166
  %101 = add nsw i32 %100, 1, !dbg !167
  %102 = add nsw i32 %99, %101, !dbg !168
  %103 = sext i32 %102 to i64, !dbg !169
  %104 = getelementptr inbounds [9 x float], [9 x float]* addrspacecast ([9 x float] addrspace(4)* @gauss3 to [9 x float]*), i64 0, i64 %103, !dbg !169
  %105 = load float, float* %104, align 4, !dbg !169
  %106 = load float*, float** %13, align 8, !dbg !170
  %107 = load i32, i32* %21, align 4, !dbg !171
  %108 = load i32, i32* %15, align 4, !dbg !172
  %109 = mul nsw i32 %107, %108, !dbg !173
  %110 = load i32, i32* %23, align 4, !dbg !174
  %111 = add nsw i32 %109, %110, !dbg !175
  %112 = sext i32 %111 to i64, !dbg !170
  %113 = getelementptr inbounds float, float* %106, i64 %112, !dbg !170
  %114 = load float, float* %113, align 4, !dbg !170
  %115 = fmul contract float %105, %114, !dbg !176
  %116 = load float, float* %19, align 4, !dbg !177
  %117 = fadd contract float %116, %115, !dbg !177
  store float %117, float* %19, align 4, !dbg !177
  br label %118, !dbg !178

118:                                              ; preds = %95
  %119 = load i32, i32* %22, align 4, !dbg !179
  %120 = add nsw i32 %119, 1, !dbg !179
  store i32 %120, i32* %22, align 4, !dbg !179
  br label %70, !dbg !180, !llvm.loop !181

121:                                              ; preds = %70
  br label %122, !dbg !185

122:                                              ; preds = %121
  %123 = load i32, i32* %20, align 4, !dbg !186
  %124 = add nsw i32 %123, 1, !dbg !186
  store i32 %124, i32* %20, align 4, !dbg !186
  br label %43, !dbg !187, !llvm.loop !188

125:                                              ; preds = %43
  %126 = load float, float* %19, align 4, !dbg !190
  %127 = load float*, float** %14, align 8, !dbg !191
  %128 = load i32, i32* %18, align 4, !dbg !192
  %129 = load i32, i32* %15, align 4, !dbg !193
  %130 = mul nsw i32 %128, %129, !dbg !194
  %131 = load i32, i32* %17, align 4, !dbg !195
  %132 = add nsw i32 %130, %131, !dbg !196
  %133 = sext i32 %132 to i64, !dbg !191
  %134 = getelementptr inbounds float, float* %127, i64 %133, !dbg !191
  store float %126, float* %134, align 4, !dbg !197
  br label %135, !dbg !198

135:                                              ; preds = %125, %41
  ret void, !dbg !198
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!nvvm.annotations = !{!9}
!llvm.module.flags = !{!10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "gauss3", scope: !2, file: !3, line: 5, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "samples/conv3x3.cu", directory: ".")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 288, elements: !7)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 9)
!9 = !{void (float*, float*, i32, i32)* @conv3x3, !"kernel", i32 1}
!10 = !{i32 7, !"Dwarf Version", i32 2}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "conv3x3", scope: !3, file: !3, line: 8, type: !17, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19, !22, !24, !24}
!19 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!22 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{}
!26 = !DILocalVariable(name: "in", arg: 1, scope: !16, file: !3, line: 8, type: !19)
!27 = !DILocation(line: 8, column: 62, scope: !16)
!28 = !DILocalVariable(name: "out", arg: 2, scope: !16, file: !3, line: 9, type: !22)
!29 = !DILocation(line: 9, column: 56, scope: !16)
!30 = !DILocalVariable(name: "width", arg: 3, scope: !16, file: !3, line: 9, type: !24)
!31 = !DILocation(line: 9, column: 65, scope: !16)
!32 = !DILocalVariable(name: "height", arg: 4, scope: !16, file: !3, line: 10, type: !24)
!33 = !DILocation(line: 10, column: 40, scope: !16)
!34 = !DILocalVariable(name: "x", scope: !16, file: !3, line: 11, type: !24)
!35 = !DILocation(line: 11, column: 7, scope: !16)
!36 = !DILocation(line: 45, column: 1, scope: !37, inlinedAt: !47)
!37 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !41, retainedNodes: !25)
!38 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !38, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !40, identifier: "_ZTS15vgiw_blockIdx_t")
!40 = !{!41, !45, !46}
!41 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!46 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = distinct !DILocation(line: 11, column: 11, scope: !16)
!48 = !DILocation(line: 46, column: 1, scope: !49, inlinedAt: !55)
!49 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !50, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !52, retainedNodes: !25)
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !38, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !51, identifier: "_ZTS15vgiw_blockDim_t")
!51 = !{!52, !53, !54}
!52 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !50, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!53 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !50, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!54 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !50, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!55 = distinct !DILocation(line: 11, column: 24, scope: !16)
!56 = !DILocation(line: 11, column: 22, scope: !16)
!57 = !DILocation(line: 44, column: 1, scope: !58, inlinedAt: !64)
!58 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !59, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !61, retainedNodes: !25)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !38, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !60, identifier: "_ZTS16vgiw_threadIdx_t")
!60 = !{!61, !62, !63}
!61 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !59, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!62 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !59, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!63 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !59, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!64 = distinct !DILocation(line: 11, column: 37, scope: !16)
!65 = !DILocation(line: 11, column: 35, scope: !16)
!66 = !DILocalVariable(name: "y", scope: !16, file: !3, line: 12, type: !24)
!67 = !DILocation(line: 12, column: 7, scope: !16)
!68 = !DILocation(line: 45, column: 1, scope: !69, inlinedAt: !70)
!69 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !45, retainedNodes: !25)
!70 = distinct !DILocation(line: 12, column: 11, scope: !16)
!71 = !DILocation(line: 46, column: 1, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !50, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !53, retainedNodes: !25)
!73 = distinct !DILocation(line: 12, column: 24, scope: !16)
!74 = !DILocation(line: 12, column: 22, scope: !16)
!75 = !DILocation(line: 44, column: 1, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !59, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !62, retainedNodes: !25)
!77 = distinct !DILocation(line: 12, column: 37, scope: !16)
!78 = !DILocation(line: 12, column: 35, scope: !16)
!79 = !DILocation(line: 13, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !16, file: !3, line: 13, column: 7)
!81 = !DILocation(line: 13, column: 12, scope: !80)
!82 = !DILocation(line: 13, column: 9, scope: !80)
!83 = !DILocation(line: 13, column: 18, scope: !80)
!84 = !DILocation(line: 13, column: 21, scope: !80)
!85 = !DILocation(line: 13, column: 26, scope: !80)
!86 = !DILocation(line: 13, column: 23, scope: !80)
!87 = !DILocation(line: 13, column: 7, scope: !16)
!88 = !DILocation(line: 14, column: 5, scope: !80)
!89 = !DILocalVariable(name: "sum", scope: !16, file: !3, line: 15, type: !6)
!90 = !DILocation(line: 15, column: 9, scope: !16)
!91 = !DILocalVariable(name: "dy", scope: !92, file: !3, line: 17, type: !24)
!92 = distinct !DILexicalBlock(scope: !16, file: !3, line: 17, column: 3)
!93 = !DILocation(line: 17, column: 12, scope: !92)
!94 = !DILocation(line: 17, column: 8, scope: !92)
!95 = !DILocation(line: 17, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 17, column: 3)
!97 = !DILocation(line: 17, column: 24, scope: !96)
!98 = !DILocation(line: 17, column: 3, scope: !92)
!99 = !DILocalVariable(name: "yy", scope: !100, file: !3, line: 18, type: !24)
!100 = distinct !DILexicalBlock(scope: !96, file: !3, line: 17, column: 36)
!101 = !DILocation(line: 18, column: 9, scope: !100)
!102 = !DILocation(line: 18, column: 22, scope: !100)
!103 = !DILocation(line: 18, column: 26, scope: !100)
!104 = !DILocation(line: 18, column: 24, scope: !100)
!105 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !38, line: 123, type: !24)
!106 = distinct !DISubprogram(name: "max", linkageName: "_ZL3maxii", scope: !38, file: !38, line: 123, type: !107, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !25)
!107 = !DISubroutineType(types: !108)
!108 = !{!24, !24, !24}
!109 = !DILocation(line: 123, column: 22, scope: !106, inlinedAt: !110)
!110 = distinct !DILocation(line: 18, column: 18, scope: !100)
!111 = !DILocalVariable(name: "b", arg: 2, scope: !106, file: !38, line: 123, type: !24)
!112 = !DILocation(line: 123, column: 29, scope: !106, inlinedAt: !110)
!113 = !DILocation(line: 123, column: 41, scope: !106, inlinedAt: !110)
!114 = !DILocation(line: 123, column: 45, scope: !106, inlinedAt: !110)
!115 = !DILocation(line: 123, column: 43, scope: !106, inlinedAt: !110)
!116 = !DILocation(line: 123, column: 49, scope: !106, inlinedAt: !110)
!117 = !DILocation(line: 123, column: 53, scope: !106, inlinedAt: !110)
!118 = !DILocation(line: 18, column: 34, scope: !100)
!119 = !DILocation(line: 18, column: 41, scope: !100)
!120 = !DILocalVariable(name: "a", arg: 1, scope: !121, file: !38, line: 122, type: !24)
!121 = distinct !DISubprogram(name: "min", linkageName: "_ZL3minii", scope: !38, file: !38, line: 122, type: !107, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !25)
!122 = !DILocation(line: 122, column: 22, scope: !121, inlinedAt: !123)
!123 = distinct !DILocation(line: 18, column: 14, scope: !100)
!124 = !DILocalVariable(name: "b", arg: 2, scope: !121, file: !38, line: 122, type: !24)
!125 = !DILocation(line: 122, column: 29, scope: !121, inlinedAt: !123)
!126 = !DILocation(line: 122, column: 41, scope: !121, inlinedAt: !123)
!127 = !DILocation(line: 122, column: 45, scope: !121, inlinedAt: !123)
!128 = !DILocation(line: 122, column: 43, scope: !121, inlinedAt: !123)
!129 = !DILocation(line: 122, column: 49, scope: !121, inlinedAt: !123)
!130 = !DILocation(line: 122, column: 53, scope: !121, inlinedAt: !123)
!131 = !DILocalVariable(name: "dx", scope: !132, file: !3, line: 20, type: !24)
!132 = distinct !DILexicalBlock(scope: !100, file: !3, line: 20, column: 5)
!133 = !DILocation(line: 20, column: 14, scope: !132)
!134 = !DILocation(line: 20, column: 10, scope: !132)
!135 = !DILocation(line: 20, column: 23, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !3, line: 20, column: 5)
!137 = !DILocation(line: 20, column: 26, scope: !136)
!138 = !DILocation(line: 20, column: 5, scope: !132)
!139 = !DILocalVariable(name: "xx", scope: !140, file: !3, line: 21, type: !24)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 20, column: 38)
!141 = !DILocation(line: 21, column: 11, scope: !140)
!142 = !DILocation(line: 21, column: 24, scope: !140)
!143 = !DILocation(line: 21, column: 28, scope: !140)
!144 = !DILocation(line: 21, column: 26, scope: !140)
!145 = !DILocation(line: 123, column: 22, scope: !106, inlinedAt: !146)
!146 = distinct !DILocation(line: 21, column: 20, scope: !140)
!147 = !DILocation(line: 123, column: 29, scope: !106, inlinedAt: !146)
!148 = !DILocation(line: 123, column: 41, scope: !106, inlinedAt: !146)
!149 = !DILocation(line: 123, column: 45, scope: !106, inlinedAt: !146)
!150 = !DILocation(line: 123, column: 43, scope: !106, inlinedAt: !146)
!151 = !DILocation(line: 123, column: 49, scope: !106, inlinedAt: !146)
!152 = !DILocation(line: 123, column: 53, scope: !106, inlinedAt: !146)
!153 = !DILocation(line: 21, column: 36, scope: !140)
!154 = !DILocation(line: 21, column: 42, scope: !140)
!155 = !DILocation(line: 122, column: 22, scope: !121, inlinedAt: !156)
!156 = distinct !DILocation(line: 21, column: 16, scope: !140)
!157 = !DILocation(line: 122, column: 29, scope: !121, inlinedAt: !156)
!158 = !DILocation(line: 122, column: 41, scope: !121, inlinedAt: !156)
!159 = !DILocation(line: 122, column: 45, scope: !121, inlinedAt: !156)
!160 = !DILocation(line: 122, column: 43, scope: !121, inlinedAt: !156)
!161 = !DILocation(line: 122, column: 49, scope: !121, inlinedAt: !156)
!162 = !DILocation(line: 122, column: 53, scope: !121, inlinedAt: !156)
!163 = !DILocation(line: 22, column: 22, scope: !140)
!164 = !DILocation(line: 22, column: 25, scope: !140)
!165 = !DILocation(line: 22, column: 30, scope: !140)
!166 = !DILocation(line: 22, column: 37, scope: !140)
!167 = !DILocation(line: 22, column: 40, scope: !140)
!168 = !DILocation(line: 22, column: 34, scope: !140)
!169 = !DILocation(line: 22, column: 14, scope: !140)
!170 = !DILocation(line: 22, column: 48, scope: !140)
!171 = !DILocation(line: 22, column: 51, scope: !140)
!172 = !DILocation(line: 22, column: 56, scope: !140)
!173 = !DILocation(line: 22, column: 54, scope: !140)
!174 = !DILocation(line: 22, column: 64, scope: !140)
!175 = !DILocation(line: 22, column: 62, scope: !140)
!176 = !DILocation(line: 22, column: 46, scope: !140)
!177 = !DILocation(line: 22, column: 11, scope: !140)
!178 = !DILocation(line: 23, column: 5, scope: !140)
!179 = !DILocation(line: 20, column: 34, scope: !136)
!180 = !DILocation(line: 20, column: 5, scope: !136)
!181 = distinct !{!181, !138, !182, !183, !184}
!182 = !DILocation(line: 23, column: 5, scope: !132)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !{!"llvm.loop.unroll.enable"}
!185 = !DILocation(line: 24, column: 3, scope: !100)
!186 = !DILocation(line: 17, column: 32, scope: !96)
!187 = !DILocation(line: 17, column: 3, scope: !96)
!188 = distinct !{!188, !98, !189, !183, !184}
!189 = !DILocation(line: 24, column: 3, scope: !92)
!190 = !DILocation(line: 25, column: 24, scope: !16)
!191 = !DILocation(line: 25, column: 3, scope: !16)
!192 = !DILocation(line: 25, column: 7, scope: !16)
!193 = !DILocation(line: 25, column: 11, scope: !16)
!194 = !DILocation(line: 25, column: 9, scope: !16)
!195 = !DILocation(line: 25, column: 19, scope: !16)
!196 = !DILocation(line: 25, column: 17, scope: !16)
!197 = !DILocation(line: 25, column: 22, scope: !16)
!198 = !DILocation(line: 26, column: 1, scope: !16)
