; ModuleID = 'tests/intwidth/divrem.cu'
source_filename = "tests/intwidth/divrem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@_ZL4edge = internal addrspace(4) constant [16 x i64] [i64 0, i64 1, i64 2, i64 3, i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 -2, i64 4294967295, i64 4294967296, i64 4294967297, i64 -9223372034707292160, i64 4294967294, i64 -4294967296, i64 81985529216486895, i64 9223372034707292160], align 8, !dbg !0
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@_ZL4hard = internal addrspace(4) constant [12 x [4 x i64]] [[4 x i64] [i64 2956777131539952219, i64 -2, i64 70350331417, i64 0], [4 x i64] [i64 -9223372036854775808, i64 -9223372036854775808, i64 -9223372034707292158, i64 0], [4 x i64] [i64 -9223372036854775807, i64 -8082642651850564292, i64 -7270589139529596360, i64 0], [4 x i64] [i64 4294967297, i64 -9223372036854775808, i64 2681142212180495352, i64 0], [4 x i64] [i64 1577815338982170785, i64 4294967296, i64 4766375255792, i64 0], [4 x i64] [i64 -2697241412428057927, i64 5369548889984055, i64 -9038240615751392176, i64 0], [4 x i64] [i64 1, i64 -2, i64 37746698, i64 188793439812979196], [4 x i64] [i64 4294967297, i64 -4200400263293723505, i64 -3878122145884215066, i64 4294967297], [4 x i64] [i64 -9223372036854775805, i64 -1649007258208661608, i64 6606639693933614, i64 8272], [4 x i64] [i64 5, i64 -9223372036854775808, i64 -1, i64 8], [4 x i64] [i64 557046734650161, i64 4294967299, i64 -9223372034707292158, i64 5079555246376607748], [4 x i64] [i64 -1, i64 -9223372036854775807, i64 -6370850613571758589, i64 4]], align 8, !dbg !26

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z4wordy(i64 noundef %0) #0 !dbg !43 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !46, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i64* %4, metadata !48, metadata !DIExpression()), !dbg !49
  %5 = load i64, i64* %3, align 8, !dbg !50
  %6 = lshr i64 %5, 2, !dbg !51
  %7 = and i64 %6, 15, !dbg !52
  %8 = getelementptr inbounds [16 x i64], [16 x i64]* addrspacecast ([16 x i64] addrspace(4)* @_ZL4edge to [16 x i64]*), i64 0, i64 %7, !dbg !53
  %9 = load i64, i64* %8, align 8, !dbg !53
  store i64 %9, i64* %4, align 8, !dbg !49
  %10 = load i64, i64* %3, align 8, !dbg !54
  %11 = and i64 %10, 3, !dbg !55
  switch i64 %11, label %23 [
    i64 0, label %12
    i64 1, label %14
    i64 2, label %16
  ], !dbg !56

12:                                               ; preds = %1
  %13 = load i64, i64* %3, align 8, !dbg !57
  store i64 %13, i64* %2, align 8, !dbg !59
  br label %29, !dbg !59

14:                                               ; preds = %1
  %15 = load i64, i64* %4, align 8, !dbg !60
  store i64 %15, i64* %2, align 8, !dbg !61
  br label %29, !dbg !61

16:                                               ; preds = %1
  %17 = load i64, i64* %4, align 8, !dbg !62
  %18 = load i64, i64* %3, align 8, !dbg !63
  %19 = lshr i64 %18, 6, !dbg !64
  %20 = and i64 %19, 3, !dbg !65
  %21 = add i64 %17, %20, !dbg !66
  %22 = sub i64 %21, 1, !dbg !67
  store i64 %22, i64* %2, align 8, !dbg !68
  br label %29, !dbg !68

23:                                               ; preds = %1
  %24 = load i64, i64* %3, align 8, !dbg !69
  %25 = load i64, i64* %3, align 8, !dbg !70
  %26 = lshr i64 %25, 8, !dbg !71
  %27 = and i64 %26, 63, !dbg !72
  %28 = lshr i64 %24, %27, !dbg !73
  store i64 %28, i64* %2, align 8, !dbg !74
  br label %29, !dbg !74

29:                                               ; preds = %23, %16, %14, %12
  %30 = load i64, i64* %2, align 8, !dbg !75
  ret i64 %30, !dbg !75
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @divrem128(i64* noundef %0, i64* noundef %1, i32 noundef %2) #2 !dbg !76 {
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64*, align 8
  %9 = alloca i128, align 16
  %10 = alloca i64, align 8
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca [4 x i128], align 16
  %15 = alloca i32, align 4
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !77, metadata !DIExpression()), !dbg !78
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.declare(metadata i32* %7, metadata !83, metadata !DIExpression()), !dbg !84
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !85
  %17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !97
  %18 = mul i32 %16, %17, !dbg !105
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !106
  %20 = add i32 %18, %19, !dbg !114
  store i32 %20, i32* %7, align 4, !dbg !84
  %21 = load i32, i32* %7, align 4, !dbg !115
  %22 = load i32, i32* %6, align 4, !dbg !117
  %23 = icmp sge i32 %21, %22, !dbg !118
  br i1 %23, label %24, label %25, !dbg !119

24:                                               ; preds = %3
  br label %190, !dbg !120

25:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64** %8, metadata !121, metadata !DIExpression()), !dbg !122
  %26 = load i64*, i64** %4, align 8, !dbg !123
  %27 = load i32, i32* %7, align 4, !dbg !124
  %28 = mul nsw i32 4, %27, !dbg !125
  %29 = sext i32 %28 to i64, !dbg !126
  %30 = getelementptr inbounds i64, i64* %26, i64 %29, !dbg !126
  store i64* %30, i64** %8, align 8, !dbg !122
  call void @llvm.dbg.declare(metadata i128* %9, metadata !127, metadata !DIExpression()), !dbg !128
  %31 = load i64*, i64** %8, align 8, !dbg !129
  %32 = getelementptr inbounds i64, i64* %31, i64 1, !dbg !129
  %33 = load i64, i64* %32, align 8, !dbg !129
  %34 = call noundef i64 @_Z4wordy(i64 noundef %33) #5, !dbg !130
  %35 = zext i64 %34 to i128, !dbg !130
  %36 = shl i128 %35, 64, !dbg !131
  %37 = load i64*, i64** %8, align 8, !dbg !132
  %38 = getelementptr inbounds i64, i64* %37, i64 0, !dbg !132
  %39 = load i64, i64* %38, align 8, !dbg !132
  %40 = call noundef i64 @_Z4wordy(i64 noundef %39) #5, !dbg !133
  %41 = zext i64 %40 to i128, !dbg !133
  %42 = or i128 %36, %41, !dbg !134
  store i128 %42, i128* %9, align 16, !dbg !128
  call void @llvm.dbg.declare(metadata i64* %10, metadata !135, metadata !DIExpression()), !dbg !136
  %43 = load i64*, i64** %8, align 8, !dbg !137
  %44 = getelementptr inbounds i64, i64* %43, i64 3, !dbg !137
  %45 = load i64, i64* %44, align 8, !dbg !137
  %46 = lshr i64 %45, 40, !dbg !138
  %47 = and i64 %46, 1, !dbg !139
  %48 = icmp ne i64 %47, 0, !dbg !140
  br i1 %48, label %49, label %50, !dbg !140

49:                                               ; preds = %25
  br label %55, !dbg !140

50:                                               ; preds = %25
  %51 = load i64*, i64** %8, align 8, !dbg !141
  %52 = getelementptr inbounds i64, i64* %51, i64 3, !dbg !141
  %53 = load i64, i64* %52, align 8, !dbg !141
  %54 = call noundef i64 @_Z4wordy(i64 noundef %53) #5, !dbg !142
  br label %55, !dbg !140

55:                                               ; preds = %50, %49
  %56 = phi i64 [ 0, %49 ], [ %54, %50 ], !dbg !140
  store i64 %56, i64* %10, align 8, !dbg !136
  call void @llvm.dbg.declare(metadata i128* %11, metadata !143, metadata !DIExpression()), !dbg !144
  %57 = load i64, i64* %10, align 8, !dbg !145
  %58 = zext i64 %57 to i128, !dbg !145
  %59 = shl i128 %58, 64, !dbg !146
  %60 = load i64*, i64** %8, align 8, !dbg !147
  %61 = getelementptr inbounds i64, i64* %60, i64 2, !dbg !147
  %62 = load i64, i64* %61, align 8, !dbg !147
  %63 = call noundef i64 @_Z4wordy(i64 noundef %62) #5, !dbg !148
  %64 = zext i64 %63 to i128, !dbg !148
  %65 = or i128 %59, %64, !dbg !149
  store i128 %65, i128* %11, align 16, !dbg !144
  %66 = load i32, i32* %7, align 4, !dbg !150
  %67 = icmp slt i32 %66, 12, !dbg !152
  br i1 %67, label %68, label %97, !dbg !153

68:                                               ; preds = %55
  %69 = load i32, i32* %7, align 4, !dbg !154
  %70 = sext i32 %69 to i64, !dbg !156
  %71 = getelementptr inbounds [12 x [4 x i64]], [12 x [4 x i64]]* addrspacecast ([12 x [4 x i64]] addrspace(4)* @_ZL4hard to [12 x [4 x i64]]*), i64 0, i64 %70, !dbg !156
  %72 = getelementptr inbounds [4 x i64], [4 x i64]* %71, i64 0, i64 1, !dbg !156
  %73 = load i64, i64* %72, align 8, !dbg !156
  %74 = zext i64 %73 to i128, !dbg !156
  %75 = shl i128 %74, 64, !dbg !157
  %76 = load i32, i32* %7, align 4, !dbg !158
  %77 = sext i32 %76 to i64, !dbg !159
  %78 = getelementptr inbounds [12 x [4 x i64]], [12 x [4 x i64]]* addrspacecast ([12 x [4 x i64]] addrspace(4)* @_ZL4hard to [12 x [4 x i64]]*), i64 0, i64 %77, !dbg !159
  %79 = getelementptr inbounds [4 x i64], [4 x i64]* %78, i64 0, i64 0, !dbg !159
  %80 = load i64, i64* %79, align 8, !dbg !159
  %81 = zext i64 %80 to i128, !dbg !159
  %82 = or i128 %75, %81, !dbg !160
  store i128 %82, i128* %9, align 16, !dbg !161
  %83 = load i32, i32* %7, align 4, !dbg !162
  %84 = sext i32 %83 to i64, !dbg !163
  %85 = getelementptr inbounds [12 x [4 x i64]], [12 x [4 x i64]]* addrspacecast ([12 x [4 x i64]] addrspace(4)* @_ZL4hard to [12 x [4 x i64]]*), i64 0, i64 %84, !dbg !163
  %86 = getelementptr inbounds [4 x i64], [4 x i64]* %85, i64 0, i64 3, !dbg !163
  %87 = load i64, i64* %86, align 8, !dbg !163
  %88 = zext i64 %87 to i128, !dbg !163
  %89 = shl i128 %88, 64, !dbg !164
  %90 = load i32, i32* %7, align 4, !dbg !165
  %91 = sext i32 %90 to i64, !dbg !166
  %92 = getelementptr inbounds [12 x [4 x i64]], [12 x [4 x i64]]* addrspacecast ([12 x [4 x i64]] addrspace(4)* @_ZL4hard to [12 x [4 x i64]]*), i64 0, i64 %91, !dbg !166
  %93 = getelementptr inbounds [4 x i64], [4 x i64]* %92, i64 0, i64 2, !dbg !166
  %94 = load i64, i64* %93, align 8, !dbg !166
  %95 = zext i64 %94 to i128, !dbg !166
  %96 = or i128 %89, %95, !dbg !167
  store i128 %96, i128* %11, align 16, !dbg !168
  br label %125, !dbg !169

97:                                               ; preds = %55
  %98 = load i32, i32* %7, align 4, !dbg !170
  %99 = icmp slt i32 %98, 44, !dbg !172
  br i1 %99, label %100, label %124, !dbg !173

100:                                              ; preds = %97
  %101 = load i64*, i64** %8, align 8, !dbg !174
  %102 = getelementptr inbounds i64, i64* %101, i64 3, !dbg !174
  %103 = load i64, i64* %102, align 8, !dbg !174
  %104 = lshr i64 %103, 48, !dbg !176
  %105 = or i64 %104, 1, !dbg !177
  %106 = zext i64 %105 to i128, !dbg !178
  %107 = shl i128 %106, 64, !dbg !179
  %108 = load i64*, i64** %8, align 8, !dbg !180
  %109 = getelementptr inbounds i64, i64* %108, i64 2, !dbg !180
  %110 = load i64, i64* %109, align 8, !dbg !180
  %111 = zext i64 %110 to i128, !dbg !180
  %112 = or i128 %107, %111, !dbg !181
  store i128 %112, i128* %11, align 16, !dbg !182
  %113 = load i128, i128* %11, align 16, !dbg !183
  %114 = load i64*, i64** %8, align 8, !dbg !184
  %115 = getelementptr inbounds i64, i64* %114, i64 1, !dbg !184
  %116 = load i64, i64* %115, align 8, !dbg !184
  %117 = load i32, i32* %7, align 4, !dbg !185
  %118 = and i32 %117, 15, !dbg !186
  %119 = add nsw i32 48, %118, !dbg !187
  %120 = zext i32 %119 to i64, !dbg !188
  %121 = lshr i64 %116, %120, !dbg !188
  %122 = zext i64 %121 to i128, !dbg !189
  %123 = mul i128 %113, %122, !dbg !190
  store i128 %123, i128* %9, align 16, !dbg !191
  br label %124, !dbg !192

124:                                              ; preds = %100, %97
  br label %125

125:                                              ; preds = %124, %68
  %126 = load i128, i128* %11, align 16, !dbg !193
  %127 = icmp eq i128 %126, 0, !dbg !195
  br i1 %127, label %128, label %129, !dbg !196

128:                                              ; preds = %125
  store i128 1, i128* %11, align 16, !dbg !197
  br label %129, !dbg !198

129:                                              ; preds = %128, %125
  call void @llvm.dbg.declare(metadata i128* %12, metadata !199, metadata !DIExpression()), !dbg !200
  %130 = load i128, i128* %9, align 16, !dbg !201
  store i128 %130, i128* %12, align 16, !dbg !200
  call void @llvm.dbg.declare(metadata i128* %13, metadata !202, metadata !DIExpression()), !dbg !203
  %131 = load i128, i128* %11, align 16, !dbg !204
  store i128 %131, i128* %13, align 16, !dbg !203
  %132 = load i128, i128* %13, align 16, !dbg !205
  %133 = icmp eq i128 %132, -1, !dbg !207
  br i1 %133, label %134, label %138, !dbg !208

134:                                              ; preds = %129
  %135 = load i128, i128* %12, align 16, !dbg !209
  %136 = icmp eq i128 %135, -170141183460469231731687303715884105728, !dbg !210
  br i1 %136, label %137, label %138, !dbg !211

137:                                              ; preds = %134
  store i128 1, i128* %13, align 16, !dbg !212
  br label %138, !dbg !213

138:                                              ; preds = %137, %134, %129
  call void @llvm.dbg.declare(metadata [4 x i128]* %14, metadata !214, metadata !DIExpression()), !dbg !217
  %139 = getelementptr inbounds [4 x i128], [4 x i128]* %14, i64 0, i64 0, !dbg !218
  %140 = load i128, i128* %9, align 16, !dbg !219
  %141 = load i128, i128* %11, align 16, !dbg !220
  %142 = udiv i128 %140, %141, !dbg !221
  store i128 %142, i128* %139, align 16, !dbg !218
  %143 = getelementptr inbounds i128, i128* %139, i64 1, !dbg !218
  %144 = load i128, i128* %9, align 16, !dbg !222
  %145 = load i128, i128* %11, align 16, !dbg !223
  %146 = urem i128 %144, %145, !dbg !224
  store i128 %146, i128* %143, align 16, !dbg !218
  %147 = getelementptr inbounds i128, i128* %143, i64 1, !dbg !218
  %148 = load i128, i128* %12, align 16, !dbg !225
  %149 = load i128, i128* %13, align 16, !dbg !226
  %150 = sdiv i128 %148, %149, !dbg !227
  store i128 %150, i128* %147, align 16, !dbg !218
  %151 = getelementptr inbounds i128, i128* %147, i64 1, !dbg !218
  %152 = load i128, i128* %12, align 16, !dbg !228
  %153 = load i128, i128* %13, align 16, !dbg !229
  %154 = srem i128 %152, %153, !dbg !230
  store i128 %154, i128* %151, align 16, !dbg !218
  call void @llvm.dbg.declare(metadata i32* %15, metadata !231, metadata !DIExpression()), !dbg !233
  store i32 0, i32* %15, align 4, !dbg !233
  br label %155, !dbg !234

155:                                              ; preds = %187, %138
  %156 = load i32, i32* %15, align 4, !dbg !235
  %157 = icmp slt i32 %156, 4, !dbg !237
  br i1 %157, label %158, label %190, !dbg !238

158:                                              ; preds = %155
  %159 = load i32, i32* %15, align 4, !dbg !239
  %160 = sext i32 %159 to i64, !dbg !241
  %161 = getelementptr inbounds [4 x i128], [4 x i128]* %14, i64 0, i64 %160, !dbg !241
  %162 = load i128, i128* %161, align 16, !dbg !241
  %163 = trunc i128 %162 to i64, !dbg !241
  %164 = load i64*, i64** %5, align 8, !dbg !242
  %165 = load i32, i32* %7, align 4, !dbg !243
  %166 = mul nsw i32 8, %165, !dbg !244
  %167 = load i32, i32* %15, align 4, !dbg !245
  %168 = mul nsw i32 2, %167, !dbg !246
  %169 = add nsw i32 %166, %168, !dbg !247
  %170 = sext i32 %169 to i64, !dbg !242
  %171 = getelementptr inbounds i64, i64* %164, i64 %170, !dbg !242
  store i64 %163, i64* %171, align 8, !dbg !248
  %172 = load i32, i32* %15, align 4, !dbg !249
  %173 = sext i32 %172 to i64, !dbg !250
  %174 = getelementptr inbounds [4 x i128], [4 x i128]* %14, i64 0, i64 %173, !dbg !250
  %175 = load i128, i128* %174, align 16, !dbg !250
  %176 = lshr i128 %175, 64, !dbg !251
  %177 = trunc i128 %176 to i64, !dbg !252
  %178 = load i64*, i64** %5, align 8, !dbg !253
  %179 = load i32, i32* %7, align 4, !dbg !254
  %180 = mul nsw i32 8, %179, !dbg !255
  %181 = load i32, i32* %15, align 4, !dbg !256
  %182 = mul nsw i32 2, %181, !dbg !257
  %183 = add nsw i32 %180, %182, !dbg !258
  %184 = add nsw i32 %183, 1, !dbg !259
  %185 = sext i32 %184 to i64, !dbg !253
  %186 = getelementptr inbounds i64, i64* %178, i64 %185, !dbg !253
  store i64 %177, i64* %186, align 8, !dbg !260
  br label %187, !dbg !261

187:                                              ; preds = %158
  %188 = load i32, i32* %15, align 4, !dbg !262
  %189 = add nsw i32 %188, 1, !dbg !262
  store i32 %189, i32* %15, align 4, !dbg !262
  br label %155, !dbg !263, !llvm.loop !264

190:                                              ; preds = %24, %155
  ret void, !dbg !267
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @divrem_odd(i64* noundef %0, i64* noundef %1, i32 noundef %2) #2 !dbg !10 {
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64*, align 8
  %9 = alloca i64*, align 8
  %10 = alloca i65, align 8
  %11 = alloca i64, align 8
  %12 = alloca i65, align 8
  %13 = alloca i65, align 8
  %14 = alloca i65, align 8
  %15 = alloca [4 x i128], align 16
  %16 = alloca i32, align 4
  %17 = alloca i96, align 8
  %18 = alloca i64, align 8
  %19 = alloca i96, align 8
  %20 = alloca i96, align 8
  %21 = alloca i96, align 8
  %22 = alloca [4 x i128], align 16
  %23 = alloca i32, align 4
  %24 = alloca i127, align 8
  %25 = alloca i64, align 8
  %26 = alloca i127, align 8
  %27 = alloca i127, align 8
  %28 = alloca i127, align 8
  %29 = alloca [4 x i128], align 16
  %30 = alloca i32, align 4
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !268, metadata !DIExpression()), !dbg !269
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !270, metadata !DIExpression()), !dbg !271
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !272, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.declare(metadata i32* %7, metadata !274, metadata !DIExpression()), !dbg !275
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4, !dbg !276
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4, !dbg !278
  %33 = mul i32 %31, %32, !dbg !280
  %34 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4, !dbg !281
  %35 = add i32 %33, %34, !dbg !283
  store i32 %35, i32* %7, align 4, !dbg !275
  %36 = load i32, i32* %7, align 4, !dbg !284
  %37 = load i32, i32* %6, align 4, !dbg !286
  %38 = icmp sge i32 %36, %37, !dbg !287
  br i1 %38, label %39, label %40, !dbg !288

39:                                               ; preds = %3
  br label %329, !dbg !289

40:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64** %8, metadata !290, metadata !DIExpression()), !dbg !291
  %41 = load i64*, i64** %4, align 8, !dbg !292
  %42 = load i32, i32* %7, align 4, !dbg !293
  %43 = mul nsw i32 4, %42, !dbg !294
  %44 = sext i32 %43 to i64, !dbg !295
  %45 = getelementptr inbounds i64, i64* %41, i64 %44, !dbg !295
  store i64* %45, i64** %8, align 8, !dbg !291
  call void @llvm.dbg.declare(metadata i64** %9, metadata !296, metadata !DIExpression()), !dbg !297
  %46 = load i64*, i64** %5, align 8, !dbg !298
  %47 = load i32, i32* %7, align 4, !dbg !299
  %48 = mul nsw i32 24, %47, !dbg !300
  %49 = sext i32 %48 to i64, !dbg !301
  %50 = getelementptr inbounds i64, i64* %46, i64 %49, !dbg !301
  store i64* %50, i64** %9, align 8, !dbg !297
  call void @llvm.dbg.declare(metadata i65* %10, metadata !302, metadata !DIExpression()), !dbg !304
  %51 = load i64*, i64** %8, align 8, !dbg !304
  %52 = getelementptr inbounds i64, i64* %51, i64 1, !dbg !304
  %53 = load i64, i64* %52, align 8, !dbg !304
  %54 = call noundef i64 @_Z4wordy(i64 noundef %53) #5, !dbg !304
  %55 = zext i64 %54 to i128, !dbg !304
  %56 = shl i128 %55, 64, !dbg !304
  %57 = load i64*, i64** %8, align 8, !dbg !304
  %58 = getelementptr inbounds i64, i64* %57, i64 0, !dbg !304
  %59 = load i64, i64* %58, align 8, !dbg !304
  %60 = call noundef i64 @_Z4wordy(i64 noundef %59) #5, !dbg !304
  %61 = zext i64 %60 to i128, !dbg !304
  %62 = or i128 %56, %61, !dbg !304
  %63 = trunc i128 %62 to i65, !dbg !304
  store i65 %63, i65* %10, align 8, !dbg !304
  call void @llvm.dbg.declare(metadata i64* %11, metadata !305, metadata !DIExpression()), !dbg !304
  %64 = load i64*, i64** %8, align 8, !dbg !304
  %65 = getelementptr inbounds i64, i64* %64, i64 3, !dbg !304
  %66 = load i64, i64* %65, align 8, !dbg !304
  %67 = lshr i64 %66, 40, !dbg !304
  %68 = and i64 %67, 1, !dbg !304
  %69 = icmp ne i64 %68, 0, !dbg !304
  br i1 %69, label %70, label %71, !dbg !304

70:                                               ; preds = %40
  br label %76, !dbg !304

71:                                               ; preds = %40
  %72 = load i64*, i64** %8, align 8, !dbg !304
  %73 = getelementptr inbounds i64, i64* %72, i64 3, !dbg !304
  %74 = load i64, i64* %73, align 8, !dbg !304
  %75 = call noundef i64 @_Z4wordy(i64 noundef %74) #5, !dbg !304
  br label %76, !dbg !304

76:                                               ; preds = %71, %70
  %77 = phi i64 [ 0, %70 ], [ %75, %71 ], !dbg !304
  store i64 %77, i64* %11, align 8, !dbg !304
  call void @llvm.dbg.declare(metadata i65* %12, metadata !306, metadata !DIExpression()), !dbg !304
  %78 = load i64, i64* %11, align 8, !dbg !304
  %79 = zext i64 %78 to i128, !dbg !304
  %80 = shl i128 %79, 64, !dbg !304
  %81 = load i64*, i64** %8, align 8, !dbg !304
  %82 = getelementptr inbounds i64, i64* %81, i64 2, !dbg !304
  %83 = load i64, i64* %82, align 8, !dbg !304
  %84 = call noundef i64 @_Z4wordy(i64 noundef %83) #5, !dbg !304
  %85 = zext i64 %84 to i128, !dbg !304
  %86 = or i128 %80, %85, !dbg !304
  %87 = trunc i128 %86 to i65, !dbg !304
  store i65 %87, i65* %12, align 8, !dbg !304
  %88 = load i65, i65* %12, align 8, !dbg !307
  %89 = icmp eq i65 %88, 0, !dbg !307
  br i1 %89, label %90, label %91, !dbg !304

90:                                               ; preds = %76
  store i65 1, i65* %12, align 8, !dbg !307
  br label %91, !dbg !307

91:                                               ; preds = %90, %76
  call void @llvm.dbg.declare(metadata i65* %13, metadata !309, metadata !DIExpression()), !dbg !304
  %92 = load i65, i65* %10, align 8, !dbg !304
  store i65 %92, i65* %13, align 8, !dbg !304
  call void @llvm.dbg.declare(metadata i65* %14, metadata !310, metadata !DIExpression()), !dbg !304
  %93 = load i65, i65* %12, align 8, !dbg !304
  store i65 %93, i65* %14, align 8, !dbg !304
  %94 = load i65, i65* %14, align 8, !dbg !311
  %95 = icmp eq i65 %94, -1, !dbg !311
  br i1 %95, label %96, label %100, !dbg !311

96:                                               ; preds = %91
  %97 = load i65, i65* %13, align 8, !dbg !311
  %98 = icmp eq i65 %97, -18446744073709551616, !dbg !311
  br i1 %98, label %99, label %100, !dbg !304

99:                                               ; preds = %96
  store i65 1, i65* %14, align 8, !dbg !311
  br label %100, !dbg !311

100:                                              ; preds = %99, %96, %91
  call void @llvm.dbg.declare(metadata [4 x i128]* %15, metadata !313, metadata !DIExpression()), !dbg !304
  %101 = getelementptr inbounds [4 x i128], [4 x i128]* %15, i64 0, i64 0, !dbg !304
  %102 = load i65, i65* %10, align 8, !dbg !304
  %103 = load i65, i65* %12, align 8, !dbg !304
  %104 = udiv i65 %102, %103, !dbg !304
  %105 = zext i65 %104 to i128, !dbg !304
  store i128 %105, i128* %101, align 16, !dbg !304
  %106 = getelementptr inbounds i128, i128* %101, i64 1, !dbg !304
  %107 = load i65, i65* %10, align 8, !dbg !304
  %108 = load i65, i65* %12, align 8, !dbg !304
  %109 = urem i65 %107, %108, !dbg !304
  %110 = zext i65 %109 to i128, !dbg !304
  store i128 %110, i128* %106, align 16, !dbg !304
  %111 = getelementptr inbounds i128, i128* %106, i64 1, !dbg !304
  %112 = load i65, i65* %13, align 8, !dbg !304
  %113 = load i65, i65* %14, align 8, !dbg !304
  %114 = sdiv i65 %112, %113, !dbg !304
  %115 = zext i65 %114 to i128, !dbg !304
  store i128 %115, i128* %111, align 16, !dbg !304
  %116 = getelementptr inbounds i128, i128* %111, i64 1, !dbg !304
  %117 = load i65, i65* %13, align 8, !dbg !304
  %118 = load i65, i65* %14, align 8, !dbg !304
  %119 = srem i65 %117, %118, !dbg !304
  %120 = zext i65 %119 to i128, !dbg !304
  store i128 %120, i128* %116, align 16, !dbg !304
  call void @llvm.dbg.declare(metadata i32* %16, metadata !314, metadata !DIExpression()), !dbg !316
  store i32 0, i32* %16, align 4, !dbg !316
  br label %121, !dbg !316

121:                                              ; preds = %140, %100
  %122 = load i32, i32* %16, align 4, !dbg !317
  %123 = icmp slt i32 %122, 4, !dbg !317
  br i1 %123, label %124, label %143, !dbg !316

124:                                              ; preds = %121
  %125 = load i32, i32* %16, align 4, !dbg !319
  %126 = sext i32 %125 to i64, !dbg !319
  %127 = getelementptr inbounds [4 x i128], [4 x i128]* %15, i64 0, i64 %126, !dbg !319
  %128 = load i128, i128* %127, align 16, !dbg !319
  %129 = trunc i128 %128 to i64, !dbg !319
  %130 = load i64*, i64** %9, align 8, !dbg !319
  %131 = getelementptr inbounds i64, i64* %130, i32 1, !dbg !319
  store i64* %131, i64** %9, align 8, !dbg !319
  store i64 %129, i64* %130, align 8, !dbg !319
  %132 = load i32, i32* %16, align 4, !dbg !319
  %133 = sext i32 %132 to i64, !dbg !319
  %134 = getelementptr inbounds [4 x i128], [4 x i128]* %15, i64 0, i64 %133, !dbg !319
  %135 = load i128, i128* %134, align 16, !dbg !319
  %136 = lshr i128 %135, 64, !dbg !319
  %137 = trunc i128 %136 to i64, !dbg !319
  %138 = load i64*, i64** %9, align 8, !dbg !319
  %139 = getelementptr inbounds i64, i64* %138, i32 1, !dbg !319
  store i64* %139, i64** %9, align 8, !dbg !319
  store i64 %137, i64* %138, align 8, !dbg !319
  br label %140, !dbg !319

140:                                              ; preds = %124
  %141 = load i32, i32* %16, align 4, !dbg !317
  %142 = add nsw i32 %141, 1, !dbg !317
  store i32 %142, i32* %16, align 4, !dbg !317
  br label %121, !dbg !317, !llvm.loop !321

143:                                              ; preds = %121
  call void @llvm.dbg.declare(metadata i96* %17, metadata !322, metadata !DIExpression()), !dbg !324
  %144 = load i64*, i64** %8, align 8, !dbg !324
  %145 = getelementptr inbounds i64, i64* %144, i64 1, !dbg !324
  %146 = load i64, i64* %145, align 8, !dbg !324
  %147 = call noundef i64 @_Z4wordy(i64 noundef %146) #5, !dbg !324
  %148 = zext i64 %147 to i128, !dbg !324
  %149 = shl i128 %148, 64, !dbg !324
  %150 = load i64*, i64** %8, align 8, !dbg !324
  %151 = getelementptr inbounds i64, i64* %150, i64 0, !dbg !324
  %152 = load i64, i64* %151, align 8, !dbg !324
  %153 = call noundef i64 @_Z4wordy(i64 noundef %152) #5, !dbg !324
  %154 = zext i64 %153 to i128, !dbg !324
  %155 = or i128 %149, %154, !dbg !324
  %156 = trunc i128 %155 to i96, !dbg !324
  store i96 %156, i96* %17, align 8, !dbg !324
  call void @llvm.dbg.declare(metadata i64* %18, metadata !325, metadata !DIExpression()), !dbg !324
  %157 = load i64*, i64** %8, align 8, !dbg !324
  %158 = getelementptr inbounds i64, i64* %157, i64 3, !dbg !324
  %159 = load i64, i64* %158, align 8, !dbg !324
  %160 = lshr i64 %159, 40, !dbg !324
  %161 = and i64 %160, 1, !dbg !324
  %162 = icmp ne i64 %161, 0, !dbg !324
  br i1 %162, label %163, label %164, !dbg !324

163:                                              ; preds = %143
  br label %169, !dbg !324

164:                                              ; preds = %143
  %165 = load i64*, i64** %8, align 8, !dbg !324
  %166 = getelementptr inbounds i64, i64* %165, i64 3, !dbg !324
  %167 = load i64, i64* %166, align 8, !dbg !324
  %168 = call noundef i64 @_Z4wordy(i64 noundef %167) #5, !dbg !324
  br label %169, !dbg !324

169:                                              ; preds = %164, %163
  %170 = phi i64 [ 0, %163 ], [ %168, %164 ], !dbg !324
  store i64 %170, i64* %18, align 8, !dbg !324
  call void @llvm.dbg.declare(metadata i96* %19, metadata !326, metadata !DIExpression()), !dbg !324
  %171 = load i64, i64* %18, align 8, !dbg !324
  %172 = zext i64 %171 to i128, !dbg !324
  %173 = shl i128 %172, 64, !dbg !324
  %174 = load i64*, i64** %8, align 8, !dbg !324
  %175 = getelementptr inbounds i64, i64* %174, i64 2, !dbg !324
  %176 = load i64, i64* %175, align 8, !dbg !324
  %177 = call noundef i64 @_Z4wordy(i64 noundef %176) #5, !dbg !324
  %178 = zext i64 %177 to i128, !dbg !324
  %179 = or i128 %173, %178, !dbg !324
  %180 = trunc i128 %179 to i96, !dbg !324
  store i96 %180, i96* %19, align 8, !dbg !324
  %181 = load i96, i96* %19, align 8, !dbg !327
  %182 = icmp eq i96 %181, 0, !dbg !327
  br i1 %182, label %183, label %184, !dbg !324

183:                                              ; preds = %169
  store i96 1, i96* %19, align 8, !dbg !327
  br label %184, !dbg !327

184:                                              ; preds = %183, %169
  call void @llvm.dbg.declare(metadata i96* %20, metadata !329, metadata !DIExpression()), !dbg !324
  %185 = load i96, i96* %17, align 8, !dbg !324
  store i96 %185, i96* %20, align 8, !dbg !324
  call void @llvm.dbg.declare(metadata i96* %21, metadata !330, metadata !DIExpression()), !dbg !324
  %186 = load i96, i96* %19, align 8, !dbg !324
  store i96 %186, i96* %21, align 8, !dbg !324
  %187 = load i96, i96* %21, align 8, !dbg !331
  %188 = icmp eq i96 %187, -1, !dbg !331
  br i1 %188, label %189, label %193, !dbg !331

189:                                              ; preds = %184
  %190 = load i96, i96* %20, align 8, !dbg !331
  %191 = icmp eq i96 %190, -39614081257132168796771975168, !dbg !331
  br i1 %191, label %192, label %193, !dbg !324

192:                                              ; preds = %189
  store i96 1, i96* %21, align 8, !dbg !331
  br label %193, !dbg !331

193:                                              ; preds = %192, %189, %184
  call void @llvm.dbg.declare(metadata [4 x i128]* %22, metadata !333, metadata !DIExpression()), !dbg !324
  %194 = getelementptr inbounds [4 x i128], [4 x i128]* %22, i64 0, i64 0, !dbg !324
  %195 = load i96, i96* %17, align 8, !dbg !324
  %196 = load i96, i96* %19, align 8, !dbg !324
  %197 = udiv i96 %195, %196, !dbg !324
  %198 = zext i96 %197 to i128, !dbg !324
  store i128 %198, i128* %194, align 16, !dbg !324
  %199 = getelementptr inbounds i128, i128* %194, i64 1, !dbg !324
  %200 = load i96, i96* %17, align 8, !dbg !324
  %201 = load i96, i96* %19, align 8, !dbg !324
  %202 = urem i96 %200, %201, !dbg !324
  %203 = zext i96 %202 to i128, !dbg !324
  store i128 %203, i128* %199, align 16, !dbg !324
  %204 = getelementptr inbounds i128, i128* %199, i64 1, !dbg !324
  %205 = load i96, i96* %20, align 8, !dbg !324
  %206 = load i96, i96* %21, align 8, !dbg !324
  %207 = sdiv i96 %205, %206, !dbg !324
  %208 = zext i96 %207 to i128, !dbg !324
  store i128 %208, i128* %204, align 16, !dbg !324
  %209 = getelementptr inbounds i128, i128* %204, i64 1, !dbg !324
  %210 = load i96, i96* %20, align 8, !dbg !324
  %211 = load i96, i96* %21, align 8, !dbg !324
  %212 = srem i96 %210, %211, !dbg !324
  %213 = zext i96 %212 to i128, !dbg !324
  store i128 %213, i128* %209, align 16, !dbg !324
  call void @llvm.dbg.declare(metadata i32* %23, metadata !334, metadata !DIExpression()), !dbg !336
  store i32 0, i32* %23, align 4, !dbg !336
  br label %214, !dbg !336

214:                                              ; preds = %233, %193
  %215 = load i32, i32* %23, align 4, !dbg !337
  %216 = icmp slt i32 %215, 4, !dbg !337
  br i1 %216, label %217, label %236, !dbg !336

217:                                              ; preds = %214
  %218 = load i32, i32* %23, align 4, !dbg !339
  %219 = sext i32 %218 to i64, !dbg !339
  %220 = getelementptr inbounds [4 x i128], [4 x i128]* %22, i64 0, i64 %219, !dbg !339
  %221 = load i128, i128* %220, align 16, !dbg !339
  %222 = trunc i128 %221 to i64, !dbg !339
  %223 = load i64*, i64** %9, align 8, !dbg !339
  %224 = getelementptr inbounds i64, i64* %223, i32 1, !dbg !339
  store i64* %224, i64** %9, align 8, !dbg !339
  store i64 %222, i64* %223, align 8, !dbg !339
  %225 = load i32, i32* %23, align 4, !dbg !339
  %226 = sext i32 %225 to i64, !dbg !339
  %227 = getelementptr inbounds [4 x i128], [4 x i128]* %22, i64 0, i64 %226, !dbg !339
  %228 = load i128, i128* %227, align 16, !dbg !339
  %229 = lshr i128 %228, 64, !dbg !339
  %230 = trunc i128 %229 to i64, !dbg !339
  %231 = load i64*, i64** %9, align 8, !dbg !339
  %232 = getelementptr inbounds i64, i64* %231, i32 1, !dbg !339
  store i64* %232, i64** %9, align 8, !dbg !339
  store i64 %230, i64* %231, align 8, !dbg !339
  br label %233, !dbg !339

233:                                              ; preds = %217
  %234 = load i32, i32* %23, align 4, !dbg !337
  %235 = add nsw i32 %234, 1, !dbg !337
  store i32 %235, i32* %23, align 4, !dbg !337
  br label %214, !dbg !337, !llvm.loop !341

236:                                              ; preds = %214
  call void @llvm.dbg.declare(metadata i127* %24, metadata !342, metadata !DIExpression()), !dbg !344
  %237 = load i64*, i64** %8, align 8, !dbg !344
  %238 = getelementptr inbounds i64, i64* %237, i64 1, !dbg !344
  %239 = load i64, i64* %238, align 8, !dbg !344
  %240 = call noundef i64 @_Z4wordy(i64 noundef %239) #5, !dbg !344
  %241 = zext i64 %240 to i128, !dbg !344
  %242 = shl i128 %241, 64, !dbg !344
  %243 = load i64*, i64** %8, align 8, !dbg !344
  %244 = getelementptr inbounds i64, i64* %243, i64 0, !dbg !344
  %245 = load i64, i64* %244, align 8, !dbg !344
  %246 = call noundef i64 @_Z4wordy(i64 noundef %245) #5, !dbg !344
  %247 = zext i64 %246 to i128, !dbg !344
  %248 = or i128 %242, %247, !dbg !344
  %249 = trunc i128 %248 to i127, !dbg !344
  store i127 %249, i127* %24, align 8, !dbg !344
  call void @llvm.dbg.declare(metadata i64* %25, metadata !345, metadata !DIExpression()), !dbg !344
  %250 = load i64*, i64** %8, align 8, !dbg !344
  %251 = getelementptr inbounds i64, i64* %250, i64 3, !dbg !344
  %252 = load i64, i64* %251, align 8, !dbg !344
  %253 = lshr i64 %252, 40, !dbg !344
  %254 = and i64 %253, 1, !dbg !344
  %255 = icmp ne i64 %254, 0, !dbg !344
  br i1 %255, label %256, label %257, !dbg !344

256:                                              ; preds = %236
  br label %262, !dbg !344

257:                                              ; preds = %236
  %258 = load i64*, i64** %8, align 8, !dbg !344
  %259 = getelementptr inbounds i64, i64* %258, i64 3, !dbg !344
  %260 = load i64, i64* %259, align 8, !dbg !344
  %261 = call noundef i64 @_Z4wordy(i64 noundef %260) #5, !dbg !344
  br label %262, !dbg !344

262:                                              ; preds = %257, %256
  %263 = phi i64 [ 0, %256 ], [ %261, %257 ], !dbg !344
  store i64 %263, i64* %25, align 8, !dbg !344
  call void @llvm.dbg.declare(metadata i127* %26, metadata !346, metadata !DIExpression()), !dbg !344
  %264 = load i64, i64* %25, align 8, !dbg !344
  %265 = zext i64 %264 to i128, !dbg !344
  %266 = shl i128 %265, 64, !dbg !344
  %267 = load i64*, i64** %8, align 8, !dbg !344
  %268 = getelementptr inbounds i64, i64* %267, i64 2, !dbg !344
  %269 = load i64, i64* %268, align 8, !dbg !344
  %270 = call noundef i64 @_Z4wordy(i64 noundef %269) #5, !dbg !344
  %271 = zext i64 %270 to i128, !dbg !344
  %272 = or i128 %266, %271, !dbg !344
  %273 = trunc i128 %272 to i127, !dbg !344
  store i127 %273, i127* %26, align 8, !dbg !344
  %274 = load i127, i127* %26, align 8, !dbg !347
  %275 = icmp eq i127 %274, 0, !dbg !347
  br i1 %275, label %276, label %277, !dbg !344

276:                                              ; preds = %262
  store i127 1, i127* %26, align 8, !dbg !347
  br label %277, !dbg !347

277:                                              ; preds = %276, %262
  call void @llvm.dbg.declare(metadata i127* %27, metadata !349, metadata !DIExpression()), !dbg !344
  %278 = load i127, i127* %24, align 8, !dbg !344
  store i127 %278, i127* %27, align 8, !dbg !344
  call void @llvm.dbg.declare(metadata i127* %28, metadata !350, metadata !DIExpression()), !dbg !344
  %279 = load i127, i127* %26, align 8, !dbg !344
  store i127 %279, i127* %28, align 8, !dbg !344
  %280 = load i127, i127* %28, align 8, !dbg !351
  %281 = icmp eq i127 %280, -1, !dbg !351
  br i1 %281, label %282, label %286, !dbg !351

282:                                              ; preds = %277
  %283 = load i127, i127* %27, align 8, !dbg !351
  %284 = icmp eq i127 %283, -85070591730234615865843651857942052864, !dbg !351
  br i1 %284, label %285, label %286, !dbg !344

285:                                              ; preds = %282
  store i127 1, i127* %28, align 8, !dbg !351
  br label %286, !dbg !351

286:                                              ; preds = %285, %282, %277
  call void @llvm.dbg.declare(metadata [4 x i128]* %29, metadata !353, metadata !DIExpression()), !dbg !344
  %287 = getelementptr inbounds [4 x i128], [4 x i128]* %29, i64 0, i64 0, !dbg !344
  %288 = load i127, i127* %24, align 8, !dbg !344
  %289 = load i127, i127* %26, align 8, !dbg !344
  %290 = udiv i127 %288, %289, !dbg !344
  %291 = zext i127 %290 to i128, !dbg !344
  store i128 %291, i128* %287, align 16, !dbg !344
  %292 = getelementptr inbounds i128, i128* %287, i64 1, !dbg !344
  %293 = load i127, i127* %24, align 8, !dbg !344
  %294 = load i127, i127* %26, align 8, !dbg !344
  %295 = urem i127 %293, %294, !dbg !344
  %296 = zext i127 %295 to i128, !dbg !344
  store i128 %296, i128* %292, align 16, !dbg !344
  %297 = getelementptr inbounds i128, i128* %292, i64 1, !dbg !344
  %298 = load i127, i127* %27, align 8, !dbg !344
  %299 = load i127, i127* %28, align 8, !dbg !344
  %300 = sdiv i127 %298, %299, !dbg !344
  %301 = zext i127 %300 to i128, !dbg !344
  store i128 %301, i128* %297, align 16, !dbg !344
  %302 = getelementptr inbounds i128, i128* %297, i64 1, !dbg !344
  %303 = load i127, i127* %27, align 8, !dbg !344
  %304 = load i127, i127* %28, align 8, !dbg !344
  %305 = srem i127 %303, %304, !dbg !344
  %306 = zext i127 %305 to i128, !dbg !344
  store i128 %306, i128* %302, align 16, !dbg !344
  call void @llvm.dbg.declare(metadata i32* %30, metadata !354, metadata !DIExpression()), !dbg !356
  store i32 0, i32* %30, align 4, !dbg !356
  br label %307, !dbg !356

307:                                              ; preds = %326, %286
  %308 = load i32, i32* %30, align 4, !dbg !357
  %309 = icmp slt i32 %308, 4, !dbg !357
  br i1 %309, label %310, label %329, !dbg !356

310:                                              ; preds = %307
  %311 = load i32, i32* %30, align 4, !dbg !359
  %312 = sext i32 %311 to i64, !dbg !359
  %313 = getelementptr inbounds [4 x i128], [4 x i128]* %29, i64 0, i64 %312, !dbg !359
  %314 = load i128, i128* %313, align 16, !dbg !359
  %315 = trunc i128 %314 to i64, !dbg !359
  %316 = load i64*, i64** %9, align 8, !dbg !359
  %317 = getelementptr inbounds i64, i64* %316, i32 1, !dbg !359
  store i64* %317, i64** %9, align 8, !dbg !359
  store i64 %315, i64* %316, align 8, !dbg !359
  %318 = load i32, i32* %30, align 4, !dbg !359
  %319 = sext i32 %318 to i64, !dbg !359
  %320 = getelementptr inbounds [4 x i128], [4 x i128]* %29, i64 0, i64 %319, !dbg !359
  %321 = load i128, i128* %320, align 16, !dbg !359
  %322 = lshr i128 %321, 64, !dbg !359
  %323 = trunc i128 %322 to i64, !dbg !359
  %324 = load i64*, i64** %9, align 8, !dbg !359
  %325 = getelementptr inbounds i64, i64* %324, i32 1, !dbg !359
  store i64* %325, i64** %9, align 8, !dbg !359
  store i64 %323, i64* %324, align 8, !dbg !359
  br label %326, !dbg !359

326:                                              ; preds = %310
  %327 = load i32, i32* %30, align 4, !dbg !357
  %328 = add nsw i32 %327, 1, !dbg !357
  store i32 %328, i32* %30, align 4, !dbg !357
  br label %307, !dbg !357, !llvm.loop !361

329:                                              ; preds = %39, %307
  ret void, !dbg !362
}

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

!llvm.dbg.cu = !{!2}
!nvvm.annotations = !{!35, !36}
!llvm.module.flags = !{!37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "edge", linkageName: "_ZL4edge", scope: !2, file: !3, line: 14, type: !32, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !25, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/intwidth/divrem.cu", directory: ".")
!4 = !{!5, !6, !7, !9, !19, !21, !22, !23, !24}
!5 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "u64", file: !3, line: 12, baseType: !8)
!8 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", scope: !10, file: !3, line: 115, baseType: !18)
!10 = distinct !DISubprogram(name: "divrem_odd", scope: !3, file: !3, line: 108, type: !11, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !15, !16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DIBasicType(name: "unsigned _BitInt", size: 128, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "S", scope: !10, file: !3, line: 115, baseType: !20)
!20 = !DIBasicType(name: "_BitInt", size: 128, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", scope: !10, file: !3, line: 116, baseType: !18)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "S", scope: !10, file: !3, line: 116, baseType: !20)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", scope: !10, file: !3, line: 117, baseType: !18)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "S", scope: !10, file: !3, line: 117, baseType: !20)
!25 = !{!0, !26}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression(DW_OP_constu, 4, DW_OP_swap, DW_OP_xderef))
!27 = distinct !DIGlobalVariable(name: "hard", linkageName: "_ZL4hard", scope: !2, file: !3, line: 26, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 3072, elements: !29)
!29 = !{!30, !31}
!30 = !DISubrange(count: 12)
!31 = !DISubrange(count: 4)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 1024, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 16)
!35 = !{void (i64*, i64*, i32)* @divrem128, !"kernel", i32 1}
!36 = !{void (i64*, i64*, i32)* @divrem_odd, !"kernel", i32 1}
!37 = !{i32 7, !"Dwarf Version", i32 2}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 14.0.6"}
!43 = distinct !DISubprogram(name: "word", linkageName: "_Z4wordy", scope: !3, file: !3, line: 44, type: !44, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!44 = !DISubroutineType(types: !45)
!45 = !{!7, !7}
!46 = !DILocalVariable(name: "r", arg: 1, scope: !43, file: !3, line: 44, type: !7)
!47 = !DILocation(line: 44, column: 10, scope: !43)
!48 = !DILocalVariable(name: "e", scope: !43, file: !3, line: 46, type: !7)
!49 = !DILocation(line: 46, column: 6, scope: !43)
!50 = !DILocation(line: 46, column: 16, scope: !43)
!51 = !DILocation(line: 46, column: 18, scope: !43)
!52 = !DILocation(line: 46, column: 24, scope: !43)
!53 = !DILocation(line: 46, column: 10, scope: !43)
!54 = !DILocation(line: 47, column: 10, scope: !43)
!55 = !DILocation(line: 47, column: 12, scope: !43)
!56 = !DILocation(line: 47, column: 2, scope: !43)
!57 = !DILocation(line: 48, column: 17, scope: !58)
!58 = distinct !DILexicalBlock(scope: !43, file: !3, line: 47, column: 17)
!59 = !DILocation(line: 48, column: 10, scope: !58)
!60 = !DILocation(line: 49, column: 17, scope: !58)
!61 = !DILocation(line: 49, column: 10, scope: !58)
!62 = !DILocation(line: 50, column: 17, scope: !58)
!63 = !DILocation(line: 50, column: 23, scope: !58)
!64 = !DILocation(line: 50, column: 25, scope: !58)
!65 = !DILocation(line: 50, column: 31, scope: !58)
!66 = !DILocation(line: 50, column: 19, scope: !58)
!67 = !DILocation(line: 50, column: 36, scope: !58)
!68 = !DILocation(line: 50, column: 10, scope: !58)
!69 = !DILocation(line: 51, column: 18, scope: !58)
!70 = !DILocation(line: 51, column: 25, scope: !58)
!71 = !DILocation(line: 51, column: 27, scope: !58)
!72 = !DILocation(line: 51, column: 33, scope: !58)
!73 = !DILocation(line: 51, column: 20, scope: !58)
!74 = !DILocation(line: 51, column: 11, scope: !58)
!75 = !DILocation(line: 53, column: 1, scope: !43)
!76 = distinct !DISubprogram(name: "divrem128", scope: !3, file: !3, line: 56, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!77 = !DILocalVariable(name: "x", arg: 1, scope: !76, file: !3, line: 56, type: !13)
!78 = !DILocation(line: 56, column: 22, scope: !76)
!79 = !DILocalVariable(name: "out", arg: 2, scope: !76, file: !3, line: 56, type: !15)
!80 = !DILocation(line: 56, column: 30, scope: !76)
!81 = !DILocalVariable(name: "n", arg: 3, scope: !76, file: !3, line: 56, type: !16)
!82 = !DILocation(line: 56, column: 39, scope: !76)
!83 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 58, type: !16)
!84 = !DILocation(line: 58, column: 6, scope: !76)
!85 = !DILocation(line: 45, column: 1, scope: !86, inlinedAt: !96)
!86 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !88, file: !87, line: 45, type: !91, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !90, retainedNodes: !17)
!87 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !87, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !89, identifier: "_ZTS15vgiw_blockIdx_t")
!89 = !{!90, !94, !95}
!90 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !88, file: !87, line: 45, type: !91, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!91 = !DISubroutineType(types: !92)
!92 = !{!93}
!93 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!94 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !88, file: !87, line: 45, type: !91, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!95 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !88, file: !87, line: 45, type: !91, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!96 = distinct !DILocation(line: 58, column: 10, scope: !76)
!97 = !DILocation(line: 46, column: 1, scope: !98, inlinedAt: !104)
!98 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !99, file: !87, line: 46, type: !91, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !101, retainedNodes: !17)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !87, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !100, identifier: "_ZTS15vgiw_blockDim_t")
!100 = !{!101, !102, !103}
!101 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !99, file: !87, line: 46, type: !91, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!102 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !99, file: !87, line: 46, type: !91, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!103 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !99, file: !87, line: 46, type: !91, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!104 = distinct !DILocation(line: 58, column: 23, scope: !76)
!105 = !DILocation(line: 58, column: 21, scope: !76)
!106 = !DILocation(line: 44, column: 1, scope: !107, inlinedAt: !113)
!107 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !108, file: !87, line: 44, type: !91, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !110, retainedNodes: !17)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !87, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !109, identifier: "_ZTS16vgiw_threadIdx_t")
!109 = !{!110, !111, !112}
!110 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !108, file: !87, line: 44, type: !91, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!111 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !108, file: !87, line: 44, type: !91, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!112 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !108, file: !87, line: 44, type: !91, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!113 = distinct !DILocation(line: 58, column: 36, scope: !76)
!114 = !DILocation(line: 58, column: 34, scope: !76)
!115 = !DILocation(line: 59, column: 6, scope: !116)
!116 = distinct !DILexicalBlock(scope: !76, file: !3, line: 59, column: 6)
!117 = !DILocation(line: 59, column: 11, scope: !116)
!118 = !DILocation(line: 59, column: 8, scope: !116)
!119 = !DILocation(line: 59, column: 6, scope: !76)
!120 = !DILocation(line: 60, column: 3, scope: !116)
!121 = !DILocalVariable(name: "r", scope: !76, file: !3, line: 61, type: !13)
!122 = !DILocation(line: 61, column: 13, scope: !76)
!123 = !DILocation(line: 61, column: 17, scope: !76)
!124 = !DILocation(line: 61, column: 25, scope: !76)
!125 = !DILocation(line: 61, column: 23, scope: !76)
!126 = !DILocation(line: 61, column: 19, scope: !76)
!127 = !DILocalVariable(name: "a", scope: !76, file: !3, line: 62, type: !5)
!128 = !DILocation(line: 62, column: 20, scope: !76)
!129 = !DILocation(line: 62, column: 48, scope: !76)
!130 = !DILocation(line: 62, column: 43, scope: !76)
!131 = !DILocation(line: 62, column: 54, scope: !76)
!132 = !DILocation(line: 62, column: 67, scope: !76)
!133 = !DILocation(line: 62, column: 62, scope: !76)
!134 = !DILocation(line: 62, column: 60, scope: !76)
!135 = !DILocalVariable(name: "dh", scope: !76, file: !3, line: 63, type: !7)
!136 = !DILocation(line: 63, column: 6, scope: !76)
!137 = !DILocation(line: 63, column: 12, scope: !76)
!138 = !DILocation(line: 63, column: 17, scope: !76)
!139 = !DILocation(line: 63, column: 24, scope: !76)
!140 = !DILocation(line: 63, column: 11, scope: !76)
!141 = !DILocation(line: 63, column: 39, scope: !76)
!142 = !DILocation(line: 63, column: 34, scope: !76)
!143 = !DILocalVariable(name: "b", scope: !76, file: !3, line: 64, type: !5)
!144 = !DILocation(line: 64, column: 20, scope: !76)
!145 = !DILocation(line: 64, column: 43, scope: !76)
!146 = !DILocation(line: 64, column: 46, scope: !76)
!147 = !DILocation(line: 64, column: 59, scope: !76)
!148 = !DILocation(line: 64, column: 54, scope: !76)
!149 = !DILocation(line: 64, column: 52, scope: !76)
!150 = !DILocation(line: 65, column: 6, scope: !151)
!151 = distinct !DILexicalBlock(scope: !76, file: !3, line: 65, column: 6)
!152 = !DILocation(line: 65, column: 8, scope: !151)
!153 = !DILocation(line: 65, column: 6, scope: !76)
!154 = !DILocation(line: 66, column: 31, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 65, column: 14)
!156 = !DILocation(line: 66, column: 26, scope: !155)
!157 = !DILocation(line: 66, column: 37, scope: !155)
!158 = !DILocation(line: 66, column: 50, scope: !155)
!159 = !DILocation(line: 66, column: 45, scope: !155)
!160 = !DILocation(line: 66, column: 43, scope: !155)
!161 = !DILocation(line: 66, column: 5, scope: !155)
!162 = !DILocation(line: 67, column: 31, scope: !155)
!163 = !DILocation(line: 67, column: 26, scope: !155)
!164 = !DILocation(line: 67, column: 37, scope: !155)
!165 = !DILocation(line: 67, column: 50, scope: !155)
!166 = !DILocation(line: 67, column: 45, scope: !155)
!167 = !DILocation(line: 67, column: 43, scope: !155)
!168 = !DILocation(line: 67, column: 5, scope: !155)
!169 = !DILocation(line: 68, column: 2, scope: !155)
!170 = !DILocation(line: 68, column: 13, scope: !171)
!171 = distinct !DILexicalBlock(scope: !151, file: !3, line: 68, column: 13)
!172 = !DILocation(line: 68, column: 15, scope: !171)
!173 = !DILocation(line: 68, column: 13, scope: !151)
!174 = !DILocation(line: 71, column: 27, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 68, column: 21)
!176 = !DILocation(line: 71, column: 32, scope: !175)
!177 = !DILocation(line: 71, column: 38, scope: !175)
!178 = !DILocation(line: 71, column: 26, scope: !175)
!179 = !DILocation(line: 71, column: 43, scope: !175)
!180 = !DILocation(line: 71, column: 51, scope: !175)
!181 = !DILocation(line: 71, column: 49, scope: !175)
!182 = !DILocation(line: 71, column: 5, scope: !175)
!183 = !DILocation(line: 72, column: 7, scope: !175)
!184 = !DILocation(line: 72, column: 12, scope: !175)
!185 = !DILocation(line: 72, column: 27, scope: !175)
!186 = !DILocation(line: 72, column: 29, scope: !175)
!187 = !DILocation(line: 72, column: 24, scope: !175)
!188 = !DILocation(line: 72, column: 17, scope: !175)
!189 = !DILocation(line: 72, column: 11, scope: !175)
!190 = !DILocation(line: 72, column: 9, scope: !175)
!191 = !DILocation(line: 72, column: 5, scope: !175)
!192 = !DILocation(line: 73, column: 2, scope: !175)
!193 = !DILocation(line: 74, column: 6, scope: !194)
!194 = distinct !DILexicalBlock(scope: !76, file: !3, line: 74, column: 6)
!195 = !DILocation(line: 74, column: 8, scope: !194)
!196 = !DILocation(line: 74, column: 6, scope: !76)
!197 = !DILocation(line: 75, column: 5, scope: !194)
!198 = !DILocation(line: 75, column: 3, scope: !194)
!199 = !DILocalVariable(name: "sa", scope: !76, file: !3, line: 76, type: !6)
!200 = !DILocation(line: 76, column: 11, scope: !76)
!201 = !DILocation(line: 76, column: 26, scope: !76)
!202 = !DILocalVariable(name: "sb", scope: !76, file: !3, line: 76, type: !6)
!203 = !DILocation(line: 76, column: 29, scope: !76)
!204 = !DILocation(line: 76, column: 44, scope: !76)
!205 = !DILocation(line: 77, column: 6, scope: !206)
!206 = distinct !DILexicalBlock(scope: !76, file: !3, line: 77, column: 6)
!207 = !DILocation(line: 77, column: 9, scope: !206)
!208 = !DILocation(line: 77, column: 15, scope: !206)
!209 = !DILocation(line: 77, column: 18, scope: !206)
!210 = !DILocation(line: 77, column: 21, scope: !206)
!211 = !DILocation(line: 77, column: 6, scope: !76)
!212 = !DILocation(line: 78, column: 6, scope: !206)
!213 = !DILocation(line: 78, column: 3, scope: !206)
!214 = !DILocalVariable(name: "v", scope: !76, file: !3, line: 79, type: !215)
!215 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !216)
!216 = !{!31}
!217 = !DILocation(line: 79, column: 20, scope: !76)
!218 = !DILocation(line: 79, column: 27, scope: !76)
!219 = !DILocation(line: 79, column: 29, scope: !76)
!220 = !DILocation(line: 79, column: 33, scope: !76)
!221 = !DILocation(line: 79, column: 31, scope: !76)
!222 = !DILocation(line: 79, column: 36, scope: !76)
!223 = !DILocation(line: 79, column: 40, scope: !76)
!224 = !DILocation(line: 79, column: 38, scope: !76)
!225 = !DILocation(line: 79, column: 63, scope: !76)
!226 = !DILocation(line: 79, column: 68, scope: !76)
!227 = !DILocation(line: 79, column: 66, scope: !76)
!228 = !DILocation(line: 80, column: 49, scope: !76)
!229 = !DILocation(line: 80, column: 54, scope: !76)
!230 = !DILocation(line: 80, column: 52, scope: !76)
!231 = !DILocalVariable(name: "k", scope: !232, file: !3, line: 81, type: !16)
!232 = distinct !DILexicalBlock(scope: !76, file: !3, line: 81, column: 2)
!233 = !DILocation(line: 81, column: 11, scope: !232)
!234 = !DILocation(line: 81, column: 7, scope: !232)
!235 = !DILocation(line: 81, column: 18, scope: !236)
!236 = distinct !DILexicalBlock(scope: !232, file: !3, line: 81, column: 2)
!237 = !DILocation(line: 81, column: 20, scope: !236)
!238 = !DILocation(line: 81, column: 2, scope: !232)
!239 = !DILocation(line: 82, column: 31, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !3, line: 81, column: 30)
!241 = !DILocation(line: 82, column: 29, scope: !240)
!242 = !DILocation(line: 82, column: 3, scope: !240)
!243 = !DILocation(line: 82, column: 11, scope: !240)
!244 = !DILocation(line: 82, column: 9, scope: !240)
!245 = !DILocation(line: 82, column: 19, scope: !240)
!246 = !DILocation(line: 82, column: 17, scope: !240)
!247 = !DILocation(line: 82, column: 13, scope: !240)
!248 = !DILocation(line: 82, column: 22, scope: !240)
!249 = !DILocation(line: 83, column: 36, scope: !240)
!250 = !DILocation(line: 83, column: 34, scope: !240)
!251 = !DILocation(line: 83, column: 39, scope: !240)
!252 = !DILocation(line: 83, column: 33, scope: !240)
!253 = !DILocation(line: 83, column: 3, scope: !240)
!254 = !DILocation(line: 83, column: 11, scope: !240)
!255 = !DILocation(line: 83, column: 9, scope: !240)
!256 = !DILocation(line: 83, column: 19, scope: !240)
!257 = !DILocation(line: 83, column: 17, scope: !240)
!258 = !DILocation(line: 83, column: 13, scope: !240)
!259 = !DILocation(line: 83, column: 21, scope: !240)
!260 = !DILocation(line: 83, column: 26, scope: !240)
!261 = !DILocation(line: 84, column: 2, scope: !240)
!262 = !DILocation(line: 81, column: 26, scope: !236)
!263 = !DILocation(line: 81, column: 2, scope: !236)
!264 = distinct !{!264, !238, !265, !266}
!265 = !DILocation(line: 84, column: 2, scope: !232)
!266 = !{!"llvm.loop.mustprogress"}
!267 = !DILocation(line: 85, column: 1, scope: !76)
!268 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !3, line: 108, type: !13)
!269 = !DILocation(line: 108, column: 23, scope: !10)
!270 = !DILocalVariable(name: "out", arg: 2, scope: !10, file: !3, line: 108, type: !15)
!271 = !DILocation(line: 108, column: 31, scope: !10)
!272 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !3, line: 108, type: !16)
!273 = !DILocation(line: 108, column: 40, scope: !10)
!274 = !DILocalVariable(name: "i", scope: !10, file: !3, line: 110, type: !16)
!275 = !DILocation(line: 110, column: 6, scope: !10)
!276 = !DILocation(line: 45, column: 1, scope: !86, inlinedAt: !277)
!277 = distinct !DILocation(line: 110, column: 10, scope: !10)
!278 = !DILocation(line: 46, column: 1, scope: !98, inlinedAt: !279)
!279 = distinct !DILocation(line: 110, column: 23, scope: !10)
!280 = !DILocation(line: 110, column: 21, scope: !10)
!281 = !DILocation(line: 44, column: 1, scope: !107, inlinedAt: !282)
!282 = distinct !DILocation(line: 110, column: 36, scope: !10)
!283 = !DILocation(line: 110, column: 34, scope: !10)
!284 = !DILocation(line: 111, column: 6, scope: !285)
!285 = distinct !DILexicalBlock(scope: !10, file: !3, line: 111, column: 6)
!286 = !DILocation(line: 111, column: 11, scope: !285)
!287 = !DILocation(line: 111, column: 8, scope: !285)
!288 = !DILocation(line: 111, column: 6, scope: !10)
!289 = !DILocation(line: 112, column: 3, scope: !285)
!290 = !DILocalVariable(name: "r", scope: !10, file: !3, line: 113, type: !13)
!291 = !DILocation(line: 113, column: 13, scope: !10)
!292 = !DILocation(line: 113, column: 17, scope: !10)
!293 = !DILocation(line: 113, column: 25, scope: !10)
!294 = !DILocation(line: 113, column: 23, scope: !10)
!295 = !DILocation(line: 113, column: 19, scope: !10)
!296 = !DILocalVariable(name: "o", scope: !10, file: !3, line: 114, type: !15)
!297 = !DILocation(line: 114, column: 7, scope: !10)
!298 = !DILocation(line: 114, column: 11, scope: !10)
!299 = !DILocation(line: 114, column: 22, scope: !10)
!300 = !DILocation(line: 114, column: 20, scope: !10)
!301 = !DILocation(line: 114, column: 15, scope: !10)
!302 = !DILocalVariable(name: "a", scope: !303, file: !3, line: 115, type: !9)
!303 = distinct !DILexicalBlock(scope: !10, file: !3, line: 115, column: 2)
!304 = !DILocation(line: 115, column: 2, scope: !303)
!305 = !DILocalVariable(name: "dh", scope: !303, file: !3, line: 115, type: !7)
!306 = !DILocalVariable(name: "b", scope: !303, file: !3, line: 115, type: !9)
!307 = !DILocation(line: 115, column: 2, scope: !308)
!308 = distinct !DILexicalBlock(scope: !303, file: !3, line: 115, column: 2)
!309 = !DILocalVariable(name: "sa", scope: !303, file: !3, line: 115, type: !19)
!310 = !DILocalVariable(name: "sb", scope: !303, file: !3, line: 115, type: !19)
!311 = !DILocation(line: 115, column: 2, scope: !312)
!312 = distinct !DILexicalBlock(scope: !303, file: !3, line: 115, column: 2)
!313 = !DILocalVariable(name: "v", scope: !303, file: !3, line: 115, type: !215)
!314 = !DILocalVariable(name: "k", scope: !315, file: !3, line: 115, type: !16)
!315 = distinct !DILexicalBlock(scope: !303, file: !3, line: 115, column: 2)
!316 = !DILocation(line: 115, column: 2, scope: !315)
!317 = !DILocation(line: 115, column: 2, scope: !318)
!318 = distinct !DILexicalBlock(scope: !315, file: !3, line: 115, column: 2)
!319 = !DILocation(line: 115, column: 2, scope: !320)
!320 = distinct !DILexicalBlock(scope: !318, file: !3, line: 115, column: 2)
!321 = distinct !{!321, !316, !316, !266}
!322 = !DILocalVariable(name: "a", scope: !323, file: !3, line: 116, type: !21)
!323 = distinct !DILexicalBlock(scope: !10, file: !3, line: 116, column: 2)
!324 = !DILocation(line: 116, column: 2, scope: !323)
!325 = !DILocalVariable(name: "dh", scope: !323, file: !3, line: 116, type: !7)
!326 = !DILocalVariable(name: "b", scope: !323, file: !3, line: 116, type: !21)
!327 = !DILocation(line: 116, column: 2, scope: !328)
!328 = distinct !DILexicalBlock(scope: !323, file: !3, line: 116, column: 2)
!329 = !DILocalVariable(name: "sa", scope: !323, file: !3, line: 116, type: !22)
!330 = !DILocalVariable(name: "sb", scope: !323, file: !3, line: 116, type: !22)
!331 = !DILocation(line: 116, column: 2, scope: !332)
!332 = distinct !DILexicalBlock(scope: !323, file: !3, line: 116, column: 2)
!333 = !DILocalVariable(name: "v", scope: !323, file: !3, line: 116, type: !215)
!334 = !DILocalVariable(name: "k", scope: !335, file: !3, line: 116, type: !16)
!335 = distinct !DILexicalBlock(scope: !323, file: !3, line: 116, column: 2)
!336 = !DILocation(line: 116, column: 2, scope: !335)
!337 = !DILocation(line: 116, column: 2, scope: !338)
!338 = distinct !DILexicalBlock(scope: !335, file: !3, line: 116, column: 2)
!339 = !DILocation(line: 116, column: 2, scope: !340)
!340 = distinct !DILexicalBlock(scope: !338, file: !3, line: 116, column: 2)
!341 = distinct !{!341, !336, !336, !266}
!342 = !DILocalVariable(name: "a", scope: !343, file: !3, line: 117, type: !23)
!343 = distinct !DILexicalBlock(scope: !10, file: !3, line: 117, column: 2)
!344 = !DILocation(line: 117, column: 2, scope: !343)
!345 = !DILocalVariable(name: "dh", scope: !343, file: !3, line: 117, type: !7)
!346 = !DILocalVariable(name: "b", scope: !343, file: !3, line: 117, type: !23)
!347 = !DILocation(line: 117, column: 2, scope: !348)
!348 = distinct !DILexicalBlock(scope: !343, file: !3, line: 117, column: 2)
!349 = !DILocalVariable(name: "sa", scope: !343, file: !3, line: 117, type: !24)
!350 = !DILocalVariable(name: "sb", scope: !343, file: !3, line: 117, type: !24)
!351 = !DILocation(line: 117, column: 2, scope: !352)
!352 = distinct !DILexicalBlock(scope: !343, file: !3, line: 117, column: 2)
!353 = !DILocalVariable(name: "v", scope: !343, file: !3, line: 117, type: !215)
!354 = !DILocalVariable(name: "k", scope: !355, file: !3, line: 117, type: !16)
!355 = distinct !DILexicalBlock(scope: !343, file: !3, line: 117, column: 2)
!356 = !DILocation(line: 117, column: 2, scope: !355)
!357 = !DILocation(line: 117, column: 2, scope: !358)
!358 = distinct !DILexicalBlock(scope: !355, file: !3, line: 117, column: 2)
!359 = !DILocation(line: 117, column: 2, scope: !360)
!360 = distinct !DILexicalBlock(scope: !358, file: !3, line: 117, column: 2)
!361 = distinct !{!361, !356, !356, !266}
!362 = !DILocation(line: 118, column: 1, scope: !10)
