; ModuleID = 'samples/conv5x5.cu'
source_filename = "samples/conv5x5.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Conv5Params = type { i32, i32, [5 x float], float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @conv5x5(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr nocapture noundef readonly byval(%struct.Conv5Params) align 4 %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !27
  %11 = mul nuw nsw i32 %9, %10, !dbg !30
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !31
  %13 = add nuw nsw i32 %11, %12, !dbg !34
  %14 = load i32, ptr %2, align 4, !dbg !35, !tbaa !36
  %15 = icmp slt i32 %8, %14, !dbg !42
  br i1 %15, label %16, label %393, !dbg !43

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !44
  %18 = load i32, ptr %17, align 4, !dbg !44, !tbaa !45
  %19 = icmp slt i32 %13, %18, !dbg !46
  br i1 %19, label %20, label %393, !dbg !47

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %2, i64 8
  %22 = add nsw i32 %13, -2, !dbg !48
  %23 = icmp ugt i32 %13, 1
  %24 = load float, ptr %21, align 4, !tbaa !49
  %25 = icmp slt i32 %22, %18
  %26 = mul nsw i32 %22, %14
  %27 = add nsw i32 %8, -2, !dbg !50
  br i1 %23, label %28, label %38, !dbg !51

28:                                               ; preds = %20
  %29 = icmp sgt i32 %8, 1
  %30 = and i1 %25, %29, !dbg !52
  %31 = icmp slt i32 %27, %14
  %32 = select i1 %30, i1 %31, i1 false, !dbg !52
  br i1 %32, label %33, label %38, !dbg !52

33:                                               ; preds = %28
  %34 = add nuw nsw i32 %27, %26
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !dbg !53, !tbaa !49
  br label %38, !dbg !54

38:                                               ; preds = %33, %28, %20
  %39 = phi float [ %37, %33 ], [ 0.000000e+00, %28 ], [ 0.000000e+00, %20 ], !dbg !55
  %40 = fmul contract float %24, %24, !dbg !56
  %41 = fmul contract float %39, %40, !dbg !57
  %42 = fadd contract float %41, 0.000000e+00, !dbg !58
  %43 = add nsw i32 %8, -1, !dbg !50
  br i1 %23, label %44, label %54, !dbg !51

44:                                               ; preds = %38
  %45 = icmp sgt i32 %8, 0
  %46 = icmp sle i32 %8, %14
  %47 = and i1 %45, %46, !dbg !52
  %48 = and i1 %47, %25, !dbg !52
  br i1 %48, label %49, label %54, !dbg !52

49:                                               ; preds = %44
  %50 = add nuw nsw i32 %43, %26
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !dbg !53, !tbaa !49
  br label %54, !dbg !54

54:                                               ; preds = %49, %44, %38
  %55 = phi float [ %53, %49 ], [ 0.000000e+00, %44 ], [ 0.000000e+00, %38 ], !dbg !55
  %56 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !59
  %57 = load float, ptr %56, align 4, !dbg !59, !tbaa !49
  %58 = fmul contract float %24, %57, !dbg !56
  %59 = fmul contract float %55, %58, !dbg !57
  %60 = fadd contract float %42, %59, !dbg !58
  %61 = icmp sgt i32 %8, -1
  %62 = and i1 %25, %61
  %63 = select i1 %23, i1 %62, i1 false, !dbg !51
  br i1 %63, label %64, label %69, !dbg !51

64:                                               ; preds = %54
  %65 = add nuw nsw i32 %8, %26
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !53, !tbaa !49
  br label %69, !dbg !54

69:                                               ; preds = %64, %54
  %70 = phi float [ %68, %64 ], [ 0.000000e+00, %54 ], !dbg !55
  %71 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !59
  %72 = load float, ptr %71, align 4, !dbg !59, !tbaa !49
  %73 = fmul contract float %24, %72, !dbg !56
  %74 = fmul contract float %70, %73, !dbg !57
  %75 = fadd contract float %60, %74, !dbg !58
  %76 = add nsw i32 %8, 1, !dbg !50
  br i1 %23, label %77, label %87, !dbg !51

77:                                               ; preds = %69
  %78 = icmp sgt i32 %8, -2
  %79 = and i1 %25, %78, !dbg !52
  %80 = icmp slt i32 %76, %14
  %81 = select i1 %79, i1 %80, i1 false, !dbg !52
  br i1 %81, label %82, label %87, !dbg !52

82:                                               ; preds = %77
  %83 = add nuw nsw i32 %76, %26
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %0, i64 %84
  %86 = load float, ptr %85, align 4, !dbg !53, !tbaa !49
  br label %87, !dbg !54

87:                                               ; preds = %82, %77, %69
  %88 = phi float [ %86, %82 ], [ 0.000000e+00, %77 ], [ 0.000000e+00, %69 ], !dbg !55
  %89 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !59
  %90 = load float, ptr %89, align 4, !dbg !59, !tbaa !49
  %91 = fmul contract float %24, %90, !dbg !56
  %92 = fmul contract float %88, %91, !dbg !57
  %93 = fadd contract float %75, %92, !dbg !58
  %94 = add nsw i32 %8, 2, !dbg !50
  br i1 %23, label %95, label %105, !dbg !51

95:                                               ; preds = %87
  %96 = icmp sgt i32 %8, -3
  %97 = and i1 %25, %96, !dbg !52
  %98 = icmp slt i32 %94, %14
  %99 = select i1 %97, i1 %98, i1 false, !dbg !52
  br i1 %99, label %100, label %105, !dbg !52

100:                                              ; preds = %95
  %101 = add nuw nsw i32 %94, %26
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %0, i64 %102
  %104 = load float, ptr %103, align 4, !dbg !53, !tbaa !49
  br label %105, !dbg !54

105:                                              ; preds = %100, %95, %87
  %106 = phi float [ %104, %100 ], [ 0.000000e+00, %95 ], [ 0.000000e+00, %87 ], !dbg !55
  %107 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !59
  %108 = load float, ptr %107, align 4, !dbg !59, !tbaa !49
  %109 = fmul contract float %24, %108, !dbg !56
  %110 = fmul contract float %106, %109, !dbg !57
  %111 = fadd contract float %93, %110, !dbg !58
  %112 = add nsw i32 %13, -1, !dbg !48
  %113 = icmp ne i32 %13, 0
  %114 = icmp ule i32 %13, %18
  %115 = mul nsw i32 %112, %14
  br i1 %113, label %116, label %126, !dbg !51

116:                                              ; preds = %105
  %117 = icmp sgt i32 %8, 1
  %118 = and i1 %114, %117, !dbg !52
  %119 = icmp slt i32 %27, %14
  %120 = select i1 %118, i1 %119, i1 false, !dbg !52
  br i1 %120, label %121, label %126, !dbg !52

121:                                              ; preds = %116
  %122 = add nuw nsw i32 %27, %115
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds float, ptr %0, i64 %123
  %125 = load float, ptr %124, align 4, !dbg !53, !tbaa !49
  br label %126, !dbg !54

126:                                              ; preds = %121, %116, %105
  %127 = phi float [ %125, %121 ], [ 0.000000e+00, %116 ], [ 0.000000e+00, %105 ], !dbg !55
  %128 = fmul contract float %127, %58, !dbg !57
  %129 = fadd contract float %111, %128, !dbg !58
  br i1 %113, label %130, label %140, !dbg !51

130:                                              ; preds = %126
  %131 = icmp sgt i32 %8, 0
  %132 = icmp sle i32 %8, %14
  %133 = and i1 %131, %132, !dbg !52
  %134 = and i1 %133, %114, !dbg !52
  br i1 %134, label %135, label %140, !dbg !52

135:                                              ; preds = %130
  %136 = add nuw nsw i32 %43, %115
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds float, ptr %0, i64 %137
  %139 = load float, ptr %138, align 4, !dbg !53, !tbaa !49
  br label %140, !dbg !54

140:                                              ; preds = %135, %130, %126
  %141 = phi float [ %139, %135 ], [ 0.000000e+00, %130 ], [ 0.000000e+00, %126 ], !dbg !55
  %142 = fmul contract float %57, %57, !dbg !56
  %143 = fmul contract float %141, %142, !dbg !57
  %144 = fadd contract float %129, %143, !dbg !58
  %145 = icmp sgt i32 %8, -1
  %146 = and i1 %114, %145
  %147 = and i1 %113, %146, !dbg !51
  br i1 %147, label %148, label %153, !dbg !51

148:                                              ; preds = %140
  %149 = add nuw nsw i32 %8, %115
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds float, ptr %0, i64 %150
  %152 = load float, ptr %151, align 4, !dbg !53, !tbaa !49
  br label %153, !dbg !54

153:                                              ; preds = %148, %140
  %154 = phi float [ %152, %148 ], [ 0.000000e+00, %140 ], !dbg !55
  %155 = fmul contract float %57, %72, !dbg !56
  %156 = fmul contract float %154, %155, !dbg !57
  %157 = fadd contract float %144, %156, !dbg !58
  br i1 %113, label %158, label %168, !dbg !51

158:                                              ; preds = %153
  %159 = icmp sgt i32 %8, -2
  %160 = and i1 %114, %159, !dbg !52
  %161 = icmp slt i32 %76, %14
  %162 = select i1 %160, i1 %161, i1 false, !dbg !52
  br i1 %162, label %163, label %168, !dbg !52

163:                                              ; preds = %158
  %164 = add nuw nsw i32 %76, %115
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %0, i64 %165
  %167 = load float, ptr %166, align 4, !dbg !53, !tbaa !49
  br label %168, !dbg !54

168:                                              ; preds = %163, %158, %153
  %169 = phi float [ %167, %163 ], [ 0.000000e+00, %158 ], [ 0.000000e+00, %153 ], !dbg !55
  %170 = fmul contract float %57, %90, !dbg !56
  %171 = fmul contract float %169, %170, !dbg !57
  %172 = fadd contract float %157, %171, !dbg !58
  br i1 %113, label %173, label %183, !dbg !51

173:                                              ; preds = %168
  %174 = icmp sgt i32 %8, -3
  %175 = and i1 %114, %174, !dbg !52
  %176 = icmp slt i32 %94, %14
  %177 = select i1 %175, i1 %176, i1 false, !dbg !52
  br i1 %177, label %178, label %183, !dbg !52

178:                                              ; preds = %173
  %179 = add nuw nsw i32 %94, %115
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %0, i64 %180
  %182 = load float, ptr %181, align 4, !dbg !53, !tbaa !49
  br label %183, !dbg !54

183:                                              ; preds = %178, %173, %168
  %184 = phi float [ %182, %178 ], [ 0.000000e+00, %173 ], [ 0.000000e+00, %168 ], !dbg !55
  %185 = fmul contract float %57, %108, !dbg !56
  %186 = fmul contract float %184, %185, !dbg !57
  %187 = fadd contract float %172, %186, !dbg !58
  %188 = mul nsw i32 %13, %14
  %189 = icmp sgt i32 %8, 1
  %190 = icmp slt i32 %27, %14
  %191 = select i1 %189, i1 %190, i1 false, !dbg !52
  br i1 %191, label %192, label %197, !dbg !52

192:                                              ; preds = %183
  %193 = add nuw nsw i32 %27, %188
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds float, ptr %0, i64 %194
  %196 = load float, ptr %195, align 4, !dbg !53, !tbaa !49
  br label %197, !dbg !54

197:                                              ; preds = %192, %183
  %198 = phi float [ %196, %192 ], [ 0.000000e+00, %183 ], !dbg !55
  %199 = fmul contract float %198, %73, !dbg !57
  %200 = fadd contract float %187, %199, !dbg !58
  %201 = icmp sgt i32 %8, 0
  %202 = icmp sle i32 %8, %14
  %203 = and i1 %201, %202, !dbg !52
  br i1 %203, label %204, label %209, !dbg !52

204:                                              ; preds = %197
  %205 = add nuw nsw i32 %43, %188
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds float, ptr %0, i64 %206
  %208 = load float, ptr %207, align 4, !dbg !53, !tbaa !49
  br label %209, !dbg !54

209:                                              ; preds = %204, %197
  %210 = phi float [ %208, %204 ], [ 0.000000e+00, %197 ], !dbg !55
  %211 = fmul contract float %210, %155, !dbg !57
  %212 = fadd contract float %200, %211, !dbg !58
  %213 = icmp sgt i32 %8, -1
  br i1 %213, label %214, label %219, !dbg !52

214:                                              ; preds = %209
  %215 = add nuw nsw i32 %8, %188
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds float, ptr %0, i64 %216
  %218 = load float, ptr %217, align 4, !dbg !53, !tbaa !49
  br label %219, !dbg !54

219:                                              ; preds = %214, %209
  %220 = phi float [ %218, %214 ], [ 0.000000e+00, %209 ], !dbg !55
  %221 = fmul contract float %72, %72, !dbg !56
  %222 = fmul contract float %220, %221, !dbg !57
  %223 = fadd contract float %212, %222, !dbg !58
  %224 = icmp sgt i32 %8, -2
  %225 = icmp slt i32 %76, %14
  %226 = select i1 %224, i1 %225, i1 false, !dbg !52
  br i1 %226, label %227, label %232, !dbg !52

227:                                              ; preds = %219
  %228 = add nuw nsw i32 %76, %188
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds float, ptr %0, i64 %229
  %231 = load float, ptr %230, align 4, !dbg !53, !tbaa !49
  br label %232, !dbg !54

232:                                              ; preds = %227, %219
  %233 = phi float [ %231, %227 ], [ 0.000000e+00, %219 ], !dbg !55
  %234 = fmul contract float %72, %90, !dbg !56
  %235 = fmul contract float %233, %234, !dbg !57
  %236 = fadd contract float %223, %235, !dbg !58
  %237 = icmp sgt i32 %8, -3
  %238 = icmp slt i32 %94, %14
  %239 = select i1 %237, i1 %238, i1 false, !dbg !52
  br i1 %239, label %240, label %245, !dbg !52

240:                                              ; preds = %232
  %241 = add nuw nsw i32 %94, %188
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr inbounds float, ptr %0, i64 %242
  %244 = load float, ptr %243, align 4, !dbg !53, !tbaa !49
  br label %245, !dbg !54

245:                                              ; preds = %240, %232
  %246 = phi float [ %244, %240 ], [ 0.000000e+00, %232 ], !dbg !55
  %247 = fmul contract float %72, %108, !dbg !56
  %248 = fmul contract float %246, %247, !dbg !57
  %249 = fadd contract float %236, %248, !dbg !58
  %250 = add nuw nsw i32 %13, 1, !dbg !48
  %251 = icmp ult i32 %250, %18
  %252 = mul nsw i32 %250, %14
  %253 = icmp sgt i32 %8, 1
  %254 = and i1 %251, %253, !dbg !52
  %255 = icmp slt i32 %27, %14
  %256 = select i1 %254, i1 %255, i1 false, !dbg !52
  br i1 %256, label %257, label %262, !dbg !52

257:                                              ; preds = %245
  %258 = add nuw nsw i32 %27, %252
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds float, ptr %0, i64 %259
  %261 = load float, ptr %260, align 4, !dbg !53, !tbaa !49
  br label %262, !dbg !54

262:                                              ; preds = %257, %245
  %263 = phi float [ %261, %257 ], [ 0.000000e+00, %245 ], !dbg !55
  %264 = fmul contract float %263, %91, !dbg !57
  %265 = fadd contract float %249, %264, !dbg !58
  %266 = icmp sgt i32 %8, 0
  %267 = icmp sle i32 %8, %14
  %268 = and i1 %266, %267, !dbg !52
  %269 = and i1 %268, %251, !dbg !52
  br i1 %269, label %270, label %275, !dbg !52

270:                                              ; preds = %262
  %271 = add nuw nsw i32 %43, %252
  %272 = zext nneg i32 %271 to i64
  %273 = getelementptr inbounds float, ptr %0, i64 %272
  %274 = load float, ptr %273, align 4, !dbg !53, !tbaa !49
  br label %275, !dbg !54

275:                                              ; preds = %270, %262
  %276 = phi float [ %274, %270 ], [ 0.000000e+00, %262 ], !dbg !55
  %277 = fmul contract float %276, %170, !dbg !57
  %278 = fadd contract float %265, %277, !dbg !58
  %279 = icmp sgt i32 %8, -1
  %280 = and i1 %251, %279, !dbg !52
  br i1 %280, label %281, label %286, !dbg !52

281:                                              ; preds = %275
  %282 = add nuw nsw i32 %8, %252
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds float, ptr %0, i64 %283
  %285 = load float, ptr %284, align 4, !dbg !53, !tbaa !49
  br label %286, !dbg !54

286:                                              ; preds = %281, %275
  %287 = phi float [ %285, %281 ], [ 0.000000e+00, %275 ], !dbg !55
  %288 = fmul contract float %287, %234, !dbg !57
  %289 = fadd contract float %278, %288, !dbg !58
  %290 = icmp sgt i32 %8, -2
  %291 = and i1 %251, %290, !dbg !52
  %292 = icmp slt i32 %76, %14
  %293 = select i1 %291, i1 %292, i1 false, !dbg !52
  br i1 %293, label %294, label %299, !dbg !52

294:                                              ; preds = %286
  %295 = add nuw nsw i32 %76, %252
  %296 = zext nneg i32 %295 to i64
  %297 = getelementptr inbounds float, ptr %0, i64 %296
  %298 = load float, ptr %297, align 4, !dbg !53, !tbaa !49
  br label %299, !dbg !54

299:                                              ; preds = %294, %286
  %300 = phi float [ %298, %294 ], [ 0.000000e+00, %286 ], !dbg !55
  %301 = fmul contract float %90, %90, !dbg !56
  %302 = fmul contract float %300, %301, !dbg !57
  %303 = fadd contract float %289, %302, !dbg !58
  %304 = icmp sgt i32 %8, -3
  %305 = and i1 %251, %304, !dbg !52
  %306 = icmp slt i32 %94, %14
  %307 = select i1 %305, i1 %306, i1 false, !dbg !52
  br i1 %307, label %308, label %313, !dbg !52

308:                                              ; preds = %299
  %309 = add nuw nsw i32 %94, %252
  %310 = zext nneg i32 %309 to i64
  %311 = getelementptr inbounds float, ptr %0, i64 %310
  %312 = load float, ptr %311, align 4, !dbg !53, !tbaa !49
  br label %313, !dbg !54

313:                                              ; preds = %308, %299
  %314 = phi float [ %312, %308 ], [ 0.000000e+00, %299 ], !dbg !55
  %315 = fmul contract float %90, %108, !dbg !56
  %316 = fmul contract float %314, %315, !dbg !57
  %317 = fadd contract float %303, %316, !dbg !58
  %318 = add nuw nsw i32 %13, 2, !dbg !48
  %319 = icmp ult i32 %318, %18
  %320 = mul nsw i32 %318, %14
  %321 = icmp sgt i32 %8, 1
  %322 = and i1 %319, %321, !dbg !52
  %323 = icmp slt i32 %27, %14
  %324 = select i1 %322, i1 %323, i1 false, !dbg !52
  br i1 %324, label %325, label %330, !dbg !52

325:                                              ; preds = %313
  %326 = add nuw nsw i32 %27, %320
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr inbounds float, ptr %0, i64 %327
  %329 = load float, ptr %328, align 4, !dbg !53, !tbaa !49
  br label %330, !dbg !54

330:                                              ; preds = %325, %313
  %331 = phi float [ %329, %325 ], [ 0.000000e+00, %313 ], !dbg !55
  %332 = fmul contract float %331, %109, !dbg !57
  %333 = fadd contract float %317, %332, !dbg !58
  %334 = icmp sgt i32 %8, 0
  %335 = icmp sle i32 %8, %14
  %336 = and i1 %334, %335, !dbg !52
  %337 = and i1 %336, %319, !dbg !52
  br i1 %337, label %338, label %343, !dbg !52

338:                                              ; preds = %330
  %339 = add nuw nsw i32 %43, %320
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr inbounds float, ptr %0, i64 %340
  %342 = load float, ptr %341, align 4, !dbg !53, !tbaa !49
  br label %343, !dbg !54

343:                                              ; preds = %338, %330
  %344 = phi float [ %342, %338 ], [ 0.000000e+00, %330 ], !dbg !55
  %345 = fmul contract float %344, %185, !dbg !57
  %346 = fadd contract float %333, %345, !dbg !58
  %347 = icmp sgt i32 %8, -1
  %348 = and i1 %319, %347, !dbg !52
  br i1 %348, label %349, label %354, !dbg !52

349:                                              ; preds = %343
  %350 = add nuw nsw i32 %8, %320
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr inbounds float, ptr %0, i64 %351
  %353 = load float, ptr %352, align 4, !dbg !53, !tbaa !49
  br label %354, !dbg !54

354:                                              ; preds = %349, %343
  %355 = phi float [ %353, %349 ], [ 0.000000e+00, %343 ], !dbg !55
  %356 = fmul contract float %355, %247, !dbg !57
  %357 = fadd contract float %346, %356, !dbg !58
  %358 = icmp sgt i32 %8, -2
  %359 = and i1 %319, %358, !dbg !52
  %360 = icmp slt i32 %76, %14
  %361 = select i1 %359, i1 %360, i1 false, !dbg !52
  br i1 %361, label %362, label %367, !dbg !52

362:                                              ; preds = %354
  %363 = add nuw nsw i32 %76, %320
  %364 = zext nneg i32 %363 to i64
  %365 = getelementptr inbounds float, ptr %0, i64 %364
  %366 = load float, ptr %365, align 4, !dbg !53, !tbaa !49
  br label %367, !dbg !54

367:                                              ; preds = %362, %354
  %368 = phi float [ %366, %362 ], [ 0.000000e+00, %354 ], !dbg !55
  %369 = fmul contract float %368, %315, !dbg !57
  %370 = fadd contract float %357, %369, !dbg !58
  %371 = icmp sgt i32 %8, -3
  %372 = and i1 %319, %371, !dbg !52
  %373 = icmp slt i32 %94, %14
  %374 = select i1 %372, i1 %373, i1 false, !dbg !52
  br i1 %374, label %375, label %380, !dbg !52

375:                                              ; preds = %367
  %376 = add nuw nsw i32 %94, %320
  %377 = zext nneg i32 %376 to i64
  %378 = getelementptr inbounds float, ptr %0, i64 %377
  %379 = load float, ptr %378, align 4, !dbg !53, !tbaa !49
  br label %380, !dbg !54

380:                                              ; preds = %375, %367
  %381 = phi float [ %379, %375 ], [ 0.000000e+00, %367 ], !dbg !55
  %382 = fmul contract float %108, %108, !dbg !56
  %383 = fmul contract float %381, %382, !dbg !57
  %384 = fadd contract float %370, %383, !dbg !58
  %385 = getelementptr inbounds i8, ptr %2, i64 28, !dbg !60
  %386 = load float, ptr %385, align 4, !dbg !60, !tbaa !61
  %387 = fmul contract float %384, %386, !dbg !62
  %388 = tail call contract noundef float @llvm.minnum.f32(float %387, float 1.000000e+00), !dbg !63
  %389 = tail call contract noundef float @llvm.maxnum.f32(float %388, float 0.000000e+00), !dbg !66
  %390 = add nsw i32 %188, %8, !dbg !69
  %391 = sext i32 %390 to i64, !dbg !70
  %392 = getelementptr inbounds float, ptr %1, i64 %391, !dbg !70
  store float %389, ptr %392, align 4, !dbg !71, !tbaa !49
  br label %393, !dbg !72

393:                                              ; preds = %3, %16, %380
  ret void, !dbg !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/conv5x5.cu", directory: ".")
!2 = !{ptr @conv5x5, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "conv5x5", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 13, column: 24, scope: !9)
!19 = !DILocation(line: 13, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 13, column: 37, scope: !9)
!23 = !DILocation(line: 13, column: 35, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 14, column: 11, scope: !9)
!27 = !DILocation(line: 46, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 14, column: 24, scope: !9)
!30 = !DILocation(line: 14, column: 22, scope: !9)
!31 = !DILocation(line: 44, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 14, column: 37, scope: !9)
!34 = !DILocation(line: 14, column: 35, scope: !9)
!35 = !DILocation(line: 15, column: 14, scope: !9)
!36 = !{!37, !38, i64 0}
!37 = !{!"_ZTS11Conv5Params", !38, i64 0, !38, i64 4, !39, i64 8, !41, i64 28}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C++ TBAA"}
!41 = !{!"float", !39, i64 0}
!42 = !DILocation(line: 15, column: 9, scope: !9)
!43 = !DILocation(line: 15, column: 20, scope: !9)
!44 = !DILocation(line: 15, column: 30, scope: !9)
!45 = !{!37, !38, i64 4}
!46 = !DILocation(line: 15, column: 25, scope: !9)
!47 = !DILocation(line: 15, column: 7, scope: !9)
!48 = !DILocation(line: 20, column: 20, scope: !9)
!49 = !{!41, !41, i64 0}
!50 = !DILocation(line: 23, column: 22, scope: !9)
!51 = !DILocation(line: 25, column: 19, scope: !9)
!52 = !DILocation(line: 25, column: 36, scope: !9)
!53 = !DILocation(line: 26, column: 13, scope: !9)
!54 = !DILocation(line: 26, column: 9, scope: !9)
!55 = !DILocation(line: 0, scope: !9)
!56 = !DILocation(line: 27, column: 21, scope: !9)
!57 = !DILocation(line: 27, column: 30, scope: !9)
!58 = !DILocation(line: 27, column: 11, scope: !9)
!59 = !DILocation(line: 27, column: 23, scope: !9)
!60 = !DILocation(line: 30, column: 46, scope: !9)
!61 = !{!37, !41, i64 28}
!62 = !DILocation(line: 30, column: 42, scope: !9)
!63 = !DILocation(line: 171, column: 49, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "fminf", scope: !14, file: !14, line: 171, type: !10, scopeLine: 171, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!65 = distinct !DILocation(line: 30, column: 32, scope: !9)
!66 = !DILocation(line: 172, column: 49, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "fmaxf", scope: !14, file: !14, line: 172, type: !10, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = distinct !DILocation(line: 30, column: 26, scope: !9)
!69 = !DILocation(line: 30, column: 19, scope: !9)
!70 = !DILocation(line: 30, column: 3, scope: !9)
!71 = !DILocation(line: 30, column: 24, scope: !9)
!72 = !DILocation(line: 31, column: 1, scope: !9)
