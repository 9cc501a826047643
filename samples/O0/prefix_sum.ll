; ModuleID = 'samples/prefix_sum.cu'
source_filename = "samples/prefix_sum.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_threadIdx_t = type { i8 }
%struct.vgiw_blockIdx_t = type { i8 }

@_ZZ10prefix_sumE4temp = internal addrspace(3) global [528 x i32] undef, align 4, !dbg !0
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @prefix_sum(i32* noundef %0, i32* noundef %1, i32* noundef %2) #0 !dbg !2 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !25, metadata !DIExpression()), !dbg !26
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !29, metadata !DIExpression()), !dbg !31
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !32
  store i32 %17, i32* %7, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !43, metadata !DIExpression()), !dbg !44
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !45
  %19 = mul i32 %18, 512, !dbg !53
  store i32 %19, i32* %8, align 4, !dbg !44
  %20 = load i32*, i32** %4, align 8, !dbg !54
  %21 = load i32, i32* %8, align 4, !dbg !55
  %22 = load i32, i32* %7, align 4, !dbg !56
  %23 = add nsw i32 %21, %22, !dbg !57
  %24 = sext i32 %23 to i64, !dbg !54
  %25 = getelementptr inbounds i32, i32* %20, i64 %24, !dbg !54
  %26 = load i32, i32* %25, align 4, !dbg !54
  %27 = load i32, i32* %7, align 4, !dbg !58
  %28 = load i32, i32* %7, align 4, !dbg !58
  %29 = ashr i32 %28, 5, !dbg !58
  %30 = add nsw i32 %27, %29, !dbg !58
  %31 = sext i32 %30 to i64, !dbg !59
  %32 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %31, !dbg !59
  store i32 %26, i32* %32, align 4, !dbg !60
  %33 = load i32*, i32** %4, align 8, !dbg !61
  %34 = load i32, i32* %8, align 4, !dbg !62
  %35 = load i32, i32* %7, align 4, !dbg !63
  %36 = add nsw i32 %34, %35, !dbg !64
  %37 = add nsw i32 %36, 256, !dbg !65
  %38 = sext i32 %37 to i64, !dbg !61
  %39 = getelementptr inbounds i32, i32* %33, i64 %38, !dbg !61
  %40 = load i32, i32* %39, align 4, !dbg !61
  %41 = load i32, i32* %7, align 4, !dbg !66
  %42 = add nsw i32 %41, 256, !dbg !66
  %43 = load i32, i32* %7, align 4, !dbg !66
  %44 = add nsw i32 %43, 256, !dbg !66
  %45 = ashr i32 %44, 5, !dbg !66
  %46 = add nsw i32 %42, %45, !dbg !66
  %47 = sext i32 %46 to i64, !dbg !67
  %48 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %47, !dbg !67
  store i32 %40, i32* %48, align 4, !dbg !68
  call void @llvm.dbg.declare(metadata i32* %9, metadata !69, metadata !DIExpression()), !dbg !70
  store i32 1, i32* %9, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %10, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 256, i32* %10, align 4, !dbg !73
  br label %49, !dbg !74

49:                                               ; preds = %87, %3
  %50 = load i32, i32* %10, align 4, !dbg !75
  %51 = icmp sgt i32 %50, 0, !dbg !77
  br i1 %51, label %52, label %90, !dbg !78

52:                                               ; preds = %49
  call void @llvm.nvvm.barrier0(), !dbg !79
  %53 = load i32, i32* %7, align 4, !dbg !81
  %54 = load i32, i32* %10, align 4, !dbg !83
  %55 = icmp slt i32 %53, %54, !dbg !84
  br i1 %55, label %56, label %84, !dbg !85

56:                                               ; preds = %52
  call void @llvm.dbg.declare(metadata i32* %11, metadata !86, metadata !DIExpression()), !dbg !88
  %57 = load i32, i32* %9, align 4, !dbg !89
  %58 = load i32, i32* %7, align 4, !dbg !90
  %59 = mul nsw i32 2, %58, !dbg !91
  %60 = add nsw i32 %59, 1, !dbg !92
  %61 = mul nsw i32 %57, %60, !dbg !93
  %62 = sub nsw i32 %61, 1, !dbg !94
  store i32 %62, i32* %11, align 4, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %12, metadata !95, metadata !DIExpression()), !dbg !96
  %63 = load i32, i32* %9, align 4, !dbg !97
  %64 = load i32, i32* %7, align 4, !dbg !98
  %65 = mul nsw i32 2, %64, !dbg !99
  %66 = add nsw i32 %65, 2, !dbg !100
  %67 = mul nsw i32 %63, %66, !dbg !101
  %68 = sub nsw i32 %67, 1, !dbg !102
  store i32 %68, i32* %12, align 4, !dbg !96
  %69 = load i32, i32* %11, align 4, !dbg !103
  %70 = load i32, i32* %11, align 4, !dbg !103
  %71 = ashr i32 %70, 5, !dbg !103
  %72 = add nsw i32 %69, %71, !dbg !103
  %73 = sext i32 %72 to i64, !dbg !104
  %74 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %73, !dbg !104
  %75 = load i32, i32* %74, align 4, !dbg !104
  %76 = load i32, i32* %12, align 4, !dbg !105
  %77 = load i32, i32* %12, align 4, !dbg !105
  %78 = ashr i32 %77, 5, !dbg !105
  %79 = add nsw i32 %76, %78, !dbg !105
  %80 = sext i32 %79 to i64, !dbg !106
  %81 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %80, !dbg !106
  %82 = load i32, i32* %81, align 4, !dbg !107
  %83 = add i32 %82, %75, !dbg !107
  store i32 %83, i32* %81, align 4, !dbg !107
  br label %84, !dbg !108

84:                                               ; preds = %56, %52
  %85 = load i32, i32* %9, align 4, !dbg !109
  %86 = shl i32 %85, 1, !dbg !109
  store i32 %86, i32* %9, align 4, !dbg !109
  br label %87, !dbg !110

87:                                               ; preds = %84
  %88 = load i32, i32* %10, align 4, !dbg !111
  %89 = ashr i32 %88, 1, !dbg !111
  store i32 %89, i32* %10, align 4, !dbg !111
  br label %49, !dbg !112, !llvm.loop !113

90:                                               ; preds = %49
  %91 = load i32, i32* %7, align 4, !dbg !116
  %92 = icmp eq i32 %91, 0, !dbg !118
  br i1 %92, label %93, label %99, !dbg !119

93:                                               ; preds = %90
  %94 = load i32, i32* getelementptr inbounds ([528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 526), align 4, !dbg !120
  %95 = load i32*, i32** %6, align 8, !dbg !122
  %96 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !123
  %97 = zext i32 %96 to i64, !dbg !122
  %98 = getelementptr inbounds i32, i32* %95, i64 %97, !dbg !122
  store i32 %94, i32* %98, align 4, !dbg !125
  store i32 0, i32* getelementptr inbounds ([528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 526), align 4, !dbg !126
  br label %99, !dbg !127

99:                                               ; preds = %93, %90
  call void @llvm.dbg.declare(metadata i32* %13, metadata !128, metadata !DIExpression()), !dbg !130
  store i32 1, i32* %13, align 4, !dbg !130
  br label %100, !dbg !131

100:                                              ; preds = %152, %99
  %101 = load i32, i32* %13, align 4, !dbg !132
  %102 = icmp slt i32 %101, 512, !dbg !134
  br i1 %102, label %103, label %155, !dbg !135

103:                                              ; preds = %100
  %104 = load i32, i32* %9, align 4, !dbg !136
  %105 = ashr i32 %104, 1, !dbg !136
  store i32 %105, i32* %9, align 4, !dbg !136
  call void @llvm.nvvm.barrier0(), !dbg !138
  %106 = load i32, i32* %7, align 4, !dbg !139
  %107 = load i32, i32* %13, align 4, !dbg !141
  %108 = icmp slt i32 %106, %107, !dbg !142
  br i1 %108, label %109, label %151, !dbg !143

109:                                              ; preds = %103
  call void @llvm.dbg.declare(metadata i32* %14, metadata !144, metadata !DIExpression()), !dbg !146
  %110 = load i32, i32* %9, align 4, !dbg !147
  %111 = load i32, i32* %7, align 4, !dbg !148
  %112 = mul nsw i32 2, %111, !dbg !149
  %113 = add nsw i32 %112, 1, !dbg !150
  %114 = mul nsw i32 %110, %113, !dbg !151
  %115 = sub nsw i32 %114, 1, !dbg !152
  store i32 %115, i32* %14, align 4, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %15, metadata !153, metadata !DIExpression()), !dbg !154
  %116 = load i32, i32* %9, align 4, !dbg !155
  %117 = load i32, i32* %7, align 4, !dbg !156
  %118 = mul nsw i32 2, %117, !dbg !157
  %119 = add nsw i32 %118, 2, !dbg !158
  %120 = mul nsw i32 %116, %119, !dbg !159
  %121 = sub nsw i32 %120, 1, !dbg !160
  store i32 %121, i32* %15, align 4, !dbg !154
  call void @llvm.dbg.declare(metadata i32* %16, metadata !161, metadata !DIExpression()), !dbg !162
  %122 = load i32, i32* %14, align 4, !dbg !163
  %123 = load i32, i32* %14, align 4, !dbg !163
  %124 = ashr i32 %123, 5, !dbg !163
  %125 = add nsw i32 %122, %124, !dbg !163
  %126 = sext i32 %125 to i64, !dbg !164
  %127 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %126, !dbg !164
  %128 = load i32, i32* %127, align 4, !dbg !164
  store i32 %128, i32* %16, align 4, !dbg !162
  %129 = load i32, i32* %15, align 4, !dbg !165
  %130 = load i32, i32* %15, align 4, !dbg !165
  %131 = ashr i32 %130, 5, !dbg !165
  %132 = add nsw i32 %129, %131, !dbg !165
  %133 = sext i32 %132 to i64, !dbg !166
  %134 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %133, !dbg !166
  %135 = load i32, i32* %134, align 4, !dbg !166
  %136 = load i32, i32* %14, align 4, !dbg !167
  %137 = load i32, i32* %14, align 4, !dbg !167
  %138 = ashr i32 %137, 5, !dbg !167
  %139 = add nsw i32 %136, %138, !dbg !167
  %140 = sext i32 %139 to i64, !dbg !168
  %141 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %140, !dbg !168
  store i32 %135, i32* %141, align 4, !dbg !169
  %142 = load i32, i32* %16, align 4, !dbg !170
  %143 = load i32, i32* %15, align 4, !dbg !171
  %144 = load i32, i32* %15, align 4, !dbg !171
  %145 = ashr i32 %144, 5, !dbg !171
  %146 = add nsw i32 %143, %145, !dbg !171
  %147 = sext i32 %146 to i64, !dbg !172
  %148 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %147, !dbg !172
  %149 = load i32, i32* %148, align 4, !dbg !173
  %150 = add i32 %149, %142, !dbg !173
  store i32 %150, i32* %148, align 4, !dbg !173
  br label %151, !dbg !174

151:                                              ; preds = %109, %103
  br label %152, !dbg !175

152:                                              ; preds = %151
  %153 = load i32, i32* %13, align 4, !dbg !176
  %154 = shl i32 %153, 1, !dbg !176
  store i32 %154, i32* %13, align 4, !dbg !176
  br label %100, !dbg !177, !llvm.loop !178

155:                                              ; preds = %100
  call void @llvm.nvvm.barrier0(), !dbg !180
  %156 = load i32, i32* %7, align 4, !dbg !181
  %157 = load i32, i32* %7, align 4, !dbg !181
  %158 = ashr i32 %157, 5, !dbg !181
  %159 = add nsw i32 %156, %158, !dbg !181
  %160 = sext i32 %159 to i64, !dbg !182
  %161 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %160, !dbg !182
  %162 = load i32, i32* %161, align 4, !dbg !182
  %163 = load i32*, i32** %5, align 8, !dbg !183
  %164 = load i32, i32* %8, align 4, !dbg !184
  %165 = load i32, i32* %7, align 4, !dbg !185
  %166 = add nsw i32 %164, %165, !dbg !186
  %167 = sext i32 %166 to i64, !dbg !183
  %168 = getelementptr inbounds i32, i32* %163, i64 %167, !dbg !183
  store i32 %162, i32* %168, align 4, !dbg !187
  %169 = load i32, i32* %7, align 4, !dbg !188
  %170 = add nsw i32 %169, 256, !dbg !188
  %171 = load i32, i32* %7, align 4, !dbg !188
  %172 = add nsw i32 %171, 256, !dbg !188
  %173 = ashr i32 %172, 5, !dbg !188
  %174 = add nsw i32 %170, %173, !dbg !188
  %175 = sext i32 %174 to i64, !dbg !189
  %176 = getelementptr inbounds [528 x i32], [528 x i32]* addrspacecast ([528 x i32] addrspace(3)* @_ZZ10prefix_sumE4temp to [528 x i32]*), i64 0, i64 %175, !dbg !189
  %177 = load i32, i32* %176, align 4, !dbg !189
  %178 = load i32*, i32** %5, align 8, !dbg !190
  %179 = load i32, i32* %8, align 4, !dbg !191
  %180 = load i32, i32* %7, align 4, !dbg !192
  %181 = add nsw i32 %179, %180, !dbg !193
  %182 = add nsw i32 %181, 256, !dbg !194
  %183 = sext i32 %182 to i64, !dbg !190
  %184 = getelementptr inbounds i32, i32* %178, i64 %183, !dbg !190
  store i32 %177, i32* %184, align 4, !dbg !195
  ret void, !dbg !196
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!10}
!nvvm.annotations = !{!16}
!llvm.module.flags = !{!17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "temp", scope: !2, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "prefix_sum", scope: !3, file: !3, line: 9, type: !4, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "samples/prefix_sum.cu", directory: ".")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !9}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16896, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 528)
!16 = !{void (i32*, i32*, i32*)* @prefix_sum, !"kernel", i32 1}
!17 = !{i32 7, !"Dwarf Version", i32 2}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 9, type: !6)
!24 = !DILocation(line: 9, column: 55, scope: !2)
!25 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 9, type: !9)
!26 = !DILocation(line: 9, column: 69, scope: !2)
!27 = !DILocalVariable(name: "block_sums", arg: 3, scope: !2, file: !3, line: 10, type: !9)
!28 = !DILocation(line: 10, column: 49, scope: !2)
!29 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 12, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocation(line: 12, column: 7, scope: !2)
!32 = !DILocation(line: 44, column: 1, scope: !33, inlinedAt: !42)
!33 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !35, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !37, retainedNodes: !12)
!34 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !34, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !36, identifier: "_ZTS16vgiw_threadIdx_t")
!36 = !{!37, !40, !41}
!37 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !35, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!38 = !DISubroutineType(types: !39)
!39 = !{!8}
!40 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !35, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!41 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !35, file: !34, line: 44, type: !38, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!42 = distinct !DILocation(line: 12, column: 11, scope: !2)
!43 = !DILocalVariable(name: "base", scope: !2, file: !3, line: 13, type: !30)
!44 = !DILocation(line: 13, column: 7, scope: !2)
!45 = !DILocation(line: 45, column: 1, scope: !46, inlinedAt: !52)
!46 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !47, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, declaration: !49, retainedNodes: !12)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !34, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !48, identifier: "_ZTS15vgiw_blockIdx_t")
!48 = !{!49, !50, !51}
!49 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !47, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!50 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !47, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!51 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !47, file: !34, line: 45, type: !38, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!52 = distinct !DILocation(line: 13, column: 14, scope: !2)
!53 = !DILocation(line: 13, column: 25, scope: !2)
!54 = !DILocation(line: 14, column: 18, scope: !2)
!55 = !DILocation(line: 14, column: 21, scope: !2)
!56 = !DILocation(line: 14, column: 28, scope: !2)
!57 = !DILocation(line: 14, column: 26, scope: !2)
!58 = !DILocation(line: 14, column: 8, scope: !2)
!59 = !DILocation(line: 14, column: 3, scope: !2)
!60 = !DILocation(line: 14, column: 16, scope: !2)
!61 = !DILocation(line: 15, column: 28, scope: !2)
!62 = !DILocation(line: 15, column: 31, scope: !2)
!63 = !DILocation(line: 15, column: 38, scope: !2)
!64 = !DILocation(line: 15, column: 36, scope: !2)
!65 = !DILocation(line: 15, column: 40, scope: !2)
!66 = !DILocation(line: 15, column: 8, scope: !2)
!67 = !DILocation(line: 15, column: 3, scope: !2)
!68 = !DILocation(line: 15, column: 26, scope: !2)
!69 = !DILocalVariable(name: "offset", scope: !2, file: !3, line: 17, type: !30)
!70 = !DILocation(line: 17, column: 7, scope: !2)
!71 = !DILocalVariable(name: "d", scope: !72, file: !3, line: 18, type: !30)
!72 = distinct !DILexicalBlock(scope: !2, file: !3, line: 18, column: 3)
!73 = !DILocation(line: 18, column: 12, scope: !72)
!74 = !DILocation(line: 18, column: 8, scope: !72)
!75 = !DILocation(line: 18, column: 28, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 18, column: 3)
!77 = !DILocation(line: 18, column: 30, scope: !76)
!78 = !DILocation(line: 18, column: 3, scope: !72)
!79 = !DILocation(line: 19, column: 5, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 18, column: 44)
!81 = !DILocation(line: 20, column: 9, scope: !82)
!82 = distinct !DILexicalBlock(scope: !80, file: !3, line: 20, column: 9)
!83 = !DILocation(line: 20, column: 13, scope: !82)
!84 = !DILocation(line: 20, column: 11, scope: !82)
!85 = !DILocation(line: 20, column: 9, scope: !80)
!86 = !DILocalVariable(name: "ai", scope: !87, file: !3, line: 21, type: !30)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 20, column: 16)
!88 = !DILocation(line: 21, column: 11, scope: !87)
!89 = !DILocation(line: 21, column: 16, scope: !87)
!90 = !DILocation(line: 21, column: 30, scope: !87)
!91 = !DILocation(line: 21, column: 28, scope: !87)
!92 = !DILocation(line: 21, column: 32, scope: !87)
!93 = !DILocation(line: 21, column: 23, scope: !87)
!94 = !DILocation(line: 21, column: 37, scope: !87)
!95 = !DILocalVariable(name: "bi", scope: !87, file: !3, line: 22, type: !30)
!96 = !DILocation(line: 22, column: 11, scope: !87)
!97 = !DILocation(line: 22, column: 16, scope: !87)
!98 = !DILocation(line: 22, column: 30, scope: !87)
!99 = !DILocation(line: 22, column: 28, scope: !87)
!100 = !DILocation(line: 22, column: 32, scope: !87)
!101 = !DILocation(line: 22, column: 23, scope: !87)
!102 = !DILocation(line: 22, column: 37, scope: !87)
!103 = !DILocation(line: 23, column: 29, scope: !87)
!104 = !DILocation(line: 23, column: 24, scope: !87)
!105 = !DILocation(line: 23, column: 12, scope: !87)
!106 = !DILocation(line: 23, column: 7, scope: !87)
!107 = !DILocation(line: 23, column: 21, scope: !87)
!108 = !DILocation(line: 24, column: 5, scope: !87)
!109 = !DILocation(line: 25, column: 12, scope: !80)
!110 = !DILocation(line: 26, column: 3, scope: !80)
!111 = !DILocation(line: 18, column: 37, scope: !76)
!112 = !DILocation(line: 18, column: 3, scope: !76)
!113 = distinct !{!113, !78, !114, !115}
!114 = !DILocation(line: 26, column: 3, scope: !72)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 27, column: 7, scope: !117)
!117 = distinct !DILexicalBlock(scope: !2, file: !3, line: 27, column: 7)
!118 = !DILocation(line: 27, column: 9, scope: !117)
!119 = !DILocation(line: 27, column: 7, scope: !2)
!120 = !DILocation(line: 28, column: 30, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 27, column: 15)
!122 = !DILocation(line: 28, column: 5, scope: !121)
!123 = !DILocation(line: 45, column: 1, scope: !46, inlinedAt: !124)
!124 = distinct !DILocation(line: 28, column: 16, scope: !121)
!125 = !DILocation(line: 28, column: 28, scope: !121)
!126 = !DILocation(line: 29, column: 26, scope: !121)
!127 = !DILocation(line: 30, column: 3, scope: !121)
!128 = !DILocalVariable(name: "d", scope: !129, file: !3, line: 31, type: !30)
!129 = distinct !DILexicalBlock(scope: !2, file: !3, line: 31, column: 3)
!130 = !DILocation(line: 31, column: 12, scope: !129)
!131 = !DILocation(line: 31, column: 8, scope: !129)
!132 = !DILocation(line: 31, column: 19, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 31, column: 3)
!134 = !DILocation(line: 31, column: 21, scope: !133)
!135 = !DILocation(line: 31, column: 3, scope: !129)
!136 = !DILocation(line: 32, column: 12, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 31, column: 39)
!138 = !DILocation(line: 33, column: 5, scope: !137)
!139 = !DILocation(line: 34, column: 9, scope: !140)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 34, column: 9)
!141 = !DILocation(line: 34, column: 13, scope: !140)
!142 = !DILocation(line: 34, column: 11, scope: !140)
!143 = !DILocation(line: 34, column: 9, scope: !137)
!144 = !DILocalVariable(name: "ai", scope: !145, file: !3, line: 35, type: !30)
!145 = distinct !DILexicalBlock(scope: !140, file: !3, line: 34, column: 16)
!146 = !DILocation(line: 35, column: 11, scope: !145)
!147 = !DILocation(line: 35, column: 16, scope: !145)
!148 = !DILocation(line: 35, column: 30, scope: !145)
!149 = !DILocation(line: 35, column: 28, scope: !145)
!150 = !DILocation(line: 35, column: 32, scope: !145)
!151 = !DILocation(line: 35, column: 23, scope: !145)
!152 = !DILocation(line: 35, column: 37, scope: !145)
!153 = !DILocalVariable(name: "bi", scope: !145, file: !3, line: 36, type: !30)
!154 = !DILocation(line: 36, column: 11, scope: !145)
!155 = !DILocation(line: 36, column: 16, scope: !145)
!156 = !DILocation(line: 36, column: 30, scope: !145)
!157 = !DILocation(line: 36, column: 28, scope: !145)
!158 = !DILocation(line: 36, column: 32, scope: !145)
!159 = !DILocation(line: 36, column: 23, scope: !145)
!160 = !DILocation(line: 36, column: 37, scope: !145)
!161 = !DILocalVariable(name: "x", scope: !145, file: !3, line: 37, type: !8)
!162 = !DILocation(line: 37, column: 16, scope: !145)
!163 = !DILocation(line: 37, column: 25, scope: !145)
!164 = !DILocation(line: 37, column: 20, scope: !145)
!165 = !DILocation(line: 38, column: 28, scope: !145)
!166 = !DILocation(line: 38, column: 23, scope: !145)
!167 = !DILocation(line: 38, column: 12, scope: !145)
!168 = !DILocation(line: 38, column: 7, scope: !145)
!169 = !DILocation(line: 38, column: 21, scope: !145)
!170 = !DILocation(line: 39, column: 24, scope: !145)
!171 = !DILocation(line: 39, column: 12, scope: !145)
!172 = !DILocation(line: 39, column: 7, scope: !145)
!173 = !DILocation(line: 39, column: 21, scope: !145)
!174 = !DILocation(line: 40, column: 5, scope: !145)
!175 = !DILocation(line: 41, column: 3, scope: !137)
!176 = !DILocation(line: 31, column: 32, scope: !133)
!177 = !DILocation(line: 31, column: 3, scope: !133)
!178 = distinct !{!178, !135, !179, !115}
!179 = !DILocation(line: 41, column: 3, scope: !129)
!180 = !DILocation(line: 42, column: 3, scope: !2)
!181 = !DILocation(line: 43, column: 24, scope: !2)
!182 = !DILocation(line: 43, column: 19, scope: !2)
!183 = !DILocation(line: 43, column: 3, scope: !2)
!184 = !DILocation(line: 43, column: 7, scope: !2)
!185 = !DILocation(line: 43, column: 14, scope: !2)
!186 = !DILocation(line: 43, column: 12, scope: !2)
!187 = !DILocation(line: 43, column: 17, scope: !2)
!188 = !DILocation(line: 44, column: 34, scope: !2)
!189 = !DILocation(line: 44, column: 29, scope: !2)
!190 = !DILocation(line: 44, column: 3, scope: !2)
!191 = !DILocation(line: 44, column: 7, scope: !2)
!192 = !DILocation(line: 44, column: 14, scope: !2)
!193 = !DILocation(line: 44, column: 12, scope: !2)
!194 = !DILocation(line: 44, column: 16, scope: !2)
!195 = !DILocation(line: 44, column: 27, scope: !2)
!196 = !DILocation(line: 45, column: 1, scope: !2)
