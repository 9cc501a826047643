; ModuleID = 'suites/ilp/raytrace.cu'
source_filename = "suites/ilp/raytrace.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sphere = type { float, float, float, float, float, float, float, float }

@scene = dso_local addrspace(4) externally_initialized global [6 x %struct.Sphere] [%struct.Sphere { float 0.000000e+00, float 1.000000e+00, float 6.000000e+00, float 1.000000e+00, float 0x3FECCCCCC0000000, float 0x3FC99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000 }, %struct.Sphere { float 0xC0019999A0000000, float 0x3FE6666660000000, float 7.000000e+00, float 0x3FE6666660000000, float 0x3FC99999A0000000, float 0x3FECCCCCC0000000, float 0x3FD3333340000000, float 0x3FB99999A0000000 }, %struct.Sphere { float 2.000000e+00, float 0x3FE99999A0000000, float 5.500000e+00, float 0x3FE99999A0000000, float 0x3FD3333340000000, float 0x3FD99999A0000000, float 0x3FECCCCCC0000000, float 5.000000e-01 }, %struct.Sphere { float 0xBFE99999A0000000, float 0x3FD6666660000000, float 0x4010CCCCC0000000, float 0x3FD6666660000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FC99999A0000000, float 0.000000e+00 }, %struct.Sphere { float 1.000000e+00, float 0x4004CCCCC0000000, float 8.000000e+00, float 0x3FECCCCCC0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE6666660000000 }, %struct.Sphere { float -3.500000e+00, float 2.000000e+00, float 1.000000e+01, float 1.500000e+00, float 0x3FE3333340000000, float 0x3FD3333340000000, float 0x3FE99999A0000000, float 0x3FC99999A0000000 }], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @scene to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @raytrace(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
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
  %14 = icmp slt i32 %8, %1, !dbg !35
  %15 = icmp slt i32 %13, %2
  %16 = and i1 %14, %15, !dbg !36
  br i1 %16, label %17, label %324, !dbg !36

17:                                               ; preds = %3
  %18 = sitofp i32 %8 to float, !dbg !37
  %19 = fadd contract float %18, 5.000000e-01, !dbg !38
  %20 = fmul contract float %19, 2.000000e+00, !dbg !39
  %21 = sitofp i32 %1 to float, !dbg !40
  %22 = fdiv contract float %20, %21, !dbg !41
  %23 = fadd contract float %22, -1.000000e+00, !dbg !42
  %24 = fmul contract float %23, %21, !dbg !43
  %25 = uitofp nneg i32 %2 to float, !dbg !44
  %26 = fdiv contract float %24, %25, !dbg !45
  %27 = uitofp nneg i32 %13 to float, !dbg !46
  %28 = fadd contract float %27, 5.000000e-01, !dbg !47
  %29 = fmul contract float %28, 2.000000e+00, !dbg !48
  %30 = fdiv contract float %29, %25, !dbg !49
  %31 = fsub contract float 1.000000e+00, %30, !dbg !50
  %32 = fadd contract float %31, 0xBFC99999A0000000, !dbg !51
  %33 = fmul contract float %26, %26, !dbg !52
  %34 = fmul contract float %32, %32, !dbg !53
  %35 = fadd contract float %34, %33, !dbg !54
  %36 = fadd contract float %35, 0x40047AE160000000, !dbg !55
  %37 = tail call contract noundef float @llvm.sqrt.f32(float %36), !dbg !56
  %38 = fdiv contract float 1.000000e+00, %37, !dbg !59
  %39 = fmul contract float %26, %38, !dbg !60
  %40 = fmul contract float %32, %38, !dbg !61
  %41 = fmul contract float %38, 0x3FF99999A0000000, !dbg !62
  br label %47, !dbg !63

42:                                               ; preds = %285
  %43 = add nuw nsw i32 %58, 1, !dbg !64
  %44 = icmp ult i32 %58, 2, !dbg !65
  %45 = fcmp contract ogt float %286, 0.000000e+00, !dbg !66
  %46 = select i1 %44, i1 %45, i1 false, !dbg !66
  br i1 %46, label %47, label %299, !dbg !63, !llvm.loop !67

47:                                               ; preds = %17, %42
  %48 = phi float [ 0.000000e+00, %17 ], [ %295, %42 ]
  %49 = phi float [ 1.500000e+00, %17 ], [ %294, %42 ]
  %50 = phi float [ 0.000000e+00, %17 ], [ %293, %42 ]
  %51 = phi float [ %39, %17 ], [ %292, %42 ]
  %52 = phi float [ %40, %17 ], [ %291, %42 ]
  %53 = phi float [ %41, %17 ], [ %290, %42 ]
  %54 = phi float [ 0.000000e+00, %17 ], [ %296, %42 ]
  %55 = phi float [ 0.000000e+00, %17 ], [ %297, %42 ]
  %56 = phi float [ 0.000000e+00, %17 ], [ %298, %42 ]
  %57 = phi float [ 1.000000e+00, %17 ], [ %286, %42 ]
  %58 = phi i32 [ 0, %17 ], [ %43, %42 ]
  br label %61, !dbg !70

59:                                               ; preds = %104
  %60 = fcmp contract olt float %52, 0.000000e+00, !dbg !73
  br i1 %60, label %109, label %117, !dbg !74

61:                                               ; preds = %47, %104
  %62 = phi float [ 0x46293E5940000000, %47 ], [ %106, %104 ]
  %63 = phi i32 [ -1, %47 ], [ %105, %104 ]
  %64 = phi i32 [ 0, %47 ], [ %107, %104 ]
  %65 = zext nneg i32 %64 to i64, !dbg !75
  %66 = getelementptr inbounds [6 x %struct.Sphere], ptr addrspacecast (ptr addrspace(4) @scene to ptr), i64 0, i64 %65, !dbg !75
  %67 = load float, ptr %66, align 4, !dbg !76, !tbaa !77
  %68 = fsub contract float %48, %67, !dbg !82
  %69 = getelementptr inbounds i8, ptr %66, i64 4, !dbg !83
  %70 = load float, ptr %69, align 4, !dbg !83, !tbaa !84
  %71 = fsub contract float %49, %70, !dbg !85
  %72 = getelementptr inbounds i8, ptr %66, i64 8, !dbg !86
  %73 = load float, ptr %72, align 4, !dbg !86, !tbaa !87
  %74 = fsub contract float %50, %73, !dbg !88
  %75 = fmul contract float %51, %68, !dbg !89
  %76 = fmul contract float %52, %71, !dbg !90
  %77 = fadd contract float %75, %76, !dbg !91
  %78 = fmul contract float %53, %74, !dbg !92
  %79 = fadd contract float %77, %78, !dbg !93
  %80 = fmul contract float %68, %68, !dbg !94
  %81 = fmul contract float %71, %71, !dbg !95
  %82 = fadd contract float %80, %81, !dbg !96
  %83 = fmul contract float %74, %74, !dbg !97
  %84 = fadd contract float %82, %83, !dbg !98
  %85 = getelementptr inbounds i8, ptr %66, i64 12, !dbg !99
  %86 = load float, ptr %85, align 4, !dbg !99, !tbaa !100
  %87 = fmul contract float %86, %86, !dbg !101
  %88 = fmul contract float %79, %79, !dbg !102
  %89 = fsub contract float %87, %84, !dbg !103
  %90 = fadd contract float %88, %89, !dbg !103
  %91 = fcmp contract ogt float %90, 0.000000e+00, !dbg !104
  br i1 %91, label %92, label %104, !dbg !105

92:                                               ; preds = %61
  %93 = tail call contract noundef float @llvm.sqrt.f32(float %90), !dbg !106
  %94 = fneg contract float %79, !dbg !108
  %95 = fsub contract float %94, %93, !dbg !109
  %96 = fcmp contract olt float %95, 0x3F50624DE0000000, !dbg !110
  %97 = fsub contract float %93, %79, !dbg !111
  %98 = select i1 %96, float %97, float %95, !dbg !111
  %99 = fcmp contract ogt float %98, 0x3F50624DE0000000, !dbg !112
  %100 = fcmp contract olt float %98, %62
  %101 = select i1 %99, i1 %100, i1 false, !dbg !113
  %102 = select i1 %101, i32 %64, i32 %63, !dbg !113
  %103 = select i1 %101, float %98, float %62, !dbg !113
  br label %104, !dbg !114

104:                                              ; preds = %92, %61
  %105 = phi i32 [ %102, %92 ], [ %63, %61 ], !dbg !115
  %106 = phi float [ %103, %92 ], [ %62, %61 ], !dbg !115
  %107 = add nuw nsw i32 %64, 1, !dbg !116
  %108 = icmp eq i32 %107, 6, !dbg !117
  br i1 %108, label %59, label %61, !dbg !70, !llvm.loop !118

109:                                              ; preds = %59
  %110 = fneg contract float %49, !dbg !120
  %111 = fdiv contract float %110, %52, !dbg !121
  %112 = fcmp contract ogt float %111, 0x3F50624DE0000000, !dbg !122
  %113 = fcmp contract olt float %111, %106
  %114 = select i1 %112, i1 %113, i1 false, !dbg !123
  %115 = select i1 %114, i32 6, i32 %105, !dbg !123
  %116 = select i1 %114, float %111, float %106, !dbg !123
  br label %117, !dbg !124

117:                                              ; preds = %59, %109
  %118 = phi i32 [ %115, %109 ], [ %105, %59 ], !dbg !115
  %119 = phi float [ %116, %109 ], [ %106, %59 ], !dbg !115
  %120 = icmp sgt i32 %118, -1, !dbg !125
  br i1 %120, label %129, label %121, !dbg !126

121:                                              ; preds = %117
  %122 = fmul contract float %52, 5.000000e-01, !dbg !127
  %123 = fadd contract float %122, 5.000000e-01, !dbg !128
  %124 = fmul contract float %57, 0x3FD99999A0000000, !dbg !129
  %125 = fmul contract float %124, %123, !dbg !130
  %126 = fmul contract float %57, 0x3FE3333340000000, !dbg !131
  %127 = fmul contract float %126, %123, !dbg !132
  %128 = fmul contract float %57, %123, !dbg !133
  br label %285

129:                                              ; preds = %117
  %130 = fmul contract float %51, %119, !dbg !134
  %131 = fadd contract float %48, %130, !dbg !135
  %132 = fmul contract float %52, %119, !dbg !136
  %133 = fadd contract float %49, %132, !dbg !137
  %134 = fmul contract float %53, %119, !dbg !138
  %135 = fadd contract float %50, %134, !dbg !139
  %136 = icmp eq i32 %118, 6, !dbg !140
  br i1 %136, label %137, label %146, !dbg !141

137:                                              ; preds = %129
  %138 = tail call contract noundef float @llvm.floor.f32(float %131), !dbg !142
  %139 = fptosi float %138 to i32, !dbg !145
  %140 = tail call contract noundef float @llvm.floor.f32(float %135), !dbg !146
  %141 = fptosi float %140 to i32, !dbg !148
  %142 = add nsw i32 %139, %141, !dbg !149
  %143 = and i32 %142, 1, !dbg !150
  %144 = icmp eq i32 %143, 0, !dbg !151
  %145 = select contract i1 %144, float 0x3FD3333340000000, float 0x3FECCCCCC0000000, !dbg !151
  br label %171, !dbg !152

146:                                              ; preds = %129
  %147 = zext nneg i32 %118 to i64, !dbg !153
  %148 = getelementptr inbounds [6 x %struct.Sphere], ptr addrspacecast (ptr addrspace(4) @scene to ptr), i64 0, i64 %147, !dbg !153
  %149 = getelementptr inbounds i8, ptr %148, i64 12, !dbg !154
  %150 = load float, ptr %149, align 4, !dbg !154, !tbaa !100
  %151 = fdiv contract float 1.000000e+00, %150, !dbg !155
  %152 = load float, ptr %148, align 4, !dbg !156, !tbaa !77
  %153 = fsub contract float %131, %152, !dbg !157
  %154 = fmul contract float %151, %153, !dbg !158
  %155 = getelementptr inbounds i8, ptr %148, i64 4, !dbg !159
  %156 = load float, ptr %155, align 4, !dbg !159, !tbaa !84
  %157 = fsub contract float %133, %156, !dbg !160
  %158 = fmul contract float %151, %157, !dbg !161
  %159 = getelementptr inbounds i8, ptr %148, i64 8, !dbg !162
  %160 = load float, ptr %159, align 4, !dbg !162, !tbaa !87
  %161 = fsub contract float %135, %160, !dbg !163
  %162 = fmul contract float %151, %161, !dbg !164
  %163 = getelementptr inbounds i8, ptr %148, i64 16, !dbg !165
  %164 = load float, ptr %163, align 4, !dbg !165, !tbaa !166
  %165 = getelementptr inbounds i8, ptr %148, i64 20, !dbg !167
  %166 = load float, ptr %165, align 4, !dbg !167, !tbaa !168
  %167 = getelementptr inbounds i8, ptr %148, i64 24, !dbg !169
  %168 = load float, ptr %167, align 4, !dbg !169, !tbaa !170
  %169 = getelementptr inbounds i8, ptr %148, i64 28, !dbg !171
  %170 = load float, ptr %169, align 4, !dbg !171, !tbaa !172
  br label %171

171:                                              ; preds = %146, %137
  %172 = phi float [ 0.000000e+00, %137 ], [ %154, %146 ], !dbg !173
  %173 = phi float [ 1.000000e+00, %137 ], [ %158, %146 ], !dbg !173
  %174 = phi float [ 0.000000e+00, %137 ], [ %162, %146 ], !dbg !173
  %175 = phi float [ %145, %137 ], [ %164, %146 ], !dbg !173
  %176 = phi float [ %145, %137 ], [ %166, %146 ], !dbg !173
  %177 = phi float [ %145, %137 ], [ %168, %146 ], !dbg !173
  %178 = phi float [ 0x3FC99999A0000000, %137 ], [ %170, %146 ], !dbg !173
  %179 = fsub contract float -4.000000e+00, %131, !dbg !174
  %180 = fsub contract float 6.000000e+00, %133, !dbg !175
  %181 = fsub contract float 1.000000e+00, %135, !dbg !176
  %182 = fmul contract float %179, %179, !dbg !177
  %183 = fmul contract float %180, %180, !dbg !178
  %184 = fadd contract float %182, %183, !dbg !179
  %185 = fmul contract float %181, %181, !dbg !180
  %186 = fadd contract float %185, %184, !dbg !181
  %187 = tail call contract noundef float @llvm.sqrt.f32(float %186), !dbg !182
  %188 = fdiv contract float %179, %187, !dbg !184
  %189 = fdiv contract float %180, %187, !dbg !185
  %190 = fdiv contract float %181, %187, !dbg !186
  %191 = fmul contract float %188, %172, !dbg !187
  %192 = fmul contract float %189, %173, !dbg !188
  %193 = fadd contract float %191, %192, !dbg !189
  %194 = fmul contract float %190, %174, !dbg !190
  %195 = fadd contract float %193, %194, !dbg !191
  %196 = fcmp contract ogt float %195, 0.000000e+00, !dbg !192
  br i1 %196, label %199, label %264, !dbg !193

197:                                              ; preds = %242
  %198 = fcmp contract olt float %189, 0.000000e+00, !dbg !194
  br i1 %198, label %247, label %255, !dbg !196

199:                                              ; preds = %171, %242
  %200 = phi float [ %244, %242 ], [ 0x46293E5940000000, %171 ]
  %201 = phi i32 [ %243, %242 ], [ -1, %171 ]
  %202 = phi i32 [ %245, %242 ], [ 0, %171 ]
  %203 = zext nneg i32 %202 to i64, !dbg !197
  %204 = getelementptr inbounds [6 x %struct.Sphere], ptr addrspacecast (ptr addrspace(4) @scene to ptr), i64 0, i64 %203, !dbg !197
  %205 = load float, ptr %204, align 4, !dbg !198, !tbaa !77
  %206 = fsub contract float %131, %205, !dbg !199
  %207 = getelementptr inbounds i8, ptr %204, i64 4, !dbg !200
  %208 = load float, ptr %207, align 4, !dbg !200, !tbaa !84
  %209 = fsub contract float %133, %208, !dbg !201
  %210 = getelementptr inbounds i8, ptr %204, i64 8, !dbg !202
  %211 = load float, ptr %210, align 4, !dbg !202, !tbaa !87
  %212 = fsub contract float %135, %211, !dbg !203
  %213 = fmul contract float %188, %206, !dbg !204
  %214 = fmul contract float %189, %209, !dbg !205
  %215 = fadd contract float %213, %214, !dbg !206
  %216 = fmul contract float %190, %212, !dbg !207
  %217 = fadd contract float %215, %216, !dbg !208
  %218 = fmul contract float %206, %206, !dbg !209
  %219 = fmul contract float %209, %209, !dbg !210
  %220 = fadd contract float %218, %219, !dbg !211
  %221 = fmul contract float %212, %212, !dbg !212
  %222 = fadd contract float %220, %221, !dbg !213
  %223 = getelementptr inbounds i8, ptr %204, i64 12, !dbg !214
  %224 = load float, ptr %223, align 4, !dbg !214, !tbaa !100
  %225 = fmul contract float %224, %224, !dbg !215
  %226 = fmul contract float %217, %217, !dbg !216
  %227 = fsub contract float %225, %222, !dbg !217
  %228 = fadd contract float %226, %227, !dbg !217
  %229 = fcmp contract ogt float %228, 0.000000e+00, !dbg !218
  br i1 %229, label %230, label %242, !dbg !219

230:                                              ; preds = %199
  %231 = tail call contract noundef float @llvm.sqrt.f32(float %228), !dbg !220
  %232 = fneg contract float %217, !dbg !222
  %233 = fsub contract float %232, %231, !dbg !223
  %234 = fcmp contract olt float %233, 0x3F50624DE0000000, !dbg !224
  %235 = fsub contract float %231, %217, !dbg !225
  %236 = select i1 %234, float %235, float %233, !dbg !225
  %237 = fcmp contract ogt float %236, 0x3F50624DE0000000, !dbg !226
  %238 = fcmp contract olt float %236, %200
  %239 = select i1 %237, i1 %238, i1 false, !dbg !227
  %240 = select i1 %239, i32 %202, i32 %201, !dbg !227
  %241 = select i1 %239, float %236, float %200, !dbg !227
  br label %242, !dbg !228

242:                                              ; preds = %230, %199
  %243 = phi i32 [ %240, %230 ], [ %201, %199 ], !dbg !229
  %244 = phi float [ %241, %230 ], [ %200, %199 ], !dbg !229
  %245 = add nuw nsw i32 %202, 1, !dbg !230
  %246 = icmp eq i32 %245, 6, !dbg !231
  br i1 %246, label %197, label %199, !dbg !232, !llvm.loop !233

247:                                              ; preds = %197
  %248 = fneg contract float %133, !dbg !235
  %249 = fdiv contract float %248, %189, !dbg !236
  %250 = fcmp contract ogt float %249, 0x3F50624DE0000000, !dbg !237
  %251 = fcmp contract olt float %249, %244
  %252 = select i1 %250, i1 %251, i1 false, !dbg !238
  %253 = select i1 %252, i32 6, i32 %243, !dbg !238
  %254 = select i1 %252, float %249, float %244, !dbg !238
  br label %255, !dbg !239

255:                                              ; preds = %197, %247
  %256 = phi i32 [ %253, %247 ], [ %243, %197 ], !dbg !229
  %257 = phi float [ %254, %247 ], [ %244, %197 ], !dbg !229
  %258 = icmp slt i32 %256, 0, !dbg !240
  %259 = fcmp contract ogt float %257, %187
  %260 = or i1 %258, %259, !dbg !241
  %261 = fmul contract float %195, 0x3FECCCCCC0000000, !dbg !241
  %262 = fadd contract float %261, 0x3FB99999A0000000, !dbg !241
  %263 = select i1 %260, float %262, float 0x3FB99999A0000000, !dbg !241
  br label %264, !dbg !242

264:                                              ; preds = %255, %171
  %265 = phi float [ %263, %255 ], [ 0x3FB99999A0000000, %171 ], !dbg !173
  %266 = fsub contract float 1.000000e+00, %178, !dbg !243
  %267 = fmul contract float %57, %266, !dbg !244
  %268 = fmul contract float %267, %265, !dbg !245
  %269 = fmul contract float %175, %268, !dbg !246
  %270 = fmul contract float %176, %268, !dbg !247
  %271 = fmul contract float %177, %268, !dbg !248
  %272 = fmul contract float %57, %178, !dbg !249
  %273 = fmul contract float %51, %172, !dbg !250
  %274 = fmul contract float %52, %173, !dbg !251
  %275 = fadd contract float %273, %274, !dbg !252
  %276 = fmul contract float %53, %174, !dbg !253
  %277 = fadd contract float %275, %276, !dbg !254
  %278 = fmul contract float %277, 2.000000e+00, !dbg !255
  %279 = fmul contract float %172, %278, !dbg !256
  %280 = fsub contract float %51, %279, !dbg !257
  %281 = fmul contract float %173, %278, !dbg !258
  %282 = fsub contract float %52, %281, !dbg !259
  %283 = fmul contract float %174, %278, !dbg !260
  %284 = fsub contract float %53, %283, !dbg !261
  br label %285, !dbg !68

285:                                              ; preds = %264, %121
  %286 = phi float [ %57, %121 ], [ %272, %264 ], !dbg !173
  %287 = phi float [ %128, %121 ], [ %271, %264 ]
  %288 = phi float [ %127, %121 ], [ %270, %264 ]
  %289 = phi float [ %125, %121 ], [ %269, %264 ]
  %290 = phi float [ %53, %121 ], [ %284, %264 ], !dbg !173
  %291 = phi float [ %52, %121 ], [ %282, %264 ], !dbg !173
  %292 = phi float [ %51, %121 ], [ %280, %264 ], !dbg !173
  %293 = phi float [ %50, %121 ], [ %135, %264 ], !dbg !173
  %294 = phi float [ %49, %121 ], [ %133, %264 ], !dbg !173
  %295 = phi float [ %48, %121 ], [ %131, %264 ], !dbg !173
  %296 = fadd contract float %54, %289, !dbg !173
  %297 = fadd contract float %55, %288, !dbg !173
  %298 = fadd contract float %56, %287, !dbg !173
  br i1 %120, label %42, label %299

299:                                              ; preds = %42, %285
  %300 = tail call contract noundef float @llvm.maxnum.f32(float %296, float 0.000000e+00), !dbg !262
  %301 = tail call contract noundef float @llvm.minnum.f32(float %300, float 1.000000e+00), !dbg !267
  %302 = fmul contract float %301, 2.550000e+02, !dbg !270
  %303 = fadd contract float %302, 5.000000e-01, !dbg !271
  %304 = fptoui float %303 to i32, !dbg !272
  %305 = tail call contract noundef float @llvm.maxnum.f32(float %297, float 0.000000e+00), !dbg !273
  %306 = tail call contract noundef float @llvm.minnum.f32(float %305, float 1.000000e+00), !dbg !276
  %307 = fmul contract float %306, 2.550000e+02, !dbg !278
  %308 = fadd contract float %307, 5.000000e-01, !dbg !279
  %309 = fptoui float %308 to i32, !dbg !280
  %310 = shl i32 %309, 8, !dbg !281
  %311 = tail call contract noundef float @llvm.maxnum.f32(float %298, float 0.000000e+00), !dbg !282
  %312 = tail call contract noundef float @llvm.minnum.f32(float %311, float 1.000000e+00), !dbg !285
  %313 = fmul contract float %312, 2.550000e+02, !dbg !287
  %314 = fadd contract float %313, 5.000000e-01, !dbg !288
  %315 = fptoui float %314 to i32, !dbg !289
  %316 = shl i32 %315, 16, !dbg !290
  %317 = or i32 %316, %304, !dbg !291
  %318 = or i32 %317, %310, !dbg !292
  %319 = or i32 %318, -16777216, !dbg !292
  %320 = mul nsw i32 %13, %1, !dbg !293
  %321 = add nsw i32 %320, %8, !dbg !294
  %322 = sext i32 %321 to i64, !dbg !295
  %323 = getelementptr inbounds i32, ptr %0, i64 %322, !dbg !295
  store i32 %319, ptr %323, align 4, !dbg !296, !tbaa !297
  br label %324, !dbg !299

324:                                              ; preds = %3, %299
  ret void, !dbg !299
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
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/raytrace.cu", directory: ".")
!2 = !{ptr @raytrace, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "raytrace", scope: !1, file: !1, line: 70, type: !10, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 71, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 71, column: 24, scope: !9)
!19 = !DILocation(line: 71, column: 22, scope: !9)
!20 = !DILocation(line: 44, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 71, column: 37, scope: !9)
!23 = !DILocation(line: 71, column: 35, scope: !9)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 72, column: 11, scope: !9)
!27 = !DILocation(line: 46, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 72, column: 24, scope: !9)
!30 = !DILocation(line: 72, column: 22, scope: !9)
!31 = !DILocation(line: 44, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__fetch_y", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!57 = distinct !DISubprogram(name: "sqrtf", scope: !14, file: !14, line: 164, type: !10, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!71 = distinct !DISubprogram(name: "nearest", scope: !1, file: !1, line: 32, type: !10, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!102 = !DILocation(line: 41, column: 20, scope: !71, inlinedAt: !72)
!103 = !DILocation(line: 41, column: 24, scope: !71, inlinedAt: !72)
!104 = !DILocation(line: 42, column: 14, scope: !71, inlinedAt: !72)
!105 = !DILocation(line: 42, column: 9, scope: !71, inlinedAt: !72)
!106 = !DILocation(line: 164, column: 40, scope: !57, inlinedAt: !107)
!107 = distinct !DILocation(line: 43, column: 17, scope: !71, inlinedAt: !72)
!108 = !DILocation(line: 44, column: 17, scope: !71, inlinedAt: !72)
!109 = !DILocation(line: 44, column: 20, scope: !71, inlinedAt: !72)
!110 = !DILocation(line: 45, column: 13, scope: !71, inlinedAt: !72)
!111 = !DILocation(line: 45, column: 11, scope: !71, inlinedAt: !72)
!112 = !DILocation(line: 47, column: 13, scope: !71, inlinedAt: !72)
!113 = !DILocation(line: 47, column: 21, scope: !71, inlinedAt: !72)
!114 = !DILocation(line: 51, column: 5, scope: !71, inlinedAt: !72)
!115 = !DILocation(line: 0, scope: !71, inlinedAt: !72)
!116 = !DILocation(line: 37, column: 34, scope: !71, inlinedAt: !72)
!117 = !DILocation(line: 37, column: 21, scope: !71, inlinedAt: !72)
!118 = distinct !{!118, !70, !119, !69}
!119 = !DILocation(line: 52, column: 3, scope: !71, inlinedAt: !72)
!120 = !DILocation(line: 54, column: 15, scope: !71, inlinedAt: !72)
!121 = !DILocation(line: 54, column: 19, scope: !71, inlinedAt: !72)
!122 = !DILocation(line: 55, column: 11, scope: !71, inlinedAt: !72)
!123 = !DILocation(line: 55, column: 19, scope: !71, inlinedAt: !72)
!124 = !DILocation(line: 59, column: 3, scope: !71, inlinedAt: !72)
!125 = !DILocation(line: 89, column: 13, scope: !9)
!126 = !DILocation(line: 89, column: 9, scope: !9)
!127 = !DILocation(line: 90, column: 31, scope: !9)
!128 = !DILocation(line: 90, column: 24, scope: !9)
!129 = !DILocation(line: 91, column: 20, scope: !9)
!130 = !DILocation(line: 91, column: 27, scope: !9)
!131 = !DILocation(line: 92, column: 20, scope: !9)
!132 = !DILocation(line: 92, column: 27, scope: !9)
!133 = !DILocation(line: 93, column: 27, scope: !9)
!134 = !DILocation(line: 96, column: 23, scope: !9)
!135 = !DILocation(line: 96, column: 19, scope: !9)
!136 = !DILocation(line: 96, column: 41, scope: !9)
!137 = !DILocation(line: 96, column: 37, scope: !9)
!138 = !DILocation(line: 96, column: 59, scope: !9)
!139 = !DILocation(line: 96, column: 55, scope: !9)
!140 = !DILocation(line: 98, column: 13, scope: !9)
!141 = !DILocation(line: 98, column: 9, scope: !9)
!142 = !DILocation(line: 166, column: 41, scope: !143, inlinedAt: !144)
!143 = distinct !DISubprogram(name: "floorf", scope: !14, file: !14, line: 166, type: !10, scopeLine: 166, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!144 = distinct !DILocation(line: 102, column: 25, scope: !9)
!145 = !DILocation(line: 102, column: 25, scope: !9)
!146 = !DILocation(line: 166, column: 41, scope: !143, inlinedAt: !147)
!147 = distinct !DILocation(line: 102, column: 43, scope: !9)
!148 = !DILocation(line: 102, column: 43, scope: !9)
!149 = !DILocation(line: 102, column: 36, scope: !9)
!150 = !DILocation(line: 102, column: 55, scope: !9)
!151 = !DILocation(line: 103, column: 22, scope: !9)
!152 = !DILocation(line: 105, column: 5, scope: !9)
!153 = !DILocation(line: 106, column: 25, scope: !9)
!154 = !DILocation(line: 106, column: 36, scope: !9)
!155 = !DILocation(line: 106, column: 23, scope: !9)
!156 = !DILocation(line: 107, column: 29, scope: !9)
!157 = !DILocation(line: 107, column: 16, scope: !9)
!158 = !DILocation(line: 107, column: 33, scope: !9)
!159 = !DILocation(line: 108, column: 29, scope: !9)
!160 = !DILocation(line: 108, column: 16, scope: !9)
!161 = !DILocation(line: 108, column: 33, scope: !9)
!162 = !DILocation(line: 109, column: 29, scope: !9)
!163 = !DILocation(line: 109, column: 16, scope: !9)
!164 = !DILocation(line: 109, column: 33, scope: !9)
!165 = !DILocation(line: 110, column: 23, scope: !9)
!166 = !{!78, !79, i64 16}
!167 = !DILocation(line: 111, column: 23, scope: !9)
!168 = !{!78, !79, i64 20}
!169 = !DILocation(line: 112, column: 23, scope: !9)
!170 = !{!78, !79, i64 24}
!171 = !DILocation(line: 113, column: 27, scope: !9)
!172 = !{!78, !79, i64 28}
!173 = !DILocation(line: 0, scope: !9)
!174 = !DILocation(line: 115, column: 19, scope: !9)
!175 = !DILocation(line: 115, column: 33, scope: !9)
!176 = !DILocation(line: 115, column: 47, scope: !9)
!177 = !DILocation(line: 116, column: 28, scope: !9)
!178 = !DILocation(line: 116, column: 38, scope: !9)
!179 = !DILocation(line: 116, column: 33, scope: !9)
!180 = !DILocation(line: 116, column: 48, scope: !9)
!181 = !DILocation(line: 116, column: 43, scope: !9)
!182 = !DILocation(line: 164, column: 40, scope: !57, inlinedAt: !183)
!183 = distinct !DILocation(line: 116, column: 19, scope: !9)
!184 = !DILocation(line: 117, column: 8, scope: !9)
!185 = !DILocation(line: 118, column: 8, scope: !9)
!186 = !DILocation(line: 119, column: 8, scope: !9)
!187 = !DILocation(line: 120, column: 24, scope: !9)
!188 = !DILocation(line: 120, column: 34, scope: !9)
!189 = !DILocation(line: 120, column: 29, scope: !9)
!190 = !DILocation(line: 120, column: 44, scope: !9)
!191 = !DILocation(line: 120, column: 39, scope: !9)
!192 = !DILocation(line: 122, column: 17, scope: !9)
!193 = !DILocation(line: 122, column: 9, scope: !9)
!194 = !DILocation(line: 53, column: 10, scope: !71, inlinedAt: !195)
!195 = distinct !DILocation(line: 124, column: 18, scope: !9)
!196 = !DILocation(line: 53, column: 7, scope: !71, inlinedAt: !195)
!197 = !DILocation(line: 38, column: 21, scope: !71, inlinedAt: !195)
!198 = !DILocation(line: 38, column: 30, scope: !71, inlinedAt: !195)
!199 = !DILocation(line: 38, column: 19, scope: !71, inlinedAt: !195)
!200 = !DILocation(line: 38, column: 53, scope: !71, inlinedAt: !195)
!201 = !DILocation(line: 38, column: 42, scope: !71, inlinedAt: !195)
!202 = !DILocation(line: 38, column: 76, scope: !71, inlinedAt: !195)
!203 = !DILocation(line: 38, column: 65, scope: !71, inlinedAt: !195)
!204 = !DILocation(line: 39, column: 18, scope: !71, inlinedAt: !195)
!205 = !DILocation(line: 39, column: 28, scope: !71, inlinedAt: !195)
!206 = !DILocation(line: 39, column: 23, scope: !71, inlinedAt: !195)
!207 = !DILocation(line: 39, column: 38, scope: !71, inlinedAt: !195)
!208 = !DILocation(line: 39, column: 33, scope: !71, inlinedAt: !195)
!209 = !DILocation(line: 40, column: 18, scope: !71, inlinedAt: !195)
!210 = !DILocation(line: 40, column: 28, scope: !71, inlinedAt: !195)
!211 = !DILocation(line: 40, column: 23, scope: !71, inlinedAt: !195)
!212 = !DILocation(line: 40, column: 38, scope: !71, inlinedAt: !195)
!213 = !DILocation(line: 40, column: 33, scope: !71, inlinedAt: !195)
!214 = !DILocation(line: 40, column: 54, scope: !71, inlinedAt: !195)
!215 = !DILocation(line: 40, column: 56, scope: !71, inlinedAt: !195)
!216 = !DILocation(line: 41, column: 20, scope: !71, inlinedAt: !195)
!217 = !DILocation(line: 41, column: 24, scope: !71, inlinedAt: !195)
!218 = !DILocation(line: 42, column: 14, scope: !71, inlinedAt: !195)
!219 = !DILocation(line: 42, column: 9, scope: !71, inlinedAt: !195)
!220 = !DILocation(line: 164, column: 40, scope: !57, inlinedAt: !221)
!221 = distinct !DILocation(line: 43, column: 17, scope: !71, inlinedAt: !195)
!222 = !DILocation(line: 44, column: 17, scope: !71, inlinedAt: !195)
!223 = !DILocation(line: 44, column: 20, scope: !71, inlinedAt: !195)
!224 = !DILocation(line: 45, column: 13, scope: !71, inlinedAt: !195)
!225 = !DILocation(line: 45, column: 11, scope: !71, inlinedAt: !195)
!226 = !DILocation(line: 47, column: 13, scope: !71, inlinedAt: !195)
!227 = !DILocation(line: 47, column: 21, scope: !71, inlinedAt: !195)
!228 = !DILocation(line: 51, column: 5, scope: !71, inlinedAt: !195)
!229 = !DILocation(line: 0, scope: !71, inlinedAt: !195)
!230 = !DILocation(line: 37, column: 34, scope: !71, inlinedAt: !195)
!231 = !DILocation(line: 37, column: 21, scope: !71, inlinedAt: !195)
!232 = !DILocation(line: 37, column: 3, scope: !71, inlinedAt: !195)
!233 = distinct !{!233, !232, !234, !69}
!234 = !DILocation(line: 52, column: 3, scope: !71, inlinedAt: !195)
!235 = !DILocation(line: 54, column: 15, scope: !71, inlinedAt: !195)
!236 = !DILocation(line: 54, column: 19, scope: !71, inlinedAt: !195)
!237 = !DILocation(line: 55, column: 11, scope: !71, inlinedAt: !195)
!238 = !DILocation(line: 55, column: 19, scope: !71, inlinedAt: !195)
!239 = !DILocation(line: 59, column: 3, scope: !71, inlinedAt: !195)
!240 = !DILocation(line: 125, column: 19, scope: !9)
!241 = !DILocation(line: 125, column: 23, scope: !9)
!242 = !DILocation(line: 127, column: 5, scope: !9)
!243 = !DILocation(line: 128, column: 30, scope: !9)
!244 = !DILocation(line: 128, column: 22, scope: !9)
!245 = !DILocation(line: 129, column: 13, scope: !9)
!246 = !DILocation(line: 129, column: 21, scope: !9)
!247 = !DILocation(line: 130, column: 21, scope: !9)
!248 = !DILocation(line: 131, column: 21, scope: !9)
!249 = !DILocation(line: 132, column: 12, scope: !9)
!250 = !DILocation(line: 133, column: 19, scope: !9)
!251 = !DILocation(line: 133, column: 29, scope: !9)
!252 = !DILocation(line: 133, column: 24, scope: !9)
!253 = !DILocation(line: 133, column: 39, scope: !9)
!254 = !DILocation(line: 133, column: 34, scope: !9)
!255 = !DILocation(line: 134, column: 16, scope: !9)
!256 = !DILocation(line: 134, column: 21, scope: !9)
!257 = !DILocation(line: 134, column: 8, scope: !9)
!258 = !DILocation(line: 135, column: 21, scope: !9)
!259 = !DILocation(line: 135, column: 8, scope: !9)
!260 = !DILocation(line: 136, column: 21, scope: !9)
!261 = !DILocation(line: 136, column: 8, scope: !9)
!262 = !DILocation(line: 172, column: 49, scope: !263, inlinedAt: !264)
!263 = distinct !DISubprogram(name: "fmaxf", scope: !14, file: !14, line: 172, type: !10, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!264 = distinct !DILocation(line: 65, column: 13, scope: !265, inlinedAt: !266)
!265 = distinct !DISubprogram(name: "to_byte", scope: !1, file: !1, line: 64, type: !10, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!266 = distinct !DILocation(line: 142, column: 7, scope: !9)
!267 = !DILocation(line: 171, column: 49, scope: !268, inlinedAt: !269)
!268 = distinct !DISubprogram(name: "fminf", scope: !14, file: !14, line: 171, type: !10, scopeLine: 171, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!269 = distinct !DILocation(line: 65, column: 7, scope: !265, inlinedAt: !266)
!270 = !DILocation(line: 66, column: 23, scope: !265, inlinedAt: !266)
!271 = !DILocation(line: 66, column: 32, scope: !265, inlinedAt: !266)
!272 = !DILocation(line: 66, column: 20, scope: !265, inlinedAt: !266)
!273 = !DILocation(line: 172, column: 49, scope: !263, inlinedAt: !274)
!274 = distinct !DILocation(line: 65, column: 13, scope: !265, inlinedAt: !275)
!275 = distinct !DILocation(line: 142, column: 21, scope: !9)
!276 = !DILocation(line: 171, column: 49, scope: !268, inlinedAt: !277)
!277 = distinct !DILocation(line: 65, column: 7, scope: !265, inlinedAt: !275)
!278 = !DILocation(line: 66, column: 23, scope: !265, inlinedAt: !275)
!279 = !DILocation(line: 66, column: 32, scope: !265, inlinedAt: !275)
!280 = !DILocation(line: 66, column: 20, scope: !265, inlinedAt: !275)
!281 = !DILocation(line: 142, column: 33, scope: !9)
!282 = !DILocation(line: 172, column: 49, scope: !263, inlinedAt: !283)
!283 = distinct !DILocation(line: 65, column: 13, scope: !265, inlinedAt: !284)
!284 = distinct !DILocation(line: 142, column: 40, scope: !9)
!285 = !DILocation(line: 171, column: 49, scope: !268, inlinedAt: !286)
!286 = distinct !DILocation(line: 65, column: 7, scope: !265, inlinedAt: !284)
!287 = !DILocation(line: 66, column: 23, scope: !265, inlinedAt: !284)
!288 = !DILocation(line: 66, column: 32, scope: !265, inlinedAt: !284)
!289 = !DILocation(line: 66, column: 20, scope: !265, inlinedAt: !284)
!290 = !DILocation(line: 142, column: 52, scope: !9)
!291 = !DILocation(line: 142, column: 38, scope: !9)
!292 = !DILocation(line: 142, column: 58, scope: !9)
!293 = !DILocation(line: 141, column: 11, scope: !9)
!294 = !DILocation(line: 141, column: 19, scope: !9)
!295 = !DILocation(line: 141, column: 3, scope: !9)
!296 = !DILocation(line: 141, column: 24, scope: !9)
!297 = !{!298, !298, i64 0}
!298 = !{!"int", !80, i64 0}
!299 = !DILocation(line: 143, column: 1, scope: !9)
