; ModuleID = 'samples/conv5x5.cu'
source_filename = "samples/conv5x5.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Conv5Params = type { i32, i32, [5 x float], float }

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @conv5x5(float* noalias nocapture noundef readonly %0, float* noalias nocapture noundef writeonly %1, %struct.Conv5Params* nocapture noundef readonly byval(%struct.Conv5Params) align 4 %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3, !dbg !24
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3, !dbg !27
  %11 = mul i32 %9, %10, !dbg !30
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3, !dbg !31
  %13 = add i32 %11, %12, !dbg !34
  %14 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i64 0, i32 0, !dbg !35
  %15 = load i32, i32* %14, align 4, !dbg !35, !tbaa !36
  %16 = icmp slt i32 %8, %15, !dbg !42
  br i1 %16, label %17, label %412, !dbg !43

17:                                               ; preds = %3
  %18 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i64 0, i32 1, !dbg !44
  %19 = load i32, i32* %18, align 4, !dbg !44, !tbaa !45
  %20 = icmp slt i32 %13, %19, !dbg !46
  br i1 %20, label %21, label %412, !dbg !47

21:                                               ; preds = %17
  %22 = add nsw i32 %13, -2, !dbg !48
  %23 = icmp sgt i32 %13, 1
  %24 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i64 0, i32 2, i64 0
  %25 = load float, float* %24, align 4, !tbaa !49
  %26 = icmp slt i32 %22, %19
  %27 = mul nsw i32 %22, %15
  %28 = add nsw i32 %8, -2, !dbg !50
  br i1 %23, label %29, label %39, !dbg !51

29:                                               ; preds = %21
  %30 = icmp sgt i32 %8, 1
  %31 = select i1 %26, i1 %30, i1 false, !dbg !52
  %32 = icmp slt i32 %28, %15
  %33 = select i1 %31, i1 %32, i1 false, !dbg !52
  br i1 %33, label %34, label %39, !dbg !52

34:                                               ; preds = %29
  %35 = add nsw i32 %28, %27, !dbg !53
  %36 = sext i32 %35 to i64, !dbg !54
  %37 = getelementptr inbounds float, float* %0, i64 %36, !dbg !54
  %38 = load float, float* %37, align 4, !dbg !54, !tbaa !49
  br label %39, !dbg !55

39:                                               ; preds = %34, %29, %21
  %40 = phi float [ %38, %34 ], [ 0.000000e+00, %29 ], [ 0.000000e+00, %21 ], !dbg !56
  %41 = fmul contract float %25, %25, !dbg !57
  %42 = fmul contract float %40, %41, !dbg !58
  %43 = fadd contract float %42, 0.000000e+00, !dbg !59
  %44 = add nsw i32 %8, -1, !dbg !50
  br i1 %23, label %45, label %55, !dbg !51

45:                                               ; preds = %39
  %46 = icmp sgt i32 %8, 0
  %47 = select i1 %26, i1 %46, i1 false, !dbg !52
  %48 = icmp sle i32 %8, %15
  %49 = select i1 %47, i1 %48, i1 false, !dbg !52
  br i1 %49, label %50, label %55, !dbg !52

50:                                               ; preds = %45
  %51 = add nsw i32 %44, %27, !dbg !53
  %52 = sext i32 %51 to i64, !dbg !54
  %53 = getelementptr inbounds float, float* %0, i64 %52, !dbg !54
  %54 = load float, float* %53, align 4, !dbg !54, !tbaa !49
  br label %55, !dbg !55

55:                                               ; preds = %50, %45, %39
  %56 = phi float [ %54, %50 ], [ 0.000000e+00, %45 ], [ 0.000000e+00, %39 ], !dbg !56
  %57 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i64 0, i32 2, i64 1, !dbg !60
  %58 = load float, float* %57, align 4, !dbg !60, !tbaa !49
  %59 = fmul contract float %25, %58, !dbg !57
  %60 = fmul contract float %56, %59, !dbg !58
  %61 = fadd contract float %43, %60, !dbg !59
  br i1 %23, label %62, label %70, !dbg !51

62:                                               ; preds = %55
  %63 = icmp sgt i32 %8, -1
  %64 = select i1 %26, i1 %63, i1 false, !dbg !52
  br i1 %64, label %65, label %70, !dbg !52

65:                                               ; preds = %62
  %66 = add nsw i32 %8, %27, !dbg !53
  %67 = sext i32 %66 to i64, !dbg !54
  %68 = getelementptr inbounds float, float* %0, i64 %67, !dbg !54
  %69 = load float, float* %68, align 4, !dbg !54, !tbaa !49
  br label %70, !dbg !55

70:                                               ; preds = %65, %62, %55
  %71 = phi float [ %69, %65 ], [ 0.000000e+00, %62 ], [ 0.000000e+00, %55 ], !dbg !56
  %72 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i64 0, i32 2, i64 2, !dbg !60
  %73 = load float, float* %72, align 4, !dbg !60, !tbaa !49
  %74 = fmul contract float %25, %73, !dbg !57
  %75 = fmul contract float %71, %74, !dbg !58
  %76 = fadd contract float %61, %75, !dbg !59
  %77 = add nsw i32 %8, 1, !dbg !50
  br i1 %23, label %78, label %88, !dbg !51

78:                                               ; preds = %70
  %79 = icmp sgt i32 %8, -2
  %80 = select i1 %26, i1 %79, i1 false, !dbg !52
  %81 = icmp slt i32 %77, %15
  %82 = select i1 %80, i1 %81, i1 false, !dbg !52
  br i1 %82, label %83, label %88, !dbg !52

83:                                               ; preds = %78
  %84 = add nsw i32 %77, %27, !dbg !53
  %85 = sext i32 %84 to i64, !dbg !54
  %86 = getelementptr inbounds float, float* %0, i64 %85, !dbg !54
  %87 = load float, float* %86, align 4, !dbg !54, !tbaa !49
  br label %88, !dbg !55

88:                                               ; preds = %83, %78, %70
  %89 = phi float [ %87, %83 ], [ 0.000000e+00, %78 ], [ 0.000000e+00, %70 ], !dbg !56
  %90 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i64 0, i32 2, i64 3, !dbg !60
  %91 = load float, float* %90, align 4, !dbg !60, !tbaa !49
  %92 = fmul contract float %25, %91, !dbg !57
  %93 = fmul contract float %89, %92, !dbg !58
  %94 = fadd contract float %76, %93, !dbg !59
  %95 = add nsw i32 %8, 2, !dbg !50
  br i1 %23, label %96, label %106, !dbg !51

96:                                               ; preds = %88
  %97 = icmp sgt i32 %8, -3
  %98 = select i1 %26, i1 %97, i1 false, !dbg !52
  %99 = icmp slt i32 %95, %15
  %100 = select i1 %98, i1 %99, i1 false, !dbg !52
  br i1 %100, label %101, label %106, !dbg !52

101:                                              ; preds = %96
  %102 = add nsw i32 %95, %27, !dbg !53
  %103 = sext i32 %102 to i64, !dbg !54
  %104 = getelementptr inbounds float, float* %0, i64 %103, !dbg !54
  %105 = load float, float* %104, align 4, !dbg !54, !tbaa !49
  br label %106, !dbg !55

106:                                              ; preds = %101, %96, %88
  %107 = phi float [ %105, %101 ], [ 0.000000e+00, %96 ], [ 0.000000e+00, %88 ], !dbg !56
  %108 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i64 0, i32 2, i64 4, !dbg !60
  %109 = load float, float* %108, align 4, !dbg !60, !tbaa !49
  %110 = fmul contract float %25, %109, !dbg !57
  %111 = fmul contract float %107, %110, !dbg !58
  %112 = fadd contract float %94, %111, !dbg !59
  %113 = add nsw i32 %13, -1, !dbg !48
  %114 = icmp sgt i32 %13, 0
  %115 = icmp sle i32 %13, %19
  %116 = mul nsw i32 %113, %15
  br i1 %114, label %117, label %127, !dbg !51

117:                                              ; preds = %106
  %118 = icmp sgt i32 %8, 1
  %119 = select i1 %115, i1 %118, i1 false, !dbg !52
  %120 = icmp slt i32 %28, %15
  %121 = select i1 %119, i1 %120, i1 false, !dbg !52
  br i1 %121, label %122, label %127, !dbg !52

122:                                              ; preds = %117
  %123 = add nsw i32 %28, %116, !dbg !53
  %124 = sext i32 %123 to i64, !dbg !54
  %125 = getelementptr inbounds float, float* %0, i64 %124, !dbg !54
  %126 = load float, float* %125, align 4, !dbg !54, !tbaa !49
  br label %127, !dbg !55

127:                                              ; preds = %122, %117, %106
  %128 = phi float [ %126, %122 ], [ 0.000000e+00, %117 ], [ 0.000000e+00, %106 ], !dbg !56
  %129 = fmul contract float %128, %59, !dbg !58
  %130 = fadd contract float %112, %129, !dbg !59
  br i1 %114, label %131, label %141, !dbg !51

131:                                              ; preds = %127
  %132 = icmp sgt i32 %8, 0
  %133 = select i1 %115, i1 %132, i1 false, !dbg !52
  %134 = icmp sle i32 %8, %15
  %135 = select i1 %133, i1 %134, i1 false, !dbg !52
  br i1 %135, label %136, label %141, !dbg !52

136:                                              ; preds = %131
  %137 = add nsw i32 %44, %116, !dbg !53
  %138 = sext i32 %137 to i64, !dbg !54
  %139 = getelementptr inbounds float, float* %0, i64 %138, !dbg !54
  %140 = load float, float* %139, align 4, !dbg !54, !tbaa !49
  br label %141, !dbg !55

141:                                              ; preds = %136, %131, %127
  %142 = phi float [ %140, %136 ], [ 0.000000e+00, %131 ], [ 0.000000e+00, %127 ], !dbg !56
  %143 = fmul contract float %58, %58, !dbg !57
  %144 = fmul contract float %142, %143, !dbg !58
  %145 = fadd contract float %130, %144, !dbg !59
  br i1 %114, label %146, label %154, !dbg !51

146:                                              ; preds = %141
  %147 = icmp sgt i32 %8, -1
  %148 = select i1 %115, i1 %147, i1 false, !dbg !52
  br i1 %148, label %149, label %154, !dbg !52

149:                                              ; preds = %146
  %150 = add nsw i32 %8, %116, !dbg !53
  %151 = sext i32 %150 to i64, !dbg !54
  %152 = getelementptr inbounds float, float* %0, i64 %151, !dbg !54
  %153 = load float, float* %152, align 4, !dbg !54, !tbaa !49
  br label %154, !dbg !55

154:                                              ; preds = %149, %146, %141
  %155 = phi float [ %153, %149 ], [ 0.000000e+00, %146 ], [ 0.000000e+00, %141 ], !dbg !56
  %156 = fmul contract float %58, %73, !dbg !57
  %157 = fmul contract float %155, %156, !dbg !58
  %158 = fadd contract float %145, %157, !dbg !59
  br i1 %114, label %159, label %169, !dbg !51

159:                                              ; preds = %154
  %160 = icmp sgt i32 %8, -2
  %161 = select i1 %115, i1 %160, i1 false, !dbg !52
  %162 = icmp slt i32 %77, %15
  %163 = select i1 %161, i1 %162, i1 false, !dbg !52
  br i1 %163, label %164, label %169, !dbg !52

164:                                              ; preds = %159
  %165 = add nsw i32 %77, %116, !dbg !53
  %166 = sext i32 %165 to i64, !dbg !54
  %167 = getelementptr inbounds float, float* %0, i64 %166, !dbg !54
  %168 = load float, float* %167, align 4, !dbg !54, !tbaa !49
  br label %169, !dbg !55

169:                                              ; preds = %164, %159, %154
  %170 = phi float [ %168, %164 ], [ 0.000000e+00, %159 ], [ 0.000000e+00, %154 ], !dbg !56
  %171 = fmul contract float %58, %91, !dbg !57
  %172 = fmul contract float %170, %171, !dbg !58
  %173 = fadd contract float %158, %172, !dbg !59
  br i1 %114, label %174, label %184, !dbg !51

174:                                              ; preds = %169
  %175 = icmp sgt i32 %8, -3
  %176 = select i1 %115, i1 %175, i1 false, !dbg !52
  %177 = icmp slt i32 %95, %15
  %178 = select i1 %176, i1 %177, i1 false, !dbg !52
  br i1 %178, label %179, label %184, !dbg !52

179:                                              ; preds = %174
  %180 = add nsw i32 %95, %116, !dbg !53
  %181 = sext i32 %180 to i64, !dbg !54
  %182 = getelementptr inbounds float, float* %0, i64 %181, !dbg !54
  %183 = load float, float* %182, align 4, !dbg !54, !tbaa !49
  br label %184, !dbg !55

184:                                              ; preds = %179, %174, %169
  %185 = phi float [ %183, %179 ], [ 0.000000e+00, %174 ], [ 0.000000e+00, %169 ], !dbg !56
  %186 = fmul contract float %58, %109, !dbg !57
  %187 = fmul contract float %185, %186, !dbg !58
  %188 = fadd contract float %173, %187, !dbg !59
  %189 = icmp sgt i32 %13, -1
  %190 = mul nsw i32 %13, %15
  br i1 %189, label %191, label %200, !dbg !51

191:                                              ; preds = %184
  %192 = icmp sgt i32 %8, 1
  %193 = icmp slt i32 %28, %15
  %194 = select i1 %192, i1 %193, i1 false, !dbg !52
  br i1 %194, label %195, label %200, !dbg !52

195:                                              ; preds = %191
  %196 = add nsw i32 %28, %190, !dbg !53
  %197 = sext i32 %196 to i64, !dbg !54
  %198 = getelementptr inbounds float, float* %0, i64 %197, !dbg !54
  %199 = load float, float* %198, align 4, !dbg !54, !tbaa !49
  br label %200, !dbg !55

200:                                              ; preds = %195, %191, %184
  %201 = phi float [ %199, %195 ], [ 0.000000e+00, %191 ], [ 0.000000e+00, %184 ], !dbg !56
  %202 = fmul contract float %201, %74, !dbg !58
  %203 = fadd contract float %188, %202, !dbg !59
  br i1 %189, label %204, label %213, !dbg !51

204:                                              ; preds = %200
  %205 = icmp sgt i32 %8, 0
  %206 = icmp sle i32 %8, %15
  %207 = select i1 %205, i1 %206, i1 false, !dbg !52
  br i1 %207, label %208, label %213, !dbg !52

208:                                              ; preds = %204
  %209 = add nsw i32 %44, %190, !dbg !53
  %210 = sext i32 %209 to i64, !dbg !54
  %211 = getelementptr inbounds float, float* %0, i64 %210, !dbg !54
  %212 = load float, float* %211, align 4, !dbg !54, !tbaa !49
  br label %213, !dbg !55

213:                                              ; preds = %208, %204, %200
  %214 = phi float [ %212, %208 ], [ 0.000000e+00, %204 ], [ 0.000000e+00, %200 ], !dbg !56
  %215 = fmul contract float %214, %156, !dbg !58
  %216 = fadd contract float %203, %215, !dbg !59
  %217 = icmp sgt i32 %8, -1
  %218 = select i1 %189, i1 %217, i1 false, !dbg !51
  br i1 %218, label %219, label %224, !dbg !51

219:                                              ; preds = %213
  %220 = add nsw i32 %8, %190, !dbg !53
  %221 = sext i32 %220 to i64, !dbg !54
  %222 = getelementptr inbounds float, float* %0, i64 %221, !dbg !54
  %223 = load float, float* %222, align 4, !dbg !54, !tbaa !49
  br label %224, !dbg !55

224:                                              ; preds = %219, %213
  %225 = phi float [ %223, %219 ], [ 0.000000e+00, %213 ], !dbg !56
  %226 = fmul contract float %73, %73, !dbg !57
  %227 = fmul contract float %225, %226, !dbg !58
  %228 = fadd contract float %216, %227, !dbg !59
  br i1 %189, label %229, label %238, !dbg !51

229:                                              ; preds = %224
  %230 = icmp sgt i32 %8, -2
  %231 = icmp slt i32 %77, %15
  %232 = select i1 %230, i1 %231, i1 false, !dbg !52
  br i1 %232, label %233, label %238, !dbg !52

233:                                              ; preds = %229
  %234 = add nsw i32 %77, %190, !dbg !53
  %235 = sext i32 %234 to i64, !dbg !54
  %236 = getelementptr inbounds float, float* %0, i64 %235, !dbg !54
  %237 = load float, float* %236, align 4, !dbg !54, !tbaa !49
  br label %238, !dbg !55

238:                                              ; preds = %233, %229, %224
  %239 = phi float [ %237, %233 ], [ 0.000000e+00, %229 ], [ 0.000000e+00, %224 ], !dbg !56
  %240 = fmul contract float %73, %91, !dbg !57
  %241 = fmul contract float %239, %240, !dbg !58
  %242 = fadd contract float %228, %241, !dbg !59
  br i1 %189, label %243, label %252, !dbg !51

243:                                              ; preds = %238
  %244 = icmp sgt i32 %8, -3
  %245 = icmp slt i32 %95, %15
  %246 = select i1 %244, i1 %245, i1 false, !dbg !52
  br i1 %246, label %247, label %252, !dbg !52

247:                                              ; preds = %243
  %248 = add nsw i32 %95, %190, !dbg !53
  %249 = sext i32 %248 to i64, !dbg !54
  %250 = getelementptr inbounds float, float* %0, i64 %249, !dbg !54
  %251 = load float, float* %250, align 4, !dbg !54, !tbaa !49
  br label %252, !dbg !55

252:                                              ; preds = %247, %243, %238
  %253 = phi float [ %251, %247 ], [ 0.000000e+00, %243 ], [ 0.000000e+00, %238 ], !dbg !56
  %254 = fmul contract float %73, %109, !dbg !57
  %255 = fmul contract float %253, %254, !dbg !58
  %256 = fadd contract float %242, %255, !dbg !59
  %257 = add nsw i32 %13, 1, !dbg !48
  %258 = icmp sgt i32 %13, -2
  %259 = icmp slt i32 %257, %19
  %260 = mul nsw i32 %257, %15
  br i1 %258, label %261, label %271, !dbg !51

261:                                              ; preds = %252
  %262 = icmp sgt i32 %8, 1
  %263 = select i1 %259, i1 %262, i1 false, !dbg !52
  %264 = icmp slt i32 %28, %15
  %265 = select i1 %263, i1 %264, i1 false, !dbg !52
  br i1 %265, label %266, label %271, !dbg !52

266:                                              ; preds = %261
  %267 = add nsw i32 %28, %260, !dbg !53
  %268 = sext i32 %267 to i64, !dbg !54
  %269 = getelementptr inbounds float, float* %0, i64 %268, !dbg !54
  %270 = load float, float* %269, align 4, !dbg !54, !tbaa !49
  br label %271, !dbg !55

271:                                              ; preds = %266, %261, %252
  %272 = phi float [ %270, %266 ], [ 0.000000e+00, %261 ], [ 0.000000e+00, %252 ], !dbg !56
  %273 = fmul contract float %272, %92, !dbg !58
  %274 = fadd contract float %256, %273, !dbg !59
  br i1 %258, label %275, label %285, !dbg !51

275:                                              ; preds = %271
  %276 = icmp sgt i32 %8, 0
  %277 = select i1 %259, i1 %276, i1 false, !dbg !52
  %278 = icmp sle i32 %8, %15
  %279 = select i1 %277, i1 %278, i1 false, !dbg !52
  br i1 %279, label %280, label %285, !dbg !52

280:                                              ; preds = %275
  %281 = add nsw i32 %44, %260, !dbg !53
  %282 = sext i32 %281 to i64, !dbg !54
  %283 = getelementptr inbounds float, float* %0, i64 %282, !dbg !54
  %284 = load float, float* %283, align 4, !dbg !54, !tbaa !49
  br label %285, !dbg !55

285:                                              ; preds = %280, %275, %271
  %286 = phi float [ %284, %280 ], [ 0.000000e+00, %275 ], [ 0.000000e+00, %271 ], !dbg !56
  %287 = fmul contract float %286, %171, !dbg !58
  %288 = fadd contract float %274, %287, !dbg !59
  br i1 %258, label %289, label %297, !dbg !51

289:                                              ; preds = %285
  %290 = icmp sgt i32 %8, -1
  %291 = select i1 %259, i1 %290, i1 false, !dbg !52
  br i1 %291, label %292, label %297, !dbg !52

292:                                              ; preds = %289
  %293 = add nsw i32 %8, %260, !dbg !53
  %294 = sext i32 %293 to i64, !dbg !54
  %295 = getelementptr inbounds float, float* %0, i64 %294, !dbg !54
  %296 = load float, float* %295, align 4, !dbg !54, !tbaa !49
  br label %297, !dbg !55

297:                                              ; preds = %292, %289, %285
  %298 = phi float [ %296, %292 ], [ 0.000000e+00, %289 ], [ 0.000000e+00, %285 ], !dbg !56
  %299 = fmul contract float %298, %240, !dbg !58
  %300 = fadd contract float %288, %299, !dbg !59
  br i1 %258, label %301, label %311, !dbg !51

301:                                              ; preds = %297
  %302 = icmp sgt i32 %8, -2
  %303 = select i1 %259, i1 %302, i1 false, !dbg !52
  %304 = icmp slt i32 %77, %15
  %305 = select i1 %303, i1 %304, i1 false, !dbg !52
  br i1 %305, label %306, label %311, !dbg !52

306:                                              ; preds = %301
  %307 = add nsw i32 %77, %260, !dbg !53
  %308 = sext i32 %307 to i64, !dbg !54
  %309 = getelementptr inbounds float, float* %0, i64 %308, !dbg !54
  %310 = load float, float* %309, align 4, !dbg !54, !tbaa !49
  br label %311, !dbg !55

311:                                              ; preds = %306, %301, %297
  %312 = phi float [ %310, %306 ], [ 0.000000e+00, %301 ], [ 0.000000e+00, %297 ], !dbg !56
  %313 = fmul contract float %91, %91, !dbg !57
  %314 = fmul contract float %312, %313, !dbg !58
  %315 = fadd contract float %300, %314, !dbg !59
  br i1 %258, label %316, label %326, !dbg !51

316:                                              ; preds = %311
  %317 = icmp sgt i32 %8, -3
  %318 = select i1 %259, i1 %317, i1 false, !dbg !52
  %319 = icmp slt i32 %95, %15
  %320 = select i1 %318, i1 %319, i1 false, !dbg !52
  br i1 %320, label %321, label %326, !dbg !52

321:                                              ; preds = %316
  %322 = add nsw i32 %95, %260, !dbg !53
  %323 = sext i32 %322 to i64, !dbg !54
  %324 = getelementptr inbounds float, float* %0, i64 %323, !dbg !54
  %325 = load float, float* %324, align 4, !dbg !54, !tbaa !49
  br label %326, !dbg !55

326:                                              ; preds = %321, %316, %311
  %327 = phi float [ %325, %321 ], [ 0.000000e+00, %316 ], [ 0.000000e+00, %311 ], !dbg !56
  %328 = fmul contract float %91, %109, !dbg !57
  %329 = fmul contract float %327, %328, !dbg !58
  %330 = fadd contract float %315, %329, !dbg !59
  %331 = add nsw i32 %13, 2, !dbg !48
  %332 = icmp sgt i32 %13, -3
  %333 = icmp slt i32 %331, %19
  %334 = mul nsw i32 %331, %15
  br i1 %332, label %335, label %345, !dbg !51

335:                                              ; preds = %326
  %336 = icmp sgt i32 %8, 1
  %337 = select i1 %333, i1 %336, i1 false, !dbg !52
  %338 = icmp slt i32 %28, %15
  %339 = select i1 %337, i1 %338, i1 false, !dbg !52
  br i1 %339, label %340, label %345, !dbg !52

340:                                              ; preds = %335
  %341 = add nsw i32 %28, %334, !dbg !53
  %342 = sext i32 %341 to i64, !dbg !54
  %343 = getelementptr inbounds float, float* %0, i64 %342, !dbg !54
  %344 = load float, float* %343, align 4, !dbg !54, !tbaa !49
  br label %345, !dbg !55

345:                                              ; preds = %340, %335, %326
  %346 = phi float [ %344, %340 ], [ 0.000000e+00, %335 ], [ 0.000000e+00, %326 ], !dbg !56
  %347 = fmul contract float %346, %110, !dbg !58
  %348 = fadd contract float %330, %347, !dbg !59
  br i1 %332, label %349, label %359, !dbg !51

349:                                              ; preds = %345
  %350 = icmp sgt i32 %8, 0
  %351 = select i1 %333, i1 %350, i1 false, !dbg !52
  %352 = icmp sle i32 %8, %15
  %353 = select i1 %351, i1 %352, i1 false, !dbg !52
  br i1 %353, label %354, label %359, !dbg !52

354:                                              ; preds = %349
  %355 = add nsw i32 %44, %334, !dbg !53
  %356 = sext i32 %355 to i64, !dbg !54
  %357 = getelementptr inbounds float, float* %0, i64 %356, !dbg !54
  %358 = load float, float* %357, align 4, !dbg !54, !tbaa !49
  br label %359, !dbg !55

359:                                              ; preds = %354, %349, %345
  %360 = phi float [ %358, %354 ], [ 0.000000e+00, %349 ], [ 0.000000e+00, %345 ], !dbg !56
  %361 = fmul contract float %360, %186, !dbg !58
  %362 = fadd contract float %348, %361, !dbg !59
  br i1 %332, label %363, label %371, !dbg !51

363:                                              ; preds = %359
  %364 = icmp sgt i32 %8, -1
  %365 = select i1 %333, i1 %364, i1 false, !dbg !52
  br i1 %365, label %366, label %371, !dbg !52

366:                                              ; preds = %363
  %367 = add nsw i32 %8, %334, !dbg !53
  %368 = sext i32 %367 to i64, !dbg !54
  %369 = getelementptr inbounds float, float* %0, i64 %368, !dbg !54
  %370 = load float, float* %369, align 4, !dbg !54, !tbaa !49
  br label %371, !dbg !55

371:                                              ; preds = %366, %363, %359
  %372 = phi float [ %370, %366 ], [ 0.000000e+00, %363 ], [ 0.000000e+00, %359 ], !dbg !56
  %373 = fmul contract float %372, %254, !dbg !58
  %374 = fadd contract float %362, %373, !dbg !59
  br i1 %332, label %375, label %385, !dbg !51

375:                                              ; preds = %371
  %376 = icmp sgt i32 %8, -2
  %377 = select i1 %333, i1 %376, i1 false, !dbg !52
  %378 = icmp slt i32 %77, %15
  %379 = select i1 %377, i1 %378, i1 false, !dbg !52
  br i1 %379, label %380, label %385, !dbg !52

380:                                              ; preds = %375
  %381 = add nsw i32 %77, %334, !dbg !53
  %382 = sext i32 %381 to i64, !dbg !54
  %383 = getelementptr inbounds float, float* %0, i64 %382, !dbg !54
  %384 = load float, float* %383, align 4, !dbg !54, !tbaa !49
  br label %385, !dbg !55

385:                                              ; preds = %380, %375, %371
  %386 = phi float [ %384, %380 ], [ 0.000000e+00, %375 ], [ 0.000000e+00, %371 ], !dbg !56
  %387 = fmul contract float %386, %328, !dbg !58
  %388 = fadd contract float %374, %387, !dbg !59
  br i1 %332, label %389, label %399, !dbg !51

389:                                              ; preds = %385
  %390 = icmp sgt i32 %8, -3
  %391 = select i1 %333, i1 %390, i1 false, !dbg !52
  %392 = icmp slt i32 %95, %15
  %393 = select i1 %391, i1 %392, i1 false, !dbg !52
  br i1 %393, label %394, label %399, !dbg !52

394:                                              ; preds = %389
  %395 = add nsw i32 %95, %334, !dbg !53
  %396 = sext i32 %395 to i64, !dbg !54
  %397 = getelementptr inbounds float, float* %0, i64 %396, !dbg !54
  %398 = load float, float* %397, align 4, !dbg !54, !tbaa !49
  br label %399, !dbg !55

399:                                              ; preds = %394, %389, %385
  %400 = phi float [ %398, %394 ], [ 0.000000e+00, %389 ], [ 0.000000e+00, %385 ], !dbg !56
  %401 = fmul contract float %109, %109, !dbg !57
  %402 = fmul contract float %400, %401, !dbg !58
  %403 = fadd contract float %388, %402, !dbg !59
  %404 = getelementptr inbounds %struct.Conv5Params, %struct.Conv5Params* %2, i64 0, i32 3, !dbg !61
  %405 = load float, float* %404, align 4, !dbg !61, !tbaa !62
  %406 = fmul contract float %403, %405, !dbg !63
  %407 = tail call contract float @llvm.minnum.f32(float %406, float 1.000000e+00) #3, !dbg !64
  %408 = tail call contract float @llvm.maxnum.f32(float %407, float 0.000000e+00) #3, !dbg !67
  %409 = add nsw i32 %190, %8, !dbg !70
  %410 = sext i32 %409 to i64, !dbg !71
  %411 = getelementptr inbounds float, float* %1, i64 %410, !dbg !71
  store float %408, float* %411, align 4, !dbg !72, !tbaa !49
  br label %412, !dbg !73

412:                                              ; preds = %3, %17, %399
  ret void, !dbg !73
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/conv5x5.cu", directory: ".")
!2 = !{void (float*, float*, %struct.Conv5Params*)* @conv5x5, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "conv5x5", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 13, column: 24, scope: !9)
!19 = !DILocation(line: 13, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 13, column: 37, scope: !9)
!23 = !DILocation(line: 13, column: 35, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!26 = distinct !DILocation(line: 14, column: 11, scope: !9)
!27 = !DILocation(line: 46, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!29 = distinct !DILocation(line: 14, column: 24, scope: !9)
!30 = !DILocation(line: 14, column: 22, scope: !9)
!31 = !DILocation(line: 44, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
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
!53 = !DILocation(line: 26, column: 29, scope: !9)
!54 = !DILocation(line: 26, column: 13, scope: !9)
!55 = !DILocation(line: 26, column: 9, scope: !9)
!56 = !DILocation(line: 0, scope: !9)
!57 = !DILocation(line: 27, column: 21, scope: !9)
!58 = !DILocation(line: 27, column: 30, scope: !9)
!59 = !DILocation(line: 27, column: 11, scope: !9)
!60 = !DILocation(line: 27, column: 23, scope: !9)
!61 = !DILocation(line: 30, column: 46, scope: !9)
!62 = !{!37, !41, i64 28}
!63 = !DILocation(line: 30, column: 42, scope: !9)
!64 = !DILocation(line: 171, column: 49, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "fminf", scope: !14, file: !14, line: 171, type: !10, scopeLine: 171, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!66 = distinct !DILocation(line: 30, column: 32, scope: !9)
!67 = !DILocation(line: 172, column: 49, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "fmaxf", scope: !14, file: !14, line: 172, type: !10, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!69 = distinct !DILocation(line: 30, column: 26, scope: !9)
!70 = !DILocation(line: 30, column: 19, scope: !9)
!71 = !DILocation(line: 30, column: 3, scope: !9)
!72 = !DILocation(line: 30, column: 24, scope: !9)
!73 = !DILocation(line: 31, column: 1, scope: !9)
