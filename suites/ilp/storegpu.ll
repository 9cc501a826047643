; ModuleID = 'suites/ilp/storegpu.cu'
source_filename = "suites/ilp/storegpu.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@md5_t = dso_local addrspace(4) externally_initialized global [64 x i32] [i32 -680876936, i32 -389564586, i32 606105819, i32 -1044525330, i32 -176418897, i32 1200080426, i32 -1473231341, i32 -45705983, i32 1770035416, i32 -1958414417, i32 -42063, i32 -1990404162, i32 1804603682, i32 -40341101, i32 -1502002290, i32 1236535329, i32 -165796510, i32 -1069501632, i32 643717713, i32 -373897302, i32 -701558691, i32 38016083, i32 -660478335, i32 -405537848, i32 568446438, i32 -1019803690, i32 -187363961, i32 1163531501, i32 -1444681467, i32 -51403784, i32 1735328473, i32 -1926607734, i32 -378558, i32 -2022574463, i32 1839030562, i32 -35309556, i32 -1530992060, i32 1272893353, i32 -155497632, i32 -1094730640, i32 681279174, i32 -358537222, i32 -722521979, i32 76029189, i32 -640364487, i32 -421815835, i32 530742520, i32 -995338651, i32 -198630844, i32 1126891415, i32 -1416354905, i32 -57434055, i32 1700485571, i32 -1894986606, i32 -1051523, i32 -2054922799, i32 1873313359, i32 -30611744, i32 -1560198380, i32 1309151649, i32 -145523070, i32 -1120210379, i32 718787259, i32 -343485551], align 4
@md5_s = dso_local addrspace(4) externally_initialized global [16 x i8] c"\07\0C\11\16\05\09\0E\14\04\0B\10\17\06\0A\0F\15", align 1
@_ZZ8storegpuE7s_words = internal addrspace(3) global [32 x [128 x i32]] undef, align 4
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(4)* getelementptr inbounds ([16 x i8], [16 x i8] addrspace(4)* @md5_s, i32 0, i32 0) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([64 x i32] addrspace(4)* @md5_t to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @storegpu(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !12
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !16
  %6 = shl i32 %5, 7, !dbg !19
  %7 = icmp slt i32 %4, 4096, !dbg !20
  br i1 %7, label %8, label %10, !dbg !21

8:                                                ; preds = %3
  %9 = shl i32 %5, 12
  br label %13, !dbg !21

10:                                               ; preds = %26, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %11 = add nsw i32 %6, %4, !dbg !23
  %12 = icmp slt i32 %11, %2, !dbg !24
  br i1 %12, label %34, label %285, !dbg !25

13:                                               ; preds = %8, %26
  %14 = phi i32 [ %4, %8 ], [ %32, %26 ]
  %15 = freeze i32 %14
  %16 = sdiv i32 %15, 32, !dbg !26
  %17 = mul i32 %16, 32
  %18 = sub i32 %15, %17
  %19 = add nsw i32 %16, %6, !dbg !27
  %20 = icmp slt i32 %19, %2, !dbg !28
  br i1 %20, label %21, label %26, !dbg !29

21:                                               ; preds = %13
  %22 = add nsw i32 %14, %9, !dbg !30
  %23 = sext i32 %22 to i64, !dbg !31
  %24 = getelementptr inbounds i32, i32* %0, i64 %23, !dbg !31
  %25 = load i32, i32* %24, align 4, !dbg !31, !tbaa !32
  br label %26, !dbg !29

26:                                               ; preds = %13, %21
  %27 = phi i32 [ %25, %21 ], [ 0, %13 ], !dbg !29
  %28 = sext i32 %18 to i64, !dbg !36
  %29 = sext i32 %16 to i64, !dbg !36
  %30 = getelementptr inbounds [32 x [128 x i32]], [32 x [128 x i32]] addrspace(3)* @_ZZ8storegpuE7s_words, i64 0, i64 %28, i64 %29, !dbg !36
  %31 = addrspacecast i32 addrspace(3)* %30 to i32*, !dbg !36
  store i32 %27, i32* %31, align 4, !dbg !37, !tbaa !32
  %32 = add nsw i32 %14, 128, !dbg !38
  %33 = icmp slt i32 %14, 3968, !dbg !20
  br i1 %33, label %13, label %10, !dbg !21, !llvm.loop !39

34:                                               ; preds = %10
  %35 = sext i32 %4 to i64, !dbg !42
  %36 = getelementptr inbounds [32 x [128 x i32]], [32 x [128 x i32]] addrspace(3)* @_ZZ8storegpuE7s_words, i64 0, i64 0, i64 %35, !dbg !42
  %37 = addrspacecast i32 addrspace(3)* %36 to i32*, !dbg !42
  %38 = icmp eq i32* %37, null
  br label %39, !dbg !43

39:                                               ; preds = %89, %34
  %40 = phi i32 [ 1732584193, %34 ], [ %43, %89 ]
  %41 = phi i32 [ -271733879, %34 ], [ %111, %89 ]
  %42 = phi i32 [ 0, %34 ], [ %112, %89 ]
  %43 = phi i32 [ 271733878, %34 ], [ %44, %89 ]
  %44 = phi i32 [ -1732584194, %34 ], [ %41, %89 ]
  %45 = icmp ult i32 %42, 16, !dbg !46
  br i1 %45, label %46, label %51, !dbg !47

46:                                               ; preds = %39
  %47 = and i32 %44, %41, !dbg !48
  %48 = xor i32 %41, -1, !dbg !49
  %49 = and i32 %43, %48, !dbg !50
  %50 = or i32 %47, %49, !dbg !51
  br label %75, !dbg !52

51:                                               ; preds = %39
  %52 = icmp ult i32 %42, 32, !dbg !53
  br i1 %52, label %53, label %61, !dbg !54

53:                                               ; preds = %51
  %54 = and i32 %43, %41, !dbg !55
  %55 = xor i32 %43, -1, !dbg !56
  %56 = and i32 %44, %55, !dbg !57
  %57 = or i32 %56, %54, !dbg !58
  %58 = mul nuw nsw i32 %42, 5, !dbg !59
  %59 = add nuw nsw i32 %58, 1, !dbg !60
  %60 = and i32 %59, 15, !dbg !61
  br label %75, !dbg !62

61:                                               ; preds = %51
  %62 = icmp ult i32 %42, 48, !dbg !63
  br i1 %62, label %63, label %69, !dbg !64

63:                                               ; preds = %61
  %64 = xor i32 %43, %41, !dbg !65
  %65 = xor i32 %64, %44, !dbg !66
  %66 = mul nuw nsw i32 %42, 3, !dbg !67
  %67 = add nuw nsw i32 %66, 5, !dbg !68
  %68 = and i32 %67, 15, !dbg !69
  br label %75, !dbg !70

69:                                               ; preds = %61
  %70 = xor i32 %43, -1, !dbg !71
  %71 = or i32 %41, %70, !dbg !72
  %72 = xor i32 %71, %44, !dbg !73
  %73 = mul nuw nsw i32 %42, 7, !dbg !74
  %74 = and i32 %73, 15, !dbg !75
  br label %75

75:                                               ; preds = %69, %63, %53, %46
  %76 = phi i32 [ %50, %46 ], [ %57, %53 ], [ %65, %63 ], [ %72, %69 ], !dbg !76
  %77 = phi i32 [ %42, %46 ], [ %60, %53 ], [ %68, %63 ], [ %74, %69 ], !dbg !76
  br i1 %38, label %84, label %78, !dbg !77

78:                                               ; preds = %75
  %79 = shl nuw nsw i32 %77, 7, !dbg !78
  %80 = zext i32 %79 to i64, !dbg !79
  %81 = getelementptr inbounds i32, i32 addrspace(3)* %36, i64 %80, !dbg !79
  %82 = addrspacecast i32 addrspace(3)* %81 to i32*, !dbg !79
  %83 = load i32, i32* %82, align 4, !dbg !79, !tbaa !32
  br label %89, !dbg !77

84:                                               ; preds = %75
  %85 = icmp eq i32 %77, 0, !dbg !80
  %86 = icmp eq i32 %77, 14, !dbg !81
  %87 = select i1 %86, i32 1024, i32 0, !dbg !82
  %88 = select i1 %85, i32 128, i32 %87, !dbg !83
  br label %89, !dbg !83

89:                                               ; preds = %84, %78
  %90 = phi i32 [ %83, %78 ], [ %88, %84 ], !dbg !77
  %91 = zext i32 %42 to i64, !dbg !84
  %92 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(4)* @md5_t, i64 0, i64 %91, !dbg !84
  %93 = addrspacecast i32 addrspace(4)* %92 to i32*, !dbg !84
  %94 = load i32, i32* %93, align 4, !dbg !84, !tbaa !32
  %95 = add i32 %76, %40, !dbg !85
  %96 = add i32 %95, %90, !dbg !86
  %97 = add i32 %96, %94, !dbg !87
  %98 = lshr i32 %42, 2, !dbg !88
  %99 = and i32 %98, 536870908, !dbg !88
  %100 = and i32 %42, 3, !dbg !89
  %101 = or i32 %99, %100, !dbg !90
  %102 = zext i32 %101 to i64, !dbg !91
  %103 = getelementptr inbounds [16 x i8], [16 x i8] addrspace(4)* @md5_s, i64 0, i64 %102, !dbg !91
  %104 = addrspacecast i8 addrspace(4)* %103 to i8*, !dbg !91
  %105 = load i8, i8* %104, align 1, !dbg !91, !tbaa !92
  %106 = zext i8 %105 to i32, !dbg !91
  %107 = shl i32 %97, %106, !dbg !93
  %108 = sub nsw i32 32, %106, !dbg !94
  %109 = lshr i32 %97, %108, !dbg !95
  %110 = or i32 %109, %107, !dbg !96
  %111 = add i32 %110, %41, !dbg !97
  %112 = add nuw nsw i32 %42, 1, !dbg !98
  %113 = icmp eq i32 %112, 64, !dbg !99
  br i1 %113, label %114, label %39, !dbg !43, !llvm.loop !100

114:                                              ; preds = %89
  %115 = add i32 %43, 1732584193, !dbg !102
  %116 = add i32 %111, -271733879, !dbg !103
  %117 = add i32 %41, -1732584194, !dbg !104
  %118 = add i32 %44, 271733878, !dbg !105
  %119 = getelementptr inbounds [32 x [128 x i32]], [32 x [128 x i32]] addrspace(3)* @_ZZ8storegpuE7s_words, i64 0, i64 16, i64 %35, !dbg !106
  %120 = addrspacecast i32 addrspace(3)* %119 to i32*, !dbg !106
  %121 = icmp eq i32* %120, null
  br label %122, !dbg !107

122:                                              ; preds = %172, %114
  %123 = phi i32 [ %115, %114 ], [ %126, %172 ]
  %124 = phi i32 [ %116, %114 ], [ %194, %172 ]
  %125 = phi i32 [ 0, %114 ], [ %195, %172 ]
  %126 = phi i32 [ %118, %114 ], [ %127, %172 ]
  %127 = phi i32 [ %117, %114 ], [ %124, %172 ]
  %128 = icmp ult i32 %125, 16, !dbg !109
  br i1 %128, label %129, label %134, !dbg !110

129:                                              ; preds = %122
  %130 = and i32 %127, %124, !dbg !111
  %131 = xor i32 %124, -1, !dbg !112
  %132 = and i32 %126, %131, !dbg !113
  %133 = or i32 %130, %132, !dbg !114
  br label %158, !dbg !115

134:                                              ; preds = %122
  %135 = icmp ult i32 %125, 32, !dbg !116
  br i1 %135, label %136, label %144, !dbg !117

136:                                              ; preds = %134
  %137 = and i32 %126, %124, !dbg !118
  %138 = xor i32 %126, -1, !dbg !119
  %139 = and i32 %127, %138, !dbg !120
  %140 = or i32 %139, %137, !dbg !121
  %141 = mul nuw nsw i32 %125, 5, !dbg !122
  %142 = add nuw nsw i32 %141, 1, !dbg !123
  %143 = and i32 %142, 15, !dbg !124
  br label %158, !dbg !125

144:                                              ; preds = %134
  %145 = icmp ult i32 %125, 48, !dbg !126
  br i1 %145, label %146, label %152, !dbg !127

146:                                              ; preds = %144
  %147 = xor i32 %126, %124, !dbg !128
  %148 = xor i32 %147, %127, !dbg !129
  %149 = mul nuw nsw i32 %125, 3, !dbg !130
  %150 = add nuw nsw i32 %149, 5, !dbg !131
  %151 = and i32 %150, 15, !dbg !132
  br label %158, !dbg !133

152:                                              ; preds = %144
  %153 = xor i32 %126, -1, !dbg !134
  %154 = or i32 %124, %153, !dbg !135
  %155 = xor i32 %154, %127, !dbg !136
  %156 = mul nuw nsw i32 %125, 7, !dbg !137
  %157 = and i32 %156, 15, !dbg !138
  br label %158

158:                                              ; preds = %152, %146, %136, %129
  %159 = phi i32 [ %133, %129 ], [ %140, %136 ], [ %148, %146 ], [ %155, %152 ], !dbg !139
  %160 = phi i32 [ %125, %129 ], [ %143, %136 ], [ %151, %146 ], [ %157, %152 ], !dbg !139
  br i1 %121, label %167, label %161, !dbg !140

161:                                              ; preds = %158
  %162 = shl nuw nsw i32 %160, 7, !dbg !141
  %163 = zext i32 %162 to i64, !dbg !142
  %164 = getelementptr inbounds i32, i32 addrspace(3)* %119, i64 %163, !dbg !142
  %165 = addrspacecast i32 addrspace(3)* %164 to i32*, !dbg !142
  %166 = load i32, i32* %165, align 4, !dbg !142, !tbaa !32
  br label %172, !dbg !140

167:                                              ; preds = %158
  %168 = icmp eq i32 %160, 0, !dbg !143
  %169 = icmp eq i32 %160, 14, !dbg !144
  %170 = select i1 %169, i32 1024, i32 0, !dbg !145
  %171 = select i1 %168, i32 128, i32 %170, !dbg !146
  br label %172, !dbg !146

172:                                              ; preds = %167, %161
  %173 = phi i32 [ %166, %161 ], [ %171, %167 ], !dbg !140
  %174 = zext i32 %125 to i64, !dbg !147
  %175 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(4)* @md5_t, i64 0, i64 %174, !dbg !147
  %176 = addrspacecast i32 addrspace(4)* %175 to i32*, !dbg !147
  %177 = load i32, i32* %176, align 4, !dbg !147, !tbaa !32
  %178 = add i32 %159, %123, !dbg !148
  %179 = add i32 %178, %173, !dbg !149
  %180 = add i32 %179, %177, !dbg !150
  %181 = lshr i32 %125, 2, !dbg !151
  %182 = and i32 %181, 536870908, !dbg !151
  %183 = and i32 %125, 3, !dbg !152
  %184 = or i32 %182, %183, !dbg !153
  %185 = zext i32 %184 to i64, !dbg !154
  %186 = getelementptr inbounds [16 x i8], [16 x i8] addrspace(4)* @md5_s, i64 0, i64 %185, !dbg !154
  %187 = addrspacecast i8 addrspace(4)* %186 to i8*, !dbg !154
  %188 = load i8, i8* %187, align 1, !dbg !154, !tbaa !92
  %189 = zext i8 %188 to i32, !dbg !154
  %190 = shl i32 %180, %189, !dbg !155
  %191 = sub nsw i32 32, %189, !dbg !156
  %192 = lshr i32 %180, %191, !dbg !157
  %193 = or i32 %192, %190, !dbg !158
  %194 = add i32 %193, %124, !dbg !159
  %195 = add nuw nsw i32 %125, 1, !dbg !160
  %196 = icmp eq i32 %195, 64, !dbg !161
  br i1 %196, label %197, label %122, !dbg !107, !llvm.loop !162

197:                                              ; preds = %172
  %198 = add i32 %126, %115, !dbg !164
  %199 = add i32 %194, %116, !dbg !165
  %200 = add i32 %124, %117, !dbg !166
  %201 = add i32 %127, %118, !dbg !167
  br label %202, !dbg !168

202:                                              ; preds = %238, %197
  %203 = phi i32 [ %198, %197 ], [ %206, %238 ]
  %204 = phi i32 [ %199, %197 ], [ %265, %238 ]
  %205 = phi i32 [ 0, %197 ], [ %266, %238 ]
  %206 = phi i32 [ %201, %197 ], [ %207, %238 ]
  %207 = phi i32 [ %200, %197 ], [ %204, %238 ]
  %208 = icmp ult i32 %205, 16, !dbg !170
  br i1 %208, label %209, label %214, !dbg !171

209:                                              ; preds = %202
  %210 = and i32 %207, %204, !dbg !172
  %211 = xor i32 %204, -1, !dbg !173
  %212 = and i32 %206, %211, !dbg !174
  %213 = or i32 %210, %212, !dbg !175
  br label %238, !dbg !176

214:                                              ; preds = %202
  %215 = icmp ult i32 %205, 32, !dbg !177
  br i1 %215, label %216, label %224, !dbg !178

216:                                              ; preds = %214
  %217 = and i32 %206, %204, !dbg !179
  %218 = xor i32 %206, -1, !dbg !180
  %219 = and i32 %207, %218, !dbg !181
  %220 = or i32 %219, %217, !dbg !182
  %221 = mul nuw nsw i32 %205, 5, !dbg !183
  %222 = add nuw nsw i32 %221, 1, !dbg !184
  %223 = and i32 %222, 15, !dbg !185
  br label %238, !dbg !186

224:                                              ; preds = %214
  %225 = icmp ult i32 %205, 48, !dbg !187
  br i1 %225, label %226, label %232, !dbg !188

226:                                              ; preds = %224
  %227 = xor i32 %206, %204, !dbg !189
  %228 = xor i32 %227, %207, !dbg !190
  %229 = mul nuw nsw i32 %205, 3, !dbg !191
  %230 = add nuw nsw i32 %229, 5, !dbg !192
  %231 = and i32 %230, 15, !dbg !193
  br label %238, !dbg !194

232:                                              ; preds = %224
  %233 = xor i32 %206, -1, !dbg !195
  %234 = or i32 %204, %233, !dbg !196
  %235 = xor i32 %234, %207, !dbg !197
  %236 = mul nuw nsw i32 %205, 7, !dbg !198
  %237 = and i32 %236, 15, !dbg !199
  br label %238

238:                                              ; preds = %232, %226, %216, %209
  %239 = phi i32 [ %213, %209 ], [ %220, %216 ], [ %228, %226 ], [ %235, %232 ], !dbg !200
  %240 = phi i32 [ %205, %209 ], [ %223, %216 ], [ %231, %226 ], [ %237, %232 ], !dbg !200
  %241 = icmp eq i32 %240, 0, !dbg !201
  %242 = icmp eq i32 %240, 14, !dbg !202
  %243 = select i1 %242, i32 1024, i32 0, !dbg !203
  %244 = select i1 %241, i32 128, i32 %243, !dbg !204
  %245 = zext i32 %205 to i64, !dbg !205
  %246 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(4)* @md5_t, i64 0, i64 %245, !dbg !205
  %247 = addrspacecast i32 addrspace(4)* %246 to i32*, !dbg !205
  %248 = load i32, i32* %247, align 4, !dbg !205, !tbaa !32
  %249 = add i32 %239, %203, !dbg !206
  %250 = add i32 %249, %248, !dbg !207
  %251 = add i32 %250, %244, !dbg !208
  %252 = lshr i32 %205, 2, !dbg !209
  %253 = and i32 %252, 536870908, !dbg !209
  %254 = and i32 %205, 3, !dbg !210
  %255 = or i32 %253, %254, !dbg !211
  %256 = zext i32 %255 to i64, !dbg !212
  %257 = getelementptr inbounds [16 x i8], [16 x i8] addrspace(4)* @md5_s, i64 0, i64 %256, !dbg !212
  %258 = addrspacecast i8 addrspace(4)* %257 to i8*, !dbg !212
  %259 = load i8, i8* %258, align 1, !dbg !212, !tbaa !92
  %260 = zext i8 %259 to i32, !dbg !212
  %261 = shl i32 %251, %260, !dbg !213
  %262 = sub nsw i32 32, %260, !dbg !214
  %263 = lshr i32 %251, %262, !dbg !215
  %264 = or i32 %261, %263, !dbg !216
  %265 = add i32 %264, %204, !dbg !217
  %266 = add nuw nsw i32 %205, 1, !dbg !218
  %267 = icmp eq i32 %266, 64, !dbg !219
  br i1 %267, label %268, label %202, !dbg !168, !llvm.loop !220

268:                                              ; preds = %238
  %269 = add i32 %206, %198, !dbg !222
  %270 = add i32 %265, %199, !dbg !223
  %271 = add i32 %204, %200, !dbg !224
  %272 = add i32 %207, %201, !dbg !225
  %273 = shl nsw i32 %11, 2
  %274 = sext i32 %273 to i64, !dbg !226
  %275 = getelementptr inbounds i32, i32* %1, i64 %274, !dbg !226
  store i32 %269, i32* %275, align 4, !dbg !227, !tbaa !32
  %276 = or i32 %273, 1, !dbg !228
  %277 = sext i32 %276 to i64, !dbg !226
  %278 = getelementptr inbounds i32, i32* %1, i64 %277, !dbg !226
  store i32 %270, i32* %278, align 4, !dbg !227, !tbaa !32
  %279 = or i32 %273, 2, !dbg !228
  %280 = sext i32 %279 to i64, !dbg !226
  %281 = getelementptr inbounds i32, i32* %1, i64 %280, !dbg !226
  store i32 %271, i32* %281, align 4, !dbg !227, !tbaa !32
  %282 = or i32 %273, 3, !dbg !228
  %283 = sext i32 %282 to i64, !dbg !226
  %284 = getelementptr inbounds i32, i32* %1, i64 %283, !dbg !226
  store i32 %272, i32* %284, align 4, !dbg !227, !tbaa !32
  br label %285, !dbg !229

285:                                              ; preds = %10, %268
  ret void, !dbg !229
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/storegpu.cu", directory: ".")
!2 = !{void (i32*, i32*, i32)* @storegpu, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "storegpu", scope: !1, file: !1, line: 67, type: !10, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 70, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 71, column: 15, scope: !9)
!19 = !DILocation(line: 71, column: 26, scope: !9)
!20 = !DILocation(line: 72, column: 21, scope: !9)
!21 = !DILocation(line: 72, column: 3, scope: !9)
!22 = !DILocation(line: 77, column: 3, scope: !9)
!23 = !DILocation(line: 78, column: 19, scope: !9)
!24 = !DILocation(line: 79, column: 11, scope: !9)
!25 = !DILocation(line: 79, column: 7, scope: !9)
!26 = !DILocation(line: 73, column: 19, scope: !9)
!27 = !DILocation(line: 75, column: 15, scope: !9)
!28 = !DILocation(line: 75, column: 23, scope: !9)
!29 = !DILocation(line: 75, column: 9, scope: !9)
!30 = !DILocation(line: 75, column: 60, scope: !9)
!31 = !DILocation(line: 75, column: 35, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 74, column: 5, scope: !9)
!37 = !DILocation(line: 74, column: 26, scope: !9)
!38 = !DILocation(line: 72, column: 43, scope: !9)
!39 = distinct !{!39, !21, !40, !41}
!40 = !DILocation(line: 76, column: 3, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 82, column: 17, scope: !9)
!43 = !DILocation(line: 36, column: 3, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "md5_block", scope: !1, file: !1, line: 33, type: !10, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!45 = distinct !DILocation(line: 82, column: 3, scope: !9)
!46 = !DILocation(line: 39, column: 11, scope: !44, inlinedAt: !45)
!47 = !DILocation(line: 39, column: 9, scope: !44, inlinedAt: !45)
!48 = !DILocation(line: 40, column: 14, scope: !44, inlinedAt: !45)
!49 = !DILocation(line: 40, column: 22, scope: !44, inlinedAt: !45)
!50 = !DILocation(line: 40, column: 25, scope: !44, inlinedAt: !45)
!51 = !DILocation(line: 40, column: 19, scope: !44, inlinedAt: !45)
!52 = !DILocation(line: 42, column: 5, scope: !44, inlinedAt: !45)
!53 = !DILocation(line: 42, column: 18, scope: !44, inlinedAt: !45)
!54 = !DILocation(line: 42, column: 16, scope: !44, inlinedAt: !45)
!55 = !DILocation(line: 43, column: 14, scope: !44, inlinedAt: !45)
!56 = !DILocation(line: 43, column: 22, scope: !44, inlinedAt: !45)
!57 = !DILocation(line: 43, column: 25, scope: !44, inlinedAt: !45)
!58 = !DILocation(line: 43, column: 19, scope: !44, inlinedAt: !45)
!59 = !DILocation(line: 44, column: 14, scope: !44, inlinedAt: !45)
!60 = !DILocation(line: 44, column: 18, scope: !44, inlinedAt: !45)
!61 = !DILocation(line: 44, column: 23, scope: !44, inlinedAt: !45)
!62 = !DILocation(line: 45, column: 5, scope: !44, inlinedAt: !45)
!63 = !DILocation(line: 45, column: 18, scope: !44, inlinedAt: !45)
!64 = !DILocation(line: 45, column: 16, scope: !44, inlinedAt: !45)
!65 = !DILocation(line: 46, column: 13, scope: !44, inlinedAt: !45)
!66 = !DILocation(line: 46, column: 17, scope: !44, inlinedAt: !45)
!67 = !DILocation(line: 47, column: 14, scope: !44, inlinedAt: !45)
!68 = !DILocation(line: 47, column: 18, scope: !44, inlinedAt: !45)
!69 = !DILocation(line: 47, column: 23, scope: !44, inlinedAt: !45)
!70 = !DILocation(line: 48, column: 5, scope: !44, inlinedAt: !45)
!71 = !DILocation(line: 49, column: 20, scope: !44, inlinedAt: !45)
!72 = !DILocation(line: 49, column: 18, scope: !44, inlinedAt: !45)
!73 = !DILocation(line: 49, column: 13, scope: !44, inlinedAt: !45)
!74 = !DILocation(line: 50, column: 14, scope: !44, inlinedAt: !45)
!75 = !DILocation(line: 50, column: 19, scope: !44, inlinedAt: !45)
!76 = !DILocation(line: 0, scope: !44, inlinedAt: !45)
!77 = !DILocation(line: 52, column: 18, scope: !44, inlinedAt: !45)
!78 = !DILocation(line: 52, column: 28, scope: !44, inlinedAt: !45)
!79 = !DILocation(line: 52, column: 23, scope: !44, inlinedAt: !45)
!80 = !DILocation(line: 52, column: 38, scope: !44, inlinedAt: !45)
!81 = !DILocation(line: 52, column: 55, scope: !44, inlinedAt: !45)
!82 = !DILocation(line: 52, column: 53, scope: !44, inlinedAt: !45)
!83 = !DILocation(line: 52, column: 36, scope: !44, inlinedAt: !45)
!84 = !DILocation(line: 53, column: 14, scope: !44, inlinedAt: !45)
!85 = !DILocation(line: 53, column: 12, scope: !44, inlinedAt: !45)
!86 = !DILocation(line: 53, column: 23, scope: !44, inlinedAt: !45)
!87 = !DILocation(line: 53, column: 7, scope: !44, inlinedAt: !45)
!88 = !DILocation(line: 54, column: 33, scope: !44, inlinedAt: !45)
!89 = !DILocation(line: 54, column: 42, scope: !44, inlinedAt: !45)
!90 = !DILocation(line: 54, column: 37, scope: !44, inlinedAt: !45)
!91 = !DILocation(line: 54, column: 18, scope: !44, inlinedAt: !45)
!92 = !{!34, !34, i64 0}
!93 = !DILocation(line: 58, column: 13, scope: !44, inlinedAt: !45)
!94 = !DILocation(line: 58, column: 31, scope: !44, inlinedAt: !45)
!95 = !DILocation(line: 58, column: 24, scope: !44, inlinedAt: !45)
!96 = !DILocation(line: 58, column: 19, scope: !44, inlinedAt: !45)
!97 = !DILocation(line: 58, column: 7, scope: !44, inlinedAt: !45)
!98 = !DILocation(line: 36, column: 28, scope: !44, inlinedAt: !45)
!99 = !DILocation(line: 36, column: 21, scope: !44, inlinedAt: !45)
!100 = distinct !{!100, !43, !101, !41}
!101 = !DILocation(line: 59, column: 3, scope: !44, inlinedAt: !45)
!102 = !DILocation(line: 60, column: 8, scope: !44, inlinedAt: !45)
!103 = !DILocation(line: 61, column: 8, scope: !44, inlinedAt: !45)
!104 = !DILocation(line: 62, column: 8, scope: !44, inlinedAt: !45)
!105 = !DILocation(line: 63, column: 8, scope: !44, inlinedAt: !45)
!106 = !DILocation(line: 83, column: 17, scope: !9)
!107 = !DILocation(line: 36, column: 3, scope: !44, inlinedAt: !108)
!108 = distinct !DILocation(line: 83, column: 3, scope: !9)
!109 = !DILocation(line: 39, column: 11, scope: !44, inlinedAt: !108)
!110 = !DILocation(line: 39, column: 9, scope: !44, inlinedAt: !108)
!111 = !DILocation(line: 40, column: 14, scope: !44, inlinedAt: !108)
!112 = !DILocation(line: 40, column: 22, scope: !44, inlinedAt: !108)
!113 = !DILocation(line: 40, column: 25, scope: !44, inlinedAt: !108)
!114 = !DILocation(line: 40, column: 19, scope: !44, inlinedAt: !108)
!115 = !DILocation(line: 42, column: 5, scope: !44, inlinedAt: !108)
!116 = !DILocation(line: 42, column: 18, scope: !44, inlinedAt: !108)
!117 = !DILocation(line: 42, column: 16, scope: !44, inlinedAt: !108)
!118 = !DILocation(line: 43, column: 14, scope: !44, inlinedAt: !108)
!119 = !DILocation(line: 43, column: 22, scope: !44, inlinedAt: !108)
!120 = !DILocation(line: 43, column: 25, scope: !44, inlinedAt: !108)
!121 = !DILocation(line: 43, column: 19, scope: !44, inlinedAt: !108)
!122 = !DILocation(line: 44, column: 14, scope: !44, inlinedAt: !108)
!123 = !DILocation(line: 44, column: 18, scope: !44, inlinedAt: !108)
!124 = !DILocation(line: 44, column: 23, scope: !44, inlinedAt: !108)
!125 = !DILocation(line: 45, column: 5, scope: !44, inlinedAt: !108)
!126 = !DILocation(line: 45, column: 18, scope: !44, inlinedAt: !108)
!127 = !DILocation(line: 45, column: 16, scope: !44, inlinedAt: !108)
!128 = !DILocation(line: 46, column: 13, scope: !44, inlinedAt: !108)
!129 = !DILocation(line: 46, column: 17, scope: !44, inlinedAt: !108)
!130 = !DILocation(line: 47, column: 14, scope: !44, inlinedAt: !108)
!131 = !DILocation(line: 47, column: 18, scope: !44, inlinedAt: !108)
!132 = !DILocation(line: 47, column: 23, scope: !44, inlinedAt: !108)
!133 = !DILocation(line: 48, column: 5, scope: !44, inlinedAt: !108)
!134 = !DILocation(line: 49, column: 20, scope: !44, inlinedAt: !108)
!135 = !DILocation(line: 49, column: 18, scope: !44, inlinedAt: !108)
!136 = !DILocation(line: 49, column: 13, scope: !44, inlinedAt: !108)
!137 = !DILocation(line: 50, column: 14, scope: !44, inlinedAt: !108)
!138 = !DILocation(line: 50, column: 19, scope: !44, inlinedAt: !108)
!139 = !DILocation(line: 0, scope: !44, inlinedAt: !108)
!140 = !DILocation(line: 52, column: 18, scope: !44, inlinedAt: !108)
!141 = !DILocation(line: 52, column: 28, scope: !44, inlinedAt: !108)
!142 = !DILocation(line: 52, column: 23, scope: !44, inlinedAt: !108)
!143 = !DILocation(line: 52, column: 38, scope: !44, inlinedAt: !108)
!144 = !DILocation(line: 52, column: 55, scope: !44, inlinedAt: !108)
!145 = !DILocation(line: 52, column: 53, scope: !44, inlinedAt: !108)
!146 = !DILocation(line: 52, column: 36, scope: !44, inlinedAt: !108)
!147 = !DILocation(line: 53, column: 14, scope: !44, inlinedAt: !108)
!148 = !DILocation(line: 53, column: 12, scope: !44, inlinedAt: !108)
!149 = !DILocation(line: 53, column: 23, scope: !44, inlinedAt: !108)
!150 = !DILocation(line: 53, column: 7, scope: !44, inlinedAt: !108)
!151 = !DILocation(line: 54, column: 33, scope: !44, inlinedAt: !108)
!152 = !DILocation(line: 54, column: 42, scope: !44, inlinedAt: !108)
!153 = !DILocation(line: 54, column: 37, scope: !44, inlinedAt: !108)
!154 = !DILocation(line: 54, column: 18, scope: !44, inlinedAt: !108)
!155 = !DILocation(line: 58, column: 13, scope: !44, inlinedAt: !108)
!156 = !DILocation(line: 58, column: 31, scope: !44, inlinedAt: !108)
!157 = !DILocation(line: 58, column: 24, scope: !44, inlinedAt: !108)
!158 = !DILocation(line: 58, column: 19, scope: !44, inlinedAt: !108)
!159 = !DILocation(line: 58, column: 7, scope: !44, inlinedAt: !108)
!160 = !DILocation(line: 36, column: 28, scope: !44, inlinedAt: !108)
!161 = !DILocation(line: 36, column: 21, scope: !44, inlinedAt: !108)
!162 = distinct !{!162, !107, !163, !41}
!163 = !DILocation(line: 59, column: 3, scope: !44, inlinedAt: !108)
!164 = !DILocation(line: 60, column: 8, scope: !44, inlinedAt: !108)
!165 = !DILocation(line: 61, column: 8, scope: !44, inlinedAt: !108)
!166 = !DILocation(line: 62, column: 8, scope: !44, inlinedAt: !108)
!167 = !DILocation(line: 63, column: 8, scope: !44, inlinedAt: !108)
!168 = !DILocation(line: 36, column: 3, scope: !44, inlinedAt: !169)
!169 = distinct !DILocation(line: 84, column: 3, scope: !9)
!170 = !DILocation(line: 39, column: 11, scope: !44, inlinedAt: !169)
!171 = !DILocation(line: 39, column: 9, scope: !44, inlinedAt: !169)
!172 = !DILocation(line: 40, column: 14, scope: !44, inlinedAt: !169)
!173 = !DILocation(line: 40, column: 22, scope: !44, inlinedAt: !169)
!174 = !DILocation(line: 40, column: 25, scope: !44, inlinedAt: !169)
!175 = !DILocation(line: 40, column: 19, scope: !44, inlinedAt: !169)
!176 = !DILocation(line: 42, column: 5, scope: !44, inlinedAt: !169)
!177 = !DILocation(line: 42, column: 18, scope: !44, inlinedAt: !169)
!178 = !DILocation(line: 42, column: 16, scope: !44, inlinedAt: !169)
!179 = !DILocation(line: 43, column: 14, scope: !44, inlinedAt: !169)
!180 = !DILocation(line: 43, column: 22, scope: !44, inlinedAt: !169)
!181 = !DILocation(line: 43, column: 25, scope: !44, inlinedAt: !169)
!182 = !DILocation(line: 43, column: 19, scope: !44, inlinedAt: !169)
!183 = !DILocation(line: 44, column: 14, scope: !44, inlinedAt: !169)
!184 = !DILocation(line: 44, column: 18, scope: !44, inlinedAt: !169)
!185 = !DILocation(line: 44, column: 23, scope: !44, inlinedAt: !169)
!186 = !DILocation(line: 45, column: 5, scope: !44, inlinedAt: !169)
!187 = !DILocation(line: 45, column: 18, scope: !44, inlinedAt: !169)
!188 = !DILocation(line: 45, column: 16, scope: !44, inlinedAt: !169)
!189 = !DILocation(line: 46, column: 13, scope: !44, inlinedAt: !169)
!190 = !DILocation(line: 46, column: 17, scope: !44, inlinedAt: !169)
!191 = !DILocation(line: 47, column: 14, scope: !44, inlinedAt: !169)
!192 = !DILocation(line: 47, column: 18, scope: !44, inlinedAt: !169)
!193 = !DILocation(line: 47, column: 23, scope: !44, inlinedAt: !169)
!194 = !DILocation(line: 48, column: 5, scope: !44, inlinedAt: !169)
!195 = !DILocation(line: 49, column: 20, scope: !44, inlinedAt: !169)
!196 = !DILocation(line: 49, column: 18, scope: !44, inlinedAt: !169)
!197 = !DILocation(line: 49, column: 13, scope: !44, inlinedAt: !169)
!198 = !DILocation(line: 50, column: 14, scope: !44, inlinedAt: !169)
!199 = !DILocation(line: 50, column: 19, scope: !44, inlinedAt: !169)
!200 = !DILocation(line: 0, scope: !44, inlinedAt: !169)
!201 = !DILocation(line: 52, column: 38, scope: !44, inlinedAt: !169)
!202 = !DILocation(line: 52, column: 55, scope: !44, inlinedAt: !169)
!203 = !DILocation(line: 52, column: 53, scope: !44, inlinedAt: !169)
!204 = !DILocation(line: 52, column: 36, scope: !44, inlinedAt: !169)
!205 = !DILocation(line: 53, column: 14, scope: !44, inlinedAt: !169)
!206 = !DILocation(line: 53, column: 12, scope: !44, inlinedAt: !169)
!207 = !DILocation(line: 53, column: 23, scope: !44, inlinedAt: !169)
!208 = !DILocation(line: 53, column: 7, scope: !44, inlinedAt: !169)
!209 = !DILocation(line: 54, column: 33, scope: !44, inlinedAt: !169)
!210 = !DILocation(line: 54, column: 42, scope: !44, inlinedAt: !169)
!211 = !DILocation(line: 54, column: 37, scope: !44, inlinedAt: !169)
!212 = !DILocation(line: 54, column: 18, scope: !44, inlinedAt: !169)
!213 = !DILocation(line: 58, column: 13, scope: !44, inlinedAt: !169)
!214 = !DILocation(line: 58, column: 31, scope: !44, inlinedAt: !169)
!215 = !DILocation(line: 58, column: 24, scope: !44, inlinedAt: !169)
!216 = !DILocation(line: 58, column: 19, scope: !44, inlinedAt: !169)
!217 = !DILocation(line: 58, column: 7, scope: !44, inlinedAt: !169)
!218 = !DILocation(line: 36, column: 28, scope: !44, inlinedAt: !169)
!219 = !DILocation(line: 36, column: 21, scope: !44, inlinedAt: !169)
!220 = distinct !{!220, !168, !221, !41}
!221 = !DILocation(line: 59, column: 3, scope: !44, inlinedAt: !169)
!222 = !DILocation(line: 60, column: 8, scope: !44, inlinedAt: !169)
!223 = !DILocation(line: 61, column: 8, scope: !44, inlinedAt: !169)
!224 = !DILocation(line: 62, column: 8, scope: !44, inlinedAt: !169)
!225 = !DILocation(line: 63, column: 8, scope: !44, inlinedAt: !169)
!226 = !DILocation(line: 86, column: 5, scope: !9)
!227 = !DILocation(line: 86, column: 25, scope: !9)
!228 = !DILocation(line: 86, column: 20, scope: !9)
!229 = !DILocation(line: 87, column: 1, scope: !9)
