; ModuleID = 'samples/nqueens.cu'
source_filename = "samples/nqueens.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }
%struct.Board = type { [12 x i32] }
%struct.Move = type { i32, i32 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @nqueens(i32 noundef %0, i32* noundef %1, %struct.Board* noundef %2, i64* noundef %3) #0 !dbg !13 {
  %5 = alloca i64*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca %struct.Board*, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.Board, align 4
  %13 = alloca i32*, align 8
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.Move, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.Move, align 4
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !30, metadata !DIExpression()), !dbg !31
  store %struct.Board* %2, %struct.Board** %9, align 8
  call void @llvm.dbg.declare(metadata %struct.Board** %9, metadata !32, metadata !DIExpression()), !dbg !33
  store i64* %3, i64** %10, align 8
  call void @llvm.dbg.declare(metadata i64** %10, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %11, metadata !36, metadata !DIExpression()), !dbg !37
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6, !dbg !38
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6, !dbg !49
  %23 = mul i32 %21, %22, !dbg !57
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6, !dbg !58
  %25 = add i32 %23, %24, !dbg !66
  store i32 %25, i32* %11, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata %struct.Board* %12, metadata !67, metadata !DIExpression()), !dbg !68
  %26 = bitcast %struct.Board* %12 to i8*, !dbg !68
  call void @llvm.memset.p0i8.i64(i8* align 4 %26, i8 0, i64 48, i1 false), !dbg !68
  call void @llvm.dbg.declare(metadata i32** %13, metadata !69, metadata !DIExpression()), !dbg !71
  %27 = getelementptr inbounds %struct.Board, %struct.Board* %12, i32 0, i32 0, !dbg !72
  %28 = getelementptr inbounds [12 x i32], [12 x i32]* %27, i64 0, i64 0, !dbg !73
  store i32* %28, i32** %13, align 8, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %14, metadata !74, metadata !DIExpression()), !dbg !75
  store i32 0, i32* %14, align 4, !dbg !75
  call void @llvm.dbg.declare(metadata i64* %15, metadata !76, metadata !DIExpression()), !dbg !77
  store i64 0, i64* %15, align 8, !dbg !77
  call void @llvm.dbg.declare(metadata i32* %16, metadata !78, metadata !DIExpression()), !dbg !79
  %29 = load i32, i32* %11, align 4, !dbg !80
  %30 = load i32, i32* %7, align 4, !dbg !81
  %31 = srem i32 %29, %30, !dbg !82
  store i32 %31, i32* %16, align 4, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %17, metadata !83, metadata !DIExpression()), !dbg !84
  %32 = load i32, i32* %11, align 4, !dbg !85
  %33 = load i32, i32* %7, align 4, !dbg !86
  %34 = sdiv i32 %32, %33, !dbg !87
  store i32 %34, i32* %17, align 4, !dbg !84
  %35 = load i32, i32* %7, align 4, !dbg !88
  %36 = icmp sge i32 %35, 3, !dbg !90
  br i1 %36, label %37, label %132, !dbg !91

37:                                               ; preds = %4
  %38 = load i32, i32* %7, align 4, !dbg !92
  %39 = icmp sle i32 %38, 12, !dbg !93
  br i1 %39, label %40, label %132, !dbg !94

40:                                               ; preds = %37
  %41 = load i32, i32* %17, align 4, !dbg !95
  %42 = load i32, i32* %7, align 4, !dbg !96
  %43 = icmp slt i32 %41, %42, !dbg !97
  br i1 %43, label %44, label %132, !dbg !98

44:                                               ; preds = %40
  %45 = load i32, i32* %16, align 4, !dbg !99
  %46 = load i32*, i32** %13, align 8, !dbg !101
  %47 = getelementptr inbounds i32, i32* %46, i64 0, !dbg !101
  store i32 %45, i32* %47, align 4, !dbg !102
  %48 = load i32*, i32** %13, align 8, !dbg !103
  %49 = load i32, i32* %17, align 4, !dbg !105
  %50 = load i32, i32* %17, align 4, !dbg !106
  %51 = add nsw i32 %50, 1, !dbg !107
  %52 = call %struct.Move @_ZL9next_movePKiiii(i32* noundef %48, i32 noundef 1, i32 noundef %49, i32 noundef %51) #7, !dbg !108
  %53 = getelementptr inbounds %struct.Move, %struct.Move* %18, i32 0, i32 0, !dbg !108
  %54 = extractvalue %struct.Move %52, 0, !dbg !108
  store i32 %54, i32* %53, align 4, !dbg !108
  %55 = getelementptr inbounds %struct.Move, %struct.Move* %18, i32 0, i32 1, !dbg !108
  %56 = extractvalue %struct.Move %52, 1, !dbg !108
  store i32 %56, i32* %55, align 4, !dbg !108
  %57 = getelementptr inbounds %struct.Move, %struct.Move* %18, i32 0, i32 0, !dbg !109
  %58 = load i32, i32* %57, align 4, !dbg !109
  %59 = load i32, i32* %17, align 4, !dbg !110
  %60 = icmp eq i32 %58, %59, !dbg !111
  br i1 %60, label %61, label %131, !dbg !112

61:                                               ; preds = %44
  %62 = load i32, i32* %17, align 4, !dbg !113
  %63 = load i32*, i32** %13, align 8, !dbg !115
  %64 = getelementptr inbounds i32, i32* %63, i64 1, !dbg !115
  store i32 %62, i32* %64, align 4, !dbg !116
  call void @llvm.dbg.declare(metadata i32* %19, metadata !117, metadata !DIExpression()), !dbg !118
  store i32 2, i32* %19, align 4, !dbg !118
  %65 = load i32*, i32** %13, align 8, !dbg !119
  %66 = getelementptr inbounds i32, i32* %65, i64 2, !dbg !119
  store i32 -1, i32* %66, align 4, !dbg !120
  br label %67, !dbg !121

67:                                               ; preds = %129, %61
  %68 = load i32, i32* %19, align 4, !dbg !122
  %69 = icmp sge i32 %68, 2, !dbg !123
  br i1 %69, label %70, label %130, !dbg !121

70:                                               ; preds = %67
  call void @llvm.dbg.declare(metadata %struct.Move* %20, metadata !124, metadata !DIExpression()), !dbg !130
  %71 = load i32*, i32** %13, align 8, !dbg !131
  %72 = load i32, i32* %19, align 4, !dbg !132
  %73 = load i32*, i32** %13, align 8, !dbg !133
  %74 = load i32, i32* %19, align 4, !dbg !134
  %75 = sext i32 %74 to i64, !dbg !133
  %76 = getelementptr inbounds i32, i32* %73, i64 %75, !dbg !133
  %77 = load i32, i32* %76, align 4, !dbg !133
  %78 = add nsw i32 %77, 1, !dbg !135
  %79 = load i32, i32* %7, align 4, !dbg !136
  %80 = call %struct.Move @_ZL9next_movePKiiii(i32* noundef %71, i32 noundef %72, i32 noundef %78, i32 noundef %79) #7, !dbg !137
  %81 = getelementptr inbounds %struct.Move, %struct.Move* %20, i32 0, i32 0, !dbg !137
  %82 = extractvalue %struct.Move %80, 0, !dbg !137
  store i32 %82, i32* %81, align 4, !dbg !137
  %83 = getelementptr inbounds %struct.Move, %struct.Move* %20, i32 0, i32 1, !dbg !137
  %84 = extractvalue %struct.Move %80, 1, !dbg !137
  store i32 %84, i32* %83, align 4, !dbg !137
  %85 = getelementptr inbounds %struct.Move, %struct.Move* %20, i32 0, i32 1, !dbg !138
  %86 = load i32, i32* %85, align 4, !dbg !138
  %87 = sext i32 %86 to i64, !dbg !139
  %88 = add i64 %87, 1, !dbg !140
  %89 = load i64, i64* %15, align 8, !dbg !141
  %90 = add i64 %89, %88, !dbg !141
  store i64 %90, i64* %15, align 8, !dbg !141
  %91 = getelementptr inbounds %struct.Move, %struct.Move* %20, i32 0, i32 0, !dbg !142
  %92 = load i32, i32* %91, align 4, !dbg !142
  %93 = load i32, i32* %7, align 4, !dbg !144
  %94 = icmp slt i32 %92, %93, !dbg !145
  br i1 %94, label %95, label %126, !dbg !146

95:                                               ; preds = %70
  %96 = getelementptr inbounds %struct.Move, %struct.Move* %20, i32 0, i32 0, !dbg !147
  %97 = load i32, i32* %96, align 4, !dbg !147
  %98 = load i32*, i32** %13, align 8, !dbg !149
  %99 = load i32, i32* %19, align 4, !dbg !150
  %100 = sext i32 %99 to i64, !dbg !149
  %101 = getelementptr inbounds i32, i32* %98, i64 %100, !dbg !149
  store i32 %97, i32* %101, align 4, !dbg !151
  %102 = load i32, i32* %19, align 4, !dbg !152
  %103 = load i32, i32* %7, align 4, !dbg !154
  %104 = sub nsw i32 %103, 1, !dbg !155
  %105 = icmp slt i32 %102, %104, !dbg !156
  br i1 %105, label %106, label %113, !dbg !157

106:                                              ; preds = %95
  %107 = load i32, i32* %19, align 4, !dbg !158
  %108 = add nsw i32 %107, 1, !dbg !158
  store i32 %108, i32* %19, align 4, !dbg !158
  %109 = load i32*, i32** %13, align 8, !dbg !160
  %110 = load i32, i32* %19, align 4, !dbg !161
  %111 = sext i32 %110 to i64, !dbg !160
  %112 = getelementptr inbounds i32, i32* %109, i64 %111, !dbg !160
  store i32 -1, i32* %112, align 4, !dbg !162
  br label %125, !dbg !163

113:                                              ; preds = %95
  %114 = load i32, i32* %14, align 4, !dbg !164
  %115 = add i32 %114, 1, !dbg !164
  store i32 %115, i32* %14, align 4, !dbg !164
  %116 = icmp eq i32 %115, 1, !dbg !166
  br i1 %116, label %117, label %124, !dbg !167

117:                                              ; preds = %113
  %118 = load %struct.Board*, %struct.Board** %9, align 8, !dbg !168
  %119 = load i32, i32* %11, align 4, !dbg !170
  %120 = sext i32 %119 to i64, !dbg !168
  %121 = getelementptr inbounds %struct.Board, %struct.Board* %118, i64 %120, !dbg !168
  %122 = bitcast %struct.Board* %121 to i8*, !dbg !171
  %123 = bitcast %struct.Board* %12 to i8*, !dbg !171
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %122, i8* align 4 %123, i64 48, i1 false), !dbg !171
  br label %124, !dbg !172

124:                                              ; preds = %117, %113
  br label %125

125:                                              ; preds = %124, %106
  br label %129, !dbg !173

126:                                              ; preds = %70
  %127 = load i32, i32* %19, align 4, !dbg !174
  %128 = add nsw i32 %127, -1, !dbg !174
  store i32 %128, i32* %19, align 4, !dbg !174
  br label %129

129:                                              ; preds = %126, %125
  br label %67, !dbg !121, !llvm.loop !176

130:                                              ; preds = %67
  br label %131, !dbg !179

131:                                              ; preds = %130, %44
  br label %132, !dbg !180

132:                                              ; preds = %131, %40, %37, %4
  %133 = load i32, i32* %14, align 4, !dbg !181
  %134 = load i32*, i32** %8, align 8, !dbg !182
  %135 = load i32, i32* %11, align 4, !dbg !183
  %136 = sext i32 %135 to i64, !dbg !182
  %137 = getelementptr inbounds i32, i32* %134, i64 %136, !dbg !182
  store i32 %133, i32* %137, align 4, !dbg !184
  %138 = load i64*, i64** %10, align 8, !dbg !185
  %139 = load i64, i64* %15, align 8, !dbg !186
  store i64* %138, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !187, metadata !DIExpression()), !dbg !191
  store i64 %139, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !193, metadata !DIExpression()), !dbg !194
  %140 = load i64*, i64** %5, align 8, !dbg !195
  %141 = load i64, i64* %6, align 8, !dbg !196
  %142 = atomicrmw add i64* %140, i64 %141 seq_cst, align 8, !dbg !197
  ret void, !dbg !198
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal %struct.Move @_ZL9next_movePKiiii(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 !dbg !199 {
  %5 = alloca %struct.Move, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !204, metadata !DIExpression()), !dbg !205
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !206, metadata !DIExpression()), !dbg !207
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !208, metadata !DIExpression()), !dbg !209
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !210, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.declare(metadata %struct.Move* %5, metadata !212, metadata !DIExpression()), !dbg !213
  %13 = getelementptr inbounds %struct.Move, %struct.Move* %5, i32 0, i32 1, !dbg !214
  store i32 0, i32* %13, align 4, !dbg !215
  %14 = load i32, i32* %8, align 4, !dbg !216
  %15 = getelementptr inbounds %struct.Move, %struct.Move* %5, i32 0, i32 0, !dbg !218
  store i32 %14, i32* %15, align 4, !dbg !219
  br label %16, !dbg !220

16:                                               ; preds = %68, %4
  %17 = getelementptr inbounds %struct.Move, %struct.Move* %5, i32 0, i32 0, !dbg !221
  %18 = load i32, i32* %17, align 4, !dbg !221
  %19 = load i32, i32* %9, align 4, !dbg !223
  %20 = icmp slt i32 %18, %19, !dbg !224
  br i1 %20, label %21, label %72, !dbg !225

21:                                               ; preds = %16
  call void @llvm.dbg.declare(metadata i8* %10, metadata !226, metadata !DIExpression()), !dbg !229
  store i8 1, i8* %10, align 1, !dbg !229
  %22 = getelementptr inbounds %struct.Move, %struct.Move* %5, i32 0, i32 1, !dbg !230
  %23 = load i32, i32* %22, align 4, !dbg !231
  %24 = add nsw i32 %23, 1, !dbg !231
  store i32 %24, i32* %22, align 4, !dbg !231
  call void @llvm.dbg.declare(metadata i32* %11, metadata !232, metadata !DIExpression()), !dbg !234
  store i32 0, i32* %11, align 4, !dbg !234
  br label %25, !dbg !235

25:                                               ; preds = %60, %21
  %26 = load i32, i32* %11, align 4, !dbg !236
  %27 = load i32, i32* %7, align 4, !dbg !238
  %28 = icmp slt i32 %26, %27, !dbg !239
  br i1 %28, label %29, label %32, !dbg !240

29:                                               ; preds = %25
  %30 = load i8, i8* %10, align 1, !dbg !241
  %31 = trunc i8 %30 to i1, !dbg !241
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i1 [ false, %25 ], [ %31, %29 ], !dbg !242
  br i1 %33, label %34, label %63, !dbg !243

34:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i32* %12, metadata !244, metadata !DIExpression()), !dbg !246
  %35 = load i32*, i32** %6, align 8, !dbg !247
  %36 = load i32, i32* %11, align 4, !dbg !248
  %37 = sext i32 %36 to i64, !dbg !247
  %38 = getelementptr inbounds i32, i32* %35, i64 %37, !dbg !247
  %39 = load i32, i32* %38, align 4, !dbg !247
  %40 = getelementptr inbounds %struct.Move, %struct.Move* %5, i32 0, i32 0, !dbg !249
  %41 = load i32, i32* %40, align 4, !dbg !249
  %42 = sub nsw i32 %39, %41, !dbg !250
  store i32 %42, i32* %12, align 4, !dbg !246
  %43 = load i32, i32* %12, align 4, !dbg !251
  %44 = icmp ne i32 %43, 0, !dbg !252
  br i1 %44, label %45, label %57, !dbg !253

45:                                               ; preds = %34
  %46 = load i32, i32* %12, align 4, !dbg !254
  %47 = load i32, i32* %7, align 4, !dbg !255
  %48 = load i32, i32* %11, align 4, !dbg !256
  %49 = sub nsw i32 %47, %48, !dbg !257
  %50 = icmp ne i32 %46, %49, !dbg !258
  br i1 %50, label %51, label %57, !dbg !259

51:                                               ; preds = %45
  %52 = load i32, i32* %12, align 4, !dbg !260
  %53 = load i32, i32* %11, align 4, !dbg !261
  %54 = load i32, i32* %7, align 4, !dbg !262
  %55 = sub nsw i32 %53, %54, !dbg !263
  %56 = icmp ne i32 %52, %55, !dbg !264
  br label %57

57:                                               ; preds = %51, %45, %34
  %58 = phi i1 [ false, %45 ], [ false, %34 ], [ %56, %51 ], !dbg !265
  %59 = zext i1 %58 to i8, !dbg !266
  store i8 %59, i8* %10, align 1, !dbg !266
  br label %60, !dbg !267

60:                                               ; preds = %57
  %61 = load i32, i32* %11, align 4, !dbg !268
  %62 = add nsw i32 %61, 1, !dbg !268
  store i32 %62, i32* %11, align 4, !dbg !268
  br label %25, !dbg !269, !llvm.loop !270

63:                                               ; preds = %32
  %64 = load i8, i8* %10, align 1, !dbg !272
  %65 = trunc i8 %64 to i1, !dbg !272
  br i1 %65, label %66, label %67, !dbg !274

66:                                               ; preds = %63
  br label %72, !dbg !275

67:                                               ; preds = %63
  br label %68, !dbg !276

68:                                               ; preds = %67
  %69 = getelementptr inbounds %struct.Move, %struct.Move* %5, i32 0, i32 0, !dbg !277
  %70 = load i32, i32* %69, align 4, !dbg !278
  %71 = add nsw i32 %70, 1, !dbg !278
  store i32 %71, i32* %69, align 4, !dbg !278
  br label %16, !dbg !279, !llvm.loop !280

72:                                               ; preds = %66, %16
  %73 = load %struct.Move, %struct.Move* %5, align 4, !dbg !282
  ret %struct.Move %73, !dbg !282
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readnone speculatable }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!6}
!llvm.module.flags = !{!7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/nqueens.cu", directory: ".")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !{void (i32, i32*, %struct.Board*, i64*)* @nqueens, !"kernel", i32 1}
!7 = !{i32 7, !"Dwarf Version", i32 2}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "nqueens", scope: !1, file: !1, line: 35, type: !14, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !17, !19, !26}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Board", file: !1, line: 6, size: 384, flags: DIFlagTypePassByValue, elements: !21, identifier: "_ZTS5Board")
!21 = !{!22}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !20, file: !1, line: 7, baseType: !23, size: 384)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 384, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 12)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!27 = !{}
!28 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 35, type: !16)
!29 = !DILocation(line: 35, column: 40, scope: !13)
!30 = !DILocalVariable(name: "counts", arg: 2, scope: !13, file: !1, line: 35, type: !17)
!31 = !DILocation(line: 35, column: 53, scope: !13)
!32 = !DILocalVariable(name: "first", arg: 3, scope: !13, file: !1, line: 35, type: !19)
!33 = !DILocation(line: 35, column: 68, scope: !13)
!34 = !DILocalVariable(name: "total", arg: 4, scope: !13, file: !1, line: 36, type: !26)
!35 = !DILocation(line: 36, column: 56, scope: !13)
!36 = !DILocalVariable(name: "tid", scope: !13, file: !1, line: 37, type: !16)
!37 = !DILocation(line: 37, column: 7, scope: !13)
!38 = !DILocation(line: 45, column: 1, scope: !39, inlinedAt: !48)
!39 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !41, file: !40, line: 45, type: !44, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !43, retainedNodes: !27)
!40 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !40, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !42, identifier: "_ZTS15vgiw_blockIdx_t")
!42 = !{!43, !46, !47}
!43 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !41, file: !40, line: 45, type: !44, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!44 = !DISubroutineType(types: !45)
!45 = !{!18}
!46 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !41, file: !40, line: 45, type: !44, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !41, file: !40, line: 45, type: !44, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!48 = distinct !DILocation(line: 37, column: 13, scope: !13)
!49 = !DILocation(line: 46, column: 1, scope: !50, inlinedAt: !56)
!50 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !51, file: !40, line: 46, type: !44, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !53, retainedNodes: !27)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !40, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !52, identifier: "_ZTS15vgiw_blockDim_t")
!52 = !{!53, !54, !55}
!53 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !51, file: !40, line: 46, type: !44, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!54 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !51, file: !40, line: 46, type: !44, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!55 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !51, file: !40, line: 46, type: !44, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!56 = distinct !DILocation(line: 37, column: 26, scope: !13)
!57 = !DILocation(line: 37, column: 24, scope: !13)
!58 = !DILocation(line: 44, column: 1, scope: !59, inlinedAt: !65)
!59 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !60, file: !40, line: 44, type: !44, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !62, retainedNodes: !27)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !40, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !61, identifier: "_ZTS16vgiw_threadIdx_t")
!61 = !{!62, !63, !64}
!62 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !60, file: !40, line: 44, type: !44, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!63 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !60, file: !40, line: 44, type: !44, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!64 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !60, file: !40, line: 44, type: !44, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!65 = distinct !DILocation(line: 37, column: 39, scope: !13)
!66 = !DILocation(line: 37, column: 37, scope: !13)
!67 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 38, type: !20)
!68 = !DILocation(line: 38, column: 9, scope: !13)
!69 = !DILocalVariable(name: "pos", scope: !13, file: !1, line: 39, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!71 = !DILocation(line: 39, column: 8, scope: !13)
!72 = !DILocation(line: 39, column: 16, scope: !13)
!73 = !DILocation(line: 39, column: 14, scope: !13)
!74 = !DILocalVariable(name: "found", scope: !13, file: !1, line: 40, type: !18)
!75 = !DILocation(line: 40, column: 12, scope: !13)
!76 = !DILocalVariable(name: "nodes", scope: !13, file: !1, line: 41, type: !3)
!77 = !DILocation(line: 41, column: 22, scope: !13)
!78 = !DILocalVariable(name: "c0", scope: !13, file: !1, line: 42, type: !16)
!79 = !DILocation(line: 42, column: 7, scope: !13)
!80 = !DILocation(line: 42, column: 12, scope: !13)
!81 = !DILocation(line: 42, column: 18, scope: !13)
!82 = !DILocation(line: 42, column: 16, scope: !13)
!83 = !DILocalVariable(name: "c1", scope: !13, file: !1, line: 42, type: !16)
!84 = !DILocation(line: 42, column: 21, scope: !13)
!85 = !DILocation(line: 42, column: 26, scope: !13)
!86 = !DILocation(line: 42, column: 32, scope: !13)
!87 = !DILocation(line: 42, column: 30, scope: !13)
!88 = !DILocation(line: 43, column: 7, scope: !89)
!89 = distinct !DILexicalBlock(scope: !13, file: !1, line: 43, column: 7)
!90 = !DILocation(line: 43, column: 9, scope: !89)
!91 = !DILocation(line: 43, column: 14, scope: !89)
!92 = !DILocation(line: 43, column: 17, scope: !89)
!93 = !DILocation(line: 43, column: 19, scope: !89)
!94 = !DILocation(line: 43, column: 27, scope: !89)
!95 = !DILocation(line: 43, column: 30, scope: !89)
!96 = !DILocation(line: 43, column: 35, scope: !89)
!97 = !DILocation(line: 43, column: 33, scope: !89)
!98 = !DILocation(line: 43, column: 7, scope: !13)
!99 = !DILocation(line: 44, column: 14, scope: !100)
!100 = distinct !DILexicalBlock(scope: !89, file: !1, line: 43, column: 38)
!101 = !DILocation(line: 44, column: 5, scope: !100)
!102 = !DILocation(line: 44, column: 12, scope: !100)
!103 = !DILocation(line: 45, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !1, line: 45, column: 9)
!105 = !DILocation(line: 45, column: 27, scope: !104)
!106 = !DILocation(line: 45, column: 31, scope: !104)
!107 = !DILocation(line: 45, column: 34, scope: !104)
!108 = !DILocation(line: 45, column: 9, scope: !104)
!109 = !DILocation(line: 45, column: 39, scope: !104)
!110 = !DILocation(line: 45, column: 46, scope: !104)
!111 = !DILocation(line: 45, column: 43, scope: !104)
!112 = !DILocation(line: 45, column: 9, scope: !100)
!113 = !DILocation(line: 46, column: 16, scope: !114)
!114 = distinct !DILexicalBlock(scope: !104, file: !1, line: 45, column: 50)
!115 = !DILocation(line: 46, column: 7, scope: !114)
!116 = !DILocation(line: 46, column: 14, scope: !114)
!117 = !DILocalVariable(name: "row", scope: !114, file: !1, line: 47, type: !16)
!118 = !DILocation(line: 47, column: 11, scope: !114)
!119 = !DILocation(line: 48, column: 7, scope: !114)
!120 = !DILocation(line: 48, column: 14, scope: !114)
!121 = !DILocation(line: 49, column: 7, scope: !114)
!122 = !DILocation(line: 49, column: 14, scope: !114)
!123 = !DILocation(line: 49, column: 18, scope: !114)
!124 = !DILocalVariable(name: "m", scope: !125, file: !1, line: 50, type: !126)
!125 = distinct !DILexicalBlock(scope: !114, file: !1, line: 49, column: 24)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Move", file: !1, line: 10, size: 64, flags: DIFlagTypePassByValue, elements: !127, identifier: "_ZTS4Move")
!127 = !{!128, !129}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !126, file: !1, line: 11, baseType: !16, size: 32)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "tried", scope: !126, file: !1, line: 12, baseType: !16, size: 32, offset: 32)
!130 = !DILocation(line: 50, column: 14, scope: !125)
!131 = !DILocation(line: 50, column: 28, scope: !125)
!132 = !DILocation(line: 50, column: 33, scope: !125)
!133 = !DILocation(line: 50, column: 38, scope: !125)
!134 = !DILocation(line: 50, column: 42, scope: !125)
!135 = !DILocation(line: 50, column: 47, scope: !125)
!136 = !DILocation(line: 50, column: 52, scope: !125)
!137 = !DILocation(line: 50, column: 18, scope: !125)
!138 = !DILocation(line: 51, column: 40, scope: !125)
!139 = !DILocation(line: 51, column: 38, scope: !125)
!140 = !DILocation(line: 51, column: 46, scope: !125)
!141 = !DILocation(line: 51, column: 15, scope: !125)
!142 = !DILocation(line: 52, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !125, file: !1, line: 52, column: 13)
!144 = !DILocation(line: 52, column: 21, scope: !143)
!145 = !DILocation(line: 52, column: 19, scope: !143)
!146 = !DILocation(line: 52, column: 13, scope: !125)
!147 = !DILocation(line: 53, column: 24, scope: !148)
!148 = distinct !DILexicalBlock(scope: !143, file: !1, line: 52, column: 24)
!149 = !DILocation(line: 53, column: 11, scope: !148)
!150 = !DILocation(line: 53, column: 15, scope: !148)
!151 = !DILocation(line: 53, column: 20, scope: !148)
!152 = !DILocation(line: 54, column: 15, scope: !153)
!153 = distinct !DILexicalBlock(scope: !148, file: !1, line: 54, column: 15)
!154 = !DILocation(line: 54, column: 21, scope: !153)
!155 = !DILocation(line: 54, column: 23, scope: !153)
!156 = !DILocation(line: 54, column: 19, scope: !153)
!157 = !DILocation(line: 54, column: 15, scope: !148)
!158 = !DILocation(line: 55, column: 16, scope: !159)
!159 = distinct !DILexicalBlock(scope: !153, file: !1, line: 54, column: 28)
!160 = !DILocation(line: 56, column: 13, scope: !159)
!161 = !DILocation(line: 56, column: 17, scope: !159)
!162 = !DILocation(line: 56, column: 22, scope: !159)
!163 = !DILocation(line: 57, column: 11, scope: !159)
!164 = !DILocation(line: 57, column: 22, scope: !165)
!165 = distinct !DILexicalBlock(scope: !153, file: !1, line: 57, column: 22)
!166 = !DILocation(line: 57, column: 30, scope: !165)
!167 = !DILocation(line: 57, column: 22, scope: !153)
!168 = !DILocation(line: 58, column: 13, scope: !169)
!169 = distinct !DILexicalBlock(scope: !165, file: !1, line: 57, column: 36)
!170 = !DILocation(line: 58, column: 19, scope: !169)
!171 = !DILocation(line: 58, column: 24, scope: !169)
!172 = !DILocation(line: 59, column: 11, scope: !169)
!173 = !DILocation(line: 60, column: 9, scope: !148)
!174 = !DILocation(line: 61, column: 14, scope: !175)
!175 = distinct !DILexicalBlock(scope: !143, file: !1, line: 60, column: 16)
!176 = distinct !{!176, !121, !177, !178}
!177 = !DILocation(line: 63, column: 7, scope: !114)
!178 = !{!"llvm.loop.mustprogress"}
!179 = !DILocation(line: 64, column: 5, scope: !114)
!180 = !DILocation(line: 65, column: 3, scope: !100)
!181 = !DILocation(line: 66, column: 17, scope: !13)
!182 = !DILocation(line: 66, column: 3, scope: !13)
!183 = !DILocation(line: 66, column: 10, scope: !13)
!184 = !DILocation(line: 66, column: 15, scope: !13)
!185 = !DILocation(line: 67, column: 13, scope: !13)
!186 = !DILocation(line: 67, column: 20, scope: !13)
!187 = !DILocalVariable(name: "p", arg: 1, scope: !188, file: !40, line: 73, type: !26)
!188 = distinct !DISubprogram(name: "atomicAdd", linkageName: "_ZL9atomicAddPyy", scope: !40, file: !40, line: 73, type: !189, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!189 = !DISubroutineType(types: !190)
!190 = !{!3, !26, !3}
!191 = !DILocation(line: 73, column: 59, scope: !188, inlinedAt: !192)
!192 = distinct !DILocation(line: 67, column: 3, scope: !13)
!193 = !DILocalVariable(name: "v", arg: 2, scope: !188, file: !40, line: 74, type: !3)
!194 = !DILocation(line: 74, column: 58, scope: !188, inlinedAt: !192)
!195 = !DILocation(line: 75, column: 66, scope: !188, inlinedAt: !192)
!196 = !DILocation(line: 76, column: 64, scope: !188, inlinedAt: !192)
!197 = !DILocation(line: 75, column: 30, scope: !188, inlinedAt: !192)
!198 = !DILocation(line: 68, column: 1, scope: !13)
!199 = distinct !DISubprogram(name: "next_move", linkageName: "_ZL9next_movePKiiii", scope: !1, file: !1, line: 16, type: !200, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!200 = !DISubroutineType(types: !201)
!201 = !{!126, !202, !16, !16, !16}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!204 = !DILocalVariable(name: "pos", arg: 1, scope: !199, file: !1, line: 16, type: !202)
!205 = !DILocation(line: 16, column: 58, scope: !199)
!206 = !DILocalVariable(name: "row", arg: 2, scope: !199, file: !1, line: 16, type: !16)
!207 = !DILocation(line: 16, column: 67, scope: !199)
!208 = !DILocalVariable(name: "start", arg: 3, scope: !199, file: !1, line: 17, type: !16)
!209 = !DILocation(line: 17, column: 51, scope: !199)
!210 = !DILocalVariable(name: "n", arg: 4, scope: !199, file: !1, line: 17, type: !16)
!211 = !DILocation(line: 17, column: 62, scope: !199)
!212 = !DILocalVariable(name: "m", scope: !199, file: !1, line: 18, type: !126)
!213 = !DILocation(line: 18, column: 8, scope: !199)
!214 = !DILocation(line: 19, column: 5, scope: !199)
!215 = !DILocation(line: 19, column: 11, scope: !199)
!216 = !DILocation(line: 20, column: 16, scope: !217)
!217 = distinct !DILexicalBlock(scope: !199, file: !1, line: 20, column: 3)
!218 = !DILocation(line: 20, column: 10, scope: !217)
!219 = !DILocation(line: 20, column: 14, scope: !217)
!220 = !DILocation(line: 20, column: 8, scope: !217)
!221 = !DILocation(line: 20, column: 25, scope: !222)
!222 = distinct !DILexicalBlock(scope: !217, file: !1, line: 20, column: 3)
!223 = !DILocation(line: 20, column: 31, scope: !222)
!224 = !DILocation(line: 20, column: 29, scope: !222)
!225 = !DILocation(line: 20, column: 3, scope: !217)
!226 = !DILocalVariable(name: "ok", scope: !227, file: !1, line: 21, type: !228)
!227 = distinct !DILexicalBlock(scope: !222, file: !1, line: 20, column: 43)
!228 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!229 = !DILocation(line: 21, column: 10, scope: !227)
!230 = !DILocation(line: 22, column: 7, scope: !227)
!231 = !DILocation(line: 22, column: 12, scope: !227)
!232 = !DILocalVariable(name: "r", scope: !233, file: !1, line: 23, type: !16)
!233 = distinct !DILexicalBlock(scope: !227, file: !1, line: 23, column: 5)
!234 = !DILocation(line: 23, column: 14, scope: !233)
!235 = !DILocation(line: 23, column: 10, scope: !233)
!236 = !DILocation(line: 23, column: 21, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !1, line: 23, column: 5)
!238 = !DILocation(line: 23, column: 25, scope: !237)
!239 = !DILocation(line: 23, column: 23, scope: !237)
!240 = !DILocation(line: 23, column: 29, scope: !237)
!241 = !DILocation(line: 23, column: 32, scope: !237)
!242 = !DILocation(line: 0, scope: !237)
!243 = !DILocation(line: 23, column: 5, scope: !233)
!244 = !DILocalVariable(name: "d", scope: !245, file: !1, line: 24, type: !16)
!245 = distinct !DILexicalBlock(scope: !237, file: !1, line: 23, column: 41)
!246 = !DILocation(line: 24, column: 11, scope: !245)
!247 = !DILocation(line: 24, column: 15, scope: !245)
!248 = !DILocation(line: 24, column: 19, scope: !245)
!249 = !DILocation(line: 24, column: 26, scope: !245)
!250 = !DILocation(line: 24, column: 22, scope: !245)
!251 = !DILocation(line: 25, column: 12, scope: !245)
!252 = !DILocation(line: 25, column: 14, scope: !245)
!253 = !DILocation(line: 25, column: 19, scope: !245)
!254 = !DILocation(line: 25, column: 22, scope: !245)
!255 = !DILocation(line: 25, column: 27, scope: !245)
!256 = !DILocation(line: 25, column: 33, scope: !245)
!257 = !DILocation(line: 25, column: 31, scope: !245)
!258 = !DILocation(line: 25, column: 24, scope: !245)
!259 = !DILocation(line: 25, column: 35, scope: !245)
!260 = !DILocation(line: 25, column: 38, scope: !245)
!261 = !DILocation(line: 25, column: 43, scope: !245)
!262 = !DILocation(line: 25, column: 47, scope: !245)
!263 = !DILocation(line: 25, column: 45, scope: !245)
!264 = !DILocation(line: 25, column: 40, scope: !245)
!265 = !DILocation(line: 0, scope: !245)
!266 = !DILocation(line: 25, column: 10, scope: !245)
!267 = !DILocation(line: 26, column: 5, scope: !245)
!268 = !DILocation(line: 23, column: 37, scope: !237)
!269 = !DILocation(line: 23, column: 5, scope: !237)
!270 = distinct !{!270, !243, !271, !178}
!271 = !DILocation(line: 26, column: 5, scope: !233)
!272 = !DILocation(line: 27, column: 9, scope: !273)
!273 = distinct !DILexicalBlock(scope: !227, file: !1, line: 27, column: 9)
!274 = !DILocation(line: 27, column: 9, scope: !227)
!275 = !DILocation(line: 28, column: 7, scope: !273)
!276 = !DILocation(line: 29, column: 3, scope: !227)
!277 = !DILocation(line: 20, column: 36, scope: !222)
!278 = !DILocation(line: 20, column: 39, scope: !222)
!279 = !DILocation(line: 20, column: 3, scope: !222)
!280 = distinct !{!280, !225, !281, !178}
!281 = !DILocation(line: 29, column: 3, scope: !217)
!282 = !DILocation(line: 30, column: 3, scope: !199)
