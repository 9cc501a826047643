; ModuleID = 'samples/loop_datadep.cu'
source_filename = "samples/loop_datadep.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @loop_datadep(i32* noundef %0, i32* noundef %1, double* noundef %2, float* noundef %3, i32 noundef %4) #0 !dbg !15 {
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca double, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
  %14 = alloca double*, align 8
  %15 = alloca float*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  store i32* %0, i32** %12, align 8
  call void @llvm.dbg.declare(metadata i32** %12, metadata !24, metadata !DIExpression()), !dbg !25
  store i32* %1, i32** %13, align 8
  call void @llvm.dbg.declare(metadata i32** %13, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %2, double** %14, align 8
  call void @llvm.dbg.declare(metadata double** %14, metadata !28, metadata !DIExpression()), !dbg !29
  store float* %3, float** %15, align 8
  call void @llvm.dbg.declare(metadata float** %15, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 %4, i32* %16, align 4
  call void @llvm.dbg.declare(metadata i32* %16, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %17, metadata !34, metadata !DIExpression()), !dbg !35
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !36
  %23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !47
  %24 = mul i32 %22, %23, !dbg !55
  %25 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !56
  %26 = add i32 %24, %25, !dbg !64
  store i32 %26, i32* %17, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i64* %18, metadata !65, metadata !DIExpression()), !dbg !66
  %27 = load i32*, i32** %12, align 8, !dbg !67
  %28 = load i32, i32* %17, align 4, !dbg !68
  %29 = sext i32 %28 to i64, !dbg !67
  %30 = getelementptr inbounds i32, i32* %27, i64 %29, !dbg !67
  %31 = load i32, i32* %30, align 4, !dbg !67
  %32 = zext i32 %31 to i64, !dbg !67
  %33 = add i64 %32, 1, !dbg !69
  store i64 %33, i64* %18, align 8, !dbg !66
  call void @llvm.dbg.declare(metadata double* %19, metadata !70, metadata !DIExpression()), !dbg !71
  store double 0.000000e+00, double* %19, align 8, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %20, metadata !72, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %20, align 4, !dbg !73
  br label %34, !dbg !74

34:                                               ; preds = %77, %5
  %35 = load i64, i64* %18, align 8, !dbg !75
  %36 = icmp ne i64 %35, 1, !dbg !76
  br i1 %36, label %37, label %41, !dbg !77

37:                                               ; preds = %34
  %38 = load i32, i32* %20, align 4, !dbg !78
  %39 = load i32, i32* %16, align 4, !dbg !79
  %40 = icmp slt i32 %38, %39, !dbg !80
  br label %41

41:                                               ; preds = %37, %34
  %42 = phi i1 [ false, %34 ], [ %40, %37 ], !dbg !81
  br i1 %42, label %43, label %80, !dbg !74

43:                                               ; preds = %41
  %44 = load i64, i64* %18, align 8, !dbg !82
  %45 = and i64 %44, 3, !dbg !84
  %46 = trunc i64 %45 to i32, !dbg !85
  switch i32 %46, label %70 [
    i32 0, label %47
    i32 2, label %52
    i32 1, label %61
  ], !dbg !86

47:                                               ; preds = %43
  %48 = load i64, i64* %18, align 8, !dbg !87
  %49 = lshr i64 %48, 2, !dbg !87
  store i64 %49, i64* %18, align 8, !dbg !87
  %50 = load double, double* %19, align 8, !dbg !89
  %51 = fadd contract double %50, 2.500000e-01, !dbg !89
  store double %51, double* %19, align 8, !dbg !89
  br label %77, !dbg !90

52:                                               ; preds = %43
  %53 = load i64, i64* %18, align 8, !dbg !91
  %54 = lshr i64 %53, 1, !dbg !91
  store i64 %54, i64* %18, align 8, !dbg !91
  %55 = load i64, i64* %18, align 8, !dbg !92
  %56 = uitofp i64 %55 to double, !dbg !92
  store double %56, double* %11, align 8
  call void @llvm.dbg.declare(metadata double* %11, metadata !93, metadata !DIExpression()) #3, !dbg !97
  %57 = load double, double* %11, align 8, !dbg !99
  %58 = call contract double @llvm.sqrt.f64(double %57) #3, !dbg !100
  %59 = load double, double* %19, align 8, !dbg !101
  %60 = fadd contract double %59, %58, !dbg !101
  store double %60, double* %19, align 8, !dbg !101
  br label %77, !dbg !102

61:                                               ; preds = %43
  %62 = load i64, i64* %18, align 8, !dbg !103
  %63 = mul i64 3, %62, !dbg !104
  %64 = add i64 %63, 1, !dbg !105
  store i64 %64, i64* %18, align 8, !dbg !106
  %65 = load i64, i64* %18, align 8, !dbg !107
  %66 = uitofp i64 %65 to double, !dbg !107
  %67 = fdiv contract double 1.000000e+00, %66, !dbg !108
  %68 = load double, double* %19, align 8, !dbg !109
  %69 = fsub contract double %68, %67, !dbg !109
  store double %69, double* %19, align 8, !dbg !109
  br label %77, !dbg !110

70:                                               ; preds = %43
  %71 = load i64, i64* %18, align 8, !dbg !111
  %72 = mul i64 3, %71, !dbg !112
  %73 = add i64 %72, 1, !dbg !113
  %74 = lshr i64 %73, 1, !dbg !114
  store i64 %74, i64* %18, align 8, !dbg !115
  %75 = load double, double* %19, align 8, !dbg !116
  %76 = fmul contract double %75, 0x3FF0040000000000, !dbg !116
  store double %76, double* %19, align 8, !dbg !116
  br label %77, !dbg !117

77:                                               ; preds = %70, %61, %52, %47
  %78 = load i32, i32* %20, align 4, !dbg !118
  %79 = add nsw i32 %78, 1, !dbg !118
  store i32 %79, i32* %20, align 4, !dbg !118
  br label %34, !dbg !74, !llvm.loop !119

80:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata float* %21, metadata !122, metadata !DIExpression()), !dbg !123
  %81 = load double, double* %19, align 8, !dbg !124
  %82 = fptrunc double %81 to float, !dbg !124
  store float %82, float* %21, align 4, !dbg !123
  %83 = load i32, i32* %20, align 4, !dbg !125
  %84 = mul nsw i32 %83, 16, !dbg !126
  %85 = load float, float* %21, align 4, !dbg !127
  store float %85, float* %10, align 4
  call void @llvm.dbg.declare(metadata float* %10, metadata !128, metadata !DIExpression()) #3, !dbg !132
  %86 = load float, float* %10, align 4, !dbg !134
  %87 = call contract float @llvm.fabs.f32(float %86) #3, !dbg !135
  %88 = fptosi float %87 to i32, !dbg !136
  %89 = and i32 %88, 15, !dbg !137
  %90 = add nsw i32 %84, %89, !dbg !138
  %91 = load i32*, i32** %13, align 8, !dbg !139
  %92 = load i32, i32* %17, align 4, !dbg !140
  %93 = sext i32 %92 to i64, !dbg !139
  %94 = getelementptr inbounds i32, i32* %91, i64 %93, !dbg !139
  store i32 %90, i32* %94, align 4, !dbg !141
  %95 = load double, double* %19, align 8, !dbg !142
  %96 = load double*, double** %14, align 8, !dbg !143
  %97 = load i32, i32* %17, align 4, !dbg !144
  %98 = sext i32 %97 to i64, !dbg !143
  %99 = getelementptr inbounds double, double* %96, i64 %98, !dbg !143
  store double %95, double* %99, align 8, !dbg !145
  %100 = load float, float* %21, align 4, !dbg !146
  %101 = fneg contract float %100, !dbg !147
  %102 = load i32, i32* %20, align 4, !dbg !148
  store i32 %102, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !149, metadata !DIExpression()) #3, !dbg !153
  %103 = load i32, i32* %6, align 4, !dbg !155
  %104 = call i32 @llvm.ctpop.i32(i32 %103) #3, !dbg !156
  %105 = sitofp i32 %104 to float, !dbg !157
  store float %101, float* %7, align 4
  call void @llvm.dbg.declare(metadata float* %7, metadata !158, metadata !DIExpression()) #3, !dbg !162
  store float 5.000000e-01, float* %8, align 4
  call void @llvm.dbg.declare(metadata float* %8, metadata !164, metadata !DIExpression()) #3, !dbg !165
  store float %105, float* %9, align 4
  call void @llvm.dbg.declare(metadata float* %9, metadata !166, metadata !DIExpression()) #3, !dbg !167
  %106 = load float, float* %7, align 4, !dbg !168
  %107 = load float, float* %8, align 4, !dbg !169
  %108 = load float, float* %9, align 4, !dbg !170
  %109 = call contract float @llvm.fma.f32(float %106, float %107, float %108) #3, !dbg !171
  %110 = load float*, float** %15, align 8, !dbg !172
  %111 = load i32, i32* %17, align 4, !dbg !173
  %112 = sext i32 %111 to i64, !dbg !172
  %113 = getelementptr inbounds float, float* %110, i64 %112, !dbg !172
  store float %109, float* %113, align 4, !dbg !174
  ret void, !dbg !175
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!8}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/loop_datadep.cu", directory: ".")
!2 = !{!3, !4, !5, !6, !7}
!3 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{void (i32*, i32*, double*, float*, i32)* @loop_datadep, !"kernel", i32 1}
!9 = !{i32 7, !"Dwarf Version", i32 2}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "loop_datadep", scope: !1, file: !1, line: 4, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18, !20, !21, !22, !7}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "start", arg: 1, scope: !15, file: !1, line: 4, type: !18)
!25 = !DILocation(line: 4, column: 57, scope: !15)
!26 = !DILocalVariable(name: "steps", arg: 2, scope: !15, file: !1, line: 4, type: !20)
!27 = !DILocation(line: 4, column: 69, scope: !15)
!28 = !DILocalVariable(name: "energy", arg: 3, scope: !15, file: !1, line: 5, type: !21)
!29 = !DILocation(line: 5, column: 49, scope: !15)
!30 = !DILocalVariable(name: "summary", arg: 4, scope: !15, file: !1, line: 5, type: !22)
!31 = !DILocation(line: 5, column: 64, scope: !15)
!32 = !DILocalVariable(name: "limit", arg: 5, scope: !15, file: !1, line: 6, type: !7)
!33 = !DILocation(line: 6, column: 45, scope: !15)
!34 = !DILocalVariable(name: "tid", scope: !15, file: !1, line: 7, type: !7)
!35 = !DILocation(line: 7, column: 7, scope: !15)
!36 = !DILocation(line: 45, column: 1, scope: !37, inlinedAt: !46)
!37 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !41, retainedNodes: !23)
!38 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !38, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !40, identifier: "_ZTS15vgiw_blockIdx_t")
!40 = !{!41, !44, !45}
!41 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!42 = !DISubroutineType(types: !43)
!43 = !{!4}
!44 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!45 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !39, file: !38, line: 45, type: !42, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!46 = distinct !DILocation(line: 7, column: 13, scope: !15)
!47 = !DILocation(line: 46, column: 1, scope: !48, inlinedAt: !54)
!48 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !49, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !51, retainedNodes: !23)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !38, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !50, identifier: "_ZTS15vgiw_blockDim_t")
!50 = !{!51, !52, !53}
!51 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !49, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!52 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !49, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!53 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !49, file: !38, line: 46, type: !42, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!54 = distinct !DILocation(line: 7, column: 26, scope: !15)
!55 = !DILocation(line: 7, column: 24, scope: !15)
!56 = !DILocation(line: 44, column: 1, scope: !57, inlinedAt: !63)
!57 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !58, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !60, retainedNodes: !23)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !38, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !59, identifier: "_ZTS16vgiw_threadIdx_t")
!59 = !{!60, !61, !62}
!60 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !58, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!61 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !58, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!62 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !58, file: !38, line: 44, type: !42, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!63 = distinct !DILocation(line: 7, column: 39, scope: !15)
!64 = !DILocation(line: 7, column: 37, scope: !15)
!65 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 8, type: !3)
!66 = !DILocation(line: 8, column: 22, scope: !15)
!67 = !DILocation(line: 8, column: 46, scope: !15)
!68 = !DILocation(line: 8, column: 52, scope: !15)
!69 = !DILocation(line: 8, column: 57, scope: !15)
!70 = !DILocalVariable(name: "e", scope: !15, file: !1, line: 9, type: !5)
!71 = !DILocation(line: 9, column: 10, scope: !15)
!72 = !DILocalVariable(name: "k", scope: !15, file: !1, line: 10, type: !7)
!73 = !DILocation(line: 10, column: 7, scope: !15)
!74 = !DILocation(line: 11, column: 3, scope: !15)
!75 = !DILocation(line: 11, column: 10, scope: !15)
!76 = !DILocation(line: 11, column: 12, scope: !15)
!77 = !DILocation(line: 11, column: 20, scope: !15)
!78 = !DILocation(line: 11, column: 23, scope: !15)
!79 = !DILocation(line: 11, column: 27, scope: !15)
!80 = !DILocation(line: 11, column: 25, scope: !15)
!81 = !DILocation(line: 0, scope: !15)
!82 = !DILocation(line: 12, column: 24, scope: !83)
!83 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 34)
!84 = !DILocation(line: 12, column: 26, scope: !83)
!85 = !DILocation(line: 12, column: 23, scope: !83)
!86 = !DILocation(line: 12, column: 5, scope: !83)
!87 = !DILocation(line: 14, column: 9, scope: !88)
!88 = distinct !DILexicalBlock(scope: !83, file: !1, line: 12, column: 35)
!89 = !DILocation(line: 15, column: 9, scope: !88)
!90 = !DILocation(line: 16, column: 7, scope: !88)
!91 = !DILocation(line: 18, column: 9, scope: !88)
!92 = !DILocation(line: 19, column: 25, scope: !88)
!93 = !DILocalVariable(name: "x", arg: 1, scope: !94, file: !38, line: 174, type: !5)
!94 = distinct !DISubprogram(name: "sqrt", linkageName: "_ZL4sqrtd", scope: !38, file: !38, line: 174, type: !95, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!95 = !DISubroutineType(types: !96)
!96 = !{!5, !5}
!97 = !DILocation(line: 174, column: 29, scope: !94, inlinedAt: !98)
!98 = distinct !DILocation(line: 19, column: 12, scope: !88)
!99 = !DILocation(line: 174, column: 56, scope: !94, inlinedAt: !98)
!100 = !DILocation(line: 174, column: 41, scope: !94, inlinedAt: !98)
!101 = !DILocation(line: 19, column: 9, scope: !88)
!102 = !DILocation(line: 20, column: 7, scope: !88)
!103 = !DILocation(line: 22, column: 18, scope: !88)
!104 = !DILocation(line: 22, column: 16, scope: !88)
!105 = !DILocation(line: 22, column: 20, scope: !88)
!106 = !DILocation(line: 22, column: 9, scope: !88)
!107 = !DILocation(line: 23, column: 26, scope: !88)
!108 = !DILocation(line: 23, column: 16, scope: !88)
!109 = !DILocation(line: 23, column: 9, scope: !88)
!110 = !DILocation(line: 24, column: 7, scope: !88)
!111 = !DILocation(line: 26, column: 19, scope: !88)
!112 = !DILocation(line: 26, column: 17, scope: !88)
!113 = !DILocation(line: 26, column: 21, scope: !88)
!114 = !DILocation(line: 26, column: 29, scope: !88)
!115 = !DILocation(line: 26, column: 9, scope: !88)
!116 = !DILocation(line: 27, column: 9, scope: !88)
!117 = !DILocation(line: 28, column: 7, scope: !88)
!118 = !DILocation(line: 30, column: 5, scope: !83)
!119 = distinct !{!119, !74, !120, !121}
!120 = !DILocation(line: 31, column: 3, scope: !15)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocalVariable(name: "ef", scope: !15, file: !1, line: 32, type: !6)
!123 = !DILocation(line: 32, column: 9, scope: !15)
!124 = !DILocation(line: 32, column: 21, scope: !15)
!125 = !DILocation(line: 33, column: 16, scope: !15)
!126 = !DILocation(line: 33, column: 18, scope: !15)
!127 = !DILocation(line: 33, column: 37, scope: !15)
!128 = !DILocalVariable(name: "x", arg: 1, scope: !129, file: !38, line: 165, type: !6)
!129 = distinct !DISubprogram(name: "fabsf", linkageName: "_ZL5fabsff", scope: !38, file: !38, line: 165, type: !130, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!130 = !DISubroutineType(types: !131)
!131 = !{!6, !6}
!132 = !DILocation(line: 165, column: 28, scope: !129, inlinedAt: !133)
!133 = distinct !DILocation(line: 33, column: 31, scope: !15)
!134 = !DILocation(line: 165, column: 56, scope: !129, inlinedAt: !133)
!135 = !DILocation(line: 165, column: 40, scope: !129, inlinedAt: !133)
!136 = !DILocation(line: 33, column: 31, scope: !15)
!137 = !DILocation(line: 33, column: 41, scope: !15)
!138 = !DILocation(line: 33, column: 23, scope: !15)
!139 = !DILocation(line: 33, column: 3, scope: !15)
!140 = !DILocation(line: 33, column: 9, scope: !15)
!141 = !DILocation(line: 33, column: 14, scope: !15)
!142 = !DILocation(line: 34, column: 17, scope: !15)
!143 = !DILocation(line: 34, column: 3, scope: !15)
!144 = !DILocation(line: 34, column: 10, scope: !15)
!145 = !DILocation(line: 34, column: 15, scope: !15)
!146 = !DILocation(line: 35, column: 24, scope: !15)
!147 = !DILocation(line: 35, column: 23, scope: !15)
!148 = !DILocation(line: 35, column: 58, scope: !15)
!149 = !DILocalVariable(name: "x", arg: 1, scope: !150, file: !38, line: 119, type: !4)
!150 = distinct !DISubprogram(name: "__popc", linkageName: "_ZL6__popcj", scope: !38, file: !38, line: 119, type: !151, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!151 = !DISubroutineType(types: !152)
!152 = !{!7, !4}
!153 = !DILocation(line: 119, column: 30, scope: !150, inlinedAt: !154)
!154 = distinct !DILocation(line: 35, column: 41, scope: !15)
!155 = !DILocation(line: 119, column: 61, scope: !150, inlinedAt: !154)
!156 = !DILocation(line: 119, column: 42, scope: !150, inlinedAt: !154)
!157 = !DILocation(line: 35, column: 41, scope: !15)
!158 = !DILocalVariable(name: "a", arg: 1, scope: !159, file: !38, line: 173, type: !6)
!159 = distinct !DISubprogram(name: "fmaf", linkageName: "_ZL4fmaffff", scope: !38, file: !38, line: 173, type: !160, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!160 = !DISubroutineType(types: !161)
!161 = !{!6, !6, !6, !6}
!162 = !DILocation(line: 173, column: 27, scope: !159, inlinedAt: !163)
!163 = distinct !DILocation(line: 35, column: 18, scope: !15)
!164 = !DILocalVariable(name: "b", arg: 2, scope: !159, file: !38, line: 173, type: !6)
!165 = !DILocation(line: 173, column: 36, scope: !159, inlinedAt: !163)
!166 = !DILocalVariable(name: "c", arg: 3, scope: !159, file: !38, line: 173, type: !6)
!167 = !DILocation(line: 173, column: 45, scope: !159, inlinedAt: !163)
!168 = !DILocation(line: 173, column: 72, scope: !159, inlinedAt: !163)
!169 = !DILocation(line: 173, column: 75, scope: !159, inlinedAt: !163)
!170 = !DILocation(line: 173, column: 78, scope: !159, inlinedAt: !163)
!171 = !DILocation(line: 173, column: 57, scope: !159, inlinedAt: !163)
!172 = !DILocation(line: 35, column: 3, scope: !15)
!173 = !DILocation(line: 35, column: 11, scope: !15)
!174 = !DILocation(line: 35, column: 16, scope: !15)
!175 = !DILocation(line: 36, column: 1, scope: !15)
