; ModuleID = 'samples/conv5x5_stream.cu'
source_filename = "samples/conv5x5_stream.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @conv5x5_stream(ptr noalias noundef %0, ptr noalias noundef %1, i64 noundef %2) #0 !dbg !11 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca float, align 4
  %36 = alloca float, align 4
  %37 = alloca float, align 4
  %38 = alloca float, align 4
  %39 = alloca float, align 4
  %40 = alloca float, align 4
  %41 = alloca float, align 4
  %42 = alloca float, align 4
  %43 = alloca float, align 4
  %44 = alloca float, align 4
  %45 = alloca float, align 4
  %46 = alloca float, align 4
  %47 = alloca float, align 4
  %48 = alloca float, align 4
  %49 = alloca float, align 4
  %50 = alloca float, align 4
  %51 = alloca float, align 4
  %52 = alloca float, align 4
  %53 = alloca float, align 4
  %54 = alloca float, align 4
  %55 = alloca float, align 4
  %56 = alloca float, align 4
  %57 = alloca float, align 4
  %58 = alloca float, align 4
  %59 = alloca float, align 4
  %60 = alloca float, align 4
  %61 = alloca float, align 4
  %62 = alloca float, align 4
  %63 = alloca float, align 4
  %64 = alloca float, align 4
  %65 = alloca float, align 4
  %66 = alloca float, align 4
  %67 = alloca float, align 4
  %68 = alloca float, align 4
  %69 = alloca float, align 4
  %70 = alloca float, align 4
  %71 = alloca float, align 4
  %72 = alloca float, align 4
  %73 = alloca float, align 4
  %74 = alloca float, align 4
  %75 = alloca float, align 4
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca i64, align 8
  %79 = alloca i64, align 8
  %80 = alloca ptr, align 8
  %81 = alloca float, align 4
  store ptr %0, ptr %76, align 8
    #dbg_declare(ptr %76, !21, !DIExpression(), !22)
  store ptr %1, ptr %77, align 8
    #dbg_declare(ptr %77, !23, !DIExpression(), !24)
  store i64 %2, ptr %78, align 8
    #dbg_declare(ptr %78, !25, !DIExpression(), !26)
    #dbg_declare(ptr %79, !27, !DIExpression(), !28)
  %82 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %83 = zext i32 %82 to i64, !dbg !41
  %84 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !42
  %85 = zext i32 %84 to i64, !dbg !50
  %86 = mul nsw i64 %83, %85, !dbg !51
  %87 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %88 = zext i32 %87 to i64, !dbg !60
  %89 = add nsw i64 %86, %88, !dbg !61
  store i64 %89, ptr %79, align 8, !dbg !28
  %90 = load i64, ptr %79, align 8, !dbg !62
  %91 = load i64, ptr %78, align 8, !dbg !64
  %92 = icmp slt i64 %90, %91, !dbg !65
  br i1 %92, label %93, label %297, !dbg !66

93:                                               ; preds = %3
    #dbg_declare(ptr %80, !67, !DIExpression(), !69)
  %94 = load ptr, ptr %76, align 8, !dbg !70
  %95 = load i64, ptr %79, align 8, !dbg !71
  %96 = getelementptr inbounds float, ptr %94, i64 %95, !dbg !72
  store ptr %96, ptr %80, align 8, !dbg !69
    #dbg_declare(ptr %81, !73, !DIExpression(), !74)
  %97 = load ptr, ptr %80, align 8, !dbg !75
  %98 = getelementptr inbounds float, ptr %97, i64 0, !dbg !75
  %99 = load float, ptr %98, align 4, !dbg !75
  %100 = fmul contract float 3.906250e-03, %99, !dbg !76
  store float %100, ptr %81, align 4, !dbg !74
  %101 = load ptr, ptr %80, align 8, !dbg !77
  %102 = getelementptr inbounds float, ptr %101, i64 1, !dbg !77
  %103 = load float, ptr %102, align 4, !dbg !77
  %104 = load float, ptr %81, align 4, !dbg !78
  store float 1.562500e-02, ptr %4, align 4
    #dbg_declare(ptr %4, !79, !DIExpression(), !83)
  store float %103, ptr %5, align 4
    #dbg_declare(ptr %5, !85, !DIExpression(), !86)
  store float %104, ptr %6, align 4
    #dbg_declare(ptr %6, !87, !DIExpression(), !88)
  %105 = load float, ptr %4, align 4, !dbg !89
  %106 = load float, ptr %5, align 4, !dbg !90
  %107 = load float, ptr %6, align 4, !dbg !91
  %108 = call contract noundef float @llvm.fma.f32(float %105, float %106, float %107), !dbg !92
  store float %108, ptr %81, align 4, !dbg !93
  %109 = load ptr, ptr %80, align 8, !dbg !94
  %110 = getelementptr inbounds float, ptr %109, i64 2, !dbg !94
  %111 = load float, ptr %110, align 4, !dbg !94
  %112 = load float, ptr %81, align 4, !dbg !95
  store float 2.343750e-02, ptr %7, align 4
    #dbg_declare(ptr %7, !79, !DIExpression(), !96)
  store float %111, ptr %8, align 4
    #dbg_declare(ptr %8, !85, !DIExpression(), !98)
  store float %112, ptr %9, align 4
    #dbg_declare(ptr %9, !87, !DIExpression(), !99)
  %113 = load float, ptr %7, align 4, !dbg !100
  %114 = load float, ptr %8, align 4, !dbg !101
  %115 = load float, ptr %9, align 4, !dbg !102
  %116 = call contract noundef float @llvm.fma.f32(float %113, float %114, float %115), !dbg !103
  store float %116, ptr %81, align 4, !dbg !104
  %117 = load ptr, ptr %80, align 8, !dbg !105
  %118 = getelementptr inbounds float, ptr %117, i64 3, !dbg !105
  %119 = load float, ptr %118, align 4, !dbg !105
  %120 = load float, ptr %81, align 4, !dbg !106
  store float 1.562500e-02, ptr %10, align 4
    #dbg_declare(ptr %10, !79, !DIExpression(), !107)
  store float %119, ptr %11, align 4
    #dbg_declare(ptr %11, !85, !DIExpression(), !109)
  store float %120, ptr %12, align 4
    #dbg_declare(ptr %12, !87, !DIExpression(), !110)
  %121 = load float, ptr %10, align 4, !dbg !111
  %122 = load float, ptr %11, align 4, !dbg !112
  %123 = load float, ptr %12, align 4, !dbg !113
  %124 = call contract noundef float @llvm.fma.f32(float %121, float %122, float %123), !dbg !114
  store float %124, ptr %81, align 4, !dbg !115
  %125 = load ptr, ptr %80, align 8, !dbg !116
  %126 = getelementptr inbounds float, ptr %125, i64 4, !dbg !116
  %127 = load float, ptr %126, align 4, !dbg !116
  %128 = load float, ptr %81, align 4, !dbg !117
  store float 3.906250e-03, ptr %13, align 4
    #dbg_declare(ptr %13, !79, !DIExpression(), !118)
  store float %127, ptr %14, align 4
    #dbg_declare(ptr %14, !85, !DIExpression(), !120)
  store float %128, ptr %15, align 4
    #dbg_declare(ptr %15, !87, !DIExpression(), !121)
  %129 = load float, ptr %13, align 4, !dbg !122
  %130 = load float, ptr %14, align 4, !dbg !123
  %131 = load float, ptr %15, align 4, !dbg !124
  %132 = call contract noundef float @llvm.fma.f32(float %129, float %130, float %131), !dbg !125
  store float %132, ptr %81, align 4, !dbg !126
  %133 = load ptr, ptr %80, align 8, !dbg !127
  %134 = getelementptr inbounds float, ptr %133, i64 516, !dbg !127
  %135 = load float, ptr %134, align 4, !dbg !127
  %136 = load float, ptr %81, align 4, !dbg !128
  store float 1.562500e-02, ptr %16, align 4
    #dbg_declare(ptr %16, !79, !DIExpression(), !129)
  store float %135, ptr %17, align 4
    #dbg_declare(ptr %17, !85, !DIExpression(), !131)
  store float %136, ptr %18, align 4
    #dbg_declare(ptr %18, !87, !DIExpression(), !132)
  %137 = load float, ptr %16, align 4, !dbg !133
  %138 = load float, ptr %17, align 4, !dbg !134
  %139 = load float, ptr %18, align 4, !dbg !135
  %140 = call contract noundef float @llvm.fma.f32(float %137, float %138, float %139), !dbg !136
  store float %140, ptr %81, align 4, !dbg !137
  %141 = load ptr, ptr %80, align 8, !dbg !138
  %142 = getelementptr inbounds float, ptr %141, i64 517, !dbg !138
  %143 = load float, ptr %142, align 4, !dbg !138
  %144 = load float, ptr %81, align 4, !dbg !139
  store float 6.250000e-02, ptr %19, align 4
    #dbg_declare(ptr %19, !79, !DIExpression(), !140)
  store float %143, ptr %20, align 4
    #dbg_declare(ptr %20, !85, !DIExpression(), !142)
  store float %144, ptr %21, align 4
    #dbg_declare(ptr %21, !87, !DIExpression(), !143)
  %145 = load float, ptr %19, align 4, !dbg !144
  %146 = load float, ptr %20, align 4, !dbg !145
  %147 = load float, ptr %21, align 4, !dbg !146
  %148 = call contract noundef float @llvm.fma.f32(float %145, float %146, float %147), !dbg !147
  store float %148, ptr %81, align 4, !dbg !148
  %149 = load ptr, ptr %80, align 8, !dbg !149
  %150 = getelementptr inbounds float, ptr %149, i64 518, !dbg !149
  %151 = load float, ptr %150, align 4, !dbg !149
  %152 = load float, ptr %81, align 4, !dbg !150
  store float 9.375000e-02, ptr %22, align 4
    #dbg_declare(ptr %22, !79, !DIExpression(), !151)
  store float %151, ptr %23, align 4
    #dbg_declare(ptr %23, !85, !DIExpression(), !153)
  store float %152, ptr %24, align 4
    #dbg_declare(ptr %24, !87, !DIExpression(), !154)
  %153 = load float, ptr %22, align 4, !dbg !155
  %154 = load float, ptr %23, align 4, !dbg !156
  %155 = load float, ptr %24, align 4, !dbg !157
  %156 = call contract noundef float @llvm.fma.f32(float %153, float %154, float %155), !dbg !158
  store float %156, ptr %81, align 4, !dbg !159
  %157 = load ptr, ptr %80, align 8, !dbg !160
  %158 = getelementptr inbounds float, ptr %157, i64 519, !dbg !160
  %159 = load float, ptr %158, align 4, !dbg !160
  %160 = load float, ptr %81, align 4, !dbg !161
  store float 6.250000e-02, ptr %25, align 4
    #dbg_declare(ptr %25, !79, !DIExpression(), !162)
  store float %159, ptr %26, align 4
    #dbg_declare(ptr %26, !85, !DIExpression(), !164)
  store float %160, ptr %27, align 4
    #dbg_declare(ptr %27, !87, !DIExpression(), !165)
  %161 = load float, ptr %25, align 4, !dbg !166
  %162 = load float, ptr %26, align 4, !dbg !167
  %163 = load float, ptr %27, align 4, !dbg !168
  %164 = call contract noundef float @llvm.fma.f32(float %161, float %162, float %163), !dbg !169
  store float %164, ptr %81, align 4, !dbg !170
  %165 = load ptr, ptr %80, align 8, !dbg !171
  %166 = getelementptr inbounds float, ptr %165, i64 520, !dbg !171
  %167 = load float, ptr %166, align 4, !dbg !171
  %168 = load float, ptr %81, align 4, !dbg !172
  store float 1.562500e-02, ptr %28, align 4
    #dbg_declare(ptr %28, !79, !DIExpression(), !173)
  store float %167, ptr %29, align 4
    #dbg_declare(ptr %29, !85, !DIExpression(), !175)
  store float %168, ptr %30, align 4
    #dbg_declare(ptr %30, !87, !DIExpression(), !176)
  %169 = load float, ptr %28, align 4, !dbg !177
  %170 = load float, ptr %29, align 4, !dbg !178
  %171 = load float, ptr %30, align 4, !dbg !179
  %172 = call contract noundef float @llvm.fma.f32(float %169, float %170, float %171), !dbg !180
  store float %172, ptr %81, align 4, !dbg !181
  %173 = load ptr, ptr %80, align 8, !dbg !182
  %174 = getelementptr inbounds float, ptr %173, i64 1032, !dbg !182
  %175 = load float, ptr %174, align 4, !dbg !182
  %176 = load float, ptr %81, align 4, !dbg !183
  store float 2.343750e-02, ptr %31, align 4
    #dbg_declare(ptr %31, !79, !DIExpression(), !184)
  store float %175, ptr %32, align 4
    #dbg_declare(ptr %32, !85, !DIExpression(), !186)
  store float %176, ptr %33, align 4
    #dbg_declare(ptr %33, !87, !DIExpression(), !187)
  %177 = load float, ptr %31, align 4, !dbg !188
  %178 = load float, ptr %32, align 4, !dbg !189
  %179 = load float, ptr %33, align 4, !dbg !190
  %180 = call contract noundef float @llvm.fma.f32(float %177, float %178, float %179), !dbg !191
  store float %180, ptr %81, align 4, !dbg !192
  %181 = load ptr, ptr %80, align 8, !dbg !193
  %182 = getelementptr inbounds float, ptr %181, i64 1033, !dbg !193
  %183 = load float, ptr %182, align 4, !dbg !193
  %184 = load float, ptr %81, align 4, !dbg !194
  store float 9.375000e-02, ptr %34, align 4
    #dbg_declare(ptr %34, !79, !DIExpression(), !195)
  store float %183, ptr %35, align 4
    #dbg_declare(ptr %35, !85, !DIExpression(), !197)
  store float %184, ptr %36, align 4
    #dbg_declare(ptr %36, !87, !DIExpression(), !198)
  %185 = load float, ptr %34, align 4, !dbg !199
  %186 = load float, ptr %35, align 4, !dbg !200
  %187 = load float, ptr %36, align 4, !dbg !201
  %188 = call contract noundef float @llvm.fma.f32(float %185, float %186, float %187), !dbg !202
  store float %188, ptr %81, align 4, !dbg !203
  %189 = load ptr, ptr %80, align 8, !dbg !204
  %190 = getelementptr inbounds float, ptr %189, i64 1034, !dbg !204
  %191 = load float, ptr %190, align 4, !dbg !204
  %192 = load float, ptr %81, align 4, !dbg !205
  store float 1.406250e-01, ptr %37, align 4
    #dbg_declare(ptr %37, !79, !DIExpression(), !206)
  store float %191, ptr %38, align 4
    #dbg_declare(ptr %38, !85, !DIExpression(), !208)
  store float %192, ptr %39, align 4
    #dbg_declare(ptr %39, !87, !DIExpression(), !209)
  %193 = load float, ptr %37, align 4, !dbg !210
  %194 = load float, ptr %38, align 4, !dbg !211
  %195 = load float, ptr %39, align 4, !dbg !212
  %196 = call contract noundef float @llvm.fma.f32(float %193, float %194, float %195), !dbg !213
  store float %196, ptr %81, align 4, !dbg !214
  %197 = load ptr, ptr %80, align 8, !dbg !215
  %198 = getelementptr inbounds float, ptr %197, i64 1035, !dbg !215
  %199 = load float, ptr %198, align 4, !dbg !215
  %200 = load float, ptr %81, align 4, !dbg !216
  store float 9.375000e-02, ptr %40, align 4
    #dbg_declare(ptr %40, !79, !DIExpression(), !217)
  store float %199, ptr %41, align 4
    #dbg_declare(ptr %41, !85, !DIExpression(), !219)
  store float %200, ptr %42, align 4
    #dbg_declare(ptr %42, !87, !DIExpression(), !220)
  %201 = load float, ptr %40, align 4, !dbg !221
  %202 = load float, ptr %41, align 4, !dbg !222
  %203 = load float, ptr %42, align 4, !dbg !223
  %204 = call contract noundef float @llvm.fma.f32(float %201, float %202, float %203), !dbg !224
  store float %204, ptr %81, align 4, !dbg !225
  %205 = load ptr, ptr %80, align 8, !dbg !226
  %206 = getelementptr inbounds float, ptr %205, i64 1036, !dbg !226
  %207 = load float, ptr %206, align 4, !dbg !226
  %208 = load float, ptr %81, align 4, !dbg !227
  store float 2.343750e-02, ptr %43, align 4
    #dbg_declare(ptr %43, !79, !DIExpression(), !228)
  store float %207, ptr %44, align 4
    #dbg_declare(ptr %44, !85, !DIExpression(), !230)
  store float %208, ptr %45, align 4
    #dbg_declare(ptr %45, !87, !DIExpression(), !231)
  %209 = load float, ptr %43, align 4, !dbg !232
  %210 = load float, ptr %44, align 4, !dbg !233
  %211 = load float, ptr %45, align 4, !dbg !234
  %212 = call contract noundef float @llvm.fma.f32(float %209, float %210, float %211), !dbg !235
  store float %212, ptr %81, align 4, !dbg !236
  %213 = load ptr, ptr %80, align 8, !dbg !237
  %214 = getelementptr inbounds float, ptr %213, i64 1548, !dbg !237
  %215 = load float, ptr %214, align 4, !dbg !237
  %216 = load float, ptr %81, align 4, !dbg !238
  store float 1.562500e-02, ptr %46, align 4
    #dbg_declare(ptr %46, !79, !DIExpression(), !239)
  store float %215, ptr %47, align 4
    #dbg_declare(ptr %47, !85, !DIExpression(), !241)
  store float %216, ptr %48, align 4
    #dbg_declare(ptr %48, !87, !DIExpression(), !242)
  %217 = load float, ptr %46, align 4, !dbg !243
  %218 = load float, ptr %47, align 4, !dbg !244
  %219 = load float, ptr %48, align 4, !dbg !245
  %220 = call contract noundef float @llvm.fma.f32(float %217, float %218, float %219), !dbg !246
  store float %220, ptr %81, align 4, !dbg !247
  %221 = load ptr, ptr %80, align 8, !dbg !248
  %222 = getelementptr inbounds float, ptr %221, i64 1549, !dbg !248
  %223 = load float, ptr %222, align 4, !dbg !248
  %224 = load float, ptr %81, align 4, !dbg !249
  store float 6.250000e-02, ptr %49, align 4
    #dbg_declare(ptr %49, !79, !DIExpression(), !250)
  store float %223, ptr %50, align 4
    #dbg_declare(ptr %50, !85, !DIExpression(), !252)
  store float %224, ptr %51, align 4
    #dbg_declare(ptr %51, !87, !DIExpression(), !253)
  %225 = load float, ptr %49, align 4, !dbg !254
  %226 = load float, ptr %50, align 4, !dbg !255
  %227 = load float, ptr %51, align 4, !dbg !256
  %228 = call contract noundef float @llvm.fma.f32(float %225, float %226, float %227), !dbg !257
  store float %228, ptr %81, align 4, !dbg !258
  %229 = load ptr, ptr %80, align 8, !dbg !259
  %230 = getelementptr inbounds float, ptr %229, i64 1550, !dbg !259
  %231 = load float, ptr %230, align 4, !dbg !259
  %232 = load float, ptr %81, align 4, !dbg !260
  store float 9.375000e-02, ptr %52, align 4
    #dbg_declare(ptr %52, !79, !DIExpression(), !261)
  store float %231, ptr %53, align 4
    #dbg_declare(ptr %53, !85, !DIExpression(), !263)
  store float %232, ptr %54, align 4
    #dbg_declare(ptr %54, !87, !DIExpression(), !264)
  %233 = load float, ptr %52, align 4, !dbg !265
  %234 = load float, ptr %53, align 4, !dbg !266
  %235 = load float, ptr %54, align 4, !dbg !267
  %236 = call contract noundef float @llvm.fma.f32(float %233, float %234, float %235), !dbg !268
  store float %236, ptr %81, align 4, !dbg !269
  %237 = load ptr, ptr %80, align 8, !dbg !270
  %238 = getelementptr inbounds float, ptr %237, i64 1551, !dbg !270
  %239 = load float, ptr %238, align 4, !dbg !270
  %240 = load float, ptr %81, align 4, !dbg !271
  store float 6.250000e-02, ptr %55, align 4
    #dbg_declare(ptr %55, !79, !DIExpression(), !272)
  store float %239, ptr %56, align 4
    #dbg_declare(ptr %56, !85, !DIExpression(), !274)
  store float %240, ptr %57, align 4
    #dbg_declare(ptr %57, !87, !DIExpression(), !275)
  %241 = load float, ptr %55, align 4, !dbg !276
  %242 = load float, ptr %56, align 4, !dbg !277
  %243 = load float, ptr %57, align 4, !dbg !278
  %244 = call contract noundef float @llvm.fma.f32(float %241, float %242, float %243), !dbg !279
  store float %244, ptr %81, align 4, !dbg !280
  %245 = load ptr, ptr %80, align 8, !dbg !281
  %246 = getelementptr inbounds float, ptr %245, i64 1552, !dbg !281
  %247 = load float, ptr %246, align 4, !dbg !281
  %248 = load float, ptr %81, align 4, !dbg !282
  store float 1.562500e-02, ptr %58, align 4
    #dbg_declare(ptr %58, !79, !DIExpression(), !283)
  store float %247, ptr %59, align 4
    #dbg_declare(ptr %59, !85, !DIExpression(), !285)
  store float %248, ptr %60, align 4
    #dbg_declare(ptr %60, !87, !DIExpression(), !286)
  %249 = load float, ptr %58, align 4, !dbg !287
  %250 = load float, ptr %59, align 4, !dbg !288
  %251 = load float, ptr %60, align 4, !dbg !289
  %252 = call contract noundef float @llvm.fma.f32(float %249, float %250, float %251), !dbg !290
  store float %252, ptr %81, align 4, !dbg !291
  %253 = load ptr, ptr %80, align 8, !dbg !292
  %254 = getelementptr inbounds float, ptr %253, i64 2064, !dbg !292
  %255 = load float, ptr %254, align 4, !dbg !292
  %256 = load float, ptr %81, align 4, !dbg !293
  store float 3.906250e-03, ptr %61, align 4
    #dbg_declare(ptr %61, !79, !DIExpression(), !294)
  store float %255, ptr %62, align 4
    #dbg_declare(ptr %62, !85, !DIExpression(), !296)
  store float %256, ptr %63, align 4
    #dbg_declare(ptr %63, !87, !DIExpression(), !297)
  %257 = load float, ptr %61, align 4, !dbg !298
  %258 = load float, ptr %62, align 4, !dbg !299
  %259 = load float, ptr %63, align 4, !dbg !300
  %260 = call contract noundef float @llvm.fma.f32(float %257, float %258, float %259), !dbg !301
  store float %260, ptr %81, align 4, !dbg !302
  %261 = load ptr, ptr %80, align 8, !dbg !303
  %262 = getelementptr inbounds float, ptr %261, i64 2065, !dbg !303
  %263 = load float, ptr %262, align 4, !dbg !303
  %264 = load float, ptr %81, align 4, !dbg !304
  store float 1.562500e-02, ptr %64, align 4
    #dbg_declare(ptr %64, !79, !DIExpression(), !305)
  store float %263, ptr %65, align 4
    #dbg_declare(ptr %65, !85, !DIExpression(), !307)
  store float %264, ptr %66, align 4
    #dbg_declare(ptr %66, !87, !DIExpression(), !308)
  %265 = load float, ptr %64, align 4, !dbg !309
  %266 = load float, ptr %65, align 4, !dbg !310
  %267 = load float, ptr %66, align 4, !dbg !311
  %268 = call contract noundef float @llvm.fma.f32(float %265, float %266, float %267), !dbg !312
  store float %268, ptr %81, align 4, !dbg !313
  %269 = load ptr, ptr %80, align 8, !dbg !314
  %270 = getelementptr inbounds float, ptr %269, i64 2066, !dbg !314
  %271 = load float, ptr %270, align 4, !dbg !314
  %272 = load float, ptr %81, align 4, !dbg !315
  store float 2.343750e-02, ptr %67, align 4
    #dbg_declare(ptr %67, !79, !DIExpression(), !316)
  store float %271, ptr %68, align 4
    #dbg_declare(ptr %68, !85, !DIExpression(), !318)
  store float %272, ptr %69, align 4
    #dbg_declare(ptr %69, !87, !DIExpression(), !319)
  %273 = load float, ptr %67, align 4, !dbg !320
  %274 = load float, ptr %68, align 4, !dbg !321
  %275 = load float, ptr %69, align 4, !dbg !322
  %276 = call contract noundef float @llvm.fma.f32(float %273, float %274, float %275), !dbg !323
  store float %276, ptr %81, align 4, !dbg !324
  %277 = load ptr, ptr %80, align 8, !dbg !325
  %278 = getelementptr inbounds float, ptr %277, i64 2067, !dbg !325
  %279 = load float, ptr %278, align 4, !dbg !325
  %280 = load float, ptr %81, align 4, !dbg !326
  store float 1.562500e-02, ptr %70, align 4
    #dbg_declare(ptr %70, !79, !DIExpression(), !327)
  store float %279, ptr %71, align 4
    #dbg_declare(ptr %71, !85, !DIExpression(), !329)
  store float %280, ptr %72, align 4
    #dbg_declare(ptr %72, !87, !DIExpression(), !330)
  %281 = load float, ptr %70, align 4, !dbg !331
  %282 = load float, ptr %71, align 4, !dbg !332
  %283 = load float, ptr %72, align 4, !dbg !333
  %284 = call contract noundef float @llvm.fma.f32(float %281, float %282, float %283), !dbg !334
  store float %284, ptr %81, align 4, !dbg !335
  %285 = load ptr, ptr %80, align 8, !dbg !336
  %286 = getelementptr inbounds float, ptr %285, i64 2068, !dbg !336
  %287 = load float, ptr %286, align 4, !dbg !336
  %288 = load float, ptr %81, align 4, !dbg !337
  store float 3.906250e-03, ptr %73, align 4
    #dbg_declare(ptr %73, !79, !DIExpression(), !338)
  store float %287, ptr %74, align 4
    #dbg_declare(ptr %74, !85, !DIExpression(), !340)
  store float %288, ptr %75, align 4
    #dbg_declare(ptr %75, !87, !DIExpression(), !341)
  %289 = load float, ptr %73, align 4, !dbg !342
  %290 = load float, ptr %74, align 4, !dbg !343
  %291 = load float, ptr %75, align 4, !dbg !344
  %292 = call contract noundef float @llvm.fma.f32(float %289, float %290, float %291), !dbg !345
  store float %292, ptr %81, align 4, !dbg !346
  %293 = load float, ptr %81, align 4, !dbg !347
  %294 = load ptr, ptr %77, align 8, !dbg !348
  %295 = load i64, ptr %79, align 8, !dbg !349
  %296 = getelementptr inbounds float, ptr %294, i64 %295, !dbg !348
  store float %293, ptr %296, align 4, !dbg !350
  br label %297, !dbg !351

297:                                              ; preds = %93, %3
  ret void, !dbg !352
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/conv5x5_stream.cu", directory: ".")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{ptr @conv5x5_stream, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "conv5x5_stream", scope: !1, file: !1, line: 17, type: !12, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!12 = !DISubroutineType(types: !13)
!13 = !{null, !14, !18, !3}
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!20 = !{}
!21 = !DILocalVariable(name: "in", arg: 1, scope: !11, file: !1, line: 17, type: !14)
!22 = !DILocation(line: 17, column: 69, scope: !11)
!23 = !DILocalVariable(name: "out", arg: 2, scope: !11, file: !1, line: 18, type: !18)
!24 = !DILocation(line: 18, column: 63, scope: !11)
!25 = !DILocalVariable(name: "n", arg: 3, scope: !11, file: !1, line: 18, type: !3)
!26 = !DILocation(line: 18, column: 73, scope: !11)
!27 = !DILocalVariable(name: "i", scope: !11, file: !1, line: 19, type: !3)
!28 = !DILocation(line: 19, column: 8, scope: !11)
!29 = !DILocation(line: 45, column: 1, scope: !30, inlinedAt: !40)
!30 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !32, file: !31, line: 45, type: !35, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !34)
!31 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !31, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !33, identifier: "_ZTS15vgiw_blockIdx_t")
!33 = !{!34, !38, !39}
!34 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !32, file: !31, line: 45, type: !35, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!35 = !DISubroutineType(types: !36)
!36 = !{!37}
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !32, file: !31, line: 45, type: !35, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!39 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !32, file: !31, line: 45, type: !35, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!40 = distinct !DILocation(line: 19, column: 18, scope: !11)
!41 = !DILocation(line: 19, column: 18, scope: !11)
!42 = !DILocation(line: 46, column: 1, scope: !43, inlinedAt: !49)
!43 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !44, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !46)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !31, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !45, identifier: "_ZTS15vgiw_blockDim_t")
!45 = !{!46, !47, !48}
!46 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !44, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!47 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !44, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!48 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !44, file: !31, line: 46, type: !35, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!49 = distinct !DILocation(line: 19, column: 31, scope: !11)
!50 = !DILocation(line: 19, column: 31, scope: !11)
!51 = !DILocation(line: 19, column: 29, scope: !11)
!52 = !DILocation(line: 44, column: 1, scope: !53, inlinedAt: !59)
!53 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !54, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !56)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !31, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !55, identifier: "_ZTS16vgiw_threadIdx_t")
!55 = !{!56, !57, !58}
!56 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !54, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!57 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !54, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!58 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !54, file: !31, line: 44, type: !35, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!59 = distinct !DILocation(line: 19, column: 44, scope: !11)
!60 = !DILocation(line: 19, column: 44, scope: !11)
!61 = !DILocation(line: 19, column: 42, scope: !11)
!62 = !DILocation(line: 20, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !11, file: !1, line: 20, column: 7)
!64 = !DILocation(line: 20, column: 11, scope: !63)
!65 = !DILocation(line: 20, column: 9, scope: !63)
!66 = !DILocation(line: 20, column: 7, scope: !11)
!67 = !DILocalVariable(name: "p", scope: !68, file: !1, line: 21, type: !15)
!68 = distinct !DILexicalBlock(scope: !63, file: !1, line: 20, column: 14)
!69 = !DILocation(line: 21, column: 18, scope: !68)
!70 = !DILocation(line: 21, column: 22, scope: !68)
!71 = !DILocation(line: 21, column: 27, scope: !68)
!72 = !DILocation(line: 21, column: 25, scope: !68)
!73 = !DILocalVariable(name: "s", scope: !68, file: !1, line: 22, type: !17)
!74 = !DILocation(line: 22, column: 11, scope: !68)
!75 = !DILocation(line: 22, column: 28, scope: !68)
!76 = !DILocation(line: 22, column: 26, scope: !68)
!77 = !DILocation(line: 23, column: 26, scope: !68)
!78 = !DILocation(line: 23, column: 32, scope: !68)
!79 = !DILocalVariable(name: "a", arg: 1, scope: !80, file: !31, line: 173, type: !17)
!80 = distinct !DISubprogram(name: "fmaf", linkageName: "_ZL4fmaffff", scope: !31, file: !31, line: 173, type: !81, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!81 = !DISubroutineType(types: !82)
!82 = !{!17, !17, !17, !17}
!83 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !84)
!84 = distinct !DILocation(line: 23, column: 9, scope: !68)
!85 = !DILocalVariable(name: "b", arg: 2, scope: !80, file: !31, line: 173, type: !17)
!86 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !84)
!87 = !DILocalVariable(name: "c", arg: 3, scope: !80, file: !31, line: 173, type: !17)
!88 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !84)
!89 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !84)
!90 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !84)
!91 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !84)
!92 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !84)
!93 = !DILocation(line: 23, column: 7, scope: !68)
!94 = !DILocation(line: 24, column: 26, scope: !68)
!95 = !DILocation(line: 24, column: 32, scope: !68)
!96 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !97)
!97 = distinct !DILocation(line: 24, column: 9, scope: !68)
!98 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !97)
!99 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !97)
!100 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !97)
!101 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !97)
!102 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !97)
!103 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !97)
!104 = !DILocation(line: 24, column: 7, scope: !68)
!105 = !DILocation(line: 25, column: 26, scope: !68)
!106 = !DILocation(line: 25, column: 32, scope: !68)
!107 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !108)
!108 = distinct !DILocation(line: 25, column: 9, scope: !68)
!109 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !108)
!110 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !108)
!111 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !108)
!112 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !108)
!113 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !108)
!114 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !108)
!115 = !DILocation(line: 25, column: 7, scope: !68)
!116 = !DILocation(line: 26, column: 26, scope: !68)
!117 = !DILocation(line: 26, column: 32, scope: !68)
!118 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !119)
!119 = distinct !DILocation(line: 26, column: 9, scope: !68)
!120 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !119)
!121 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !119)
!122 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !119)
!123 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !119)
!124 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !119)
!125 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !119)
!126 = !DILocation(line: 26, column: 7, scope: !68)
!127 = !DILocation(line: 27, column: 26, scope: !68)
!128 = !DILocation(line: 27, column: 33, scope: !68)
!129 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !130)
!130 = distinct !DILocation(line: 27, column: 9, scope: !68)
!131 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !130)
!132 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !130)
!133 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !130)
!134 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !130)
!135 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !130)
!136 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !130)
!137 = !DILocation(line: 27, column: 7, scope: !68)
!138 = !DILocation(line: 28, column: 27, scope: !68)
!139 = !DILocation(line: 28, column: 38, scope: !68)
!140 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !141)
!141 = distinct !DILocation(line: 28, column: 9, scope: !68)
!142 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !141)
!143 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !141)
!144 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !141)
!145 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !141)
!146 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !141)
!147 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !141)
!148 = !DILocation(line: 28, column: 7, scope: !68)
!149 = !DILocation(line: 29, column: 27, scope: !68)
!150 = !DILocation(line: 29, column: 38, scope: !68)
!151 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !152)
!152 = distinct !DILocation(line: 29, column: 9, scope: !68)
!153 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !152)
!154 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !152)
!155 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !152)
!156 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !152)
!157 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !152)
!158 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !152)
!159 = !DILocation(line: 29, column: 7, scope: !68)
!160 = !DILocation(line: 30, column: 27, scope: !68)
!161 = !DILocation(line: 30, column: 38, scope: !68)
!162 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !163)
!163 = distinct !DILocation(line: 30, column: 9, scope: !68)
!164 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !163)
!165 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !163)
!166 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !163)
!167 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !163)
!168 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !163)
!169 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !163)
!170 = !DILocation(line: 30, column: 7, scope: !68)
!171 = !DILocation(line: 31, column: 26, scope: !68)
!172 = !DILocation(line: 31, column: 37, scope: !68)
!173 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !174)
!174 = distinct !DILocation(line: 31, column: 9, scope: !68)
!175 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !174)
!176 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !174)
!177 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !174)
!178 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !174)
!179 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !174)
!180 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !174)
!181 = !DILocation(line: 31, column: 7, scope: !68)
!182 = !DILocation(line: 32, column: 26, scope: !68)
!183 = !DILocation(line: 32, column: 37, scope: !68)
!184 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !185)
!185 = distinct !DILocation(line: 32, column: 9, scope: !68)
!186 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !185)
!187 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !185)
!188 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !185)
!189 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !185)
!190 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !185)
!191 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !185)
!192 = !DILocation(line: 32, column: 7, scope: !68)
!193 = !DILocation(line: 33, column: 27, scope: !68)
!194 = !DILocation(line: 33, column: 42, scope: !68)
!195 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !196)
!196 = distinct !DILocation(line: 33, column: 9, scope: !68)
!197 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !196)
!198 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !196)
!199 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !196)
!200 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !196)
!201 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !196)
!202 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !196)
!203 = !DILocation(line: 33, column: 7, scope: !68)
!204 = !DILocation(line: 34, column: 27, scope: !68)
!205 = !DILocation(line: 34, column: 42, scope: !68)
!206 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !207)
!207 = distinct !DILocation(line: 34, column: 9, scope: !68)
!208 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !207)
!209 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !207)
!210 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !207)
!211 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !207)
!212 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !207)
!213 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !207)
!214 = !DILocation(line: 34, column: 7, scope: !68)
!215 = !DILocation(line: 35, column: 27, scope: !68)
!216 = !DILocation(line: 35, column: 42, scope: !68)
!217 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !218)
!218 = distinct !DILocation(line: 35, column: 9, scope: !68)
!219 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !218)
!220 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !218)
!221 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !218)
!222 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !218)
!223 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !218)
!224 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !218)
!225 = !DILocation(line: 35, column: 7, scope: !68)
!226 = !DILocation(line: 36, column: 26, scope: !68)
!227 = !DILocation(line: 36, column: 41, scope: !68)
!228 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !229)
!229 = distinct !DILocation(line: 36, column: 9, scope: !68)
!230 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !229)
!231 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !229)
!232 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !229)
!233 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !229)
!234 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !229)
!235 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !229)
!236 = !DILocation(line: 36, column: 7, scope: !68)
!237 = !DILocation(line: 37, column: 26, scope: !68)
!238 = !DILocation(line: 37, column: 37, scope: !68)
!239 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !240)
!240 = distinct !DILocation(line: 37, column: 9, scope: !68)
!241 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !240)
!242 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !240)
!243 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !240)
!244 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !240)
!245 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !240)
!246 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !240)
!247 = !DILocation(line: 37, column: 7, scope: !68)
!248 = !DILocation(line: 38, column: 27, scope: !68)
!249 = !DILocation(line: 38, column: 42, scope: !68)
!250 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !251)
!251 = distinct !DILocation(line: 38, column: 9, scope: !68)
!252 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !251)
!253 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !251)
!254 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !251)
!255 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !251)
!256 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !251)
!257 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !251)
!258 = !DILocation(line: 38, column: 7, scope: !68)
!259 = !DILocation(line: 39, column: 27, scope: !68)
!260 = !DILocation(line: 39, column: 42, scope: !68)
!261 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !262)
!262 = distinct !DILocation(line: 39, column: 9, scope: !68)
!263 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !262)
!264 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !262)
!265 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !262)
!266 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !262)
!267 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !262)
!268 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !262)
!269 = !DILocation(line: 39, column: 7, scope: !68)
!270 = !DILocation(line: 40, column: 27, scope: !68)
!271 = !DILocation(line: 40, column: 42, scope: !68)
!272 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !273)
!273 = distinct !DILocation(line: 40, column: 9, scope: !68)
!274 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !273)
!275 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !273)
!276 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !273)
!277 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !273)
!278 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !273)
!279 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !273)
!280 = !DILocation(line: 40, column: 7, scope: !68)
!281 = !DILocation(line: 41, column: 26, scope: !68)
!282 = !DILocation(line: 41, column: 41, scope: !68)
!283 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !284)
!284 = distinct !DILocation(line: 41, column: 9, scope: !68)
!285 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !284)
!286 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !284)
!287 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !284)
!288 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !284)
!289 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !284)
!290 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !284)
!291 = !DILocation(line: 41, column: 7, scope: !68)
!292 = !DILocation(line: 42, column: 26, scope: !68)
!293 = !DILocation(line: 42, column: 37, scope: !68)
!294 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !295)
!295 = distinct !DILocation(line: 42, column: 9, scope: !68)
!296 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !295)
!297 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !295)
!298 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !295)
!299 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !295)
!300 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !295)
!301 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !295)
!302 = !DILocation(line: 42, column: 7, scope: !68)
!303 = !DILocation(line: 43, column: 26, scope: !68)
!304 = !DILocation(line: 43, column: 41, scope: !68)
!305 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !306)
!306 = distinct !DILocation(line: 43, column: 9, scope: !68)
!307 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !306)
!308 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !306)
!309 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !306)
!310 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !306)
!311 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !306)
!312 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !306)
!313 = !DILocation(line: 43, column: 7, scope: !68)
!314 = !DILocation(line: 44, column: 26, scope: !68)
!315 = !DILocation(line: 44, column: 41, scope: !68)
!316 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !317)
!317 = distinct !DILocation(line: 44, column: 9, scope: !68)
!318 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !317)
!319 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !317)
!320 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !317)
!321 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !317)
!322 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !317)
!323 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !317)
!324 = !DILocation(line: 44, column: 7, scope: !68)
!325 = !DILocation(line: 45, column: 26, scope: !68)
!326 = !DILocation(line: 45, column: 41, scope: !68)
!327 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !328)
!328 = distinct !DILocation(line: 45, column: 9, scope: !68)
!329 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !328)
!330 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !328)
!331 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !328)
!332 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !328)
!333 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !328)
!334 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !328)
!335 = !DILocation(line: 45, column: 7, scope: !68)
!336 = !DILocation(line: 46, column: 26, scope: !68)
!337 = !DILocation(line: 46, column: 41, scope: !68)
!338 = !DILocation(line: 173, column: 27, scope: !80, inlinedAt: !339)
!339 = distinct !DILocation(line: 46, column: 9, scope: !68)
!340 = !DILocation(line: 173, column: 36, scope: !80, inlinedAt: !339)
!341 = !DILocation(line: 173, column: 45, scope: !80, inlinedAt: !339)
!342 = !DILocation(line: 173, column: 72, scope: !80, inlinedAt: !339)
!343 = !DILocation(line: 173, column: 75, scope: !80, inlinedAt: !339)
!344 = !DILocation(line: 173, column: 78, scope: !80, inlinedAt: !339)
!345 = !DILocation(line: 173, column: 57, scope: !80, inlinedAt: !339)
!346 = !DILocation(line: 46, column: 7, scope: !68)
!347 = !DILocation(line: 47, column: 14, scope: !68)
!348 = !DILocation(line: 47, column: 5, scope: !68)
!349 = !DILocation(line: 47, column: 9, scope: !68)
!350 = !DILocation(line: 47, column: 12, scope: !68)
!351 = !DILocation(line: 48, column: 3, scope: !68)
!352 = !DILocation(line: 49, column: 1, scope: !11)
