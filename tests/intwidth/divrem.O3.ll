; ModuleID = 'tests/intwidth/divrem.cu'
source_filename = "tests/intwidth/divrem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZL4edge = internal unnamed_addr addrspace(4) constant [16 x i64] [i64 0, i64 1, i64 2, i64 3, i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 -2, i64 4294967295, i64 4294967296, i64 4294967297, i64 -9223372034707292160, i64 4294967294, i64 -4294967296, i64 81985529216486895, i64 9223372034707292160], align 8
@_ZL4hard = internal unnamed_addr addrspace(4) constant [12 x [4 x i64]] [[4 x i64] [i64 2956777131539952219, i64 -2, i64 70350331417, i64 0], [4 x i64] [i64 -9223372036854775808, i64 -9223372036854775808, i64 -9223372034707292158, i64 0], [4 x i64] [i64 -9223372036854775807, i64 -8082642651850564292, i64 -7270589139529596360, i64 0], [4 x i64] [i64 4294967297, i64 -9223372036854775808, i64 2681142212180495352, i64 0], [4 x i64] [i64 1577815338982170785, i64 4294967296, i64 4766375255792, i64 0], [4 x i64] [i64 -2697241412428057927, i64 5369548889984055, i64 -9038240615751392176, i64 0], [4 x i64] [i64 1, i64 -2, i64 37746698, i64 188793439812979196], [4 x i64] [i64 4294967297, i64 -4200400263293723505, i64 -3878122145884215066, i64 4294967297], [4 x i64] [i64 -9223372036854775805, i64 -1649007258208661608, i64 6606639693933614, i64 8272], [4 x i64] [i64 5, i64 -9223372036854775808, i64 -1, i64 8], [4 x i64] [i64 557046734650161, i64 4294967299, i64 -9223372034707292158, i64 5079555246376607748], [4 x i64] [i64 -1, i64 -9223372036854775807, i64 -6370850613571758589, i64 4]], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local noundef i64 @_Z4wordy(i64 noundef %0) local_unnamed_addr #0 !dbg !10 {
  %2 = lshr i64 %0, 2, !dbg !13
  %3 = and i64 %2, 15, !dbg !14
  %4 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %3, !dbg !15
  %5 = addrspacecast i64 addrspace(4)* %4 to i64*, !dbg !15
  %6 = load i64, i64* %5, align 8, !dbg !15, !tbaa !16
  %7 = and i64 %0, 3, !dbg !20
  switch i64 %7, label %14 [
    i64 0, label %18
    i64 1, label %8
    i64 2, label %9
  ], !dbg !21

8:                                                ; preds = %1
  br label %18, !dbg !22

9:                                                ; preds = %1
  %10 = lshr i64 %0, 6, !dbg !23
  %11 = and i64 %10, 3, !dbg !24
  %12 = add nsw i64 %11, -1, !dbg !25
  %13 = add i64 %12, %6, !dbg !26
  br label %18, !dbg !27

14:                                               ; preds = %1
  %15 = lshr i64 %0, 8, !dbg !28
  %16 = and i64 %15, 63, !dbg !29
  %17 = lshr i64 %0, %16, !dbg !30
  br label %18, !dbg !31

18:                                               ; preds = %1, %14, %9, %8
  %19 = phi i64 [ %17, %14 ], [ %13, %9 ], [ %6, %8 ], [ %0, %1 ], !dbg !32
  ret i64 %19, !dbg !33
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @divrem128(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !34 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !35
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !39
  %6 = mul i32 %4, %5, !dbg !42
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !43
  %8 = add i32 %6, %7, !dbg !46
  %9 = icmp slt i32 %8, %2, !dbg !47
  br i1 %9, label %10, label %197, !dbg !48

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 2, !dbg !49
  %12 = sext i32 %11 to i64, !dbg !50
  %13 = getelementptr inbounds i64, i64* %0, i64 %12, !dbg !50
  %14 = getelementptr inbounds i64, i64* %13, i64 1, !dbg !51
  %15 = load i64, i64* %14, align 8, !dbg !51, !tbaa !16
  %16 = lshr i64 %15, 2, !dbg !52
  %17 = and i64 %16, 15, !dbg !54
  %18 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %17, !dbg !55
  %19 = addrspacecast i64 addrspace(4)* %18 to i64*, !dbg !55
  %20 = load i64, i64* %19, align 8, !dbg !55, !tbaa !16
  %21 = and i64 %15, 3, !dbg !56
  switch i64 %21, label %28 [
    i64 0, label %32
    i64 1, label %22
    i64 2, label %23
  ], !dbg !57

22:                                               ; preds = %10
  br label %32, !dbg !58

23:                                               ; preds = %10
  %24 = lshr i64 %15, 6, !dbg !59
  %25 = and i64 %24, 3, !dbg !60
  %26 = add i64 %20, -1, !dbg !61
  %27 = add i64 %26, %25, !dbg !62
  br label %32, !dbg !63

28:                                               ; preds = %10
  %29 = lshr i64 %15, 8, !dbg !64
  %30 = and i64 %29, 63, !dbg !65
  %31 = lshr i64 %15, %30, !dbg !66
  br label %32, !dbg !67

32:                                               ; preds = %10, %22, %23, %28
  %33 = phi i64 [ %31, %28 ], [ %27, %23 ], [ %20, %22 ], [ %15, %10 ], !dbg !68
  %34 = zext i64 %33 to i128, !dbg !69
  %35 = shl nuw i128 %34, 64, !dbg !70
  %36 = load i64, i64* %13, align 8, !dbg !71, !tbaa !16
  %37 = lshr i64 %36, 2, !dbg !72
  %38 = and i64 %37, 15, !dbg !74
  %39 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %38, !dbg !75
  %40 = addrspacecast i64 addrspace(4)* %39 to i64*, !dbg !75
  %41 = load i64, i64* %40, align 8, !dbg !75, !tbaa !16
  %42 = and i64 %36, 3, !dbg !76
  switch i64 %42, label %49 [
    i64 0, label %53
    i64 1, label %43
    i64 2, label %44
  ], !dbg !77

43:                                               ; preds = %32
  br label %53, !dbg !78

44:                                               ; preds = %32
  %45 = lshr i64 %36, 6, !dbg !79
  %46 = and i64 %45, 3, !dbg !80
  %47 = add i64 %41, -1, !dbg !81
  %48 = add i64 %47, %46, !dbg !82
  br label %53, !dbg !83

49:                                               ; preds = %32
  %50 = lshr i64 %36, 8, !dbg !84
  %51 = and i64 %50, 63, !dbg !85
  %52 = lshr i64 %36, %51, !dbg !86
  br label %53, !dbg !87

53:                                               ; preds = %32, %43, %44, %49
  %54 = phi i64 [ %52, %49 ], [ %48, %44 ], [ %41, %43 ], [ %36, %32 ], !dbg !88
  %55 = zext i64 %54 to i128, !dbg !89
  %56 = or i128 %35, %55, !dbg !90
  %57 = getelementptr inbounds i64, i64* %13, i64 3, !dbg !91
  %58 = load i64, i64* %57, align 8, !dbg !91, !tbaa !16
  %59 = and i64 %58, 1099511627776, !dbg !92
  %60 = icmp eq i64 %59, 0, !dbg !92
  br i1 %60, label %61, label %78, !dbg !92

61:                                               ; preds = %53
  %62 = lshr i64 %58, 2, !dbg !93
  %63 = and i64 %62, 15, !dbg !95
  %64 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %63, !dbg !96
  %65 = addrspacecast i64 addrspace(4)* %64 to i64*, !dbg !96
  %66 = load i64, i64* %65, align 8, !dbg !96, !tbaa !16
  %67 = and i64 %58, 3, !dbg !97
  switch i64 %67, label %74 [
    i64 0, label %78
    i64 1, label %68
    i64 2, label %69
  ], !dbg !98

68:                                               ; preds = %61
  br label %78, !dbg !99

69:                                               ; preds = %61
  %70 = lshr i64 %58, 6, !dbg !100
  %71 = and i64 %70, 3, !dbg !101
  %72 = add nsw i64 %71, -1, !dbg !102
  %73 = add i64 %72, %66, !dbg !103
  br label %78, !dbg !104

74:                                               ; preds = %61
  %75 = lshr i64 %58, 8, !dbg !105
  %76 = and i64 %75, 63, !dbg !106
  %77 = lshr i64 %58, %76, !dbg !107
  br label %78, !dbg !108

78:                                               ; preds = %74, %69, %68, %61, %53
  %79 = phi i64 [ 0, %53 ], [ %77, %74 ], [ %73, %69 ], [ %66, %68 ], [ %58, %61 ], !dbg !92
  %80 = getelementptr inbounds i64, i64* %13, i64 2, !dbg !109
  %81 = load i64, i64* %80, align 8, !dbg !109, !tbaa !16
  %82 = lshr i64 %81, 2, !dbg !110
  %83 = and i64 %82, 15, !dbg !112
  %84 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %83, !dbg !113
  %85 = addrspacecast i64 addrspace(4)* %84 to i64*, !dbg !113
  %86 = load i64, i64* %85, align 8, !dbg !113, !tbaa !16
  %87 = and i64 %81, 3, !dbg !114
  switch i64 %87, label %94 [
    i64 0, label %98
    i64 1, label %88
    i64 2, label %89
  ], !dbg !115

88:                                               ; preds = %78
  br label %98, !dbg !116

89:                                               ; preds = %78
  %90 = lshr i64 %81, 6, !dbg !117
  %91 = and i64 %90, 3, !dbg !118
  %92 = add i64 %86, -1, !dbg !119
  %93 = add i64 %92, %91, !dbg !120
  br label %98, !dbg !121

94:                                               ; preds = %78
  %95 = lshr i64 %81, 8, !dbg !122
  %96 = and i64 %95, 63, !dbg !123
  %97 = lshr i64 %81, %96, !dbg !124
  br label %98, !dbg !125

98:                                               ; preds = %78, %88, %89, %94
  %99 = phi i64 [ %97, %94 ], [ %93, %89 ], [ %86, %88 ], [ %81, %78 ], !dbg !126
  %100 = icmp slt i32 %8, 12, !dbg !127
  br i1 %100, label %101, label %123, !dbg !128

101:                                              ; preds = %98
  %102 = sext i32 %8 to i64, !dbg !129
  %103 = getelementptr inbounds [12 x [4 x i64]], [12 x [4 x i64]] addrspace(4)* @_ZL4hard, i64 0, i64 %102, i64 1, !dbg !129
  %104 = addrspacecast i64 addrspace(4)* %103 to i64*, !dbg !129
  %105 = load i64, i64* %104, align 8, !dbg !129, !tbaa !16
  %106 = zext i64 %105 to i128, !dbg !129
  %107 = shl nuw i128 %106, 64, !dbg !130
  %108 = getelementptr inbounds [12 x [4 x i64]], [12 x [4 x i64]] addrspace(4)* @_ZL4hard, i64 0, i64 %102, i64 0, !dbg !131
  %109 = addrspacecast i64 addrspace(4)* %108 to i64*, !dbg !131
  %110 = load i64, i64* %109, align 8, !dbg !131, !tbaa !16
  %111 = zext i64 %110 to i128, !dbg !131
  %112 = or i128 %107, %111, !dbg !132
  %113 = getelementptr inbounds [12 x [4 x i64]], [12 x [4 x i64]] addrspace(4)* @_ZL4hard, i64 0, i64 %102, i64 3, !dbg !133
  %114 = addrspacecast i64 addrspace(4)* %113 to i64*, !dbg !133
  %115 = load i64, i64* %114, align 8, !dbg !133, !tbaa !16
  %116 = zext i64 %115 to i128, !dbg !133
  %117 = shl nuw i128 %116, 64, !dbg !134
  %118 = getelementptr inbounds [12 x [4 x i64]], [12 x [4 x i64]] addrspace(4)* @_ZL4hard, i64 0, i64 %102, i64 2, !dbg !135
  %119 = addrspacecast i64 addrspace(4)* %118 to i64*, !dbg !135
  %120 = load i64, i64* %119, align 8, !dbg !135, !tbaa !16
  %121 = zext i64 %120 to i128, !dbg !135
  %122 = or i128 %117, %121, !dbg !136
  br label %142, !dbg !137

123:                                              ; preds = %98
  %124 = zext i64 %79 to i128, !dbg !138
  %125 = shl nuw i128 %124, 64, !dbg !139
  %126 = zext i64 %99 to i128, !dbg !140
  %127 = or i128 %125, %126, !dbg !141
  %128 = icmp ult i32 %8, 44, !dbg !142
  br i1 %128, label %129, label %142, !dbg !143

129:                                              ; preds = %123
  %130 = lshr i64 %58, 48, !dbg !144
  %131 = or i64 %130, 1, !dbg !145
  %132 = zext i64 %131 to i128, !dbg !146
  %133 = shl nuw nsw i128 %132, 64, !dbg !147
  %134 = zext i64 %81 to i128, !dbg !148
  %135 = or i128 %133, %134, !dbg !149
  %136 = and i32 %8, 15, !dbg !150
  %137 = or i32 %136, 48, !dbg !151
  %138 = zext i32 %137 to i64, !dbg !152
  %139 = lshr i64 %15, %138, !dbg !152
  %140 = zext i64 %139 to i128, !dbg !153
  %141 = mul nuw nsw i128 %135, %140, !dbg !154
  br label %142, !dbg !155

142:                                              ; preds = %123, %129, %101
  %143 = phi i128 [ %122, %101 ], [ %135, %129 ], [ %127, %123 ], !dbg !156
  %144 = phi i128 [ %112, %101 ], [ %141, %129 ], [ %56, %123 ], !dbg !156
  %145 = icmp eq i128 %143, 0, !dbg !157
  %146 = select i1 %145, i128 1, i128 %143, !dbg !158
  %147 = icmp eq i128 %146, -1, !dbg !159
  %148 = icmp eq i128 %144, -170141183460469231731687303715884105728
  %149 = select i1 %147, i1 %148, i1 false, !dbg !160
  %150 = select i1 %149, i128 1, i128 %146, !dbg !160
  %151 = freeze i128 %144
  %152 = freeze i128 %146
  %153 = udiv i128 %151, %152, !dbg !161
  %154 = mul i128 %153, %152
  %155 = sub i128 %151, %154
  %156 = freeze i128 %144
  %157 = freeze i128 %150
  %158 = sdiv i128 %156, %157, !dbg !162
  %159 = mul i128 %158, %157
  %160 = sub i128 %156, %159
  %161 = shl nsw i32 %8, 3
  %162 = trunc i128 %153 to i64, !dbg !163
  %163 = sext i32 %161 to i64, !dbg !164
  %164 = getelementptr inbounds i64, i64* %1, i64 %163, !dbg !164
  store i64 %162, i64* %164, align 8, !dbg !165, !tbaa !16
  %165 = lshr i128 %153, 64, !dbg !166
  %166 = trunc i128 %165 to i64, !dbg !167
  %167 = or i32 %161, 1, !dbg !168
  %168 = sext i32 %167 to i64, !dbg !169
  %169 = getelementptr inbounds i64, i64* %1, i64 %168, !dbg !169
  store i64 %166, i64* %169, align 8, !dbg !170, !tbaa !16
  %170 = trunc i128 %155 to i64, !dbg !163
  %171 = or i32 %161, 2, !dbg !171
  %172 = sext i32 %171 to i64, !dbg !164
  %173 = getelementptr inbounds i64, i64* %1, i64 %172, !dbg !164
  store i64 %170, i64* %173, align 8, !dbg !165, !tbaa !16
  %174 = lshr i128 %155, 64, !dbg !166
  %175 = trunc i128 %174 to i64, !dbg !167
  %176 = or i32 %161, 3, !dbg !168
  %177 = sext i32 %176 to i64, !dbg !169
  %178 = getelementptr inbounds i64, i64* %1, i64 %177, !dbg !169
  store i64 %175, i64* %178, align 8, !dbg !170, !tbaa !16
  %179 = trunc i128 %158 to i64, !dbg !163
  %180 = or i32 %161, 4, !dbg !171
  %181 = sext i32 %180 to i64, !dbg !164
  %182 = getelementptr inbounds i64, i64* %1, i64 %181, !dbg !164
  store i64 %179, i64* %182, align 8, !dbg !165, !tbaa !16
  %183 = lshr i128 %158, 64, !dbg !166
  %184 = trunc i128 %183 to i64, !dbg !167
  %185 = or i32 %161, 5, !dbg !168
  %186 = sext i32 %185 to i64, !dbg !169
  %187 = getelementptr inbounds i64, i64* %1, i64 %186, !dbg !169
  store i64 %184, i64* %187, align 8, !dbg !170, !tbaa !16
  %188 = trunc i128 %160 to i64, !dbg !163
  %189 = or i32 %161, 6, !dbg !171
  %190 = sext i32 %189 to i64, !dbg !164
  %191 = getelementptr inbounds i64, i64* %1, i64 %190, !dbg !164
  store i64 %188, i64* %191, align 8, !dbg !165, !tbaa !16
  %192 = lshr i128 %160, 64, !dbg !166
  %193 = trunc i128 %192 to i64, !dbg !167
  %194 = or i32 %161, 7, !dbg !168
  %195 = sext i32 %194 to i64, !dbg !169
  %196 = getelementptr inbounds i64, i64* %1, i64 %195, !dbg !169
  store i64 %193, i64* %196, align 8, !dbg !170, !tbaa !16
  br label %197, !dbg !172

197:                                              ; preds = %3, %142
  ret void, !dbg !172
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @divrem_odd(i64* nocapture noundef readonly %0, i64* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !173 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !174
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3, !dbg !176
  %6 = mul i32 %4, %5, !dbg !178
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !179
  %8 = add i32 %6, %7, !dbg !181
  %9 = icmp slt i32 %8, %2, !dbg !182
  br i1 %9, label %10, label %388, !dbg !183

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 2, !dbg !184
  %12 = sext i32 %11 to i64, !dbg !185
  %13 = getelementptr inbounds i64, i64* %0, i64 %12, !dbg !185
  %14 = mul nsw i32 %8, 24, !dbg !186
  %15 = sext i32 %14 to i64, !dbg !187
  %16 = getelementptr inbounds i64, i64* %1, i64 %15, !dbg !187
  %17 = getelementptr inbounds i64, i64* %13, i64 1, !dbg !188
  %18 = load i64, i64* %17, align 8, !dbg !188, !tbaa !16
  %19 = lshr i64 %18, 2, !dbg !189
  %20 = and i64 %19, 15, !dbg !191
  %21 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %20, !dbg !192
  %22 = addrspacecast i64 addrspace(4)* %21 to i64*, !dbg !192
  %23 = load i64, i64* %22, align 8, !dbg !192, !tbaa !16
  %24 = and i64 %18, 3, !dbg !193
  switch i64 %24, label %31 [
    i64 0, label %35
    i64 1, label %25
    i64 2, label %26
  ], !dbg !194

25:                                               ; preds = %10
  br label %35, !dbg !195

26:                                               ; preds = %10
  %27 = lshr i64 %18, 6, !dbg !196
  %28 = and i64 %27, 3, !dbg !197
  %29 = add i64 %23, -1, !dbg !198
  %30 = add i64 %29, %28, !dbg !199
  br label %35, !dbg !200

31:                                               ; preds = %10
  %32 = lshr i64 %18, 8, !dbg !201
  %33 = and i64 %32, 63, !dbg !202
  %34 = lshr i64 %18, %33, !dbg !203
  br label %35, !dbg !204

35:                                               ; preds = %10, %25, %26, %31
  %36 = phi i64 [ %34, %31 ], [ %30, %26 ], [ %23, %25 ], [ %18, %10 ], !dbg !205
  %37 = zext i64 %36 to i65, !dbg !188
  %38 = shl i65 %37, 64, !dbg !188
  %39 = load i64, i64* %13, align 8, !dbg !188, !tbaa !16
  %40 = lshr i64 %39, 2, !dbg !206
  %41 = and i64 %40, 15, !dbg !208
  %42 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %41, !dbg !209
  %43 = addrspacecast i64 addrspace(4)* %42 to i64*, !dbg !209
  %44 = load i64, i64* %43, align 8, !dbg !209, !tbaa !16
  %45 = and i64 %39, 3, !dbg !210
  switch i64 %45, label %52 [
    i64 0, label %56
    i64 1, label %46
    i64 2, label %47
  ], !dbg !211

46:                                               ; preds = %35
  br label %56, !dbg !212

47:                                               ; preds = %35
  %48 = lshr i64 %39, 6, !dbg !213
  %49 = and i64 %48, 3, !dbg !214
  %50 = add i64 %44, -1, !dbg !215
  %51 = add i64 %50, %49, !dbg !216
  br label %56, !dbg !217

52:                                               ; preds = %35
  %53 = lshr i64 %39, 8, !dbg !218
  %54 = and i64 %53, 63, !dbg !219
  %55 = lshr i64 %39, %54, !dbg !220
  br label %56, !dbg !221

56:                                               ; preds = %35, %46, %47, %52
  %57 = phi i64 [ %55, %52 ], [ %51, %47 ], [ %44, %46 ], [ %39, %35 ], !dbg !222
  %58 = zext i64 %57 to i65, !dbg !188
  %59 = or i65 %38, %58, !dbg !188
  %60 = getelementptr inbounds i64, i64* %13, i64 3, !dbg !188
  %61 = load i64, i64* %60, align 8, !dbg !188, !tbaa !16
  %62 = and i64 %61, 1099511627776, !dbg !188
  %63 = icmp eq i64 %62, 0, !dbg !188
  br i1 %63, label %64, label %81, !dbg !188

64:                                               ; preds = %56
  %65 = lshr i64 %61, 2, !dbg !223
  %66 = and i64 %65, 15, !dbg !225
  %67 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %66, !dbg !226
  %68 = addrspacecast i64 addrspace(4)* %67 to i64*, !dbg !226
  %69 = load i64, i64* %68, align 8, !dbg !226, !tbaa !16
  %70 = and i64 %61, 3, !dbg !227
  switch i64 %70, label %77 [
    i64 0, label %81
    i64 1, label %71
    i64 2, label %72
  ], !dbg !228

71:                                               ; preds = %64
  br label %81, !dbg !229

72:                                               ; preds = %64
  %73 = lshr i64 %61, 6, !dbg !230
  %74 = and i64 %73, 3, !dbg !231
  %75 = add nsw i64 %74, -1, !dbg !232
  %76 = add i64 %75, %69, !dbg !233
  br label %81, !dbg !234

77:                                               ; preds = %64
  %78 = lshr i64 %61, 8, !dbg !235
  %79 = and i64 %78, 63, !dbg !236
  %80 = lshr i64 %61, %79, !dbg !237
  br label %81, !dbg !238

81:                                               ; preds = %77, %72, %71, %64, %56
  %82 = phi i64 [ 0, %56 ], [ %80, %77 ], [ %76, %72 ], [ %69, %71 ], [ %61, %64 ], !dbg !188
  %83 = zext i64 %82 to i65, !dbg !188
  %84 = shl i65 %83, 64, !dbg !188
  %85 = getelementptr inbounds i64, i64* %13, i64 2, !dbg !188
  %86 = load i64, i64* %85, align 8, !dbg !188, !tbaa !16
  %87 = lshr i64 %86, 2, !dbg !239
  %88 = and i64 %87, 15, !dbg !241
  %89 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %88, !dbg !242
  %90 = addrspacecast i64 addrspace(4)* %89 to i64*, !dbg !242
  %91 = load i64, i64* %90, align 8, !dbg !242, !tbaa !16
  %92 = and i64 %86, 3, !dbg !243
  switch i64 %92, label %99 [
    i64 0, label %103
    i64 1, label %93
    i64 2, label %94
  ], !dbg !244

93:                                               ; preds = %81
  br label %103, !dbg !245

94:                                               ; preds = %81
  %95 = lshr i64 %86, 6, !dbg !246
  %96 = and i64 %95, 3, !dbg !247
  %97 = add i64 %91, -1, !dbg !248
  %98 = add i64 %97, %96, !dbg !249
  br label %103, !dbg !250

99:                                               ; preds = %81
  %100 = lshr i64 %86, 8, !dbg !251
  %101 = and i64 %100, 63, !dbg !252
  %102 = lshr i64 %86, %101, !dbg !253
  br label %103, !dbg !254

103:                                              ; preds = %81, %93, %94, %99
  %104 = phi i64 [ %102, %99 ], [ %98, %94 ], [ %91, %93 ], [ %86, %81 ], !dbg !255
  %105 = zext i64 %104 to i65, !dbg !188
  %106 = or i65 %84, %105, !dbg !188
  %107 = icmp eq i65 %106, 0, !dbg !188
  %108 = select i1 %107, i65 1, i65 %106, !dbg !188
  %109 = icmp eq i65 %108, -1, !dbg !188
  %110 = icmp eq i65 %59, -18446744073709551616, !dbg !188
  %111 = select i1 %109, i1 %110, i1 false, !dbg !188
  %112 = select i1 %111, i65 1, i65 %108, !dbg !188
  %113 = freeze i65 %59
  %114 = freeze i65 %108
  %115 = udiv i65 %113, %114, !dbg !188
  %116 = mul i65 %115, %114
  %117 = sub i65 %113, %116
  %118 = freeze i65 %59
  %119 = freeze i65 %112
  %120 = sdiv i65 %118, %119, !dbg !188
  %121 = mul i65 %120, %119
  %122 = sub i65 %118, %121
  %123 = trunc i65 %115 to i64, !dbg !188
  %124 = getelementptr inbounds i64, i64* %16, i64 1, !dbg !188
  store i64 %123, i64* %16, align 8, !dbg !188, !tbaa !16
  %125 = lshr i65 %115, 64, !dbg !188
  %126 = trunc i65 %125 to i64, !dbg !188
  %127 = getelementptr inbounds i64, i64* %16, i64 2, !dbg !188
  store i64 %126, i64* %124, align 8, !dbg !188, !tbaa !16
  %128 = trunc i65 %117 to i64, !dbg !188
  %129 = getelementptr inbounds i64, i64* %127, i64 1, !dbg !188
  store i64 %128, i64* %127, align 8, !dbg !188, !tbaa !16
  %130 = lshr i65 %117, 64, !dbg !188
  %131 = trunc i65 %130 to i64, !dbg !188
  %132 = getelementptr inbounds i64, i64* %127, i64 2, !dbg !188
  store i64 %131, i64* %129, align 8, !dbg !188, !tbaa !16
  %133 = trunc i65 %120 to i64, !dbg !188
  %134 = getelementptr inbounds i64, i64* %132, i64 1, !dbg !188
  store i64 %133, i64* %132, align 8, !dbg !188, !tbaa !16
  %135 = lshr i65 %120, 64, !dbg !188
  %136 = trunc i65 %135 to i64, !dbg !188
  %137 = getelementptr inbounds i64, i64* %132, i64 2, !dbg !188
  store i64 %136, i64* %134, align 8, !dbg !188, !tbaa !16
  %138 = trunc i65 %122 to i64, !dbg !188
  %139 = getelementptr inbounds i64, i64* %137, i64 1, !dbg !188
  store i64 %138, i64* %137, align 8, !dbg !188, !tbaa !16
  %140 = lshr i65 %122, 64, !dbg !188
  %141 = trunc i65 %140 to i64, !dbg !188
  %142 = getelementptr inbounds i64, i64* %137, i64 2, !dbg !188
  store i64 %141, i64* %139, align 8, !dbg !188, !tbaa !16
  %143 = load i64, i64* %17, align 8, !dbg !256, !tbaa !16
  %144 = lshr i64 %143, 2, !dbg !257
  %145 = and i64 %144, 15, !dbg !259
  %146 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %145, !dbg !260
  %147 = addrspacecast i64 addrspace(4)* %146 to i64*, !dbg !260
  %148 = load i64, i64* %147, align 8, !dbg !260, !tbaa !16
  %149 = and i64 %143, 3, !dbg !261
  switch i64 %149, label %156 [
    i64 0, label %160
    i64 1, label %150
    i64 2, label %151
  ], !dbg !262

150:                                              ; preds = %103
  br label %160, !dbg !263

151:                                              ; preds = %103
  %152 = lshr i64 %143, 6, !dbg !264
  %153 = and i64 %152, 3, !dbg !265
  %154 = add i64 %148, -1, !dbg !266
  %155 = add i64 %154, %153, !dbg !267
  br label %160, !dbg !268

156:                                              ; preds = %103
  %157 = lshr i64 %143, 8, !dbg !269
  %158 = and i64 %157, 63, !dbg !270
  %159 = lshr i64 %143, %158, !dbg !271
  br label %160, !dbg !272

160:                                              ; preds = %103, %150, %151, %156
  %161 = phi i64 [ %159, %156 ], [ %155, %151 ], [ %148, %150 ], [ %143, %103 ], !dbg !273
  %162 = zext i64 %161 to i96, !dbg !256
  %163 = shl i96 %162, 64, !dbg !256
  %164 = load i64, i64* %13, align 8, !dbg !256, !tbaa !16
  %165 = lshr i64 %164, 2, !dbg !274
  %166 = and i64 %165, 15, !dbg !276
  %167 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %166, !dbg !277
  %168 = addrspacecast i64 addrspace(4)* %167 to i64*, !dbg !277
  %169 = load i64, i64* %168, align 8, !dbg !277, !tbaa !16
  %170 = and i64 %164, 3, !dbg !278
  switch i64 %170, label %177 [
    i64 0, label %181
    i64 1, label %171
    i64 2, label %172
  ], !dbg !279

171:                                              ; preds = %160
  br label %181, !dbg !280

172:                                              ; preds = %160
  %173 = lshr i64 %164, 6, !dbg !281
  %174 = and i64 %173, 3, !dbg !282
  %175 = add i64 %169, -1, !dbg !283
  %176 = add i64 %175, %174, !dbg !284
  br label %181, !dbg !285

177:                                              ; preds = %160
  %178 = lshr i64 %164, 8, !dbg !286
  %179 = and i64 %178, 63, !dbg !287
  %180 = lshr i64 %164, %179, !dbg !288
  br label %181, !dbg !289

181:                                              ; preds = %160, %171, %172, %177
  %182 = phi i64 [ %180, %177 ], [ %176, %172 ], [ %169, %171 ], [ %164, %160 ], !dbg !290
  %183 = zext i64 %182 to i96, !dbg !256
  %184 = or i96 %163, %183, !dbg !256
  %185 = load i64, i64* %60, align 8, !dbg !256, !tbaa !16
  %186 = and i64 %185, 1099511627776, !dbg !256
  %187 = icmp eq i64 %186, 0, !dbg !256
  br i1 %187, label %188, label %205, !dbg !256

188:                                              ; preds = %181
  %189 = lshr i64 %185, 2, !dbg !291
  %190 = and i64 %189, 15, !dbg !293
  %191 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %190, !dbg !294
  %192 = addrspacecast i64 addrspace(4)* %191 to i64*, !dbg !294
  %193 = load i64, i64* %192, align 8, !dbg !294, !tbaa !16
  %194 = and i64 %185, 3, !dbg !295
  switch i64 %194, label %201 [
    i64 0, label %205
    i64 1, label %195
    i64 2, label %196
  ], !dbg !296

195:                                              ; preds = %188
  br label %205, !dbg !297

196:                                              ; preds = %188
  %197 = lshr i64 %185, 6, !dbg !298
  %198 = and i64 %197, 3, !dbg !299
  %199 = add nsw i64 %198, -1, !dbg !300
  %200 = add i64 %199, %193, !dbg !301
  br label %205, !dbg !302

201:                                              ; preds = %188
  %202 = lshr i64 %185, 8, !dbg !303
  %203 = and i64 %202, 63, !dbg !304
  %204 = lshr i64 %185, %203, !dbg !305
  br label %205, !dbg !306

205:                                              ; preds = %201, %196, %195, %188, %181
  %206 = phi i64 [ 0, %181 ], [ %204, %201 ], [ %200, %196 ], [ %193, %195 ], [ %185, %188 ], !dbg !256
  %207 = zext i64 %206 to i96, !dbg !256
  %208 = shl i96 %207, 64, !dbg !256
  %209 = load i64, i64* %85, align 8, !dbg !256, !tbaa !16
  %210 = lshr i64 %209, 2, !dbg !307
  %211 = and i64 %210, 15, !dbg !309
  %212 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %211, !dbg !310
  %213 = addrspacecast i64 addrspace(4)* %212 to i64*, !dbg !310
  %214 = load i64, i64* %213, align 8, !dbg !310, !tbaa !16
  %215 = and i64 %209, 3, !dbg !311
  switch i64 %215, label %222 [
    i64 0, label %226
    i64 1, label %216
    i64 2, label %217
  ], !dbg !312

216:                                              ; preds = %205
  br label %226, !dbg !313

217:                                              ; preds = %205
  %218 = lshr i64 %209, 6, !dbg !314
  %219 = and i64 %218, 3, !dbg !315
  %220 = add i64 %214, -1, !dbg !316
  %221 = add i64 %220, %219, !dbg !317
  br label %226, !dbg !318

222:                                              ; preds = %205
  %223 = lshr i64 %209, 8, !dbg !319
  %224 = and i64 %223, 63, !dbg !320
  %225 = lshr i64 %209, %224, !dbg !321
  br label %226, !dbg !322

226:                                              ; preds = %205, %216, %217, %222
  %227 = phi i64 [ %225, %222 ], [ %221, %217 ], [ %214, %216 ], [ %209, %205 ], !dbg !323
  %228 = zext i64 %227 to i96, !dbg !256
  %229 = or i96 %208, %228, !dbg !256
  %230 = icmp eq i96 %229, 0, !dbg !256
  %231 = select i1 %230, i96 1, i96 %229, !dbg !256
  %232 = icmp eq i96 %231, -1, !dbg !256
  %233 = icmp eq i96 %184, -39614081257132168796771975168, !dbg !256
  %234 = and i1 %233, %232, !dbg !256
  %235 = select i1 %234, i96 1, i96 %231, !dbg !256
  %236 = freeze i96 %184
  %237 = freeze i96 %231
  %238 = udiv i96 %236, %237, !dbg !256
  %239 = mul i96 %238, %237
  %240 = sub i96 %236, %239
  %241 = freeze i96 %184
  %242 = freeze i96 %235
  %243 = sdiv i96 %241, %242, !dbg !256
  %244 = mul i96 %243, %242
  %245 = sub i96 %241, %244
  %246 = trunc i96 %238 to i64, !dbg !256
  %247 = getelementptr inbounds i64, i64* %142, i64 1, !dbg !256
  store i64 %246, i64* %142, align 8, !dbg !256, !tbaa !16
  %248 = lshr i96 %238, 64, !dbg !256
  %249 = trunc i96 %248 to i64, !dbg !256
  %250 = getelementptr inbounds i64, i64* %142, i64 2, !dbg !256
  store i64 %249, i64* %247, align 8, !dbg !256, !tbaa !16
  %251 = trunc i96 %240 to i64, !dbg !256
  %252 = getelementptr inbounds i64, i64* %250, i64 1, !dbg !256
  store i64 %251, i64* %250, align 8, !dbg !256, !tbaa !16
  %253 = lshr i96 %240, 64, !dbg !256
  %254 = trunc i96 %253 to i64, !dbg !256
  %255 = getelementptr inbounds i64, i64* %250, i64 2, !dbg !256
  store i64 %254, i64* %252, align 8, !dbg !256, !tbaa !16
  %256 = trunc i96 %243 to i64, !dbg !256
  %257 = getelementptr inbounds i64, i64* %255, i64 1, !dbg !256
  store i64 %256, i64* %255, align 8, !dbg !256, !tbaa !16
  %258 = lshr i96 %243, 64, !dbg !256
  %259 = trunc i96 %258 to i64, !dbg !256
  %260 = getelementptr inbounds i64, i64* %255, i64 2, !dbg !256
  store i64 %259, i64* %257, align 8, !dbg !256, !tbaa !16
  %261 = trunc i96 %245 to i64, !dbg !256
  %262 = getelementptr inbounds i64, i64* %260, i64 1, !dbg !256
  store i64 %261, i64* %260, align 8, !dbg !256, !tbaa !16
  %263 = lshr i96 %245, 64, !dbg !256
  %264 = trunc i96 %263 to i64, !dbg !256
  %265 = getelementptr inbounds i64, i64* %260, i64 2, !dbg !256
  store i64 %264, i64* %262, align 8, !dbg !256, !tbaa !16
  %266 = load i64, i64* %17, align 8, !dbg !324, !tbaa !16
  %267 = lshr i64 %266, 2, !dbg !325
  %268 = and i64 %267, 15, !dbg !327
  %269 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %268, !dbg !328
  %270 = addrspacecast i64 addrspace(4)* %269 to i64*, !dbg !328
  %271 = load i64, i64* %270, align 8, !dbg !328, !tbaa !16
  %272 = and i64 %266, 3, !dbg !329
  switch i64 %272, label %279 [
    i64 0, label %283
    i64 1, label %273
    i64 2, label %274
  ], !dbg !330

273:                                              ; preds = %226
  br label %283, !dbg !331

274:                                              ; preds = %226
  %275 = lshr i64 %266, 6, !dbg !332
  %276 = and i64 %275, 3, !dbg !333
  %277 = add i64 %271, -1, !dbg !334
  %278 = add i64 %277, %276, !dbg !335
  br label %283, !dbg !336

279:                                              ; preds = %226
  %280 = lshr i64 %266, 8, !dbg !337
  %281 = and i64 %280, 63, !dbg !338
  %282 = lshr i64 %266, %281, !dbg !339
  br label %283, !dbg !340

283:                                              ; preds = %226, %273, %274, %279
  %284 = phi i64 [ %282, %279 ], [ %278, %274 ], [ %271, %273 ], [ %266, %226 ], !dbg !341
  %285 = zext i64 %284 to i127, !dbg !324
  %286 = shl i127 %285, 64, !dbg !324
  %287 = load i64, i64* %13, align 8, !dbg !324, !tbaa !16
  %288 = lshr i64 %287, 2, !dbg !342
  %289 = and i64 %288, 15, !dbg !344
  %290 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %289, !dbg !345
  %291 = addrspacecast i64 addrspace(4)* %290 to i64*, !dbg !345
  %292 = load i64, i64* %291, align 8, !dbg !345, !tbaa !16
  %293 = and i64 %287, 3, !dbg !346
  switch i64 %293, label %300 [
    i64 0, label %304
    i64 1, label %294
    i64 2, label %295
  ], !dbg !347

294:                                              ; preds = %283
  br label %304, !dbg !348

295:                                              ; preds = %283
  %296 = lshr i64 %287, 6, !dbg !349
  %297 = and i64 %296, 3, !dbg !350
  %298 = add i64 %292, -1, !dbg !351
  %299 = add i64 %298, %297, !dbg !352
  br label %304, !dbg !353

300:                                              ; preds = %283
  %301 = lshr i64 %287, 8, !dbg !354
  %302 = and i64 %301, 63, !dbg !355
  %303 = lshr i64 %287, %302, !dbg !356
  br label %304, !dbg !357

304:                                              ; preds = %283, %294, %295, %300
  %305 = phi i64 [ %303, %300 ], [ %299, %295 ], [ %292, %294 ], [ %287, %283 ], !dbg !358
  %306 = zext i64 %305 to i127, !dbg !324
  %307 = or i127 %286, %306, !dbg !324
  %308 = load i64, i64* %60, align 8, !dbg !324, !tbaa !16
  %309 = and i64 %308, 1099511627776, !dbg !324
  %310 = icmp eq i64 %309, 0, !dbg !324
  br i1 %310, label %311, label %328, !dbg !324

311:                                              ; preds = %304
  %312 = lshr i64 %308, 2, !dbg !359
  %313 = and i64 %312, 15, !dbg !361
  %314 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %313, !dbg !362
  %315 = addrspacecast i64 addrspace(4)* %314 to i64*, !dbg !362
  %316 = load i64, i64* %315, align 8, !dbg !362, !tbaa !16
  %317 = and i64 %308, 3, !dbg !363
  switch i64 %317, label %324 [
    i64 0, label %328
    i64 1, label %318
    i64 2, label %319
  ], !dbg !364

318:                                              ; preds = %311
  br label %328, !dbg !365

319:                                              ; preds = %311
  %320 = lshr i64 %308, 6, !dbg !366
  %321 = and i64 %320, 3, !dbg !367
  %322 = add nsw i64 %321, -1, !dbg !368
  %323 = add i64 %322, %316, !dbg !369
  br label %328, !dbg !370

324:                                              ; preds = %311
  %325 = lshr i64 %308, 8, !dbg !371
  %326 = and i64 %325, 63, !dbg !372
  %327 = lshr i64 %308, %326, !dbg !373
  br label %328, !dbg !374

328:                                              ; preds = %324, %319, %318, %311, %304
  %329 = phi i64 [ 0, %304 ], [ %327, %324 ], [ %323, %319 ], [ %316, %318 ], [ %308, %311 ], !dbg !324
  %330 = zext i64 %329 to i127, !dbg !324
  %331 = shl i127 %330, 64, !dbg !324
  %332 = load i64, i64* %85, align 8, !dbg !324, !tbaa !16
  %333 = lshr i64 %332, 2, !dbg !375
  %334 = and i64 %333, 15, !dbg !377
  %335 = getelementptr inbounds [16 x i64], [16 x i64] addrspace(4)* @_ZL4edge, i64 0, i64 %334, !dbg !378
  %336 = addrspacecast i64 addrspace(4)* %335 to i64*, !dbg !378
  %337 = load i64, i64* %336, align 8, !dbg !378, !tbaa !16
  %338 = and i64 %332, 3, !dbg !379
  switch i64 %338, label %345 [
    i64 0, label %349
    i64 1, label %339
    i64 2, label %340
  ], !dbg !380

339:                                              ; preds = %328
  br label %349, !dbg !381

340:                                              ; preds = %328
  %341 = lshr i64 %332, 6, !dbg !382
  %342 = and i64 %341, 3, !dbg !383
  %343 = add i64 %337, -1, !dbg !384
  %344 = add i64 %343, %342, !dbg !385
  br label %349, !dbg !386

345:                                              ; preds = %328
  %346 = lshr i64 %332, 8, !dbg !387
  %347 = and i64 %346, 63, !dbg !388
  %348 = lshr i64 %332, %347, !dbg !389
  br label %349, !dbg !390

349:                                              ; preds = %328, %339, %340, %345
  %350 = phi i64 [ %348, %345 ], [ %344, %340 ], [ %337, %339 ], [ %332, %328 ], !dbg !391
  %351 = zext i64 %350 to i127, !dbg !324
  %352 = or i127 %331, %351, !dbg !324
  %353 = icmp eq i127 %352, 0, !dbg !324
  %354 = select i1 %353, i127 1, i127 %352, !dbg !324
  %355 = icmp eq i127 %354, -1, !dbg !324
  %356 = icmp eq i127 %307, -85070591730234615865843651857942052864, !dbg !324
  %357 = and i1 %356, %355, !dbg !324
  %358 = select i1 %357, i127 1, i127 %354, !dbg !324
  %359 = freeze i127 %307
  %360 = freeze i127 %354
  %361 = udiv i127 %359, %360, !dbg !324
  %362 = mul i127 %361, %360
  %363 = sub i127 %359, %362
  %364 = freeze i127 %307
  %365 = freeze i127 %358
  %366 = sdiv i127 %364, %365, !dbg !324
  %367 = mul i127 %366, %365
  %368 = sub i127 %364, %367
  %369 = trunc i127 %361 to i64, !dbg !324
  %370 = getelementptr inbounds i64, i64* %265, i64 1, !dbg !324
  store i64 %369, i64* %265, align 8, !dbg !324, !tbaa !16
  %371 = lshr i127 %361, 64, !dbg !324
  %372 = trunc i127 %371 to i64, !dbg !324
  %373 = getelementptr inbounds i64, i64* %265, i64 2, !dbg !324
  store i64 %372, i64* %370, align 8, !dbg !324, !tbaa !16
  %374 = trunc i127 %363 to i64, !dbg !324
  %375 = getelementptr inbounds i64, i64* %373, i64 1, !dbg !324
  store i64 %374, i64* %373, align 8, !dbg !324, !tbaa !16
  %376 = lshr i127 %363, 64, !dbg !324
  %377 = trunc i127 %376 to i64, !dbg !324
  %378 = getelementptr inbounds i64, i64* %373, i64 2, !dbg !324
  store i64 %377, i64* %375, align 8, !dbg !324, !tbaa !16
  %379 = trunc i127 %366 to i64, !dbg !324
  %380 = getelementptr inbounds i64, i64* %378, i64 1, !dbg !324
  store i64 %379, i64* %378, align 8, !dbg !324, !tbaa !16
  %381 = lshr i127 %366, 64, !dbg !324
  %382 = trunc i127 %381 to i64, !dbg !324
  %383 = getelementptr inbounds i64, i64* %378, i64 2, !dbg !324
  store i64 %382, i64* %380, align 8, !dbg !324, !tbaa !16
  %384 = trunc i127 %368 to i64, !dbg !324
  %385 = getelementptr inbounds i64, i64* %383, i64 1, !dbg !324
  store i64 %384, i64* %383, align 8, !dbg !324, !tbaa !16
  %386 = lshr i127 %368, 64, !dbg !324
  %387 = trunc i127 %386 to i64, !dbg !324
  store i64 %387, i64* %385, align 8, !dbg !324, !tbaa !16
  br label %388, !dbg !392

388:                                              ; preds = %3, %349
  ret void, !dbg !392
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/intwidth/divrem.cu", directory: ".")
!2 = !{void (i64*, i64*, i32)* @divrem128, !"kernel", i32 1}
!3 = !{void (i64*, i64*, i32)* @divrem_odd, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "word", scope: !1, file: !1, line: 44, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 46, column: 18, scope: !10)
!14 = !DILocation(line: 46, column: 24, scope: !10)
!15 = !DILocation(line: 46, column: 10, scope: !10)
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
!20 = !DILocation(line: 47, column: 12, scope: !10)
!21 = !DILocation(line: 47, column: 2, scope: !10)
!22 = !DILocation(line: 49, column: 10, scope: !10)
!23 = !DILocation(line: 50, column: 25, scope: !10)
!24 = !DILocation(line: 50, column: 31, scope: !10)
!25 = !DILocation(line: 50, column: 19, scope: !10)
!26 = !DILocation(line: 50, column: 36, scope: !10)
!27 = !DILocation(line: 50, column: 10, scope: !10)
!28 = !DILocation(line: 51, column: 27, scope: !10)
!29 = !DILocation(line: 51, column: 33, scope: !10)
!30 = !DILocation(line: 51, column: 20, scope: !10)
!31 = !DILocation(line: 51, column: 11, scope: !10)
!32 = !DILocation(line: 0, scope: !10)
!33 = !DILocation(line: 53, column: 1, scope: !10)
!34 = distinct !DISubprogram(name: "divrem128", scope: !1, file: !1, line: 56, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!35 = !DILocation(line: 45, column: 1, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__fetch_x", scope: !37, file: !37, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!37 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!38 = distinct !DILocation(line: 58, column: 10, scope: !34)
!39 = !DILocation(line: 46, column: 1, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_x", scope: !37, file: !37, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!41 = distinct !DILocation(line: 58, column: 23, scope: !34)
!42 = !DILocation(line: 58, column: 21, scope: !34)
!43 = !DILocation(line: 44, column: 1, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_x", scope: !37, file: !37, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!45 = distinct !DILocation(line: 58, column: 36, scope: !34)
!46 = !DILocation(line: 58, column: 34, scope: !34)
!47 = !DILocation(line: 59, column: 8, scope: !34)
!48 = !DILocation(line: 59, column: 6, scope: !34)
!49 = !DILocation(line: 61, column: 23, scope: !34)
!50 = !DILocation(line: 61, column: 19, scope: !34)
!51 = !DILocation(line: 62, column: 48, scope: !34)
!52 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !53)
!53 = distinct !DILocation(line: 62, column: 43, scope: !34)
!54 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !53)
!55 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !53)
!56 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !53)
!57 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !53)
!58 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !53)
!59 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !53)
!60 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !53)
!61 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !53)
!62 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !53)
!63 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !53)
!64 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !53)
!65 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !53)
!66 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !53)
!67 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !53)
!68 = !DILocation(line: 0, scope: !10, inlinedAt: !53)
!69 = !DILocation(line: 62, column: 43, scope: !34)
!70 = !DILocation(line: 62, column: 54, scope: !34)
!71 = !DILocation(line: 62, column: 67, scope: !34)
!72 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !73)
!73 = distinct !DILocation(line: 62, column: 62, scope: !34)
!74 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !73)
!75 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !73)
!76 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !73)
!77 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !73)
!78 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !73)
!79 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !73)
!80 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !73)
!81 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !73)
!82 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !73)
!83 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !73)
!84 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !73)
!85 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !73)
!86 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !73)
!87 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !73)
!88 = !DILocation(line: 0, scope: !10, inlinedAt: !73)
!89 = !DILocation(line: 62, column: 62, scope: !34)
!90 = !DILocation(line: 62, column: 60, scope: !34)
!91 = !DILocation(line: 63, column: 12, scope: !34)
!92 = !DILocation(line: 63, column: 11, scope: !34)
!93 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !94)
!94 = distinct !DILocation(line: 63, column: 34, scope: !34)
!95 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !94)
!96 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !94)
!97 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !94)
!98 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !94)
!99 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !94)
!100 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !94)
!101 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !94)
!102 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !94)
!103 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !94)
!104 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !94)
!105 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !94)
!106 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !94)
!107 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !94)
!108 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !94)
!109 = !DILocation(line: 64, column: 59, scope: !34)
!110 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !111)
!111 = distinct !DILocation(line: 64, column: 54, scope: !34)
!112 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !111)
!113 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !111)
!114 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !111)
!115 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !111)
!116 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !111)
!117 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !111)
!118 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !111)
!119 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !111)
!120 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !111)
!121 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !111)
!122 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !111)
!123 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !111)
!124 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !111)
!125 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !111)
!126 = !DILocation(line: 0, scope: !10, inlinedAt: !111)
!127 = !DILocation(line: 65, column: 8, scope: !34)
!128 = !DILocation(line: 65, column: 6, scope: !34)
!129 = !DILocation(line: 66, column: 26, scope: !34)
!130 = !DILocation(line: 66, column: 37, scope: !34)
!131 = !DILocation(line: 66, column: 45, scope: !34)
!132 = !DILocation(line: 66, column: 43, scope: !34)
!133 = !DILocation(line: 67, column: 26, scope: !34)
!134 = !DILocation(line: 67, column: 37, scope: !34)
!135 = !DILocation(line: 67, column: 45, scope: !34)
!136 = !DILocation(line: 67, column: 43, scope: !34)
!137 = !DILocation(line: 68, column: 2, scope: !34)
!138 = !DILocation(line: 64, column: 43, scope: !34)
!139 = !DILocation(line: 64, column: 46, scope: !34)
!140 = !DILocation(line: 64, column: 54, scope: !34)
!141 = !DILocation(line: 64, column: 52, scope: !34)
!142 = !DILocation(line: 68, column: 15, scope: !34)
!143 = !DILocation(line: 68, column: 13, scope: !34)
!144 = !DILocation(line: 71, column: 32, scope: !34)
!145 = !DILocation(line: 71, column: 38, scope: !34)
!146 = !DILocation(line: 71, column: 26, scope: !34)
!147 = !DILocation(line: 71, column: 43, scope: !34)
!148 = !DILocation(line: 71, column: 51, scope: !34)
!149 = !DILocation(line: 71, column: 49, scope: !34)
!150 = !DILocation(line: 72, column: 29, scope: !34)
!151 = !DILocation(line: 72, column: 24, scope: !34)
!152 = !DILocation(line: 72, column: 17, scope: !34)
!153 = !DILocation(line: 72, column: 11, scope: !34)
!154 = !DILocation(line: 72, column: 9, scope: !34)
!155 = !DILocation(line: 73, column: 2, scope: !34)
!156 = !DILocation(line: 0, scope: !34)
!157 = !DILocation(line: 74, column: 8, scope: !34)
!158 = !DILocation(line: 74, column: 6, scope: !34)
!159 = !DILocation(line: 77, column: 9, scope: !34)
!160 = !DILocation(line: 77, column: 15, scope: !34)
!161 = !DILocation(line: 79, column: 31, scope: !34)
!162 = !DILocation(line: 79, column: 66, scope: !34)
!163 = !DILocation(line: 82, column: 29, scope: !34)
!164 = !DILocation(line: 82, column: 3, scope: !34)
!165 = !DILocation(line: 82, column: 22, scope: !34)
!166 = !DILocation(line: 83, column: 39, scope: !34)
!167 = !DILocation(line: 83, column: 33, scope: !34)
!168 = !DILocation(line: 83, column: 21, scope: !34)
!169 = !DILocation(line: 83, column: 3, scope: !34)
!170 = !DILocation(line: 83, column: 26, scope: !34)
!171 = !DILocation(line: 82, column: 13, scope: !34)
!172 = !DILocation(line: 85, column: 1, scope: !34)
!173 = distinct !DISubprogram(name: "divrem_odd", scope: !1, file: !1, line: 108, type: !11, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!174 = !DILocation(line: 45, column: 1, scope: !36, inlinedAt: !175)
!175 = distinct !DILocation(line: 110, column: 10, scope: !173)
!176 = !DILocation(line: 46, column: 1, scope: !40, inlinedAt: !177)
!177 = distinct !DILocation(line: 110, column: 23, scope: !173)
!178 = !DILocation(line: 110, column: 21, scope: !173)
!179 = !DILocation(line: 44, column: 1, scope: !44, inlinedAt: !180)
!180 = distinct !DILocation(line: 110, column: 36, scope: !173)
!181 = !DILocation(line: 110, column: 34, scope: !173)
!182 = !DILocation(line: 111, column: 8, scope: !173)
!183 = !DILocation(line: 111, column: 6, scope: !173)
!184 = !DILocation(line: 113, column: 23, scope: !173)
!185 = !DILocation(line: 113, column: 19, scope: !173)
!186 = !DILocation(line: 114, column: 20, scope: !173)
!187 = !DILocation(line: 114, column: 15, scope: !173)
!188 = !DILocation(line: 115, column: 2, scope: !173)
!189 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !190)
!190 = distinct !DILocation(line: 115, column: 2, scope: !173)
!191 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !190)
!192 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !190)
!193 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !190)
!194 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !190)
!195 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !190)
!196 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !190)
!197 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !190)
!198 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !190)
!199 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !190)
!200 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !190)
!201 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !190)
!202 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !190)
!203 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !190)
!204 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !190)
!205 = !DILocation(line: 0, scope: !10, inlinedAt: !190)
!206 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !207)
!207 = distinct !DILocation(line: 115, column: 2, scope: !173)
!208 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !207)
!209 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !207)
!210 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !207)
!211 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !207)
!212 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !207)
!213 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !207)
!214 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !207)
!215 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !207)
!216 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !207)
!217 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !207)
!218 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !207)
!219 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !207)
!220 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !207)
!221 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !207)
!222 = !DILocation(line: 0, scope: !10, inlinedAt: !207)
!223 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !224)
!224 = distinct !DILocation(line: 115, column: 2, scope: !173)
!225 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !224)
!226 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !224)
!227 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !224)
!228 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !224)
!229 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !224)
!230 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !224)
!231 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !224)
!232 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !224)
!233 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !224)
!234 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !224)
!235 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !224)
!236 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !224)
!237 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !224)
!238 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !224)
!239 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !240)
!240 = distinct !DILocation(line: 115, column: 2, scope: !173)
!241 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !240)
!242 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !240)
!243 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !240)
!244 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !240)
!245 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !240)
!246 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !240)
!247 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !240)
!248 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !240)
!249 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !240)
!250 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !240)
!251 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !240)
!252 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !240)
!253 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !240)
!254 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !240)
!255 = !DILocation(line: 0, scope: !10, inlinedAt: !240)
!256 = !DILocation(line: 116, column: 2, scope: !173)
!257 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !258)
!258 = distinct !DILocation(line: 116, column: 2, scope: !173)
!259 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !258)
!260 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !258)
!261 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !258)
!262 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !258)
!263 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !258)
!264 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !258)
!265 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !258)
!266 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !258)
!267 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !258)
!268 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !258)
!269 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !258)
!270 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !258)
!271 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !258)
!272 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !258)
!273 = !DILocation(line: 0, scope: !10, inlinedAt: !258)
!274 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !275)
!275 = distinct !DILocation(line: 116, column: 2, scope: !173)
!276 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !275)
!277 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !275)
!278 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !275)
!279 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !275)
!280 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !275)
!281 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !275)
!282 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !275)
!283 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !275)
!284 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !275)
!285 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !275)
!286 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !275)
!287 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !275)
!288 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !275)
!289 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !275)
!290 = !DILocation(line: 0, scope: !10, inlinedAt: !275)
!291 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !292)
!292 = distinct !DILocation(line: 116, column: 2, scope: !173)
!293 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !292)
!294 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !292)
!295 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !292)
!296 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !292)
!297 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !292)
!298 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !292)
!299 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !292)
!300 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !292)
!301 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !292)
!302 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !292)
!303 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !292)
!304 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !292)
!305 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !292)
!306 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !292)
!307 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !308)
!308 = distinct !DILocation(line: 116, column: 2, scope: !173)
!309 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !308)
!310 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !308)
!311 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !308)
!312 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !308)
!313 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !308)
!314 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !308)
!315 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !308)
!316 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !308)
!317 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !308)
!318 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !308)
!319 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !308)
!320 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !308)
!321 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !308)
!322 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !308)
!323 = !DILocation(line: 0, scope: !10, inlinedAt: !308)
!324 = !DILocation(line: 117, column: 2, scope: !173)
!325 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !326)
!326 = distinct !DILocation(line: 117, column: 2, scope: !173)
!327 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !326)
!328 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !326)
!329 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !326)
!330 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !326)
!331 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !326)
!332 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !326)
!333 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !326)
!334 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !326)
!335 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !326)
!336 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !326)
!337 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !326)
!338 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !326)
!339 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !326)
!340 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !326)
!341 = !DILocation(line: 0, scope: !10, inlinedAt: !326)
!342 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !343)
!343 = distinct !DILocation(line: 117, column: 2, scope: !173)
!344 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !343)
!345 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !343)
!346 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !343)
!347 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !343)
!348 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !343)
!349 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !343)
!350 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !343)
!351 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !343)
!352 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !343)
!353 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !343)
!354 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !343)
!355 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !343)
!356 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !343)
!357 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !343)
!358 = !DILocation(line: 0, scope: !10, inlinedAt: !343)
!359 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !360)
!360 = distinct !DILocation(line: 117, column: 2, scope: !173)
!361 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !360)
!362 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !360)
!363 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !360)
!364 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !360)
!365 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !360)
!366 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !360)
!367 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !360)
!368 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !360)
!369 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !360)
!370 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !360)
!371 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !360)
!372 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !360)
!373 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !360)
!374 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !360)
!375 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !376)
!376 = distinct !DILocation(line: 117, column: 2, scope: !173)
!377 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !376)
!378 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !376)
!379 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !376)
!380 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !376)
!381 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !376)
!382 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !376)
!383 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !376)
!384 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !376)
!385 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !376)
!386 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !376)
!387 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !376)
!388 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !376)
!389 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !376)
!390 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !376)
!391 = !DILocation(line: 0, scope: !10, inlinedAt: !376)
!392 = !DILocation(line: 118, column: 1, scope: !173)
