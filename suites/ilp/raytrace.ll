; ModuleID = 'suites/ilp/raytrace.cu'
source_filename = "suites/ilp/raytrace.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sphere = type { float, float, float, float, float, float, float, float }

@scene = dso_local addrspace(4) externally_initialized global [6 x %struct.Sphere] [%struct.Sphere { float 0.000000e+00, float 1.000000e+00, float 6.000000e+00, float 1.000000e+00, float 0x3FECCCCCC0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000 }, %struct.Sphere { float 0xC0019999A0000000, float 0x3FE6666660000000, float 7.000000e+00, float 0x3FE6666660000000, float 0x3FC99999A0000000, float 0x3FECCCCCC0000000, float 0x3FD3333340000000, float 0x3FB99999A0000000 }, %struct.Sphere { float 2.000000e+00, float 0x3FE99999A0000000, float 5.500000e+00, float 0x3FE99999A0000000, float 0x3FD3333340000000, float 0x3FD99999A0000000, float 0x3FECCCCCC0000000, float 5.000000e-01 }, %struct.Sphere { float 0xBFE99999A0000000, float 0x3FD6666660000000, float 0x4010CCCCC0000000, float 0x3FD6666660000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FC99999A0000000, float 0.000000e+00 }, %struct.Sphere { float 1.000000e+00, float 0x4004CCCCC0000000, float 8.000000e+00, float 0x3FECCCCCC0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE6666660000000 }, %struct.Sphere { float -3.500000e+00, float 2.000000e+00, float 1.000000e+01, float 1.500000e+00, float 0x3FE3333340000000, float 0x3FD3333340000000, float 0x3FE99999A0000000, float 0x3FC99999A0000000 }], align 4
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([6 x %struct.Sphere] addrspace(4)* @scene to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @raytrace(i32* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
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
  %14 = icmp slt i32 %8, %1, !dbg !35
  %15 = icmp slt i32 %13, %2
  %16 = and i1 %14, %15, !dbg !36
  br i1 %16, label %17, label %330, !dbg !36

17:                                               ; preds = %3
  %18 = sitofp i32 %8 to float, !dbg !37
  %19 = fadd contract float %18, 5.000000e-01, !dbg !38
  %20 = fmul contract float %19, 2.000000e+00, !dbg !39
  %21 = sitofp i32 %1 to float, !dbg !40
  %22 = fdiv contract float %20, %21, !dbg !41
  %23 = fadd contract float %22, -1.000000e+00, !dbg !42
  %24 = fmul contract float %23, %21, !dbg !43
  %25 = sitofp i32 %2 to float, !dbg !44
  %26 = fdiv contract float %24, %25, !dbg !45
  %27 = sitofp i32 %13 to float, !dbg !46
  %28 = fadd contract float %27, 5.000000e-01, !dbg !47
  %29 = fmul contract float %28, 2.000000e+00, !dbg !48
  %30 = fdiv contract float %29, %25, !dbg !49
  %31 = fsub contract float 1.000000e+00, %30, !dbg !50
  %32 = fadd contract float %31, 0xBFC99999A0000000, !dbg !51
  %33 = fmul contract float %26, %26, !dbg !52
  %34 = fmul contract float %32, %32, !dbg !53
  %35 = fadd contract float %34, %33, !dbg !54
  %36 = fadd contract float %35, 0x40047AE160000000, !dbg !55
  %37 = tail call contract float @llvm.sqrt.f32(float %36) #3, !dbg !56
  %38 = fdiv contract float 1.000000e+00, %37, !dbg !59
  %39 = fmul contract float %26, %38, !dbg !60
  %40 = fmul contract float %32, %38, !dbg !61
  %41 = fmul contract float %38, 0x3FF99999A0000000, !dbg !62
  br label %47, !dbg !63

42:                                               ; preds = %291
  %43 = add nuw nsw i32 %58, 1, !dbg !64
  %44 = icmp ult i32 %58, 2, !dbg !65
  %45 = fcmp contract ogt float %292, 0.000000e+00, !dbg !66
  %46 = select i1 %44, i1 %45, i1 false, !dbg !66
  br i1 %46, label %47, label %305, !dbg !63, !llvm.loop !67

47:                                               ; preds = %17, %42
  %48 = phi float [ 0.000000e+00, %17 ], [ %301, %42 ]
  %49 = phi float [ 1.500000e+00, %17 ], [ %300, %42 ]
  %50 = phi float [ 0.000000e+00, %17 ], [ %299, %42 ]
  %51 = phi float [ %39, %17 ], [ %298, %42 ]
  %52 = phi float [ %40, %17 ], [ %297, %42 ]
  %53 = phi float [ %41, %17 ], [ %296, %42 ]
  %54 = phi float [ 0.000000e+00, %17 ], [ %302, %42 ]
  %55 = phi float [ 0.000000e+00, %17 ], [ %303, %42 ]
  %56 = phi float [ 0.000000e+00, %17 ], [ %304, %42 ]
  %57 = phi float [ 1.000000e+00, %17 ], [ %292, %42 ]
  %58 = phi i32 [ 0, %17 ], [ %43, %42 ]
  br label %61, !dbg !70

59:                                               ; preds = %106
  %60 = fcmp contract olt float %52, 0.000000e+00, !dbg !73
  br i1 %60, label %111, label %119, !dbg !74

61:                                               ; preds = %47, %106
  %62 = phi float [ %108, %106 ], [ 0x46293E5940000000, %47 ]
  %63 = phi i32 [ %107, %106 ], [ -1, %47 ]
  %64 = phi i32 [ %109, %106 ], [ 0, %47 ]
  %65 = zext i32 %64 to i64, !dbg !75
  %66 = getelementptr inbounds [6 x %struct.Sphere], [6 x %struct.Sphere] addrspace(4)* @scene, i64 0, i64 %65, !dbg !75
  %67 = addrspacecast %struct.Sphere addrspace(4)* %66 to %struct.Sphere*, !dbg !75
  %68 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %67, i64 0, i32 0, !dbg !76
  %69 = load float, float* %68, align 4, !dbg !76, !tbaa !77
  %70 = fsub contract float %48, %69, !dbg !82
  %71 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %67, i64 0, i32 1, !dbg !83
  %72 = load float, float* %71, align 4, !dbg !83, !tbaa !84
  %73 = fsub contract float %49, %72, !dbg !85
  %74 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %67, i64 0, i32 2, !dbg !86
  %75 = load float, float* %74, align 4, !dbg !86, !tbaa !87
  %76 = fsub contract float %50, %75, !dbg !88
  %77 = fmul contract float %51, %70, !dbg !89
  %78 = fmul contract float %52, %73, !dbg !90
  %79 = fadd contract float %77, %78, !dbg !91
  %80 = fmul contract float %53, %76, !dbg !92
  %81 = fadd contract float %79, %80, !dbg !93
  %82 = fmul contract float %70, %70, !dbg !94
  %83 = fmul contract float %73, %73, !dbg !95
  %84 = fadd contract float %82, %83, !dbg !96
  %85 = fmul contract float %76, %76, !dbg !97
  %86 = fadd contract float %84, %85, !dbg !98
  %87 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %67, i64 0, i32 3, !dbg !99
  %88 = load float, float* %87, align 4, !dbg !99, !tbaa !100
  %89 = fmul contract float %88, %88, !dbg !101
  %90 = fsub contract float %86, %89, !dbg !102
  %91 = fmul contract float %81, %81, !dbg !103
  %92 = fsub contract float %91, %90, !dbg !104
  %93 = fcmp contract ogt float %92, 0.000000e+00, !dbg !105
  br i1 %93, label %94, label %106, !dbg !106

94:                                               ; preds = %61
  %95 = tail call contract float @llvm.sqrt.f32(float %92) #3, !dbg !107
  %96 = fneg contract float %81, !dbg !109
  %97 = fsub contract float %96, %95, !dbg !110
  %98 = fcmp contract olt float %97, 0x3F50624DE0000000, !dbg !111
  %99 = fsub contract float %95, %81, !dbg !112
  %100 = select i1 %98, float %99, float %97, !dbg !112
  %101 = fcmp contract ogt float %100, 0x3F50624DE0000000, !dbg !113
  %102 = fcmp contract olt float %100, %62
  %103 = select i1 %101, i1 %102, i1 false, !dbg !114
  %104 = select i1 %103, i32 %64, i32 %63, !dbg !114
  %105 = select i1 %103, float %100, float %62, !dbg !114
  br label %106, !dbg !115

106:                                              ; preds = %94, %61
  %107 = phi i32 [ %104, %94 ], [ %63, %61 ], !dbg !116
  %108 = phi float [ %105, %94 ], [ %62, %61 ], !dbg !116
  %109 = add nuw nsw i32 %64, 1, !dbg !117
  %110 = icmp eq i32 %109, 6, !dbg !118
  br i1 %110, label %59, label %61, !dbg !70, !llvm.loop !119

111:                                              ; preds = %59
  %112 = fneg contract float %49, !dbg !121
  %113 = fdiv contract float %112, %52, !dbg !122
  %114 = fcmp contract ogt float %113, 0x3F50624DE0000000, !dbg !123
  %115 = fcmp contract olt float %113, %108
  %116 = select i1 %114, i1 %115, i1 false, !dbg !124
  %117 = select i1 %116, i32 6, i32 %107, !dbg !124
  %118 = select i1 %116, float %113, float %108, !dbg !124
  br label %119, !dbg !125

119:                                              ; preds = %59, %111
  %120 = phi i32 [ %117, %111 ], [ %107, %59 ], !dbg !116
  %121 = phi float [ %118, %111 ], [ %108, %59 ], !dbg !116
  %122 = icmp slt i32 %120, 0, !dbg !126
  br i1 %122, label %123, label %131, !dbg !127

123:                                              ; preds = %119
  %124 = fmul contract float %52, 5.000000e-01, !dbg !128
  %125 = fadd contract float %124, 5.000000e-01, !dbg !129
  %126 = fmul contract float %57, 0x3FD99999A0000000, !dbg !130
  %127 = fmul contract float %126, %125, !dbg !131
  %128 = fmul contract float %57, 0x3FE3333340000000, !dbg !132
  %129 = fmul contract float %128, %125, !dbg !133
  %130 = fmul contract float %57, %125, !dbg !134
  br label %291

131:                                              ; preds = %119
  %132 = fmul contract float %51, %121, !dbg !135
  %133 = fadd contract float %48, %132, !dbg !136
  %134 = fmul contract float %52, %121, !dbg !137
  %135 = fadd contract float %49, %134, !dbg !138
  %136 = fmul contract float %53, %121, !dbg !139
  %137 = fadd contract float %50, %136, !dbg !140
  %138 = icmp eq i32 %120, 6, !dbg !141
  br i1 %138, label %139, label %148, !dbg !142

139:                                              ; preds = %131
  %140 = tail call contract float @llvm.floor.f32(float %133) #3, !dbg !143
  %141 = fptosi float %140 to i32, !dbg !146
  %142 = tail call contract float @llvm.floor.f32(float %137) #3, !dbg !147
  %143 = fptosi float %142 to i32, !dbg !149
  %144 = add nsw i32 %141, %143, !dbg !150
  %145 = and i32 %144, 1, !dbg !151
  %146 = icmp eq i32 %145, 0, !dbg !152
  %147 = select contract i1 %146, float 0x3FD3333340000000, float 0x3FECCCCCC0000000, !dbg !152
  br label %175, !dbg !153

148:                                              ; preds = %131
  %149 = zext i32 %120 to i64, !dbg !154
  %150 = getelementptr inbounds [6 x %struct.Sphere], [6 x %struct.Sphere] addrspace(4)* @scene, i64 0, i64 %149, !dbg !154
  %151 = addrspacecast %struct.Sphere addrspace(4)* %150 to %struct.Sphere*, !dbg !154
  %152 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %151, i64 0, i32 3, !dbg !155
  %153 = load float, float* %152, align 4, !dbg !155, !tbaa !100
  %154 = fdiv contract float 1.000000e+00, %153, !dbg !156
  %155 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %151, i64 0, i32 0, !dbg !157
  %156 = load float, float* %155, align 4, !dbg !157, !tbaa !77
  %157 = fsub contract float %133, %156, !dbg !158
  %158 = fmul contract float %154, %157, !dbg !159
  %159 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %151, i64 0, i32 1, !dbg !160
  %160 = load float, float* %159, align 4, !dbg !160, !tbaa !84
  %161 = fsub contract float %135, %160, !dbg !161
  %162 = fmul contract float %154, %161, !dbg !162
  %163 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %151, i64 0, i32 2, !dbg !163
  %164 = load float, float* %163, align 4, !dbg !163, !tbaa !87
  %165 = fsub contract float %137, %164, !dbg !164
  %166 = fmul contract float %154, %165, !dbg !165
  %167 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %151, i64 0, i32 4, !dbg !166
  %168 = load float, float* %167, align 4, !dbg !166, !tbaa !167
  %169 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %151, i64 0, i32 5, !dbg !168
  %170 = load float, float* %169, align 4, !dbg !168, !tbaa !169
  %171 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %151, i64 0, i32 6, !dbg !170
  %172 = load float, float* %171, align 4, !dbg !170, !tbaa !171
  %173 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %151, i64 0, i32 7, !dbg !172
  %174 = load float, float* %173, align 4, !dbg !172, !tbaa !173
  br label %175

175:                                              ; preds = %148, %139
  %176 = phi float [ 0.000000e+00, %139 ], [ %158, %148 ], !dbg !174
  %177 = phi float [ 1.000000e+00, %139 ], [ %162, %148 ], !dbg !174
  %178 = phi float [ 0.000000e+00, %139 ], [ %166, %148 ], !dbg !174
  %179 = phi float [ %147, %139 ], [ %168, %148 ], !dbg !174
  %180 = phi float [ %147, %139 ], [ %170, %148 ], !dbg !174
  %181 = phi float [ %147, %139 ], [ %172, %148 ], !dbg !174
  %182 = phi float [ 0x3FC99999A0000000, %139 ], [ %174, %148 ], !dbg !174
  %183 = fsub contract float -4.000000e+00, %133, !dbg !175
  %184 = fsub contract float 6.000000e+00, %135, !dbg !176
  %185 = fsub contract float 1.000000e+00, %137, !dbg !177
  %186 = fmul contract float %183, %183, !dbg !178
  %187 = fmul contract float %184, %184, !dbg !179
  %188 = fadd contract float %186, %187, !dbg !180
  %189 = fmul contract float %185, %185, !dbg !181
  %190 = fadd contract float %189, %188, !dbg !182
  %191 = tail call contract float @llvm.sqrt.f32(float %190) #3, !dbg !183
  %192 = fdiv contract float %183, %191, !dbg !185
  %193 = fdiv contract float %184, %191, !dbg !186
  %194 = fdiv contract float %185, %191, !dbg !187
  %195 = fmul contract float %192, %176, !dbg !188
  %196 = fmul contract float %193, %177, !dbg !189
  %197 = fadd contract float %195, %196, !dbg !190
  %198 = fmul contract float %194, %178, !dbg !191
  %199 = fadd contract float %197, %198, !dbg !192
  %200 = fcmp contract ogt float %199, 0.000000e+00, !dbg !193
  br i1 %200, label %203, label %270, !dbg !194

201:                                              ; preds = %248
  %202 = fcmp contract olt float %193, 0.000000e+00, !dbg !195
  br i1 %202, label %253, label %261, !dbg !197

203:                                              ; preds = %175, %248
  %204 = phi float [ %250, %248 ], [ 0x46293E5940000000, %175 ]
  %205 = phi i32 [ %249, %248 ], [ -1, %175 ]
  %206 = phi i32 [ %251, %248 ], [ 0, %175 ]
  %207 = zext i32 %206 to i64, !dbg !198
  %208 = getelementptr inbounds [6 x %struct.Sphere], [6 x %struct.Sphere] addrspace(4)* @scene, i64 0, i64 %207, !dbg !198
  %209 = addrspacecast %struct.Sphere addrspace(4)* %208 to %struct.Sphere*, !dbg !198
  %210 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %209, i64 0, i32 0, !dbg !199
  %211 = load float, float* %210, align 4, !dbg !199, !tbaa !77
  %212 = fsub contract float %133, %211, !dbg !200
  %213 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %209, i64 0, i32 1, !dbg !201
  %214 = load float, float* %213, align 4, !dbg !201, !tbaa !84
  %215 = fsub contract float %135, %214, !dbg !202
  %216 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %209, i64 0, i32 2, !dbg !203
  %217 = load float, float* %216, align 4, !dbg !203, !tbaa !87
  %218 = fsub contract float %137, %217, !dbg !204
  %219 = fmul contract float %192, %212, !dbg !205
  %220 = fmul contract float %193, %215, !dbg !206
  %221 = fadd contract float %219, %220, !dbg !207
  %222 = fmul contract float %194, %218, !dbg !208
  %223 = fadd contract float %221, %222, !dbg !209
  %224 = fmul contract float %212, %212, !dbg !210
  %225 = fmul contract float %215, %215, !dbg !211
  %226 = fadd contract float %224, %225, !dbg !212
  %227 = fmul contract float %218, %218, !dbg !213
  %228 = fadd contract float %226, %227, !dbg !214
  %229 = getelementptr inbounds %struct.Sphere, %struct.Sphere* %209, i64 0, i32 3, !dbg !215
  %230 = load float, float* %229, align 4, !dbg !215, !tbaa !100
  %231 = fmul contract float %230, %230, !dbg !216
  %232 = fsub contract float %228, %231, !dbg !217
  %233 = fmul contract float %223, %223, !dbg !218
  %234 = fsub contract float %233, %232, !dbg !219
  %235 = fcmp contract ogt float %234, 0.000000e+00, !dbg !220
  br i1 %235, label %236, label %248, !dbg !221

236:                                              ; preds = %203
  %237 = tail call contract float @llvm.sqrt.f32(float %234) #3, !dbg !222
  %238 = fneg contract float %223, !dbg !224
  %239 = fsub contract float %238, %237, !dbg !225
  %240 = fcmp contract olt float %239, 0x3F50624DE0000000, !dbg !226
  %241 = fsub contract float %237, %223, !dbg !227
  %242 = select i1 %240, float %241, float %239, !dbg !227
  %243 = fcmp contract ogt float %242, 0x3F50624DE0000000, !dbg !228
  %244 = fcmp contract olt float %242, %204
  %245 = select i1 %243, i1 %244, i1 false, !dbg !229
  %246 = select i1 %245, i32 %206, i32 %205, !dbg !229
  %247 = select i1 %245, float %242, float %204, !dbg !229
  br label %248, !dbg !230

248:                                              ; preds = %236, %203
  %249 = phi i32 [ %246, %236 ], [ %205, %203 ], !dbg !231
  %250 = phi float [ %247, %236 ], [ %204, %203 ], !dbg !231
  %251 = add nuw nsw i32 %206, 1, !dbg !232
  %252 = icmp eq i32 %251, 6, !dbg !233
  br i1 %252, label %201, label %203, !dbg !234, !llvm.loop !235

253:                                              ; preds = %201
  %254 = fneg contract float %135, !dbg !237
  %255 = fdiv contract float %254, %193, !dbg !238
  %256 = fcmp contract ogt float %255, 0x3F50624DE0000000, !dbg !239
  %257 = fcmp contract olt float %255, %250
  %258 = select i1 %256, i1 %257, i1 false, !dbg !240
  %259 = select i1 %258, i32 6, i32 %249, !dbg !240
  %260 = select i1 %258, float %255, float %250, !dbg !240
  br label %261, !dbg !241

261:                                              ; preds = %201, %253
  %262 = phi i32 [ %259, %253 ], [ %249, %201 ], !dbg !231
  %263 = phi float [ %260, %253 ], [ %250, %201 ], !dbg !231
  %264 = icmp slt i32 %262, 0, !dbg !242
  %265 = fcmp contract ogt float %263, %191
  %266 = or i1 %264, %265, !dbg !243
  %267 = fmul contract float %199, 0x3FECCCCCC0000000, !dbg !243
  %268 = fadd contract float %267, 0x3FB99999A0000000, !dbg !243
  %269 = select i1 %266, float %268, float 0x3FB99999A0000000, !dbg !243
  br label %270, !dbg !244

270:                                              ; preds = %261, %175
  %271 = phi float [ %269, %261 ], [ 0x3FB99999A0000000, %175 ], !dbg !174
  %272 = fsub contract float 1.000000e+00, %182, !dbg !245
  %273 = fmul contract float %57, %272, !dbg !246
  %274 = fmul contract float %273, %271, !dbg !247
  %275 = fmul contract float %179, %274, !dbg !248
  %276 = fmul contract float %180, %274, !dbg !249
  %277 = fmul contract float %181, %274, !dbg !250
  %278 = fmul contract float %57, %182, !dbg !251
  %279 = fmul contract float %51, %176, !dbg !252
  %280 = fmul contract float %52, %177, !dbg !253
  %281 = fadd contract float %279, %280, !dbg !254
  %282 = fmul contract float %53, %178, !dbg !255
  %283 = fadd contract float %281, %282, !dbg !256
  %284 = fmul contract float %283, 2.000000e+00, !dbg !257
  %285 = fmul contract float %176, %284, !dbg !258
  %286 = fsub contract float %51, %285, !dbg !259
  %287 = fmul contract float %177, %284, !dbg !260
  %288 = fsub contract float %52, %287, !dbg !261
  %289 = fmul contract float %178, %284, !dbg !262
  %290 = fsub contract float %53, %289, !dbg !263
  br label %291, !dbg !68

291:                                              ; preds = %270, %123
  %292 = phi float [ %57, %123 ], [ %278, %270 ], !dbg !174
  %293 = phi float [ %130, %123 ], [ %277, %270 ]
  %294 = phi float [ %129, %123 ], [ %276, %270 ]
  %295 = phi float [ %127, %123 ], [ %275, %270 ]
  %296 = phi float [ %53, %123 ], [ %290, %270 ], !dbg !174
  %297 = phi float [ %52, %123 ], [ %288, %270 ], !dbg !174
  %298 = phi float [ %51, %123 ], [ %286, %270 ], !dbg !174
  %299 = phi float [ %50, %123 ], [ %137, %270 ], !dbg !174
  %300 = phi float [ %49, %123 ], [ %135, %270 ], !dbg !174
  %301 = phi float [ %48, %123 ], [ %133, %270 ], !dbg !174
  %302 = fadd contract float %54, %295, !dbg !174
  %303 = fadd contract float %55, %294, !dbg !174
  %304 = fadd contract float %56, %293, !dbg !174
  br i1 %122, label %305, label %42

305:                                              ; preds = %42, %291
  %306 = tail call contract float @llvm.maxnum.f32(float %302, float 0.000000e+00) #3, !dbg !264
  %307 = tail call contract float @llvm.minnum.f32(float %306, float 1.000000e+00) #3, !dbg !269
  %308 = fmul contract float %307, 2.550000e+02, !dbg !272
  %309 = fadd contract float %308, 5.000000e-01, !dbg !273
  %310 = fptoui float %309 to i32, !dbg !274
  %311 = tail call contract float @llvm.maxnum.f32(float %303, float 0.000000e+00) #3, !dbg !275
  %312 = tail call contract float @llvm.minnum.f32(float %311, float 1.000000e+00) #3, !dbg !278
  %313 = fmul contract float %312, 2.550000e+02, !dbg !280
  %314 = fadd contract float %313, 5.000000e-01, !dbg !281
  %315 = fptoui float %314 to i32, !dbg !282
  %316 = shl i32 %315, 8, !dbg !283
  %317 = tail call contract float @llvm.maxnum.f32(float %304, float 0.000000e+00) #3, !dbg !284
  %318 = tail call contract float @llvm.minnum.f32(float %317, float 1.000000e+00) #3, !dbg !287
  %319 = fmul contract float %318, 2.550000e+02, !dbg !289
  %320 = fadd contract float %319, 5.000000e-01, !dbg !290
  %321 = fptoui float %320 to i32, !dbg !291
  %322 = shl i32 %321, 16, !dbg !292
  %323 = or i32 %322, %310, !dbg !293
  %324 = or i32 %323, %316, !dbg !294
  %325 = or i32 %324, -16777216, !dbg !294
  %326 = mul nsw i32 %13, %1, !dbg !295
  %327 = add nsw i32 %326, %8, !dbg !296
  %328 = sext i32 %327 to i64, !dbg !297
  %329 = getelementptr inbounds i32, i32* %0, i64 %328, !dbg !297
  store i32 %325, i32* %329, align 4, !dbg !298, !tbaa !299
  br label %330, !dbg !301

330:                                              ; preds = %3, %305
  ret void, !dbg !301
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
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/raytrace.cu", directory: ".")
!2 = !{void (i32*, i32, i32)* @raytrace, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "raytrace", scope: !1, file: !1, line: 70, type: !10, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 71, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 71, column: 24, scope: !9)
!19 = !DILocation(line: 71, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!22 = distinct !DILocation(line: 71, column: 37, scope: !9)
!23 = !DILocation(line: 71, column: 35, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!26 = distinct !DILocation(line: 72, column: 11, scope: !9)
!27 = !DILocation(line: 46, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!29 = distinct !DILocation(line: 72, column: 24, scope: !9)
!30 = !DILocation(line: 72, column: 22, scope: !9)
!31 = !DILocation(line: 44, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!33 = distinct !DILocation(line: 72, column: 37, scope: !9)
!34 = !DILocation(line: 72, column: 35, scope: !9)
!35 = !DILocation(line: 73, column: 9, scope: !9)
!36 = !DILocation(line: 73, column: 18, scope: !9)
!37 = !DILocation(line: 77, column: 23, scope: !9)
!38 = !DILocation(line: 77, column: 25, scope: !9)
!39 = !DILocation(line: 77, column: 20, scope: !9)
!40 = !DILocation(line: 77, column: 35, scope: !9)
!41 = !DILocation(line: 77, column: 33, scope: !9)
!42 = !DILocation(line: 77, column: 41, scope: !9)
!43 = !DILocation(line: 77, column: 49, scope: !9)
!44 = !DILocation(line: 77, column: 59, scope: !9)
!45 = !DILocation(line: 77, column: 57, scope: !9)
!46 = !DILocation(line: 78, column: 29, scope: !9)
!47 = !DILocation(line: 78, column: 31, scope: !9)
!48 = !DILocation(line: 78, column: 26, scope: !9)
!49 = !DILocation(line: 78, column: 39, scope: !9)
!50 = !DILocation(line: 78, column: 19, scope: !9)
!51 = !DILocation(line: 78, column: 48, scope: !9)
!52 = !DILocation(line: 80, column: 31, scope: !9)
!53 = !DILocation(line: 80, column: 41, scope: !9)
!54 = !DILocation(line: 80, column: 36, scope: !9)
!55 = !DILocation(line: 80, column: 46, scope: !9)
!56 = !DILocation(line: 164, column: 40, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "sqrtf", scope: !14, file: !14, line: 164, type: !10, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!58 = distinct !DILocation(line: 80, column: 22, scope: !9)
!59 = !DILocation(line: 80, column: 20, scope: !9)
!60 = !DILocation(line: 81, column: 6, scope: !9)
!61 = !DILocation(line: 82, column: 6, scope: !9)
!62 = !DILocation(line: 83, column: 6, scope: !9)
!63 = !DILocation(line: 86, column: 3, scope: !9)
!64 = !DILocation(line: 86, column: 64, scope: !9)
!65 = !DILocation(line: 86, column: 31, scope: !9)
!66 = !DILocation(line: 86, column: 40, scope: !9)
!67 = distinct !{!67, !63, !68, !69}
!68 = !DILocation(line: 140, column: 3, scope: !9)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 37, column: 3, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "nearest", scope: !1, file: !1, line: 32, type: !10, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!72 = distinct !DILocation(line: 88, column: 15, scope: !9)
!73 = !DILocation(line: 53, column: 10, scope: !71, inlinedAt: !72)
!74 = !DILocation(line: 53, column: 7, scope: !71, inlinedAt: !72)
!75 = !DILocation(line: 38, column: 21, scope: !71, inlinedAt: !72)
!76 = !DILocation(line: 38, column: 30, scope: !71, inlinedAt: !72)
!77 = !{!78, !79, i64 0}
!78 = !{!"_ZTS6Sphere", !79, i64 0, !79, i64 4, !79, i64 8, !79, i64 12, !79, i64 16, !79, i64 20, !79, i64 24, !79, i64 28}
!79 = !{!"float", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C++ TBAA"}
!82 = !DILocation(line: 38, column: 19, scope: !71, inlinedAt: !72)
!83 = !DILocation(line: 38, column: 53, scope: !71, inlinedAt: !72)
!84 = !{!78, !79, i64 4}
!85 = !DILocation(line: 38, column: 42, scope: !71, inlinedAt: !72)
!86 = !DILocation(line: 38, column: 76, scope: !71, inlinedAt: !72)
!87 = !{!78, !79, i64 8}
!88 = !DILocation(line: 38, column: 65, scope: !71, inlinedAt: !72)
!89 = !DILocation(line: 39, column: 18, scope: !71, inlinedAt: !72)
!90 = !DILocation(line: 39, column: 28, scope: !71, inlinedAt: !72)
!91 = !DILocation(line: 39, column: 23, scope: !71, inlinedAt: !72)
!92 = !DILocation(line: 39, column: 38, scope: !71, inlinedAt: !72)
!93 = !DILocation(line: 39, column: 33, scope: !71, inlinedAt: !72)
!94 = !DILocation(line: 40, column: 18, scope: !71, inlinedAt: !72)
!95 = !DILocation(line: 40, column: 28, scope: !71, inlinedAt: !72)
!96 = !DILocation(line: 40, column: 23, scope: !71, inlinedAt: !72)
!97 = !DILocation(line: 40, column: 38, scope: !71, inlinedAt: !72)
!98 = !DILocation(line: 40, column: 33, scope: !71, inlinedAt: !72)
!99 = !DILocation(line: 40, column: 54, scope: !71, inlinedAt: !72)
!100 = !{!78, !79, i64 12}
!101 = !DILocation(line: 40, column: 56, scope: !71, inlinedAt: !72)
!102 = !DILocation(line: 40, column: 43, scope: !71, inlinedAt: !72)
!103 = !DILocation(line: 41, column: 20, scope: !71, inlinedAt: !72)
!104 = !DILocation(line: 41, column: 24, scope: !71, inlinedAt: !72)
!105 = !DILocation(line: 42, column: 14, scope: !71, inlinedAt: !72)
!106 = !DILocation(line: 42, column: 9, scope: !71, inlinedAt: !72)
!107 = !DILocation(line: 164, column: 40, scope: !57, inlinedAt: !108)
!108 = distinct !DILocation(line: 43, column: 17, scope: !71, inlinedAt: !72)
!109 = !DILocation(line: 44, column: 17, scope: !71, inlinedAt: !72)
!110 = !DILocation(line: 44, column: 20, scope: !71, inlinedAt: !72)
!111 = !DILocation(line: 45, column: 13, scope: !71, inlinedAt: !72)
!112 = !DILocation(line: 45, column: 11, scope: !71, inlinedAt: !72)
!113 = !DILocation(line: 47, column: 13, scope: !71, inlinedAt: !72)
!114 = !DILocation(line: 47, column: 21, scope: !71, inlinedAt: !72)
!115 = !DILocation(line: 51, column: 5, scope: !71, inlinedAt: !72)
!116 = !DILocation(line: 0, scope: !71, inlinedAt: !72)
!117 = !DILocation(line: 37, column: 34, scope: !71, inlinedAt: !72)
!118 = !DILocation(line: 37, column: 21, scope: !71, inlinedAt: !72)
!119 = distinct !{!119, !70, !120, !69}
!120 = !DILocation(line: 52, column: 3, scope: !71, inlinedAt: !72)
!121 = !DILocation(line: 54, column: 15, scope: !71, inlinedAt: !72)
!122 = !DILocation(line: 54, column: 19, scope: !71, inlinedAt: !72)
!123 = !DILocation(line: 55, column: 11, scope: !71, inlinedAt: !72)
!124 = !DILocation(line: 55, column: 19, scope: !71, inlinedAt: !72)
!125 = !DILocation(line: 59, column: 3, scope: !71, inlinedAt: !72)
!126 = !DILocation(line: 89, column: 13, scope: !9)
!127 = !DILocation(line: 89, column: 9, scope: !9)
!128 = !DILocation(line: 90, column: 31, scope: !9)
!129 = !DILocation(line: 90, column: 24, scope: !9)
!130 = !DILocation(line: 91, column: 20, scope: !9)
!131 = !DILocation(line: 91, column: 27, scope: !9)
!132 = !DILocation(line: 92, column: 20, scope: !9)
!133 = !DILocation(line: 92, column: 27, scope: !9)
!134 = !DILocation(line: 93, column: 27, scope: !9)
!135 = !DILocation(line: 96, column: 23, scope: !9)
!136 = !DILocation(line: 96, column: 19, scope: !9)
!137 = !DILocation(line: 96, column: 41, scope: !9)
!138 = !DILocation(line: 96, column: 37, scope: !9)
!139 = !DILocation(line: 96, column: 59, scope: !9)
!140 = !DILocation(line: 96, column: 55, scope: !9)
!141 = !DILocation(line: 98, column: 13, scope: !9)
!142 = !DILocation(line: 98, column: 9, scope: !9)
!143 = !DILocation(line: 166, column: 41, scope: !144, inlinedAt: !145)
!144 = distinct !DISubprogram(name: "floorf", scope: !14, file: !14, line: 166, type: !10, scopeLine: 166, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!145 = distinct !DILocation(line: 102, column: 25, scope: !9)
!146 = !DILocation(line: 102, column: 25, scope: !9)
!147 = !DILocation(line: 166, column: 41, scope: !144, inlinedAt: !148)
!148 = distinct !DILocation(line: 102, column: 43, scope: !9)
!149 = !DILocation(line: 102, column: 43, scope: !9)
!150 = !DILocation(line: 102, column: 36, scope: !9)
!151 = !DILocation(line: 102, column: 55, scope: !9)
!152 = !DILocation(line: 103, column: 22, scope: !9)
!153 = !DILocation(line: 105, column: 5, scope: !9)
!154 = !DILocation(line: 106, column: 25, scope: !9)
!155 = !DILocation(line: 106, column: 36, scope: !9)
!156 = !DILocation(line: 106, column: 23, scope: !9)
!157 = !DILocation(line: 107, column: 29, scope: !9)
!158 = !DILocation(line: 107, column: 16, scope: !9)
!159 = !DILocation(line: 107, column: 33, scope: !9)
!160 = !DILocation(line: 108, column: 29, scope: !9)
!161 = !DILocation(line: 108, column: 16, scope: !9)
!162 = !DILocation(line: 108, column: 33, scope: !9)
!163 = !DILocation(line: 109, column: 29, scope: !9)
!164 = !DILocation(line: 109, column: 16, scope: !9)
!165 = !DILocation(line: 109, column: 33, scope: !9)
!166 = !DILocation(line: 110, column: 23, scope: !9)
!167 = !{!78, !79, i64 16}
!168 = !DILocation(line: 111, column: 23, scope: !9)
!169 = !{!78, !79, i64 20}
!170 = !DILocation(line: 112, column: 23, scope: !9)
!171 = !{!78, !79, i64 24}
!172 = !DILocation(line: 113, column: 27, scope: !9)
!173 = !{!78, !79, i64 28}
!174 = !DILocation(line: 0, scope: !9)
!175 = !DILocation(line: 115, column: 19, scope: !9)
!176 = !DILocation(line: 115, column: 33, scope: !9)
!177 = !DILocation(line: 115, column: 47, scope: !9)
!178 = !DILocation(line: 116, column: 28, scope: !9)
!179 = !DILocation(line: 116, column: 38, scope: !9)
!180 = !DILocation(line: 116, column: 33, scope: !9)
!181 = !DILocation(line: 116, column: 48, scope: !9)
!182 = !DILocation(line: 116, column: 43, scope: !9)
!183 = !DILocation(line: 164, column: 40, scope: !57, inlinedAt: !184)
!184 = distinct !DILocation(line: 116, column: 19, scope: !9)
!185 = !DILocation(line: 117, column: 8, scope: !9)
!186 = !DILocation(line: 118, column: 8, scope: !9)
!187 = !DILocation(line: 119, column: 8, scope: !9)
!188 = !DILocation(line: 120, column: 24, scope: !9)
!189 = !DILocation(line: 120, column: 34, scope: !9)
!190 = !DILocation(line: 120, column: 29, scope: !9)
!191 = !DILocation(line: 120, column: 44, scope: !9)
!192 = !DILocation(line: 120, column: 39, scope: !9)
!193 = !DILocation(line: 122, column: 17, scope: !9)
!194 = !DILocation(line: 122, column: 9, scope: !9)
!195 = !DILocation(line: 53, column: 10, scope: !71, inlinedAt: !196)
!196 = distinct !DILocation(line: 124, column: 18, scope: !9)
!197 = !DILocation(line: 53, column: 7, scope: !71, inlinedAt: !196)
!198 = !DILocation(line: 38, column: 21, scope: !71, inlinedAt: !196)
!199 = !DILocation(line: 38, column: 30, scope: !71, inlinedAt: !196)
!200 = !DILocation(line: 38, column: 19, scope: !71, inlinedAt: !196)
!201 = !DILocation(line: 38, column: 53, scope: !71, inlinedAt: !196)
!202 = !DILocation(line: 38, column: 42, scope: !71, inlinedAt: !196)
!203 = !DILocation(line: 38, column: 76, scope: !71, inlinedAt: !196)
!204 = !DILocation(line: 38, column: 65, scope: !71, inlinedAt: !196)
!205 = !DILocation(line: 39, column: 18, scope: !71, inlinedAt: !196)
!206 = !DILocation(line: 39, column: 28, scope: !71, inlinedAt: !196)
!207 = !DILocation(line: 39, column: 23, scope: !71, inlinedAt: !196)
!208 = !DILocation(line: 39, column: 38, scope: !71, inlinedAt: !196)
!209 = !DILocation(line: 39, column: 33, scope: !71, inlinedAt: !196)
!210 = !DILocation(line: 40, column: 18, scope: !71, inlinedAt: !196)
!211 = !DILocation(line: 40, column: 28, scope: !71, inlinedAt: !196)
!212 = !DILocation(line: 40, column: 23, scope: !71, inlinedAt: !196)
!213 = !DILocation(line: 40, column: 38, scope: !71, inlinedAt: !196)
!214 = !DILocation(line: 40, column: 33, scope: !71, inlinedAt: !196)
!215 = !DILocation(line: 40, column: 54, scope: !71, inlinedAt: !196)
!216 = !DILocation(line: 40, column: 56, scope: !71, inlinedAt: !196)
!217 = !DILocation(line: 40, column: 43, scope: !71, inlinedAt: !196)
!218 = !DILocation(line: 41, column: 20, scope: !71, inlinedAt: !196)
!219 = !DILocation(line: 41, column: 24, scope: !71, inlinedAt: !196)
!220 = !DILocation(line: 42, column: 14, scope: !71, inlinedAt: !196)
!221 = !DILocation(line: 42, column: 9, scope: !71, inlinedAt: !196)
!222 = !DILocation(line: 164, column: 40, scope: !57, inlinedAt: !223)
!223 = distinct !DILocation(line: 43, column: 17, scope: !71, inlinedAt: !196)
!224 = !DILocation(line: 44, column: 17, scope: !71, inlinedAt: !196)
!225 = !DILocation(line: 44, column: 20, scope: !71, inlinedAt: !196)
!226 = !DILocation(line: 45, column: 13, scope: !71, inlinedAt: !196)
!227 = !DILocation(line: 45, column: 11, scope: !71, inlinedAt: !196)
!228 = !DILocation(line: 47, column: 13, scope: !71, inlinedAt: !196)
!229 = !DILocation(line: 47, column: 21, scope: !71, inlinedAt: !196)
!230 = !DILocation(line: 51, column: 5, scope: !71, inlinedAt: !196)
!231 = !DILocation(line: 0, scope: !71, inlinedAt: !196)
!232 = !DILocation(line: 37, column: 34, scope: !71, inlinedAt: !196)
!233 = !DILocation(line: 37, column: 21, scope: !71, inlinedAt: !196)
!234 = !DILocation(line: 37, column: 3, scope: !71, inlinedAt: !196)
!235 = distinct !{!235, !234, !236, !69}
!236 = !DILocation(line: 52, column: 3, scope: !71, inlinedAt: !196)
!237 = !DILocation(line: 54, column: 15, scope: !71, inlinedAt: !196)
!238 = !DILocation(line: 54, column: 19, scope: !71, inlinedAt: !196)
!239 = !DILocation(line: 55, column: 11, scope: !71, inlinedAt: !196)
!240 = !DILocation(line: 55, column: 19, scope: !71, inlinedAt: !196)
!241 = !DILocation(line: 59, column: 3, scope: !71, inlinedAt: !196)
!242 = !DILocation(line: 125, column: 19, scope: !9)
!243 = !DILocation(line: 125, column: 23, scope: !9)
!244 = !DILocation(line: 127, column: 5, scope: !9)
!245 = !DILocation(line: 128, column: 30, scope: !9)
!246 = !DILocation(line: 128, column: 22, scope: !9)
!247 = !DILocation(line: 129, column: 13, scope: !9)
!248 = !DILocation(line: 129, column: 21, scope: !9)
!249 = !DILocation(line: 130, column: 21, scope: !9)
!250 = !DILocation(line: 131, column: 21, scope: !9)
!251 = !DILocation(line: 132, column: 12, scope: !9)
!252 = !DILocation(line: 133, column: 19, scope: !9)
!253 = !DILocation(line: 133, column: 29, scope: !9)
!254 = !DILocation(line: 133, column: 24, scope: !9)
!255 = !DILocation(line: 133, column: 39, scope: !9)
!256 = !DILocation(line: 133, column: 34, scope: !9)
!257 = !DILocation(line: 134, column: 16, scope: !9)
!258 = !DILocation(line: 134, column: 21, scope: !9)
!259 = !DILocation(line: 134, column: 8, scope: !9)
!260 = !DILocation(line: 135, column: 21, scope: !9)
!261 = !DILocation(line: 135, column: 8, scope: !9)
!262 = !DILocation(line: 136, column: 21, scope: !9)
!263 = !DILocation(line: 136, column: 8, scope: !9)
!264 = !DILocation(line: 172, column: 49, scope: !265, inlinedAt: !266)
!265 = distinct !DISubprogram(name: "fmaxf", scope: !14, file: !14, line: 172, type: !10, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!266 = distinct !DILocation(line: 65, column: 13, scope: !267, inlinedAt: !268)
!267 = distinct !DISubprogram(name: "to_byte", scope: !1, file: !1, line: 64, type: !10, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!268 = distinct !DILocation(line: 142, column: 7, scope: !9)
!269 = !DILocation(line: 171, column: 49, scope: !270, inlinedAt: !271)
!270 = distinct !DISubprogram(name: "fminf", scope: !14, file: !14, line: 171, type: !10, scopeLine: 171, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!271 = distinct !DILocation(line: 65, column: 7, scope: !267, inlinedAt: !268)
!272 = !DILocation(line: 66, column: 23, scope: !267, inlinedAt: !268)
!273 = !DILocation(line: 66, column: 32, scope: !267, inlinedAt: !268)
!274 = !DILocation(line: 66, column: 20, scope: !267, inlinedAt: !268)
!275 = !DILocation(line: 172, column: 49, scope: !265, inlinedAt: !276)
!276 = distinct !DILocation(line: 65, column: 13, scope: !267, inlinedAt: !277)
!277 = distinct !DILocation(line: 142, column: 21, scope: !9)
!278 = !DILocation(line: 171, column: 49, scope: !270, inlinedAt: !279)
!279 = distinct !DILocation(line: 65, column: 7, scope: !267, inlinedAt: !277)
!280 = !DILocation(line: 66, column: 23, scope: !267, inlinedAt: !277)
!281 = !DILocation(line: 66, column: 32, scope: !267, inlinedAt: !277)
!282 = !DILocation(line: 66, column: 20, scope: !267, inlinedAt: !277)
!283 = !DILocation(line: 142, column: 33, scope: !9)
!284 = !DILocation(line: 172, column: 49, scope: !265, inlinedAt: !285)
!285 = distinct !DILocation(line: 65, column: 13, scope: !267, inlinedAt: !286)
!286 = distinct !DILocation(line: 142, column: 40, scope: !9)
!287 = !DILocation(line: 171, column: 49, scope: !270, inlinedAt: !288)
!288 = distinct !DILocation(line: 65, column: 7, scope: !267, inlinedAt: !286)
!289 = !DILocation(line: 66, column: 23, scope: !267, inlinedAt: !286)
!290 = !DILocation(line: 66, column: 32, scope: !267, inlinedAt: !286)
!291 = !DILocation(line: 66, column: 20, scope: !267, inlinedAt: !286)
!292 = !DILocation(line: 142, column: 52, scope: !9)
!293 = !DILocation(line: 142, column: 38, scope: !9)
!294 = !DILocation(line: 142, column: 58, scope: !9)
!295 = !DILocation(line: 141, column: 11, scope: !9)
!296 = !DILocation(line: 141, column: 19, scope: !9)
!297 = !DILocation(line: 141, column: 3, scope: !9)
!298 = !DILocation(line: 141, column: 24, scope: !9)
!299 = !{!300, !300, i64 0}
!300 = !{!"int", !80, i64 0}
!301 = !DILocation(line: 143, column: 1, scope: !9)
