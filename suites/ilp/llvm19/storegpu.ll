; ModuleID = 'suites/ilp/storegpu.cu'
source_filename = "suites/ilp/storegpu.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@md5_t = dso_local addrspace(4) externally_initialized global [64 x i32] [i32 -680876936, i32 -389564586, i32 606105819, i32 -1044525330, i32 -176418897, i32 1200080426, i32 -1473231341, i32 -45705983, i32 1770035416, i32 -1958414417, i32 -42063, i32 -1990404162, i32 1804603682, i32 -40341101, i32 -1502002290, i32 1236535329, i32 -165796510, i32 -1069501632, i32 643717713, i32 -373897302, i32 -701558691, i32 38016083, i32 -660478335, i32 -405537848, i32 568446438, i32 -1019803690, i32 -187363961, i32 1163531501, i32 -1444681467, i32 -51403784, i32 1735328473, i32 -1926607734, i32 -378558, i32 -2022574463, i32 1839030562, i32 -35309556, i32 -1530992060, i32 1272893353, i32 -155497632, i32 -1094730640, i32 681279174, i32 -358537222, i32 -722521979, i32 76029189, i32 -640364487, i32 -421815835, i32 530742520, i32 -995338651, i32 -198630844, i32 1126891415, i32 -1416354905, i32 -57434055, i32 1700485571, i32 -1894986606, i32 -1051523, i32 -2054922799, i32 1873313359, i32 -30611744, i32 -1560198380, i32 1309151649, i32 -145523070, i32 -1120210379, i32 718787259, i32 -343485551], align 4
@md5_s = dso_local addrspace(4) externally_initialized global [16 x i8] c"\07\0C\11\16\05\09\0E\14\04\0B\10\17\06\0A\0F\15", align 1
@_ZZ8storegpuE7s_words = internal addrspace(3) global [32 x [128 x i32]] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @md5_s to ptr), ptr addrspacecast (ptr addrspace(4) @md5_t to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @storegpu(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = shl i32 %5, 7, !dbg !19
  %7 = shl i32 %5, 12
  %8 = and i32 %4, 31, !dbg !20
  %9 = zext nneg i32 %8 to i64
  %10 = and i32 %4, 128, !dbg !20
  %11 = icmp eq i32 %10, 0, !dbg !20
  br i1 %11, label %26, label %12, !dbg !20

12:                                               ; preds = %3
  %13 = lshr i32 %4, 5, !dbg !21
  %14 = or disjoint i32 %13, %6, !dbg !22
  %15 = icmp slt i32 %14, %2, !dbg !23
  br i1 %15, label %16, label %21, !dbg !24

16:                                               ; preds = %12
  %17 = or disjoint i32 %4, %7
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !dbg !25, !tbaa !26
  br label %21, !dbg !24

21:                                               ; preds = %16, %12
  %22 = phi i32 [ %20, %16 ], [ 0, %12 ], !dbg !24
  %23 = zext nneg i32 %13 to i64, !dbg !30
  %24 = getelementptr inbounds [32 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ8storegpuE7s_words to ptr), i64 0, i64 %9, i64 %23, !dbg !30
  store i32 %22, ptr %24, align 4, !dbg !31, !tbaa !26
  %25 = add nuw nsw i32 %4, 128, !dbg !32
  br label %26, !dbg !20

26:                                               ; preds = %3, %21
  %27 = phi i32 [ %4, %3 ], [ %25, %21 ]
  br label %31, !dbg !20

28:                                               ; preds = %54
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %29 = add nsw i32 %6, %4, !dbg !34
  %30 = icmp slt i32 %29, %2, !dbg !35
  br i1 %30, label %60, label %292, !dbg !36

31:                                               ; preds = %54, %26
  %32 = phi i32 [ %27, %26 ], [ %58, %54 ]
  %33 = lshr i32 %32, 5, !dbg !21
  %34 = or disjoint i32 %33, %6, !dbg !22
  %35 = icmp slt i32 %34, %2, !dbg !23
  br i1 %35, label %36, label %41, !dbg !24

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %32, %7
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !dbg !25, !tbaa !26
  br label %41, !dbg !24

41:                                               ; preds = %31, %36
  %42 = phi i32 [ %40, %36 ], [ 0, %31 ], !dbg !24
  %43 = zext nneg i32 %33 to i64, !dbg !30
  %44 = getelementptr inbounds [32 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ8storegpuE7s_words to ptr), i64 0, i64 %9, i64 %43, !dbg !30
  store i32 %42, ptr %44, align 4, !dbg !31, !tbaa !26
  %45 = add nuw nsw i32 %32, 128, !dbg !32
  %46 = lshr i32 %45, 5, !dbg !21
  %47 = or disjoint i32 %46, %6, !dbg !22
  %48 = icmp slt i32 %47, %2, !dbg !23
  br i1 %48, label %49, label %54, !dbg !24

49:                                               ; preds = %41
  %50 = add nuw nsw i32 %45, %7
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !dbg !25, !tbaa !26
  br label %54, !dbg !24

54:                                               ; preds = %49, %41
  %55 = phi i32 [ %53, %49 ], [ 0, %41 ], !dbg !24
  %56 = zext nneg i32 %46 to i64, !dbg !30
  %57 = getelementptr inbounds [32 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ8storegpuE7s_words to ptr), i64 0, i64 %9, i64 %56, !dbg !30
  store i32 %55, ptr %57, align 4, !dbg !31, !tbaa !26
  %58 = add nuw nsw i32 %32, 256, !dbg !32
  %59 = icmp ult i32 %32, 3840, !dbg !37
  br i1 %59, label %31, label %28, !dbg !20, !llvm.loop !38

60:                                               ; preds = %28
  %61 = zext nneg i32 %4 to i64, !dbg !41
  %62 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8storegpuE7s_words to ptr), i64 0, i64 %61, !dbg !41
  %63 = icmp eq ptr addrspacecast (ptr addrspace(3) @_ZZ8storegpuE7s_words to ptr), null
  br label %64, !dbg !42

64:                                               ; preds = %60, %113
  %65 = phi i32 [ 1732584193, %60 ], [ %68, %113 ]
  %66 = phi i32 [ -271733879, %60 ], [ %133, %113 ]
  %67 = phi i32 [ 0, %60 ], [ %134, %113 ]
  %68 = phi i32 [ 271733878, %60 ], [ %69, %113 ]
  %69 = phi i32 [ -1732584194, %60 ], [ %66, %113 ]
  %70 = icmp ult i32 %67, 16, !dbg !45
  br i1 %70, label %71, label %76, !dbg !46

71:                                               ; preds = %64
  %72 = and i32 %66, %69, !dbg !47
  %73 = xor i32 %66, -1, !dbg !48
  %74 = and i32 %68, %73, !dbg !49
  %75 = or i32 %72, %74, !dbg !50
  br label %100, !dbg !51

76:                                               ; preds = %64
  %77 = icmp ult i32 %67, 32, !dbg !52
  br i1 %77, label %78, label %86, !dbg !53

78:                                               ; preds = %76
  %79 = and i32 %66, %68, !dbg !54
  %80 = xor i32 %68, -1, !dbg !55
  %81 = and i32 %69, %80, !dbg !56
  %82 = or i32 %79, %81, !dbg !57
  %83 = mul nuw nsw i32 %67, 5, !dbg !58
  %84 = add nuw nsw i32 %83, 1, !dbg !59
  %85 = and i32 %84, 15, !dbg !60
  br label %100, !dbg !61

86:                                               ; preds = %76
  %87 = icmp ult i32 %67, 48, !dbg !62
  br i1 %87, label %88, label %94, !dbg !63

88:                                               ; preds = %86
  %89 = xor i32 %68, %69, !dbg !64
  %90 = xor i32 %89, %66, !dbg !65
  %91 = mul nuw nsw i32 %67, 3, !dbg !66
  %92 = add nuw nsw i32 %91, 5, !dbg !67
  %93 = and i32 %92, 15, !dbg !68
  br label %100, !dbg !69

94:                                               ; preds = %86
  %95 = xor i32 %68, -1, !dbg !70
  %96 = or i32 %66, %95, !dbg !71
  %97 = xor i32 %96, %69, !dbg !72
  %98 = mul nuw nsw i32 %67, 7, !dbg !73
  %99 = and i32 %98, 15, !dbg !74
  br label %100

100:                                              ; preds = %94, %88, %78, %71
  %101 = phi i32 [ %75, %71 ], [ %82, %78 ], [ %90, %88 ], [ %97, %94 ], !dbg !75
  %102 = phi i32 [ %67, %71 ], [ %85, %78 ], [ %93, %88 ], [ %99, %94 ], !dbg !75
  br i1 %63, label %108, label %103, !dbg !76

103:                                              ; preds = %100
  %104 = shl nuw nsw i32 %102, 7, !dbg !77
  %105 = zext nneg i32 %104 to i64, !dbg !78
  %106 = getelementptr inbounds i32, ptr %62, i64 %105, !dbg !78
  %107 = load i32, ptr %106, align 4, !dbg !78, !tbaa !26
  br label %113, !dbg !76

108:                                              ; preds = %100
  %109 = icmp eq i32 %102, 0, !dbg !79
  %110 = icmp eq i32 %102, 14
  %111 = select i1 %110, i32 1024, i32 0
  %112 = select i1 %109, i32 128, i32 %111, !dbg !80
  br label %113, !dbg !80

113:                                              ; preds = %108, %103
  %114 = phi i32 [ %107, %103 ], [ %112, %108 ], !dbg !76
  %115 = zext nneg i32 %67 to i64, !dbg !81
  %116 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(4) @md5_t to ptr), i64 0, i64 %115, !dbg !81
  %117 = load i32, ptr %116, align 4, !dbg !81, !tbaa !26
  %118 = add i32 %101, %65, !dbg !82
  %119 = add i32 %118, %114, !dbg !83
  %120 = add i32 %119, %117, !dbg !84
  %121 = lshr i32 %67, 2, !dbg !85
  %122 = and i32 %121, 12, !dbg !85
  %123 = and i32 %67, 3, !dbg !86
  %124 = or disjoint i32 %122, %123, !dbg !87
  %125 = zext nneg i32 %124 to i64, !dbg !88
  %126 = getelementptr inbounds [16 x i8], ptr addrspacecast (ptr addrspace(4) @md5_s to ptr), i64 0, i64 %125, !dbg !88
  %127 = load i8, ptr %126, align 1, !dbg !88, !tbaa !89
  %128 = zext i8 %127 to i32, !dbg !88
  %129 = shl i32 %120, %128, !dbg !90
  %130 = sub nsw i32 32, %128, !dbg !91
  %131 = lshr i32 %120, %130, !dbg !92
  %132 = or i32 %129, %131, !dbg !93
  %133 = add i32 %132, %66, !dbg !94
  %134 = add nuw nsw i32 %67, 1, !dbg !95
  %135 = icmp eq i32 %134, 64, !dbg !96
  br i1 %135, label %136, label %64, !dbg !42, !llvm.loop !97

136:                                              ; preds = %113
  %137 = add i32 %68, 1732584193, !dbg !99
  %138 = add i32 %133, -271733879, !dbg !100
  %139 = add i32 %66, -1732584194, !dbg !101
  %140 = add i32 %69, 271733878, !dbg !102
  %141 = getelementptr inbounds [128 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8storegpuE7s_words to ptr), i64 8192), i64 0, i64 %61, !dbg !103
  br label %142, !dbg !104

142:                                              ; preds = %136, %178
  %143 = phi i32 [ %137, %136 ], [ %146, %178 ]
  %144 = phi i32 [ %138, %136 ], [ %203, %178 ]
  %145 = phi i32 [ 0, %136 ], [ %204, %178 ]
  %146 = phi i32 [ %140, %136 ], [ %147, %178 ]
  %147 = phi i32 [ %139, %136 ], [ %144, %178 ]
  %148 = icmp ult i32 %145, 16, !dbg !106
  br i1 %148, label %149, label %154, !dbg !107

149:                                              ; preds = %142
  %150 = and i32 %144, %147, !dbg !108
  %151 = xor i32 %144, -1, !dbg !109
  %152 = and i32 %146, %151, !dbg !110
  %153 = or i32 %150, %152, !dbg !111
  br label %178, !dbg !112

154:                                              ; preds = %142
  %155 = icmp ult i32 %145, 32, !dbg !113
  br i1 %155, label %156, label %164, !dbg !114

156:                                              ; preds = %154
  %157 = and i32 %144, %146, !dbg !115
  %158 = xor i32 %146, -1, !dbg !116
  %159 = and i32 %147, %158, !dbg !117
  %160 = or i32 %157, %159, !dbg !118
  %161 = mul nuw nsw i32 %145, 5, !dbg !119
  %162 = add nuw nsw i32 %161, 1, !dbg !120
  %163 = and i32 %162, 15, !dbg !121
  br label %178, !dbg !122

164:                                              ; preds = %154
  %165 = icmp ult i32 %145, 48, !dbg !123
  br i1 %165, label %166, label %172, !dbg !124

166:                                              ; preds = %164
  %167 = xor i32 %146, %147, !dbg !125
  %168 = xor i32 %167, %144, !dbg !126
  %169 = mul nuw nsw i32 %145, 3, !dbg !127
  %170 = add nuw nsw i32 %169, 5, !dbg !128
  %171 = and i32 %170, 15, !dbg !129
  br label %178, !dbg !130

172:                                              ; preds = %164
  %173 = xor i32 %146, -1, !dbg !131
  %174 = or i32 %144, %173, !dbg !132
  %175 = xor i32 %174, %147, !dbg !133
  %176 = mul nuw nsw i32 %145, 7, !dbg !134
  %177 = and i32 %176, 15, !dbg !135
  br label %178

178:                                              ; preds = %172, %166, %156, %149
  %179 = phi i32 [ %153, %149 ], [ %160, %156 ], [ %168, %166 ], [ %175, %172 ], !dbg !136
  %180 = phi i32 [ %145, %149 ], [ %163, %156 ], [ %171, %166 ], [ %177, %172 ], !dbg !136
  %181 = shl nuw nsw i32 %180, 7, !dbg !137
  %182 = zext nneg i32 %181 to i64, !dbg !138
  %183 = getelementptr inbounds i32, ptr %141, i64 %182, !dbg !138
  %184 = load i32, ptr %183, align 4, !dbg !138, !tbaa !26
  %185 = zext nneg i32 %145 to i64, !dbg !139
  %186 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(4) @md5_t to ptr), i64 0, i64 %185, !dbg !139
  %187 = load i32, ptr %186, align 4, !dbg !139, !tbaa !26
  %188 = add i32 %179, %143, !dbg !140
  %189 = add i32 %188, %184, !dbg !141
  %190 = add i32 %189, %187, !dbg !142
  %191 = lshr i32 %145, 2, !dbg !143
  %192 = and i32 %191, 12, !dbg !143
  %193 = and i32 %145, 3, !dbg !144
  %194 = or disjoint i32 %192, %193, !dbg !145
  %195 = zext nneg i32 %194 to i64, !dbg !146
  %196 = getelementptr inbounds [16 x i8], ptr addrspacecast (ptr addrspace(4) @md5_s to ptr), i64 0, i64 %195, !dbg !146
  %197 = load i8, ptr %196, align 1, !dbg !146, !tbaa !89
  %198 = zext i8 %197 to i32, !dbg !146
  %199 = shl i32 %190, %198, !dbg !147
  %200 = sub nsw i32 32, %198, !dbg !148
  %201 = lshr i32 %190, %200, !dbg !149
  %202 = or i32 %199, %201, !dbg !150
  %203 = add i32 %202, %144, !dbg !151
  %204 = add nuw nsw i32 %145, 1, !dbg !152
  %205 = icmp eq i32 %204, 64, !dbg !153
  br i1 %205, label %206, label %142, !dbg !104, !llvm.loop !154

206:                                              ; preds = %178
  %207 = add i32 %146, %137, !dbg !156
  %208 = add i32 %203, %138, !dbg !157
  %209 = add i32 %144, %139, !dbg !158
  %210 = add i32 %147, %140, !dbg !159
  br label %211, !dbg !160

211:                                              ; preds = %206, %247
  %212 = phi i32 [ %207, %206 ], [ %215, %247 ]
  %213 = phi i32 [ %208, %206 ], [ %272, %247 ]
  %214 = phi i32 [ 0, %206 ], [ %273, %247 ]
  %215 = phi i32 [ %210, %206 ], [ %216, %247 ]
  %216 = phi i32 [ %209, %206 ], [ %213, %247 ]
  %217 = icmp ult i32 %214, 16, !dbg !162
  br i1 %217, label %218, label %223, !dbg !163

218:                                              ; preds = %211
  %219 = and i32 %213, %216, !dbg !164
  %220 = xor i32 %213, -1, !dbg !165
  %221 = and i32 %215, %220, !dbg !166
  %222 = or i32 %219, %221, !dbg !167
  br label %247, !dbg !168

223:                                              ; preds = %211
  %224 = icmp ult i32 %214, 32, !dbg !169
  br i1 %224, label %225, label %233, !dbg !170

225:                                              ; preds = %223
  %226 = and i32 %213, %215, !dbg !171
  %227 = xor i32 %215, -1, !dbg !172
  %228 = and i32 %216, %227, !dbg !173
  %229 = or i32 %226, %228, !dbg !174
  %230 = mul nuw nsw i32 %214, 5, !dbg !175
  %231 = add nuw nsw i32 %230, 1, !dbg !176
  %232 = and i32 %231, 15, !dbg !177
  br label %247, !dbg !178

233:                                              ; preds = %223
  %234 = icmp ult i32 %214, 48, !dbg !179
  br i1 %234, label %235, label %241, !dbg !180

235:                                              ; preds = %233
  %236 = xor i32 %215, %216, !dbg !181
  %237 = xor i32 %236, %213, !dbg !182
  %238 = mul nuw nsw i32 %214, 3, !dbg !183
  %239 = add nuw nsw i32 %238, 5, !dbg !184
  %240 = and i32 %239, 15, !dbg !185
  br label %247, !dbg !186

241:                                              ; preds = %233
  %242 = xor i32 %215, -1, !dbg !187
  %243 = or i32 %213, %242, !dbg !188
  %244 = xor i32 %243, %216, !dbg !189
  %245 = mul nuw nsw i32 %214, 7, !dbg !190
  %246 = and i32 %245, 15, !dbg !191
  br label %247

247:                                              ; preds = %241, %235, %225, %218
  %248 = phi i32 [ %222, %218 ], [ %229, %225 ], [ %237, %235 ], [ %244, %241 ], !dbg !192
  %249 = phi i32 [ %214, %218 ], [ %232, %225 ], [ %240, %235 ], [ %246, %241 ], !dbg !192
  %250 = icmp eq i32 %249, 0, !dbg !193
  %251 = icmp eq i32 %249, 14
  %252 = select i1 %251, i32 1024, i32 0
  %253 = select i1 %250, i32 128, i32 %252, !dbg !194
  %254 = zext nneg i32 %214 to i64, !dbg !195
  %255 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(4) @md5_t to ptr), i64 0, i64 %254, !dbg !195
  %256 = load i32, ptr %255, align 4, !dbg !195, !tbaa !26
  %257 = add i32 %248, %212, !dbg !196
  %258 = add i32 %257, %256, !dbg !197
  %259 = add i32 %258, %253, !dbg !198
  %260 = lshr i32 %214, 2, !dbg !199
  %261 = and i32 %260, 12, !dbg !199
  %262 = and i32 %214, 3, !dbg !200
  %263 = or disjoint i32 %261, %262, !dbg !201
  %264 = zext nneg i32 %263 to i64, !dbg !202
  %265 = getelementptr inbounds [16 x i8], ptr addrspacecast (ptr addrspace(4) @md5_s to ptr), i64 0, i64 %264, !dbg !202
  %266 = load i8, ptr %265, align 1, !dbg !202, !tbaa !89
  %267 = zext i8 %266 to i32, !dbg !202
  %268 = shl i32 %259, %267, !dbg !203
  %269 = sub nsw i32 32, %267, !dbg !204
  %270 = lshr i32 %259, %269, !dbg !205
  %271 = or i32 %268, %270, !dbg !206
  %272 = add i32 %271, %213, !dbg !207
  %273 = add nuw nsw i32 %214, 1, !dbg !208
  %274 = icmp eq i32 %273, 64, !dbg !209
  br i1 %274, label %275, label %211, !dbg !160, !llvm.loop !210

275:                                              ; preds = %247
  %276 = add i32 %215, %207, !dbg !212
  %277 = add i32 %272, %208, !dbg !213
  %278 = add i32 %213, %209, !dbg !214
  %279 = add i32 %216, %210, !dbg !215
  %280 = shl nsw i32 %29, 2
  %281 = sext i32 %280 to i64, !dbg !216
  %282 = getelementptr inbounds i32, ptr %1, i64 %281, !dbg !216
  store i32 %276, ptr %282, align 4, !dbg !217, !tbaa !26
  %283 = or disjoint i32 %280, 1, !dbg !218
  %284 = sext i32 %283 to i64, !dbg !216
  %285 = getelementptr inbounds i32, ptr %1, i64 %284, !dbg !216
  store i32 %277, ptr %285, align 4, !dbg !217, !tbaa !26
  %286 = or disjoint i32 %280, 2, !dbg !218
  %287 = sext i32 %286 to i64, !dbg !216
  %288 = getelementptr inbounds i32, ptr %1, i64 %287, !dbg !216
  store i32 %278, ptr %288, align 4, !dbg !217, !tbaa !26
  %289 = or disjoint i32 %280, 3, !dbg !218
  %290 = sext i32 %289 to i64, !dbg !216
  %291 = getelementptr inbounds i32, ptr %1, i64 %290, !dbg !216
  store i32 %279, ptr %291, align 4, !dbg !217, !tbaa !26
  br label %292, !dbg !219

292:                                              ; preds = %28, %275
  ret void, !dbg !219
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/storegpu.cu", directory: ".")
!2 = !{ptr @storegpu, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "storegpu", scope: !1, file: !1, line: 67, type: !10, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 70, column: 11, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 71, column: 15, scope: !9)
!19 = !DILocation(line: 71, column: 26, scope: !9)
!20 = !DILocation(line: 72, column: 3, scope: !9)
!21 = !DILocation(line: 73, column: 19, scope: !9)
!22 = !DILocation(line: 75, column: 15, scope: !9)
!23 = !DILocation(line: 75, column: 23, scope: !9)
!24 = !DILocation(line: 75, column: 9, scope: !9)
!25 = !DILocation(line: 75, column: 35, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 74, column: 5, scope: !9)
!31 = !DILocation(line: 74, column: 26, scope: !9)
!32 = !DILocation(line: 72, column: 43, scope: !9)
!33 = !DILocation(line: 77, column: 3, scope: !9)
!34 = !DILocation(line: 78, column: 19, scope: !9)
!35 = !DILocation(line: 79, column: 11, scope: !9)
!36 = !DILocation(line: 79, column: 7, scope: !9)
!37 = !DILocation(line: 72, column: 21, scope: !9)
!38 = distinct !{!38, !20, !39, !40}
!39 = !DILocation(line: 76, column: 3, scope: !9)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 82, column: 17, scope: !9)
!42 = !DILocation(line: 36, column: 3, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "md5_block", scope: !1, file: !1, line: 33, type: !10, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 82, column: 3, scope: !9)
!45 = !DILocation(line: 39, column: 11, scope: !43, inlinedAt: !44)
!46 = !DILocation(line: 39, column: 9, scope: !43, inlinedAt: !44)
!47 = !DILocation(line: 40, column: 14, scope: !43, inlinedAt: !44)
!48 = !DILocation(line: 40, column: 22, scope: !43, inlinedAt: !44)
!49 = !DILocation(line: 40, column: 25, scope: !43, inlinedAt: !44)
!50 = !DILocation(line: 40, column: 19, scope: !43, inlinedAt: !44)
!51 = !DILocation(line: 42, column: 5, scope: !43, inlinedAt: !44)
!52 = !DILocation(line: 42, column: 18, scope: !43, inlinedAt: !44)
!53 = !DILocation(line: 42, column: 16, scope: !43, inlinedAt: !44)
!54 = !DILocation(line: 43, column: 14, scope: !43, inlinedAt: !44)
!55 = !DILocation(line: 43, column: 22, scope: !43, inlinedAt: !44)
!56 = !DILocation(line: 43, column: 25, scope: !43, inlinedAt: !44)
!57 = !DILocation(line: 43, column: 19, scope: !43, inlinedAt: !44)
!58 = !DILocation(line: 44, column: 14, scope: !43, inlinedAt: !44)
!59 = !DILocation(line: 44, column: 18, scope: !43, inlinedAt: !44)
!60 = !DILocation(line: 44, column: 23, scope: !43, inlinedAt: !44)
!61 = !DILocation(line: 45, column: 5, scope: !43, inlinedAt: !44)
!62 = !DILocation(line: 45, column: 18, scope: !43, inlinedAt: !44)
!63 = !DILocation(line: 45, column: 16, scope: !43, inlinedAt: !44)
!64 = !DILocation(line: 46, column: 13, scope: !43, inlinedAt: !44)
!65 = !DILocation(line: 46, column: 17, scope: !43, inlinedAt: !44)
!66 = !DILocation(line: 47, column: 14, scope: !43, inlinedAt: !44)
!67 = !DILocation(line: 47, column: 18, scope: !43, inlinedAt: !44)
!68 = !DILocation(line: 47, column: 23, scope: !43, inlinedAt: !44)
!69 = !DILocation(line: 48, column: 5, scope: !43, inlinedAt: !44)
!70 = !DILocation(line: 49, column: 20, scope: !43, inlinedAt: !44)
!71 = !DILocation(line: 49, column: 18, scope: !43, inlinedAt: !44)
!72 = !DILocation(line: 49, column: 13, scope: !43, inlinedAt: !44)
!73 = !DILocation(line: 50, column: 14, scope: !43, inlinedAt: !44)
!74 = !DILocation(line: 50, column: 19, scope: !43, inlinedAt: !44)
!75 = !DILocation(line: 0, scope: !43, inlinedAt: !44)
!76 = !DILocation(line: 52, column: 18, scope: !43, inlinedAt: !44)
!77 = !DILocation(line: 52, column: 28, scope: !43, inlinedAt: !44)
!78 = !DILocation(line: 52, column: 23, scope: !43, inlinedAt: !44)
!79 = !DILocation(line: 52, column: 38, scope: !43, inlinedAt: !44)
!80 = !DILocation(line: 52, column: 36, scope: !43, inlinedAt: !44)
!81 = !DILocation(line: 53, column: 14, scope: !43, inlinedAt: !44)
!82 = !DILocation(line: 53, column: 12, scope: !43, inlinedAt: !44)
!83 = !DILocation(line: 53, column: 23, scope: !43, inlinedAt: !44)
!84 = !DILocation(line: 53, column: 7, scope: !43, inlinedAt: !44)
!85 = !DILocation(line: 54, column: 33, scope: !43, inlinedAt: !44)
!86 = !DILocation(line: 54, column: 42, scope: !43, inlinedAt: !44)
!87 = !DILocation(line: 54, column: 37, scope: !43, inlinedAt: !44)
!88 = !DILocation(line: 54, column: 18, scope: !43, inlinedAt: !44)
!89 = !{!28, !28, i64 0}
!90 = !DILocation(line: 58, column: 13, scope: !43, inlinedAt: !44)
!91 = !DILocation(line: 58, column: 31, scope: !43, inlinedAt: !44)
!92 = !DILocation(line: 58, column: 24, scope: !43, inlinedAt: !44)
!93 = !DILocation(line: 58, column: 19, scope: !43, inlinedAt: !44)
!94 = !DILocation(line: 58, column: 7, scope: !43, inlinedAt: !44)
!95 = !DILocation(line: 36, column: 28, scope: !43, inlinedAt: !44)
!96 = !DILocation(line: 36, column: 21, scope: !43, inlinedAt: !44)
!97 = distinct !{!97, !42, !98, !40}
!98 = !DILocation(line: 59, column: 3, scope: !43, inlinedAt: !44)
!99 = !DILocation(line: 60, column: 8, scope: !43, inlinedAt: !44)
!100 = !DILocation(line: 61, column: 8, scope: !43, inlinedAt: !44)
!101 = !DILocation(line: 62, column: 8, scope: !43, inlinedAt: !44)
!102 = !DILocation(line: 63, column: 8, scope: !43, inlinedAt: !44)
!103 = !DILocation(line: 83, column: 17, scope: !9)
!104 = !DILocation(line: 36, column: 3, scope: !43, inlinedAt: !105)
!105 = distinct !DILocation(line: 83, column: 3, scope: !9)
!106 = !DILocation(line: 39, column: 11, scope: !43, inlinedAt: !105)
!107 = !DILocation(line: 39, column: 9, scope: !43, inlinedAt: !105)
!108 = !DILocation(line: 40, column: 14, scope: !43, inlinedAt: !105)
!109 = !DILocation(line: 40, column: 22, scope: !43, inlinedAt: !105)
!110 = !DILocation(line: 40, column: 25, scope: !43, inlinedAt: !105)
!111 = !DILocation(line: 40, column: 19, scope: !43, inlinedAt: !105)
!112 = !DILocation(line: 42, column: 5, scope: !43, inlinedAt: !105)
!113 = !DILocation(line: 42, column: 18, scope: !43, inlinedAt: !105)
!114 = !DILocation(line: 42, column: 16, scope: !43, inlinedAt: !105)
!115 = !DILocation(line: 43, column: 14, scope: !43, inlinedAt: !105)
!116 = !DILocation(line: 43, column: 22, scope: !43, inlinedAt: !105)
!117 = !DILocation(line: 43, column: 25, scope: !43, inlinedAt: !105)
!118 = !DILocation(line: 43, column: 19, scope: !43, inlinedAt: !105)
!119 = !DILocation(line: 44, column: 14, scope: !43, inlinedAt: !105)
!120 = !DILocation(line: 44, column: 18, scope: !43, inlinedAt: !105)
!121 = !DILocation(line: 44, column: 23, scope: !43, inlinedAt: !105)
!122 = !DILocation(line: 45, column: 5, scope: !43, inlinedAt: !105)
!123 = !DILocation(line: 45, column: 18, scope: !43, inlinedAt: !105)
!124 = !DILocation(line: 45, column: 16, scope: !43, inlinedAt: !105)
!125 = !DILocation(line: 46, column: 13, scope: !43, inlinedAt: !105)
!126 = !DILocation(line: 46, column: 17, scope: !43, inlinedAt: !105)
!127 = !DILocation(line: 47, column: 14, scope: !43, inlinedAt: !105)
!128 = !DILocation(line: 47, column: 18, scope: !43, inlinedAt: !105)
!129 = !DILocation(line: 47, column: 23, scope: !43, inlinedAt: !105)
!130 = !DILocation(line: 48, column: 5, scope: !43, inlinedAt: !105)
!131 = !DILocation(line: 49, column: 20, scope: !43, inlinedAt: !105)
!132 = !DILocation(line: 49, column: 18, scope: !43, inlinedAt: !105)
!133 = !DILocation(line: 49, column: 13, scope: !43, inlinedAt: !105)
!134 = !DILocation(line: 50, column: 14, scope: !43, inlinedAt: !105)
!135 = !DILocation(line: 50, column: 19, scope: !43, inlinedAt: !105)
!136 = !DILocation(line: 0, scope: !43, inlinedAt: !105)
!137 = !DILocation(line: 52, column: 28, scope: !43, inlinedAt: !105)
!138 = !DILocation(line: 52, column: 23, scope: !43, inlinedAt: !105)
!139 = !DILocation(line: 53, column: 14, scope: !43, inlinedAt: !105)
!140 = !DILocation(line: 53, column: 12, scope: !43, inlinedAt: !105)
!141 = !DILocation(line: 53, column: 23, scope: !43, inlinedAt: !105)
!142 = !DILocation(line: 53, column: 7, scope: !43, inlinedAt: !105)
!143 = !DILocation(line: 54, column: 33, scope: !43, inlinedAt: !105)
!144 = !DILocation(line: 54, column: 42, scope: !43, inlinedAt: !105)
!145 = !DILocation(line: 54, column: 37, scope: !43, inlinedAt: !105)
!146 = !DILocation(line: 54, column: 18, scope: !43, inlinedAt: !105)
!147 = !DILocation(line: 58, column: 13, scope: !43, inlinedAt: !105)
!148 = !DILocation(line: 58, column: 31, scope: !43, inlinedAt: !105)
!149 = !DILocation(line: 58, column: 24, scope: !43, inlinedAt: !105)
!150 = !DILocation(line: 58, column: 19, scope: !43, inlinedAt: !105)
!151 = !DILocation(line: 58, column: 7, scope: !43, inlinedAt: !105)
!152 = !DILocation(line: 36, column: 28, scope: !43, inlinedAt: !105)
!153 = !DILocation(line: 36, column: 21, scope: !43, inlinedAt: !105)
!154 = distinct !{!154, !104, !155, !40}
!155 = !DILocation(line: 59, column: 3, scope: !43, inlinedAt: !105)
!156 = !DILocation(line: 60, column: 8, scope: !43, inlinedAt: !105)
!157 = !DILocation(line: 61, column: 8, scope: !43, inlinedAt: !105)
!158 = !DILocation(line: 62, column: 8, scope: !43, inlinedAt: !105)
!159 = !DILocation(line: 63, column: 8, scope: !43, inlinedAt: !105)
!160 = !DILocation(line: 36, column: 3, scope: !43, inlinedAt: !161)
!161 = distinct !DILocation(line: 84, column: 3, scope: !9)
!162 = !DILocation(line: 39, column: 11, scope: !43, inlinedAt: !161)
!163 = !DILocation(line: 39, column: 9, scope: !43, inlinedAt: !161)
!164 = !DILocation(line: 40, column: 14, scope: !43, inlinedAt: !161)
!165 = !DILocation(line: 40, column: 22, scope: !43, inlinedAt: !161)
!166 = !DILocation(line: 40, column: 25, scope: !43, inlinedAt: !161)
!167 = !DILocation(line: 40, column: 19, scope: !43, inlinedAt: !161)
!168 = !DILocation(line: 42, column: 5, scope: !43, inlinedAt: !161)
!169 = !DILocation(line: 42, column: 18, scope: !43, inlinedAt: !161)
!170 = !DILocation(line: 42, column: 16, scope: !43, inlinedAt: !161)
!171 = !DILocation(line: 43, column: 14, scope: !43, inlinedAt: !161)
!172 = !DILocation(line: 43, column: 22, scope: !43, inlinedAt: !161)
!173 = !DILocation(line: 43, column: 25, scope: !43, inlinedAt: !161)
!174 = !DILocation(line: 43, column: 19, scope: !43, inlinedAt: !161)
!175 = !DILocation(line: 44, column: 14, scope: !43, inlinedAt: !161)
!176 = !DILocation(line: 44, column: 18, scope: !43, inlinedAt: !161)
!177 = !DILocation(line: 44, column: 23, scope: !43, inlinedAt: !161)
!178 = !DILocation(line: 45, column: 5, scope: !43, inlinedAt: !161)
!179 = !DILocation(line: 45, column: 18, scope: !43, inlinedAt: !161)
!180 = !DILocation(line: 45, column: 16, scope: !43, inlinedAt: !161)
!181 = !DILocation(line: 46, column: 13, scope: !43, inlinedAt: !161)
!182 = !DILocation(line: 46, column: 17, scope: !43, inlinedAt: !161)
!183 = !DILocation(line: 47, column: 14, scope: !43, inlinedAt: !161)
!184 = !DILocation(line: 47, column: 18, scope: !43, inlinedAt: !161)
!185 = !DILocation(line: 47, column: 23, scope: !43, inlinedAt: !161)
!186 = !DILocation(line: 48, column: 5, scope: !43, inlinedAt: !161)
!187 = !DILocation(line: 49, column: 20, scope: !43, inlinedAt: !161)
!188 = !DILocation(line: 49, column: 18, scope: !43, inlinedAt: !161)
!189 = !DILocation(line: 49, column: 13, scope: !43, inlinedAt: !161)
!190 = !DILocation(line: 50, column: 14, scope: !43, inlinedAt: !161)
!191 = !DILocation(line: 50, column: 19, scope: !43, inlinedAt: !161)
!192 = !DILocation(line: 0, scope: !43, inlinedAt: !161)
!193 = !DILocation(line: 52, column: 38, scope: !43, inlinedAt: !161)
!194 = !DILocation(line: 52, column: 36, scope: !43, inlinedAt: !161)
!195 = !DILocation(line: 53, column: 14, scope: !43, inlinedAt: !161)
!196 = !DILocation(line: 53, column: 12, scope: !43, inlinedAt: !161)
!197 = !DILocation(line: 53, column: 23, scope: !43, inlinedAt: !161)
!198 = !DILocation(line: 53, column: 7, scope: !43, inlinedAt: !161)
!199 = !DILocation(line: 54, column: 33, scope: !43, inlinedAt: !161)
!200 = !DILocation(line: 54, column: 42, scope: !43, inlinedAt: !161)
!201 = !DILocation(line: 54, column: 37, scope: !43, inlinedAt: !161)
!202 = !DILocation(line: 54, column: 18, scope: !43, inlinedAt: !161)
!203 = !DILocation(line: 58, column: 13, scope: !43, inlinedAt: !161)
!204 = !DILocation(line: 58, column: 31, scope: !43, inlinedAt: !161)
!205 = !DILocation(line: 58, column: 24, scope: !43, inlinedAt: !161)
!206 = !DILocation(line: 58, column: 19, scope: !43, inlinedAt: !161)
!207 = !DILocation(line: 58, column: 7, scope: !43, inlinedAt: !161)
!208 = !DILocation(line: 36, column: 28, scope: !43, inlinedAt: !161)
!209 = !DILocation(line: 36, column: 21, scope: !43, inlinedAt: !161)
!210 = distinct !{!210, !160, !211, !40}
!211 = !DILocation(line: 59, column: 3, scope: !43, inlinedAt: !161)
!212 = !DILocation(line: 60, column: 8, scope: !43, inlinedAt: !161)
!213 = !DILocation(line: 61, column: 8, scope: !43, inlinedAt: !161)
!214 = !DILocation(line: 62, column: 8, scope: !43, inlinedAt: !161)
!215 = !DILocation(line: 63, column: 8, scope: !43, inlinedAt: !161)
!216 = !DILocation(line: 86, column: 5, scope: !9)
!217 = !DILocation(line: 86, column: 25, scope: !9)
!218 = !DILocation(line: 86, column: 20, scope: !9)
!219 = !DILocation(line: 87, column: 1, scope: !9)
