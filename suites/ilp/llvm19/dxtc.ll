; ModuleID = 'suites/ilp/dxtc.cu'
source_filename = "suites/ilp/dxtc.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4dxtcE4s_px = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ4dxtcE5s_pal = internal unnamed_addr addrspace(3) global [8 x [4 x [3 x i32]]] undef, align 4
@_ZZ4dxtcE5s_idx = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dxtc(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = lshr i32 %5, 4, !dbg !16
  %7 = and i32 %5, 15, !dbg !17
  %8 = ashr i32 %2, 2, !dbg !18
  %9 = ashr i32 %3, 2, !dbg !19
  %10 = mul nsw i32 %9, %8, !dbg !20
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %12 = shl i32 %11, 3, !dbg !24
  %13 = add i32 %12, %6, !dbg !25
  %14 = icmp slt i32 %13, %10, !dbg !26
  br i1 %14, label %15, label %32, !dbg !27

15:                                               ; preds = %4
  %16 = sdiv i32 %13, %8, !dbg !28
  %17 = mul i32 %16, %8, !dbg !29
  %18 = sub i32 %13, %17, !dbg !29
  %19 = shl nsw i32 %16, 2, !dbg !30
  %20 = lshr i32 %7, 2, !dbg !31
  %21 = or disjoint i32 %19, %20, !dbg !32
  %22 = mul nsw i32 %21, %2, !dbg !33
  %23 = shl nsw i32 %18, 2, !dbg !34
  %24 = and i32 %5, 3, !dbg !35
  %25 = or disjoint i32 %23, %24, !dbg !36
  %26 = add i32 %25, %22, !dbg !37
  %27 = sext i32 %26 to i64, !dbg !38
  %28 = getelementptr inbounds i32, ptr %0, i64 %27, !dbg !38
  %29 = load i32, ptr %28, align 4, !dbg !38, !tbaa !39
  %30 = zext nneg i32 %5 to i64, !dbg !43
  %31 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE4s_px to ptr), i64 0, i64 %30, !dbg !43
  store i32 %29, ptr %31, align 4, !dbg !44, !tbaa !39
  br label %32, !dbg !43

32:                                               ; preds = %15, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %33 = icmp eq i32 %7, 0
  %34 = and i1 %33, %14, !dbg !46
  br i1 %34, label %35, label %160, !dbg !46

35:                                               ; preds = %32, %35
  %36 = phi i32 [ %57, %35 ], [ 0, %32 ], !dbg !47
  %37 = phi i32 [ %53, %35 ], [ 0, %32 ], !dbg !47
  %38 = phi i32 [ %49, %35 ], [ 0, %32 ], !dbg !47
  %39 = phi i32 [ %48, %35 ], [ 255, %32 ], !dbg !47
  %40 = phi i32 [ %52, %35 ], [ 255, %32 ], !dbg !47
  %41 = phi i32 [ %56, %35 ], [ 255, %32 ], !dbg !47
  %42 = phi i32 [ %58, %35 ], [ 0, %32 ]
  %43 = or disjoint i32 %42, %5, !dbg !48
  %44 = zext nneg i32 %43 to i64, !dbg !49
  %45 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE4s_px to ptr), i64 0, i64 %44, !dbg !49
  %46 = load i32, ptr %45, align 4, !dbg !49, !tbaa !39
  %47 = and i32 %46, 255, !dbg !50
  %48 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 %47), !dbg !51
  %49 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %47), !dbg !54
  %50 = lshr i32 %46, 8, !dbg !57
  %51 = and i32 %50, 255, !dbg !50
  %52 = tail call noundef i32 @llvm.smin.i32(i32 %40, i32 %51), !dbg !51
  %53 = tail call noundef i32 @llvm.smax.i32(i32 %37, i32 %51), !dbg !54
  %54 = lshr i32 %46, 16, !dbg !57
  %55 = and i32 %54, 255, !dbg !50
  %56 = tail call noundef i32 @llvm.smin.i32(i32 %41, i32 %55), !dbg !51
  %57 = tail call noundef i32 @llvm.smax.i32(i32 %36, i32 %55), !dbg !54
  %58 = add nuw nsw i32 %42, 1, !dbg !58
  %59 = icmp eq i32 %58, 16, !dbg !59
  br i1 %59, label %60, label %35, !dbg !60, !llvm.loop !61

60:                                               ; preds = %35
  %61 = sub nsw i32 %49, %48, !dbg !64
  %62 = ashr i32 %61, 4, !dbg !65
  %63 = add nsw i32 %62, %48, !dbg !66
  %64 = sub nsw i32 %49, %62, !dbg !67
  %65 = sub nsw i32 %53, %52, !dbg !64
  %66 = ashr i32 %65, 4, !dbg !65
  %67 = add nsw i32 %66, %52, !dbg !66
  %68 = sub nsw i32 %53, %66, !dbg !67
  %69 = sub nsw i32 %57, %56, !dbg !64
  %70 = ashr i32 %69, 4, !dbg !65
  %71 = add nsw i32 %70, %56, !dbg !66
  %72 = sub nsw i32 %57, %70, !dbg !67
  %73 = shl nsw i32 %64, 8, !dbg !68
  %74 = and i32 %73, -2048, !dbg !68
  %75 = shl nsw i32 %68, 3, !dbg !71
  %76 = and i32 %75, -32, !dbg !71
  %77 = or i32 %76, %74, !dbg !72
  %78 = ashr i32 %72, 3, !dbg !73
  %79 = or i32 %77, %78, !dbg !74
  %80 = shl nsw i32 %63, 8, !dbg !75
  %81 = and i32 %80, -2048, !dbg !75
  %82 = shl nsw i32 %67, 3, !dbg !77
  %83 = and i32 %82, -32, !dbg !77
  %84 = or i32 %83, %81, !dbg !78
  %85 = ashr i32 %71, 3, !dbg !79
  %86 = or i32 %84, %85, !dbg !80
  %87 = tail call i32 @llvm.umin.i32(i32 %79, i32 %86), !dbg !81
  %88 = tail call i32 @llvm.umax.i32(i32 %79, i32 %86), !dbg !81
  %89 = lshr i32 %88, 11, !dbg !82
  %90 = and i32 %89, 31, !dbg !85
  %91 = lshr i32 %88, 5, !dbg !86
  %92 = and i32 %91, 63, !dbg !87
  %93 = and i32 %88, 31, !dbg !88
  %94 = shl nuw nsw i32 %90, 3, !dbg !89
  %95 = lshr i32 %90, 2, !dbg !90
  %96 = or disjoint i32 %94, %95, !dbg !91
  %97 = shl nuw nsw i32 %92, 2, !dbg !92
  %98 = lshr i32 %92, 4, !dbg !93
  %99 = or disjoint i32 %97, %98, !dbg !94
  %100 = shl nuw nsw i32 %93, 3, !dbg !95
  %101 = lshr i32 %93, 2, !dbg !96
  %102 = or disjoint i32 %100, %101, !dbg !97
  %103 = lshr i32 %87, 11, !dbg !98
  %104 = and i32 %103, 31, !dbg !100
  %105 = lshr i32 %87, 5, !dbg !101
  %106 = and i32 %105, 63, !dbg !102
  %107 = and i32 %87, 31, !dbg !103
  %108 = shl nuw nsw i32 %104, 3, !dbg !104
  %109 = lshr i32 %104, 2, !dbg !105
  %110 = or disjoint i32 %108, %109, !dbg !106
  %111 = shl nuw nsw i32 %106, 2, !dbg !107
  %112 = lshr i32 %106, 4, !dbg !108
  %113 = or disjoint i32 %111, %112, !dbg !109
  %114 = shl nuw nsw i32 %107, 3, !dbg !110
  %115 = lshr i32 %107, 2, !dbg !111
  %116 = or disjoint i32 %114, %115, !dbg !112
  %117 = zext nneg i32 %6 to i64
  %118 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %117
  %119 = getelementptr inbounds i8, ptr %118, i64 12
  %120 = getelementptr inbounds i8, ptr %118, i64 24
  %121 = getelementptr inbounds i8, ptr %118, i64 36
  store i32 %96, ptr %118, align 4, !dbg !113, !tbaa !39
  store i32 %110, ptr %119, align 4, !dbg !114, !tbaa !39
  %122 = shl nuw nsw i32 %96, 1, !dbg !115
  %123 = add nuw nsw i32 %110, %122, !dbg !116
  %124 = trunc nuw nsw i32 %123 to i16, !dbg !117
  %125 = udiv i16 %124, 3, !dbg !117
  %126 = zext nneg i16 %125 to i32, !dbg !117
  store i32 %126, ptr %120, align 4, !dbg !118, !tbaa !39
  %127 = shl nuw nsw i32 %110, 1, !dbg !119
  %128 = add nuw nsw i32 %127, %96, !dbg !120
  %129 = trunc nuw nsw i32 %128 to i16, !dbg !121
  %130 = udiv i16 %129, 3, !dbg !121
  %131 = zext nneg i16 %130 to i32, !dbg !121
  store i32 %131, ptr %121, align 4, !dbg !122, !tbaa !39
  %132 = getelementptr inbounds i8, ptr %118, i64 4, !dbg !123
  store i32 %99, ptr %132, align 4, !dbg !113, !tbaa !39
  %133 = getelementptr inbounds i8, ptr %118, i64 16, !dbg !124
  store i32 %113, ptr %133, align 4, !dbg !114, !tbaa !39
  %134 = shl nuw nsw i32 %99, 1, !dbg !115
  %135 = add nuw nsw i32 %113, %134, !dbg !116
  %136 = trunc nuw nsw i32 %135 to i16, !dbg !117
  %137 = udiv i16 %136, 3, !dbg !117
  %138 = zext nneg i16 %137 to i32, !dbg !117
  %139 = getelementptr inbounds i8, ptr %118, i64 28, !dbg !125
  store i32 %138, ptr %139, align 4, !dbg !118, !tbaa !39
  %140 = shl nuw nsw i32 %113, 1, !dbg !119
  %141 = add nuw nsw i32 %140, %99, !dbg !120
  %142 = trunc nuw nsw i32 %141 to i16, !dbg !121
  %143 = udiv i16 %142, 3, !dbg !121
  %144 = zext nneg i16 %143 to i32, !dbg !121
  %145 = getelementptr inbounds i8, ptr %118, i64 40, !dbg !126
  store i32 %144, ptr %145, align 4, !dbg !122, !tbaa !39
  %146 = getelementptr inbounds i8, ptr %118, i64 8, !dbg !123
  store i32 %102, ptr %146, align 4, !dbg !113, !tbaa !39
  %147 = getelementptr inbounds i8, ptr %118, i64 20, !dbg !124
  store i32 %116, ptr %147, align 4, !dbg !114, !tbaa !39
  %148 = shl nuw nsw i32 %102, 1, !dbg !115
  %149 = add nuw nsw i32 %116, %148, !dbg !116
  %150 = trunc nuw nsw i32 %149 to i16, !dbg !117
  %151 = udiv i16 %150, 3, !dbg !117
  %152 = zext nneg i16 %151 to i32, !dbg !117
  %153 = getelementptr inbounds i8, ptr %118, i64 32, !dbg !125
  store i32 %152, ptr %153, align 4, !dbg !118, !tbaa !39
  %154 = shl nuw nsw i32 %116, 1, !dbg !119
  %155 = add nuw nsw i32 %154, %102, !dbg !120
  %156 = trunc nuw nsw i32 %155 to i16, !dbg !121
  %157 = udiv i16 %156, 3, !dbg !121
  %158 = zext nneg i16 %157 to i32, !dbg !121
  %159 = getelementptr inbounds i8, ptr %118, i64 44, !dbg !126
  store i32 %158, ptr %159, align 4, !dbg !122, !tbaa !39
  br label %160, !dbg !127

160:                                              ; preds = %60, %32
  %161 = phi i32 [ %87, %60 ], [ 0, %32 ], !dbg !47
  %162 = phi i32 [ %88, %60 ], [ 0, %32 ], !dbg !47
  tail call void @llvm.nvvm.barrier0(), !dbg !128
  br i1 %14, label %163, label %238, !dbg !129

163:                                              ; preds = %160
  %164 = zext nneg i32 %5 to i64, !dbg !130
  %165 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE4s_px to ptr), i64 0, i64 %164, !dbg !130
  %166 = load i32, ptr %165, align 4, !dbg !130, !tbaa !39
  %167 = zext nneg i32 %6 to i64
  %168 = and i32 %166, 255, !dbg !131
  %169 = lshr i32 %166, 16, !dbg !132
  %170 = and i32 %169, 255, !dbg !131
  %171 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 0, i64 0, !dbg !133
  %172 = load i32, ptr %171, align 4, !dbg !133, !tbaa !39
  %173 = sub nsw i32 %168, %172, !dbg !134
  %174 = mul nsw i32 %173, %173, !dbg !135
  %175 = lshr i32 %166, 8, !dbg !132
  %176 = and i32 %175, 255, !dbg !131
  %177 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 0, i64 1, !dbg !133
  %178 = load i32, ptr %177, align 4, !dbg !133, !tbaa !39
  %179 = sub nsw i32 %176, %178, !dbg !134
  %180 = mul nsw i32 %179, %179, !dbg !135
  %181 = add nuw nsw i32 %180, %174, !dbg !136
  %182 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 0, i64 2, !dbg !133
  %183 = load i32, ptr %182, align 4, !dbg !133, !tbaa !39
  %184 = sub nsw i32 %170, %183, !dbg !134
  %185 = mul nsw i32 %184, %184, !dbg !135
  %186 = add nuw nsw i32 %185, %181, !dbg !136
  %187 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 1, i64 0, !dbg !133
  %188 = load i32, ptr %187, align 4, !dbg !133, !tbaa !39
  %189 = sub nsw i32 %168, %188, !dbg !134
  %190 = mul nsw i32 %189, %189, !dbg !135
  %191 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 1, i64 1, !dbg !133
  %192 = load i32, ptr %191, align 4, !dbg !133, !tbaa !39
  %193 = sub nsw i32 %176, %192, !dbg !134
  %194 = mul nsw i32 %193, %193, !dbg !135
  %195 = add nuw nsw i32 %194, %190, !dbg !136
  %196 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 1, i64 2, !dbg !133
  %197 = load i32, ptr %196, align 4, !dbg !133, !tbaa !39
  %198 = sub nsw i32 %170, %197, !dbg !134
  %199 = mul nsw i32 %198, %198, !dbg !135
  %200 = add nuw nsw i32 %199, %195, !dbg !136
  %201 = icmp ult i32 %200, %186, !dbg !137
  %202 = zext i1 %201 to i32, !dbg !138
  %203 = tail call i32 @llvm.smin.i32(i32 %200, i32 %186), !dbg !138
  %204 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 2, i64 0, !dbg !133
  %205 = load i32, ptr %204, align 4, !dbg !133, !tbaa !39
  %206 = sub nsw i32 %168, %205, !dbg !134
  %207 = mul nsw i32 %206, %206, !dbg !135
  %208 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 2, i64 1, !dbg !133
  %209 = load i32, ptr %208, align 4, !dbg !133, !tbaa !39
  %210 = sub nsw i32 %176, %209, !dbg !134
  %211 = mul nsw i32 %210, %210, !dbg !135
  %212 = add nuw nsw i32 %211, %207, !dbg !136
  %213 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 2, i64 2, !dbg !133
  %214 = load i32, ptr %213, align 4, !dbg !133, !tbaa !39
  %215 = sub nsw i32 %170, %214, !dbg !134
  %216 = mul nsw i32 %215, %215, !dbg !135
  %217 = add nuw nsw i32 %216, %212, !dbg !136
  %218 = icmp ult i32 %217, %203, !dbg !137
  %219 = select i1 %218, i32 2, i32 %202, !dbg !138
  %220 = tail call i32 @llvm.smin.i32(i32 %217, i32 %203), !dbg !138
  %221 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 3, i64 0, !dbg !133
  %222 = load i32, ptr %221, align 4, !dbg !133, !tbaa !39
  %223 = sub nsw i32 %168, %222, !dbg !134
  %224 = mul nsw i32 %223, %223, !dbg !135
  %225 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 3, i64 1, !dbg !133
  %226 = load i32, ptr %225, align 4, !dbg !133, !tbaa !39
  %227 = sub nsw i32 %176, %226, !dbg !134
  %228 = mul nsw i32 %227, %227, !dbg !135
  %229 = add nuw nsw i32 %228, %224, !dbg !136
  %230 = getelementptr inbounds [8 x [4 x [3 x i32]]], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_pal to ptr), i64 0, i64 %167, i64 3, i64 2, !dbg !133
  %231 = load i32, ptr %230, align 4, !dbg !133, !tbaa !39
  %232 = sub nsw i32 %170, %231, !dbg !134
  %233 = mul nsw i32 %232, %232, !dbg !135
  %234 = add nuw nsw i32 %233, %229, !dbg !136
  %235 = icmp ult i32 %234, %220, !dbg !137
  %236 = select i1 %235, i32 3, i32 %219, !dbg !138
  %237 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %164, !dbg !139
  store i32 %236, ptr %237, align 4, !dbg !140, !tbaa !39
  br label %238, !dbg !141

238:                                              ; preds = %163, %160
  tail call void @llvm.nvvm.barrier0(), !dbg !142
  br i1 %34, label %239, label %343, !dbg !143

239:                                              ; preds = %238
  %240 = zext nneg i32 %5 to i64, !dbg !144
  %241 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %240, !dbg !144
  %242 = load i32, ptr %241, align 4, !dbg !144, !tbaa !39
  %243 = or disjoint i32 %5, 1, !dbg !145
  %244 = zext nneg i32 %243 to i64, !dbg !144
  %245 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %244, !dbg !144
  %246 = load i32, ptr %245, align 4, !dbg !144, !tbaa !39
  %247 = shl i32 %246, 2, !dbg !146
  %248 = or i32 %247, %242, !dbg !147
  %249 = or disjoint i32 %5, 2, !dbg !145
  %250 = zext nneg i32 %249 to i64, !dbg !144
  %251 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %250, !dbg !144
  %252 = load i32, ptr %251, align 4, !dbg !144, !tbaa !39
  %253 = shl i32 %252, 4, !dbg !146
  %254 = or i32 %253, %248, !dbg !147
  %255 = or disjoint i32 %5, 3, !dbg !145
  %256 = zext nneg i32 %255 to i64, !dbg !144
  %257 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %256, !dbg !144
  %258 = load i32, ptr %257, align 4, !dbg !144, !tbaa !39
  %259 = shl i32 %258, 6, !dbg !146
  %260 = or i32 %259, %254, !dbg !147
  %261 = or disjoint i32 %5, 4, !dbg !145
  %262 = zext nneg i32 %261 to i64, !dbg !144
  %263 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %262, !dbg !144
  %264 = load i32, ptr %263, align 4, !dbg !144, !tbaa !39
  %265 = shl i32 %264, 8, !dbg !146
  %266 = or i32 %265, %260, !dbg !147
  %267 = or disjoint i32 %5, 5, !dbg !145
  %268 = zext nneg i32 %267 to i64, !dbg !144
  %269 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %268, !dbg !144
  %270 = load i32, ptr %269, align 4, !dbg !144, !tbaa !39
  %271 = shl i32 %270, 10, !dbg !146
  %272 = or i32 %271, %266, !dbg !147
  %273 = or disjoint i32 %5, 6, !dbg !145
  %274 = zext nneg i32 %273 to i64, !dbg !144
  %275 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %274, !dbg !144
  %276 = load i32, ptr %275, align 4, !dbg !144, !tbaa !39
  %277 = shl i32 %276, 12, !dbg !146
  %278 = or i32 %277, %272, !dbg !147
  %279 = or disjoint i32 %5, 7, !dbg !145
  %280 = zext nneg i32 %279 to i64, !dbg !144
  %281 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %280, !dbg !144
  %282 = load i32, ptr %281, align 4, !dbg !144, !tbaa !39
  %283 = shl i32 %282, 14, !dbg !146
  %284 = or i32 %283, %278, !dbg !147
  %285 = or disjoint i32 %5, 8, !dbg !145
  %286 = zext nneg i32 %285 to i64, !dbg !144
  %287 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %286, !dbg !144
  %288 = load i32, ptr %287, align 4, !dbg !144, !tbaa !39
  %289 = shl i32 %288, 16, !dbg !146
  %290 = or i32 %289, %284, !dbg !147
  %291 = or disjoint i32 %5, 9, !dbg !145
  %292 = zext nneg i32 %291 to i64, !dbg !144
  %293 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %292, !dbg !144
  %294 = load i32, ptr %293, align 4, !dbg !144, !tbaa !39
  %295 = shl i32 %294, 18, !dbg !146
  %296 = or i32 %295, %290, !dbg !147
  %297 = or disjoint i32 %5, 10, !dbg !145
  %298 = zext nneg i32 %297 to i64, !dbg !144
  %299 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %298, !dbg !144
  %300 = load i32, ptr %299, align 4, !dbg !144, !tbaa !39
  %301 = shl i32 %300, 20, !dbg !146
  %302 = or i32 %301, %296, !dbg !147
  %303 = or disjoint i32 %5, 11, !dbg !145
  %304 = zext nneg i32 %303 to i64, !dbg !144
  %305 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %304, !dbg !144
  %306 = load i32, ptr %305, align 4, !dbg !144, !tbaa !39
  %307 = shl i32 %306, 22, !dbg !146
  %308 = or i32 %307, %302, !dbg !147
  %309 = or disjoint i32 %5, 12, !dbg !145
  %310 = zext nneg i32 %309 to i64, !dbg !144
  %311 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %310, !dbg !144
  %312 = load i32, ptr %311, align 4, !dbg !144, !tbaa !39
  %313 = shl i32 %312, 24, !dbg !146
  %314 = or i32 %313, %308, !dbg !147
  %315 = or disjoint i32 %5, 13, !dbg !145
  %316 = zext nneg i32 %315 to i64, !dbg !144
  %317 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %316, !dbg !144
  %318 = load i32, ptr %317, align 4, !dbg !144, !tbaa !39
  %319 = shl i32 %318, 26, !dbg !146
  %320 = or i32 %319, %314, !dbg !147
  %321 = or disjoint i32 %5, 14, !dbg !145
  %322 = zext nneg i32 %321 to i64, !dbg !144
  %323 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %322, !dbg !144
  %324 = load i32, ptr %323, align 4, !dbg !144, !tbaa !39
  %325 = shl i32 %324, 28, !dbg !146
  %326 = or i32 %325, %320, !dbg !147
  %327 = or disjoint i32 %5, 15, !dbg !145
  %328 = zext nneg i32 %327 to i64, !dbg !144
  %329 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4dxtcE5s_idx to ptr), i64 0, i64 %328, !dbg !144
  %330 = load i32, ptr %329, align 4, !dbg !144, !tbaa !39
  %331 = shl i32 %330, 30, !dbg !146
  %332 = or i32 %331, %326, !dbg !147
  %333 = icmp eq i32 %162, %161, !dbg !148
  %334 = select i1 %333, i32 0, i32 %332, !dbg !149
  %335 = shl i32 %161, 16, !dbg !150
  %336 = or i32 %162, %335, !dbg !151
  %337 = shl nsw i32 %13, 1, !dbg !152
  %338 = sext i32 %337 to i64, !dbg !153
  %339 = getelementptr inbounds i32, ptr %1, i64 %338, !dbg !153
  store i32 %336, ptr %339, align 4, !dbg !154, !tbaa !39
  %340 = or disjoint i32 %337, 1, !dbg !155
  %341 = sext i32 %340 to i64, !dbg !156
  %342 = getelementptr inbounds i32, ptr %1, i64 %341, !dbg !156
  store i32 %334, ptr %342, align 4, !dbg !157, !tbaa !39
  br label %343, !dbg !158

343:                                              ; preds = %239, %238
  ret void, !dbg !159
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/dxtc.cu", directory: ".")
!2 = !{ptr @dxtc, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "dxtc", scope: !1, file: !1, line: 29, type: !10, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 34, column: 11, scope: !9)
!16 = !DILocation(line: 34, column: 31, scope: !9)
!17 = !DILocation(line: 34, column: 43, scope: !9)
!18 = !DILocation(line: 35, column: 19, scope: !9)
!19 = !DILocation(line: 35, column: 49, scope: !9)
!20 = !DILocation(line: 35, column: 39, scope: !9)
!21 = !DILocation(line: 45, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 36, column: 12, scope: !9)
!24 = !DILocation(line: 36, column: 23, scope: !9)
!25 = !DILocation(line: 36, column: 40, scope: !9)
!26 = !DILocation(line: 37, column: 18, scope: !9)
!27 = !DILocation(line: 39, column: 7, scope: !9)
!28 = !DILocation(line: 38, column: 30, scope: !9)
!29 = !DILocation(line: 38, column: 15, scope: !9)
!30 = !DILocation(line: 40, column: 25, scope: !9)
!31 = !DILocation(line: 40, column: 34, scope: !9)
!32 = !DILocation(line: 40, column: 29, scope: !9)
!33 = !DILocation(line: 40, column: 41, scope: !9)
!34 = !DILocation(line: 40, column: 54, scope: !9)
!35 = !DILocation(line: 40, column: 63, scope: !9)
!36 = !DILocation(line: 40, column: 49, scope: !9)
!37 = !DILocation(line: 40, column: 58, scope: !9)
!38 = !DILocation(line: 40, column: 15, scope: !9)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C++ TBAA"}
!43 = !DILocation(line: 40, column: 5, scope: !9)
!44 = !DILocation(line: 40, column: 13, scope: !9)
!45 = !DILocation(line: 41, column: 3, scope: !9)
!46 = !DILocation(line: 43, column: 12, scope: !9)
!47 = !DILocation(line: 0, scope: !9)
!48 = !DILocation(line: 46, column: 28, scope: !9)
!49 = !DILocation(line: 46, column: 21, scope: !9)
!50 = !DILocation(line: 48, column: 34, scope: !9)
!51 = !DILocation(line: 122, column: 41, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "min", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 49, column: 18, scope: !9)
!54 = !DILocation(line: 123, column: 41, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "max", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!56 = distinct !DILocation(line: 50, column: 18, scope: !9)
!57 = !DILocation(line: 48, column: 21, scope: !9)
!58 = !DILocation(line: 45, column: 30, scope: !9)
!59 = !DILocation(line: 45, column: 23, scope: !9)
!60 = !DILocation(line: 45, column: 5, scope: !9)
!61 = distinct !{!61, !60, !62, !63}
!62 = !DILocation(line: 52, column: 5, scope: !9)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 54, column: 27, scope: !9)
!65 = !DILocation(line: 54, column: 37, scope: !9)
!66 = !DILocation(line: 55, column: 14, scope: !9)
!67 = !DILocation(line: 56, column: 14, scope: !9)
!68 = !DILocation(line: 14, column: 30, scope: !69, inlinedAt: !70)
!69 = distinct !DISubprogram(name: "to565", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = distinct !DILocation(line: 58, column: 10, scope: !9)
!71 = !DILocation(line: 14, column: 47, scope: !69, inlinedAt: !70)
!72 = !DILocation(line: 14, column: 36, scope: !69, inlinedAt: !70)
!73 = !DILocation(line: 14, column: 57, scope: !69, inlinedAt: !70)
!74 = !DILocation(line: 14, column: 52, scope: !69, inlinedAt: !70)
!75 = !DILocation(line: 14, column: 30, scope: !69, inlinedAt: !76)
!76 = distinct !DILocation(line: 59, column: 10, scope: !9)
!77 = !DILocation(line: 14, column: 47, scope: !69, inlinedAt: !76)
!78 = !DILocation(line: 14, column: 36, scope: !69, inlinedAt: !76)
!79 = !DILocation(line: 14, column: 57, scope: !69, inlinedAt: !76)
!80 = !DILocation(line: 14, column: 52, scope: !69, inlinedAt: !76)
!81 = !DILocation(line: 60, column: 9, scope: !9)
!82 = !DILocation(line: 20, column: 15, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "from565", scope: !1, file: !1, line: 18, type: !10, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = distinct !DILocation(line: 66, column: 5, scope: !9)
!85 = !DILocation(line: 20, column: 22, scope: !83, inlinedAt: !84)
!86 = !DILocation(line: 20, column: 36, scope: !83, inlinedAt: !84)
!87 = !DILocation(line: 20, column: 42, scope: !83, inlinedAt: !84)
!88 = !DILocation(line: 20, column: 55, scope: !83, inlinedAt: !84)
!89 = !DILocation(line: 21, column: 11, scope: !83, inlinedAt: !84)
!90 = !DILocation(line: 21, column: 21, scope: !83, inlinedAt: !84)
!91 = !DILocation(line: 21, column: 16, scope: !83, inlinedAt: !84)
!92 = !DILocation(line: 22, column: 11, scope: !83, inlinedAt: !84)
!93 = !DILocation(line: 22, column: 21, scope: !83, inlinedAt: !84)
!94 = !DILocation(line: 22, column: 16, scope: !83, inlinedAt: !84)
!95 = !DILocation(line: 23, column: 11, scope: !83, inlinedAt: !84)
!96 = !DILocation(line: 23, column: 21, scope: !83, inlinedAt: !84)
!97 = !DILocation(line: 23, column: 16, scope: !83, inlinedAt: !84)
!98 = !DILocation(line: 20, column: 15, scope: !83, inlinedAt: !99)
!99 = distinct !DILocation(line: 67, column: 5, scope: !9)
!100 = !DILocation(line: 20, column: 22, scope: !83, inlinedAt: !99)
!101 = !DILocation(line: 20, column: 36, scope: !83, inlinedAt: !99)
!102 = !DILocation(line: 20, column: 42, scope: !83, inlinedAt: !99)
!103 = !DILocation(line: 20, column: 55, scope: !83, inlinedAt: !99)
!104 = !DILocation(line: 21, column: 11, scope: !83, inlinedAt: !99)
!105 = !DILocation(line: 21, column: 21, scope: !83, inlinedAt: !99)
!106 = !DILocation(line: 21, column: 16, scope: !83, inlinedAt: !99)
!107 = !DILocation(line: 22, column: 11, scope: !83, inlinedAt: !99)
!108 = !DILocation(line: 22, column: 21, scope: !83, inlinedAt: !99)
!109 = !DILocation(line: 22, column: 16, scope: !83, inlinedAt: !99)
!110 = !DILocation(line: 23, column: 11, scope: !83, inlinedAt: !99)
!111 = !DILocation(line: 23, column: 21, scope: !83, inlinedAt: !99)
!112 = !DILocation(line: 23, column: 16, scope: !83, inlinedAt: !99)
!113 = !DILocation(line: 69, column: 24, scope: !9)
!114 = !DILocation(line: 70, column: 24, scope: !9)
!115 = !DILocation(line: 71, column: 29, scope: !9)
!116 = !DILocation(line: 71, column: 38, scope: !9)
!117 = !DILocation(line: 71, column: 48, scope: !9)
!118 = !DILocation(line: 71, column: 24, scope: !9)
!119 = !DILocation(line: 72, column: 38, scope: !9)
!120 = !DILocation(line: 72, column: 34, scope: !9)
!121 = !DILocation(line: 72, column: 48, scope: !9)
!122 = !DILocation(line: 72, column: 24, scope: !9)
!123 = !DILocation(line: 69, column: 7, scope: !9)
!124 = !DILocation(line: 70, column: 7, scope: !9)
!125 = !DILocation(line: 71, column: 7, scope: !9)
!126 = !DILocation(line: 72, column: 7, scope: !9)
!127 = !DILocation(line: 74, column: 3, scope: !9)
!128 = !DILocation(line: 75, column: 3, scope: !9)
!129 = !DILocation(line: 76, column: 7, scope: !9)
!130 = !DILocation(line: 77, column: 19, scope: !9)
!131 = !DILocation(line: 82, column: 40, scope: !9)
!132 = !DILocation(line: 82, column: 27, scope: !9)
!133 = !DILocation(line: 82, column: 49, scope: !9)
!134 = !DILocation(line: 82, column: 47, scope: !9)
!135 = !DILocation(line: 83, column: 16, scope: !9)
!136 = !DILocation(line: 83, column: 11, scope: !9)
!137 = !DILocation(line: 85, column: 13, scope: !9)
!138 = !DILocation(line: 85, column: 11, scope: !9)
!139 = !DILocation(line: 90, column: 5, scope: !9)
!140 = !DILocation(line: 90, column: 14, scope: !9)
!141 = !DILocation(line: 91, column: 3, scope: !9)
!142 = !DILocation(line: 92, column: 3, scope: !9)
!143 = !DILocation(line: 93, column: 12, scope: !9)
!144 = !DILocation(line: 96, column: 15, scope: !9)
!145 = !DILocation(line: 96, column: 23, scope: !9)
!146 = !DILocation(line: 96, column: 28, scope: !9)
!147 = !DILocation(line: 96, column: 12, scope: !9)
!148 = !DILocation(line: 97, column: 12, scope: !9)
!149 = !DILocation(line: 97, column: 9, scope: !9)
!150 = !DILocation(line: 99, column: 27, scope: !9)
!151 = !DILocation(line: 99, column: 22, scope: !9)
!152 = !DILocation(line: 99, column: 11, scope: !9)
!153 = !DILocation(line: 99, column: 5, scope: !9)
!154 = !DILocation(line: 99, column: 17, scope: !9)
!155 = !DILocation(line: 100, column: 16, scope: !9)
!156 = !DILocation(line: 100, column: 5, scope: !9)
!157 = !DILocation(line: 100, column: 21, scope: !9)
!158 = !DILocation(line: 101, column: 3, scope: !9)
!159 = !DILocation(line: 102, column: 1, scope: !9)
