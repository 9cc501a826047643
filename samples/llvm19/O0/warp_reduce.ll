; ModuleID = 'samples/warp_reduce.cu'
source_filename = "samples/warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_threadIdx_t = type { i8 }
%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }

@_ZZ11warp_reduceE4part = internal addrspace(3) global [5 x [32 x i32]] undef, align 4, !dbg !0
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_reduce(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !2 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
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
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  store ptr %0, ptr %45, align 8
    #dbg_declare(ptr %45, !29, !DIExpression(), !30)
  store ptr %1, ptr %46, align 8
    #dbg_declare(ptr %46, !31, !DIExpression(), !32)
  store ptr %2, ptr %47, align 8
    #dbg_declare(ptr %47, !33, !DIExpression(), !34)
  store i32 %3, ptr %48, align 4
    #dbg_declare(ptr %48, !35, !DIExpression(), !36)
    #dbg_declare(ptr %49, !37, !DIExpression(), !38)
  %69 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  store i32 %69, ptr %49, align 4, !dbg !38
    #dbg_declare(ptr %50, !50, !DIExpression(), !51)
  %70 = load i32, ptr %49, align 4, !dbg !52
  %71 = and i32 %70, 31, !dbg !53
  store i32 %71, ptr %50, align 4, !dbg !51
    #dbg_declare(ptr %51, !54, !DIExpression(), !55)
  %72 = load i32, ptr %49, align 4, !dbg !56
  %73 = lshr i32 %72, 5, !dbg !57
  store i32 %73, ptr %51, align 4, !dbg !55
    #dbg_declare(ptr %52, !58, !DIExpression(), !59)
  %74 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  %75 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !68
  %76 = mul i32 %74, %75, !dbg !76
  %77 = load i32, ptr %49, align 4, !dbg !77
  %78 = add i32 %76, %77, !dbg !78
  store i32 %78, ptr %52, align 4, !dbg !59
    #dbg_declare(ptr %53, !79, !DIExpression(), !80)
  %79 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !81
  %80 = load i32, ptr %51, align 4, !dbg !83
  %81 = mul i32 %80, 32, !dbg !84
  %82 = sub i32 %79, %81, !dbg !85
  %83 = icmp ult i32 %82, 32, !dbg !86
  br i1 %83, label %84, label %89, !dbg !87

84:                                               ; preds = %4
  %85 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !88
  %86 = load i32, ptr %51, align 4, !dbg !90
  %87 = mul i32 %86, 32, !dbg !91
  %88 = sub i32 %85, %87, !dbg !92
  br label %90, !dbg !87

89:                                               ; preds = %4
  br label %90, !dbg !87

90:                                               ; preds = %89, %84
  %91 = phi i32 [ %88, %84 ], [ 32, %89 ], !dbg !87
  store i32 %91, ptr %53, align 4, !dbg !80
    #dbg_declare(ptr %54, !93, !DIExpression(), !94)
  %92 = load i32, ptr %52, align 4, !dbg !95
  %93 = load i32, ptr %48, align 4, !dbg !96
  %94 = icmp ult i32 %92, %93, !dbg !97
  %95 = zext i1 %94 to i32, !dbg !95
  store i32 %95, ptr %54, align 4, !dbg !94
    #dbg_declare(ptr %55, !98, !DIExpression(), !99)
  %96 = load i32, ptr %54, align 4, !dbg !100
  %97 = icmp ne i32 %96, 0, !dbg !100
  br i1 %97, label %98, label %105, !dbg !100

98:                                               ; preds = %90
  %99 = load ptr, ptr %45, align 8, !dbg !101
  %100 = load i32, ptr %52, align 4, !dbg !102
  %101 = zext i32 %100 to i64, !dbg !101
  %102 = getelementptr inbounds i8, ptr %99, i64 %101, !dbg !101
  %103 = load i8, ptr %102, align 1, !dbg !101
  %104 = sext i8 %103 to i32, !dbg !101
  br label %106, !dbg !100

105:                                              ; preds = %90
  br label %106, !dbg !100

106:                                              ; preds = %105, %98
  %107 = phi i32 [ %104, %98 ], [ 0, %105 ], !dbg !100
  store i32 %107, ptr %55, align 4, !dbg !99
    #dbg_declare(ptr %56, !103, !DIExpression(), !104)
  %108 = load i32, ptr %55, align 4, !dbg !105
  store i32 %108, ptr %56, align 4, !dbg !104
    #dbg_declare(ptr %57, !106, !DIExpression(), !108)
  store i32 1, ptr %57, align 4, !dbg !108
  br label %109, !dbg !109

109:                                              ; preds = %130, %106
  %110 = load i32, ptr %57, align 4, !dbg !110
  %111 = icmp ult i32 %110, 32, !dbg !112
  br i1 %111, label %112, label %133, !dbg !113

112:                                              ; preds = %109
    #dbg_declare(ptr %58, !114, !DIExpression(), !116)
  %113 = load i32, ptr %56, align 4, !dbg !117
  %114 = load i32, ptr %57, align 4, !dbg !118
  store i32 -1, ptr %41, align 4
    #dbg_declare(ptr %41, !119, !DIExpression(), !123)
  store i32 %113, ptr %42, align 4
    #dbg_declare(ptr %42, !125, !DIExpression(), !123)
  store i32 %114, ptr %43, align 4
    #dbg_declare(ptr %43, !126, !DIExpression(), !123)
  store i32 32, ptr %44, align 4
    #dbg_declare(ptr %44, !127, !DIExpression(), !123)
  %115 = load i32, ptr %41, align 4, !dbg !123
  %116 = load i32, ptr %42, align 4, !dbg !123
  %117 = load i32, ptr %43, align 4, !dbg !123
  %118 = load i32, ptr %44, align 4, !dbg !123
  %119 = sub nsw i32 32, %118, !dbg !123
  %120 = shl i32 %119, 8, !dbg !123
  %121 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %115, i32 %116, i32 %117, i32 %120), !dbg !123
  store i32 %121, ptr %58, align 4, !dbg !116
  %122 = load i32, ptr %50, align 4, !dbg !128
  %123 = load i32, ptr %57, align 4, !dbg !130
  %124 = icmp uge i32 %122, %123, !dbg !131
  br i1 %124, label %125, label %129, !dbg !132

125:                                              ; preds = %112
  %126 = load i32, ptr %58, align 4, !dbg !133
  %127 = load i32, ptr %56, align 4, !dbg !134
  %128 = add nsw i32 %127, %126, !dbg !134
  store i32 %128, ptr %56, align 4, !dbg !134
  br label %129, !dbg !135

129:                                              ; preds = %125, %112
  br label %130, !dbg !136

130:                                              ; preds = %129
  %131 = load i32, ptr %57, align 4, !dbg !137
  %132 = shl i32 %131, 1, !dbg !137
  store i32 %132, ptr %57, align 4, !dbg !137
  br label %109, !dbg !138, !llvm.loop !139

133:                                              ; preds = %109
    #dbg_declare(ptr %59, !142, !DIExpression(), !143)
  %134 = load i32, ptr %55, align 4, !dbg !144
  %135 = icmp sgt i32 %134, 0, !dbg !145
  %136 = zext i1 %135 to i32, !dbg !144
  store i32 -1, ptr %39, align 4
    #dbg_declare(ptr %39, !146, !DIExpression(), !150)
  store i32 %136, ptr %40, align 4
    #dbg_declare(ptr %40, !152, !DIExpression(), !153)
  %137 = load i32, ptr %39, align 4, !dbg !154
  %138 = load i32, ptr %40, align 4, !dbg !155
  %139 = icmp ne i32 %138, 0, !dbg !155
  %140 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %137, i1 %139), !dbg !156
  store i32 %140, ptr %59, align 4, !dbg !143
    #dbg_declare(ptr %60, !157, !DIExpression(), !158)
  %141 = load i32, ptr %55, align 4, !dbg !159
  %142 = load i32, ptr %50, align 4, !dbg !160
  %143 = and i32 %142, 15, !dbg !161
  %144 = sub i32 15, %143, !dbg !162
  store i32 -1, ptr %35, align 4
    #dbg_declare(ptr %35, !163, !DIExpression(), !167)
  store i32 %141, ptr %36, align 4
    #dbg_declare(ptr %36, !169, !DIExpression(), !167)
  store i32 %144, ptr %37, align 4
    #dbg_declare(ptr %37, !170, !DIExpression(), !167)
  store i32 16, ptr %38, align 4
    #dbg_declare(ptr %38, !171, !DIExpression(), !167)
  %145 = load i32, ptr %35, align 4, !dbg !167
  %146 = load i32, ptr %36, align 4, !dbg !167
  %147 = load i32, ptr %37, align 4, !dbg !167
  %148 = load i32, ptr %38, align 4, !dbg !167
  %149 = sub nsw i32 32, %148, !dbg !167
  %150 = shl i32 %149, 8, !dbg !167
  %151 = or i32 %150, 31, !dbg !167
  %152 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %145, i32 %146, i32 %147, i32 %151), !dbg !167
  store i32 %152, ptr %60, align 4, !dbg !158
    #dbg_declare(ptr %61, !172, !DIExpression(), !173)
  %153 = load i32, ptr %55, align 4, !dbg !174
  store i32 -1, ptr %31, align 4
    #dbg_declare(ptr %31, !175, !DIExpression(), !177)
  store i32 %153, ptr %32, align 4
    #dbg_declare(ptr %32, !179, !DIExpression(), !177)
  store i32 1, ptr %33, align 4
    #dbg_declare(ptr %33, !180, !DIExpression(), !177)
  store i32 32, ptr %34, align 4
    #dbg_declare(ptr %34, !181, !DIExpression(), !177)
  %154 = load i32, ptr %31, align 4, !dbg !177
  %155 = load i32, ptr %32, align 4, !dbg !177
  %156 = load i32, ptr %33, align 4, !dbg !177
  %157 = load i32, ptr %34, align 4, !dbg !177
  %158 = sub nsw i32 32, %157, !dbg !177
  %159 = shl i32 %158, 8, !dbg !177
  %160 = or i32 %159, 31, !dbg !177
  %161 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %154, i32 %155, i32 %156, i32 %160), !dbg !177
  store i32 %161, ptr %61, align 4, !dbg !173
  %162 = load i32, ptr %54, align 4, !dbg !182
  %163 = icmp ne i32 %162, 0, !dbg !182
  br i1 %163, label %164, label %198, !dbg !184

164:                                              ; preds = %133
  %165 = load i32, ptr %56, align 4, !dbg !185
  %166 = load ptr, ptr %46, align 8, !dbg !187
  %167 = load i32, ptr %52, align 4, !dbg !188
  %168 = mul i32 4, %167, !dbg !189
  %169 = zext i32 %168 to i64, !dbg !187
  %170 = getelementptr inbounds i32, ptr %166, i64 %169, !dbg !187
  store i32 %165, ptr %170, align 4, !dbg !190
  %171 = load i32, ptr %59, align 4, !dbg !191
  %172 = load i32, ptr %50, align 4, !dbg !192
  %173 = shl i32 1, %172, !dbg !193
  %174 = sub i32 %173, 1, !dbg !194
  %175 = and i32 %171, %174, !dbg !195
  store i32 %175, ptr %29, align 4
    #dbg_declare(ptr %29, !196, !DIExpression(), !200)
  %176 = load i32, ptr %29, align 4, !dbg !202
  %177 = call noundef i32 @llvm.ctpop.i32(i32 %176), !dbg !203
  %178 = load ptr, ptr %46, align 8, !dbg !204
  %179 = load i32, ptr %52, align 4, !dbg !205
  %180 = mul i32 4, %179, !dbg !206
  %181 = add i32 %180, 1, !dbg !207
  %182 = zext i32 %181 to i64, !dbg !204
  %183 = getelementptr inbounds i32, ptr %178, i64 %182, !dbg !204
  store i32 %177, ptr %183, align 4, !dbg !208
  %184 = load i32, ptr %60, align 4, !dbg !209
  %185 = load ptr, ptr %46, align 8, !dbg !210
  %186 = load i32, ptr %52, align 4, !dbg !211
  %187 = mul i32 4, %186, !dbg !212
  %188 = add i32 %187, 2, !dbg !213
  %189 = zext i32 %188 to i64, !dbg !210
  %190 = getelementptr inbounds i32, ptr %185, i64 %189, !dbg !210
  store i32 %184, ptr %190, align 4, !dbg !214
  %191 = load i32, ptr %61, align 4, !dbg !215
  %192 = load ptr, ptr %46, align 8, !dbg !216
  %193 = load i32, ptr %52, align 4, !dbg !217
  %194 = mul i32 4, %193, !dbg !218
  %195 = add i32 %194, 3, !dbg !219
  %196 = zext i32 %195 to i64, !dbg !216
  %197 = getelementptr inbounds i32, ptr %192, i64 %196, !dbg !216
  store i32 %191, ptr %197, align 4, !dbg !220
  br label %198, !dbg !221

198:                                              ; preds = %164, %133
    #dbg_declare(ptr %62, !222, !DIExpression(), !223)
  %199 = load i32, ptr %55, align 4, !dbg !224
  %200 = load i32, ptr %50, align 4, !dbg !225
  %201 = load i32, ptr %53, align 4, !dbg !226
  store i32 %199, ptr %19, align 4
    #dbg_declare(ptr %19, !227, !DIExpression(), !231)
  store i32 %200, ptr %20, align 4
    #dbg_declare(ptr %20, !233, !DIExpression(), !234)
  store i32 %201, ptr %21, align 4
    #dbg_declare(ptr %21, !235, !DIExpression(), !236)
    #dbg_declare(ptr %22, !237, !DIExpression(), !239)
  store i32 16, ptr %22, align 4, !dbg !239
  br label %202, !dbg !240

202:                                              ; preds = %225, %198
  %203 = load i32, ptr %22, align 4, !dbg !241
  %204 = icmp ugt i32 %203, 0, !dbg !243
  br i1 %204, label %205, label %228, !dbg !244

205:                                              ; preds = %202
    #dbg_declare(ptr %23, !245, !DIExpression(), !247)
  %206 = load i32, ptr %19, align 4, !dbg !248
  %207 = load i32, ptr %22, align 4, !dbg !249
  store i32 -1, ptr %9, align 4
    #dbg_declare(ptr %9, !250, !DIExpression(), !252)
  store i32 %206, ptr %10, align 4
    #dbg_declare(ptr %10, !254, !DIExpression(), !252)
  store i32 %207, ptr %11, align 4
    #dbg_declare(ptr %11, !255, !DIExpression(), !252)
  store i32 32, ptr %12, align 4
    #dbg_declare(ptr %12, !256, !DIExpression(), !252)
  %208 = load i32, ptr %9, align 4, !dbg !252
  %209 = load i32, ptr %10, align 4, !dbg !252
  %210 = load i32, ptr %11, align 4, !dbg !252
  %211 = load i32, ptr %12, align 4, !dbg !252
  %212 = sub nsw i32 32, %211, !dbg !252
  %213 = shl i32 %212, 8, !dbg !252
  %214 = or i32 %213, 31, !dbg !252
  %215 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %208, i32 %209, i32 %210, i32 %214), !dbg !252
  store i32 %215, ptr %23, align 4, !dbg !247
  %216 = load i32, ptr %20, align 4, !dbg !257
  %217 = load i32, ptr %22, align 4, !dbg !259
  %218 = add i32 %216, %217, !dbg !260
  %219 = load i32, ptr %21, align 4, !dbg !261
  %220 = icmp ult i32 %218, %219, !dbg !262
  br i1 %220, label %221, label %225, !dbg !263

221:                                              ; preds = %205
  %222 = load i32, ptr %23, align 4, !dbg !264
  %223 = load i32, ptr %19, align 4, !dbg !265
  %224 = add nsw i32 %223, %222, !dbg !265
  store i32 %224, ptr %19, align 4, !dbg !265
  br label %225, !dbg !266

225:                                              ; preds = %221, %205
  %226 = load i32, ptr %22, align 4, !dbg !267
  %227 = lshr i32 %226, 1, !dbg !267
  store i32 %227, ptr %22, align 4, !dbg !267
  br label %202, !dbg !268, !llvm.loop !269

228:                                              ; preds = %202
  %229 = load i32, ptr %19, align 4, !dbg !271
  store i32 %229, ptr %62, align 4, !dbg !223
    #dbg_declare(ptr %63, !272, !DIExpression(), !273)
  %230 = load i32, ptr %54, align 4, !dbg !274
  %231 = icmp ne i32 %230, 0, !dbg !274
  br i1 %231, label %232, label %235, !dbg !275

232:                                              ; preds = %228
  %233 = load i32, ptr %55, align 4, !dbg !276
  %234 = icmp sgt i32 %233, 0, !dbg !277
  br label %235, !dbg !275

235:                                              ; preds = %232, %228
  %236 = phi i1 [ true, %228 ], [ %234, %232 ]
  %237 = zext i1 %236 to i32, !dbg !278
  store i32 -1, ptr %17, align 4
    #dbg_declare(ptr %17, !279, !DIExpression(), !283)
  store i32 %237, ptr %18, align 4
    #dbg_declare(ptr %18, !285, !DIExpression(), !286)
  %238 = load i32, ptr %17, align 4, !dbg !287
  %239 = load i32, ptr %18, align 4, !dbg !288
  %240 = icmp ne i32 %239, 0, !dbg !288
  %241 = call i1 @llvm.nvvm.vote.all.sync(i32 %238, i1 %240), !dbg !289
  %242 = zext i1 %241 to i32, !dbg !289
  store i32 %242, ptr %63, align 4, !dbg !273
    #dbg_declare(ptr %64, !290, !DIExpression(), !291)
  %243 = load i32, ptr %55, align 4, !dbg !292
  %244 = icmp slt i32 %243, -100, !dbg !293
  %245 = zext i1 %244 to i32, !dbg !292
  store i32 -1, ptr %15, align 4
    #dbg_declare(ptr %15, !294, !DIExpression(), !296)
  store i32 %245, ptr %16, align 4
    #dbg_declare(ptr %16, !298, !DIExpression(), !299)
  %246 = load i32, ptr %15, align 4, !dbg !300
  %247 = load i32, ptr %16, align 4, !dbg !301
  %248 = icmp ne i32 %247, 0, !dbg !301
  %249 = call i1 @llvm.nvvm.vote.any.sync(i32 %246, i1 %248), !dbg !302
  %250 = zext i1 %249 to i32, !dbg !302
  store i32 %250, ptr %64, align 4, !dbg !291
    #dbg_declare(ptr %65, !303, !DIExpression(), !304)
  %251 = load i32, ptr %55, align 4, !dbg !305
  %252 = icmp sgt i32 %251, 0, !dbg !306
  %253 = zext i1 %252 to i32, !dbg !305
  store i32 -1, ptr %13, align 4
    #dbg_declare(ptr %13, !307, !DIExpression(), !309)
  store i32 %253, ptr %14, align 4
    #dbg_declare(ptr %14, !311, !DIExpression(), !312)
  %254 = load i32, ptr %13, align 4, !dbg !313
  %255 = load i32, ptr %14, align 4, !dbg !314
  %256 = icmp ne i32 %255, 0, !dbg !314
  %257 = call i1 @llvm.nvvm.vote.uni.sync(i32 %254, i1 %256), !dbg !315
  %258 = zext i1 %257 to i32, !dbg !315
  store i32 %258, ptr %65, align 4, !dbg !304
  %259 = load i32, ptr %50, align 4, !dbg !316
  %260 = icmp eq i32 %259, 0, !dbg !318
  br i1 %260, label %261, label %284, !dbg !319

261:                                              ; preds = %235
  %262 = load i32, ptr %62, align 4, !dbg !320
  %263 = load i32, ptr %51, align 4, !dbg !322
  %264 = zext i32 %263 to i64, !dbg !323
  %265 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 %264, !dbg !323
  store i32 %262, ptr %265, align 4, !dbg !324
  %266 = load i32, ptr %59, align 4, !dbg !325
  store i32 %266, ptr %30, align 4
    #dbg_declare(ptr %30, !196, !DIExpression(), !326)
  %267 = load i32, ptr %30, align 4, !dbg !328
  %268 = call noundef i32 @llvm.ctpop.i32(i32 %267), !dbg !329
  %269 = load i32, ptr %51, align 4, !dbg !330
  %270 = zext i32 %269 to i64, !dbg !331
  %271 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds ([5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 1), i64 0, i64 %270, !dbg !331
  store i32 %268, ptr %271, align 4, !dbg !332
  %272 = load i32, ptr %63, align 4, !dbg !333
  %273 = load i32, ptr %51, align 4, !dbg !334
  %274 = zext i32 %273 to i64, !dbg !335
  %275 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds ([5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 2), i64 0, i64 %274, !dbg !335
  store i32 %272, ptr %275, align 4, !dbg !336
  %276 = load i32, ptr %64, align 4, !dbg !337
  %277 = load i32, ptr %51, align 4, !dbg !338
  %278 = zext i32 %277 to i64, !dbg !339
  %279 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds ([5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 3), i64 0, i64 %278, !dbg !339
  store i32 %276, ptr %279, align 4, !dbg !340
  %280 = load i32, ptr %65, align 4, !dbg !341
  %281 = load i32, ptr %51, align 4, !dbg !342
  %282 = zext i32 %281 to i64, !dbg !343
  %283 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds ([5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 4), i64 0, i64 %282, !dbg !343
  store i32 %280, ptr %283, align 4, !dbg !344
  br label %284, !dbg !345

284:                                              ; preds = %261, %235
  call void @llvm.nvvm.barrier0(), !dbg !346
  %285 = load i32, ptr %51, align 4, !dbg !347
  %286 = icmp eq i32 %285, 0, !dbg !349
  br i1 %286, label %287, label %355, !dbg !350

287:                                              ; preds = %284
    #dbg_declare(ptr %66, !351, !DIExpression(), !353)
  %288 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !354
  %289 = add i32 %288, 31, !dbg !356
  %290 = lshr i32 %289, 5, !dbg !357
  store i32 %290, ptr %66, align 4, !dbg !353
    #dbg_declare(ptr %67, !358, !DIExpression(), !360)
  store i32 0, ptr %67, align 4, !dbg !360
  br label %291, !dbg !361

291:                                              ; preds = %351, %287
  %292 = load i32, ptr %67, align 4, !dbg !362
  %293 = icmp slt i32 %292, 5, !dbg !364
  br i1 %293, label %294, label %354, !dbg !365

294:                                              ; preds = %291
    #dbg_declare(ptr %68, !366, !DIExpression(), !368)
  %295 = load i32, ptr %50, align 4, !dbg !369
  %296 = load i32, ptr %66, align 4, !dbg !370
  %297 = icmp ult i32 %295, %296, !dbg !371
  br i1 %297, label %298, label %306, !dbg !369

298:                                              ; preds = %294
  %299 = load i32, ptr %67, align 4, !dbg !372
  %300 = sext i32 %299 to i64, !dbg !373
  %301 = getelementptr inbounds [5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 %300, !dbg !373
  %302 = load i32, ptr %50, align 4, !dbg !374
  %303 = zext i32 %302 to i64, !dbg !373
  %304 = getelementptr inbounds [32 x i32], ptr %301, i64 0, i64 %303, !dbg !373
  %305 = load i32, ptr %304, align 4, !dbg !373
  br label %307, !dbg !369

306:                                              ; preds = %294
  br label %307, !dbg !369

307:                                              ; preds = %306, %298
  %308 = phi i32 [ %305, %298 ], [ 0, %306 ], !dbg !369
  %309 = load i32, ptr %50, align 4, !dbg !375
  %310 = load i32, ptr %53, align 4, !dbg !376
  store i32 %308, ptr %24, align 4
    #dbg_declare(ptr %24, !227, !DIExpression(), !377)
  store i32 %309, ptr %25, align 4
    #dbg_declare(ptr %25, !233, !DIExpression(), !379)
  store i32 %310, ptr %26, align 4
    #dbg_declare(ptr %26, !235, !DIExpression(), !380)
    #dbg_declare(ptr %27, !237, !DIExpression(), !381)
  store i32 16, ptr %27, align 4, !dbg !381
  br label %311, !dbg !382

311:                                              ; preds = %334, %307
  %312 = load i32, ptr %27, align 4, !dbg !383
  %313 = icmp ugt i32 %312, 0, !dbg !384
  br i1 %313, label %314, label %337, !dbg !385

314:                                              ; preds = %311
    #dbg_declare(ptr %28, !245, !DIExpression(), !386)
  %315 = load i32, ptr %24, align 4, !dbg !387
  %316 = load i32, ptr %27, align 4, !dbg !388
  store i32 -1, ptr %5, align 4
    #dbg_declare(ptr %5, !250, !DIExpression(), !389)
  store i32 %315, ptr %6, align 4
    #dbg_declare(ptr %6, !254, !DIExpression(), !389)
  store i32 %316, ptr %7, align 4
    #dbg_declare(ptr %7, !255, !DIExpression(), !389)
  store i32 32, ptr %8, align 4
    #dbg_declare(ptr %8, !256, !DIExpression(), !389)
  %317 = load i32, ptr %5, align 4, !dbg !389
  %318 = load i32, ptr %6, align 4, !dbg !389
  %319 = load i32, ptr %7, align 4, !dbg !389
  %320 = load i32, ptr %8, align 4, !dbg !389
  %321 = sub nsw i32 32, %320, !dbg !389
  %322 = shl i32 %321, 8, !dbg !389
  %323 = or i32 %322, 31, !dbg !389
  %324 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %317, i32 %318, i32 %319, i32 %323), !dbg !389
  store i32 %324, ptr %28, align 4, !dbg !386
  %325 = load i32, ptr %25, align 4, !dbg !391
  %326 = load i32, ptr %27, align 4, !dbg !392
  %327 = add i32 %325, %326, !dbg !393
  %328 = load i32, ptr %26, align 4, !dbg !394
  %329 = icmp ult i32 %327, %328, !dbg !395
  br i1 %329, label %330, label %334, !dbg !396

330:                                              ; preds = %314
  %331 = load i32, ptr %28, align 4, !dbg !397
  %332 = load i32, ptr %24, align 4, !dbg !398
  %333 = add nsw i32 %332, %331, !dbg !398
  store i32 %333, ptr %24, align 4, !dbg !398
  br label %334, !dbg !399

334:                                              ; preds = %330, %314
  %335 = load i32, ptr %27, align 4, !dbg !400
  %336 = lshr i32 %335, 1, !dbg !400
  store i32 %336, ptr %27, align 4, !dbg !400
  br label %311, !dbg !401, !llvm.loop !402

337:                                              ; preds = %311
  %338 = load i32, ptr %24, align 4, !dbg !404
  store i32 %338, ptr %68, align 4, !dbg !368
  %339 = load i32, ptr %50, align 4, !dbg !405
  %340 = icmp eq i32 %339, 0, !dbg !407
  br i1 %340, label %341, label %350, !dbg !408

341:                                              ; preds = %337
  %342 = load i32, ptr %68, align 4, !dbg !409
  %343 = load ptr, ptr %47, align 8, !dbg !410
  %344 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !411
  %345 = mul i32 5, %344, !dbg !413
  %346 = load i32, ptr %67, align 4, !dbg !414
  %347 = add i32 %345, %346, !dbg !415
  %348 = zext i32 %347 to i64, !dbg !410
  %349 = getelementptr inbounds i32, ptr %343, i64 %348, !dbg !410
  store i32 %342, ptr %349, align 4, !dbg !416
  br label %350, !dbg !410

350:                                              ; preds = %341, %337
  br label %351, !dbg !417

351:                                              ; preds = %350
  %352 = load i32, ptr %67, align 4, !dbg !418
  %353 = add nsw i32 %352, 1, !dbg !418
  store i32 %353, ptr %67, align 4, !dbg !418
  br label %291, !dbg !419, !llvm.loop !420

354:                                              ; preds = %291
  br label %355, !dbg !422

355:                                              ; preds = %354, %284
  ret void, !dbg !423
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+ptx60,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!13}
!nvvm.annotations = !{!22}
!llvm.module.flags = !{!23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "part", scope: !2, file: !3, line: 27, type: !18, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "warp_reduce", scope: !3, file: !3, line: 24, type: !4, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !13, retainedNodes: !17)
!3 = !DIFile(filename: "samples/warp_reduce.cu", directory: ".")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !10, !10, !12}
!6 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !16, splitDebugInlining: false, nameTableKind: None)
!14 = !{!15, !12}
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !{!0}
!17 = !{}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 5120, elements: !19)
!19 = !{!20, !21}
!20 = !DISubrange(count: 5)
!21 = !DISubrange(count: 32)
!22 = !{ptr @warp_reduce, !"kernel", i32 1}
!23 = !{i32 7, !"Dwarf Version", i32 2}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 24, type: !6)
!30 = !DILocation(line: 24, column: 72, scope: !2)
!31 = !DILocalVariable(name: "elem", arg: 2, scope: !2, file: !3, line: 25, type: !10)
!32 = !DILocation(line: 25, column: 58, scope: !2)
!33 = !DILocalVariable(name: "block", arg: 3, scope: !2, file: !3, line: 26, type: !10)
!34 = !DILocation(line: 26, column: 58, scope: !2)
!35 = !DILocalVariable(name: "n", arg: 4, scope: !2, file: !3, line: 26, type: !12)
!36 = !DILocation(line: 26, column: 69, scope: !2)
!37 = !DILocalVariable(name: "tid", scope: !2, file: !3, line: 28, type: !15)
!38 = !DILocation(line: 28, column: 12, scope: !2)
!39 = !DILocation(line: 44, column: 1, scope: !40, inlinedAt: !49)
!40 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !42, file: !41, line: 44, type: !45, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !13, declaration: !44)
!41 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !41, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !43, identifier: "_ZTS16vgiw_threadIdx_t")
!43 = !{!44, !47, !48}
!44 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !42, file: !41, line: 44, type: !45, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!45 = !DISubroutineType(types: !46)
!46 = !{!15}
!47 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !42, file: !41, line: 44, type: !45, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!48 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !42, file: !41, line: 44, type: !45, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!49 = distinct !DILocation(line: 28, column: 18, scope: !2)
!50 = !DILocalVariable(name: "lane", scope: !2, file: !3, line: 28, type: !15)
!51 = !DILocation(line: 28, column: 31, scope: !2)
!52 = !DILocation(line: 28, column: 38, scope: !2)
!53 = !DILocation(line: 28, column: 42, scope: !2)
!54 = !DILocalVariable(name: "warp", scope: !2, file: !3, line: 28, type: !15)
!55 = !DILocation(line: 28, column: 48, scope: !2)
!56 = !DILocation(line: 28, column: 55, scope: !2)
!57 = !DILocation(line: 28, column: 59, scope: !2)
!58 = !DILocalVariable(name: "i", scope: !2, file: !3, line: 29, type: !15)
!59 = !DILocation(line: 29, column: 12, scope: !2)
!60 = !DILocation(line: 45, column: 1, scope: !61, inlinedAt: !67)
!61 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !62, file: !41, line: 45, type: !45, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !13, declaration: !64)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !41, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !63, identifier: "_ZTS15vgiw_blockIdx_t")
!63 = !{!64, !65, !66}
!64 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !62, file: !41, line: 45, type: !45, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!65 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !62, file: !41, line: 45, type: !45, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!66 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !62, file: !41, line: 45, type: !45, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!67 = distinct !DILocation(line: 29, column: 16, scope: !2)
!68 = !DILocation(line: 46, column: 1, scope: !69, inlinedAt: !75)
!69 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !70, file: !41, line: 46, type: !45, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !13, declaration: !72)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !41, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !71, identifier: "_ZTS15vgiw_blockDim_t")
!71 = !{!72, !73, !74}
!72 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !70, file: !41, line: 46, type: !45, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!73 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !70, file: !41, line: 46, type: !45, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!74 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !70, file: !41, line: 46, type: !45, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!75 = distinct !DILocation(line: 29, column: 29, scope: !2)
!76 = !DILocation(line: 29, column: 27, scope: !2)
!77 = !DILocation(line: 29, column: 42, scope: !2)
!78 = !DILocation(line: 29, column: 40, scope: !2)
!79 = !DILocalVariable(name: "w", scope: !2, file: !3, line: 30, type: !15)
!80 = !DILocation(line: 30, column: 12, scope: !2)
!81 = !DILocation(line: 46, column: 1, scope: !69, inlinedAt: !82)
!82 = distinct !DILocation(line: 30, column: 16, scope: !2)
!83 = !DILocation(line: 30, column: 29, scope: !2)
!84 = !DILocation(line: 30, column: 34, scope: !2)
!85 = !DILocation(line: 30, column: 27, scope: !2)
!86 = !DILocation(line: 30, column: 39, scope: !2)
!87 = !DILocation(line: 30, column: 16, scope: !2)
!88 = !DILocation(line: 46, column: 1, scope: !69, inlinedAt: !89)
!89 = distinct !DILocation(line: 30, column: 46, scope: !2)
!90 = !DILocation(line: 30, column: 59, scope: !2)
!91 = !DILocation(line: 30, column: 64, scope: !2)
!92 = !DILocation(line: 30, column: 57, scope: !2)
!93 = !DILocalVariable(name: "valid", scope: !2, file: !3, line: 31, type: !12)
!94 = !DILocation(line: 31, column: 7, scope: !2)
!95 = !DILocation(line: 31, column: 15, scope: !2)
!96 = !DILocation(line: 31, column: 29, scope: !2)
!97 = !DILocation(line: 31, column: 17, scope: !2)
!98 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 32, type: !12)
!99 = !DILocation(line: 32, column: 7, scope: !2)
!100 = !DILocation(line: 32, column: 11, scope: !2)
!101 = !DILocation(line: 32, column: 19, scope: !2)
!102 = !DILocation(line: 32, column: 22, scope: !2)
!103 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 34, type: !12)
!104 = !DILocation(line: 34, column: 7, scope: !2)
!105 = !DILocation(line: 34, column: 11, scope: !2)
!106 = !DILocalVariable(name: "off", scope: !107, file: !3, line: 35, type: !15)
!107 = distinct !DILexicalBlock(scope: !2, file: !3, line: 35, column: 3)
!108 = !DILocation(line: 35, column: 17, scope: !107)
!109 = !DILocation(line: 35, column: 8, scope: !107)
!110 = !DILocation(line: 35, column: 26, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 35, column: 3)
!112 = !DILocation(line: 35, column: 30, scope: !111)
!113 = !DILocation(line: 35, column: 3, scope: !107)
!114 = !DILocalVariable(name: "y", scope: !115, file: !3, line: 36, type: !12)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 35, column: 47)
!116 = !DILocation(line: 36, column: 9, scope: !115)
!117 = !DILocation(line: 36, column: 34, scope: !115)
!118 = !DILocation(line: 36, column: 37, scope: !115)
!119 = !DILocalVariable(name: "m", arg: 1, scope: !120, file: !41, line: 202, type: !15)
!120 = distinct !DISubprogram(name: "__shfl_up_sync", linkageName: "_ZL14__shfl_up_syncjiji", scope: !41, file: !41, line: 202, type: !121, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!121 = !DISubroutineType(types: !122)
!122 = !{!12, !15, !12, !15, !12}
!123 = !DILocation(line: 202, column: 1, scope: !120, inlinedAt: !124)
!124 = distinct !DILocation(line: 36, column: 13, scope: !115)
!125 = !DILocalVariable(name: "v", arg: 2, scope: !120, file: !41, line: 202, type: !12)
!126 = !DILocalVariable(name: "b", arg: 3, scope: !120, file: !41, line: 202, type: !15)
!127 = !DILocalVariable(name: "w", arg: 4, scope: !120, file: !41, line: 202, type: !12)
!128 = !DILocation(line: 37, column: 9, scope: !129)
!129 = distinct !DILexicalBlock(scope: !115, file: !3, line: 37, column: 9)
!130 = !DILocation(line: 37, column: 17, scope: !129)
!131 = !DILocation(line: 37, column: 14, scope: !129)
!132 = !DILocation(line: 37, column: 9, scope: !115)
!133 = !DILocation(line: 38, column: 12, scope: !129)
!134 = !DILocation(line: 38, column: 9, scope: !129)
!135 = !DILocation(line: 38, column: 7, scope: !129)
!136 = !DILocation(line: 39, column: 3, scope: !115)
!137 = !DILocation(line: 35, column: 40, scope: !111)
!138 = !DILocation(line: 35, column: 3, scope: !111)
!139 = distinct !{!139, !113, !140, !141}
!140 = !DILocation(line: 39, column: 3, scope: !107)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocalVariable(name: "pos", scope: !2, file: !3, line: 40, type: !15)
!143 = !DILocation(line: 40, column: 12, scope: !2)
!144 = !DILocation(line: 40, column: 38, scope: !2)
!145 = !DILocation(line: 40, column: 40, scope: !2)
!146 = !DILocalVariable(name: "m", arg: 1, scope: !147, file: !41, line: 206, type: !15)
!147 = distinct !DISubprogram(name: "__ballot_sync", linkageName: "_ZL13__ballot_syncji", scope: !41, file: !41, line: 206, type: !148, scopeLine: 206, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!148 = !DISubroutineType(types: !149)
!149 = !{!15, !15, !12}
!150 = !DILocation(line: 206, column: 42, scope: !147, inlinedAt: !151)
!151 = distinct !DILocation(line: 40, column: 18, scope: !2)
!152 = !DILocalVariable(name: "p", arg: 2, scope: !147, file: !41, line: 206, type: !12)
!153 = !DILocation(line: 206, column: 49, scope: !147, inlinedAt: !151)
!154 = !DILocation(line: 207, column: 34, scope: !147, inlinedAt: !151)
!155 = !DILocation(line: 207, column: 37, scope: !147, inlinedAt: !151)
!156 = !DILocation(line: 207, column: 10, scope: !147, inlinedAt: !151)
!157 = !DILocalVariable(name: "mirror", scope: !2, file: !3, line: 41, type: !12)
!158 = !DILocation(line: 41, column: 7, scope: !2)
!159 = !DILocation(line: 41, column: 34, scope: !2)
!160 = !DILocation(line: 41, column: 43, scope: !2)
!161 = !DILocation(line: 41, column: 48, scope: !2)
!162 = !DILocation(line: 41, column: 40, scope: !2)
!163 = !DILocalVariable(name: "m", arg: 1, scope: !164, file: !41, line: 201, type: !15)
!164 = distinct !DISubprogram(name: "__shfl_sync", linkageName: "_ZL11__shfl_syncjiii", scope: !41, file: !41, line: 201, type: !165, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!165 = !DISubroutineType(types: !166)
!166 = !{!12, !15, !12, !12, !12}
!167 = !DILocation(line: 201, column: 1, scope: !164, inlinedAt: !168)
!168 = distinct !DILocation(line: 41, column: 16, scope: !2)
!169 = !DILocalVariable(name: "v", arg: 2, scope: !164, file: !41, line: 201, type: !12)
!170 = !DILocalVariable(name: "b", arg: 3, scope: !164, file: !41, line: 201, type: !12)
!171 = !DILocalVariable(name: "w", arg: 4, scope: !164, file: !41, line: 201, type: !12)
!172 = !DILocalVariable(name: "pair", scope: !2, file: !3, line: 42, type: !12)
!173 = !DILocation(line: 42, column: 7, scope: !2)
!174 = !DILocation(line: 42, column: 36, scope: !2)
!175 = !DILocalVariable(name: "m", arg: 1, scope: !176, file: !41, line: 204, type: !15)
!176 = distinct !DISubprogram(name: "__shfl_xor_sync", linkageName: "_ZL15__shfl_xor_syncjiii", scope: !41, file: !41, line: 204, type: !165, scopeLine: 204, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!177 = !DILocation(line: 204, column: 1, scope: !176, inlinedAt: !178)
!178 = distinct !DILocation(line: 42, column: 14, scope: !2)
!179 = !DILocalVariable(name: "v", arg: 2, scope: !176, file: !41, line: 204, type: !12)
!180 = !DILocalVariable(name: "b", arg: 3, scope: !176, file: !41, line: 204, type: !12)
!181 = !DILocalVariable(name: "w", arg: 4, scope: !176, file: !41, line: 204, type: !12)
!182 = !DILocation(line: 43, column: 7, scope: !183)
!183 = distinct !DILexicalBlock(scope: !2, file: !3, line: 43, column: 7)
!184 = !DILocation(line: 43, column: 7, scope: !2)
!185 = !DILocation(line: 44, column: 19, scope: !186)
!186 = distinct !DILexicalBlock(scope: !183, file: !3, line: 43, column: 14)
!187 = !DILocation(line: 44, column: 5, scope: !186)
!188 = !DILocation(line: 44, column: 14, scope: !186)
!189 = !DILocation(line: 44, column: 12, scope: !186)
!190 = !DILocation(line: 44, column: 17, scope: !186)
!191 = !DILocation(line: 45, column: 30, scope: !186)
!192 = !DILocation(line: 45, column: 44, scope: !186)
!193 = !DILocation(line: 45, column: 41, scope: !186)
!194 = !DILocation(line: 45, column: 50, scope: !186)
!195 = !DILocation(line: 45, column: 34, scope: !186)
!196 = !DILocalVariable(name: "x", arg: 1, scope: !197, file: !41, line: 119, type: !15)
!197 = distinct !DISubprogram(name: "__popc", linkageName: "_ZL6__popcj", scope: !41, file: !41, line: 119, type: !198, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!198 = !DISubroutineType(types: !199)
!199 = !{!12, !15}
!200 = !DILocation(line: 119, column: 30, scope: !197, inlinedAt: !201)
!201 = distinct !DILocation(line: 45, column: 23, scope: !186)
!202 = !DILocation(line: 119, column: 61, scope: !197, inlinedAt: !201)
!203 = !DILocation(line: 119, column: 42, scope: !197, inlinedAt: !201)
!204 = !DILocation(line: 45, column: 5, scope: !186)
!205 = !DILocation(line: 45, column: 14, scope: !186)
!206 = !DILocation(line: 45, column: 12, scope: !186)
!207 = !DILocation(line: 45, column: 16, scope: !186)
!208 = !DILocation(line: 45, column: 21, scope: !186)
!209 = !DILocation(line: 46, column: 23, scope: !186)
!210 = !DILocation(line: 46, column: 5, scope: !186)
!211 = !DILocation(line: 46, column: 14, scope: !186)
!212 = !DILocation(line: 46, column: 12, scope: !186)
!213 = !DILocation(line: 46, column: 16, scope: !186)
!214 = !DILocation(line: 46, column: 21, scope: !186)
!215 = !DILocation(line: 47, column: 23, scope: !186)
!216 = !DILocation(line: 47, column: 5, scope: !186)
!217 = !DILocation(line: 47, column: 14, scope: !186)
!218 = !DILocation(line: 47, column: 12, scope: !186)
!219 = !DILocation(line: 47, column: 16, scope: !186)
!220 = !DILocation(line: 47, column: 21, scope: !186)
!221 = !DILocation(line: 48, column: 3, scope: !186)
!222 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 50, type: !12)
!223 = !DILocation(line: 50, column: 7, scope: !2)
!224 = !DILocation(line: 50, column: 20, scope: !2)
!225 = !DILocation(line: 50, column: 23, scope: !2)
!226 = !DILocation(line: 50, column: 29, scope: !2)
!227 = !DILocalVariable(name: "v", arg: 1, scope: !228, file: !3, line: 15, type: !12)
!228 = distinct !DISubprogram(name: "warp_sum", linkageName: "_ZL8warp_sumijj", scope: !3, file: !3, line: 15, type: !229, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!229 = !DISubroutineType(types: !230)
!230 = !{!12, !12, !15, !15}
!231 = !DILocation(line: 15, column: 52, scope: !228, inlinedAt: !232)
!232 = distinct !DILocation(line: 50, column: 11, scope: !2)
!233 = !DILocalVariable(name: "lane", arg: 2, scope: !228, file: !3, line: 15, type: !15)
!234 = !DILocation(line: 15, column: 64, scope: !228, inlinedAt: !232)
!235 = !DILocalVariable(name: "w", arg: 3, scope: !228, file: !3, line: 15, type: !15)
!236 = !DILocation(line: 15, column: 79, scope: !228, inlinedAt: !232)
!237 = !DILocalVariable(name: "off", scope: !238, file: !3, line: 16, type: !15)
!238 = distinct !DILexicalBlock(scope: !228, file: !3, line: 16, column: 3)
!239 = !DILocation(line: 16, column: 17, scope: !238, inlinedAt: !232)
!240 = !DILocation(line: 16, column: 8, scope: !238, inlinedAt: !232)
!241 = !DILocation(line: 16, column: 27, scope: !242, inlinedAt: !232)
!242 = distinct !DILexicalBlock(scope: !238, file: !3, line: 16, column: 3)
!243 = !DILocation(line: 16, column: 31, scope: !242, inlinedAt: !232)
!244 = !DILocation(line: 16, column: 3, scope: !238, inlinedAt: !232)
!245 = !DILocalVariable(name: "y", scope: !246, file: !3, line: 17, type: !12)
!246 = distinct !DILexicalBlock(scope: !242, file: !3, line: 16, column: 47)
!247 = !DILocation(line: 17, column: 9, scope: !246, inlinedAt: !232)
!248 = !DILocation(line: 17, column: 36, scope: !246, inlinedAt: !232)
!249 = !DILocation(line: 17, column: 39, scope: !246, inlinedAt: !232)
!250 = !DILocalVariable(name: "m", arg: 1, scope: !251, file: !41, line: 203, type: !15)
!251 = distinct !DISubprogram(name: "__shfl_down_sync", linkageName: "_ZL16__shfl_down_syncjiji", scope: !41, file: !41, line: 203, type: !121, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!252 = !DILocation(line: 203, column: 1, scope: !251, inlinedAt: !253)
!253 = distinct !DILocation(line: 17, column: 13, scope: !246, inlinedAt: !232)
!254 = !DILocalVariable(name: "v", arg: 2, scope: !251, file: !41, line: 203, type: !12)
!255 = !DILocalVariable(name: "b", arg: 3, scope: !251, file: !41, line: 203, type: !15)
!256 = !DILocalVariable(name: "w", arg: 4, scope: !251, file: !41, line: 203, type: !12)
!257 = !DILocation(line: 18, column: 9, scope: !258, inlinedAt: !232)
!258 = distinct !DILexicalBlock(scope: !246, file: !3, line: 18, column: 9)
!259 = !DILocation(line: 18, column: 16, scope: !258, inlinedAt: !232)
!260 = !DILocation(line: 18, column: 14, scope: !258, inlinedAt: !232)
!261 = !DILocation(line: 18, column: 22, scope: !258, inlinedAt: !232)
!262 = !DILocation(line: 18, column: 20, scope: !258, inlinedAt: !232)
!263 = !DILocation(line: 18, column: 9, scope: !246, inlinedAt: !232)
!264 = !DILocation(line: 19, column: 12, scope: !258, inlinedAt: !232)
!265 = !DILocation(line: 19, column: 9, scope: !258, inlinedAt: !232)
!266 = !DILocation(line: 19, column: 7, scope: !258, inlinedAt: !232)
!267 = !DILocation(line: 16, column: 40, scope: !242, inlinedAt: !232)
!268 = !DILocation(line: 16, column: 3, scope: !242, inlinedAt: !232)
!269 = distinct !{!269, !244, !270, !141}
!270 = !DILocation(line: 20, column: 3, scope: !238, inlinedAt: !232)
!271 = !DILocation(line: 21, column: 10, scope: !228, inlinedAt: !232)
!272 = !DILocalVariable(name: "all", scope: !2, file: !3, line: 51, type: !12)
!273 = !DILocation(line: 51, column: 7, scope: !2)
!274 = !DILocation(line: 51, column: 31, scope: !2)
!275 = !DILocation(line: 51, column: 37, scope: !2)
!276 = !DILocation(line: 51, column: 40, scope: !2)
!277 = !DILocation(line: 51, column: 42, scope: !2)
!278 = !DILocation(line: 51, column: 30, scope: !2)
!279 = !DILocalVariable(name: "m", arg: 1, scope: !280, file: !41, line: 209, type: !15)
!280 = distinct !DISubprogram(name: "__all_sync", linkageName: "_ZL10__all_syncji", scope: !41, file: !41, line: 209, type: !281, scopeLine: 209, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!281 = !DISubroutineType(types: !282)
!282 = !{!12, !15, !12}
!283 = !DILocation(line: 209, column: 34, scope: !280, inlinedAt: !284)
!284 = distinct !DILocation(line: 51, column: 13, scope: !2)
!285 = !DILocalVariable(name: "p", arg: 2, scope: !280, file: !41, line: 209, type: !12)
!286 = !DILocation(line: 209, column: 41, scope: !280, inlinedAt: !284)
!287 = !DILocation(line: 209, column: 74, scope: !280, inlinedAt: !284)
!288 = !DILocation(line: 209, column: 77, scope: !280, inlinedAt: !284)
!289 = !DILocation(line: 209, column: 53, scope: !280, inlinedAt: !284)
!290 = !DILocalVariable(name: "any", scope: !2, file: !3, line: 52, type: !12)
!291 = !DILocation(line: 52, column: 7, scope: !2)
!292 = !DILocation(line: 52, column: 30, scope: !2)
!293 = !DILocation(line: 52, column: 32, scope: !2)
!294 = !DILocalVariable(name: "m", arg: 1, scope: !295, file: !41, line: 210, type: !15)
!295 = distinct !DISubprogram(name: "__any_sync", linkageName: "_ZL10__any_syncji", scope: !41, file: !41, line: 210, type: !281, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!296 = !DILocation(line: 210, column: 34, scope: !295, inlinedAt: !297)
!297 = distinct !DILocation(line: 52, column: 13, scope: !2)
!298 = !DILocalVariable(name: "p", arg: 2, scope: !295, file: !41, line: 210, type: !12)
!299 = !DILocation(line: 210, column: 41, scope: !295, inlinedAt: !297)
!300 = !DILocation(line: 210, column: 74, scope: !295, inlinedAt: !297)
!301 = !DILocation(line: 210, column: 77, scope: !295, inlinedAt: !297)
!302 = !DILocation(line: 210, column: 53, scope: !295, inlinedAt: !297)
!303 = !DILocalVariable(name: "uni", scope: !2, file: !3, line: 53, type: !12)
!304 = !DILocation(line: 53, column: 7, scope: !2)
!305 = !DILocation(line: 53, column: 30, scope: !2)
!306 = !DILocation(line: 53, column: 32, scope: !2)
!307 = !DILocalVariable(name: "m", arg: 1, scope: !308, file: !41, line: 211, type: !15)
!308 = distinct !DISubprogram(name: "__uni_sync", linkageName: "_ZL10__uni_syncji", scope: !41, file: !41, line: 211, type: !281, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !13, retainedNodes: !17)
!309 = !DILocation(line: 211, column: 34, scope: !308, inlinedAt: !310)
!310 = distinct !DILocation(line: 53, column: 13, scope: !2)
!311 = !DILocalVariable(name: "p", arg: 2, scope: !308, file: !41, line: 211, type: !12)
!312 = !DILocation(line: 211, column: 41, scope: !308, inlinedAt: !310)
!313 = !DILocation(line: 211, column: 74, scope: !308, inlinedAt: !310)
!314 = !DILocation(line: 211, column: 77, scope: !308, inlinedAt: !310)
!315 = !DILocation(line: 211, column: 53, scope: !308, inlinedAt: !310)
!316 = !DILocation(line: 54, column: 7, scope: !317)
!317 = distinct !DILexicalBlock(scope: !2, file: !3, line: 54, column: 7)
!318 = !DILocation(line: 54, column: 12, scope: !317)
!319 = !DILocation(line: 54, column: 7, scope: !2)
!320 = !DILocation(line: 55, column: 21, scope: !321)
!321 = distinct !DILexicalBlock(scope: !317, file: !3, line: 54, column: 18)
!322 = !DILocation(line: 55, column: 13, scope: !321)
!323 = !DILocation(line: 55, column: 5, scope: !321)
!324 = !DILocation(line: 55, column: 19, scope: !321)
!325 = !DILocation(line: 56, column: 28, scope: !321)
!326 = !DILocation(line: 119, column: 30, scope: !197, inlinedAt: !327)
!327 = distinct !DILocation(line: 56, column: 21, scope: !321)
!328 = !DILocation(line: 119, column: 61, scope: !197, inlinedAt: !327)
!329 = !DILocation(line: 119, column: 42, scope: !197, inlinedAt: !327)
!330 = !DILocation(line: 56, column: 13, scope: !321)
!331 = !DILocation(line: 56, column: 5, scope: !321)
!332 = !DILocation(line: 56, column: 19, scope: !321)
!333 = !DILocation(line: 57, column: 21, scope: !321)
!334 = !DILocation(line: 57, column: 13, scope: !321)
!335 = !DILocation(line: 57, column: 5, scope: !321)
!336 = !DILocation(line: 57, column: 19, scope: !321)
!337 = !DILocation(line: 58, column: 21, scope: !321)
!338 = !DILocation(line: 58, column: 13, scope: !321)
!339 = !DILocation(line: 58, column: 5, scope: !321)
!340 = !DILocation(line: 58, column: 19, scope: !321)
!341 = !DILocation(line: 59, column: 21, scope: !321)
!342 = !DILocation(line: 59, column: 13, scope: !321)
!343 = !DILocation(line: 59, column: 5, scope: !321)
!344 = !DILocation(line: 59, column: 19, scope: !321)
!345 = !DILocation(line: 60, column: 3, scope: !321)
!346 = !DILocation(line: 61, column: 3, scope: !2)
!347 = !DILocation(line: 62, column: 7, scope: !348)
!348 = distinct !DILexicalBlock(scope: !2, file: !3, line: 62, column: 7)
!349 = !DILocation(line: 62, column: 12, scope: !348)
!350 = !DILocation(line: 62, column: 7, scope: !2)
!351 = !DILocalVariable(name: "nwarps", scope: !352, file: !3, line: 63, type: !15)
!352 = distinct !DILexicalBlock(scope: !348, file: !3, line: 62, column: 18)
!353 = !DILocation(line: 63, column: 14, scope: !352)
!354 = !DILocation(line: 46, column: 1, scope: !69, inlinedAt: !355)
!355 = distinct !DILocation(line: 63, column: 24, scope: !352)
!356 = !DILocation(line: 63, column: 35, scope: !352)
!357 = !DILocation(line: 63, column: 41, scope: !352)
!358 = !DILocalVariable(name: "k", scope: !359, file: !3, line: 64, type: !12)
!359 = distinct !DILexicalBlock(scope: !352, file: !3, line: 64, column: 5)
!360 = !DILocation(line: 64, column: 14, scope: !359)
!361 = !DILocation(line: 64, column: 10, scope: !359)
!362 = !DILocation(line: 64, column: 21, scope: !363)
!363 = distinct !DILexicalBlock(scope: !359, file: !3, line: 64, column: 5)
!364 = !DILocation(line: 64, column: 23, scope: !363)
!365 = !DILocation(line: 64, column: 5, scope: !359)
!366 = !DILocalVariable(name: "t", scope: !367, file: !3, line: 65, type: !12)
!367 = distinct !DILexicalBlock(scope: !363, file: !3, line: 64, column: 33)
!368 = !DILocation(line: 65, column: 11, scope: !367)
!369 = !DILocation(line: 65, column: 24, scope: !367)
!370 = !DILocation(line: 65, column: 31, scope: !367)
!371 = !DILocation(line: 65, column: 29, scope: !367)
!372 = !DILocation(line: 65, column: 45, scope: !367)
!373 = !DILocation(line: 65, column: 40, scope: !367)
!374 = !DILocation(line: 65, column: 48, scope: !367)
!375 = !DILocation(line: 65, column: 59, scope: !367)
!376 = !DILocation(line: 65, column: 65, scope: !367)
!377 = !DILocation(line: 15, column: 52, scope: !228, inlinedAt: !378)
!378 = distinct !DILocation(line: 65, column: 15, scope: !367)
!379 = !DILocation(line: 15, column: 64, scope: !228, inlinedAt: !378)
!380 = !DILocation(line: 15, column: 79, scope: !228, inlinedAt: !378)
!381 = !DILocation(line: 16, column: 17, scope: !238, inlinedAt: !378)
!382 = !DILocation(line: 16, column: 8, scope: !238, inlinedAt: !378)
!383 = !DILocation(line: 16, column: 27, scope: !242, inlinedAt: !378)
!384 = !DILocation(line: 16, column: 31, scope: !242, inlinedAt: !378)
!385 = !DILocation(line: 16, column: 3, scope: !238, inlinedAt: !378)
!386 = !DILocation(line: 17, column: 9, scope: !246, inlinedAt: !378)
!387 = !DILocation(line: 17, column: 36, scope: !246, inlinedAt: !378)
!388 = !DILocation(line: 17, column: 39, scope: !246, inlinedAt: !378)
!389 = !DILocation(line: 203, column: 1, scope: !251, inlinedAt: !390)
!390 = distinct !DILocation(line: 17, column: 13, scope: !246, inlinedAt: !378)
!391 = !DILocation(line: 18, column: 9, scope: !258, inlinedAt: !378)
!392 = !DILocation(line: 18, column: 16, scope: !258, inlinedAt: !378)
!393 = !DILocation(line: 18, column: 14, scope: !258, inlinedAt: !378)
!394 = !DILocation(line: 18, column: 22, scope: !258, inlinedAt: !378)
!395 = !DILocation(line: 18, column: 20, scope: !258, inlinedAt: !378)
!396 = !DILocation(line: 18, column: 9, scope: !246, inlinedAt: !378)
!397 = !DILocation(line: 19, column: 12, scope: !258, inlinedAt: !378)
!398 = !DILocation(line: 19, column: 9, scope: !258, inlinedAt: !378)
!399 = !DILocation(line: 19, column: 7, scope: !258, inlinedAt: !378)
!400 = !DILocation(line: 16, column: 40, scope: !242, inlinedAt: !378)
!401 = !DILocation(line: 16, column: 3, scope: !242, inlinedAt: !378)
!402 = distinct !{!402, !385, !403, !141}
!403 = !DILocation(line: 20, column: 3, scope: !238, inlinedAt: !378)
!404 = !DILocation(line: 21, column: 10, scope: !228, inlinedAt: !378)
!405 = !DILocation(line: 66, column: 11, scope: !406)
!406 = distinct !DILexicalBlock(scope: !367, file: !3, line: 66, column: 11)
!407 = !DILocation(line: 66, column: 16, scope: !406)
!408 = !DILocation(line: 66, column: 11, scope: !367)
!409 = !DILocation(line: 67, column: 37, scope: !406)
!410 = !DILocation(line: 67, column: 9, scope: !406)
!411 = !DILocation(line: 45, column: 1, scope: !61, inlinedAt: !412)
!412 = distinct !DILocation(line: 67, column: 19, scope: !406)
!413 = !DILocation(line: 67, column: 17, scope: !406)
!414 = !DILocation(line: 67, column: 32, scope: !406)
!415 = !DILocation(line: 67, column: 30, scope: !406)
!416 = !DILocation(line: 67, column: 35, scope: !406)
!417 = !DILocation(line: 68, column: 5, scope: !367)
!418 = !DILocation(line: 64, column: 29, scope: !363)
!419 = !DILocation(line: 64, column: 5, scope: !363)
!420 = distinct !{!420, !365, !421, !141}
!421 = !DILocation(line: 68, column: 5, scope: !359)
!422 = !DILocation(line: 69, column: 3, scope: !352)
!423 = !DILocation(line: 70, column: 1, scope: !2)
