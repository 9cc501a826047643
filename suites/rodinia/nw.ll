; ModuleID = 'suites/rodinia/nw.cu'
source_filename = "suites/rodinia/nw.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZL4tilePKiPiiiiiE1t = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZL4tilePKiPiiiiiE1r = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @needle_1(i32* nocapture noundef readonly %0, i32* nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !10 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !13
  %8 = xor i32 %7, -1, !dbg !17
  %9 = add i32 %8, %4, !dbg !17
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !18
  %11 = shl nsw i32 %2, 4, !dbg !23
  %12 = mul nsw i32 %11, %9, !dbg !24
  %13 = shl nsw i32 %7, 4, !dbg !25
  %14 = add nsw i32 %12, %13, !dbg !26
  %15 = add nsw i32 %14, %2, !dbg !27
  %16 = add i32 %10, 1, !dbg !28
  %17 = add i32 %16, %15
  %18 = sext i32 %10 to i64
  br label %21, !dbg !29

19:                                               ; preds = %21
  %20 = icmp eq i32 %10, 0, !dbg !30
  br i1 %20, label %42, label %46, !dbg !31

21:                                               ; preds = %21, %6
  %22 = phi i32 [ 0, %6 ], [ %40, %21 ]
  %23 = mul nsw i32 %22, %2, !dbg !32
  %24 = add i32 %23, %17, !dbg !33
  %25 = sext i32 %24 to i64, !dbg !34
  %26 = getelementptr inbounds i32, i32* %0, i64 %25, !dbg !34
  %27 = load i32, i32* %26, align 4, !dbg !34, !tbaa !35
  %28 = zext i32 %22 to i64, !dbg !39
  %29 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1r, i64 0, i64 %28, i64 %18, !dbg !39
  %30 = addrspacecast i32 addrspace(3)* %29 to i32*, !dbg !39
  store i32 %27, i32* %30, align 4, !dbg !40, !tbaa !35
  %31 = or i32 %22, 1, !dbg !41
  %32 = mul nsw i32 %31, %2, !dbg !32
  %33 = add i32 %32, %17, !dbg !33
  %34 = sext i32 %33 to i64, !dbg !34
  %35 = getelementptr inbounds i32, i32* %0, i64 %34, !dbg !34
  %36 = load i32, i32* %35, align 4, !dbg !34, !tbaa !35
  %37 = zext i32 %31 to i64, !dbg !39
  %38 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1r, i64 0, i64 %37, i64 %18, !dbg !39
  %39 = addrspacecast i32 addrspace(3)* %38 to i32*, !dbg !39
  store i32 %36, i32* %39, align 4, !dbg !40, !tbaa !35
  %40 = add nuw nsw i32 %22, 2, !dbg !41
  %41 = icmp eq i32 %40, 16, !dbg !42
  br i1 %41, label %19, label %21, !dbg !29, !llvm.loop !43

42:                                               ; preds = %19
  %43 = sext i32 %14 to i64, !dbg !46
  %44 = getelementptr inbounds i32, i32* %1, i64 %43, !dbg !46
  %45 = load i32, i32* %44, align 4, !dbg !46, !tbaa !35
  store i32 %45, i32* getelementptr inbounds ([17 x [17 x i32]], [17 x [17 x i32]]* addrspacecast ([17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t to [17 x [17 x i32]]*), i64 0, i64 0, i64 0), align 4, !dbg !47, !tbaa !35
  br label %46, !dbg !48

46:                                               ; preds = %42, %19
  %47 = mul nsw i32 %10, %2, !dbg !49
  %48 = add i32 %15, %47, !dbg !50
  %49 = sext i32 %48 to i64, !dbg !51
  %50 = getelementptr inbounds i32, i32* %1, i64 %49, !dbg !51
  %51 = load i32, i32* %50, align 4, !dbg !51, !tbaa !35
  %52 = sext i32 %16 to i64, !dbg !52
  %53 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %52, i64 0, !dbg !52
  %54 = addrspacecast i32 addrspace(3)* %53 to i32*, !dbg !52
  store i32 %51, i32* %54, align 4, !dbg !53, !tbaa !35
  %55 = sub i32 %17, %2, !dbg !54
  %56 = sext i32 %55 to i64, !dbg !55
  %57 = getelementptr inbounds i32, i32* %1, i64 %56, !dbg !55
  %58 = load i32, i32* %57, align 4, !dbg !55, !tbaa !35
  %59 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 0, i64 %52, !dbg !56
  %60 = addrspacecast i32 addrspace(3)* %59 to i32*, !dbg !56
  store i32 %58, i32* %60, align 4, !dbg !57, !tbaa !35
  tail call void @llvm.nvvm.barrier0() #3, !dbg !58
  br label %67, !dbg !59

61:                                               ; preds = %96
  %62 = add nsw i32 %10, 16
  %63 = sub nsw i32 16, %10
  %64 = sub i32 15, %10
  %65 = sext i32 %64 to i64
  %66 = sext i32 %63 to i64
  br label %99, !dbg !60

67:                                               ; preds = %96, %46
  %68 = phi i32 [ 0, %46 ], [ %97, %96 ]
  %69 = icmp slt i32 %68, %10, !dbg !61
  br i1 %69, label %96, label %70, !dbg !62

70:                                               ; preds = %67
  %71 = sub nsw i32 %68, %10, !dbg !63
  %72 = add nsw i32 %71, 1, !dbg !64
  %73 = sext i32 %71 to i64, !dbg !65
  %74 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %73, i64 %18, !dbg !65
  %75 = addrspacecast i32 addrspace(3)* %74 to i32*, !dbg !65
  %76 = load i32, i32* %75, align 4, !dbg !65, !tbaa !35
  %77 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1r, i64 0, i64 %73, i64 %18, !dbg !66
  %78 = addrspacecast i32 addrspace(3)* %77 to i32*, !dbg !66
  %79 = load i32, i32* %78, align 4, !dbg !66, !tbaa !35
  %80 = add nsw i32 %79, %76, !dbg !67
  %81 = sext i32 %72 to i64, !dbg !68
  %82 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %81, i64 %18, !dbg !68
  %83 = addrspacecast i32 addrspace(3)* %82 to i32*, !dbg !68
  %84 = load i32, i32* %83, align 4, !dbg !68, !tbaa !35
  %85 = sub nsw i32 %84, %3, !dbg !69
  %86 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %73, i64 %52, !dbg !70
  %87 = addrspacecast i32 addrspace(3)* %86 to i32*, !dbg !70
  %88 = load i32, i32* %87, align 4, !dbg !70, !tbaa !35
  %89 = sub nsw i32 %88, %3, !dbg !71
  %90 = icmp sgt i32 %80, %85, !dbg !72
  %91 = select i1 %90, i32 %80, i32 %85, !dbg !75
  %92 = icmp sgt i32 %91, %89, !dbg !76
  %93 = select i1 %92, i32 %91, i32 %89, !dbg !77
  %94 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %81, i64 %52, !dbg !78
  %95 = addrspacecast i32 addrspace(3)* %94 to i32*, !dbg !78
  store i32 %93, i32* %95, align 4, !dbg !79, !tbaa !35
  br label %96, !dbg !80

96:                                               ; preds = %70, %67
  tail call void @llvm.nvvm.barrier0() #3, !dbg !81
  %97 = add nuw nsw i32 %68, 1, !dbg !82
  %98 = icmp eq i32 %97, 16, !dbg !83
  br i1 %98, label %61, label %67, !dbg !59, !llvm.loop !84

99:                                               ; preds = %128, %61
  %100 = phi i32 [ 14, %61 ], [ %129, %128 ]
  %101 = icmp sgt i32 %10, %100, !dbg !86
  br i1 %101, label %128, label %102, !dbg !87

102:                                              ; preds = %99
  %103 = sub i32 %62, %100, !dbg !88
  %104 = add nsw i32 %103, -1, !dbg !89
  %105 = sext i32 %104 to i64, !dbg !90
  %106 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %65, i64 %105, !dbg !90
  %107 = addrspacecast i32 addrspace(3)* %106 to i32*, !dbg !90
  %108 = load i32, i32* %107, align 4, !dbg !90, !tbaa !35
  %109 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1r, i64 0, i64 %65, i64 %105, !dbg !91
  %110 = addrspacecast i32 addrspace(3)* %109 to i32*, !dbg !91
  %111 = load i32, i32* %110, align 4, !dbg !91, !tbaa !35
  %112 = add nsw i32 %111, %108, !dbg !92
  %113 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %66, i64 %105, !dbg !93
  %114 = addrspacecast i32 addrspace(3)* %113 to i32*, !dbg !93
  %115 = load i32, i32* %114, align 4, !dbg !93, !tbaa !35
  %116 = sub nsw i32 %115, %3, !dbg !94
  %117 = sext i32 %103 to i64, !dbg !95
  %118 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %65, i64 %117, !dbg !95
  %119 = addrspacecast i32 addrspace(3)* %118 to i32*, !dbg !95
  %120 = load i32, i32* %119, align 4, !dbg !95, !tbaa !35
  %121 = sub nsw i32 %120, %3, !dbg !96
  %122 = icmp sgt i32 %112, %116, !dbg !97
  %123 = select i1 %122, i32 %112, i32 %116, !dbg !99
  %124 = icmp sgt i32 %123, %121, !dbg !100
  %125 = select i1 %124, i32 %123, i32 %121, !dbg !101
  %126 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %66, i64 %117, !dbg !102
  %127 = addrspacecast i32 addrspace(3)* %126 to i32*, !dbg !102
  store i32 %125, i32* %127, align 4, !dbg !103, !tbaa !35
  br label %128, !dbg !104

128:                                              ; preds = %102, %99
  tail call void @llvm.nvvm.barrier0() #3, !dbg !105
  %129 = add nsw i32 %100, -1, !dbg !106
  %130 = icmp eq i32 %100, 0, !dbg !107
  br i1 %130, label %131, label %99, !dbg !60, !llvm.loop !108

131:                                              ; preds = %128, %131
  %132 = phi i32 [ %142, %131 ], [ 0, %128 ]
  %133 = or i32 %132, 1, !dbg !110
  %134 = zext i32 %133 to i64, !dbg !111
  %135 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %134, i64 %52, !dbg !111
  %136 = addrspacecast i32 addrspace(3)* %135 to i32*, !dbg !111
  %137 = load i32, i32* %136, align 4, !dbg !111, !tbaa !35
  %138 = mul nsw i32 %132, %2, !dbg !112
  %139 = add i32 %138, %17, !dbg !113
  %140 = sext i32 %139 to i64, !dbg !114
  %141 = getelementptr inbounds i32, i32* %1, i64 %140, !dbg !114
  store i32 %137, i32* %141, align 4, !dbg !115, !tbaa !35
  %142 = add nuw nsw i32 %132, 2, !dbg !110
  %143 = zext i32 %142 to i64, !dbg !111
  %144 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %143, i64 %52, !dbg !111
  %145 = addrspacecast i32 addrspace(3)* %144 to i32*, !dbg !111
  %146 = load i32, i32* %145, align 4, !dbg !111, !tbaa !35
  %147 = mul nsw i32 %133, %2, !dbg !112
  %148 = add i32 %147, %17, !dbg !113
  %149 = sext i32 %148 to i64, !dbg !114
  %150 = getelementptr inbounds i32, i32* %1, i64 %149, !dbg !114
  store i32 %146, i32* %150, align 4, !dbg !115, !tbaa !35
  %151 = icmp eq i32 %142, 16, !dbg !116
  br i1 %151, label %152, label %131, !dbg !117, !llvm.loop !118

152:                                              ; preds = %131
  ret void, !dbg !120
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @needle_2(i32* nocapture noundef readonly %0, i32* nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !121 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !122
  %8 = sub i32 %7, %4, !dbg !124
  %9 = add i32 %8, %5, !dbg !125
  %10 = xor i32 %7, -1, !dbg !126
  %11 = add i32 %10, %5, !dbg !126
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !127
  %13 = shl nsw i32 %2, 4, !dbg !130
  %14 = mul nsw i32 %13, %11, !dbg !131
  %15 = shl nsw i32 %9, 4, !dbg !132
  %16 = add nsw i32 %14, %15, !dbg !133
  %17 = add nsw i32 %16, %2, !dbg !134
  %18 = add i32 %12, 1, !dbg !135
  %19 = add i32 %18, %17
  %20 = sext i32 %12 to i64
  br label %23, !dbg !136

21:                                               ; preds = %23
  %22 = icmp eq i32 %12, 0, !dbg !137
  br i1 %22, label %44, label %48, !dbg !138

23:                                               ; preds = %23, %6
  %24 = phi i32 [ 0, %6 ], [ %42, %23 ]
  %25 = mul nsw i32 %24, %2, !dbg !139
  %26 = add i32 %25, %19, !dbg !140
  %27 = sext i32 %26 to i64, !dbg !141
  %28 = getelementptr inbounds i32, i32* %0, i64 %27, !dbg !141
  %29 = load i32, i32* %28, align 4, !dbg !141, !tbaa !35
  %30 = zext i32 %24 to i64, !dbg !142
  %31 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1r, i64 0, i64 %30, i64 %20, !dbg !142
  %32 = addrspacecast i32 addrspace(3)* %31 to i32*, !dbg !142
  store i32 %29, i32* %32, align 4, !dbg !143, !tbaa !35
  %33 = or i32 %24, 1, !dbg !144
  %34 = mul nsw i32 %33, %2, !dbg !139
  %35 = add i32 %34, %19, !dbg !140
  %36 = sext i32 %35 to i64, !dbg !141
  %37 = getelementptr inbounds i32, i32* %0, i64 %36, !dbg !141
  %38 = load i32, i32* %37, align 4, !dbg !141, !tbaa !35
  %39 = zext i32 %33 to i64, !dbg !142
  %40 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1r, i64 0, i64 %39, i64 %20, !dbg !142
  %41 = addrspacecast i32 addrspace(3)* %40 to i32*, !dbg !142
  store i32 %38, i32* %41, align 4, !dbg !143, !tbaa !35
  %42 = add nuw nsw i32 %24, 2, !dbg !144
  %43 = icmp eq i32 %42, 16, !dbg !145
  br i1 %43, label %21, label %23, !dbg !136, !llvm.loop !146

44:                                               ; preds = %21
  %45 = sext i32 %16 to i64, !dbg !148
  %46 = getelementptr inbounds i32, i32* %1, i64 %45, !dbg !148
  %47 = load i32, i32* %46, align 4, !dbg !148, !tbaa !35
  store i32 %47, i32* getelementptr inbounds ([17 x [17 x i32]], [17 x [17 x i32]]* addrspacecast ([17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t to [17 x [17 x i32]]*), i64 0, i64 0, i64 0), align 4, !dbg !149, !tbaa !35
  br label %48, !dbg !150

48:                                               ; preds = %44, %21
  %49 = mul nsw i32 %12, %2, !dbg !151
  %50 = add i32 %17, %49, !dbg !152
  %51 = sext i32 %50 to i64, !dbg !153
  %52 = getelementptr inbounds i32, i32* %1, i64 %51, !dbg !153
  %53 = load i32, i32* %52, align 4, !dbg !153, !tbaa !35
  %54 = sext i32 %18 to i64, !dbg !154
  %55 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %54, i64 0, !dbg !154
  %56 = addrspacecast i32 addrspace(3)* %55 to i32*, !dbg !154
  store i32 %53, i32* %56, align 4, !dbg !155, !tbaa !35
  %57 = sub i32 %19, %2, !dbg !156
  %58 = sext i32 %57 to i64, !dbg !157
  %59 = getelementptr inbounds i32, i32* %1, i64 %58, !dbg !157
  %60 = load i32, i32* %59, align 4, !dbg !157, !tbaa !35
  %61 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 0, i64 %54, !dbg !158
  %62 = addrspacecast i32 addrspace(3)* %61 to i32*, !dbg !158
  store i32 %60, i32* %62, align 4, !dbg !159, !tbaa !35
  tail call void @llvm.nvvm.barrier0() #3, !dbg !160
  br label %69, !dbg !161

63:                                               ; preds = %98
  %64 = add nsw i32 %12, 16
  %65 = sub nsw i32 16, %12
  %66 = sub i32 15, %12
  %67 = sext i32 %66 to i64
  %68 = sext i32 %65 to i64
  br label %101, !dbg !162

69:                                               ; preds = %98, %48
  %70 = phi i32 [ 0, %48 ], [ %99, %98 ]
  %71 = icmp slt i32 %70, %12, !dbg !163
  br i1 %71, label %98, label %72, !dbg !164

72:                                               ; preds = %69
  %73 = sub nsw i32 %70, %12, !dbg !165
  %74 = add nsw i32 %73, 1, !dbg !166
  %75 = sext i32 %73 to i64, !dbg !167
  %76 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %75, i64 %20, !dbg !167
  %77 = addrspacecast i32 addrspace(3)* %76 to i32*, !dbg !167
  %78 = load i32, i32* %77, align 4, !dbg !167, !tbaa !35
  %79 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1r, i64 0, i64 %75, i64 %20, !dbg !168
  %80 = addrspacecast i32 addrspace(3)* %79 to i32*, !dbg !168
  %81 = load i32, i32* %80, align 4, !dbg !168, !tbaa !35
  %82 = add nsw i32 %81, %78, !dbg !169
  %83 = sext i32 %74 to i64, !dbg !170
  %84 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %83, i64 %20, !dbg !170
  %85 = addrspacecast i32 addrspace(3)* %84 to i32*, !dbg !170
  %86 = load i32, i32* %85, align 4, !dbg !170, !tbaa !35
  %87 = sub nsw i32 %86, %3, !dbg !171
  %88 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %75, i64 %54, !dbg !172
  %89 = addrspacecast i32 addrspace(3)* %88 to i32*, !dbg !172
  %90 = load i32, i32* %89, align 4, !dbg !172, !tbaa !35
  %91 = sub nsw i32 %90, %3, !dbg !173
  %92 = icmp sgt i32 %82, %87, !dbg !174
  %93 = select i1 %92, i32 %82, i32 %87, !dbg !176
  %94 = icmp sgt i32 %93, %91, !dbg !177
  %95 = select i1 %94, i32 %93, i32 %91, !dbg !178
  %96 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %83, i64 %54, !dbg !179
  %97 = addrspacecast i32 addrspace(3)* %96 to i32*, !dbg !179
  store i32 %95, i32* %97, align 4, !dbg !180, !tbaa !35
  br label %98, !dbg !181

98:                                               ; preds = %72, %69
  tail call void @llvm.nvvm.barrier0() #3, !dbg !182
  %99 = add nuw nsw i32 %70, 1, !dbg !183
  %100 = icmp eq i32 %99, 16, !dbg !184
  br i1 %100, label %63, label %69, !dbg !161, !llvm.loop !185

101:                                              ; preds = %130, %63
  %102 = phi i32 [ 14, %63 ], [ %131, %130 ]
  %103 = icmp sgt i32 %12, %102, !dbg !187
  br i1 %103, label %130, label %104, !dbg !188

104:                                              ; preds = %101
  %105 = sub i32 %64, %102, !dbg !189
  %106 = add nsw i32 %105, -1, !dbg !190
  %107 = sext i32 %106 to i64, !dbg !191
  %108 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %67, i64 %107, !dbg !191
  %109 = addrspacecast i32 addrspace(3)* %108 to i32*, !dbg !191
  %110 = load i32, i32* %109, align 4, !dbg !191, !tbaa !35
  %111 = getelementptr inbounds [16 x [16 x i32]], [16 x [16 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1r, i64 0, i64 %67, i64 %107, !dbg !192
  %112 = addrspacecast i32 addrspace(3)* %111 to i32*, !dbg !192
  %113 = load i32, i32* %112, align 4, !dbg !192, !tbaa !35
  %114 = add nsw i32 %113, %110, !dbg !193
  %115 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %68, i64 %107, !dbg !194
  %116 = addrspacecast i32 addrspace(3)* %115 to i32*, !dbg !194
  %117 = load i32, i32* %116, align 4, !dbg !194, !tbaa !35
  %118 = sub nsw i32 %117, %3, !dbg !195
  %119 = sext i32 %105 to i64, !dbg !196
  %120 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %67, i64 %119, !dbg !196
  %121 = addrspacecast i32 addrspace(3)* %120 to i32*, !dbg !196
  %122 = load i32, i32* %121, align 4, !dbg !196, !tbaa !35
  %123 = sub nsw i32 %122, %3, !dbg !197
  %124 = icmp sgt i32 %114, %118, !dbg !198
  %125 = select i1 %124, i32 %114, i32 %118, !dbg !200
  %126 = icmp sgt i32 %125, %123, !dbg !201
  %127 = select i1 %126, i32 %125, i32 %123, !dbg !202
  %128 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %68, i64 %119, !dbg !203
  %129 = addrspacecast i32 addrspace(3)* %128 to i32*, !dbg !203
  store i32 %127, i32* %129, align 4, !dbg !204, !tbaa !35
  br label %130, !dbg !205

130:                                              ; preds = %104, %101
  tail call void @llvm.nvvm.barrier0() #3, !dbg !206
  %131 = add nsw i32 %102, -1, !dbg !207
  %132 = icmp eq i32 %102, 0, !dbg !208
  br i1 %132, label %133, label %101, !dbg !162, !llvm.loop !209

133:                                              ; preds = %130, %133
  %134 = phi i32 [ %144, %133 ], [ 0, %130 ]
  %135 = or i32 %134, 1, !dbg !211
  %136 = zext i32 %135 to i64, !dbg !212
  %137 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %136, i64 %54, !dbg !212
  %138 = addrspacecast i32 addrspace(3)* %137 to i32*, !dbg !212
  %139 = load i32, i32* %138, align 4, !dbg !212, !tbaa !35
  %140 = mul nsw i32 %134, %2, !dbg !213
  %141 = add i32 %140, %19, !dbg !214
  %142 = sext i32 %141 to i64, !dbg !215
  %143 = getelementptr inbounds i32, i32* %1, i64 %142, !dbg !215
  store i32 %139, i32* %143, align 4, !dbg !216, !tbaa !35
  %144 = add nuw nsw i32 %134, 2, !dbg !211
  %145 = zext i32 %144 to i64, !dbg !212
  %146 = getelementptr inbounds [17 x [17 x i32]], [17 x [17 x i32]] addrspace(3)* @_ZZL4tilePKiPiiiiiE1t, i64 0, i64 %145, i64 %54, !dbg !212
  %147 = addrspacecast i32 addrspace(3)* %146 to i32*, !dbg !212
  %148 = load i32, i32* %147, align 4, !dbg !212, !tbaa !35
  %149 = mul nsw i32 %135, %2, !dbg !213
  %150 = add i32 %149, %19, !dbg !214
  %151 = sext i32 %150 to i64, !dbg !215
  %152 = getelementptr inbounds i32, i32* %1, i64 %151, !dbg !215
  store i32 %148, i32* %152, align 4, !dbg !216, !tbaa !35
  %153 = icmp eq i32 %144, 16, !dbg !217
  br i1 %153, label %154, label %133, !dbg !218, !llvm.loop !219

154:                                              ; preds = %133
  ret void, !dbg !221
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
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/rodinia/nw.cu", directory: ".")
!2 = !{void (i32*, i32*, i32, i32, i32, i32)* @needle_1, !"kernel", i32 1}
!3 = !{void (i32*, i32*, i32, i32, i32, i32)* @needle_2, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "needle_1", scope: !1, file: !1, line: 53, type: !11, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!15 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 55, column: 31, scope: !10)
!17 = !DILocation(line: 55, column: 49, scope: !10)
!18 = !DILocation(line: 44, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_x", scope: !15, file: !15, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!20 = distinct !DILocation(line: 24, column: 12, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "tile", scope: !1, file: !1, line: 21, type: !11, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!22 = distinct !DILocation(line: 55, column: 3, scope: !10)
!23 = !DILocation(line: 25, column: 19, scope: !21, inlinedAt: !22)
!24 = !DILocation(line: 25, column: 24, scope: !21, inlinedAt: !22)
!25 = !DILocation(line: 25, column: 34, scope: !21, inlinedAt: !22)
!26 = !DILocation(line: 25, column: 29, scope: !21, inlinedAt: !22)
!27 = !DILocation(line: 25, column: 39, scope: !21, inlinedAt: !22)
!28 = !DILocation(line: 25, column: 46, scope: !21, inlinedAt: !22)
!29 = !DILocation(line: 26, column: 3, scope: !21, inlinedAt: !22)
!30 = !DILocation(line: 28, column: 10, scope: !21, inlinedAt: !22)
!31 = !DILocation(line: 28, column: 7, scope: !21, inlinedAt: !22)
!32 = !DILocation(line: 27, column: 32, scope: !21, inlinedAt: !22)
!33 = !DILocation(line: 27, column: 36, scope: !21, inlinedAt: !22)
!34 = !DILocation(line: 27, column: 16, scope: !21, inlinedAt: !22)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C++ TBAA"}
!39 = !DILocation(line: 27, column: 5, scope: !21, inlinedAt: !22)
!40 = !DILocation(line: 27, column: 14, scope: !21, inlinedAt: !22)
!41 = !DILocation(line: 26, column: 28, scope: !21, inlinedAt: !22)
!42 = !DILocation(line: 26, column: 21, scope: !21, inlinedAt: !22)
!43 = distinct !{!43, !29, !44, !45}
!44 = !DILocation(line: 27, column: 40, scope: !21, inlinedAt: !22)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 29, column: 15, scope: !21, inlinedAt: !22)
!47 = !DILocation(line: 29, column: 13, scope: !21, inlinedAt: !22)
!48 = !DILocation(line: 29, column: 5, scope: !21, inlinedAt: !22)
!49 = !DILocation(line: 30, column: 32, scope: !21, inlinedAt: !22)
!50 = !DILocation(line: 30, column: 37, scope: !21, inlinedAt: !22)
!51 = !DILocation(line: 30, column: 18, scope: !21, inlinedAt: !22)
!52 = !DILocation(line: 30, column: 3, scope: !21, inlinedAt: !22)
!53 = !DILocation(line: 30, column: 16, scope: !21, inlinedAt: !22)
!54 = !DILocation(line: 31, column: 32, scope: !21, inlinedAt: !22)
!55 = !DILocation(line: 31, column: 18, scope: !21, inlinedAt: !22)
!56 = !DILocation(line: 31, column: 3, scope: !21, inlinedAt: !22)
!57 = !DILocation(line: 31, column: 16, scope: !21, inlinedAt: !22)
!58 = !DILocation(line: 32, column: 3, scope: !21, inlinedAt: !22)
!59 = !DILocation(line: 33, column: 3, scope: !21, inlinedAt: !22)
!60 = !DILocation(line: 41, column: 3, scope: !21, inlinedAt: !22)
!61 = !DILocation(line: 34, column: 12, scope: !21, inlinedAt: !22)
!62 = !DILocation(line: 34, column: 9, scope: !21, inlinedAt: !22)
!63 = !DILocation(line: 35, column: 29, scope: !21, inlinedAt: !22)
!64 = !DILocation(line: 35, column: 34, scope: !21, inlinedAt: !22)
!65 = !DILocation(line: 36, column: 22, scope: !21, inlinedAt: !22)
!66 = !DILocation(line: 36, column: 40, scope: !21, inlinedAt: !22)
!67 = !DILocation(line: 36, column: 38, scope: !21, inlinedAt: !22)
!68 = !DILocation(line: 36, column: 57, scope: !21, inlinedAt: !22)
!69 = !DILocation(line: 36, column: 69, scope: !21, inlinedAt: !22)
!70 = !DILocation(line: 37, column: 22, scope: !21, inlinedAt: !22)
!71 = !DILocation(line: 37, column: 34, scope: !21, inlinedAt: !22)
!72 = !DILocation(line: 17, column: 13, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "max3", scope: !1, file: !1, line: 16, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!74 = distinct !DILocation(line: 36, column: 17, scope: !21, inlinedAt: !22)
!75 = !DILocation(line: 17, column: 11, scope: !73, inlinedAt: !74)
!76 = !DILocation(line: 18, column: 12, scope: !73, inlinedAt: !74)
!77 = !DILocation(line: 18, column: 10, scope: !73, inlinedAt: !74)
!78 = !DILocation(line: 36, column: 7, scope: !21, inlinedAt: !22)
!79 = !DILocation(line: 36, column: 15, scope: !21, inlinedAt: !22)
!80 = !DILocation(line: 38, column: 5, scope: !21, inlinedAt: !22)
!81 = !DILocation(line: 39, column: 5, scope: !21, inlinedAt: !22)
!82 = !DILocation(line: 33, column: 28, scope: !21, inlinedAt: !22)
!83 = !DILocation(line: 33, column: 21, scope: !21, inlinedAt: !22)
!84 = distinct !{!84, !59, !85, !45}
!85 = !DILocation(line: 40, column: 3, scope: !21, inlinedAt: !22)
!86 = !DILocation(line: 42, column: 12, scope: !21, inlinedAt: !22)
!87 = !DILocation(line: 42, column: 9, scope: !21, inlinedAt: !22)
!88 = !DILocation(line: 43, column: 23, scope: !21, inlinedAt: !22)
!89 = !DILocation(line: 44, column: 33, scope: !21, inlinedAt: !22)
!90 = !DILocation(line: 44, column: 22, scope: !21, inlinedAt: !22)
!91 = !DILocation(line: 44, column: 40, scope: !21, inlinedAt: !22)
!92 = !DILocation(line: 44, column: 38, scope: !21, inlinedAt: !22)
!93 = !DILocation(line: 44, column: 57, scope: !21, inlinedAt: !22)
!94 = !DILocation(line: 44, column: 69, scope: !21, inlinedAt: !22)
!95 = !DILocation(line: 45, column: 22, scope: !21, inlinedAt: !22)
!96 = !DILocation(line: 45, column: 34, scope: !21, inlinedAt: !22)
!97 = !DILocation(line: 17, column: 13, scope: !73, inlinedAt: !98)
!98 = distinct !DILocation(line: 44, column: 17, scope: !21, inlinedAt: !22)
!99 = !DILocation(line: 17, column: 11, scope: !73, inlinedAt: !98)
!100 = !DILocation(line: 18, column: 12, scope: !73, inlinedAt: !98)
!101 = !DILocation(line: 18, column: 10, scope: !73, inlinedAt: !98)
!102 = !DILocation(line: 44, column: 7, scope: !21, inlinedAt: !22)
!103 = !DILocation(line: 44, column: 15, scope: !21, inlinedAt: !22)
!104 = !DILocation(line: 46, column: 5, scope: !21, inlinedAt: !22)
!105 = !DILocation(line: 47, column: 5, scope: !21, inlinedAt: !22)
!106 = !DILocation(line: 41, column: 33, scope: !21, inlinedAt: !22)
!107 = !DILocation(line: 41, column: 26, scope: !21, inlinedAt: !22)
!108 = distinct !{!108, !60, !109, !45}
!109 = !DILocation(line: 48, column: 3, scope: !21, inlinedAt: !22)
!110 = !DILocation(line: 50, column: 35, scope: !21, inlinedAt: !22)
!111 = !DILocation(line: 50, column: 31, scope: !21, inlinedAt: !22)
!112 = !DILocation(line: 50, column: 19, scope: !21, inlinedAt: !22)
!113 = !DILocation(line: 50, column: 23, scope: !21, inlinedAt: !22)
!114 = !DILocation(line: 50, column: 5, scope: !21, inlinedAt: !22)
!115 = !DILocation(line: 50, column: 29, scope: !21, inlinedAt: !22)
!116 = !DILocation(line: 49, column: 21, scope: !21, inlinedAt: !22)
!117 = !DILocation(line: 49, column: 3, scope: !21, inlinedAt: !22)
!118 = distinct !{!118, !117, !119, !45}
!119 = !DILocation(line: 50, column: 46, scope: !21, inlinedAt: !22)
!120 = !DILocation(line: 56, column: 1, scope: !10)
!121 = distinct !DISubprogram(name: "needle_2", scope: !1, file: !1, line: 58, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!122 = !DILocation(line: 45, column: 1, scope: !14, inlinedAt: !123)
!123 = distinct !DILocation(line: 60, column: 31, scope: !121)
!124 = !DILocation(line: 60, column: 42, scope: !121)
!125 = !DILocation(line: 60, column: 47, scope: !121)
!126 = !DILocation(line: 60, column: 59, scope: !121)
!127 = !DILocation(line: 44, column: 1, scope: !19, inlinedAt: !128)
!128 = distinct !DILocation(line: 24, column: 12, scope: !21, inlinedAt: !129)
!129 = distinct !DILocation(line: 60, column: 3, scope: !121)
!130 = !DILocation(line: 25, column: 19, scope: !21, inlinedAt: !129)
!131 = !DILocation(line: 25, column: 24, scope: !21, inlinedAt: !129)
!132 = !DILocation(line: 25, column: 34, scope: !21, inlinedAt: !129)
!133 = !DILocation(line: 25, column: 29, scope: !21, inlinedAt: !129)
!134 = !DILocation(line: 25, column: 39, scope: !21, inlinedAt: !129)
!135 = !DILocation(line: 25, column: 46, scope: !21, inlinedAt: !129)
!136 = !DILocation(line: 26, column: 3, scope: !21, inlinedAt: !129)
!137 = !DILocation(line: 28, column: 10, scope: !21, inlinedAt: !129)
!138 = !DILocation(line: 28, column: 7, scope: !21, inlinedAt: !129)
!139 = !DILocation(line: 27, column: 32, scope: !21, inlinedAt: !129)
!140 = !DILocation(line: 27, column: 36, scope: !21, inlinedAt: !129)
!141 = !DILocation(line: 27, column: 16, scope: !21, inlinedAt: !129)
!142 = !DILocation(line: 27, column: 5, scope: !21, inlinedAt: !129)
!143 = !DILocation(line: 27, column: 14, scope: !21, inlinedAt: !129)
!144 = !DILocation(line: 26, column: 28, scope: !21, inlinedAt: !129)
!145 = !DILocation(line: 26, column: 21, scope: !21, inlinedAt: !129)
!146 = distinct !{!146, !136, !147, !45}
!147 = !DILocation(line: 27, column: 40, scope: !21, inlinedAt: !129)
!148 = !DILocation(line: 29, column: 15, scope: !21, inlinedAt: !129)
!149 = !DILocation(line: 29, column: 13, scope: !21, inlinedAt: !129)
!150 = !DILocation(line: 29, column: 5, scope: !21, inlinedAt: !129)
!151 = !DILocation(line: 30, column: 32, scope: !21, inlinedAt: !129)
!152 = !DILocation(line: 30, column: 37, scope: !21, inlinedAt: !129)
!153 = !DILocation(line: 30, column: 18, scope: !21, inlinedAt: !129)
!154 = !DILocation(line: 30, column: 3, scope: !21, inlinedAt: !129)
!155 = !DILocation(line: 30, column: 16, scope: !21, inlinedAt: !129)
!156 = !DILocation(line: 31, column: 32, scope: !21, inlinedAt: !129)
!157 = !DILocation(line: 31, column: 18, scope: !21, inlinedAt: !129)
!158 = !DILocation(line: 31, column: 3, scope: !21, inlinedAt: !129)
!159 = !DILocation(line: 31, column: 16, scope: !21, inlinedAt: !129)
!160 = !DILocation(line: 32, column: 3, scope: !21, inlinedAt: !129)
!161 = !DILocation(line: 33, column: 3, scope: !21, inlinedAt: !129)
!162 = !DILocation(line: 41, column: 3, scope: !21, inlinedAt: !129)
!163 = !DILocation(line: 34, column: 12, scope: !21, inlinedAt: !129)
!164 = !DILocation(line: 34, column: 9, scope: !21, inlinedAt: !129)
!165 = !DILocation(line: 35, column: 29, scope: !21, inlinedAt: !129)
!166 = !DILocation(line: 35, column: 34, scope: !21, inlinedAt: !129)
!167 = !DILocation(line: 36, column: 22, scope: !21, inlinedAt: !129)
!168 = !DILocation(line: 36, column: 40, scope: !21, inlinedAt: !129)
!169 = !DILocation(line: 36, column: 38, scope: !21, inlinedAt: !129)
!170 = !DILocation(line: 36, column: 57, scope: !21, inlinedAt: !129)
!171 = !DILocation(line: 36, column: 69, scope: !21, inlinedAt: !129)
!172 = !DILocation(line: 37, column: 22, scope: !21, inlinedAt: !129)
!173 = !DILocation(line: 37, column: 34, scope: !21, inlinedAt: !129)
!174 = !DILocation(line: 17, column: 13, scope: !73, inlinedAt: !175)
!175 = distinct !DILocation(line: 36, column: 17, scope: !21, inlinedAt: !129)
!176 = !DILocation(line: 17, column: 11, scope: !73, inlinedAt: !175)
!177 = !DILocation(line: 18, column: 12, scope: !73, inlinedAt: !175)
!178 = !DILocation(line: 18, column: 10, scope: !73, inlinedAt: !175)
!179 = !DILocation(line: 36, column: 7, scope: !21, inlinedAt: !129)
!180 = !DILocation(line: 36, column: 15, scope: !21, inlinedAt: !129)
!181 = !DILocation(line: 38, column: 5, scope: !21, inlinedAt: !129)
!182 = !DILocation(line: 39, column: 5, scope: !21, inlinedAt: !129)
!183 = !DILocation(line: 33, column: 28, scope: !21, inlinedAt: !129)
!184 = !DILocation(line: 33, column: 21, scope: !21, inlinedAt: !129)
!185 = distinct !{!185, !161, !186, !45}
!186 = !DILocation(line: 40, column: 3, scope: !21, inlinedAt: !129)
!187 = !DILocation(line: 42, column: 12, scope: !21, inlinedAt: !129)
!188 = !DILocation(line: 42, column: 9, scope: !21, inlinedAt: !129)
!189 = !DILocation(line: 43, column: 23, scope: !21, inlinedAt: !129)
!190 = !DILocation(line: 44, column: 33, scope: !21, inlinedAt: !129)
!191 = !DILocation(line: 44, column: 22, scope: !21, inlinedAt: !129)
!192 = !DILocation(line: 44, column: 40, scope: !21, inlinedAt: !129)
!193 = !DILocation(line: 44, column: 38, scope: !21, inlinedAt: !129)
!194 = !DILocation(line: 44, column: 57, scope: !21, inlinedAt: !129)
!195 = !DILocation(line: 44, column: 69, scope: !21, inlinedAt: !129)
!196 = !DILocation(line: 45, column: 22, scope: !21, inlinedAt: !129)
!197 = !DILocation(line: 45, column: 34, scope: !21, inlinedAt: !129)
!198 = !DILocation(line: 17, column: 13, scope: !73, inlinedAt: !199)
!199 = distinct !DILocation(line: 44, column: 17, scope: !21, inlinedAt: !129)
!200 = !DILocation(line: 17, column: 11, scope: !73, inlinedAt: !199)
!201 = !DILocation(line: 18, column: 12, scope: !73, inlinedAt: !199)
!202 = !DILocation(line: 18, column: 10, scope: !73, inlinedAt: !199)
!203 = !DILocation(line: 44, column: 7, scope: !21, inlinedAt: !129)
!204 = !DILocation(line: 44, column: 15, scope: !21, inlinedAt: !129)
!205 = !DILocation(line: 46, column: 5, scope: !21, inlinedAt: !129)
!206 = !DILocation(line: 47, column: 5, scope: !21, inlinedAt: !129)
!207 = !DILocation(line: 41, column: 33, scope: !21, inlinedAt: !129)
!208 = !DILocation(line: 41, column: 26, scope: !21, inlinedAt: !129)
!209 = distinct !{!209, !162, !210, !45}
!210 = !DILocation(line: 48, column: 3, scope: !21, inlinedAt: !129)
!211 = !DILocation(line: 50, column: 35, scope: !21, inlinedAt: !129)
!212 = !DILocation(line: 50, column: 31, scope: !21, inlinedAt: !129)
!213 = !DILocation(line: 50, column: 19, scope: !21, inlinedAt: !129)
!214 = !DILocation(line: 50, column: 23, scope: !21, inlinedAt: !129)
!215 = !DILocation(line: 50, column: 5, scope: !21, inlinedAt: !129)
!216 = !DILocation(line: 50, column: 29, scope: !21, inlinedAt: !129)
!217 = !DILocation(line: 49, column: 21, scope: !21, inlinedAt: !129)
!218 = !DILocation(line: 49, column: 3, scope: !21, inlinedAt: !129)
!219 = distinct !{!219, !218, !220, !45}
!220 = !DILocation(line: 50, column: 46, scope: !21, inlinedAt: !129)
!221 = !DILocation(line: 61, column: 1, scope: !121)
