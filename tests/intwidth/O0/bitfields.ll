; ModuleID = 'tests/intwidth/bitfields.cu'
source_filename = "tests/intwidth/bitfields.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }
%struct.P = type { [3 x i8], i8 }
%struct.Q = type { [6 x i8], i16 }
%struct.R = type { i8, [5 x i8] }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitfields(%struct.P* noundef %0, %struct.Q* noundef %1, %struct.R* noundef %2, i32* noundef %3, i32 noundef %4) #0 !dbg !12 {
  %6 = alloca %struct.P*, align 8
  %7 = alloca %struct.Q*, align 8
  %8 = alloca %struct.R*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.P, align 4
  %13 = alloca %struct.Q, align 8
  %14 = alloca %struct.R, align 1
  store %struct.P* %0, %struct.P** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.P** %6, metadata !39, metadata !DIExpression()), !dbg !40
  store %struct.Q* %1, %struct.Q** %7, align 8
  call void @llvm.dbg.declare(metadata %struct.Q** %7, metadata !41, metadata !DIExpression()), !dbg !42
  store %struct.R* %2, %struct.R** %8, align 8
  call void @llvm.dbg.declare(metadata %struct.R** %8, metadata !43, metadata !DIExpression()), !dbg !44
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !45, metadata !DIExpression()), !dbg !46
  store i32 %4, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata i32* %11, metadata !49, metadata !DIExpression()), !dbg !50
  %15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !51
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !62
  %17 = mul i32 %15, %16, !dbg !70
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !71
  %19 = add i32 %17, %18, !dbg !79
  store i32 %19, i32* %11, align 4, !dbg !50
  %20 = load i32, i32* %11, align 4, !dbg !80
  %21 = load i32, i32* %10, align 4, !dbg !82
  %22 = icmp sge i32 %20, %21, !dbg !83
  br i1 %22, label %23, label %24, !dbg !84

23:                                               ; preds = %5
  br label %154, !dbg !85

24:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata %struct.P* %12, metadata !86, metadata !DIExpression()), !dbg !87
  %25 = load %struct.P*, %struct.P** %6, align 8, !dbg !88
  %26 = load i32, i32* %11, align 4, !dbg !89
  %27 = sext i32 %26 to i64, !dbg !88
  %28 = getelementptr inbounds %struct.P, %struct.P* %25, i64 %27, !dbg !88
  %29 = bitcast %struct.P* %12 to i8*, !dbg !88
  %30 = bitcast %struct.P* %28 to i8*, !dbg !88
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %29, i8* align 4 %30, i64 4, i1 false), !dbg !88
  call void @llvm.dbg.declare(metadata %struct.Q* %13, metadata !90, metadata !DIExpression()), !dbg !91
  %31 = load %struct.Q*, %struct.Q** %7, align 8, !dbg !92
  %32 = load i32, i32* %11, align 4, !dbg !93
  %33 = sext i32 %32 to i64, !dbg !92
  %34 = getelementptr inbounds %struct.Q, %struct.Q* %31, i64 %33, !dbg !92
  %35 = bitcast %struct.Q* %13 to i8*, !dbg !92
  %36 = bitcast %struct.Q* %34 to i8*, !dbg !92
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %35, i8* align 8 %36, i64 8, i1 false), !dbg !92
  call void @llvm.dbg.declare(metadata %struct.R* %14, metadata !94, metadata !DIExpression()), !dbg !95
  %37 = load %struct.R*, %struct.R** %8, align 8, !dbg !96
  %38 = load i32, i32* %11, align 4, !dbg !97
  %39 = sext i32 %38 to i64, !dbg !96
  %40 = getelementptr inbounds %struct.R, %struct.R* %37, i64 %39, !dbg !96
  %41 = bitcast %struct.R* %14 to i8*, !dbg !96
  %42 = bitcast %struct.R* %40 to i8*, !dbg !96
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %41, i8* align 1 %42, i64 6, i1 false), !dbg !96
  %43 = bitcast %struct.P* %12 to i24*, !dbg !98
  %44 = load i24, i24* %43, align 4, !dbg !98
  %45 = and i24 %44, 4095, !dbg !98
  %46 = zext i24 %45 to i32, !dbg !98
  %47 = mul nsw i32 %46, 7, !dbg !99
  %48 = bitcast %struct.P* %12 to i24*, !dbg !100
  %49 = load i24, i24* %48, align 4, !dbg !100
  %50 = lshr i24 %49, 12, !dbg !100
  %51 = zext i24 %50 to i32, !dbg !100
  %52 = add nsw i32 %47, %51, !dbg !101
  %53 = getelementptr inbounds %struct.P, %struct.P* %12, i32 0, i32 1, !dbg !102
  %54 = load i8, i8* %53, align 1, !dbg !102
  %55 = zext i8 %54 to i32, !dbg !103
  %56 = sub nsw i32 %52, %55, !dbg !104
  %57 = bitcast %struct.Q* %13 to i48*, !dbg !105
  %58 = load i48, i48* %57, align 8, !dbg !105
  %59 = and i48 %58, 1048575, !dbg !105
  %60 = zext i48 %59 to i64, !dbg !105
  %61 = trunc i64 %60 to i32, !dbg !106
  %62 = add nsw i32 %56, %61, !dbg !107
  %63 = bitcast %struct.Q* %13 to i48*, !dbg !108
  %64 = load i48, i48* %63, align 8, !dbg !108
  %65 = lshr i48 %64, 20, !dbg !108
  %66 = zext i48 %65 to i64, !dbg !108
  %67 = trunc i64 %66 to i32, !dbg !109
  %68 = sub nsw i32 %62, %67, !dbg !110
  %69 = getelementptr inbounds %struct.Q, %struct.Q* %13, i32 0, i32 1, !dbg !111
  %70 = load i16, i16* %69, align 2, !dbg !111
  %71 = zext i16 %70 to i32, !dbg !112
  %72 = add nsw i32 %68, %71, !dbg !113
  %73 = getelementptr inbounds %struct.R, %struct.R* %14, i32 0, i32 1, !dbg !114
  %74 = bitcast [5 x i8]* %73 to i40*, !dbg !114
  %75 = load i40, i40* %74, align 1, !dbg !114
  %76 = and i40 %75, 1048575, !dbg !114
  %77 = trunc i40 %76 to i32, !dbg !114
  %78 = add nsw i32 %72, %77, !dbg !115
  %79 = getelementptr inbounds %struct.R, %struct.R* %14, i32 0, i32 1, !dbg !116
  %80 = bitcast [5 x i8]* %79 to i40*, !dbg !116
  %81 = load i40, i40* %80, align 1, !dbg !116
  %82 = lshr i40 %81, 20, !dbg !116
  %83 = trunc i40 %82 to i32, !dbg !116
  %84 = sub nsw i32 %78, %83, !dbg !117
  %85 = getelementptr inbounds %struct.R, %struct.R* %14, i32 0, i32 0, !dbg !118
  %86 = load i8, i8* %85, align 1, !dbg !118
  %87 = zext i8 %86 to i32, !dbg !119
  %88 = add nsw i32 %84, %87, !dbg !120
  %89 = load i32*, i32** %9, align 8, !dbg !121
  %90 = load i32, i32* %11, align 4, !dbg !122
  %91 = sext i32 %90 to i64, !dbg !121
  %92 = getelementptr inbounds i32, i32* %89, i64 %91, !dbg !121
  store i32 %88, i32* %92, align 4, !dbg !123
  %93 = bitcast %struct.P* %12 to i24*, !dbg !124
  %94 = load i24, i24* %93, align 4, !dbg !124
  %95 = and i24 %94, 4095, !dbg !124
  %96 = zext i24 %95 to i32, !dbg !124
  %97 = add nsw i32 %96, 1, !dbg !125
  %98 = bitcast %struct.P* %12 to i24*, !dbg !126
  %99 = trunc i32 %97 to i24, !dbg !127
  %100 = load i24, i24* %98, align 4, !dbg !127
  %101 = and i24 %99, 4095, !dbg !127
  %102 = shl i24 %101, 12, !dbg !127
  %103 = and i24 %100, 4095, !dbg !127
  %104 = or i24 %103, %102, !dbg !127
  store i24 %104, i24* %98, align 4, !dbg !127
  %105 = bitcast %struct.Q* %13 to i48*, !dbg !128
  %106 = load i48, i48* %105, align 8, !dbg !128
  %107 = and i48 %106, 1048575, !dbg !128
  %108 = zext i48 %107 to i64, !dbg !128
  %109 = trunc i64 %108 to i32, !dbg !129
  %110 = mul nsw i32 %109, 3, !dbg !130
  %111 = sext i32 %110 to i64, !dbg !129
  %112 = bitcast %struct.Q* %13 to i48*, !dbg !131
  %113 = trunc i64 %111 to i48, !dbg !132
  %114 = load i48, i48* %112, align 8, !dbg !132
  %115 = and i48 %113, 268435455, !dbg !132
  %116 = shl i48 %115, 20, !dbg !132
  %117 = and i48 %114, 1048575, !dbg !132
  %118 = or i48 %117, %116, !dbg !132
  store i48 %118, i48* %112, align 8, !dbg !132
  %119 = getelementptr inbounds %struct.R, %struct.R* %14, i32 0, i32 1, !dbg !133
  %120 = bitcast [5 x i8]* %119 to i40*, !dbg !133
  %121 = load i40, i40* %120, align 1, !dbg !133
  %122 = and i40 %121, 1048575, !dbg !133
  %123 = trunc i40 %122 to i32, !dbg !133
  %124 = getelementptr inbounds %struct.R, %struct.R* %14, i32 0, i32 0, !dbg !134
  %125 = load i8, i8* %124, align 1, !dbg !134
  %126 = zext i8 %125 to i32, !dbg !135
  %127 = add nsw i32 %123, %126, !dbg !136
  %128 = getelementptr inbounds %struct.R, %struct.R* %14, i32 0, i32 1, !dbg !137
  %129 = bitcast [5 x i8]* %128 to i40*, !dbg !137
  %130 = zext i32 %127 to i40, !dbg !138
  %131 = load i40, i40* %129, align 1, !dbg !138
  %132 = and i40 %130, 1048575, !dbg !138
  %133 = shl i40 %132, 20, !dbg !138
  %134 = and i40 %131, 1048575, !dbg !138
  %135 = or i40 %134, %133, !dbg !138
  store i40 %135, i40* %129, align 1, !dbg !138
  %136 = load %struct.P*, %struct.P** %6, align 8, !dbg !139
  %137 = load i32, i32* %11, align 4, !dbg !140
  %138 = sext i32 %137 to i64, !dbg !139
  %139 = getelementptr inbounds %struct.P, %struct.P* %136, i64 %138, !dbg !139
  %140 = bitcast %struct.P* %139 to i8*, !dbg !141
  %141 = bitcast %struct.P* %12 to i8*, !dbg !141
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %140, i8* align 4 %141, i64 4, i1 false), !dbg !141
  %142 = load %struct.Q*, %struct.Q** %7, align 8, !dbg !142
  %143 = load i32, i32* %11, align 4, !dbg !143
  %144 = sext i32 %143 to i64, !dbg !142
  %145 = getelementptr inbounds %struct.Q, %struct.Q* %142, i64 %144, !dbg !142
  %146 = bitcast %struct.Q* %145 to i8*, !dbg !144
  %147 = bitcast %struct.Q* %13 to i8*, !dbg !144
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %146, i8* align 8 %147, i64 8, i1 false), !dbg !144
  %148 = load %struct.R*, %struct.R** %8, align 8, !dbg !145
  %149 = load i32, i32* %11, align 4, !dbg !146
  %150 = sext i32 %149 to i64, !dbg !145
  %151 = getelementptr inbounds %struct.R, %struct.R* %148, i64 %150, !dbg !145
  %152 = bitcast %struct.R* %151 to i8*, !dbg !147
  %153 = bitcast %struct.R* %14 to i8*, !dbg !147
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %152, i8* align 1 %153, i64 6, i1 false), !dbg !147
  br label %154, !dbg !148

154:                                              ; preds = %24, %23
  ret void, !dbg !148
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitfield24(%struct.P* noundef %0, i32* noundef %1, i32 noundef %2) #0 !dbg !149 {
  %4 = alloca %struct.P*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.P, align 4
  store %struct.P* %0, %struct.P** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.P** %4, metadata !152, metadata !DIExpression()), !dbg !153
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !154, metadata !DIExpression()), !dbg !155
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.declare(metadata i32* %7, metadata !158, metadata !DIExpression()), !dbg !159
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !160
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !162
  %11 = mul i32 %9, %10, !dbg !164
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !165
  %13 = add i32 %11, %12, !dbg !167
  store i32 %13, i32* %7, align 4, !dbg !159
  %14 = load i32, i32* %7, align 4, !dbg !168
  %15 = load i32, i32* %6, align 4, !dbg !170
  %16 = icmp slt i32 %14, %15, !dbg !171
  br i1 %16, label %17, label %60, !dbg !172

17:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata %struct.P* %8, metadata !173, metadata !DIExpression()), !dbg !175
  %18 = load %struct.P*, %struct.P** %4, align 8, !dbg !176
  %19 = load i32, i32* %7, align 4, !dbg !177
  %20 = sext i32 %19 to i64, !dbg !176
  %21 = getelementptr inbounds %struct.P, %struct.P* %18, i64 %20, !dbg !176
  %22 = bitcast %struct.P* %8 to i8*, !dbg !176
  %23 = bitcast %struct.P* %21 to i8*, !dbg !176
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %22, i8* align 4 %23, i64 4, i1 false), !dbg !176
  %24 = bitcast %struct.P* %8 to i24*, !dbg !178
  %25 = load i24, i24* %24, align 4, !dbg !178
  %26 = and i24 %25, 4095, !dbg !178
  %27 = zext i24 %26 to i32, !dbg !178
  %28 = mul nsw i32 %27, 7, !dbg !179
  %29 = bitcast %struct.P* %8 to i24*, !dbg !180
  %30 = load i24, i24* %29, align 4, !dbg !180
  %31 = lshr i24 %30, 12, !dbg !180
  %32 = zext i24 %31 to i32, !dbg !180
  %33 = sub nsw i32 %28, %32, !dbg !181
  %34 = load i32*, i32** %5, align 8, !dbg !182
  %35 = load i32, i32* %7, align 4, !dbg !183
  %36 = sext i32 %35 to i64, !dbg !182
  %37 = getelementptr inbounds i32, i32* %34, i64 %36, !dbg !182
  store i32 %33, i32* %37, align 4, !dbg !184
  %38 = bitcast %struct.P* %8 to i24*, !dbg !185
  %39 = load i24, i24* %38, align 4, !dbg !185
  %40 = and i24 %39, 4095, !dbg !185
  %41 = zext i24 %40 to i32, !dbg !185
  %42 = bitcast %struct.P* %8 to i24*, !dbg !186
  %43 = load i24, i24* %42, align 4, !dbg !186
  %44 = lshr i24 %43, 12, !dbg !186
  %45 = zext i24 %44 to i32, !dbg !186
  %46 = add nsw i32 %41, %45, !dbg !187
  %47 = bitcast %struct.P* %8 to i24*, !dbg !188
  %48 = trunc i32 %46 to i24, !dbg !189
  %49 = load i24, i24* %47, align 4, !dbg !189
  %50 = and i24 %48, 4095, !dbg !189
  %51 = shl i24 %50, 12, !dbg !189
  %52 = and i24 %49, 4095, !dbg !189
  %53 = or i24 %52, %51, !dbg !189
  store i24 %53, i24* %47, align 4, !dbg !189
  %54 = load %struct.P*, %struct.P** %4, align 8, !dbg !190
  %55 = load i32, i32* %7, align 4, !dbg !191
  %56 = sext i32 %55 to i64, !dbg !190
  %57 = getelementptr inbounds %struct.P, %struct.P* %54, i64 %56, !dbg !190
  %58 = bitcast %struct.P* %57 to i8*, !dbg !192
  %59 = bitcast %struct.P* %8 to i8*, !dbg !192
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %58, i8* align 4 %59, i64 4, i1 false), !dbg !192
  br label %60, !dbg !193

60:                                               ; preds = %17, %3
  ret void, !dbg !194
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/intwidth/bitfields.cu", directory: ".")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{void (%struct.P*, %struct.Q*, %struct.R*, i32*, i32)* @bitfields, !"kernel", i32 1}
!5 = !{void (%struct.P*, i32*, i32)* @bitfield24, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "bitfields", scope: !1, file: !1, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !38)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !23, !31, !37, !3}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !1, line: 6, size: 32, flags: DIFlagTypePassByValue, elements: !17, identifier: "_ZTS1P")
!17 = !{!18, !20, !21}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !16, file: !1, line: 6, baseType: !19, size: 12, flags: DIFlagBitField, extraData: i64 0)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !16, file: !1, line: 6, baseType: !19, size: 12, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !16, file: !1, line: 6, baseType: !22, size: 8, offset: 24)
!22 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Q", file: !1, line: 7, size: 64, flags: DIFlagTypePassByValue, elements: !25, identifier: "_ZTS1Q")
!25 = !{!26, !28, !29}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !24, file: !1, line: 7, baseType: !27, size: 20, flags: DIFlagBitField, extraData: i64 0)
!27 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !24, file: !1, line: 7, baseType: !27, size: 28, offset: 20, flags: DIFlagBitField, extraData: i64 0)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !24, file: !1, line: 7, baseType: !30, size: 16, offset: 48)
!30 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "R", file: !1, line: 8, size: 48, flags: DIFlagTypePassByValue, elements: !33, identifier: "_ZTS1R")
!33 = !{!34, !35, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !32, file: !1, line: 8, baseType: !22, size: 8)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !32, file: !1, line: 8, baseType: !19, size: 20, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !32, file: !1, line: 8, baseType: !19, size: 20, offset: 28, flags: DIFlagBitField, extraData: i64 8)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!38 = !{}
!39 = !DILocalVariable(name: "p", arg: 1, scope: !12, file: !1, line: 11, type: !15)
!40 = !DILocation(line: 11, column: 14, scope: !12)
!41 = !DILocalVariable(name: "q", arg: 2, scope: !12, file: !1, line: 11, type: !23)
!42 = !DILocation(line: 11, column: 20, scope: !12)
!43 = !DILocalVariable(name: "r", arg: 3, scope: !12, file: !1, line: 11, type: !31)
!44 = !DILocation(line: 11, column: 26, scope: !12)
!45 = !DILocalVariable(name: "out", arg: 4, scope: !12, file: !1, line: 11, type: !37)
!46 = !DILocation(line: 11, column: 34, scope: !12)
!47 = !DILocalVariable(name: "n", arg: 5, scope: !12, file: !1, line: 11, type: !3)
!48 = !DILocation(line: 11, column: 43, scope: !12)
!49 = !DILocalVariable(name: "i", scope: !12, file: !1, line: 13, type: !3)
!50 = !DILocation(line: 13, column: 6, scope: !12)
!51 = !DILocation(line: 45, column: 1, scope: !52, inlinedAt: !61)
!52 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !54, file: !53, line: 45, type: !57, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !56, retainedNodes: !38)
!53 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !53, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !55, identifier: "_ZTS15vgiw_blockIdx_t")
!55 = !{!56, !59, !60}
!56 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !54, file: !53, line: 45, type: !57, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!57 = !DISubroutineType(types: !58)
!58 = !{!19}
!59 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !54, file: !53, line: 45, type: !57, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!60 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !54, file: !53, line: 45, type: !57, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!61 = distinct !DILocation(line: 13, column: 10, scope: !12)
!62 = !DILocation(line: 46, column: 1, scope: !63, inlinedAt: !69)
!63 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !64, file: !53, line: 46, type: !57, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !66, retainedNodes: !38)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !53, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !65, identifier: "_ZTS15vgiw_blockDim_t")
!65 = !{!66, !67, !68}
!66 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !64, file: !53, line: 46, type: !57, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!67 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !64, file: !53, line: 46, type: !57, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!68 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !64, file: !53, line: 46, type: !57, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!69 = distinct !DILocation(line: 13, column: 23, scope: !12)
!70 = !DILocation(line: 13, column: 21, scope: !12)
!71 = !DILocation(line: 44, column: 1, scope: !72, inlinedAt: !78)
!72 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !73, file: !53, line: 44, type: !57, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !75, retainedNodes: !38)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !53, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !74, identifier: "_ZTS16vgiw_threadIdx_t")
!74 = !{!75, !76, !77}
!75 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !73, file: !53, line: 44, type: !57, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!76 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !73, file: !53, line: 44, type: !57, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!77 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !73, file: !53, line: 44, type: !57, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!78 = distinct !DILocation(line: 13, column: 36, scope: !12)
!79 = !DILocation(line: 13, column: 34, scope: !12)
!80 = !DILocation(line: 14, column: 6, scope: !81)
!81 = distinct !DILexicalBlock(scope: !12, file: !1, line: 14, column: 6)
!82 = !DILocation(line: 14, column: 11, scope: !81)
!83 = !DILocation(line: 14, column: 8, scope: !81)
!84 = !DILocation(line: 14, column: 6, scope: !12)
!85 = !DILocation(line: 15, column: 3, scope: !81)
!86 = !DILocalVariable(name: "v", scope: !12, file: !1, line: 16, type: !16)
!87 = !DILocation(line: 16, column: 4, scope: !12)
!88 = !DILocation(line: 16, column: 8, scope: !12)
!89 = !DILocation(line: 16, column: 10, scope: !12)
!90 = !DILocalVariable(name: "w", scope: !12, file: !1, line: 17, type: !24)
!91 = !DILocation(line: 17, column: 4, scope: !12)
!92 = !DILocation(line: 17, column: 8, scope: !12)
!93 = !DILocation(line: 17, column: 10, scope: !12)
!94 = !DILocalVariable(name: "z", scope: !12, file: !1, line: 18, type: !32)
!95 = !DILocation(line: 18, column: 4, scope: !12)
!96 = !DILocation(line: 18, column: 8, scope: !12)
!97 = !DILocation(line: 18, column: 10, scope: !12)
!98 = !DILocation(line: 19, column: 13, scope: !12)
!99 = !DILocation(line: 19, column: 15, scope: !12)
!100 = !DILocation(line: 19, column: 23, scope: !12)
!101 = !DILocation(line: 19, column: 19, scope: !12)
!102 = !DILocation(line: 19, column: 29, scope: !12)
!103 = !DILocation(line: 19, column: 27, scope: !12)
!104 = !DILocation(line: 19, column: 25, scope: !12)
!105 = !DILocation(line: 19, column: 40, scope: !12)
!106 = !DILocation(line: 19, column: 38, scope: !12)
!107 = !DILocation(line: 19, column: 31, scope: !12)
!108 = !DILocation(line: 19, column: 51, scope: !12)
!109 = !DILocation(line: 19, column: 49, scope: !12)
!110 = !DILocation(line: 19, column: 42, scope: !12)
!111 = !DILocation(line: 19, column: 57, scope: !12)
!112 = !DILocation(line: 19, column: 55, scope: !12)
!113 = !DILocation(line: 19, column: 53, scope: !12)
!114 = !DILocation(line: 19, column: 63, scope: !12)
!115 = !DILocation(line: 19, column: 59, scope: !12)
!116 = !DILocation(line: 19, column: 69, scope: !12)
!117 = !DILocation(line: 19, column: 65, scope: !12)
!118 = !DILocation(line: 19, column: 75, scope: !12)
!119 = !DILocation(line: 19, column: 73, scope: !12)
!120 = !DILocation(line: 19, column: 71, scope: !12)
!121 = !DILocation(line: 19, column: 2, scope: !12)
!122 = !DILocation(line: 19, column: 6, scope: !12)
!123 = !DILocation(line: 19, column: 9, scope: !12)
!124 = !DILocation(line: 20, column: 10, scope: !12)
!125 = !DILocation(line: 20, column: 12, scope: !12)
!126 = !DILocation(line: 20, column: 4, scope: !12)
!127 = !DILocation(line: 20, column: 6, scope: !12)
!128 = !DILocation(line: 21, column: 10, scope: !12)
!129 = !DILocation(line: 21, column: 8, scope: !12)
!130 = !DILocation(line: 21, column: 12, scope: !12)
!131 = !DILocation(line: 21, column: 4, scope: !12)
!132 = !DILocation(line: 21, column: 6, scope: !12)
!133 = !DILocation(line: 22, column: 10, scope: !12)
!134 = !DILocation(line: 22, column: 16, scope: !12)
!135 = !DILocation(line: 22, column: 14, scope: !12)
!136 = !DILocation(line: 22, column: 12, scope: !12)
!137 = !DILocation(line: 22, column: 4, scope: !12)
!138 = !DILocation(line: 22, column: 6, scope: !12)
!139 = !DILocation(line: 23, column: 2, scope: !12)
!140 = !DILocation(line: 23, column: 4, scope: !12)
!141 = !DILocation(line: 23, column: 7, scope: !12)
!142 = !DILocation(line: 24, column: 2, scope: !12)
!143 = !DILocation(line: 24, column: 4, scope: !12)
!144 = !DILocation(line: 24, column: 7, scope: !12)
!145 = !DILocation(line: 25, column: 2, scope: !12)
!146 = !DILocation(line: 25, column: 4, scope: !12)
!147 = !DILocation(line: 25, column: 7, scope: !12)
!148 = !DILocation(line: 26, column: 1, scope: !12)
!149 = distinct !DISubprogram(name: "bitfield24", scope: !1, file: !1, line: 30, type: !150, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !38)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !15, !37, !3}
!152 = !DILocalVariable(name: "p", arg: 1, scope: !149, file: !1, line: 30, type: !15)
!153 = !DILocation(line: 30, column: 15, scope: !149)
!154 = !DILocalVariable(name: "out", arg: 2, scope: !149, file: !1, line: 30, type: !37)
!155 = !DILocation(line: 30, column: 23, scope: !149)
!156 = !DILocalVariable(name: "n", arg: 3, scope: !149, file: !1, line: 30, type: !3)
!157 = !DILocation(line: 30, column: 32, scope: !149)
!158 = !DILocalVariable(name: "i", scope: !149, file: !1, line: 32, type: !3)
!159 = !DILocation(line: 32, column: 6, scope: !149)
!160 = !DILocation(line: 45, column: 1, scope: !52, inlinedAt: !161)
!161 = distinct !DILocation(line: 32, column: 10, scope: !149)
!162 = !DILocation(line: 46, column: 1, scope: !63, inlinedAt: !163)
!163 = distinct !DILocation(line: 32, column: 23, scope: !149)
!164 = !DILocation(line: 32, column: 21, scope: !149)
!165 = !DILocation(line: 44, column: 1, scope: !72, inlinedAt: !166)
!166 = distinct !DILocation(line: 32, column: 36, scope: !149)
!167 = !DILocation(line: 32, column: 34, scope: !149)
!168 = !DILocation(line: 33, column: 6, scope: !169)
!169 = distinct !DILexicalBlock(scope: !149, file: !1, line: 33, column: 6)
!170 = !DILocation(line: 33, column: 10, scope: !169)
!171 = !DILocation(line: 33, column: 8, scope: !169)
!172 = !DILocation(line: 33, column: 6, scope: !149)
!173 = !DILocalVariable(name: "v", scope: !174, file: !1, line: 34, type: !16)
!174 = distinct !DILexicalBlock(scope: !169, file: !1, line: 33, column: 13)
!175 = !DILocation(line: 34, column: 5, scope: !174)
!176 = !DILocation(line: 34, column: 9, scope: !174)
!177 = !DILocation(line: 34, column: 11, scope: !174)
!178 = !DILocation(line: 35, column: 14, scope: !174)
!179 = !DILocation(line: 35, column: 16, scope: !174)
!180 = !DILocation(line: 35, column: 24, scope: !174)
!181 = !DILocation(line: 35, column: 20, scope: !174)
!182 = !DILocation(line: 35, column: 3, scope: !174)
!183 = !DILocation(line: 35, column: 7, scope: !174)
!184 = !DILocation(line: 35, column: 10, scope: !174)
!185 = !DILocation(line: 36, column: 11, scope: !174)
!186 = !DILocation(line: 36, column: 17, scope: !174)
!187 = !DILocation(line: 36, column: 13, scope: !174)
!188 = !DILocation(line: 36, column: 5, scope: !174)
!189 = !DILocation(line: 36, column: 7, scope: !174)
!190 = !DILocation(line: 37, column: 3, scope: !174)
!191 = !DILocation(line: 37, column: 5, scope: !174)
!192 = !DILocation(line: 37, column: 8, scope: !174)
!193 = !DILocation(line: 38, column: 2, scope: !174)
!194 = !DILocation(line: 39, column: 1, scope: !149)
