; ModuleID = 'samples/histogram.cu'
source_filename = "samples/histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_threadIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_gridDim_t = type { i8 }

@_ZZ9histogramE2sh = internal addrspace(3) global [256 x i32] undef, align 4, !dbg !0
@_ZZ9histogramE8sh_count = internal addrspace(3) global i32 undef, align 4, !dbg !18
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.vgiw_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @histogram(i8* noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3, i32* noundef %4, i32* noundef %5, float* noundef %6) #0 !dbg !2 {
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32*, align 8
  %14 = alloca i32, align 4
  %15 = alloca float*, align 8
  %16 = alloca float, align 4
  %17 = alloca i32*, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32*, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32*, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32*, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32*, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32*, align 8
  %32 = alloca i32, align 4
  %33 = alloca i8*, align 8
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32*, align 8
  %37 = alloca i32*, align 8
  %38 = alloca i32*, align 8
  %39 = alloca float*, align 8
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca float, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  store i8* %0, i8** %33, align 8
  call void @llvm.dbg.declare(metadata i8** %33, metadata !31, metadata !DIExpression()), !dbg !32
  store i32 %1, i32* %34, align 4
  call void @llvm.dbg.declare(metadata i32* %34, metadata !33, metadata !DIExpression()), !dbg !34
  store i32 %2, i32* %35, align 4
  call void @llvm.dbg.declare(metadata i32* %35, metadata !35, metadata !DIExpression()), !dbg !36
  store i32* %3, i32** %36, align 8
  call void @llvm.dbg.declare(metadata i32** %36, metadata !37, metadata !DIExpression()), !dbg !38
  store i32* %4, i32** %37, align 8
  call void @llvm.dbg.declare(metadata i32** %37, metadata !39, metadata !DIExpression()), !dbg !40
  store i32* %5, i32** %38, align 8
  call void @llvm.dbg.declare(metadata i32** %38, metadata !41, metadata !DIExpression()), !dbg !42
  store float* %6, float** %39, align 8
  call void @llvm.dbg.declare(metadata float** %39, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %40, metadata !45, metadata !DIExpression()), !dbg !47
  %49 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !48
  store i32 %49, i32* %40, align 4, !dbg !47
  br label %50, !dbg !59

50:                                               ; preds = %57, %7
  %51 = load i32, i32* %40, align 4, !dbg !60
  %52 = icmp slt i32 %51, 256, !dbg !62
  br i1 %52, label %53, label %61, !dbg !63

53:                                               ; preds = %50
  %54 = load i32, i32* %40, align 4, !dbg !64
  %55 = sext i32 %54 to i64, !dbg !65
  %56 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ9histogramE2sh to [256 x i32]*), i64 0, i64 %55, !dbg !65
  store i32 0, i32* %56, align 4, !dbg !66
  br label %57, !dbg !65

57:                                               ; preds = %53
  %58 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !67
  %59 = load i32, i32* %40, align 4, !dbg !75
  %60 = add i32 %59, %58, !dbg !75
  store i32 %60, i32* %40, align 4, !dbg !75
  br label %50, !dbg !76, !llvm.loop !77

61:                                               ; preds = %50
  %62 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !80
  %63 = icmp eq i32 %62, 0, !dbg !83
  br i1 %63, label %64, label %65, !dbg !84

64:                                               ; preds = %61
  store i32 0, i32* addrspacecast (i32 addrspace(3)* @_ZZ9histogramE8sh_count to i32*), align 4, !dbg !85
  br label %65, !dbg !86

65:                                               ; preds = %64, %61
  call void @llvm.nvvm.barrier0(), !dbg !87
  call void @llvm.dbg.declare(metadata i32* %41, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 255, i32* %41, align 4, !dbg !89
  call void @llvm.dbg.declare(metadata i32* %42, metadata !90, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %42, align 4, !dbg !91
  call void @llvm.dbg.declare(metadata float* %43, metadata !92, metadata !DIExpression()), !dbg !93
  store float 0.000000e+00, float* %43, align 4, !dbg !93
  call void @llvm.dbg.declare(metadata i32* %44, metadata !94, metadata !DIExpression()), !dbg !96
  %66 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !97
  %67 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !105
  %68 = mul i32 %66, %67, !dbg !107
  %69 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !108
  %70 = add i32 %68, %69, !dbg !110
  store i32 %70, i32* %44, align 4, !dbg !96
  br label %71, !dbg !111

71:                                               ; preds = %133, %65
  %72 = load i32, i32* %44, align 4, !dbg !112
  %73 = load i32, i32* %34, align 4, !dbg !114
  %74 = icmp slt i32 %72, %73, !dbg !115
  br i1 %74, label %75, label %139, !dbg !116

75:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata i32* %45, metadata !117, metadata !DIExpression()), !dbg !119
  %76 = load i8*, i8** %33, align 8, !dbg !120
  %77 = load i32, i32* %44, align 4, !dbg !121
  %78 = sext i32 %77 to i64, !dbg !120
  %79 = getelementptr inbounds i8, i8* %76, i64 %78, !dbg !120
  %80 = load i8, i8* %79, align 1, !dbg !120
  %81 = zext i8 %80 to i32, !dbg !120
  store i32 %81, i32* %45, align 4, !dbg !119
  call void @llvm.dbg.declare(metadata i32* %46, metadata !122, metadata !DIExpression()), !dbg !123
  %82 = load i32, i32* %35, align 4, !dbg !124
  switch i32 %82, label %93 [
    i32 0, label %83
    i32 1, label %85
    i32 2, label %88
  ], !dbg !125

83:                                               ; preds = %75
  %84 = load i32, i32* %45, align 4, !dbg !126
  store i32 %84, i32* %46, align 4, !dbg !128
  br label %97, !dbg !129

85:                                               ; preds = %75
  %86 = load i32, i32* %45, align 4, !dbg !130
  %87 = lshr i32 %86, 4, !dbg !131
  store i32 %87, i32* %46, align 4, !dbg !132
  br label %97, !dbg !133

88:                                               ; preds = %75
  %89 = load i32, i32* %45, align 4, !dbg !134
  %90 = load i32, i32* %45, align 4, !dbg !135
  %91 = mul nsw i32 %89, %90, !dbg !136
  %92 = urem i32 %91, 251, !dbg !137
  store i32 %92, i32* %46, align 4, !dbg !138
  br label %97, !dbg !139

93:                                               ; preds = %75
  %94 = load i32, i32* %45, align 4, !dbg !140
  %95 = mul i32 %94, -1640531535, !dbg !141
  %96 = lshr i32 %95, 24, !dbg !142
  store i32 %96, i32* %46, align 4, !dbg !143
  br label %97, !dbg !144

97:                                               ; preds = %93, %88, %85, %83
  %98 = load i32, i32* %46, align 4, !dbg !145
  %99 = zext i32 %98 to i64, !dbg !146
  %100 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ9histogramE2sh to [256 x i32]*), i64 0, i64 %99, !dbg !146
  store i32* %100, i32** %29, align 8
  call void @llvm.dbg.declare(metadata i32** %29, metadata !147, metadata !DIExpression()), !dbg !151
  store i32 1, i32* %30, align 4
  call void @llvm.dbg.declare(metadata i32* %30, metadata !153, metadata !DIExpression()), !dbg !154
  %101 = load i32*, i32** %29, align 8, !dbg !155
  %102 = load i32, i32* %30, align 4, !dbg !156
  %103 = atomicrmw add i32* %101, i32 %102 seq_cst, align 4, !dbg !157
  store i32* addrspacecast (i32 addrspace(3)* @_ZZ9histogramE8sh_count to i32*), i32** %25, align 8
  call void @llvm.dbg.declare(metadata i32** %25, metadata !158, metadata !DIExpression()) #5, !dbg !160
  store i32 -1, i32* %26, align 4
  call void @llvm.dbg.declare(metadata i32* %26, metadata !162, metadata !DIExpression()) #5, !dbg !163
  %104 = load i32*, i32** %25, align 8, !dbg !164
  %105 = load i32, i32* %26, align 4, !dbg !165
  %106 = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %104, i32 %105) #5, !dbg !166
  %107 = load i32, i32* %41, align 4, !dbg !167
  %108 = load i32, i32* %45, align 4, !dbg !168
  store i32 %107, i32* %23, align 4
  call void @llvm.dbg.declare(metadata i32* %23, metadata !169, metadata !DIExpression()), !dbg !173
  store i32 %108, i32* %24, align 4
  call void @llvm.dbg.declare(metadata i32* %24, metadata !175, metadata !DIExpression()), !dbg !176
  %109 = load i32, i32* %23, align 4, !dbg !177
  %110 = load i32, i32* %24, align 4, !dbg !178
  %111 = icmp slt i32 %109, %110, !dbg !179
  br i1 %111, label %112, label %114, !dbg !177

112:                                              ; preds = %97
  %113 = load i32, i32* %23, align 4, !dbg !180
  br label %116, !dbg !177

114:                                              ; preds = %97
  %115 = load i32, i32* %24, align 4, !dbg !181
  br label %116, !dbg !177

116:                                              ; preds = %112, %114
  %117 = phi i32 [ %113, %112 ], [ %115, %114 ], !dbg !177
  store i32 %117, i32* %41, align 4, !dbg !182
  %118 = load i32, i32* %42, align 4, !dbg !183
  %119 = load i32, i32* %45, align 4, !dbg !184
  store i32 %118, i32* %21, align 4
  call void @llvm.dbg.declare(metadata i32* %21, metadata !185, metadata !DIExpression()), !dbg !187
  store i32 %119, i32* %22, align 4
  call void @llvm.dbg.declare(metadata i32* %22, metadata !189, metadata !DIExpression()), !dbg !190
  %120 = load i32, i32* %21, align 4, !dbg !191
  %121 = load i32, i32* %22, align 4, !dbg !192
  %122 = icmp sgt i32 %120, %121, !dbg !193
  br i1 %122, label %123, label %125, !dbg !191

123:                                              ; preds = %116
  %124 = load i32, i32* %21, align 4, !dbg !194
  br label %127, !dbg !191

125:                                              ; preds = %116
  %126 = load i32, i32* %22, align 4, !dbg !195
  br label %127, !dbg !191

127:                                              ; preds = %123, %125
  %128 = phi i32 [ %124, %123 ], [ %126, %125 ], !dbg !191
  store i32 %128, i32* %42, align 4, !dbg !196
  %129 = load i32, i32* %45, align 4, !dbg !197
  %130 = sitofp i32 %129 to float, !dbg !197
  %131 = load float, float* %43, align 4, !dbg !198
  %132 = fadd contract float %131, %130, !dbg !198
  store float %132, float* %43, align 4, !dbg !198
  br label %133, !dbg !199

133:                                              ; preds = %127
  %134 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !200
  %135 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5, !dbg !202
  %136 = mul i32 %134, %135, !dbg !210
  %137 = load i32, i32* %44, align 4, !dbg !211
  %138 = add i32 %137, %136, !dbg !211
  store i32 %138, i32* %44, align 4, !dbg !211
  br label %71, !dbg !212, !llvm.loop !213

139:                                              ; preds = %71
  %140 = load i32*, i32** %37, align 8, !dbg !215
  %141 = getelementptr inbounds i32, i32* %140, i64 0, !dbg !215
  %142 = load i32, i32* %41, align 4, !dbg !216
  %143 = sub nsw i32 %142, 256, !dbg !217
  store i32* %141, i32** %19, align 8
  call void @llvm.dbg.declare(metadata i32** %19, metadata !218, metadata !DIExpression()), !dbg !222
  store i32 %143, i32* %20, align 4
  call void @llvm.dbg.declare(metadata i32* %20, metadata !224, metadata !DIExpression()), !dbg !225
  %144 = load i32*, i32** %19, align 8, !dbg !226
  %145 = load i32, i32* %20, align 4, !dbg !227
  %146 = atomicrmw min i32* %144, i32 %145 seq_cst, align 4, !dbg !228
  %147 = load i32*, i32** %37, align 8, !dbg !229
  %148 = getelementptr inbounds i32, i32* %147, i64 1, !dbg !229
  %149 = load i32, i32* %42, align 4, !dbg !230
  store i32* %148, i32** %17, align 8
  call void @llvm.dbg.declare(metadata i32** %17, metadata !231, metadata !DIExpression()), !dbg !233
  store i32 %149, i32* %18, align 4
  call void @llvm.dbg.declare(metadata i32* %18, metadata !235, metadata !DIExpression()), !dbg !236
  %150 = load i32*, i32** %17, align 8, !dbg !237
  %151 = load i32, i32* %18, align 4, !dbg !238
  %152 = atomicrmw max i32* %150, i32 %151 seq_cst, align 4, !dbg !239
  %153 = load float*, float** %39, align 8, !dbg !240
  %154 = load float, float* %43, align 4, !dbg !241
  store float* %153, float** %15, align 8
  call void @llvm.dbg.declare(metadata float** %15, metadata !242, metadata !DIExpression()), !dbg !246
  store float %154, float* %16, align 4
  call void @llvm.dbg.declare(metadata float* %16, metadata !248, metadata !DIExpression()), !dbg !249
  %155 = load float*, float** %15, align 8, !dbg !250
  %156 = load float, float* %16, align 4, !dbg !251
  %157 = atomicrmw fadd float* %155, float %156 seq_cst, align 4, !dbg !252
  call void @llvm.nvvm.barrier0(), !dbg !253
  call void @llvm.dbg.declare(metadata i32* %47, metadata !254, metadata !DIExpression()), !dbg !256
  %158 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !257
  store i32 %158, i32* %47, align 4, !dbg !256
  br label %159, !dbg !259

159:                                              ; preds = %181, %139
  %160 = load i32, i32* %47, align 4, !dbg !260
  %161 = icmp slt i32 %160, 256, !dbg !262
  br i1 %161, label %162, label %185, !dbg !263

162:                                              ; preds = %159
  %163 = load i32, i32* %47, align 4, !dbg !264
  %164 = sext i32 %163 to i64, !dbg !266
  %165 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ9histogramE2sh to [256 x i32]*), i64 0, i64 %164, !dbg !266
  %166 = load i32, i32* %165, align 4, !dbg !266
  %167 = icmp ne i32 %166, 0, !dbg !267
  br i1 %167, label %168, label %180, !dbg !268

168:                                              ; preds = %162
  %169 = load i32*, i32** %36, align 8, !dbg !269
  %170 = load i32, i32* %47, align 4, !dbg !270
  %171 = sext i32 %170 to i64, !dbg !269
  %172 = getelementptr inbounds i32, i32* %169, i64 %171, !dbg !269
  %173 = load i32, i32* %47, align 4, !dbg !271
  %174 = sext i32 %173 to i64, !dbg !272
  %175 = getelementptr inbounds [256 x i32], [256 x i32]* addrspacecast ([256 x i32] addrspace(3)* @_ZZ9histogramE2sh to [256 x i32]*), i64 0, i64 %174, !dbg !272
  %176 = load i32, i32* %175, align 4, !dbg !272
  store i32* %172, i32** %31, align 8
  call void @llvm.dbg.declare(metadata i32** %31, metadata !147, metadata !DIExpression()), !dbg !273
  store i32 %176, i32* %32, align 4
  call void @llvm.dbg.declare(metadata i32* %32, metadata !153, metadata !DIExpression()), !dbg !275
  %177 = load i32*, i32** %31, align 8, !dbg !276
  %178 = load i32, i32* %32, align 4, !dbg !277
  %179 = atomicrmw add i32* %177, i32 %178 seq_cst, align 4, !dbg !278
  br label %180, !dbg !279

180:                                              ; preds = %168, %162
  br label %181, !dbg !280

181:                                              ; preds = %180
  %182 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !281
  %183 = load i32, i32* %47, align 4, !dbg !283
  %184 = add i32 %183, %182, !dbg !283
  store i32 %184, i32* %47, align 4, !dbg !283
  br label %159, !dbg !284, !llvm.loop !285

185:                                              ; preds = %159
  %186 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !287
  %187 = icmp eq i32 %186, 0, !dbg !290
  br i1 %187, label %188, label %227, !dbg !291

188:                                              ; preds = %185
  %189 = load i32*, i32** %36, align 8, !dbg !292
  %190 = getelementptr inbounds i32, i32* %189, i64 256, !dbg !292
  %191 = load i32, i32* addrspacecast (i32 addrspace(3)* @_ZZ9histogramE8sh_count to i32*), align 4, !dbg !294
  store i32* %190, i32** %13, align 8
  call void @llvm.dbg.declare(metadata i32** %13, metadata !295, metadata !DIExpression()), !dbg !297
  store i32 %191, i32* %14, align 4
  call void @llvm.dbg.declare(metadata i32* %14, metadata !299, metadata !DIExpression()), !dbg !300
  %192 = load i32*, i32** %13, align 8, !dbg !301
  %193 = load i32, i32* %14, align 4, !dbg !302
  %194 = atomicrmw sub i32* %192, i32 %193 seq_cst, align 4, !dbg !303
  call void @llvm.dbg.declare(metadata i32* %48, metadata !304, metadata !DIExpression()), !dbg !305
  %195 = load i32*, i32** %38, align 8, !dbg !306
  %196 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5, !dbg !307
  %197 = sub i32 %196, 1, !dbg !309
  store i32* %195, i32** %27, align 8
  call void @llvm.dbg.declare(metadata i32** %27, metadata !158, metadata !DIExpression()) #5, !dbg !310
  store i32 %197, i32* %28, align 4
  call void @llvm.dbg.declare(metadata i32* %28, metadata !162, metadata !DIExpression()) #5, !dbg !312
  %198 = load i32*, i32** %27, align 8, !dbg !313
  %199 = load i32, i32* %28, align 4, !dbg !314
  %200 = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %198, i32 %199) #5, !dbg !315
  store i32 %200, i32* %48, align 4, !dbg !305
  %201 = load i32, i32* %48, align 4, !dbg !316
  %202 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5, !dbg !318
  %203 = sub i32 %202, 1, !dbg !320
  %204 = icmp eq i32 %201, %203, !dbg !321
  br i1 %204, label %205, label %212, !dbg !322

205:                                              ; preds = %188
  %206 = load i32*, i32** %37, align 8, !dbg !323
  %207 = getelementptr inbounds i32, i32* %206, i64 2, !dbg !323
  %208 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5, !dbg !324
  store i32* %207, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !326, metadata !DIExpression()), !dbg !328
  store i32 %208, i32* %12, align 4
  call void @llvm.dbg.declare(metadata i32* %12, metadata !330, metadata !DIExpression()), !dbg !331
  %209 = load i32*, i32** %11, align 8, !dbg !332
  %210 = load i32, i32* %12, align 4, !dbg !333
  %211 = atomicrmw xchg i32* %209, i32 %210 seq_cst, align 4, !dbg !334
  br label %212, !dbg !335

212:                                              ; preds = %205, %188
  %213 = load i32*, i32** %37, align 8, !dbg !336
  %214 = getelementptr inbounds i32, i32* %213, i64 3, !dbg !336
  %215 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5, !dbg !338
  store i32* %214, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !340, metadata !DIExpression()), !dbg !344
  store i32 -1, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !346, metadata !DIExpression()), !dbg !347
  store i32 %215, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !348, metadata !DIExpression()), !dbg !349
  %216 = load i32*, i32** %8, align 8, !dbg !350
  %217 = load i32, i32* %9, align 4, !dbg !351
  %218 = load i32, i32* %10, align 4, !dbg !352
  %219 = cmpxchg i32* %216, i32 %217, i32 %218 seq_cst seq_cst, align 4, !dbg !353
  %220 = extractvalue { i32, i1 } %219, 0, !dbg !353
  %221 = icmp eq i32 %220, -1, !dbg !354
  br i1 %221, label %222, label %226, !dbg !355

222:                                              ; preds = %212
  %223 = load i32, i32* %34, align 4, !dbg !356
  %224 = load i32*, i32** %36, align 8, !dbg !357
  %225 = getelementptr inbounds i32, i32* %224, i64 257, !dbg !357
  store i32 %223, i32* %225, align 4, !dbg !358
  br label %226, !dbg !357

226:                                              ; preds = %222, %212
  br label %227, !dbg !359

227:                                              ; preds = %226, %185
  ret void, !dbg !360
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #4

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { argmemonly nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!15}
!nvvm.annotations = !{!24}
!llvm.module.flags = !{!25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "sh", scope: !2, file: !3, line: 15, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "histogram", scope: !3, file: !3, line: 12, type: !4, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !15, retainedNodes: !20)
!3 = !DIFile(filename: "samples/histogram.cu", directory: ".")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !9, !9, !10, !12, !10, !13}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !16, globals: !17, splitDebugInlining: false, nameTableKind: None)
!16 = !{!11, !14, !9, !12}
!17 = !{!0, !18}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!19 = distinct !DIGlobalVariable(name: "sh_count", scope: !2, file: !3, line: 16, type: !11, isLocal: true, isDefinition: true)
!20 = !{}
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 8192, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 256)
!24 = !{void (i8*, i32, i32, i32*, i32*, i32*, float*)* @histogram, !"kernel", i32 1}
!25 = !{i32 7, !"Dwarf Version", i32 2}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 14.0.6"}
!31 = !DILocalVariable(name: "data", arg: 1, scope: !2, file: !3, line: 12, type: !6)
!32 = !DILocation(line: 12, column: 59, scope: !2)
!33 = !DILocalVariable(name: "n", arg: 2, scope: !2, file: !3, line: 12, type: !9)
!34 = !DILocation(line: 12, column: 69, scope: !2)
!35 = !DILocalVariable(name: "mode", arg: 3, scope: !2, file: !3, line: 13, type: !9)
!36 = !DILocation(line: 13, column: 42, scope: !2)
!37 = !DILocalVariable(name: "hist", arg: 4, scope: !2, file: !3, line: 13, type: !10)
!38 = !DILocation(line: 13, column: 58, scope: !2)
!39 = !DILocalVariable(name: "stats", arg: 5, scope: !2, file: !3, line: 13, type: !12)
!40 = !DILocation(line: 13, column: 69, scope: !2)
!41 = !DILocalVariable(name: "blocks_done", arg: 6, scope: !2, file: !3, line: 14, type: !10)
!42 = !DILocation(line: 14, column: 48, scope: !2)
!43 = !DILocalVariable(name: "sum", arg: 7, scope: !2, file: !3, line: 14, type: !13)
!44 = !DILocation(line: 14, column: 68, scope: !2)
!45 = !DILocalVariable(name: "b", scope: !46, file: !3, line: 17, type: !9)
!46 = distinct !DILexicalBlock(scope: !2, file: !3, line: 17, column: 3)
!47 = !DILocation(line: 17, column: 12, scope: !46)
!48 = !DILocation(line: 44, column: 1, scope: !49, inlinedAt: !58)
!49 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !51, file: !50, line: 44, type: !54, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !15, declaration: !53, retainedNodes: !20)
!50 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_threadIdx_t", file: !50, line: 44, size: 8, flags: DIFlagTypePassByValue, elements: !52, identifier: "_ZTS16vgiw_threadIdx_t")
!52 = !{!53, !56, !57}
!53 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_xEv", scope: !51, file: !50, line: 44, type: !54, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!54 = !DISubroutineType(types: !55)
!55 = !{!11}
!56 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_yEv", scope: !51, file: !50, line: 44, type: !54, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!57 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN16vgiw_threadIdx_t9__fetch_zEv", scope: !51, file: !50, line: 44, type: !54, scopeLine: 44, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!58 = distinct !DILocation(line: 17, column: 16, scope: !46)
!59 = !DILocation(line: 17, column: 8, scope: !46)
!60 = !DILocation(line: 17, column: 29, scope: !61)
!61 = distinct !DILexicalBlock(scope: !46, file: !3, line: 17, column: 3)
!62 = !DILocation(line: 17, column: 31, scope: !61)
!63 = !DILocation(line: 17, column: 3, scope: !46)
!64 = !DILocation(line: 18, column: 8, scope: !61)
!65 = !DILocation(line: 18, column: 5, scope: !61)
!66 = !DILocation(line: 18, column: 11, scope: !61)
!67 = !DILocation(line: 46, column: 1, scope: !68, inlinedAt: !74)
!68 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !69, file: !50, line: 46, type: !54, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !15, declaration: !71, retainedNodes: !20)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockDim_t", file: !50, line: 46, size: 8, flags: DIFlagTypePassByValue, elements: !70, identifier: "_ZTS15vgiw_blockDim_t")
!70 = !{!71, !72, !73}
!71 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockDim_t9__fetch_xEv", scope: !69, file: !50, line: 46, type: !54, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!72 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockDim_t9__fetch_yEv", scope: !69, file: !50, line: 46, type: !54, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!73 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockDim_t9__fetch_zEv", scope: !69, file: !50, line: 46, type: !54, scopeLine: 46, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!74 = distinct !DILocation(line: 17, column: 44, scope: !61)
!75 = !DILocation(line: 17, column: 41, scope: !61)
!76 = !DILocation(line: 17, column: 3, scope: !61)
!77 = distinct !{!77, !63, !78, !79}
!78 = !DILocation(line: 18, column: 13, scope: !46)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 44, column: 1, scope: !49, inlinedAt: !81)
!81 = distinct !DILocation(line: 19, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !2, file: !3, line: 19, column: 7)
!83 = !DILocation(line: 19, column: 19, scope: !82)
!84 = !DILocation(line: 19, column: 7, scope: !2)
!85 = !DILocation(line: 20, column: 14, scope: !82)
!86 = !DILocation(line: 20, column: 5, scope: !82)
!87 = !DILocation(line: 21, column: 3, scope: !2)
!88 = !DILocalVariable(name: "lo", scope: !2, file: !3, line: 23, type: !9)
!89 = !DILocation(line: 23, column: 7, scope: !2)
!90 = !DILocalVariable(name: "hi", scope: !2, file: !3, line: 23, type: !9)
!91 = !DILocation(line: 23, column: 17, scope: !2)
!92 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 24, type: !14)
!93 = !DILocation(line: 24, column: 9, scope: !2)
!94 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 25, type: !9)
!95 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 3)
!96 = !DILocation(line: 25, column: 12, scope: !95)
!97 = !DILocation(line: 45, column: 1, scope: !98, inlinedAt: !104)
!98 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !99, file: !50, line: 45, type: !54, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !15, declaration: !101, retainedNodes: !20)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_blockIdx_t", file: !50, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !100, identifier: "_ZTS15vgiw_blockIdx_t")
!100 = !{!101, !102, !103}
!101 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_xEv", scope: !99, file: !50, line: 45, type: !54, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!102 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_yEv", scope: !99, file: !50, line: 45, type: !54, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!103 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN15vgiw_blockIdx_t9__fetch_zEv", scope: !99, file: !50, line: 45, type: !54, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!104 = distinct !DILocation(line: 25, column: 16, scope: !95)
!105 = !DILocation(line: 46, column: 1, scope: !68, inlinedAt: !106)
!106 = distinct !DILocation(line: 25, column: 29, scope: !95)
!107 = !DILocation(line: 25, column: 27, scope: !95)
!108 = !DILocation(line: 44, column: 1, scope: !49, inlinedAt: !109)
!109 = distinct !DILocation(line: 25, column: 42, scope: !95)
!110 = !DILocation(line: 25, column: 40, scope: !95)
!111 = !DILocation(line: 25, column: 8, scope: !95)
!112 = !DILocation(line: 25, column: 55, scope: !113)
!113 = distinct !DILexicalBlock(scope: !95, file: !3, line: 25, column: 3)
!114 = !DILocation(line: 25, column: 59, scope: !113)
!115 = !DILocation(line: 25, column: 57, scope: !113)
!116 = !DILocation(line: 25, column: 3, scope: !95)
!117 = !DILocalVariable(name: "v", scope: !118, file: !3, line: 27, type: !9)
!118 = distinct !DILexicalBlock(scope: !113, file: !3, line: 26, column: 37)
!119 = !DILocation(line: 27, column: 9, scope: !118)
!120 = !DILocation(line: 27, column: 13, scope: !118)
!121 = !DILocation(line: 27, column: 18, scope: !118)
!122 = !DILocalVariable(name: "bin", scope: !118, file: !3, line: 28, type: !11)
!123 = !DILocation(line: 28, column: 14, scope: !118)
!124 = !DILocation(line: 29, column: 13, scope: !118)
!125 = !DILocation(line: 29, column: 5, scope: !118)
!126 = !DILocation(line: 31, column: 23, scope: !127)
!127 = distinct !DILexicalBlock(scope: !118, file: !3, line: 29, column: 19)
!128 = !DILocation(line: 31, column: 11, scope: !127)
!129 = !DILocation(line: 32, column: 7, scope: !127)
!130 = !DILocation(line: 34, column: 23, scope: !127)
!131 = !DILocation(line: 34, column: 25, scope: !127)
!132 = !DILocation(line: 34, column: 11, scope: !127)
!133 = !DILocation(line: 35, column: 7, scope: !127)
!134 = !DILocation(line: 37, column: 24, scope: !127)
!135 = !DILocation(line: 37, column: 28, scope: !127)
!136 = !DILocation(line: 37, column: 26, scope: !127)
!137 = !DILocation(line: 37, column: 31, scope: !127)
!138 = !DILocation(line: 37, column: 11, scope: !127)
!139 = !DILocation(line: 38, column: 7, scope: !127)
!140 = !DILocation(line: 40, column: 24, scope: !127)
!141 = !DILocation(line: 40, column: 26, scope: !127)
!142 = !DILocation(line: 40, column: 41, scope: !127)
!143 = !DILocation(line: 40, column: 11, scope: !127)
!144 = !DILocation(line: 41, column: 7, scope: !127)
!145 = !DILocation(line: 43, column: 19, scope: !118)
!146 = !DILocation(line: 43, column: 16, scope: !118)
!147 = !DILocalVariable(name: "p", arg: 1, scope: !148, file: !50, line: 70, type: !10)
!148 = distinct !DISubprogram(name: "atomicAdd", linkageName: "_ZL9atomicAddPjj", scope: !50, file: !50, line: 70, type: !149, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!149 = !DISubroutineType(types: !150)
!150 = !{!11, !10, !11}
!151 = !DILocation(line: 70, column: 39, scope: !148, inlinedAt: !152)
!152 = distinct !DILocation(line: 43, column: 5, scope: !118)
!153 = !DILocalVariable(name: "v", arg: 2, scope: !148, file: !50, line: 70, type: !11)
!154 = !DILocation(line: 70, column: 51, scope: !148, inlinedAt: !152)
!155 = !DILocation(line: 71, column: 49, scope: !148, inlinedAt: !152)
!156 = !DILocation(line: 71, column: 57, scope: !148, inlinedAt: !152)
!157 = !DILocation(line: 71, column: 20, scope: !148, inlinedAt: !152)
!158 = !DILocalVariable(name: "p", arg: 1, scope: !159, file: !50, line: 100, type: !10)
!159 = distinct !DISubprogram(name: "atomicInc", linkageName: "_ZL9atomicIncPjj", scope: !50, file: !50, line: 100, type: !149, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!160 = !DILocation(line: 100, column: 39, scope: !159, inlinedAt: !161)
!161 = distinct !DILocation(line: 44, column: 5, scope: !118)
!162 = !DILocalVariable(name: "v", arg: 2, scope: !159, file: !50, line: 100, type: !11)
!163 = !DILocation(line: 100, column: 51, scope: !159, inlinedAt: !161)
!164 = !DILocation(line: 101, column: 33, scope: !159, inlinedAt: !161)
!165 = !DILocation(line: 101, column: 36, scope: !159, inlinedAt: !161)
!166 = !DILocation(line: 101, column: 10, scope: !159, inlinedAt: !161)
!167 = !DILocation(line: 45, column: 14, scope: !118)
!168 = !DILocation(line: 45, column: 18, scope: !118)
!169 = !DILocalVariable(name: "a", arg: 1, scope: !170, file: !50, line: 122, type: !9)
!170 = distinct !DISubprogram(name: "min", linkageName: "_ZL3minii", scope: !50, file: !50, line: 122, type: !171, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!171 = !DISubroutineType(types: !172)
!172 = !{!9, !9, !9}
!173 = !DILocation(line: 122, column: 22, scope: !170, inlinedAt: !174)
!174 = distinct !DILocation(line: 45, column: 10, scope: !118)
!175 = !DILocalVariable(name: "b", arg: 2, scope: !170, file: !50, line: 122, type: !9)
!176 = !DILocation(line: 122, column: 29, scope: !170, inlinedAt: !174)
!177 = !DILocation(line: 122, column: 41, scope: !170, inlinedAt: !174)
!178 = !DILocation(line: 122, column: 45, scope: !170, inlinedAt: !174)
!179 = !DILocation(line: 122, column: 43, scope: !170, inlinedAt: !174)
!180 = !DILocation(line: 122, column: 49, scope: !170, inlinedAt: !174)
!181 = !DILocation(line: 122, column: 53, scope: !170, inlinedAt: !174)
!182 = !DILocation(line: 45, column: 8, scope: !118)
!183 = !DILocation(line: 46, column: 14, scope: !118)
!184 = !DILocation(line: 46, column: 18, scope: !118)
!185 = !DILocalVariable(name: "a", arg: 1, scope: !186, file: !50, line: 123, type: !9)
!186 = distinct !DISubprogram(name: "max", linkageName: "_ZL3maxii", scope: !50, file: !50, line: 123, type: !171, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!187 = !DILocation(line: 123, column: 22, scope: !186, inlinedAt: !188)
!188 = distinct !DILocation(line: 46, column: 10, scope: !118)
!189 = !DILocalVariable(name: "b", arg: 2, scope: !186, file: !50, line: 123, type: !9)
!190 = !DILocation(line: 123, column: 29, scope: !186, inlinedAt: !188)
!191 = !DILocation(line: 123, column: 41, scope: !186, inlinedAt: !188)
!192 = !DILocation(line: 123, column: 45, scope: !186, inlinedAt: !188)
!193 = !DILocation(line: 123, column: 43, scope: !186, inlinedAt: !188)
!194 = !DILocation(line: 123, column: 49, scope: !186, inlinedAt: !188)
!195 = !DILocation(line: 123, column: 53, scope: !186, inlinedAt: !188)
!196 = !DILocation(line: 46, column: 8, scope: !118)
!197 = !DILocation(line: 47, column: 17, scope: !118)
!198 = !DILocation(line: 47, column: 7, scope: !118)
!199 = !DILocation(line: 48, column: 3, scope: !118)
!200 = !DILocation(line: 46, column: 1, scope: !68, inlinedAt: !201)
!201 = distinct !DILocation(line: 26, column: 13, scope: !113)
!202 = !DILocation(line: 47, column: 1, scope: !203, inlinedAt: !209)
!203 = distinct !DISubprogram(name: "__fetch_x", linkageName: "_ZN14vgiw_gridDim_t9__fetch_xEv", scope: !204, file: !50, line: 47, type: !54, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !15, declaration: !206, retainedNodes: !20)
!204 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vgiw_gridDim_t", file: !50, line: 47, size: 8, flags: DIFlagTypePassByValue, elements: !205, identifier: "_ZTS14vgiw_gridDim_t")
!205 = !{!206, !207, !208}
!206 = !DISubprogram(name: "__fetch_x", linkageName: "_ZN14vgiw_gridDim_t9__fetch_xEv", scope: !204, file: !50, line: 47, type: !54, scopeLine: 47, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!207 = !DISubprogram(name: "__fetch_y", linkageName: "_ZN14vgiw_gridDim_t9__fetch_yEv", scope: !204, file: !50, line: 47, type: !54, scopeLine: 47, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!208 = !DISubprogram(name: "__fetch_z", linkageName: "_ZN14vgiw_gridDim_t9__fetch_zEv", scope: !204, file: !50, line: 47, type: !54, scopeLine: 47, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!209 = distinct !DILocation(line: 26, column: 26, scope: !113)
!210 = !DILocation(line: 26, column: 24, scope: !113)
!211 = !DILocation(line: 26, column: 10, scope: !113)
!212 = !DILocation(line: 25, column: 3, scope: !113)
!213 = distinct !{!213, !116, !214, !79}
!214 = !DILocation(line: 48, column: 3, scope: !95)
!215 = !DILocation(line: 49, column: 14, scope: !2)
!216 = !DILocation(line: 49, column: 24, scope: !2)
!217 = !DILocation(line: 49, column: 27, scope: !2)
!218 = !DILocalVariable(name: "p", arg: 1, scope: !219, file: !50, line: 89, type: !12)
!219 = distinct !DISubprogram(name: "atomicMin", linkageName: "_ZL9atomicMinPii", scope: !50, file: !50, line: 89, type: !220, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!220 = !DISubroutineType(types: !221)
!221 = !{!9, !12, !9}
!222 = !DILocation(line: 89, column: 29, scope: !219, inlinedAt: !223)
!223 = distinct !DILocation(line: 49, column: 3, scope: !2)
!224 = !DILocalVariable(name: "v", arg: 2, scope: !219, file: !50, line: 89, type: !9)
!225 = !DILocation(line: 89, column: 36, scope: !219, inlinedAt: !223)
!226 = !DILocation(line: 89, column: 70, scope: !219, inlinedAt: !223)
!227 = !DILocation(line: 89, column: 73, scope: !219, inlinedAt: !223)
!228 = !DILocation(line: 89, column: 48, scope: !219, inlinedAt: !223)
!229 = !DILocation(line: 50, column: 14, scope: !2)
!230 = !DILocation(line: 50, column: 24, scope: !2)
!231 = !DILocalVariable(name: "p", arg: 1, scope: !232, file: !50, line: 90, type: !12)
!232 = distinct !DISubprogram(name: "atomicMax", linkageName: "_ZL9atomicMaxPii", scope: !50, file: !50, line: 90, type: !220, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!233 = !DILocation(line: 90, column: 29, scope: !232, inlinedAt: !234)
!234 = distinct !DILocation(line: 50, column: 3, scope: !2)
!235 = !DILocalVariable(name: "v", arg: 2, scope: !232, file: !50, line: 90, type: !9)
!236 = !DILocation(line: 90, column: 36, scope: !232, inlinedAt: !234)
!237 = !DILocation(line: 90, column: 70, scope: !232, inlinedAt: !234)
!238 = !DILocation(line: 90, column: 73, scope: !232, inlinedAt: !234)
!239 = !DILocation(line: 90, column: 48, scope: !232, inlinedAt: !234)
!240 = !DILocation(line: 51, column: 13, scope: !2)
!241 = !DILocation(line: 51, column: 18, scope: !2)
!242 = !DILocalVariable(name: "p", arg: 1, scope: !243, file: !50, line: 78, type: !13)
!243 = distinct !DISubprogram(name: "atomicAdd", linkageName: "_ZL9atomicAddPff", scope: !50, file: !50, line: 78, type: !244, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!244 = !DISubroutineType(types: !245)
!245 = !{!14, !13, !14}
!246 = !DILocation(line: 78, column: 33, scope: !243, inlinedAt: !247)
!247 = distinct !DILocation(line: 51, column: 3, scope: !2)
!248 = !DILocalVariable(name: "v", arg: 2, scope: !243, file: !50, line: 78, type: !14)
!249 = !DILocation(line: 78, column: 42, scope: !243, inlinedAt: !247)
!250 = !DILocation(line: 79, column: 32, scope: !243, inlinedAt: !247)
!251 = !DILocation(line: 79, column: 35, scope: !243, inlinedAt: !247)
!252 = !DILocation(line: 79, column: 10, scope: !243, inlinedAt: !247)
!253 = !DILocation(line: 52, column: 3, scope: !2)
!254 = !DILocalVariable(name: "b", scope: !255, file: !3, line: 54, type: !9)
!255 = distinct !DILexicalBlock(scope: !2, file: !3, line: 54, column: 3)
!256 = !DILocation(line: 54, column: 12, scope: !255)
!257 = !DILocation(line: 44, column: 1, scope: !49, inlinedAt: !258)
!258 = distinct !DILocation(line: 54, column: 16, scope: !255)
!259 = !DILocation(line: 54, column: 8, scope: !255)
!260 = !DILocation(line: 54, column: 29, scope: !261)
!261 = distinct !DILexicalBlock(scope: !255, file: !3, line: 54, column: 3)
!262 = !DILocation(line: 54, column: 31, scope: !261)
!263 = !DILocation(line: 54, column: 3, scope: !255)
!264 = !DILocation(line: 55, column: 12, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !3, line: 55, column: 9)
!266 = !DILocation(line: 55, column: 9, scope: !265)
!267 = !DILocation(line: 55, column: 15, scope: !265)
!268 = !DILocation(line: 55, column: 9, scope: !261)
!269 = !DILocation(line: 56, column: 18, scope: !265)
!270 = !DILocation(line: 56, column: 23, scope: !265)
!271 = !DILocation(line: 56, column: 30, scope: !265)
!272 = !DILocation(line: 56, column: 27, scope: !265)
!273 = !DILocation(line: 70, column: 39, scope: !148, inlinedAt: !274)
!274 = distinct !DILocation(line: 56, column: 7, scope: !265)
!275 = !DILocation(line: 70, column: 51, scope: !148, inlinedAt: !274)
!276 = !DILocation(line: 71, column: 49, scope: !148, inlinedAt: !274)
!277 = !DILocation(line: 71, column: 57, scope: !148, inlinedAt: !274)
!278 = !DILocation(line: 71, column: 20, scope: !148, inlinedAt: !274)
!279 = !DILocation(line: 56, column: 7, scope: !265)
!280 = !DILocation(line: 55, column: 18, scope: !265)
!281 = !DILocation(line: 46, column: 1, scope: !68, inlinedAt: !282)
!282 = distinct !DILocation(line: 54, column: 44, scope: !261)
!283 = !DILocation(line: 54, column: 41, scope: !261)
!284 = !DILocation(line: 54, column: 3, scope: !261)
!285 = distinct !{!285, !263, !286, !79}
!286 = !DILocation(line: 56, column: 32, scope: !255)
!287 = !DILocation(line: 44, column: 1, scope: !49, inlinedAt: !288)
!288 = distinct !DILocation(line: 57, column: 7, scope: !289)
!289 = distinct !DILexicalBlock(scope: !2, file: !3, line: 57, column: 7)
!290 = !DILocation(line: 57, column: 19, scope: !289)
!291 = !DILocation(line: 57, column: 7, scope: !2)
!292 = !DILocation(line: 58, column: 16, scope: !293)
!293 = distinct !DILexicalBlock(scope: !289, file: !3, line: 57, column: 25)
!294 = !DILocation(line: 58, column: 28, scope: !293)
!295 = !DILocalVariable(name: "p", arg: 1, scope: !296, file: !50, line: 82, type: !10)
!296 = distinct !DISubprogram(name: "atomicSub", linkageName: "_ZL9atomicSubPjj", scope: !50, file: !50, line: 82, type: !149, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!297 = !DILocation(line: 82, column: 39, scope: !296, inlinedAt: !298)
!298 = distinct !DILocation(line: 58, column: 5, scope: !293)
!299 = !DILocalVariable(name: "v", arg: 2, scope: !296, file: !50, line: 82, type: !11)
!300 = !DILocation(line: 82, column: 51, scope: !296, inlinedAt: !298)
!301 = !DILocation(line: 83, column: 49, scope: !296, inlinedAt: !298)
!302 = !DILocation(line: 83, column: 57, scope: !296, inlinedAt: !298)
!303 = !DILocation(line: 83, column: 20, scope: !296, inlinedAt: !298)
!304 = !DILocalVariable(name: "ticket", scope: !293, file: !3, line: 59, type: !11)
!305 = !DILocation(line: 59, column: 14, scope: !293)
!306 = !DILocation(line: 59, column: 33, scope: !293)
!307 = !DILocation(line: 47, column: 1, scope: !203, inlinedAt: !308)
!308 = distinct !DILocation(line: 59, column: 46, scope: !293)
!309 = !DILocation(line: 59, column: 56, scope: !293)
!310 = !DILocation(line: 100, column: 39, scope: !159, inlinedAt: !311)
!311 = distinct !DILocation(line: 59, column: 23, scope: !293)
!312 = !DILocation(line: 100, column: 51, scope: !159, inlinedAt: !311)
!313 = !DILocation(line: 101, column: 33, scope: !159, inlinedAt: !311)
!314 = !DILocation(line: 101, column: 36, scope: !159, inlinedAt: !311)
!315 = !DILocation(line: 101, column: 10, scope: !159, inlinedAt: !311)
!316 = !DILocation(line: 60, column: 9, scope: !317)
!317 = distinct !DILexicalBlock(scope: !293, file: !3, line: 60, column: 9)
!318 = !DILocation(line: 47, column: 1, scope: !203, inlinedAt: !319)
!319 = distinct !DILocation(line: 60, column: 19, scope: !317)
!320 = !DILocation(line: 60, column: 29, scope: !317)
!321 = !DILocation(line: 60, column: 16, scope: !317)
!322 = !DILocation(line: 60, column: 9, scope: !293)
!323 = !DILocation(line: 61, column: 19, scope: !317)
!324 = !DILocation(line: 47, column: 1, scope: !203, inlinedAt: !325)
!325 = distinct !DILocation(line: 61, column: 34, scope: !317)
!326 = !DILocalVariable(name: "p", arg: 1, scope: !327, file: !50, line: 85, type: !12)
!327 = distinct !DISubprogram(name: "atomicExch", linkageName: "_ZL10atomicExchPii", scope: !50, file: !50, line: 85, type: !220, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!328 = !DILocation(line: 85, column: 30, scope: !327, inlinedAt: !329)
!329 = distinct !DILocation(line: 61, column: 7, scope: !317)
!330 = !DILocalVariable(name: "v", arg: 2, scope: !327, file: !50, line: 85, type: !9)
!331 = !DILocation(line: 85, column: 37, scope: !327, inlinedAt: !329)
!332 = !DILocation(line: 85, column: 72, scope: !327, inlinedAt: !329)
!333 = !DILocation(line: 85, column: 75, scope: !327, inlinedAt: !329)
!334 = !DILocation(line: 85, column: 49, scope: !327, inlinedAt: !329)
!335 = !DILocation(line: 61, column: 7, scope: !317)
!336 = !DILocation(line: 62, column: 20, scope: !337)
!337 = distinct !DILexicalBlock(scope: !293, file: !3, line: 62, column: 9)
!338 = !DILocation(line: 47, column: 1, scope: !203, inlinedAt: !339)
!339 = distinct !DILocation(line: 62, column: 39, scope: !337)
!340 = !DILocalVariable(name: "p", arg: 1, scope: !341, file: !50, line: 106, type: !12)
!341 = distinct !DISubprogram(name: "atomicCAS", linkageName: "_ZL9atomicCASPiii", scope: !50, file: !50, line: 106, type: !342, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !20)
!342 = !DISubroutineType(types: !343)
!343 = !{!9, !12, !9, !9}
!344 = !DILocation(line: 106, column: 29, scope: !341, inlinedAt: !345)
!345 = distinct !DILocation(line: 62, column: 9, scope: !337)
!346 = !DILocalVariable(name: "cmp", arg: 2, scope: !341, file: !50, line: 106, type: !9)
!347 = !DILocation(line: 106, column: 36, scope: !341, inlinedAt: !345)
!348 = !DILocalVariable(name: "v", arg: 3, scope: !341, file: !50, line: 106, type: !9)
!349 = !DILocation(line: 106, column: 45, scope: !341, inlinedAt: !345)
!350 = !DILocation(line: 107, column: 32, scope: !341, inlinedAt: !345)
!351 = !DILocation(line: 107, column: 35, scope: !341, inlinedAt: !345)
!352 = !DILocation(line: 107, column: 40, scope: !341, inlinedAt: !345)
!353 = !DILocation(line: 107, column: 10, scope: !341, inlinedAt: !345)
!354 = !DILocation(line: 62, column: 50, scope: !337)
!355 = !DILocation(line: 62, column: 9, scope: !293)
!356 = !DILocation(line: 63, column: 34, scope: !337)
!357 = !DILocation(line: 63, column: 7, scope: !337)
!358 = !DILocation(line: 63, column: 22, scope: !337)
!359 = !DILocation(line: 64, column: 3, scope: !293)
!360 = !DILocation(line: 65, column: 1, scope: !2)
