; ModuleID = 'tests/intwidth/wide.cu'
source_filename = "tests/intwidth/wide.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z8umul64hiyy(i64 noundef %0, i64 noundef %1) #0 !dbg !16 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !20, metadata !DIExpression()), !dbg !21
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !22, metadata !DIExpression()), !dbg !23
  %5 = load i64, i64* %3, align 8, !dbg !24
  %6 = zext i64 %5 to i128, !dbg !24
  %7 = load i64, i64* %4, align 8, !dbg !25
  %8 = zext i64 %7 to i128, !dbg !25
  %9 = mul i128 %6, %8, !dbg !26
  %10 = lshr i128 %9, 64, !dbg !27
  %11 = trunc i128 %10 to i64, !dbg !28
  ret i64 %11, !dbg !29
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z7mul64hixx(i64 noundef %0, i64 noundef %1) #0 !dbg !30 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !33, metadata !DIExpression()), !dbg !34
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !35, metadata !DIExpression()), !dbg !36
  %5 = load i64, i64* %3, align 8, !dbg !37
  %6 = sext i64 %5 to i128, !dbg !37
  %7 = load i64, i64* %4, align 8, !dbg !38
  %8 = sext i64 %7 to i128, !dbg !38
  %9 = mul nsw i128 %6, %8, !dbg !39
  %10 = ashr i128 %9, 64, !dbg !40
  %11 = trunc i128 %10 to i64, !dbg !41
  ret i64 %11, !dbg !42
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @mulhi(i64* noundef %0, i64* noundef %1, i64* noundef %2, i32 noundef %3) #2 !dbg !43 {
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i64* %0, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !50, metadata !DIExpression()), !dbg !51
  store i64* %1, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !52, metadata !DIExpression()), !dbg !53
  store i64* %2, i64** %7, align 8
  call void @llvm.dbg.declare(metadata i64** %7, metadata !54, metadata !DIExpression()), !dbg !55
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !56, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.declare(metadata i32* %9, metadata !58, metadata !DIExpression()), !dbg !59
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !60
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !71
  %12 = mul i32 %10, %11, !dbg !79
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !80
  %14 = add i32 %12, %13, !dbg !88
  store i32 %14, i32* %9, align 4, !dbg !59
  %15 = load i32, i32* %9, align 4, !dbg !89
  %16 = load i32, i32* %8, align 4, !dbg !91
  %17 = icmp slt i32 %15, %16, !dbg !92
  br i1 %17, label %18, label %52, !dbg !93

18:                                               ; preds = %4
  %19 = load i64*, i64** %5, align 8, !dbg !94
  %20 = load i32, i32* %9, align 4, !dbg !96
  %21 = sext i32 %20 to i64, !dbg !94
  %22 = getelementptr inbounds i64, i64* %19, i64 %21, !dbg !94
  %23 = load i64, i64* %22, align 8, !dbg !94
  %24 = load i64*, i64** %6, align 8, !dbg !97
  %25 = load i32, i32* %9, align 4, !dbg !98
  %26 = sext i32 %25 to i64, !dbg !97
  %27 = getelementptr inbounds i64, i64* %24, i64 %26, !dbg !97
  %28 = load i64, i64* %27, align 8, !dbg !97
  %29 = call noundef i64 @_Z8umul64hiyy(i64 noundef %23, i64 noundef %28) #5, !dbg !99
  %30 = load i64*, i64** %7, align 8, !dbg !100
  %31 = load i32, i32* %9, align 4, !dbg !101
  %32 = mul nsw i32 2, %31, !dbg !102
  %33 = sext i32 %32 to i64, !dbg !100
  %34 = getelementptr inbounds i64, i64* %30, i64 %33, !dbg !100
  store i64 %29, i64* %34, align 8, !dbg !103
  %35 = load i64*, i64** %5, align 8, !dbg !104
  %36 = load i32, i32* %9, align 4, !dbg !105
  %37 = sext i32 %36 to i64, !dbg !104
  %38 = getelementptr inbounds i64, i64* %35, i64 %37, !dbg !104
  %39 = load i64, i64* %38, align 8, !dbg !104
  %40 = load i64*, i64** %6, align 8, !dbg !106
  %41 = load i32, i32* %9, align 4, !dbg !107
  %42 = sext i32 %41 to i64, !dbg !106
  %43 = getelementptr inbounds i64, i64* %40, i64 %42, !dbg !106
  %44 = load i64, i64* %43, align 8, !dbg !106
  %45 = call i64 @llvm.nvvm.mulhi.ull(i64 %39, i64 %44), !dbg !108
  %46 = load i64*, i64** %7, align 8, !dbg !109
  %47 = load i32, i32* %9, align 4, !dbg !110
  %48 = mul nsw i32 2, %47, !dbg !111
  %49 = add nsw i32 %48, 1, !dbg !112
  %50 = sext i32 %49 to i64, !dbg !109
  %51 = getelementptr inbounds i64, i64* %46, i64 %50, !dbg !109
  store i64 %45, i64* %51, align 8, !dbg !113
  br label %52, !dbg !114

52:                                               ; preds = %18, %4
  ret void, !dbg !115
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @int128(i64* noundef %0, i64* noundef %1, i64* noundef %2, i32 noundef %3) #2 !dbg !116 {
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i64*, align 8
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i32, align 4
  store i64* %0, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !117, metadata !DIExpression()), !dbg !118
  store i64* %1, i64** %6, align 8
  call void @llvm.dbg.declare(metadata i64** %6, metadata !119, metadata !DIExpression()), !dbg !120
  store i64* %2, i64** %7, align 8
  call void @llvm.dbg.declare(metadata i64** %7, metadata !121, metadata !DIExpression()), !dbg !122
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata i32* %9, metadata !125, metadata !DIExpression()), !dbg !126
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !127
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !129
  %20 = mul i32 %18, %19, !dbg !131
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !132
  %22 = add i32 %20, %21, !dbg !134
  store i32 %22, i32* %9, align 4, !dbg !126
  %23 = load i32, i32* %9, align 4, !dbg !135
  %24 = load i32, i32* %8, align 4, !dbg !137
  %25 = icmp sge i32 %23, %24, !dbg !138
  br i1 %25, label %26, label %27, !dbg !139

26:                                               ; preds = %4
  br label %167, !dbg !140

27:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i64* %10, metadata !141, metadata !DIExpression()), !dbg !142
  %28 = load i64*, i64** %5, align 8, !dbg !143
  %29 = load i32, i32* %9, align 4, !dbg !144
  %30 = sext i32 %29 to i64, !dbg !143
  %31 = getelementptr inbounds i64, i64* %28, i64 %30, !dbg !143
  %32 = load i64, i64* %31, align 8, !dbg !143
  store i64 %32, i64* %10, align 8, !dbg !142
  call void @llvm.dbg.declare(metadata i64* %11, metadata !145, metadata !DIExpression()), !dbg !146
  %33 = load i64*, i64** %6, align 8, !dbg !147
  %34 = load i32, i32* %9, align 4, !dbg !148
  %35 = sext i32 %34 to i64, !dbg !147
  %36 = getelementptr inbounds i64, i64* %33, i64 %35, !dbg !147
  %37 = load i64, i64* %36, align 8, !dbg !147
  store i64 %37, i64* %11, align 8, !dbg !146
  call void @llvm.dbg.declare(metadata i128* %12, metadata !149, metadata !DIExpression()), !dbg !150
  %38 = load i64, i64* %10, align 8, !dbg !151
  %39 = zext i64 %38 to i128, !dbg !151
  %40 = load i64, i64* %11, align 8, !dbg !152
  %41 = zext i64 %40 to i128, !dbg !152
  %42 = mul i128 %39, %41, !dbg !153
  store i128 %42, i128* %12, align 16, !dbg !150
  call void @llvm.dbg.declare(metadata i128* %13, metadata !154, metadata !DIExpression()), !dbg !155
  %43 = load i64, i64* %10, align 8, !dbg !156
  %44 = sext i64 %43 to i128, !dbg !157
  %45 = load i64, i64* %11, align 8, !dbg !158
  %46 = sext i64 %45 to i128, !dbg !159
  %47 = mul nsw i128 %44, %46, !dbg !160
  store i128 %47, i128* %13, align 16, !dbg !155
  call void @llvm.dbg.declare(metadata i64** %14, metadata !161, metadata !DIExpression()), !dbg !162
  %48 = load i64*, i64** %7, align 8, !dbg !163
  %49 = load i32, i32* %9, align 4, !dbg !164
  %50 = mul nsw i32 12, %49, !dbg !165
  %51 = sext i32 %50 to i64, !dbg !166
  %52 = getelementptr inbounds i64, i64* %48, i64 %51, !dbg !166
  store i64* %52, i64** %14, align 8, !dbg !162
  %53 = load i128, i128* %12, align 16, !dbg !167
  %54 = trunc i128 %53 to i64, !dbg !167
  %55 = load i64*, i64** %14, align 8, !dbg !168
  %56 = getelementptr inbounds i64, i64* %55, i64 0, !dbg !168
  store i64 %54, i64* %56, align 8, !dbg !169
  %57 = load i64, i64* %10, align 8, !dbg !170
  %58 = load i64, i64* %11, align 8, !dbg !171
  %59 = call noundef i64 @_Z8umul64hiyy(i64 noundef %57, i64 noundef %58) #5, !dbg !172
  %60 = load i64*, i64** %14, align 8, !dbg !173
  %61 = getelementptr inbounds i64, i64* %60, i64 1, !dbg !173
  store i64 %59, i64* %61, align 8, !dbg !174
  %62 = load i64, i64* %10, align 8, !dbg !175
  %63 = load i64, i64* %11, align 8, !dbg !176
  %64 = call i64 @llvm.nvvm.mulhi.ull(i64 %62, i64 %63), !dbg !177
  %65 = load i64*, i64** %14, align 8, !dbg !178
  %66 = getelementptr inbounds i64, i64* %65, i64 2, !dbg !178
  store i64 %64, i64* %66, align 8, !dbg !179
  %67 = load i64, i64* %10, align 8, !dbg !180
  %68 = load i64, i64* %11, align 8, !dbg !181
  %69 = call noundef i64 @_Z7mul64hixx(i64 noundef %67, i64 noundef %68) #5, !dbg !182
  %70 = load i64*, i64** %14, align 8, !dbg !183
  %71 = getelementptr inbounds i64, i64* %70, i64 3, !dbg !183
  store i64 %69, i64* %71, align 8, !dbg !184
  %72 = load i64, i64* %10, align 8, !dbg !185
  %73 = load i64, i64* %11, align 8, !dbg !186
  %74 = call i64 @llvm.nvvm.mulhi.ll(i64 %72, i64 %73), !dbg !187
  %75 = load i64*, i64** %14, align 8, !dbg !188
  %76 = getelementptr inbounds i64, i64* %75, i64 4, !dbg !188
  store i64 %74, i64* %76, align 8, !dbg !189
  call void @llvm.dbg.declare(metadata i128* %15, metadata !190, metadata !DIExpression()), !dbg !191
  %77 = load i128, i128* %12, align 16, !dbg !192
  %78 = load i64, i64* %11, align 8, !dbg !193
  %79 = zext i64 %78 to i128, !dbg !193
  %80 = shl i128 %79, 70, !dbg !194
  %81 = add i128 %77, %80, !dbg !195
  %82 = load i128, i128* %13, align 16, !dbg !196
  %83 = sub i128 %81, %82, !dbg !197
  store i128 %83, i128* %15, align 16, !dbg !191
  %84 = load i128, i128* %15, align 16, !dbg !198
  %85 = trunc i128 %84 to i64, !dbg !198
  %86 = load i64*, i64** %14, align 8, !dbg !199
  %87 = getelementptr inbounds i64, i64* %86, i64 5, !dbg !199
  store i64 %85, i64* %87, align 8, !dbg !200
  %88 = load i128, i128* %15, align 16, !dbg !201
  %89 = lshr i128 %88, 64, !dbg !202
  %90 = trunc i128 %89 to i64, !dbg !203
  %91 = load i64*, i64** %14, align 8, !dbg !204
  %92 = getelementptr inbounds i64, i64* %91, i64 6, !dbg !204
  store i64 %90, i64* %92, align 8, !dbg !205
  %93 = load i128, i128* %15, align 16, !dbg !206
  %94 = load i64, i64* %11, align 8, !dbg !207
  %95 = and i64 %94, 127, !dbg !208
  %96 = zext i64 %95 to i128, !dbg !209
  %97 = lshr i128 %93, %96, !dbg !209
  %98 = trunc i128 %97 to i64, !dbg !210
  %99 = load i64*, i64** %14, align 8, !dbg !211
  %100 = getelementptr inbounds i64, i64* %99, i64 7, !dbg !211
  store i64 %98, i64* %100, align 8, !dbg !212
  %101 = load i128, i128* %13, align 16, !dbg !213
  %102 = load i64, i64* %10, align 8, !dbg !214
  %103 = and i64 %102, 127, !dbg !215
  %104 = zext i64 %103 to i128, !dbg !216
  %105 = ashr i128 %101, %104, !dbg !216
  %106 = ashr i128 %105, 64, !dbg !217
  %107 = trunc i128 %106 to i64, !dbg !218
  %108 = load i64*, i64** %14, align 8, !dbg !219
  %109 = getelementptr inbounds i64, i64* %108, i64 8, !dbg !219
  store i64 %107, i64* %109, align 8, !dbg !220
  %110 = load i128, i128* %15, align 16, !dbg !221
  %111 = load i64, i64* %10, align 8, !dbg !222
  %112 = urem i64 %111, 100, !dbg !223
  %113 = zext i64 %112 to i128, !dbg !224
  %114 = shl i128 %110, %113, !dbg !224
  %115 = trunc i128 %114 to i64, !dbg !225
  %116 = load i64*, i64** %14, align 8, !dbg !226
  %117 = getelementptr inbounds i64, i64* %116, i64 9, !dbg !226
  store i64 %115, i64* %117, align 8, !dbg !227
  %118 = load i128, i128* %12, align 16, !dbg !228
  %119 = load i128, i128* %13, align 16, !dbg !229
  %120 = icmp ult i128 %118, %119, !dbg !230
  %121 = zext i1 %120 to i32, !dbg !231
  %122 = load i128, i128* %13, align 16, !dbg !232
  %123 = load i128, i128* %15, align 16, !dbg !233
  %124 = icmp slt i128 %122, %123, !dbg !234
  %125 = zext i1 %124 to i32, !dbg !235
  %126 = shl i32 %125, 1, !dbg !236
  %127 = or i32 %121, %126, !dbg !237
  %128 = load i128, i128* %15, align 16, !dbg !238
  %129 = load i128, i128* %12, align 16, !dbg !239
  %130 = icmp eq i128 %128, %129, !dbg !240
  %131 = zext i1 %130 to i32, !dbg !241
  %132 = shl i32 %131, 2, !dbg !242
  %133 = or i32 %127, %132, !dbg !243
  %134 = load i128, i128* %13, align 16, !dbg !244
  %135 = icmp sge i128 %134, 0, !dbg !245
  %136 = zext i1 %135 to i32, !dbg !246
  %137 = shl i32 %136, 3, !dbg !247
  %138 = or i32 %133, %137, !dbg !248
  %139 = sext i32 %138 to i64, !dbg !231
  %140 = load i64*, i64** %14, align 8, !dbg !249
  %141 = getelementptr inbounds i64, i64* %140, i64 10, !dbg !249
  store i64 %139, i64* %141, align 8, !dbg !250
  call void @llvm.dbg.declare(metadata i128* %16, metadata !251, metadata !DIExpression()), !dbg !252
  %142 = load i64, i64* %10, align 8, !dbg !253
  %143 = zext i64 %142 to i128, !dbg !253
  store i128 %143, i128* %16, align 16, !dbg !252
  call void @llvm.dbg.declare(metadata i32* %17, metadata !254, metadata !DIExpression()), !dbg !256
  store i32 0, i32* %17, align 4, !dbg !256
  br label %144, !dbg !257

144:                                              ; preds = %158, %27
  %145 = load i32, i32* %17, align 4, !dbg !258
  %146 = load i64, i64* %11, align 8, !dbg !260
  %147 = and i64 %146, 7, !dbg !261
  %148 = trunc i64 %147 to i32, !dbg !262
  %149 = icmp ult i32 %145, %148, !dbg !263
  br i1 %149, label %150, label %161, !dbg !264

150:                                              ; preds = %144
  %151 = load i128, i128* %16, align 16, !dbg !265
  %152 = load i64, i64* %11, align 8, !dbg !266
  %153 = zext i64 %152 to i128, !dbg !266
  %154 = mul i128 %151, %153, !dbg !267
  %155 = load i32, i32* %17, align 4, !dbg !268
  %156 = zext i32 %155 to i128, !dbg !268
  %157 = add i128 %154, %156, !dbg !269
  store i128 %157, i128* %16, align 16, !dbg !270
  br label %158, !dbg !271

158:                                              ; preds = %150
  %159 = load i32, i32* %17, align 4, !dbg !272
  %160 = add i32 %159, 1, !dbg !272
  store i32 %160, i32* %17, align 4, !dbg !272
  br label %144, !dbg !273, !llvm.loop !274

161:                                              ; preds = %144
  %162 = load i128, i128* %16, align 16, !dbg !277
  %163 = lshr i128 %162, 61, !dbg !278
  %164 = trunc i128 %163 to i64, !dbg !279
  %165 = load i64*, i64** %14, align 8, !dbg !280
  %166 = getelementptr inbounds i64, i64* %165, i64 11, !dbg !280
  store i64 %164, i64* %166, align 8, !dbg !281
  br label %167, !dbg !282

167:                                              ; preds = %161, %26
  ret void, !dbg !282
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!8, !9}
!llvm.module.flags = !{!10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/intwidth/wide.cu", directory: ".")
!2 = !{!3, !4, !5, !6, !7}
!3 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{void (i64*, i64*, i64*, i32)* @mulhi, !"kernel", i32 1}
!9 = !{void (i64*, i64*, i64*, i32)* @int128, !"kernel", i32 1}
!10 = !{i32 7, !"Dwarf Version", i32 2}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "umul64hi", linkageName: "_Z8umul64hiyy", scope: !1, file: !1, line: 11, type: !17, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !3, !3}
!19 = !{}
!20 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !1, line: 11, type: !3)
!21 = !DILocation(line: 11, column: 29, scope: !16)
!22 = !DILocalVariable(name: "b", arg: 2, scope: !16, file: !1, line: 11, type: !3)
!23 = !DILocation(line: 11, column: 51, scope: !16)
!24 = !DILocation(line: 13, column: 50, scope: !16)
!25 = !DILocation(line: 13, column: 54, scope: !16)
!26 = !DILocation(line: 13, column: 52, scope: !16)
!27 = !DILocation(line: 13, column: 57, scope: !16)
!28 = !DILocation(line: 13, column: 29, scope: !16)
!29 = !DILocation(line: 13, column: 2, scope: !16)
!30 = distinct !DISubprogram(name: "mul64hi", linkageName: "_Z7mul64hixx", scope: !1, file: !1, line: 17, type: !31, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!31 = !DISubroutineType(types: !32)
!32 = !{!5, !5, !5}
!33 = !DILocalVariable(name: "a", arg: 1, scope: !30, file: !1, line: 17, type: !5)
!34 = !DILocation(line: 17, column: 19, scope: !30)
!35 = !DILocalVariable(name: "b", arg: 2, scope: !30, file: !1, line: 17, type: !5)
!36 = !DILocation(line: 17, column: 32, scope: !30)
!37 = !DILocation(line: 19, column: 32, scope: !30)
!38 = !DILocation(line: 19, column: 36, scope: !30)
!39 = !DILocation(line: 19, column: 34, scope: !30)
!40 = !DILocation(line: 19, column: 39, scope: !30)
!41 = !DILocation(line: 19, column: 20, scope: !30)
!42 = !DILocation(line: 19, column: 2, scope: !30)
!43 = distinct !DISubprogram(name: "mulhi", scope: !1, file: !1, line: 24, type: !44, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !46, !46, !48, !49}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !DILocalVariable(name: "x", arg: 1, scope: !43, file: !1, line: 24, type: !46)
!51 = !DILocation(line: 24, column: 33, scope: !43)
!52 = !DILocalVariable(name: "y", arg: 2, scope: !43, file: !1, line: 24, type: !46)
!53 = !DILocation(line: 24, column: 62, scope: !43)
!54 = !DILocalVariable(name: "out", arg: 3, scope: !43, file: !1, line: 25, type: !48)
!55 = !DILocation(line: 25, column: 27, scope: !43)
!56 = !DILocalVariable(name: "n", arg: 4, scope: !43, file: !1, line: 25, type: !49)
!57 = !DILocation(line: 25, column: 36, scope: !43)
!58 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 27, type: !49)
!59 = !DILocation(line: 27, column: 6, scope: !43)
!60 = !DILocation(line: 45, column: 1, scope: !61, inlinedAt: !70)
!61 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !63, file: !62, line: 45, type: !66, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !65, retainedNodes: !19)
!62 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !62, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !64, identifier: "_ZTS15vgiw_blockIdx_t")
!64 = !{!65, !68, !69}
!65 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !63, file: !62, line: 45, type: !66, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!66 = !DISubroutineType(types: !67)
!67 = !{!7}
!68 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !63, file: !62, line: 45, type: !66, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!69 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !63, file: !62, line: 45, type: !66, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!70 = distinct !DILocation(line: 27, column: 10, scope: !43)
!71 = !DILocation(line: 46, column: 1, scope: !72, inlinedAt: !78)
!72 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !73, file: !62, line: 46, type: !66, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !75, retainedNodes: !19)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !62, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !74, identifier: "_ZTS15vgiw_blockDim_t")
!74 = !{!75, !76, !77}
!75 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !73, file: !62, line: 46, type: !66, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!76 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !73, file: !62, line: 46, type: !66, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!77 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !73, file: !62, line: 46, type: !66, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!78 = distinct !DILocation(line: 27, column: 23, scope: !43)
!79 = !DILocation(line: 27, column: 21, scope: !43)
!80 = !DILocation(line: 44, column: 1, scope: !81, inlinedAt: !87)
!81 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !82, file: !62, line: 44, type: !66, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !84, retainedNodes: !19)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !62, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !83, identifier: "_ZTS16vgiw_threadIdx_t")
!83 = !{!84, !85, !86}
!84 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !82, file: !62, line: 44, type: !66, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!85 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !82, file: !62, line: 44, type: !66, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!86 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !82, file: !62, line: 44, type: !66, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!87 = distinct !DILocation(line: 27, column: 36, scope: !43)
!88 = !DILocation(line: 27, column: 34, scope: !43)
!89 = !DILocation(line: 28, column: 6, scope: !90)
!90 = distinct !DILexicalBlock(scope: !43, file: !1, line: 28, column: 6)
!91 = !DILocation(line: 28, column: 10, scope: !90)
!92 = !DILocation(line: 28, column: 8, scope: !90)
!93 = !DILocation(line: 28, column: 6, scope: !43)
!94 = !DILocation(line: 29, column: 25, scope: !95)
!95 = distinct !DILexicalBlock(scope: !90, file: !1, line: 28, column: 13)
!96 = !DILocation(line: 29, column: 27, scope: !95)
!97 = !DILocation(line: 29, column: 31, scope: !95)
!98 = !DILocation(line: 29, column: 33, scope: !95)
!99 = !DILocation(line: 29, column: 16, scope: !95)
!100 = !DILocation(line: 29, column: 3, scope: !95)
!101 = !DILocation(line: 29, column: 11, scope: !95)
!102 = !DILocation(line: 29, column: 9, scope: !95)
!103 = !DILocation(line: 29, column: 14, scope: !95)
!104 = !DILocation(line: 30, column: 37, scope: !95)
!105 = !DILocation(line: 30, column: 39, scope: !95)
!106 = !DILocation(line: 30, column: 43, scope: !95)
!107 = !DILocation(line: 30, column: 45, scope: !95)
!108 = !DILocation(line: 30, column: 20, scope: !95)
!109 = !DILocation(line: 30, column: 3, scope: !95)
!110 = !DILocation(line: 30, column: 11, scope: !95)
!111 = !DILocation(line: 30, column: 9, scope: !95)
!112 = !DILocation(line: 30, column: 13, scope: !95)
!113 = !DILocation(line: 30, column: 18, scope: !95)
!114 = !DILocation(line: 31, column: 2, scope: !95)
!115 = !DILocation(line: 32, column: 1, scope: !43)
!116 = distinct !DISubprogram(name: "int128", scope: !1, file: !1, line: 37, type: !44, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!117 = !DILocalVariable(name: "x", arg: 1, scope: !116, file: !1, line: 37, type: !46)
!118 = !DILocation(line: 37, column: 34, scope: !116)
!119 = !DILocalVariable(name: "y", arg: 2, scope: !116, file: !1, line: 37, type: !46)
!120 = !DILocation(line: 37, column: 63, scope: !116)
!121 = !DILocalVariable(name: "out", arg: 3, scope: !116, file: !1, line: 38, type: !48)
!122 = !DILocation(line: 38, column: 28, scope: !116)
!123 = !DILocalVariable(name: "n", arg: 4, scope: !116, file: !1, line: 38, type: !49)
!124 = !DILocation(line: 38, column: 37, scope: !116)
!125 = !DILocalVariable(name: "i", scope: !116, file: !1, line: 40, type: !49)
!126 = !DILocation(line: 40, column: 6, scope: !116)
!127 = !DILocation(line: 45, column: 1, scope: !61, inlinedAt: !128)
!128 = distinct !DILocation(line: 40, column: 10, scope: !116)
!129 = !DILocation(line: 46, column: 1, scope: !72, inlinedAt: !130)
!130 = distinct !DILocation(line: 40, column: 23, scope: !116)
!131 = !DILocation(line: 40, column: 21, scope: !116)
!132 = !DILocation(line: 44, column: 1, scope: !81, inlinedAt: !133)
!133 = distinct !DILocation(line: 40, column: 36, scope: !116)
!134 = !DILocation(line: 40, column: 34, scope: !116)
!135 = !DILocation(line: 41, column: 6, scope: !136)
!136 = distinct !DILexicalBlock(scope: !116, file: !1, line: 41, column: 6)
!137 = !DILocation(line: 41, column: 11, scope: !136)
!138 = !DILocation(line: 41, column: 8, scope: !136)
!139 = !DILocation(line: 41, column: 6, scope: !116)
!140 = !DILocation(line: 42, column: 3, scope: !136)
!141 = !DILocalVariable(name: "a", scope: !116, file: !1, line: 43, type: !3)
!142 = !DILocation(line: 43, column: 21, scope: !116)
!143 = !DILocation(line: 43, column: 25, scope: !116)
!144 = !DILocation(line: 43, column: 27, scope: !116)
!145 = !DILocalVariable(name: "b", scope: !116, file: !1, line: 43, type: !3)
!146 = !DILocation(line: 43, column: 31, scope: !116)
!147 = !DILocation(line: 43, column: 35, scope: !116)
!148 = !DILocation(line: 43, column: 37, scope: !116)
!149 = !DILocalVariable(name: "p", scope: !116, file: !1, line: 44, type: !4)
!150 = !DILocation(line: 44, column: 20, scope: !116)
!151 = !DILocation(line: 44, column: 43, scope: !116)
!152 = !DILocation(line: 44, column: 47, scope: !116)
!153 = !DILocation(line: 44, column: 45, scope: !116)
!154 = !DILocalVariable(name: "s", scope: !116, file: !1, line: 45, type: !6)
!155 = !DILocation(line: 45, column: 11, scope: !116)
!156 = !DILocation(line: 45, column: 36, scope: !116)
!157 = !DILocation(line: 45, column: 25, scope: !116)
!158 = !DILocation(line: 45, column: 51, scope: !116)
!159 = !DILocation(line: 45, column: 40, scope: !116)
!160 = !DILocation(line: 45, column: 38, scope: !116)
!161 = !DILocalVariable(name: "o", scope: !116, file: !1, line: 46, type: !48)
!162 = !DILocation(line: 46, column: 22, scope: !116)
!163 = !DILocation(line: 46, column: 26, scope: !116)
!164 = !DILocation(line: 46, column: 37, scope: !116)
!165 = !DILocation(line: 46, column: 35, scope: !116)
!166 = !DILocation(line: 46, column: 30, scope: !116)
!167 = !DILocation(line: 47, column: 29, scope: !116)
!168 = !DILocation(line: 47, column: 2, scope: !116)
!169 = !DILocation(line: 47, column: 7, scope: !116)
!170 = !DILocation(line: 48, column: 18, scope: !116)
!171 = !DILocation(line: 48, column: 21, scope: !116)
!172 = !DILocation(line: 48, column: 9, scope: !116)
!173 = !DILocation(line: 48, column: 2, scope: !116)
!174 = !DILocation(line: 48, column: 7, scope: !116)
!175 = !DILocation(line: 49, column: 26, scope: !116)
!176 = !DILocation(line: 49, column: 29, scope: !116)
!177 = !DILocation(line: 49, column: 9, scope: !116)
!178 = !DILocation(line: 49, column: 2, scope: !116)
!179 = !DILocation(line: 49, column: 7, scope: !116)
!180 = !DILocation(line: 50, column: 48, scope: !116)
!181 = !DILocation(line: 50, column: 62, scope: !116)
!182 = !DILocation(line: 50, column: 29, scope: !116)
!183 = !DILocation(line: 50, column: 2, scope: !116)
!184 = !DILocation(line: 50, column: 7, scope: !116)
!185 = !DILocation(line: 51, column: 56, scope: !116)
!186 = !DILocation(line: 51, column: 70, scope: !116)
!187 = !DILocation(line: 51, column: 29, scope: !116)
!188 = !DILocation(line: 51, column: 2, scope: !116)
!189 = !DILocation(line: 51, column: 7, scope: !116)
!190 = !DILocalVariable(name: "q", scope: !116, file: !1, line: 52, type: !4)
!191 = !DILocation(line: 52, column: 20, scope: !116)
!192 = !DILocation(line: 52, column: 24, scope: !116)
!193 = !DILocation(line: 52, column: 48, scope: !116)
!194 = !DILocation(line: 52, column: 50, scope: !116)
!195 = !DILocation(line: 52, column: 26, scope: !116)
!196 = !DILocation(line: 52, column: 78, scope: !116)
!197 = !DILocation(line: 52, column: 57, scope: !116)
!198 = !DILocation(line: 53, column: 29, scope: !116)
!199 = !DILocation(line: 53, column: 2, scope: !116)
!200 = !DILocation(line: 53, column: 7, scope: !116)
!201 = !DILocation(line: 54, column: 30, scope: !116)
!202 = !DILocation(line: 54, column: 32, scope: !116)
!203 = !DILocation(line: 54, column: 29, scope: !116)
!204 = !DILocation(line: 54, column: 2, scope: !116)
!205 = !DILocation(line: 54, column: 7, scope: !116)
!206 = !DILocation(line: 55, column: 30, scope: !116)
!207 = !DILocation(line: 55, column: 36, scope: !116)
!208 = !DILocation(line: 55, column: 38, scope: !116)
!209 = !DILocation(line: 55, column: 32, scope: !116)
!210 = !DILocation(line: 55, column: 29, scope: !116)
!211 = !DILocation(line: 55, column: 2, scope: !116)
!212 = !DILocation(line: 55, column: 7, scope: !116)
!213 = !DILocation(line: 56, column: 31, scope: !116)
!214 = !DILocation(line: 56, column: 37, scope: !116)
!215 = !DILocation(line: 56, column: 39, scope: !116)
!216 = !DILocation(line: 56, column: 33, scope: !116)
!217 = !DILocation(line: 56, column: 47, scope: !116)
!218 = !DILocation(line: 56, column: 29, scope: !116)
!219 = !DILocation(line: 56, column: 2, scope: !116)
!220 = !DILocation(line: 56, column: 7, scope: !116)
!221 = !DILocation(line: 57, column: 30, scope: !116)
!222 = !DILocation(line: 57, column: 36, scope: !116)
!223 = !DILocation(line: 57, column: 38, scope: !116)
!224 = !DILocation(line: 57, column: 32, scope: !116)
!225 = !DILocation(line: 57, column: 29, scope: !116)
!226 = !DILocation(line: 57, column: 2, scope: !116)
!227 = !DILocation(line: 57, column: 7, scope: !116)
!228 = !DILocation(line: 58, column: 11, scope: !116)
!229 = !DILocation(line: 58, column: 34, scope: !116)
!230 = !DILocation(line: 58, column: 13, scope: !116)
!231 = !DILocation(line: 58, column: 10, scope: !116)
!232 = !DILocation(line: 58, column: 40, scope: !116)
!233 = !DILocation(line: 58, column: 54, scope: !116)
!234 = !DILocation(line: 58, column: 42, scope: !116)
!235 = !DILocation(line: 58, column: 39, scope: !116)
!236 = !DILocation(line: 58, column: 57, scope: !116)
!237 = !DILocation(line: 58, column: 37, scope: !116)
!238 = !DILocation(line: 59, column: 11, scope: !116)
!239 = !DILocation(line: 59, column: 16, scope: !116)
!240 = !DILocation(line: 59, column: 13, scope: !116)
!241 = !DILocation(line: 59, column: 10, scope: !116)
!242 = !DILocation(line: 59, column: 19, scope: !116)
!243 = !DILocation(line: 58, column: 62, scope: !116)
!244 = !DILocation(line: 59, column: 27, scope: !116)
!245 = !DILocation(line: 59, column: 29, scope: !116)
!246 = !DILocation(line: 59, column: 26, scope: !116)
!247 = !DILocation(line: 59, column: 35, scope: !116)
!248 = !DILocation(line: 59, column: 24, scope: !116)
!249 = !DILocation(line: 58, column: 2, scope: !116)
!250 = !DILocation(line: 58, column: 8, scope: !116)
!251 = !DILocalVariable(name: "acc", scope: !116, file: !1, line: 60, type: !4)
!252 = !DILocation(line: 60, column: 20, scope: !116)
!253 = !DILocation(line: 60, column: 26, scope: !116)
!254 = !DILocalVariable(name: "k", scope: !255, file: !1, line: 61, type: !7)
!255 = distinct !DILexicalBlock(scope: !116, file: !1, line: 61, column: 2)
!256 = !DILocation(line: 61, column: 16, scope: !255)
!257 = !DILocation(line: 61, column: 7, scope: !255)
!258 = !DILocation(line: 61, column: 23, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !1, line: 61, column: 2)
!260 = !DILocation(line: 61, column: 38, scope: !259)
!261 = !DILocation(line: 61, column: 40, scope: !259)
!262 = !DILocation(line: 61, column: 37, scope: !259)
!263 = !DILocation(line: 61, column: 25, scope: !259)
!264 = !DILocation(line: 61, column: 2, scope: !255)
!265 = !DILocation(line: 62, column: 9, scope: !259)
!266 = !DILocation(line: 62, column: 15, scope: !259)
!267 = !DILocation(line: 62, column: 13, scope: !259)
!268 = !DILocation(line: 62, column: 19, scope: !259)
!269 = !DILocation(line: 62, column: 17, scope: !259)
!270 = !DILocation(line: 62, column: 7, scope: !259)
!271 = !DILocation(line: 62, column: 3, scope: !259)
!272 = !DILocation(line: 61, column: 47, scope: !259)
!273 = !DILocation(line: 61, column: 2, scope: !259)
!274 = distinct !{!274, !264, !275, !276}
!275 = !DILocation(line: 62, column: 19, scope: !255)
!276 = !{!"llvm.loop.mustprogress"}
!277 = !DILocation(line: 63, column: 31, scope: !116)
!278 = !DILocation(line: 63, column: 35, scope: !116)
!279 = !DILocation(line: 63, column: 30, scope: !116)
!280 = !DILocation(line: 63, column: 2, scope: !116)
!281 = !DILocation(line: 63, column: 8, scope: !116)
!282 = !DILocation(line: 64, column: 1, scope: !116)
