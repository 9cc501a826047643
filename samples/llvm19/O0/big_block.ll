; ModuleID = 'samples/big_block.cu'
source_filename = "samples/big_block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @big_block(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, i32 noundef %4) #0 !dbg !11 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca i32, align 4
  store ptr %0, ptr %13, align 8
    #dbg_declare(ptr %13, !25, !DIExpression(), !26)
  store ptr %1, ptr %14, align 8
    #dbg_declare(ptr %14, !27, !DIExpression(), !28)
  store ptr %2, ptr %15, align 8
    #dbg_declare(ptr %15, !29, !DIExpression(), !30)
  store ptr %3, ptr %16, align 8
    #dbg_declare(ptr %16, !31, !DIExpression(), !32)
  store i32 %4, ptr %17, align 4
    #dbg_declare(ptr %17, !33, !DIExpression(), !34)
    #dbg_declare(ptr %18, !35, !DIExpression(), !36)
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !37
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !49
  %30 = mul i32 %28, %29, !dbg !57
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %32 = add i32 %30, %31, !dbg !66
  store i32 %32, ptr %18, align 4, !dbg !36
    #dbg_declare(ptr %19, !67, !DIExpression(), !68)
  store float 0.000000e+00, ptr %19, align 4, !dbg !68
    #dbg_declare(ptr %20, !69, !DIExpression(), !70)
  store float 0.000000e+00, ptr %20, align 4, !dbg !70
    #dbg_declare(ptr %21, !71, !DIExpression(), !72)
  store float 0.000000e+00, ptr %21, align 4, !dbg !72
    #dbg_declare(ptr %22, !73, !DIExpression(), !74)
  store float 0.000000e+00, ptr %22, align 4, !dbg !74
    #dbg_declare(ptr %23, !75, !DIExpression(), !77)
  store i32 0, ptr %23, align 4, !dbg !77
  br label %33, !dbg !78

33:                                               ; preds = %84, %5
  %34 = load i32, ptr %23, align 4, !dbg !79
  %35 = icmp slt i32 %34, 24, !dbg !81
  br i1 %35, label %36, label %87, !dbg !82

36:                                               ; preds = %33
    #dbg_declare(ptr %24, !83, !DIExpression(), !85)
  %37 = load ptr, ptr %13, align 8, !dbg !86
  %38 = load i32, ptr %23, align 4, !dbg !87
  %39 = load i32, ptr %17, align 4, !dbg !88
  %40 = mul nsw i32 %38, %39, !dbg !89
  %41 = load i32, ptr %18, align 4, !dbg !90
  %42 = add nsw i32 %40, %41, !dbg !91
  %43 = sext i32 %42 to i64, !dbg !86
  %44 = getelementptr inbounds float, ptr %37, i64 %43, !dbg !86
  %45 = load float, ptr %44, align 4, !dbg !86
  store float %45, ptr %24, align 4, !dbg !85
    #dbg_declare(ptr %25, !92, !DIExpression(), !93)
  %46 = load float, ptr %24, align 4, !dbg !94
  %47 = load float, ptr %22, align 4, !dbg !95
  %48 = fsub contract float %46, %47, !dbg !96
  store float %48, ptr %25, align 4, !dbg !93
  %49 = load float, ptr %19, align 4, !dbg !97
  %50 = fmul contract float %49, 9.687500e-01, !dbg !98
  %51 = load float, ptr %24, align 4, !dbg !99
  %52 = load ptr, ptr %15, align 8, !dbg !100
  %53 = load i32, ptr %23, align 4, !dbg !101
  %54 = and i32 %53, 7, !dbg !102
  %55 = sext i32 %54 to i64, !dbg !100
  %56 = getelementptr inbounds float, ptr %52, i64 %55, !dbg !100
  %57 = load float, ptr %56, align 4, !dbg !100
  %58 = fmul contract float %51, %57, !dbg !103
  %59 = fadd contract float %50, %58, !dbg !104
  store float %59, ptr %19, align 4, !dbg !105
  %60 = load float, ptr %25, align 4, !dbg !106
  %61 = load float, ptr %25, align 4, !dbg !107
  %62 = fmul contract float %60, %61, !dbg !108
  %63 = load float, ptr %20, align 4, !dbg !109
  %64 = fadd contract float %63, %62, !dbg !109
  store float %64, ptr %20, align 4, !dbg !109
  %65 = load float, ptr %21, align 4, !dbg !110
  %66 = load float, ptr %24, align 4, !dbg !111
  store float %66, ptr %10, align 4
    #dbg_declare(ptr %10, !112, !DIExpression(), !116)
  %67 = load float, ptr %10, align 4, !dbg !118
  %68 = call contract noundef float @llvm.fabs.f32(float %67), !dbg !119
  store float %65, ptr %11, align 4
    #dbg_declare(ptr %11, !120, !DIExpression(), !124)
  store float %68, ptr %12, align 4
    #dbg_declare(ptr %12, !126, !DIExpression(), !127)
  %69 = load float, ptr %11, align 4, !dbg !128
  %70 = load float, ptr %12, align 4, !dbg !129
  %71 = call contract noundef float @llvm.maxnum.f32(float %69, float %70), !dbg !130
  store float %71, ptr %21, align 4, !dbg !131
  %72 = load i32, ptr %23, align 4, !dbg !132
  %73 = srem i32 %72, 3, !dbg !134
  %74 = icmp eq i32 %73, 2, !dbg !135
  br i1 %74, label %75, label %82, !dbg !136

75:                                               ; preds = %36
  %76 = load float, ptr %19, align 4, !dbg !137
  %77 = load float, ptr %20, align 4, !dbg !138
  store float %77, ptr %9, align 4
    #dbg_declare(ptr %9, !139, !DIExpression(), !141)
  %78 = load float, ptr %9, align 4, !dbg !143
  %79 = call contract noundef float @llvm.sqrt.f32(float %78), !dbg !144
  %80 = fadd contract float 1.000000e+00, %79, !dbg !145
  %81 = fdiv contract float %76, %80, !dbg !146
  store float %81, ptr %19, align 4, !dbg !147
  br label %82, !dbg !148

82:                                               ; preds = %75, %36
  %83 = load float, ptr %24, align 4, !dbg !149
  store float %83, ptr %22, align 4, !dbg !150
  br label %84, !dbg !151

84:                                               ; preds = %82
  %85 = load i32, ptr %23, align 4, !dbg !152
  %86 = add nsw i32 %85, 1, !dbg !152
  store i32 %86, ptr %23, align 4, !dbg !152
  br label %33, !dbg !153, !llvm.loop !154

87:                                               ; preds = %33
    #dbg_declare(ptr %26, !158, !DIExpression(), !159)
  store float 0.000000e+00, ptr %26, align 4, !dbg !159
    #dbg_declare(ptr %27, !160, !DIExpression(), !162)
  store i32 0, ptr %27, align 4, !dbg !162
  br label %88, !dbg !163

88:                                               ; preds = %105, %87
  %89 = load i32, ptr %27, align 4, !dbg !164
  %90 = icmp slt i32 %89, 8, !dbg !166
  br i1 %90, label %91, label %108, !dbg !167

91:                                               ; preds = %88
  %92 = load ptr, ptr %14, align 8, !dbg !168
  %93 = load i32, ptr %27, align 4, !dbg !169
  %94 = load i32, ptr %17, align 4, !dbg !170
  %95 = mul nsw i32 %93, %94, !dbg !171
  %96 = load i32, ptr %18, align 4, !dbg !172
  %97 = add nsw i32 %95, %96, !dbg !173
  %98 = sext i32 %97 to i64, !dbg !168
  %99 = getelementptr inbounds i16, ptr %92, i64 %98, !dbg !168
  %100 = load i16, ptr %99, align 2, !dbg !168
  %101 = sitofp i16 %100 to float, !dbg !168
  %102 = fmul contract float %101, 0x3F00000000000000, !dbg !174
  %103 = load float, ptr %26, align 4, !dbg !175
  %104 = fadd contract float %103, %102, !dbg !175
  store float %104, ptr %26, align 4, !dbg !175
  br label %105, !dbg !176

105:                                              ; preds = %91
  %106 = load i32, ptr %27, align 4, !dbg !177
  %107 = add nsw i32 %106, 1, !dbg !177
  store i32 %107, ptr %27, align 4, !dbg !177
  br label %88, !dbg !178, !llvm.loop !179

108:                                              ; preds = %88
  %109 = load float, ptr %19, align 4, !dbg !181
  %110 = load float, ptr %26, align 4, !dbg !182
  %111 = fmul contract float %109, %110, !dbg !183
  %112 = load float, ptr %20, align 4, !dbg !184
  %113 = load float, ptr %21, align 4, !dbg !185
  %114 = fadd contract float %113, 1.000000e+00, !dbg !186
  %115 = fdiv contract float %112, %114, !dbg !187
  %116 = fadd contract float %111, %115, !dbg !188
  %117 = load ptr, ptr %16, align 8, !dbg !189
  %118 = load i32, ptr %18, align 4, !dbg !190
  %119 = sext i32 %118 to i64, !dbg !189
  %120 = getelementptr inbounds float, ptr %117, i64 %119, !dbg !189
  store float %116, ptr %120, align 4, !dbg !191
  %121 = load float, ptr %26, align 4, !dbg !192
  %122 = load float, ptr %21, align 4, !dbg !193
  %123 = fmul contract float %121, %122, !dbg !194
  store float %123, ptr %8, align 4
    #dbg_declare(ptr %8, !195, !DIExpression(), !197)
  %124 = load float, ptr %8, align 4, !dbg !199
  %125 = call contract noundef float @llvm.nvvm.saturate.f(float %124), !dbg !200
  %126 = load i32, ptr %18, align 4, !dbg !201
  store i32 %126, ptr %6, align 4
    #dbg_declare(ptr %6, !202, !DIExpression(), !206)
  store i32 3, ptr %7, align 4
    #dbg_declare(ptr %7, !208, !DIExpression(), !209)
  %127 = load i32, ptr %6, align 4, !dbg !210
  %128 = load i32, ptr %7, align 4, !dbg !211
  %129 = call noundef i32 @llvm.nvvm.mul24.i(i32 %127, i32 %128), !dbg !212
  %130 = sitofp i32 %129 to float, !dbg !213
  %131 = fadd contract float %125, %130, !dbg !214
  %132 = load ptr, ptr %16, align 8, !dbg !215
  %133 = load i32, ptr %17, align 4, !dbg !216
  %134 = load i32, ptr %18, align 4, !dbg !217
  %135 = add nsw i32 %133, %134, !dbg !218
  %136 = sext i32 %135 to i64, !dbg !215
  %137 = getelementptr inbounds float, ptr %132, i64 %136, !dbg !215
  store float %131, ptr %137, align 4, !dbg !219
  ret void, !dbg !220
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/big_block.cu", directory: ".")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{ptr @big_block, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "big_block", scope: !1, file: !1, line: 7, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!12 = !DISubroutineType(types: !13)
!13 = !{null, !14, !17, !14, !21, !23}
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!17 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{}
!25 = !DILocalVariable(name: "in", arg: 1, scope: !11, file: !1, line: 7, type: !14)
!26 = !DILocation(line: 7, column: 64, scope: !11)
!27 = !DILocalVariable(name: "q", arg: 2, scope: !11, file: !1, line: 8, type: !17)
!28 = !DILocation(line: 8, column: 64, scope: !11)
!29 = !DILocalVariable(name: "coef", arg: 3, scope: !11, file: !1, line: 9, type: !14)
!30 = !DILocation(line: 9, column: 64, scope: !11)
!31 = !DILocalVariable(name: "out", arg: 4, scope: !11, file: !1, line: 10, type: !21)
!32 = !DILocation(line: 10, column: 58, scope: !11)
!33 = !DILocalVariable(name: "stride", arg: 5, scope: !11, file: !1, line: 10, type: !23)
!34 = !DILocation(line: 10, column: 67, scope: !11)
!35 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 11, type: !23)
!36 = !DILocation(line: 11, column: 7, scope: !11)
!37 = !DILocation(line: 45, column: 1, scope: !38, inlinedAt: !48)
!38 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !42)
!39 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !39, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !41, identifier: "_ZTS15vgiw_blockIdx_t")
!41 = !{!42, !46, !47}
!42 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!43 = !DISubroutineType(types: !44)
!44 = !{!45}
!45 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!46 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !40, file: !39, line: 45, type: !43, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!48 = distinct !DILocation(line: 11, column: 11, scope: !11)
!49 = !DILocation(line: 46, column: 1, scope: !50, inlinedAt: !56)
!50 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !53)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !39, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !52, identifier: "_ZTS15vgiw_blockDim_t")
!52 = !{!53, !54, !55}
!53 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!54 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!55 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !51, file: !39, line: 46, type: !43, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!56 = distinct !DILocation(line: 11, column: 24, scope: !11)
!57 = !DILocation(line: 11, column: 22, scope: !11)
!58 = !DILocation(line: 44, column: 1, scope: !59, inlinedAt: !65)
!59 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !62)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !39, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !61, identifier: "_ZTS16vgiw_threadIdx_t")
!61 = !{!62, !63, !64}
!62 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!63 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!64 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !60, file: !39, line: 44, type: !43, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!65 = distinct !DILocation(line: 11, column: 37, scope: !11)
!66 = !DILocation(line: 11, column: 35, scope: !11)
!67 = !DILocalVariable(name: "acc", scope: !11, file: !1, line: 12, type: !3)
!68 = !DILocation(line: 12, column: 9, scope: !11)
!69 = !DILocalVariable(name: "energy", scope: !11, file: !1, line: 12, type: !3)
!70 = !DILocation(line: 12, column: 21, scope: !11)
!71 = !DILocalVariable(name: "peak", scope: !11, file: !1, line: 12, type: !3)
!72 = !DILocation(line: 12, column: 36, scope: !11)
!73 = !DILocalVariable(name: "prev", scope: !11, file: !1, line: 12, type: !3)
!74 = !DILocation(line: 12, column: 49, scope: !11)
!75 = !DILocalVariable(name: "k", scope: !76, file: !1, line: 14, type: !23)
!76 = distinct !DILexicalBlock(scope: !11, file: !1, line: 14, column: 3)
!77 = !DILocation(line: 14, column: 12, scope: !76)
!78 = !DILocation(line: 14, column: 8, scope: !76)
!79 = !DILocation(line: 14, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !1, line: 14, column: 3)
!81 = !DILocation(line: 14, column: 21, scope: !80)
!82 = !DILocation(line: 14, column: 3, scope: !76)
!83 = !DILocalVariable(name: "v", scope: !84, file: !1, line: 15, type: !3)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 14, column: 34)
!85 = !DILocation(line: 15, column: 11, scope: !84)
!86 = !DILocation(line: 15, column: 15, scope: !84)
!87 = !DILocation(line: 15, column: 18, scope: !84)
!88 = !DILocation(line: 15, column: 22, scope: !84)
!89 = !DILocation(line: 15, column: 20, scope: !84)
!90 = !DILocation(line: 15, column: 31, scope: !84)
!91 = !DILocation(line: 15, column: 29, scope: !84)
!92 = !DILocalVariable(name: "d", scope: !84, file: !1, line: 16, type: !3)
!93 = !DILocation(line: 16, column: 11, scope: !84)
!94 = !DILocation(line: 16, column: 15, scope: !84)
!95 = !DILocation(line: 16, column: 19, scope: !84)
!96 = !DILocation(line: 16, column: 17, scope: !84)
!97 = !DILocation(line: 17, column: 11, scope: !84)
!98 = !DILocation(line: 17, column: 15, scope: !84)
!99 = !DILocation(line: 17, column: 28, scope: !84)
!100 = !DILocation(line: 17, column: 32, scope: !84)
!101 = !DILocation(line: 17, column: 37, scope: !84)
!102 = !DILocation(line: 17, column: 39, scope: !84)
!103 = !DILocation(line: 17, column: 30, scope: !84)
!104 = !DILocation(line: 17, column: 26, scope: !84)
!105 = !DILocation(line: 17, column: 9, scope: !84)
!106 = !DILocation(line: 18, column: 15, scope: !84)
!107 = !DILocation(line: 18, column: 19, scope: !84)
!108 = !DILocation(line: 18, column: 17, scope: !84)
!109 = !DILocation(line: 18, column: 12, scope: !84)
!110 = !DILocation(line: 19, column: 18, scope: !84)
!111 = !DILocation(line: 19, column: 30, scope: !84)
!112 = !DILocalVariable(name: "x", arg: 1, scope: !113, file: !39, line: 165, type: !3)
!113 = distinct !DISubprogram(name: "fabsf", linkageName: "_ZL5fabsff", scope: !39, file: !39, line: 165, type: !114, scopeLine: 165, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!114 = !DISubroutineType(types: !115)
!115 = !{!3, !3}
!116 = !DILocation(line: 165, column: 28, scope: !113, inlinedAt: !117)
!117 = distinct !DILocation(line: 19, column: 24, scope: !84)
!118 = !DILocation(line: 165, column: 56, scope: !113, inlinedAt: !117)
!119 = !DILocation(line: 165, column: 40, scope: !113, inlinedAt: !117)
!120 = !DILocalVariable(name: "a", arg: 1, scope: !121, file: !39, line: 172, type: !3)
!121 = distinct !DISubprogram(name: "fmaxf", linkageName: "_ZL5fmaxfff", scope: !39, file: !39, line: 172, type: !122, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!122 = !DISubroutineType(types: !123)
!123 = !{!3, !3, !3}
!124 = !DILocation(line: 172, column: 28, scope: !121, inlinedAt: !125)
!125 = distinct !DILocation(line: 19, column: 12, scope: !84)
!126 = !DILocalVariable(name: "b", arg: 2, scope: !121, file: !39, line: 172, type: !3)
!127 = !DILocation(line: 172, column: 37, scope: !121, inlinedAt: !125)
!128 = !DILocation(line: 172, column: 65, scope: !121, inlinedAt: !125)
!129 = !DILocation(line: 172, column: 68, scope: !121, inlinedAt: !125)
!130 = !DILocation(line: 172, column: 49, scope: !121, inlinedAt: !125)
!131 = !DILocation(line: 19, column: 10, scope: !84)
!132 = !DILocation(line: 20, column: 9, scope: !133)
!133 = distinct !DILexicalBlock(scope: !84, file: !1, line: 20, column: 9)
!134 = !DILocation(line: 20, column: 11, scope: !133)
!135 = !DILocation(line: 20, column: 15, scope: !133)
!136 = !DILocation(line: 20, column: 9, scope: !84)
!137 = !DILocation(line: 21, column: 13, scope: !133)
!138 = !DILocation(line: 21, column: 33, scope: !133)
!139 = !DILocalVariable(name: "x", arg: 1, scope: !140, file: !39, line: 164, type: !3)
!140 = distinct !DISubprogram(name: "sqrtf", linkageName: "_ZL5sqrtff", scope: !39, file: !39, line: 164, type: !114, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!141 = !DILocation(line: 164, column: 28, scope: !140, inlinedAt: !142)
!142 = distinct !DILocation(line: 21, column: 27, scope: !133)
!143 = !DILocation(line: 164, column: 56, scope: !140, inlinedAt: !142)
!144 = !DILocation(line: 164, column: 40, scope: !140, inlinedAt: !142)
!145 = !DILocation(line: 21, column: 25, scope: !133)
!146 = !DILocation(line: 21, column: 17, scope: !133)
!147 = !DILocation(line: 21, column: 11, scope: !133)
!148 = !DILocation(line: 21, column: 7, scope: !133)
!149 = !DILocation(line: 22, column: 12, scope: !84)
!150 = !DILocation(line: 22, column: 10, scope: !84)
!151 = !DILocation(line: 23, column: 3, scope: !84)
!152 = !DILocation(line: 14, column: 30, scope: !80)
!153 = !DILocation(line: 14, column: 3, scope: !80)
!154 = distinct !{!154, !82, !155, !156, !157}
!155 = !DILocation(line: 23, column: 3, scope: !76)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !{!"llvm.loop.unroll.enable"}
!158 = !DILocalVariable(name: "g", scope: !11, file: !1, line: 24, type: !3)
!159 = !DILocation(line: 24, column: 9, scope: !11)
!160 = !DILocalVariable(name: "k", scope: !161, file: !1, line: 26, type: !23)
!161 = distinct !DILexicalBlock(scope: !11, file: !1, line: 26, column: 3)
!162 = !DILocation(line: 26, column: 12, scope: !161)
!163 = !DILocation(line: 26, column: 8, scope: !161)
!164 = !DILocation(line: 26, column: 19, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !1, line: 26, column: 3)
!166 = !DILocation(line: 26, column: 21, scope: !165)
!167 = !DILocation(line: 26, column: 3, scope: !161)
!168 = !DILocation(line: 27, column: 17, scope: !165)
!169 = !DILocation(line: 27, column: 19, scope: !165)
!170 = !DILocation(line: 27, column: 23, scope: !165)
!171 = !DILocation(line: 27, column: 21, scope: !165)
!172 = !DILocation(line: 27, column: 32, scope: !165)
!173 = !DILocation(line: 27, column: 30, scope: !165)
!174 = !DILocation(line: 27, column: 35, scope: !165)
!175 = !DILocation(line: 27, column: 7, scope: !165)
!176 = !DILocation(line: 27, column: 5, scope: !165)
!177 = !DILocation(line: 26, column: 27, scope: !165)
!178 = !DILocation(line: 26, column: 3, scope: !165)
!179 = distinct !{!179, !167, !180, !156, !157}
!180 = !DILocation(line: 27, column: 53, scope: !161)
!181 = !DILocation(line: 28, column: 12, scope: !11)
!182 = !DILocation(line: 28, column: 18, scope: !11)
!183 = !DILocation(line: 28, column: 16, scope: !11)
!184 = !DILocation(line: 28, column: 22, scope: !11)
!185 = !DILocation(line: 28, column: 32, scope: !11)
!186 = !DILocation(line: 28, column: 37, scope: !11)
!187 = !DILocation(line: 28, column: 29, scope: !11)
!188 = !DILocation(line: 28, column: 20, scope: !11)
!189 = !DILocation(line: 28, column: 3, scope: !11)
!190 = !DILocation(line: 28, column: 7, scope: !11)
!191 = !DILocation(line: 28, column: 10, scope: !11)
!192 = !DILocation(line: 29, column: 33, scope: !11)
!193 = !DILocation(line: 29, column: 37, scope: !11)
!194 = !DILocation(line: 29, column: 35, scope: !11)
!195 = !DILocalVariable(name: "x", arg: 1, scope: !196, file: !39, line: 118, type: !3)
!196 = distinct !DISubprogram(name: "__saturatef", linkageName: "_ZL11__saturateff", scope: !39, file: !39, line: 118, type: !114, scopeLine: 118, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!197 = !DILocation(line: 118, column: 34, scope: !196, inlinedAt: !198)
!198 = distinct !DILocation(line: 29, column: 21, scope: !11)
!199 = !DILocation(line: 118, column: 64, scope: !196, inlinedAt: !198)
!200 = !DILocation(line: 118, column: 46, scope: !196, inlinedAt: !198)
!201 = !DILocation(line: 29, column: 60, scope: !11)
!202 = !DILocalVariable(name: "a", arg: 1, scope: !203, file: !39, line: 114, type: !23)
!203 = distinct !DISubprogram(name: "__mul24", linkageName: "_ZL7__mul24ii", scope: !39, file: !39, line: 114, type: !204, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !24)
!204 = !DISubroutineType(types: !205)
!205 = !{!23, !23, !23}
!206 = !DILocation(line: 114, column: 26, scope: !203, inlinedAt: !207)
!207 = distinct !DILocation(line: 29, column: 52, scope: !11)
!208 = !DILocalVariable(name: "b", arg: 2, scope: !203, file: !39, line: 114, type: !23)
!209 = !DILocation(line: 114, column: 33, scope: !203, inlinedAt: !207)
!210 = !DILocation(line: 114, column: 60, scope: !203, inlinedAt: !207)
!211 = !DILocation(line: 114, column: 63, scope: !203, inlinedAt: !207)
!212 = !DILocation(line: 114, column: 45, scope: !203, inlinedAt: !207)
!213 = !DILocation(line: 29, column: 52, scope: !11)
!214 = !DILocation(line: 29, column: 43, scope: !11)
!215 = !DILocation(line: 29, column: 3, scope: !11)
!216 = !DILocation(line: 29, column: 7, scope: !11)
!217 = !DILocation(line: 29, column: 16, scope: !11)
!218 = !DILocation(line: 29, column: 14, scope: !11)
!219 = !DILocation(line: 29, column: 19, scope: !11)
!220 = !DILocation(line: 30, column: 1, scope: !11)
