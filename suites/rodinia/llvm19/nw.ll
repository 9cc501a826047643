; ModuleID = 'suites/rodinia/nw.cu'
source_filename = "suites/rodinia/nw.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZL4tilePKiPiiiiiE1t = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZL4tilePKiPiiiiiE1r = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @needle_1(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !10 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %8 = xor i32 %7, -1, !dbg !17
  %9 = add i32 %8, %4, !dbg !17
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %11 = shl nsw i32 %2, 4, !dbg !23
  %12 = mul nsw i32 %11, %9, !dbg !24
  %13 = shl nsw i32 %7, 4, !dbg !25
  %14 = add nsw i32 %12, %13, !dbg !26
  %15 = add nsw i32 %14, %2, !dbg !27
  %16 = add nsw i32 %15, 1, !dbg !28
  %17 = add i32 %16, %10
  %18 = zext nneg i32 %10 to i64
  %19 = sext i32 %17 to i64, !dbg !29
  %20 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !29
  %21 = load i32, ptr %20, align 4, !dbg !29, !tbaa !30
  %22 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 0, i64 %18, !dbg !34
  store i32 %21, ptr %22, align 4, !dbg !35, !tbaa !30
  %23 = add i32 %17, %2, !dbg !36
  %24 = sext i32 %23 to i64, !dbg !29
  %25 = getelementptr inbounds i32, ptr %0, i64 %24, !dbg !29
  %26 = load i32, ptr %25, align 4, !dbg !29, !tbaa !30
  %27 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 1, i64 %18, !dbg !34
  store i32 %26, ptr %27, align 4, !dbg !35, !tbaa !30
  %28 = shl nsw i32 %2, 1, !dbg !37
  %29 = add i32 %17, %28, !dbg !36
  %30 = sext i32 %29 to i64, !dbg !29
  %31 = getelementptr inbounds i32, ptr %0, i64 %30, !dbg !29
  %32 = load i32, ptr %31, align 4, !dbg !29, !tbaa !30
  %33 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 2, i64 %18, !dbg !34
  store i32 %32, ptr %33, align 4, !dbg !35, !tbaa !30
  %34 = mul nsw i32 %2, 3, !dbg !37
  %35 = add i32 %17, %34, !dbg !36
  %36 = sext i32 %35 to i64, !dbg !29
  %37 = getelementptr inbounds i32, ptr %0, i64 %36, !dbg !29
  %38 = load i32, ptr %37, align 4, !dbg !29, !tbaa !30
  %39 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 3, i64 %18, !dbg !34
  store i32 %38, ptr %39, align 4, !dbg !35, !tbaa !30
  %40 = shl nsw i32 %2, 2, !dbg !37
  %41 = add i32 %17, %40, !dbg !36
  %42 = sext i32 %41 to i64, !dbg !29
  %43 = getelementptr inbounds i32, ptr %0, i64 %42, !dbg !29
  %44 = load i32, ptr %43, align 4, !dbg !29, !tbaa !30
  %45 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 4, i64 %18, !dbg !34
  store i32 %44, ptr %45, align 4, !dbg !35, !tbaa !30
  %46 = mul nsw i32 %2, 5, !dbg !37
  %47 = add i32 %17, %46, !dbg !36
  %48 = sext i32 %47 to i64, !dbg !29
  %49 = getelementptr inbounds i32, ptr %0, i64 %48, !dbg !29
  %50 = load i32, ptr %49, align 4, !dbg !29, !tbaa !30
  %51 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 5, i64 %18, !dbg !34
  store i32 %50, ptr %51, align 4, !dbg !35, !tbaa !30
  %52 = mul nsw i32 %2, 6, !dbg !37
  %53 = add i32 %17, %52, !dbg !36
  %54 = sext i32 %53 to i64, !dbg !29
  %55 = getelementptr inbounds i32, ptr %0, i64 %54, !dbg !29
  %56 = load i32, ptr %55, align 4, !dbg !29, !tbaa !30
  %57 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 6, i64 %18, !dbg !34
  store i32 %56, ptr %57, align 4, !dbg !35, !tbaa !30
  %58 = mul nsw i32 %2, 7, !dbg !37
  %59 = add i32 %17, %58, !dbg !36
  %60 = sext i32 %59 to i64, !dbg !29
  %61 = getelementptr inbounds i32, ptr %0, i64 %60, !dbg !29
  %62 = load i32, ptr %61, align 4, !dbg !29, !tbaa !30
  %63 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 7, i64 %18, !dbg !34
  store i32 %62, ptr %63, align 4, !dbg !35, !tbaa !30
  %64 = shl nsw i32 %2, 3, !dbg !37
  %65 = add i32 %17, %64, !dbg !36
  %66 = sext i32 %65 to i64, !dbg !29
  %67 = getelementptr inbounds i32, ptr %0, i64 %66, !dbg !29
  %68 = load i32, ptr %67, align 4, !dbg !29, !tbaa !30
  %69 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 8, i64 %18, !dbg !34
  store i32 %68, ptr %69, align 4, !dbg !35, !tbaa !30
  %70 = mul nsw i32 %2, 9, !dbg !37
  %71 = add i32 %17, %70, !dbg !36
  %72 = sext i32 %71 to i64, !dbg !29
  %73 = getelementptr inbounds i32, ptr %0, i64 %72, !dbg !29
  %74 = load i32, ptr %73, align 4, !dbg !29, !tbaa !30
  %75 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 9, i64 %18, !dbg !34
  store i32 %74, ptr %75, align 4, !dbg !35, !tbaa !30
  %76 = mul nsw i32 %2, 10, !dbg !37
  %77 = add i32 %17, %76, !dbg !36
  %78 = sext i32 %77 to i64, !dbg !29
  %79 = getelementptr inbounds i32, ptr %0, i64 %78, !dbg !29
  %80 = load i32, ptr %79, align 4, !dbg !29, !tbaa !30
  %81 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 10, i64 %18, !dbg !34
  store i32 %80, ptr %81, align 4, !dbg !35, !tbaa !30
  %82 = mul nsw i32 %2, 11, !dbg !37
  %83 = add i32 %17, %82, !dbg !36
  %84 = sext i32 %83 to i64, !dbg !29
  %85 = getelementptr inbounds i32, ptr %0, i64 %84, !dbg !29
  %86 = load i32, ptr %85, align 4, !dbg !29, !tbaa !30
  %87 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 11, i64 %18, !dbg !34
  store i32 %86, ptr %87, align 4, !dbg !35, !tbaa !30
  %88 = mul nsw i32 %2, 12, !dbg !37
  %89 = add i32 %17, %88, !dbg !36
  %90 = sext i32 %89 to i64, !dbg !29
  %91 = getelementptr inbounds i32, ptr %0, i64 %90, !dbg !29
  %92 = load i32, ptr %91, align 4, !dbg !29, !tbaa !30
  %93 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 12, i64 %18, !dbg !34
  store i32 %92, ptr %93, align 4, !dbg !35, !tbaa !30
  %94 = mul nsw i32 %2, 13, !dbg !37
  %95 = add i32 %17, %94, !dbg !36
  %96 = sext i32 %95 to i64, !dbg !29
  %97 = getelementptr inbounds i32, ptr %0, i64 %96, !dbg !29
  %98 = load i32, ptr %97, align 4, !dbg !29, !tbaa !30
  %99 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 13, i64 %18, !dbg !34
  store i32 %98, ptr %99, align 4, !dbg !35, !tbaa !30
  %100 = mul nsw i32 %2, 14, !dbg !37
  %101 = add i32 %17, %100, !dbg !36
  %102 = sext i32 %101 to i64, !dbg !29
  %103 = getelementptr inbounds i32, ptr %0, i64 %102, !dbg !29
  %104 = load i32, ptr %103, align 4, !dbg !29, !tbaa !30
  %105 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 14, i64 %18, !dbg !34
  store i32 %104, ptr %105, align 4, !dbg !35, !tbaa !30
  %106 = mul nsw i32 %2, 15, !dbg !37
  %107 = add i32 %17, %106, !dbg !36
  %108 = sext i32 %107 to i64, !dbg !29
  %109 = getelementptr inbounds i32, ptr %0, i64 %108, !dbg !29
  %110 = load i32, ptr %109, align 4, !dbg !29, !tbaa !30
  %111 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 15, i64 %18, !dbg !34
  store i32 %110, ptr %111, align 4, !dbg !35, !tbaa !30
  %112 = icmp eq i32 %10, 0, !dbg !38
  br i1 %112, label %113, label %117, !dbg !39

113:                                              ; preds = %6
  %114 = sext i32 %14 to i64
  %115 = getelementptr inbounds i32, ptr %1, i64 %114
  %116 = load i32, ptr %115, align 4, !dbg !40, !tbaa !30
  store i32 %116, ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), align 4, !dbg !41, !tbaa !30
  br label %117, !dbg !42

117:                                              ; preds = %113, %6
  %118 = mul nsw i32 %10, %2, !dbg !43
  %119 = add i32 %15, %118, !dbg !44
  %120 = sext i32 %119 to i64, !dbg !45
  %121 = getelementptr inbounds i32, ptr %1, i64 %120, !dbg !45
  %122 = load i32, ptr %121, align 4, !dbg !45, !tbaa !30
  %123 = add nuw nsw i32 %10, 1, !dbg !46
  %124 = zext nneg i32 %123 to i64, !dbg !47
  %125 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %124, !dbg !47
  store i32 %122, ptr %125, align 4, !dbg !48, !tbaa !30
  %126 = sub i32 %10, %2, !dbg !49
  %127 = add i32 %126, %16, !dbg !50
  %128 = sext i32 %127 to i64, !dbg !51
  %129 = getelementptr inbounds i32, ptr %1, i64 %128, !dbg !51
  %130 = load i32, ptr %129, align 4, !dbg !51, !tbaa !30
  %131 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %124, !dbg !52
  store i32 %130, ptr %131, align 4, !dbg !53, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  br label %138, !dbg !55

132:                                              ; preds = %160
  %133 = add nuw nsw i32 %10, 16
  %134 = sub nsw i32 16, %10
  %135 = sub nsw i32 15, %10
  %136 = sext i32 %135 to i64
  %137 = sext i32 %134 to i64
  br label %163, !dbg !56

138:                                              ; preds = %160, %117
  %139 = phi i32 [ 0, %117 ], [ %161, %160 ]
  %140 = icmp ugt i32 %10, %139, !dbg !57
  br i1 %140, label %160, label %141, !dbg !58

141:                                              ; preds = %138
  %142 = sub nsw i32 %139, %10, !dbg !59
  %143 = add nsw i32 %142, 1, !dbg !60
  %144 = sext i32 %142 to i64, !dbg !61
  %145 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %144, i64 %18, !dbg !61
  %146 = load i32, ptr %145, align 4, !dbg !61, !tbaa !30
  %147 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 %144, i64 %18, !dbg !62
  %148 = load i32, ptr %147, align 4, !dbg !62, !tbaa !30
  %149 = add nsw i32 %148, %146, !dbg !63
  %150 = sext i32 %143 to i64, !dbg !64
  %151 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %150, i64 %18, !dbg !64
  %152 = load i32, ptr %151, align 4, !dbg !64, !tbaa !30
  %153 = sub nsw i32 %152, %3, !dbg !65
  %154 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %144, i64 %124, !dbg !66
  %155 = load i32, ptr %154, align 4, !dbg !66, !tbaa !30
  %156 = sub nsw i32 %155, %3, !dbg !67
  %157 = tail call i32 @llvm.smax.i32(i32 %149, i32 %153), !dbg !68
  %158 = tail call noundef i32 @llvm.smax.i32(i32 %157, i32 %156), !dbg !71
  %159 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %150, i64 %124, !dbg !72
  store i32 %158, ptr %159, align 4, !dbg !73, !tbaa !30
  br label %160, !dbg !74

160:                                              ; preds = %141, %138
  tail call void @llvm.nvvm.barrier0(), !dbg !75
  %161 = add nuw nsw i32 %139, 1, !dbg !76
  %162 = icmp eq i32 %161, 16, !dbg !77
  br i1 %162, label %132, label %138, !dbg !55, !llvm.loop !78

163:                                              ; preds = %185, %132
  %164 = phi i32 [ 14, %132 ], [ %186, %185 ]
  %165 = icmp ugt i32 %10, %164, !dbg !81
  br i1 %165, label %185, label %166, !dbg !82

166:                                              ; preds = %163
  %167 = sub nuw nsw i32 %133, %164, !dbg !83
  %168 = add nsw i32 %167, -1, !dbg !84
  %169 = sext i32 %168 to i64, !dbg !85
  %170 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %136, i64 %169, !dbg !85
  %171 = load i32, ptr %170, align 4, !dbg !85, !tbaa !30
  %172 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 %136, i64 %169, !dbg !86
  %173 = load i32, ptr %172, align 4, !dbg !86, !tbaa !30
  %174 = add nsw i32 %173, %171, !dbg !87
  %175 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %137, i64 %169, !dbg !88
  %176 = load i32, ptr %175, align 4, !dbg !88, !tbaa !30
  %177 = sub nsw i32 %176, %3, !dbg !89
  %178 = zext nneg i32 %167 to i64, !dbg !90
  %179 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %136, i64 %178, !dbg !90
  %180 = load i32, ptr %179, align 4, !dbg !90, !tbaa !30
  %181 = sub nsw i32 %180, %3, !dbg !91
  %182 = tail call i32 @llvm.smax.i32(i32 %174, i32 %177), !dbg !92
  %183 = tail call noundef i32 @llvm.smax.i32(i32 %182, i32 %181), !dbg !94
  %184 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %137, i64 %178, !dbg !95
  store i32 %183, ptr %184, align 4, !dbg !96, !tbaa !30
  br label %185, !dbg !97

185:                                              ; preds = %166, %163
  tail call void @llvm.nvvm.barrier0(), !dbg !98
  %186 = add nsw i32 %164, -1, !dbg !99
  %187 = icmp eq i32 %164, 0, !dbg !100
  br i1 %187, label %188, label %163, !dbg !56, !llvm.loop !101

188:                                              ; preds = %185
  %189 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 1, i64 %124, !dbg !103
  %190 = load i32, ptr %189, align 4, !dbg !103, !tbaa !30
  %191 = getelementptr inbounds i32, ptr %1, i64 %19, !dbg !104
  store i32 %190, ptr %191, align 4, !dbg !105, !tbaa !30
  %192 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 2, i64 %124, !dbg !103
  %193 = load i32, ptr %192, align 4, !dbg !103, !tbaa !30
  %194 = getelementptr inbounds i32, ptr %1, i64 %24, !dbg !104
  store i32 %193, ptr %194, align 4, !dbg !105, !tbaa !30
  %195 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 3, i64 %124, !dbg !103
  %196 = load i32, ptr %195, align 4, !dbg !103, !tbaa !30
  %197 = getelementptr inbounds i32, ptr %1, i64 %30, !dbg !104
  store i32 %196, ptr %197, align 4, !dbg !105, !tbaa !30
  %198 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 4, i64 %124, !dbg !103
  %199 = load i32, ptr %198, align 4, !dbg !103, !tbaa !30
  %200 = getelementptr inbounds i32, ptr %1, i64 %36, !dbg !104
  store i32 %199, ptr %200, align 4, !dbg !105, !tbaa !30
  %201 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 5, i64 %124, !dbg !103
  %202 = load i32, ptr %201, align 4, !dbg !103, !tbaa !30
  %203 = getelementptr inbounds i32, ptr %1, i64 %42, !dbg !104
  store i32 %202, ptr %203, align 4, !dbg !105, !tbaa !30
  %204 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 6, i64 %124, !dbg !103
  %205 = load i32, ptr %204, align 4, !dbg !103, !tbaa !30
  %206 = getelementptr inbounds i32, ptr %1, i64 %48, !dbg !104
  store i32 %205, ptr %206, align 4, !dbg !105, !tbaa !30
  %207 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 7, i64 %124, !dbg !103
  %208 = load i32, ptr %207, align 4, !dbg !103, !tbaa !30
  %209 = getelementptr inbounds i32, ptr %1, i64 %54, !dbg !104
  store i32 %208, ptr %209, align 4, !dbg !105, !tbaa !30
  %210 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 8, i64 %124, !dbg !103
  %211 = load i32, ptr %210, align 4, !dbg !103, !tbaa !30
  %212 = getelementptr inbounds i32, ptr %1, i64 %60, !dbg !104
  store i32 %211, ptr %212, align 4, !dbg !105, !tbaa !30
  %213 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 9, i64 %124, !dbg !103
  %214 = load i32, ptr %213, align 4, !dbg !103, !tbaa !30
  %215 = getelementptr inbounds i32, ptr %1, i64 %66, !dbg !104
  store i32 %214, ptr %215, align 4, !dbg !105, !tbaa !30
  %216 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 10, i64 %124, !dbg !103
  %217 = load i32, ptr %216, align 4, !dbg !103, !tbaa !30
  %218 = getelementptr inbounds i32, ptr %1, i64 %72, !dbg !104
  store i32 %217, ptr %218, align 4, !dbg !105, !tbaa !30
  %219 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 11, i64 %124, !dbg !103
  %220 = load i32, ptr %219, align 4, !dbg !103, !tbaa !30
  %221 = getelementptr inbounds i32, ptr %1, i64 %78, !dbg !104
  store i32 %220, ptr %221, align 4, !dbg !105, !tbaa !30
  %222 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 12, i64 %124, !dbg !103
  %223 = load i32, ptr %222, align 4, !dbg !103, !tbaa !30
  %224 = getelementptr inbounds i32, ptr %1, i64 %84, !dbg !104
  store i32 %223, ptr %224, align 4, !dbg !105, !tbaa !30
  %225 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 13, i64 %124, !dbg !103
  %226 = load i32, ptr %225, align 4, !dbg !103, !tbaa !30
  %227 = getelementptr inbounds i32, ptr %1, i64 %90, !dbg !104
  store i32 %226, ptr %227, align 4, !dbg !105, !tbaa !30
  %228 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 14, i64 %124, !dbg !103
  %229 = load i32, ptr %228, align 4, !dbg !103, !tbaa !30
  %230 = getelementptr inbounds i32, ptr %1, i64 %96, !dbg !104
  store i32 %229, ptr %230, align 4, !dbg !105, !tbaa !30
  %231 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 15, i64 %124, !dbg !103
  %232 = load i32, ptr %231, align 4, !dbg !103, !tbaa !30
  %233 = getelementptr inbounds i32, ptr %1, i64 %102, !dbg !104
  store i32 %232, ptr %233, align 4, !dbg !105, !tbaa !30
  %234 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 16, i64 %124, !dbg !103
  %235 = load i32, ptr %234, align 4, !dbg !103, !tbaa !30
  %236 = getelementptr inbounds i32, ptr %1, i64 %108, !dbg !104
  store i32 %235, ptr %236, align 4, !dbg !105, !tbaa !30
  ret void, !dbg !106
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @needle_2(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !107 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !108
  %8 = sub i32 %7, %4, !dbg !110
  %9 = add i32 %8, %5, !dbg !111
  %10 = xor i32 %7, -1, !dbg !112
  %11 = add i32 %10, %5, !dbg !112
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !113
  %13 = shl nsw i32 %2, 4, !dbg !116
  %14 = mul nsw i32 %13, %11, !dbg !117
  %15 = shl nsw i32 %9, 4, !dbg !118
  %16 = add nsw i32 %14, %15, !dbg !119
  %17 = add nsw i32 %16, %2, !dbg !120
  %18 = add nsw i32 %17, 1, !dbg !121
  %19 = add i32 %18, %12
  %20 = zext nneg i32 %12 to i64
  %21 = sext i32 %19 to i64, !dbg !122
  %22 = getelementptr inbounds i32, ptr %0, i64 %21, !dbg !122
  %23 = load i32, ptr %22, align 4, !dbg !122, !tbaa !30
  %24 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 0, i64 %20, !dbg !123
  store i32 %23, ptr %24, align 4, !dbg !124, !tbaa !30
  %25 = add i32 %19, %2, !dbg !125
  %26 = sext i32 %25 to i64, !dbg !122
  %27 = getelementptr inbounds i32, ptr %0, i64 %26, !dbg !122
  %28 = load i32, ptr %27, align 4, !dbg !122, !tbaa !30
  %29 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 1, i64 %20, !dbg !123
  store i32 %28, ptr %29, align 4, !dbg !124, !tbaa !30
  %30 = shl nsw i32 %2, 1, !dbg !126
  %31 = add i32 %19, %30, !dbg !125
  %32 = sext i32 %31 to i64, !dbg !122
  %33 = getelementptr inbounds i32, ptr %0, i64 %32, !dbg !122
  %34 = load i32, ptr %33, align 4, !dbg !122, !tbaa !30
  %35 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 2, i64 %20, !dbg !123
  store i32 %34, ptr %35, align 4, !dbg !124, !tbaa !30
  %36 = mul nsw i32 %2, 3, !dbg !126
  %37 = add i32 %19, %36, !dbg !125
  %38 = sext i32 %37 to i64, !dbg !122
  %39 = getelementptr inbounds i32, ptr %0, i64 %38, !dbg !122
  %40 = load i32, ptr %39, align 4, !dbg !122, !tbaa !30
  %41 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 3, i64 %20, !dbg !123
  store i32 %40, ptr %41, align 4, !dbg !124, !tbaa !30
  %42 = shl nsw i32 %2, 2, !dbg !126
  %43 = add i32 %19, %42, !dbg !125
  %44 = sext i32 %43 to i64, !dbg !122
  %45 = getelementptr inbounds i32, ptr %0, i64 %44, !dbg !122
  %46 = load i32, ptr %45, align 4, !dbg !122, !tbaa !30
  %47 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 4, i64 %20, !dbg !123
  store i32 %46, ptr %47, align 4, !dbg !124, !tbaa !30
  %48 = mul nsw i32 %2, 5, !dbg !126
  %49 = add i32 %19, %48, !dbg !125
  %50 = sext i32 %49 to i64, !dbg !122
  %51 = getelementptr inbounds i32, ptr %0, i64 %50, !dbg !122
  %52 = load i32, ptr %51, align 4, !dbg !122, !tbaa !30
  %53 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 5, i64 %20, !dbg !123
  store i32 %52, ptr %53, align 4, !dbg !124, !tbaa !30
  %54 = mul nsw i32 %2, 6, !dbg !126
  %55 = add i32 %19, %54, !dbg !125
  %56 = sext i32 %55 to i64, !dbg !122
  %57 = getelementptr inbounds i32, ptr %0, i64 %56, !dbg !122
  %58 = load i32, ptr %57, align 4, !dbg !122, !tbaa !30
  %59 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 6, i64 %20, !dbg !123
  store i32 %58, ptr %59, align 4, !dbg !124, !tbaa !30
  %60 = mul nsw i32 %2, 7, !dbg !126
  %61 = add i32 %19, %60, !dbg !125
  %62 = sext i32 %61 to i64, !dbg !122
  %63 = getelementptr inbounds i32, ptr %0, i64 %62, !dbg !122
  %64 = load i32, ptr %63, align 4, !dbg !122, !tbaa !30
  %65 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 7, i64 %20, !dbg !123
  store i32 %64, ptr %65, align 4, !dbg !124, !tbaa !30
  %66 = shl nsw i32 %2, 3, !dbg !126
  %67 = add i32 %19, %66, !dbg !125
  %68 = sext i32 %67 to i64, !dbg !122
  %69 = getelementptr inbounds i32, ptr %0, i64 %68, !dbg !122
  %70 = load i32, ptr %69, align 4, !dbg !122, !tbaa !30
  %71 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 8, i64 %20, !dbg !123
  store i32 %70, ptr %71, align 4, !dbg !124, !tbaa !30
  %72 = mul nsw i32 %2, 9, !dbg !126
  %73 = add i32 %19, %72, !dbg !125
  %74 = sext i32 %73 to i64, !dbg !122
  %75 = getelementptr inbounds i32, ptr %0, i64 %74, !dbg !122
  %76 = load i32, ptr %75, align 4, !dbg !122, !tbaa !30
  %77 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 9, i64 %20, !dbg !123
  store i32 %76, ptr %77, align 4, !dbg !124, !tbaa !30
  %78 = mul nsw i32 %2, 10, !dbg !126
  %79 = add i32 %19, %78, !dbg !125
  %80 = sext i32 %79 to i64, !dbg !122
  %81 = getelementptr inbounds i32, ptr %0, i64 %80, !dbg !122
  %82 = load i32, ptr %81, align 4, !dbg !122, !tbaa !30
  %83 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 10, i64 %20, !dbg !123
  store i32 %82, ptr %83, align 4, !dbg !124, !tbaa !30
  %84 = mul nsw i32 %2, 11, !dbg !126
  %85 = add i32 %19, %84, !dbg !125
  %86 = sext i32 %85 to i64, !dbg !122
  %87 = getelementptr inbounds i32, ptr %0, i64 %86, !dbg !122
  %88 = load i32, ptr %87, align 4, !dbg !122, !tbaa !30
  %89 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 11, i64 %20, !dbg !123
  store i32 %88, ptr %89, align 4, !dbg !124, !tbaa !30
  %90 = mul nsw i32 %2, 12, !dbg !126
  %91 = add i32 %19, %90, !dbg !125
  %92 = sext i32 %91 to i64, !dbg !122
  %93 = getelementptr inbounds i32, ptr %0, i64 %92, !dbg !122
  %94 = load i32, ptr %93, align 4, !dbg !122, !tbaa !30
  %95 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 12, i64 %20, !dbg !123
  store i32 %94, ptr %95, align 4, !dbg !124, !tbaa !30
  %96 = mul nsw i32 %2, 13, !dbg !126
  %97 = add i32 %19, %96, !dbg !125
  %98 = sext i32 %97 to i64, !dbg !122
  %99 = getelementptr inbounds i32, ptr %0, i64 %98, !dbg !122
  %100 = load i32, ptr %99, align 4, !dbg !122, !tbaa !30
  %101 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 13, i64 %20, !dbg !123
  store i32 %100, ptr %101, align 4, !dbg !124, !tbaa !30
  %102 = mul nsw i32 %2, 14, !dbg !126
  %103 = add i32 %19, %102, !dbg !125
  %104 = sext i32 %103 to i64, !dbg !122
  %105 = getelementptr inbounds i32, ptr %0, i64 %104, !dbg !122
  %106 = load i32, ptr %105, align 4, !dbg !122, !tbaa !30
  %107 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 14, i64 %20, !dbg !123
  store i32 %106, ptr %107, align 4, !dbg !124, !tbaa !30
  %108 = mul nsw i32 %2, 15, !dbg !126
  %109 = add i32 %19, %108, !dbg !125
  %110 = sext i32 %109 to i64, !dbg !122
  %111 = getelementptr inbounds i32, ptr %0, i64 %110, !dbg !122
  %112 = load i32, ptr %111, align 4, !dbg !122, !tbaa !30
  %113 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 15, i64 %20, !dbg !123
  store i32 %112, ptr %113, align 4, !dbg !124, !tbaa !30
  %114 = icmp eq i32 %12, 0, !dbg !127
  br i1 %114, label %115, label %119, !dbg !128

115:                                              ; preds = %6
  %116 = sext i32 %16 to i64
  %117 = getelementptr inbounds i32, ptr %1, i64 %116
  %118 = load i32, ptr %117, align 4, !dbg !129, !tbaa !30
  store i32 %118, ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), align 4, !dbg !130, !tbaa !30
  br label %119, !dbg !131

119:                                              ; preds = %115, %6
  %120 = mul nsw i32 %12, %2, !dbg !132
  %121 = add i32 %17, %120, !dbg !133
  %122 = sext i32 %121 to i64, !dbg !134
  %123 = getelementptr inbounds i32, ptr %1, i64 %122, !dbg !134
  %124 = load i32, ptr %123, align 4, !dbg !134, !tbaa !30
  %125 = add nuw nsw i32 %12, 1, !dbg !135
  %126 = zext nneg i32 %125 to i64, !dbg !136
  %127 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %126, !dbg !136
  store i32 %124, ptr %127, align 4, !dbg !137, !tbaa !30
  %128 = sub i32 %12, %2, !dbg !138
  %129 = add i32 %128, %18, !dbg !139
  %130 = sext i32 %129 to i64, !dbg !140
  %131 = getelementptr inbounds i32, ptr %1, i64 %130, !dbg !140
  %132 = load i32, ptr %131, align 4, !dbg !140, !tbaa !30
  %133 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %126, !dbg !141
  store i32 %132, ptr %133, align 4, !dbg !142, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !143
  br label %140, !dbg !144

134:                                              ; preds = %162
  %135 = add nuw nsw i32 %12, 16
  %136 = sub nsw i32 16, %12
  %137 = sub nsw i32 15, %12
  %138 = sext i32 %137 to i64
  %139 = sext i32 %136 to i64
  br label %165, !dbg !145

140:                                              ; preds = %162, %119
  %141 = phi i32 [ 0, %119 ], [ %163, %162 ]
  %142 = icmp ugt i32 %12, %141, !dbg !146
  br i1 %142, label %162, label %143, !dbg !147

143:                                              ; preds = %140
  %144 = sub nsw i32 %141, %12, !dbg !148
  %145 = add nsw i32 %144, 1, !dbg !149
  %146 = sext i32 %144 to i64, !dbg !150
  %147 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %146, i64 %20, !dbg !150
  %148 = load i32, ptr %147, align 4, !dbg !150, !tbaa !30
  %149 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 %146, i64 %20, !dbg !151
  %150 = load i32, ptr %149, align 4, !dbg !151, !tbaa !30
  %151 = add nsw i32 %150, %148, !dbg !152
  %152 = sext i32 %145 to i64, !dbg !153
  %153 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %152, i64 %20, !dbg !153
  %154 = load i32, ptr %153, align 4, !dbg !153, !tbaa !30
  %155 = sub nsw i32 %154, %3, !dbg !154
  %156 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %146, i64 %126, !dbg !155
  %157 = load i32, ptr %156, align 4, !dbg !155, !tbaa !30
  %158 = sub nsw i32 %157, %3, !dbg !156
  %159 = tail call i32 @llvm.smax.i32(i32 %151, i32 %155), !dbg !157
  %160 = tail call noundef i32 @llvm.smax.i32(i32 %159, i32 %158), !dbg !159
  %161 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %152, i64 %126, !dbg !160
  store i32 %160, ptr %161, align 4, !dbg !161, !tbaa !30
  br label %162, !dbg !162

162:                                              ; preds = %143, %140
  tail call void @llvm.nvvm.barrier0(), !dbg !163
  %163 = add nuw nsw i32 %141, 1, !dbg !164
  %164 = icmp eq i32 %163, 16, !dbg !165
  br i1 %164, label %134, label %140, !dbg !144, !llvm.loop !166

165:                                              ; preds = %187, %134
  %166 = phi i32 [ 14, %134 ], [ %188, %187 ]
  %167 = icmp ugt i32 %12, %166, !dbg !168
  br i1 %167, label %187, label %168, !dbg !169

168:                                              ; preds = %165
  %169 = sub nuw nsw i32 %135, %166, !dbg !170
  %170 = add nsw i32 %169, -1, !dbg !171
  %171 = sext i32 %170 to i64, !dbg !172
  %172 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %138, i64 %171, !dbg !172
  %173 = load i32, ptr %172, align 4, !dbg !172, !tbaa !30
  %174 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1r to ptr), i64 0, i64 %138, i64 %171, !dbg !173
  %175 = load i32, ptr %174, align 4, !dbg !173, !tbaa !30
  %176 = add nsw i32 %175, %173, !dbg !174
  %177 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %139, i64 %171, !dbg !175
  %178 = load i32, ptr %177, align 4, !dbg !175, !tbaa !30
  %179 = sub nsw i32 %178, %3, !dbg !176
  %180 = zext nneg i32 %169 to i64, !dbg !177
  %181 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %138, i64 %180, !dbg !177
  %182 = load i32, ptr %181, align 4, !dbg !177, !tbaa !30
  %183 = sub nsw i32 %182, %3, !dbg !178
  %184 = tail call i32 @llvm.smax.i32(i32 %176, i32 %179), !dbg !179
  %185 = tail call noundef i32 @llvm.smax.i32(i32 %184, i32 %183), !dbg !181
  %186 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 %139, i64 %180, !dbg !182
  store i32 %185, ptr %186, align 4, !dbg !183, !tbaa !30
  br label %187, !dbg !184

187:                                              ; preds = %168, %165
  tail call void @llvm.nvvm.barrier0(), !dbg !185
  %188 = add nsw i32 %166, -1, !dbg !186
  %189 = icmp eq i32 %166, 0, !dbg !187
  br i1 %189, label %190, label %165, !dbg !145, !llvm.loop !188

190:                                              ; preds = %187
  %191 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 1, i64 %126, !dbg !190
  %192 = load i32, ptr %191, align 4, !dbg !190, !tbaa !30
  %193 = getelementptr inbounds i32, ptr %1, i64 %21, !dbg !191
  store i32 %192, ptr %193, align 4, !dbg !192, !tbaa !30
  %194 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 2, i64 %126, !dbg !190
  %195 = load i32, ptr %194, align 4, !dbg !190, !tbaa !30
  %196 = getelementptr inbounds i32, ptr %1, i64 %26, !dbg !191
  store i32 %195, ptr %196, align 4, !dbg !192, !tbaa !30
  %197 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 3, i64 %126, !dbg !190
  %198 = load i32, ptr %197, align 4, !dbg !190, !tbaa !30
  %199 = getelementptr inbounds i32, ptr %1, i64 %32, !dbg !191
  store i32 %198, ptr %199, align 4, !dbg !192, !tbaa !30
  %200 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 4, i64 %126, !dbg !190
  %201 = load i32, ptr %200, align 4, !dbg !190, !tbaa !30
  %202 = getelementptr inbounds i32, ptr %1, i64 %38, !dbg !191
  store i32 %201, ptr %202, align 4, !dbg !192, !tbaa !30
  %203 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 5, i64 %126, !dbg !190
  %204 = load i32, ptr %203, align 4, !dbg !190, !tbaa !30
  %205 = getelementptr inbounds i32, ptr %1, i64 %44, !dbg !191
  store i32 %204, ptr %205, align 4, !dbg !192, !tbaa !30
  %206 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 6, i64 %126, !dbg !190
  %207 = load i32, ptr %206, align 4, !dbg !190, !tbaa !30
  %208 = getelementptr inbounds i32, ptr %1, i64 %50, !dbg !191
  store i32 %207, ptr %208, align 4, !dbg !192, !tbaa !30
  %209 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 7, i64 %126, !dbg !190
  %210 = load i32, ptr %209, align 4, !dbg !190, !tbaa !30
  %211 = getelementptr inbounds i32, ptr %1, i64 %56, !dbg !191
  store i32 %210, ptr %211, align 4, !dbg !192, !tbaa !30
  %212 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 8, i64 %126, !dbg !190
  %213 = load i32, ptr %212, align 4, !dbg !190, !tbaa !30
  %214 = getelementptr inbounds i32, ptr %1, i64 %62, !dbg !191
  store i32 %213, ptr %214, align 4, !dbg !192, !tbaa !30
  %215 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 9, i64 %126, !dbg !190
  %216 = load i32, ptr %215, align 4, !dbg !190, !tbaa !30
  %217 = getelementptr inbounds i32, ptr %1, i64 %68, !dbg !191
  store i32 %216, ptr %217, align 4, !dbg !192, !tbaa !30
  %218 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 10, i64 %126, !dbg !190
  %219 = load i32, ptr %218, align 4, !dbg !190, !tbaa !30
  %220 = getelementptr inbounds i32, ptr %1, i64 %74, !dbg !191
  store i32 %219, ptr %220, align 4, !dbg !192, !tbaa !30
  %221 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 11, i64 %126, !dbg !190
  %222 = load i32, ptr %221, align 4, !dbg !190, !tbaa !30
  %223 = getelementptr inbounds i32, ptr %1, i64 %80, !dbg !191
  store i32 %222, ptr %223, align 4, !dbg !192, !tbaa !30
  %224 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 12, i64 %126, !dbg !190
  %225 = load i32, ptr %224, align 4, !dbg !190, !tbaa !30
  %226 = getelementptr inbounds i32, ptr %1, i64 %86, !dbg !191
  store i32 %225, ptr %226, align 4, !dbg !192, !tbaa !30
  %227 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 13, i64 %126, !dbg !190
  %228 = load i32, ptr %227, align 4, !dbg !190, !tbaa !30
  %229 = getelementptr inbounds i32, ptr %1, i64 %92, !dbg !191
  store i32 %228, ptr %229, align 4, !dbg !192, !tbaa !30
  %230 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 14, i64 %126, !dbg !190
  %231 = load i32, ptr %230, align 4, !dbg !190, !tbaa !30
  %232 = getelementptr inbounds i32, ptr %1, i64 %98, !dbg !191
  store i32 %231, ptr %232, align 4, !dbg !192, !tbaa !30
  %233 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 15, i64 %126, !dbg !190
  %234 = load i32, ptr %233, align 4, !dbg !190, !tbaa !30
  %235 = getelementptr inbounds i32, ptr %1, i64 %104, !dbg !191
  store i32 %234, ptr %235, align 4, !dbg !192, !tbaa !30
  %236 = getelementptr inbounds [17 x [17 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL4tilePKiPiiiiiE1t to ptr), i64 0, i64 16, i64 %126, !dbg !190
  %237 = load i32, ptr %236, align 4, !dbg !190, !tbaa !30
  %238 = getelementptr inbounds i32, ptr %1, i64 %110, !dbg !191
  store i32 %237, ptr %238, align 4, !dbg !192, !tbaa !30
  ret void, !dbg !193
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/nw.cu", directory: ".")
!2 = !{ptr @needle_1, !"kernel", i32 1}
!3 = !{ptr @needle_2, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "needle_1", scope: !1, file: !1, line: 53, type: !11, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 55, column: 31, scope: !10)
!17 = !DILocation(line: 55, column: 49, scope: !10)
!18 = !DILocation(line: 44, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 24, column: 12, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "tile", scope: !1, file: !1, line: 21, type: !11, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 55, column: 3, scope: !10)
!23 = !DILocation(line: 25, column: 19, scope: !21, inlinedAt: !22)
!24 = !DILocation(line: 25, column: 24, scope: !21, inlinedAt: !22)
!25 = !DILocation(line: 25, column: 34, scope: !21, inlinedAt: !22)
!26 = !DILocation(line: 25, column: 29, scope: !21, inlinedAt: !22)
!27 = !DILocation(line: 25, column: 39, scope: !21, inlinedAt: !22)
!28 = !DILocation(line: 25, column: 46, scope: !21, inlinedAt: !22)
!29 = !DILocation(line: 27, column: 16, scope: !21, inlinedAt: !22)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 27, column: 5, scope: !21, inlinedAt: !22)
!35 = !DILocation(line: 27, column: 14, scope: !21, inlinedAt: !22)
!36 = !DILocation(line: 27, column: 36, scope: !21, inlinedAt: !22)
!37 = !DILocation(line: 27, column: 32, scope: !21, inlinedAt: !22)
!38 = !DILocation(line: 28, column: 10, scope: !21, inlinedAt: !22)
!39 = !DILocation(line: 28, column: 7, scope: !21, inlinedAt: !22)
!40 = !DILocation(line: 29, column: 15, scope: !21, inlinedAt: !22)
!41 = !DILocation(line: 29, column: 13, scope: !21, inlinedAt: !22)
!42 = !DILocation(line: 29, column: 5, scope: !21, inlinedAt: !22)
!43 = !DILocation(line: 30, column: 32, scope: !21, inlinedAt: !22)
!44 = !DILocation(line: 30, column: 37, scope: !21, inlinedAt: !22)
!45 = !DILocation(line: 30, column: 18, scope: !21, inlinedAt: !22)
!46 = !DILocation(line: 30, column: 8, scope: !21, inlinedAt: !22)
!47 = !DILocation(line: 30, column: 3, scope: !21, inlinedAt: !22)
!48 = !DILocation(line: 30, column: 16, scope: !21, inlinedAt: !22)
!49 = !DILocation(line: 31, column: 25, scope: !21, inlinedAt: !22)
!50 = !DILocation(line: 31, column: 32, scope: !21, inlinedAt: !22)
!51 = !DILocation(line: 31, column: 18, scope: !21, inlinedAt: !22)
!52 = !DILocation(line: 31, column: 3, scope: !21, inlinedAt: !22)
!53 = !DILocation(line: 31, column: 16, scope: !21, inlinedAt: !22)
!54 = !DILocation(line: 32, column: 3, scope: !21, inlinedAt: !22)
!55 = !DILocation(line: 33, column: 3, scope: !21, inlinedAt: !22)
!56 = !DILocation(line: 41, column: 3, scope: !21, inlinedAt: !22)
!57 = !DILocation(line: 34, column: 12, scope: !21, inlinedAt: !22)
!58 = !DILocation(line: 34, column: 9, scope: !21, inlinedAt: !22)
!59 = !DILocation(line: 35, column: 29, scope: !21, inlinedAt: !22)
!60 = !DILocation(line: 35, column: 34, scope: !21, inlinedAt: !22)
!61 = !DILocation(line: 36, column: 22, scope: !21, inlinedAt: !22)
!62 = !DILocation(line: 36, column: 40, scope: !21, inlinedAt: !22)
!63 = !DILocation(line: 36, column: 38, scope: !21, inlinedAt: !22)
!64 = !DILocation(line: 36, column: 57, scope: !21, inlinedAt: !22)
!65 = !DILocation(line: 36, column: 69, scope: !21, inlinedAt: !22)
!66 = !DILocation(line: 37, column: 22, scope: !21, inlinedAt: !22)
!67 = !DILocation(line: 37, column: 34, scope: !21, inlinedAt: !22)
!68 = !DILocation(line: 17, column: 11, scope: !69, inlinedAt: !70)
!69 = distinct !DISubprogram(name: "max3", scope: !1, file: !1, line: 16, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = distinct !DILocation(line: 36, column: 17, scope: !21, inlinedAt: !22)
!71 = !DILocation(line: 18, column: 10, scope: !69, inlinedAt: !70)
!72 = !DILocation(line: 36, column: 7, scope: !21, inlinedAt: !22)
!73 = !DILocation(line: 36, column: 15, scope: !21, inlinedAt: !22)
!74 = !DILocation(line: 38, column: 5, scope: !21, inlinedAt: !22)
!75 = !DILocation(line: 39, column: 5, scope: !21, inlinedAt: !22)
!76 = !DILocation(line: 33, column: 28, scope: !21, inlinedAt: !22)
!77 = !DILocation(line: 33, column: 21, scope: !21, inlinedAt: !22)
!78 = distinct !{!78, !55, !79, !80}
!79 = !DILocation(line: 40, column: 3, scope: !21, inlinedAt: !22)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 42, column: 12, scope: !21, inlinedAt: !22)
!82 = !DILocation(line: 42, column: 9, scope: !21, inlinedAt: !22)
!83 = !DILocation(line: 43, column: 23, scope: !21, inlinedAt: !22)
!84 = !DILocation(line: 44, column: 33, scope: !21, inlinedAt: !22)
!85 = !DILocation(line: 44, column: 22, scope: !21, inlinedAt: !22)
!86 = !DILocation(line: 44, column: 40, scope: !21, inlinedAt: !22)
!87 = !DILocation(line: 44, column: 38, scope: !21, inlinedAt: !22)
!88 = !DILocation(line: 44, column: 57, scope: !21, inlinedAt: !22)
!89 = !DILocation(line: 44, column: 69, scope: !21, inlinedAt: !22)
!90 = !DILocation(line: 45, column: 22, scope: !21, inlinedAt: !22)
!91 = !DILocation(line: 45, column: 34, scope: !21, inlinedAt: !22)
!92 = !DILocation(line: 17, column: 11, scope: !69, inlinedAt: !93)
!93 = distinct !DILocation(line: 44, column: 17, scope: !21, inlinedAt: !22)
!94 = !DILocation(line: 18, column: 10, scope: !69, inlinedAt: !93)
!95 = !DILocation(line: 44, column: 7, scope: !21, inlinedAt: !22)
!96 = !DILocation(line: 44, column: 15, scope: !21, inlinedAt: !22)
!97 = !DILocation(line: 46, column: 5, scope: !21, inlinedAt: !22)
!98 = !DILocation(line: 47, column: 5, scope: !21, inlinedAt: !22)
!99 = !DILocation(line: 41, column: 33, scope: !21, inlinedAt: !22)
!100 = !DILocation(line: 41, column: 26, scope: !21, inlinedAt: !22)
!101 = distinct !{!101, !56, !102, !80}
!102 = !DILocation(line: 48, column: 3, scope: !21, inlinedAt: !22)
!103 = !DILocation(line: 50, column: 31, scope: !21, inlinedAt: !22)
!104 = !DILocation(line: 50, column: 5, scope: !21, inlinedAt: !22)
!105 = !DILocation(line: 50, column: 29, scope: !21, inlinedAt: !22)
!106 = !DILocation(line: 56, column: 1, scope: !10)
!107 = distinct !DISubprogram(name: "needle_2", scope: !1, file: !1, line: 58, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!108 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !109)
!109 = distinct !DILocation(line: 60, column: 31, scope: !107)
!110 = !DILocation(line: 60, column: 42, scope: !107)
!111 = !DILocation(line: 60, column: 47, scope: !107)
!112 = !DILocation(line: 60, column: 59, scope: !107)
!113 = !DILocation(line: 44, column: 1, scope: !19, inlinedAt: !114)
!114 = distinct !DILocation(line: 24, column: 12, scope: !21, inlinedAt: !115)
!115 = distinct !DILocation(line: 60, column: 3, scope: !107)
!116 = !DILocation(line: 25, column: 19, scope: !21, inlinedAt: !115)
!117 = !DILocation(line: 25, column: 24, scope: !21, inlinedAt: !115)
!118 = !DILocation(line: 25, column: 34, scope: !21, inlinedAt: !115)
!119 = !DILocation(line: 25, column: 29, scope: !21, inlinedAt: !115)
!120 = !DILocation(line: 25, column: 39, scope: !21, inlinedAt: !115)
!121 = !DILocation(line: 25, column: 46, scope: !21, inlinedAt: !115)
!122 = !DILocation(line: 27, column: 16, scope: !21, inlinedAt: !115)
!123 = !DILocation(line: 27, column: 5, scope: !21, inlinedAt: !115)
!124 = !DILocation(line: 27, column: 14, scope: !21, inlinedAt: !115)
!125 = !DILocation(line: 27, column: 36, scope: !21, inlinedAt: !115)
!126 = !DILocation(line: 27, column: 32, scope: !21, inlinedAt: !115)
!127 = !DILocation(line: 28, column: 10, scope: !21, inlinedAt: !115)
!128 = !DILocation(line: 28, column: 7, scope: !21, inlinedAt: !115)
!129 = !DILocation(line: 29, column: 15, scope: !21, inlinedAt: !115)
!130 = !DILocation(line: 29, column: 13, scope: !21, inlinedAt: !115)
!131 = !DILocation(line: 29, column: 5, scope: !21, inlinedAt: !115)
!132 = !DILocation(line: 30, column: 32, scope: !21, inlinedAt: !115)
!133 = !DILocation(line: 30, column: 37, scope: !21, inlinedAt: !115)
!134 = !DILocation(line: 30, column: 18, scope: !21, inlinedAt: !115)
!135 = !DILocation(line: 30, column: 8, scope: !21, inlinedAt: !115)
!136 = !DILocation(line: 30, column: 3, scope: !21, inlinedAt: !115)
!137 = !DILocation(line: 30, column: 16, scope: !21, inlinedAt: !115)
!138 = !DILocation(line: 31, column: 25, scope: !21, inlinedAt: !115)
!139 = !DILocation(line: 31, column: 32, scope: !21, inlinedAt: !115)
!140 = !DILocation(line: 31, column: 18, scope: !21, inlinedAt: !115)
!141 = !DILocation(line: 31, column: 3, scope: !21, inlinedAt: !115)
!142 = !DILocation(line: 31, column: 16, scope: !21, inlinedAt: !115)
!143 = !DILocation(line: 32, column: 3, scope: !21, inlinedAt: !115)
!144 = !DILocation(line: 33, column: 3, scope: !21, inlinedAt: !115)
!145 = !DILocation(line: 41, column: 3, scope: !21, inlinedAt: !115)
!146 = !DILocation(line: 34, column: 12, scope: !21, inlinedAt: !115)
!147 = !DILocation(line: 34, column: 9, scope: !21, inlinedAt: !115)
!148 = !DILocation(line: 35, column: 29, scope: !21, inlinedAt: !115)
!149 = !DILocation(line: 35, column: 34, scope: !21, inlinedAt: !115)
!150 = !DILocation(line: 36, column: 22, scope: !21, inlinedAt: !115)
!151 = !DILocation(line: 36, column: 40, scope: !21, inlinedAt: !115)
!152 = !DILocation(line: 36, column: 38, scope: !21, inlinedAt: !115)
!153 = !DILocation(line: 36, column: 57, scope: !21, inlinedAt: !115)
!154 = !DILocation(line: 36, column: 69, scope: !21, inlinedAt: !115)
!155 = !DILocation(line: 37, column: 22, scope: !21, inlinedAt: !115)
!156 = !DILocation(line: 37, column: 34, scope: !21, inlinedAt: !115)
!157 = !DILocation(line: 17, column: 11, scope: !69, inlinedAt: !158)
!158 = distinct !DILocation(line: 36, column: 17, scope: !21, inlinedAt: !115)
!159 = !DILocation(line: 18, column: 10, scope: !69, inlinedAt: !158)
!160 = !DILocation(line: 36, column: 7, scope: !21, inlinedAt: !115)
!161 = !DILocation(line: 36, column: 15, scope: !21, inlinedAt: !115)
!162 = !DILocation(line: 38, column: 5, scope: !21, inlinedAt: !115)
!163 = !DILocation(line: 39, column: 5, scope: !21, inlinedAt: !115)
!164 = !DILocation(line: 33, column: 28, scope: !21, inlinedAt: !115)
!165 = !DILocation(line: 33, column: 21, scope: !21, inlinedAt: !115)
!166 = distinct !{!166, !144, !167, !80}
!167 = !DILocation(line: 40, column: 3, scope: !21, inlinedAt: !115)
!168 = !DILocation(line: 42, column: 12, scope: !21, inlinedAt: !115)
!169 = !DILocation(line: 42, column: 9, scope: !21, inlinedAt: !115)
!170 = !DILocation(line: 43, column: 23, scope: !21, inlinedAt: !115)
!171 = !DILocation(line: 44, column: 33, scope: !21, inlinedAt: !115)
!172 = !DILocation(line: 44, column: 22, scope: !21, inlinedAt: !115)
!173 = !DILocation(line: 44, column: 40, scope: !21, inlinedAt: !115)
!174 = !DILocation(line: 44, column: 38, scope: !21, inlinedAt: !115)
!175 = !DILocation(line: 44, column: 57, scope: !21, inlinedAt: !115)
!176 = !DILocation(line: 44, column: 69, scope: !21, inlinedAt: !115)
!177 = !DILocation(line: 45, column: 22, scope: !21, inlinedAt: !115)
!178 = !DILocation(line: 45, column: 34, scope: !21, inlinedAt: !115)
!179 = !DILocation(line: 17, column: 11, scope: !69, inlinedAt: !180)
!180 = distinct !DILocation(line: 44, column: 17, scope: !21, inlinedAt: !115)
!181 = !DILocation(line: 18, column: 10, scope: !69, inlinedAt: !180)
!182 = !DILocation(line: 44, column: 7, scope: !21, inlinedAt: !115)
!183 = !DILocation(line: 44, column: 15, scope: !21, inlinedAt: !115)
!184 = !DILocation(line: 46, column: 5, scope: !21, inlinedAt: !115)
!185 = !DILocation(line: 47, column: 5, scope: !21, inlinedAt: !115)
!186 = !DILocation(line: 41, column: 33, scope: !21, inlinedAt: !115)
!187 = !DILocation(line: 41, column: 26, scope: !21, inlinedAt: !115)
!188 = distinct !{!188, !145, !189, !80}
!189 = !DILocation(line: 48, column: 3, scope: !21, inlinedAt: !115)
!190 = !DILocation(line: 50, column: 31, scope: !21, inlinedAt: !115)
!191 = !DILocation(line: 50, column: 5, scope: !21, inlinedAt: !115)
!192 = !DILocation(line: 50, column: 29, scope: !21, inlinedAt: !115)
!193 = !DILocation(line: 61, column: 1, scope: !107)
