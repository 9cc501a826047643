; ModuleID = 'samples/warp_reduce.cu'
source_filename = "samples/warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11warp_reduceE4part = internal unnamed_addr addrspace(3) global [5 x [32 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @warp_reduce(i8* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef writeonly %1, i32* noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !12
  %6 = and i32 %5, 31, !dbg !16
  %7 = lshr i32 %5, 5, !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !18
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !21
  %10 = mul i32 %8, %9, !dbg !24
  %11 = add i32 %10, %5, !dbg !25
  %12 = and i32 %5, -32, !dbg !26
  %13 = sub i32 %9, %12, !dbg !27
  %14 = icmp ult i32 %13, 32, !dbg !28
  %15 = select i1 %14, i32 %13, i32 32, !dbg !29
  %16 = icmp ult i32 %11, %3, !dbg !30
  br i1 %16, label %17, label %22, !dbg !31

17:                                               ; preds = %4
  %18 = zext i32 %11 to i64, !dbg !32
  %19 = getelementptr inbounds i8, i8* %0, i64 %18, !dbg !32
  %20 = load i8, i8* %19, align 1, !dbg !32, !tbaa !33
  %21 = sext i8 %20 to i32, !dbg !32
  br label %22, !dbg !31

22:                                               ; preds = %4, %17
  %23 = phi i32 [ %21, %17 ], [ 0, %4 ], !dbg !31
  %24 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 1, i32 0) #5, !dbg !36
  %25 = icmp eq i32 %6, 0, !dbg !39
  %26 = select i1 %25, i32 0, i32 %24, !dbg !40
  %27 = add nsw i32 %26, %23, !dbg !40
  %28 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 2, i32 0) #5, !dbg !36
  %29 = icmp ult i32 %6, 2, !dbg !39
  %30 = select i1 %29, i32 0, i32 %28, !dbg !40
  %31 = add nsw i32 %30, %27, !dbg !40
  %32 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 4, i32 0) #5, !dbg !36
  %33 = icmp ult i32 %6, 4, !dbg !39
  %34 = select i1 %33, i32 0, i32 %32, !dbg !40
  %35 = add nsw i32 %34, %31, !dbg !40
  %36 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %35, i32 8, i32 0) #5, !dbg !36
  %37 = icmp ult i32 %6, 8, !dbg !39
  %38 = select i1 %37, i32 0, i32 %36, !dbg !40
  %39 = add nsw i32 %38, %35, !dbg !40
  %40 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %39, i32 16, i32 0) #5, !dbg !36
  %41 = icmp sgt i32 %23, 0, !dbg !41
  %42 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %41) #5, !dbg !42
  %43 = and i32 %5, 15, !dbg !45
  %44 = xor i32 %43, 15, !dbg !46
  %45 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %23, i32 %44, i32 4127) #5, !dbg !47
  %46 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 1, i32 31) #5, !dbg !50
  br i1 %16, label %47, label %67, !dbg !53

47:                                               ; preds = %22
  %48 = icmp ult i32 %6, 16, !dbg !39
  %49 = select i1 %48, i32 0, i32 %40, !dbg !40
  %50 = add nsw i32 %49, %39, !dbg !40
  %51 = shl i32 %11, 2, !dbg !54
  %52 = zext i32 %51 to i64, !dbg !55
  %53 = getelementptr inbounds i32, i32* %1, i64 %52, !dbg !55
  store i32 %50, i32* %53, align 4, !dbg !56, !tbaa !57
  %54 = shl nsw i32 -1, %6, !dbg !59
  %55 = xor i32 %54, -1, !dbg !59
  %56 = and i32 %42, %55, !dbg !60
  %57 = tail call i32 @llvm.ctpop.i32(i32 %56) #5, !dbg !61, !range !64
  %58 = or i32 %51, 1, !dbg !65
  %59 = zext i32 %58 to i64, !dbg !66
  %60 = getelementptr inbounds i32, i32* %1, i64 %59, !dbg !66
  store i32 %57, i32* %60, align 4, !dbg !67, !tbaa !57
  %61 = or i32 %51, 2, !dbg !68
  %62 = zext i32 %61 to i64, !dbg !69
  %63 = getelementptr inbounds i32, i32* %1, i64 %62, !dbg !69
  store i32 %45, i32* %63, align 4, !dbg !70, !tbaa !57
  %64 = or i32 %51, 3, !dbg !71
  %65 = zext i32 %64 to i64, !dbg !72
  %66 = getelementptr inbounds i32, i32* %1, i64 %65, !dbg !72
  store i32 %46, i32* %66, align 4, !dbg !73, !tbaa !57
  br label %67, !dbg !74

67:                                               ; preds = %47, %22
  %68 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %23, i32 16, i32 31) #5, !dbg !75
  %69 = add nuw nsw i32 %6, 16, !dbg !80
  %70 = icmp ult i32 %69, %15, !dbg !81
  %71 = select i1 %70, i32 %68, i32 0, !dbg !82
  %72 = add nsw i32 %71, %23, !dbg !82
  %73 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %72, i32 8, i32 31) #5, !dbg !75
  %74 = add nuw nsw i32 %6, 8, !dbg !80
  %75 = icmp ult i32 %74, %15, !dbg !81
  %76 = select i1 %75, i32 %73, i32 0, !dbg !82
  %77 = add nsw i32 %76, %72, !dbg !82
  %78 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %77, i32 4, i32 31) #5, !dbg !75
  %79 = add nuw nsw i32 %6, 4, !dbg !80
  %80 = icmp ult i32 %79, %15, !dbg !81
  %81 = select i1 %80, i32 %78, i32 0, !dbg !82
  %82 = add nsw i32 %81, %77, !dbg !82
  %83 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %82, i32 2, i32 31) #5, !dbg !75
  %84 = add nuw nsw i32 %6, 2, !dbg !80
  %85 = icmp ult i32 %84, %15, !dbg !81
  %86 = select i1 %85, i32 %83, i32 0, !dbg !82
  %87 = add nsw i32 %86, %82, !dbg !82
  %88 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %87, i32 1, i32 31) #5, !dbg !75
  %89 = add nuw nsw i32 %6, 1, !dbg !80
  %90 = icmp ult i32 %89, %15, !dbg !81
  %91 = xor i1 %16, true, !dbg !83
  %92 = select i1 %91, i1 true, i1 %41, !dbg !83
  %93 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %92) #5, !dbg !84
  %94 = icmp slt i32 %23, -100, !dbg !87
  %95 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %94) #5, !dbg !88
  %96 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %41) #5, !dbg !91
  %97 = icmp eq i32 %6, 0, !dbg !94
  br i1 %97, label %98, label %116, !dbg !95

98:                                               ; preds = %67
  %99 = zext i1 %96 to i32, !dbg !91
  %100 = zext i1 %95 to i32, !dbg !88
  %101 = zext i1 %93 to i32, !dbg !84
  %102 = select i1 %90, i32 %88, i32 0, !dbg !82
  %103 = add nsw i32 %102, %87, !dbg !82
  %104 = zext i32 %7 to i64, !dbg !96
  %105 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 0, i64 %104, !dbg !96
  %106 = addrspacecast i32 addrspace(3)* %105 to i32*, !dbg !96
  store i32 %103, i32* %106, align 4, !dbg !97, !tbaa !57
  %107 = tail call i32 @llvm.ctpop.i32(i32 %42) #5, !dbg !98, !range !64
  %108 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 1, i64 %104, !dbg !100
  %109 = addrspacecast i32 addrspace(3)* %108 to i32*, !dbg !100
  store i32 %107, i32* %109, align 4, !dbg !101, !tbaa !57
  %110 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 2, i64 %104, !dbg !102
  %111 = addrspacecast i32 addrspace(3)* %110 to i32*, !dbg !102
  store i32 %101, i32* %111, align 4, !dbg !103, !tbaa !57
  %112 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 3, i64 %104, !dbg !104
  %113 = addrspacecast i32 addrspace(3)* %112 to i32*, !dbg !104
  store i32 %100, i32* %113, align 4, !dbg !105, !tbaa !57
  %114 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 4, i64 %104, !dbg !106
  %115 = addrspacecast i32 addrspace(3)* %114 to i32*, !dbg !106
  store i32 %99, i32* %115, align 4, !dbg !107, !tbaa !57
  br label %116, !dbg !108

116:                                              ; preds = %98, %67
  tail call void @llvm.nvvm.barrier0(), !dbg !109
  %117 = icmp ult i32 %5, 32, !dbg !110
  br i1 %117, label %118, label %252, !dbg !111

118:                                              ; preds = %116
  %119 = add i32 %9, 31, !dbg !112
  %120 = lshr i32 %119, 5, !dbg !113
  %121 = icmp ult i32 %6, %120
  %122 = zext i32 %6 to i64
  %123 = mul i32 %8, 5
  br i1 %121, label %124, label %128, !dbg !114

124:                                              ; preds = %118
  %125 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 0, i64 %122, !dbg !115
  %126 = addrspacecast i32 addrspace(3)* %125 to i32*, !dbg !115
  %127 = load i32, i32* %126, align 4, !dbg !115, !tbaa !57
  br label %128, !dbg !114

128:                                              ; preds = %118, %124
  %129 = phi i32 [ %127, %124 ], [ 0, %118 ], !dbg !114
  %130 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %129, i32 16, i32 31) #5, !dbg !116
  %131 = select i1 %70, i32 %130, i32 0, !dbg !119
  %132 = add nsw i32 %131, %129, !dbg !119
  %133 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %132, i32 8, i32 31) #5, !dbg !116
  %134 = select i1 %75, i32 %133, i32 0, !dbg !119
  %135 = add nsw i32 %134, %132, !dbg !119
  %136 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %135, i32 4, i32 31) #5, !dbg !116
  %137 = select i1 %80, i32 %136, i32 0, !dbg !119
  %138 = add nsw i32 %137, %135, !dbg !119
  %139 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %138, i32 2, i32 31) #5, !dbg !116
  %140 = select i1 %85, i32 %139, i32 0, !dbg !119
  %141 = add nsw i32 %140, %138, !dbg !119
  %142 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %141, i32 1, i32 31) #5, !dbg !116
  br i1 %97, label %143, label %148, !dbg !120

143:                                              ; preds = %128
  %144 = zext i32 %123 to i64, !dbg !121
  %145 = getelementptr inbounds i32, i32* %2, i64 %144, !dbg !121
  %146 = select i1 %90, i32 %142, i32 0, !dbg !119
  %147 = add nsw i32 %146, %141, !dbg !119
  store i32 %147, i32* %145, align 4, !dbg !122, !tbaa !57
  br label %148, !dbg !121

148:                                              ; preds = %143, %128
  br i1 %121, label %149, label %153, !dbg !114

149:                                              ; preds = %148
  %150 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 1, i64 %122, !dbg !115
  %151 = addrspacecast i32 addrspace(3)* %150 to i32*, !dbg !115
  %152 = load i32, i32* %151, align 4, !dbg !115, !tbaa !57
  br label %153, !dbg !114

153:                                              ; preds = %149, %148
  %154 = phi i32 [ %152, %149 ], [ 0, %148 ], !dbg !114
  %155 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %154, i32 16, i32 31) #5, !dbg !116
  %156 = select i1 %70, i32 %155, i32 0, !dbg !119
  %157 = add nsw i32 %156, %154, !dbg !119
  %158 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %157, i32 8, i32 31) #5, !dbg !116
  %159 = select i1 %75, i32 %158, i32 0, !dbg !119
  %160 = add nsw i32 %159, %157, !dbg !119
  %161 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %160, i32 4, i32 31) #5, !dbg !116
  %162 = select i1 %80, i32 %161, i32 0, !dbg !119
  %163 = add nsw i32 %162, %160, !dbg !119
  %164 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %163, i32 2, i32 31) #5, !dbg !116
  %165 = select i1 %85, i32 %164, i32 0, !dbg !119
  %166 = add nsw i32 %165, %163, !dbg !119
  %167 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %166, i32 1, i32 31) #5, !dbg !116
  br i1 %97, label %168, label %174, !dbg !120

168:                                              ; preds = %153
  %169 = add i32 %123, 1, !dbg !123
  %170 = zext i32 %169 to i64, !dbg !121
  %171 = getelementptr inbounds i32, i32* %2, i64 %170, !dbg !121
  %172 = select i1 %90, i32 %167, i32 0, !dbg !119
  %173 = add nsw i32 %172, %166, !dbg !119
  store i32 %173, i32* %171, align 4, !dbg !122, !tbaa !57
  br label %174, !dbg !121

174:                                              ; preds = %168, %153
  br i1 %121, label %175, label %179, !dbg !114

175:                                              ; preds = %174
  %176 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 2, i64 %122, !dbg !115
  %177 = addrspacecast i32 addrspace(3)* %176 to i32*, !dbg !115
  %178 = load i32, i32* %177, align 4, !dbg !115, !tbaa !57
  br label %179, !dbg !114

179:                                              ; preds = %175, %174
  %180 = phi i32 [ %178, %175 ], [ 0, %174 ], !dbg !114
  %181 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %180, i32 16, i32 31) #5, !dbg !116
  %182 = select i1 %70, i32 %181, i32 0, !dbg !119
  %183 = add nsw i32 %182, %180, !dbg !119
  %184 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %183, i32 8, i32 31) #5, !dbg !116
  %185 = select i1 %75, i32 %184, i32 0, !dbg !119
  %186 = add nsw i32 %185, %183, !dbg !119
  %187 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %186, i32 4, i32 31) #5, !dbg !116
  %188 = select i1 %80, i32 %187, i32 0, !dbg !119
  %189 = add nsw i32 %188, %186, !dbg !119
  %190 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %189, i32 2, i32 31) #5, !dbg !116
  %191 = select i1 %85, i32 %190, i32 0, !dbg !119
  %192 = add nsw i32 %191, %189, !dbg !119
  %193 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %192, i32 1, i32 31) #5, !dbg !116
  br i1 %97, label %194, label %200, !dbg !120

194:                                              ; preds = %179
  %195 = add i32 %123, 2, !dbg !123
  %196 = zext i32 %195 to i64, !dbg !121
  %197 = getelementptr inbounds i32, i32* %2, i64 %196, !dbg !121
  %198 = select i1 %90, i32 %193, i32 0, !dbg !119
  %199 = add nsw i32 %198, %192, !dbg !119
  store i32 %199, i32* %197, align 4, !dbg !122, !tbaa !57
  br label %200, !dbg !121

200:                                              ; preds = %194, %179
  br i1 %121, label %201, label %205, !dbg !114

201:                                              ; preds = %200
  %202 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 3, i64 %122, !dbg !115
  %203 = addrspacecast i32 addrspace(3)* %202 to i32*, !dbg !115
  %204 = load i32, i32* %203, align 4, !dbg !115, !tbaa !57
  br label %205, !dbg !114

205:                                              ; preds = %201, %200
  %206 = phi i32 [ %204, %201 ], [ 0, %200 ], !dbg !114
  %207 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %206, i32 16, i32 31) #5, !dbg !116
  %208 = select i1 %70, i32 %207, i32 0, !dbg !119
  %209 = add nsw i32 %208, %206, !dbg !119
  %210 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %209, i32 8, i32 31) #5, !dbg !116
  %211 = select i1 %75, i32 %210, i32 0, !dbg !119
  %212 = add nsw i32 %211, %209, !dbg !119
  %213 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %212, i32 4, i32 31) #5, !dbg !116
  %214 = select i1 %80, i32 %213, i32 0, !dbg !119
  %215 = add nsw i32 %214, %212, !dbg !119
  %216 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %215, i32 2, i32 31) #5, !dbg !116
  %217 = select i1 %85, i32 %216, i32 0, !dbg !119
  %218 = add nsw i32 %217, %215, !dbg !119
  %219 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %218, i32 1, i32 31) #5, !dbg !116
  br i1 %97, label %220, label %226, !dbg !120

220:                                              ; preds = %205
  %221 = add i32 %123, 3, !dbg !123
  %222 = zext i32 %221 to i64, !dbg !121
  %223 = getelementptr inbounds i32, i32* %2, i64 %222, !dbg !121
  %224 = select i1 %90, i32 %219, i32 0, !dbg !119
  %225 = add nsw i32 %224, %218, !dbg !119
  store i32 %225, i32* %223, align 4, !dbg !122, !tbaa !57
  br label %226, !dbg !121

226:                                              ; preds = %220, %205
  br i1 %121, label %227, label %231, !dbg !114

227:                                              ; preds = %226
  %228 = getelementptr inbounds [5 x [32 x i32]], [5 x [32 x i32]] addrspace(3)* @_ZZ11warp_reduceE4part, i64 0, i64 4, i64 %122, !dbg !115
  %229 = addrspacecast i32 addrspace(3)* %228 to i32*, !dbg !115
  %230 = load i32, i32* %229, align 4, !dbg !115, !tbaa !57
  br label %231, !dbg !114

231:                                              ; preds = %227, %226
  %232 = phi i32 [ %230, %227 ], [ 0, %226 ], !dbg !114
  %233 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %232, i32 16, i32 31) #5, !dbg !116
  %234 = select i1 %70, i32 %233, i32 0, !dbg !119
  %235 = add nsw i32 %234, %232, !dbg !119
  %236 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %235, i32 8, i32 31) #5, !dbg !116
  %237 = select i1 %75, i32 %236, i32 0, !dbg !119
  %238 = add nsw i32 %237, %235, !dbg !119
  %239 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %238, i32 4, i32 31) #5, !dbg !116
  %240 = select i1 %80, i32 %239, i32 0, !dbg !119
  %241 = add nsw i32 %240, %238, !dbg !119
  %242 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %241, i32 2, i32 31) #5, !dbg !116
  %243 = select i1 %85, i32 %242, i32 0, !dbg !119
  %244 = add nsw i32 %243, %241, !dbg !119
  %245 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %244, i32 1, i32 31) #5, !dbg !116
  br i1 %97, label %246, label %252, !dbg !120

246:                                              ; preds = %231
  %247 = add i32 %123, 4, !dbg !123
  %248 = zext i32 %247 to i64, !dbg !121
  %249 = getelementptr inbounds i32, i32* %2, i64 %248, !dbg !121
  %250 = select i1 %90, i32 %245, i32 0, !dbg !119
  %251 = add nsw i32 %250, %244, !dbg !119
  store i32 %251, i32* %249, align 4, !dbg !122, !tbaa !57
  br label %252, !dbg !121

252:                                              ; preds = %231, %246, %116
  ret void, !dbg !124
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx60,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/warp_reduce.cu", directory: ".")
!2 = !{void (i8*, i32*, i32*, i32)* @warp_reduce, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "warp_reduce", scope: !1, file: !1, line: 24, type: !10, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 28, column: 18, scope: !9)
!16 = !DILocation(line: 28, column: 42, scope: !9)
!17 = !DILocation(line: 28, column: 59, scope: !9)
!18 = !DILocation(line: 45, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!20 = distinct !DILocation(line: 29, column: 16, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!23 = distinct !DILocation(line: 29, column: 29, scope: !9)
!24 = !DILocation(line: 29, column: 27, scope: !9)
!25 = !DILocation(line: 29, column: 40, scope: !9)
!26 = !DILocation(line: 30, column: 34, scope: !9)
!27 = !DILocation(line: 30, column: 27, scope: !9)
!28 = !DILocation(line: 30, column: 39, scope: !9)
!29 = !DILocation(line: 30, column: 16, scope: !9)
!30 = !DILocation(line: 31, column: 17, scope: !9)
!31 = !DILocation(line: 32, column: 11, scope: !9)
!32 = !DILocation(line: 32, column: 19, scope: !9)
!33 = !{!34, !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 202, column: 1, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !14, file: !14, line: 202, type: !10, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!38 = distinct !DILocation(line: 36, column: 13, scope: !9)
!39 = !DILocation(line: 37, column: 14, scope: !9)
!40 = !DILocation(line: 37, column: 9, scope: !9)
!41 = !DILocation(line: 40, column: 40, scope: !9)
!42 = !DILocation(line: 207, column: 10, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 206, type: !10, scopeLine: 206, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!44 = distinct !DILocation(line: 40, column: 18, scope: !9)
!45 = !DILocation(line: 41, column: 48, scope: !9)
!46 = !DILocation(line: 41, column: 40, scope: !9)
!47 = !DILocation(line: 201, column: 1, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__shfl_sync", scope: !14, file: !14, line: 201, type: !10, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!49 = distinct !DILocation(line: 41, column: 16, scope: !9)
!50 = !DILocation(line: 204, column: 1, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 204, type: !10, scopeLine: 204, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!52 = distinct !DILocation(line: 42, column: 14, scope: !9)
!53 = !DILocation(line: 43, column: 7, scope: !9)
!54 = !DILocation(line: 44, column: 12, scope: !9)
!55 = !DILocation(line: 44, column: 5, scope: !9)
!56 = !DILocation(line: 44, column: 17, scope: !9)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !34, i64 0}
!59 = !DILocation(line: 45, column: 50, scope: !9)
!60 = !DILocation(line: 45, column: 34, scope: !9)
!61 = !DILocation(line: 119, column: 42, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 119, type: !10, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!63 = distinct !DILocation(line: 45, column: 23, scope: !9)
!64 = !{i32 0, i32 33}
!65 = !DILocation(line: 45, column: 16, scope: !9)
!66 = !DILocation(line: 45, column: 5, scope: !9)
!67 = !DILocation(line: 45, column: 21, scope: !9)
!68 = !DILocation(line: 46, column: 16, scope: !9)
!69 = !DILocation(line: 46, column: 5, scope: !9)
!70 = !DILocation(line: 46, column: 21, scope: !9)
!71 = !DILocation(line: 47, column: 16, scope: !9)
!72 = !DILocation(line: 47, column: 5, scope: !9)
!73 = !DILocation(line: 47, column: 21, scope: !9)
!74 = !DILocation(line: 48, column: 3, scope: !9)
!75 = !DILocation(line: 203, column: 1, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 203, type: !10, scopeLine: 203, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!77 = distinct !DILocation(line: 17, column: 13, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "warp_sum", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!79 = distinct !DILocation(line: 50, column: 11, scope: !9)
!80 = !DILocation(line: 18, column: 14, scope: !78, inlinedAt: !79)
!81 = !DILocation(line: 18, column: 20, scope: !78, inlinedAt: !79)
!82 = !DILocation(line: 18, column: 9, scope: !78, inlinedAt: !79)
!83 = !DILocation(line: 51, column: 37, scope: !9)
!84 = !DILocation(line: 209, column: 53, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "__all_sync", scope: !14, file: !14, line: 209, type: !10, scopeLine: 209, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!86 = distinct !DILocation(line: 51, column: 13, scope: !9)
!87 = !DILocation(line: 52, column: 32, scope: !9)
!88 = !DILocation(line: 210, column: 53, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "__any_sync", scope: !14, file: !14, line: 210, type: !10, scopeLine: 210, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!90 = distinct !DILocation(line: 52, column: 13, scope: !9)
!91 = !DILocation(line: 211, column: 53, scope: !92, inlinedAt: !93)
!92 = distinct !DISubprogram(name: "__uni_sync", scope: !14, file: !14, line: 211, type: !10, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!93 = distinct !DILocation(line: 53, column: 13, scope: !9)
!94 = !DILocation(line: 54, column: 12, scope: !9)
!95 = !DILocation(line: 54, column: 7, scope: !9)
!96 = !DILocation(line: 55, column: 5, scope: !9)
!97 = !DILocation(line: 55, column: 19, scope: !9)
!98 = !DILocation(line: 119, column: 42, scope: !62, inlinedAt: !99)
!99 = distinct !DILocation(line: 56, column: 21, scope: !9)
!100 = !DILocation(line: 56, column: 5, scope: !9)
!101 = !DILocation(line: 56, column: 19, scope: !9)
!102 = !DILocation(line: 57, column: 5, scope: !9)
!103 = !DILocation(line: 57, column: 19, scope: !9)
!104 = !DILocation(line: 58, column: 5, scope: !9)
!105 = !DILocation(line: 58, column: 19, scope: !9)
!106 = !DILocation(line: 59, column: 5, scope: !9)
!107 = !DILocation(line: 59, column: 19, scope: !9)
!108 = !DILocation(line: 60, column: 3, scope: !9)
!109 = !DILocation(line: 61, column: 3, scope: !9)
!110 = !DILocation(line: 62, column: 12, scope: !9)
!111 = !DILocation(line: 62, column: 7, scope: !9)
!112 = !DILocation(line: 63, column: 35, scope: !9)
!113 = !DILocation(line: 63, column: 41, scope: !9)
!114 = !DILocation(line: 65, column: 24, scope: !9)
!115 = !DILocation(line: 65, column: 40, scope: !9)
!116 = !DILocation(line: 203, column: 1, scope: !76, inlinedAt: !117)
!117 = distinct !DILocation(line: 17, column: 13, scope: !78, inlinedAt: !118)
!118 = distinct !DILocation(line: 65, column: 15, scope: !9)
!119 = !DILocation(line: 18, column: 9, scope: !78, inlinedAt: !118)
!120 = !DILocation(line: 66, column: 11, scope: !9)
!121 = !DILocation(line: 67, column: 9, scope: !9)
!122 = !DILocation(line: 67, column: 35, scope: !9)
!123 = !DILocation(line: 67, column: 30, scope: !9)
!124 = !DILocation(line: 70, column: 1, scope: !9)
