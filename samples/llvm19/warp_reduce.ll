; ModuleID = 'samples/warp_reduce.cu'
source_filename = "samples/warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11warp_reduceE4part = internal unnamed_addr addrspace(3) global [5 x [32 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_reduce(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = and i32 %5, 31, !dbg !16
  %7 = lshr i32 %5, 5, !dbg !17
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %10 = mul i32 %8, %9, !dbg !24
  %11 = add i32 %10, %5, !dbg !25
  %12 = and i32 %5, 992, !dbg !26
  %13 = sub nsw i32 %9, %12, !dbg !27
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 32), !dbg !28
  %15 = icmp uge i32 %11, %3, !dbg !29
  br i1 %15, label %21, label %16, !dbg !30

16:                                               ; preds = %4
  %17 = zext i32 %11 to i64
  %18 = getelementptr inbounds i8, ptr %0, i64 %17
  %19 = load i8, ptr %18, align 1, !dbg !31, !tbaa !32
  %20 = sext i8 %19 to i32, !dbg !31
  br label %21, !dbg !30

21:                                               ; preds = %4, %16
  %22 = phi i32 [ %20, %16 ], [ 0, %4 ], !dbg !30
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %22, i32 1, i32 0), !dbg !35
  %24 = icmp eq i32 %6, 0, !dbg !38
  %25 = select i1 %24, i32 0, i32 %23, !dbg !39
  %26 = add nsw i32 %25, %22, !dbg !39
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %26, i32 2, i32 0), !dbg !35
  %28 = icmp ult i32 %6, 2, !dbg !38
  %29 = select i1 %28, i32 0, i32 %27, !dbg !39
  %30 = add nsw i32 %29, %26, !dbg !39
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %30, i32 4, i32 0), !dbg !35
  %32 = icmp ult i32 %6, 4, !dbg !38
  %33 = select i1 %32, i32 0, i32 %31, !dbg !39
  %34 = add nsw i32 %33, %30, !dbg !39
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 8, i32 0), !dbg !35
  %36 = icmp ult i32 %6, 8, !dbg !38
  %37 = select i1 %36, i32 0, i32 %35, !dbg !39
  %38 = add nsw i32 %37, %34, !dbg !39
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %38, i32 16, i32 0), !dbg !35
  %40 = icmp sgt i32 %22, 0, !dbg !40
  %41 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %40), !dbg !41
  %42 = and i32 %5, 15, !dbg !44
  %43 = xor i32 %42, 15, !dbg !45
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %22, i32 %43, i32 4127), !dbg !46
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %22, i32 1, i32 31), !dbg !49
  br i1 %15, label %66, label %46, !dbg !52

46:                                               ; preds = %21
  %47 = icmp ult i32 %6, 16, !dbg !38
  %48 = select i1 %47, i32 0, i32 %39, !dbg !39
  %49 = add nsw i32 %48, %38, !dbg !39
  %50 = shl i32 %11, 2, !dbg !53
  %51 = zext i32 %50 to i64, !dbg !54
  %52 = getelementptr inbounds i32, ptr %1, i64 %51, !dbg !54
  store i32 %49, ptr %52, align 4, !dbg !55, !tbaa !56
  %53 = shl nsw i32 -1, %6, !dbg !58
  %54 = xor i32 %53, -1, !dbg !58
  %55 = and i32 %41, %54, !dbg !59
  %56 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %55), !dbg !60
  %57 = or disjoint i32 %50, 1, !dbg !63
  %58 = zext i32 %57 to i64, !dbg !64
  %59 = getelementptr inbounds i32, ptr %1, i64 %58, !dbg !64
  store i32 %56, ptr %59, align 4, !dbg !65, !tbaa !56
  %60 = or disjoint i32 %50, 2, !dbg !66
  %61 = zext i32 %60 to i64, !dbg !67
  %62 = getelementptr inbounds i32, ptr %1, i64 %61, !dbg !67
  store i32 %44, ptr %62, align 4, !dbg !68, !tbaa !56
  %63 = or disjoint i32 %50, 3, !dbg !69
  %64 = zext i32 %63 to i64, !dbg !70
  %65 = getelementptr inbounds i32, ptr %1, i64 %64, !dbg !70
  store i32 %45, ptr %65, align 4, !dbg !71, !tbaa !56
  br label %66, !dbg !72

66:                                               ; preds = %46, %21
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %22, i32 16, i32 31), !dbg !73
  %68 = add nuw nsw i32 %6, 16, !dbg !78
  %69 = icmp ult i32 %68, %14, !dbg !79
  %70 = select i1 %69, i32 %67, i32 0, !dbg !80
  %71 = add nsw i32 %70, %22, !dbg !80
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %71, i32 8, i32 31), !dbg !73
  %73 = add nuw nsw i32 %6, 8, !dbg !78
  %74 = icmp ult i32 %73, %14, !dbg !79
  %75 = select i1 %74, i32 %72, i32 0, !dbg !80
  %76 = add nsw i32 %75, %71, !dbg !80
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %76, i32 4, i32 31), !dbg !73
  %78 = add nuw nsw i32 %6, 4, !dbg !78
  %79 = icmp ult i32 %78, %14, !dbg !79
  %80 = select i1 %79, i32 %77, i32 0, !dbg !80
  %81 = add nsw i32 %80, %76, !dbg !80
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %81, i32 2, i32 31), !dbg !73
  %83 = add nuw nsw i32 %6, 2, !dbg !78
  %84 = icmp ult i32 %83, %14, !dbg !79
  %85 = select i1 %84, i32 %82, i32 0, !dbg !80
  %86 = add nsw i32 %85, %81, !dbg !80
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %86, i32 1, i32 31), !dbg !73
  %88 = add nuw nsw i32 %6, 1, !dbg !78
  %89 = icmp ult i32 %88, %14, !dbg !79
  %90 = or i1 %15, %40, !dbg !81
  %91 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %90), !dbg !82
  %92 = icmp slt i32 %22, -100, !dbg !85
  %93 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %92), !dbg !86
  %94 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %40), !dbg !89
  %95 = icmp eq i32 %6, 0, !dbg !92
  br i1 %95, label %96, label %109, !dbg !93

96:                                               ; preds = %66
  %97 = select i1 %89, i32 %87, i32 0, !dbg !80
  %98 = add nsw i32 %97, %86, !dbg !80
  %99 = zext i1 %94 to i32, !dbg !89
  %100 = zext i1 %93 to i32, !dbg !86
  %101 = zext i1 %91 to i32, !dbg !82
  %102 = zext nneg i32 %7 to i64, !dbg !94
  %103 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 %102, !dbg !94
  store i32 %98, ptr %103, align 4, !dbg !95, !tbaa !56
  %104 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %41), !dbg !96
  %105 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 128), i64 0, i64 %102, !dbg !98
  store i32 %104, ptr %105, align 4, !dbg !99, !tbaa !56
  %106 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 256), i64 0, i64 %102, !dbg !100
  store i32 %101, ptr %106, align 4, !dbg !101, !tbaa !56
  %107 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 384), i64 0, i64 %102, !dbg !102
  store i32 %100, ptr %107, align 4, !dbg !103, !tbaa !56
  %108 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 512), i64 0, i64 %102, !dbg !104
  store i32 %99, ptr %108, align 4, !dbg !105, !tbaa !56
  br label %109, !dbg !106

109:                                              ; preds = %96, %66
  tail call void @llvm.nvvm.barrier0(), !dbg !107
  %110 = icmp ult i32 %5, 32, !dbg !108
  br i1 %110, label %111, label %240, !dbg !109

111:                                              ; preds = %109
  %112 = add nuw nsw i32 %9, 31, !dbg !110
  %113 = lshr i32 %112, 5, !dbg !111
  %114 = icmp ult i32 %6, %113
  %115 = zext nneg i32 %6 to i64
  %116 = mul i32 %8, 5
  br i1 %114, label %117, label %120, !dbg !112

117:                                              ; preds = %111
  %118 = getelementptr inbounds [5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 0, i64 %115
  %119 = load i32, ptr %118, align 4, !dbg !113, !tbaa !56
  br label %120, !dbg !112

120:                                              ; preds = %111, %117
  %121 = phi i32 [ %119, %117 ], [ 0, %111 ], !dbg !112
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %121, i32 16, i32 31), !dbg !114
  %123 = select i1 %69, i32 %122, i32 0, !dbg !117
  %124 = add nsw i32 %123, %121, !dbg !117
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %124, i32 8, i32 31), !dbg !114
  %126 = select i1 %74, i32 %125, i32 0, !dbg !117
  %127 = add nsw i32 %126, %124, !dbg !117
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %127, i32 4, i32 31), !dbg !114
  %129 = select i1 %79, i32 %128, i32 0, !dbg !117
  %130 = add nsw i32 %129, %127, !dbg !117
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %130, i32 2, i32 31), !dbg !114
  %132 = select i1 %84, i32 %131, i32 0, !dbg !117
  %133 = add nsw i32 %132, %130, !dbg !117
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %133, i32 1, i32 31), !dbg !114
  br i1 %95, label %135, label %140, !dbg !118

135:                                              ; preds = %120
  %136 = select i1 %89, i32 %134, i32 0, !dbg !117
  %137 = add nsw i32 %136, %133, !dbg !117
  %138 = zext i32 %116 to i64
  %139 = getelementptr inbounds i32, ptr %2, i64 %138
  store i32 %137, ptr %139, align 4, !dbg !119, !tbaa !56
  br label %140, !dbg !120

140:                                              ; preds = %135, %120
  br i1 %114, label %141, label %144, !dbg !112

141:                                              ; preds = %140
  %142 = getelementptr inbounds [5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 1, i64 %115
  %143 = load i32, ptr %142, align 4, !dbg !113, !tbaa !56
  br label %144, !dbg !112

144:                                              ; preds = %141, %140
  %145 = phi i32 [ %143, %141 ], [ 0, %140 ], !dbg !112
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %145, i32 16, i32 31), !dbg !114
  %147 = select i1 %69, i32 %146, i32 0, !dbg !117
  %148 = add nsw i32 %147, %145, !dbg !117
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %148, i32 8, i32 31), !dbg !114
  %150 = select i1 %74, i32 %149, i32 0, !dbg !117
  %151 = add nsw i32 %150, %148, !dbg !117
  %152 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %151, i32 4, i32 31), !dbg !114
  %153 = select i1 %79, i32 %152, i32 0, !dbg !117
  %154 = add nsw i32 %153, %151, !dbg !117
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %154, i32 2, i32 31), !dbg !114
  %156 = select i1 %84, i32 %155, i32 0, !dbg !117
  %157 = add nsw i32 %156, %154, !dbg !117
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %157, i32 1, i32 31), !dbg !114
  br i1 %95, label %159, label %165, !dbg !118

159:                                              ; preds = %144
  %160 = select i1 %89, i32 %158, i32 0, !dbg !117
  %161 = add nsw i32 %160, %157, !dbg !117
  %162 = add i32 %116, 1
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds i32, ptr %2, i64 %163
  store i32 %161, ptr %164, align 4, !dbg !119, !tbaa !56
  br label %165, !dbg !120

165:                                              ; preds = %159, %144
  br i1 %114, label %166, label %169, !dbg !112

166:                                              ; preds = %165
  %167 = getelementptr inbounds [5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 2, i64 %115
  %168 = load i32, ptr %167, align 4, !dbg !113, !tbaa !56
  br label %169, !dbg !112

169:                                              ; preds = %166, %165
  %170 = phi i32 [ %168, %166 ], [ 0, %165 ], !dbg !112
  %171 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %170, i32 16, i32 31), !dbg !114
  %172 = select i1 %69, i32 %171, i32 0, !dbg !117
  %173 = add nsw i32 %172, %170, !dbg !117
  %174 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %173, i32 8, i32 31), !dbg !114
  %175 = select i1 %74, i32 %174, i32 0, !dbg !117
  %176 = add nsw i32 %175, %173, !dbg !117
  %177 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %176, i32 4, i32 31), !dbg !114
  %178 = select i1 %79, i32 %177, i32 0, !dbg !117
  %179 = add nsw i32 %178, %176, !dbg !117
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %179, i32 2, i32 31), !dbg !114
  %181 = select i1 %84, i32 %180, i32 0, !dbg !117
  %182 = add nsw i32 %181, %179, !dbg !117
  %183 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %182, i32 1, i32 31), !dbg !114
  br i1 %95, label %184, label %190, !dbg !118

184:                                              ; preds = %169
  %185 = select i1 %89, i32 %183, i32 0, !dbg !117
  %186 = add nsw i32 %185, %182, !dbg !117
  %187 = add i32 %116, 2
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds i32, ptr %2, i64 %188
  store i32 %186, ptr %189, align 4, !dbg !119, !tbaa !56
  br label %190, !dbg !120

190:                                              ; preds = %184, %169
  br i1 %114, label %191, label %194, !dbg !112

191:                                              ; preds = %190
  %192 = getelementptr inbounds [5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 3, i64 %115
  %193 = load i32, ptr %192, align 4, !dbg !113, !tbaa !56
  br label %194, !dbg !112

194:                                              ; preds = %191, %190
  %195 = phi i32 [ %193, %191 ], [ 0, %190 ], !dbg !112
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %195, i32 16, i32 31), !dbg !114
  %197 = select i1 %69, i32 %196, i32 0, !dbg !117
  %198 = add nsw i32 %197, %195, !dbg !117
  %199 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %198, i32 8, i32 31), !dbg !114
  %200 = select i1 %74, i32 %199, i32 0, !dbg !117
  %201 = add nsw i32 %200, %198, !dbg !117
  %202 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %201, i32 4, i32 31), !dbg !114
  %203 = select i1 %79, i32 %202, i32 0, !dbg !117
  %204 = add nsw i32 %203, %201, !dbg !117
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %204, i32 2, i32 31), !dbg !114
  %206 = select i1 %84, i32 %205, i32 0, !dbg !117
  %207 = add nsw i32 %206, %204, !dbg !117
  %208 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %207, i32 1, i32 31), !dbg !114
  br i1 %95, label %209, label %215, !dbg !118

209:                                              ; preds = %194
  %210 = select i1 %89, i32 %208, i32 0, !dbg !117
  %211 = add nsw i32 %210, %207, !dbg !117
  %212 = add i32 %116, 3
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds i32, ptr %2, i64 %213
  store i32 %211, ptr %214, align 4, !dbg !119, !tbaa !56
  br label %215, !dbg !120

215:                                              ; preds = %209, %194
  br i1 %114, label %216, label %219, !dbg !112

216:                                              ; preds = %215
  %217 = getelementptr inbounds [5 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reduceE4part to ptr), i64 0, i64 4, i64 %115
  %218 = load i32, ptr %217, align 4, !dbg !113, !tbaa !56
  br label %219, !dbg !112

219:                                              ; preds = %216, %215
  %220 = phi i32 [ %218, %216 ], [ 0, %215 ], !dbg !112
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %220, i32 16, i32 31), !dbg !114
  %222 = select i1 %69, i32 %221, i32 0, !dbg !117
  %223 = add nsw i32 %222, %220, !dbg !117
  %224 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %223, i32 8, i32 31), !dbg !114
  %225 = select i1 %74, i32 %224, i32 0, !dbg !117
  %226 = add nsw i32 %225, %223, !dbg !117
  %227 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %226, i32 4, i32 31), !dbg !114
  %228 = select i1 %79, i32 %227, i32 0, !dbg !117
  %229 = add nsw i32 %228, %226, !dbg !117
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %229, i32 2, i32 31), !dbg !114
  %231 = select i1 %84, i32 %230, i32 0, !dbg !117
  %232 = add nsw i32 %231, %229, !dbg !117
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %232, i32 1, i32 31), !dbg !114
  br i1 %95, label %234, label %240, !dbg !118

234:                                              ; preds = %219
  %235 = select i1 %89, i32 %233, i32 0, !dbg !117
  %236 = add nsw i32 %235, %232, !dbg !117
  %237 = add i32 %116, 4
  %238 = zext i32 %237 to i64
  %239 = getelementptr inbounds i32, ptr %2, i64 %238
  store i32 %236, ptr %239, align 4, !dbg !119, !tbaa !56
  br label %240, !dbg !120

240:                                              ; preds = %219, %234, %109
  ret void, !dbg !121
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+ptx60,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/warp_reduce.cu", directory: ".")
!2 = !{ptr @warp_reduce, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_reduce", scope: !1, file: !1, line: 24, type: !10, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 28, column: 18, scope: !9)
!16 = !DILocation(line: 28, column: 42, scope: !9)
!17 = !DILocation(line: 28, column: 59, scope: !9)
!18 = !DILocation(line: 45, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 29, column: 16, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 29, column: 29, scope: !9)
!24 = !DILocation(line: 29, column: 27, scope: !9)
!25 = !DILocation(line: 29, column: 40, scope: !9)
!26 = !DILocation(line: 30, column: 34, scope: !9)
!27 = !DILocation(line: 30, column: 27, scope: !9)
!28 = !DILocation(line: 30, column: 16, scope: !9)
!29 = !DILocation(line: 31, column: 17, scope: !9)
!30 = !DILocation(line: 32, column: 11, scope: !9)
!31 = !DILocation(line: 32, column: 19, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 202, column: 1, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !14, file: !14, line: 202, type: !10, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 36, column: 13, scope: !9)
!38 = !DILocation(line: 37, column: 14, scope: !9)
!39 = !DILocation(line: 37, column: 9, scope: !9)
!40 = !DILocation(line: 40, column: 40, scope: !9)
!41 = !DILocation(line: 207, column: 10, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 206, type: !10, scopeLine: 206, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = distinct !DILocation(line: 40, column: 18, scope: !9)
!44 = !DILocation(line: 41, column: 48, scope: !9)
!45 = !DILocation(line: 41, column: 40, scope: !9)
!46 = !DILocation(line: 201, column: 1, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__shfl_sync", scope: !14, file: !14, line: 201, type: !10, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 41, column: 16, scope: !9)
!49 = !DILocation(line: 204, column: 1, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 204, type: !10, scopeLine: 204, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 42, column: 14, scope: !9)
!52 = !DILocation(line: 43, column: 7, scope: !9)
!53 = !DILocation(line: 44, column: 12, scope: !9)
!54 = !DILocation(line: 44, column: 5, scope: !9)
!55 = !DILocation(line: 44, column: 17, scope: !9)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !33, i64 0}
!58 = !DILocation(line: 45, column: 50, scope: !9)
!59 = !DILocation(line: 45, column: 34, scope: !9)
!60 = !DILocation(line: 119, column: 42, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 119, type: !10, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!62 = distinct !DILocation(line: 45, column: 23, scope: !9)
!63 = !DILocation(line: 45, column: 16, scope: !9)
!64 = !DILocation(line: 45, column: 5, scope: !9)
!65 = !DILocation(line: 45, column: 21, scope: !9)
!66 = !DILocation(line: 46, column: 16, scope: !9)
!67 = !DILocation(line: 46, column: 5, scope: !9)
!68 = !DILocation(line: 46, column: 21, scope: !9)
!69 = !DILocation(line: 47, column: 16, scope: !9)
!70 = !DILocation(line: 47, column: 5, scope: !9)
!71 = !DILocation(line: 47, column: 21, scope: !9)
!72 = !DILocation(line: 48, column: 3, scope: !9)
!73 = !DILocation(line: 203, column: 1, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 203, type: !10, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = distinct !DILocation(line: 17, column: 13, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "warp_sum", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!77 = distinct !DILocation(line: 50, column: 11, scope: !9)
!78 = !DILocation(line: 18, column: 14, scope: !76, inlinedAt: !77)
!79 = !DILocation(line: 18, column: 20, scope: !76, inlinedAt: !77)
!80 = !DILocation(line: 18, column: 9, scope: !76, inlinedAt: !77)
!81 = !DILocation(line: 51, column: 37, scope: !9)
!82 = !DILocation(line: 209, column: 53, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "__all_sync", scope: !14, file: !14, line: 209, type: !10, scopeLine: 209, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = distinct !DILocation(line: 51, column: 13, scope: !9)
!85 = !DILocation(line: 52, column: 32, scope: !9)
!86 = !DILocation(line: 210, column: 53, scope: !87, inlinedAt: !88)
!87 = distinct !DISubprogram(name: "__any_sync", scope: !14, file: !14, line: 210, type: !10, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = distinct !DILocation(line: 52, column: 13, scope: !9)
!89 = !DILocation(line: 211, column: 53, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "__uni_sync", scope: !14, file: !14, line: 211, type: !10, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = distinct !DILocation(line: 53, column: 13, scope: !9)
!92 = !DILocation(line: 54, column: 12, scope: !9)
!93 = !DILocation(line: 54, column: 7, scope: !9)
!94 = !DILocation(line: 55, column: 5, scope: !9)
!95 = !DILocation(line: 55, column: 19, scope: !9)
!96 = !DILocation(line: 119, column: 42, scope: !61, inlinedAt: !97)
!97 = distinct !DILocation(line: 56, column: 21, scope: !9)
!98 = !DILocation(line: 56, column: 5, scope: !9)
!99 = !DILocation(line: 56, column: 19, scope: !9)
!100 = !DILocation(line: 57, column: 5, scope: !9)
!101 = !DILocation(line: 57, column: 19, scope: !9)
!102 = !DILocation(line: 58, column: 5, scope: !9)
!103 = !DILocation(line: 58, column: 19, scope: !9)
!104 = !DILocation(line: 59, column: 5, scope: !9)
!105 = !DILocation(line: 59, column: 19, scope: !9)
!106 = !DILocation(line: 60, column: 3, scope: !9)
!107 = !DILocation(line: 61, column: 3, scope: !9)
!108 = !DILocation(line: 62, column: 12, scope: !9)
!109 = !DILocation(line: 62, column: 7, scope: !9)
!110 = !DILocation(line: 63, column: 35, scope: !9)
!111 = !DILocation(line: 63, column: 41, scope: !9)
!112 = !DILocation(line: 65, column: 24, scope: !9)
!113 = !DILocation(line: 65, column: 40, scope: !9)
!114 = !DILocation(line: 203, column: 1, scope: !74, inlinedAt: !115)
!115 = distinct !DILocation(line: 17, column: 13, scope: !76, inlinedAt: !116)
!116 = distinct !DILocation(line: 65, column: 15, scope: !9)
!117 = !DILocation(line: 18, column: 9, scope: !76, inlinedAt: !116)
!118 = !DILocation(line: 66, column: 11, scope: !9)
!119 = !DILocation(line: 67, column: 35, scope: !9)
!120 = !DILocation(line: 67, column: 9, scope: !9)
!121 = !DILocation(line: 70, column: 1, scope: !9)
