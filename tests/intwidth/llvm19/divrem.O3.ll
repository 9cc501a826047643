; ModuleID = 'tests/intwidth/divrem.cu'
source_filename = "tests/intwidth/divrem.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZL4edge = internal unnamed_addr addrspace(4) constant [16 x i64] [i64 0, i64 1, i64 2, i64 3, i64 9223372036854775807, i64 -9223372036854775808, i64 -1, i64 -2, i64 4294967295, i64 4294967296, i64 4294967297, i64 -9223372034707292160, i64 4294967294, i64 -4294967296, i64 81985529216486895, i64 9223372034707292160], align 8
@_ZL4hard = internal unnamed_addr addrspace(4) constant [12 x [4 x i64]] [[4 x i64] [i64 2956777131539952219, i64 -2, i64 70350331417, i64 0], [4 x i64] [i64 -9223372036854775808, i64 -9223372036854775808, i64 -9223372034707292158, i64 0], [4 x i64] [i64 -9223372036854775807, i64 -8082642651850564292, i64 -7270589139529596360, i64 0], [4 x i64] [i64 4294967297, i64 -9223372036854775808, i64 2681142212180495352, i64 0], [4 x i64] [i64 1577815338982170785, i64 4294967296, i64 4766375255792, i64 0], [4 x i64] [i64 -2697241412428057927, i64 5369548889984055, i64 -9038240615751392176, i64 0], [4 x i64] [i64 1, i64 -2, i64 37746698, i64 188793439812979196], [4 x i64] [i64 4294967297, i64 -4200400263293723505, i64 -3878122145884215066, i64 4294967297], [4 x i64] [i64 -9223372036854775805, i64 -1649007258208661608, i64 6606639693933614, i64 8272], [4 x i64] [i64 5, i64 -9223372036854775808, i64 -1, i64 8], [4 x i64] [i64 557046734650161, i64 4294967299, i64 -9223372034707292158, i64 5079555246376607748], [4 x i64] [i64 -1, i64 -9223372036854775807, i64 -6370850613571758589, i64 4]], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i64 @_Z4wordy(i64 noundef %0) local_unnamed_addr #0 !dbg !10 {
  %2 = lshr i64 %0, 2, !dbg !13
  %3 = and i64 %2, 15, !dbg !14
  %4 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %3, !dbg !15
  %5 = load i64, ptr %4, align 8, !dbg !15, !tbaa !16
  %6 = and i64 %0, 3, !dbg !20
  switch i64 %6, label %13 [
    i64 0, label %18
    i64 1, label %7
    i64 2, label %8
    i64 3, label %14
  ], !dbg !21

7:                                                ; preds = %1
  br label %18, !dbg !22

8:                                                ; preds = %1
  %9 = lshr i64 %0, 6, !dbg !23
  %10 = and i64 %9, 3, !dbg !24
  %11 = add nsw i64 %10, -1, !dbg !25
  %12 = add i64 %11, %5, !dbg !26
  br label %18, !dbg !27

13:                                               ; preds = %1
  unreachable

14:                                               ; preds = %1
  %15 = lshr i64 %0, 8, !dbg !28
  %16 = and i64 %15, 63, !dbg !29
  %17 = lshr i64 %0, %16, !dbg !30
  br label %18, !dbg !31

18:                                               ; preds = %1, %14, %8, %7
  %19 = phi i64 [ %17, %14 ], [ %12, %8 ], [ %5, %7 ], [ %0, %1 ], !dbg !32
  ret i64 %19, !dbg !33
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @divrem128(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !34 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !35
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !39
  %6 = mul i32 %4, %5, !dbg !42
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %8 = add i32 %6, %7, !dbg !46
  %9 = icmp slt i32 %8, %2, !dbg !47
  br i1 %9, label %10, label %188, !dbg !48

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 2, !dbg !49
  %12 = sext i32 %11 to i64, !dbg !50
  %13 = getelementptr inbounds i64, ptr %0, i64 %12, !dbg !50
  %14 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !51
  %15 = load i64, ptr %14, align 8, !dbg !51, !tbaa !16
  %16 = lshr i64 %15, 2, !dbg !52
  %17 = and i64 %16, 15, !dbg !54
  %18 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %17, !dbg !55
  %19 = load i64, ptr %18, align 8, !dbg !55, !tbaa !16
  %20 = and i64 %15, 3, !dbg !56
  switch i64 %20, label %27 [
    i64 0, label %32
    i64 1, label %21
    i64 2, label %22
    i64 3, label %28
  ], !dbg !57

21:                                               ; preds = %10
  br label %32, !dbg !58

22:                                               ; preds = %10
  %23 = lshr i64 %15, 6, !dbg !59
  %24 = and i64 %23, 3, !dbg !60
  %25 = add i64 %19, -1, !dbg !61
  %26 = add i64 %25, %24, !dbg !62
  br label %32, !dbg !63

27:                                               ; preds = %76, %60, %32, %10
  unreachable

28:                                               ; preds = %10
  %29 = lshr i64 %15, 8, !dbg !64
  %30 = and i64 %29, 63, !dbg !65
  %31 = lshr i64 %15, %30, !dbg !66
  br label %32, !dbg !67

32:                                               ; preds = %10, %21, %22, %28
  %33 = phi i64 [ %31, %28 ], [ %26, %22 ], [ %19, %21 ], [ %15, %10 ], !dbg !68
  %34 = zext i64 %33 to i128, !dbg !69
  %35 = shl nuw i128 %34, 64, !dbg !70
  %36 = load i64, ptr %13, align 8, !dbg !71, !tbaa !16
  %37 = lshr i64 %36, 2, !dbg !72
  %38 = and i64 %37, 15, !dbg !74
  %39 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %38, !dbg !75
  %40 = load i64, ptr %39, align 8, !dbg !75, !tbaa !16
  %41 = and i64 %36, 3, !dbg !76
  switch i64 %41, label %27 [
    i64 0, label %52
    i64 1, label %42
    i64 2, label %43
    i64 3, label %48
  ], !dbg !77

42:                                               ; preds = %32
  br label %52, !dbg !78

43:                                               ; preds = %32
  %44 = lshr i64 %36, 6, !dbg !79
  %45 = and i64 %44, 3, !dbg !80
  %46 = add i64 %40, -1, !dbg !81
  %47 = add i64 %46, %45, !dbg !82
  br label %52, !dbg !83

48:                                               ; preds = %32
  %49 = lshr i64 %36, 8, !dbg !84
  %50 = and i64 %49, 63, !dbg !85
  %51 = lshr i64 %36, %50, !dbg !86
  br label %52, !dbg !87

52:                                               ; preds = %32, %42, %43, %48
  %53 = phi i64 [ %51, %48 ], [ %47, %43 ], [ %40, %42 ], [ %36, %32 ], !dbg !88
  %54 = zext i64 %53 to i128, !dbg !89
  %55 = or disjoint i128 %35, %54, !dbg !90
  %56 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !91
  %57 = load i64, ptr %56, align 8, !dbg !91, !tbaa !16
  %58 = and i64 %57, 1099511627776, !dbg !92
  %59 = icmp eq i64 %58, 0, !dbg !92
  br i1 %59, label %60, label %76, !dbg !92

60:                                               ; preds = %52
  %61 = lshr i64 %57, 2, !dbg !93
  %62 = and i64 %61, 15, !dbg !95
  %63 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %62, !dbg !96
  %64 = load i64, ptr %63, align 8, !dbg !96, !tbaa !16
  %65 = and i64 %57, 3, !dbg !97
  switch i64 %65, label %27 [
    i64 0, label %76
    i64 1, label %66
    i64 2, label %67
    i64 3, label %72
  ], !dbg !98

66:                                               ; preds = %60
  br label %76, !dbg !99

67:                                               ; preds = %60
  %68 = lshr i64 %57, 6, !dbg !100
  %69 = and i64 %68, 3, !dbg !101
  %70 = add nsw i64 %69, -1, !dbg !102
  %71 = add i64 %70, %64, !dbg !103
  br label %76, !dbg !104

72:                                               ; preds = %60
  %73 = lshr i64 %57, 8, !dbg !105
  %74 = and i64 %73, 63, !dbg !106
  %75 = lshr i64 %57, %74, !dbg !107
  br label %76, !dbg !108

76:                                               ; preds = %72, %67, %66, %60, %52
  %77 = phi i64 [ 0, %52 ], [ %75, %72 ], [ %71, %67 ], [ %64, %66 ], [ %57, %60 ], !dbg !92
  %78 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !109
  %79 = load i64, ptr %78, align 8, !dbg !109, !tbaa !16
  %80 = lshr i64 %79, 2, !dbg !110
  %81 = and i64 %80, 15, !dbg !112
  %82 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %81, !dbg !113
  %83 = load i64, ptr %82, align 8, !dbg !113, !tbaa !16
  %84 = and i64 %79, 3, !dbg !114
  switch i64 %84, label %27 [
    i64 0, label %95
    i64 1, label %85
    i64 2, label %86
    i64 3, label %91
  ], !dbg !115

85:                                               ; preds = %76
  br label %95, !dbg !116

86:                                               ; preds = %76
  %87 = lshr i64 %79, 6, !dbg !117
  %88 = and i64 %87, 3, !dbg !118
  %89 = add i64 %83, -1, !dbg !119
  %90 = add i64 %89, %88, !dbg !120
  br label %95, !dbg !121

91:                                               ; preds = %76
  %92 = lshr i64 %79, 8, !dbg !122
  %93 = and i64 %92, 63, !dbg !123
  %94 = lshr i64 %79, %93, !dbg !124
  br label %95, !dbg !125

95:                                               ; preds = %76, %85, %86, %91
  %96 = phi i64 [ %94, %91 ], [ %90, %86 ], [ %83, %85 ], [ %79, %76 ], !dbg !126
  %97 = icmp slt i32 %8, 12, !dbg !127
  br i1 %97, label %98, label %116, !dbg !128

98:                                               ; preds = %95
  %99 = sext i32 %8 to i64, !dbg !129
  %100 = getelementptr inbounds [12 x [4 x i64]], ptr addrspacecast (ptr addrspace(4) @_ZL4hard to ptr), i64 0, i64 %99, !dbg !129
  %101 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !129
  %102 = load i64, ptr %101, align 8, !dbg !129, !tbaa !16
  %103 = zext i64 %102 to i128, !dbg !129
  %104 = shl nuw i128 %103, 64, !dbg !130
  %105 = load i64, ptr %100, align 8, !dbg !131, !tbaa !16
  %106 = zext i64 %105 to i128, !dbg !131
  %107 = or disjoint i128 %104, %106, !dbg !132
  %108 = getelementptr inbounds i8, ptr %100, i64 24, !dbg !133
  %109 = load i64, ptr %108, align 8, !dbg !133, !tbaa !16
  %110 = zext i64 %109 to i128, !dbg !133
  %111 = shl nuw i128 %110, 64, !dbg !134
  %112 = getelementptr inbounds i8, ptr %100, i64 16, !dbg !135
  %113 = load i64, ptr %112, align 8, !dbg !135, !tbaa !16
  %114 = zext i64 %113 to i128, !dbg !135
  %115 = or disjoint i128 %111, %114, !dbg !136
  br label %134, !dbg !137

116:                                              ; preds = %95
  %117 = zext i64 %77 to i128, !dbg !138
  %118 = shl nuw i128 %117, 64, !dbg !139
  %119 = zext i64 %96 to i128, !dbg !140
  %120 = or disjoint i128 %118, %119, !dbg !141
  %121 = icmp ult i32 %8, 44, !dbg !142
  br i1 %121, label %122, label %134, !dbg !143

122:                                              ; preds = %116
  %123 = lshr i64 %57, 48, !dbg !144
  %124 = or i64 %123, 1, !dbg !145
  %125 = zext nneg i64 %124 to i128, !dbg !146
  %126 = shl nuw nsw i128 %125, 64, !dbg !147
  %127 = zext i64 %79 to i128, !dbg !148
  %128 = or disjoint i128 %126, %127, !dbg !149
  %129 = or i32 %8, 48, !dbg !150
  %130 = zext nneg i32 %129 to i64, !dbg !151
  %131 = lshr i64 %15, %130, !dbg !151
  %132 = zext nneg i64 %131 to i128, !dbg !152
  %133 = mul nuw nsw i128 %128, %132, !dbg !153
  br label %134, !dbg !154

134:                                              ; preds = %116, %122, %98
  %135 = phi i128 [ %115, %98 ], [ %128, %122 ], [ %120, %116 ], !dbg !155
  %136 = phi i128 [ %107, %98 ], [ %133, %122 ], [ %55, %116 ], !dbg !155
  %137 = tail call i128 @llvm.umax.i128(i128 %135, i128 1), !dbg !156
  %138 = icmp eq i128 %135, -1, !dbg !157
  %139 = icmp eq i128 %136, -170141183460469231731687303715884105728
  %140 = select i1 %138, i1 %139, i1 false, !dbg !158
  %141 = select i1 %140, i128 1, i128 %137, !dbg !158
  %142 = freeze i128 %136, !dbg !159
  %143 = freeze i128 %137, !dbg !159
  %144 = udiv i128 %142, %143, !dbg !159
  %145 = mul i128 %144, %143, !dbg !160
  %146 = sub i128 %142, %145, !dbg !160
  %147 = freeze i128 %136, !dbg !161
  %148 = freeze i128 %141, !dbg !161
  %149 = sdiv i128 %147, %148, !dbg !161
  %150 = mul i128 %149, %148, !dbg !162
  %151 = sub i128 %147, %150, !dbg !162
  %152 = shl nsw i32 %8, 3
  %153 = trunc i128 %144 to i64, !dbg !163
  %154 = sext i32 %152 to i64, !dbg !164
  %155 = getelementptr inbounds i64, ptr %1, i64 %154, !dbg !164
  store i64 %153, ptr %155, align 8, !dbg !165, !tbaa !16
  %156 = lshr i128 %144, 64, !dbg !166
  %157 = trunc nuw i128 %156 to i64, !dbg !167
  %158 = or disjoint i32 %152, 1, !dbg !168
  %159 = sext i32 %158 to i64, !dbg !169
  %160 = getelementptr inbounds i64, ptr %1, i64 %159, !dbg !169
  store i64 %157, ptr %160, align 8, !dbg !170, !tbaa !16
  %161 = trunc i128 %146 to i64, !dbg !163
  %162 = or disjoint i32 %152, 2, !dbg !171
  %163 = sext i32 %162 to i64, !dbg !164
  %164 = getelementptr inbounds i64, ptr %1, i64 %163, !dbg !164
  store i64 %161, ptr %164, align 8, !dbg !165, !tbaa !16
  %165 = lshr i128 %146, 64, !dbg !166
  %166 = trunc nuw i128 %165 to i64, !dbg !167
  %167 = or disjoint i32 %152, 3, !dbg !168
  %168 = sext i32 %167 to i64, !dbg !169
  %169 = getelementptr inbounds i64, ptr %1, i64 %168, !dbg !169
  store i64 %166, ptr %169, align 8, !dbg !170, !tbaa !16
  %170 = trunc i128 %149 to i64, !dbg !163
  %171 = or disjoint i32 %152, 4, !dbg !171
  %172 = sext i32 %171 to i64, !dbg !164
  %173 = getelementptr inbounds i64, ptr %1, i64 %172, !dbg !164
  store i64 %170, ptr %173, align 8, !dbg !165, !tbaa !16
  %174 = lshr i128 %149, 64, !dbg !166
  %175 = trunc nuw i128 %174 to i64, !dbg !167
  %176 = or disjoint i32 %152, 5, !dbg !168
  %177 = sext i32 %176 to i64, !dbg !169
  %178 = getelementptr inbounds i64, ptr %1, i64 %177, !dbg !169
  store i64 %175, ptr %178, align 8, !dbg !170, !tbaa !16
  %179 = trunc i128 %151 to i64, !dbg !163
  %180 = or disjoint i32 %152, 6, !dbg !171
  %181 = sext i32 %180 to i64, !dbg !164
  %182 = getelementptr inbounds i64, ptr %1, i64 %181, !dbg !164
  store i64 %179, ptr %182, align 8, !dbg !165, !tbaa !16
  %183 = lshr i128 %151, 64, !dbg !166
  %184 = trunc nuw i128 %183 to i64, !dbg !167
  %185 = or disjoint i32 %152, 7, !dbg !168
  %186 = sext i32 %185 to i64, !dbg !169
  %187 = getelementptr inbounds i64, ptr %1, i64 %186, !dbg !169
  store i64 %184, ptr %187, align 8, !dbg !170, !tbaa !16
  br label %188, !dbg !172

188:                                              ; preds = %3, %134
  ret void, !dbg !172
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @divrem_odd(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !173 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !174
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !176
  %6 = mul i32 %4, %5, !dbg !178
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !179
  %8 = add i32 %6, %7, !dbg !181
  %9 = icmp slt i32 %8, %2, !dbg !182
  br i1 %9, label %10, label %372, !dbg !183

10:                                               ; preds = %3
  %11 = shl nsw i32 %8, 2, !dbg !184
  %12 = sext i32 %11 to i64, !dbg !185
  %13 = getelementptr inbounds i64, ptr %0, i64 %12, !dbg !185
  %14 = mul nsw i32 %8, 24, !dbg !186
  %15 = sext i32 %14 to i64, !dbg !187
  %16 = getelementptr inbounds i64, ptr %1, i64 %15, !dbg !187
  %17 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !188
  %18 = load i64, ptr %17, align 8, !dbg !188, !tbaa !16
  %19 = lshr i64 %18, 2, !dbg !189
  %20 = and i64 %19, 15, !dbg !191
  %21 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %20, !dbg !192
  %22 = load i64, ptr %21, align 8, !dbg !192, !tbaa !16
  %23 = and i64 %18, 3, !dbg !193
  switch i64 %23, label %29 [
    i64 0, label %34
    i64 1, label %24
    i64 2, label %25
    i64 3, label %30
  ], !dbg !194

24:                                               ; preds = %10
  br label %34, !dbg !195

25:                                               ; preds = %10
  %26 = lshr i64 %18, 6, !dbg !196
  %27 = add i64 %22, -1, !dbg !197
  %28 = add i64 %27, %26, !dbg !198
  br label %34, !dbg !199

29:                                               ; preds = %314, %298, %271, %216, %196, %180, %153, %98, %77, %62, %34, %10
  unreachable

30:                                               ; preds = %10
  %31 = lshr i64 %18, 8, !dbg !200
  %32 = and i64 %31, 63, !dbg !201
  %33 = lshr i64 %18, %32, !dbg !202
  br label %34, !dbg !203

34:                                               ; preds = %10, %24, %25, %30
  %35 = phi i64 [ %33, %30 ], [ %28, %25 ], [ %22, %24 ], [ %18, %10 ], !dbg !204
  %36 = zext i64 %35 to i65, !dbg !188
  %37 = shl i65 %36, 64, !dbg !188
  %38 = load i64, ptr %13, align 8, !dbg !188, !tbaa !16
  %39 = lshr i64 %38, 2, !dbg !205
  %40 = and i64 %39, 15, !dbg !207
  %41 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %40, !dbg !208
  %42 = load i64, ptr %41, align 8, !dbg !208, !tbaa !16
  %43 = and i64 %38, 3, !dbg !209
  switch i64 %43, label %29 [
    i64 0, label %54
    i64 1, label %44
    i64 2, label %45
    i64 3, label %50
  ], !dbg !210

44:                                               ; preds = %34
  br label %54, !dbg !211

45:                                               ; preds = %34
  %46 = lshr i64 %38, 6, !dbg !212
  %47 = and i64 %46, 3, !dbg !213
  %48 = add i64 %42, -1, !dbg !214
  %49 = add i64 %48, %47, !dbg !215
  br label %54, !dbg !216

50:                                               ; preds = %34
  %51 = lshr i64 %38, 8, !dbg !217
  %52 = and i64 %51, 63, !dbg !218
  %53 = lshr i64 %38, %52, !dbg !219
  br label %54, !dbg !220

54:                                               ; preds = %34, %44, %45, %50
  %55 = phi i64 [ %53, %50 ], [ %49, %45 ], [ %42, %44 ], [ %38, %34 ], !dbg !221
  %56 = zext i64 %55 to i65, !dbg !188
  %57 = or disjoint i65 %37, %56, !dbg !188
  %58 = getelementptr inbounds i8, ptr %13, i64 24, !dbg !188
  %59 = load i64, ptr %58, align 8, !dbg !188, !tbaa !16
  %60 = and i64 %59, 1099511627776, !dbg !188
  %61 = icmp eq i64 %60, 0, !dbg !188
  br i1 %61, label %62, label %77, !dbg !188

62:                                               ; preds = %54
  %63 = lshr i64 %59, 2, !dbg !222
  %64 = and i64 %63, 15, !dbg !224
  %65 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %64, !dbg !225
  %66 = load i64, ptr %65, align 8, !dbg !225, !tbaa !16
  %67 = and i64 %59, 3, !dbg !226
  switch i64 %67, label %29 [
    i64 0, label %77
    i64 1, label %68
    i64 2, label %69
    i64 3, label %73
  ], !dbg !227

68:                                               ; preds = %62
  br label %77, !dbg !228

69:                                               ; preds = %62
  %70 = lshr i64 %59, 6, !dbg !229
  %71 = add nsw i64 %70, -1, !dbg !230
  %72 = add i64 %71, %66, !dbg !231
  br label %77, !dbg !232

73:                                               ; preds = %62
  %74 = lshr i64 %59, 8, !dbg !233
  %75 = and i64 %74, 63, !dbg !234
  %76 = lshr i64 %59, %75, !dbg !235
  br label %77, !dbg !236

77:                                               ; preds = %73, %69, %68, %62, %54
  %78 = phi i64 [ 0, %54 ], [ %76, %73 ], [ %72, %69 ], [ %66, %68 ], [ %59, %62 ], !dbg !188
  %79 = zext i64 %78 to i65, !dbg !188
  %80 = shl i65 %79, 64, !dbg !188
  %81 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !188
  %82 = load i64, ptr %81, align 8, !dbg !188, !tbaa !16
  %83 = lshr i64 %82, 2, !dbg !237
  %84 = and i64 %83, 15, !dbg !239
  %85 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %84, !dbg !240
  %86 = load i64, ptr %85, align 8, !dbg !240, !tbaa !16
  %87 = and i64 %82, 3, !dbg !241
  switch i64 %87, label %29 [
    i64 0, label %98
    i64 1, label %88
    i64 2, label %89
    i64 3, label %94
  ], !dbg !242

88:                                               ; preds = %77
  br label %98, !dbg !243

89:                                               ; preds = %77
  %90 = lshr i64 %82, 6, !dbg !244
  %91 = and i64 %90, 3, !dbg !245
  %92 = add i64 %86, -1, !dbg !246
  %93 = add i64 %92, %91, !dbg !247
  br label %98, !dbg !248

94:                                               ; preds = %77
  %95 = lshr i64 %82, 8, !dbg !249
  %96 = and i64 %95, 63, !dbg !250
  %97 = lshr i64 %82, %96, !dbg !251
  br label %98, !dbg !252

98:                                               ; preds = %77, %88, %89, %94
  %99 = phi i64 [ %97, %94 ], [ %93, %89 ], [ %86, %88 ], [ %82, %77 ], !dbg !253
  %100 = zext i64 %99 to i65, !dbg !188
  %101 = or disjoint i65 %80, %100, !dbg !188
  %102 = tail call i65 @llvm.umax.i65(i65 %101, i65 1), !dbg !188
  %103 = icmp eq i65 %101, -1, !dbg !188
  %104 = icmp eq i65 %57, -18446744073709551616, !dbg !188
  %105 = select i1 %103, i1 %104, i1 false, !dbg !188
  %106 = freeze i65 %57, !dbg !188
  %107 = freeze i65 %102, !dbg !188
  %108 = udiv i65 %106, %107, !dbg !188
  %109 = mul i65 %108, %107, !dbg !188
  %110 = sub i65 %106, %109, !dbg !188
  %111 = select i1 %105, i65 1, i65 %102, !dbg !188
  %112 = freeze i65 %57, !dbg !188
  %113 = freeze i65 %111, !dbg !188
  %114 = sdiv i65 %112, %113, !dbg !188
  %115 = mul i65 %114, %113, !dbg !188
  %116 = sub i65 %112, %115, !dbg !188
  %117 = trunc i65 %108 to i64, !dbg !188
  %118 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !188
  store i64 %117, ptr %16, align 8, !dbg !188, !tbaa !16
  %119 = lshr i65 %108, 64, !dbg !188
  %120 = trunc nuw nsw i65 %119 to i64, !dbg !188
  %121 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !188
  store i64 %120, ptr %118, align 8, !dbg !188, !tbaa !16
  %122 = trunc i65 %110 to i64, !dbg !188
  %123 = getelementptr inbounds i8, ptr %16, i64 24, !dbg !188
  store i64 %122, ptr %121, align 8, !dbg !188, !tbaa !16
  %124 = lshr i65 %110, 64, !dbg !188
  %125 = trunc nuw nsw i65 %124 to i64, !dbg !188
  %126 = getelementptr inbounds i8, ptr %16, i64 32, !dbg !188
  store i64 %125, ptr %123, align 8, !dbg !188, !tbaa !16
  %127 = trunc i65 %114 to i64, !dbg !188
  %128 = getelementptr inbounds i8, ptr %16, i64 40, !dbg !188
  store i64 %127, ptr %126, align 8, !dbg !188, !tbaa !16
  %129 = lshr i65 %114, 64, !dbg !188
  %130 = trunc nuw nsw i65 %129 to i64, !dbg !188
  %131 = getelementptr inbounds i8, ptr %16, i64 48, !dbg !188
  store i64 %130, ptr %128, align 8, !dbg !188, !tbaa !16
  %132 = trunc i65 %116 to i64, !dbg !188
  %133 = getelementptr inbounds i8, ptr %16, i64 56, !dbg !188
  store i64 %132, ptr %131, align 8, !dbg !188, !tbaa !16
  %134 = lshr i65 %116, 64, !dbg !188
  %135 = trunc nuw nsw i65 %134 to i64, !dbg !188
  %136 = getelementptr inbounds i8, ptr %16, i64 64, !dbg !188
  store i64 %135, ptr %133, align 8, !dbg !188, !tbaa !16
  %137 = load i64, ptr %17, align 8, !dbg !254, !tbaa !16
  %138 = lshr i64 %137, 2, !dbg !255
  %139 = and i64 %138, 15, !dbg !257
  %140 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %139, !dbg !258
  %141 = load i64, ptr %140, align 8, !dbg !258, !tbaa !16
  %142 = and i64 %137, 3, !dbg !259
  switch i64 %142, label %29 [
    i64 0, label %153
    i64 1, label %143
    i64 2, label %144
    i64 3, label %149
  ], !dbg !260

143:                                              ; preds = %98
  br label %153, !dbg !261

144:                                              ; preds = %98
  %145 = lshr i64 %137, 6, !dbg !262
  %146 = and i64 %145, 3, !dbg !263
  %147 = add i64 %141, -1, !dbg !264
  %148 = add i64 %147, %146, !dbg !265
  br label %153, !dbg !266

149:                                              ; preds = %98
  %150 = lshr i64 %137, 8, !dbg !267
  %151 = and i64 %150, 63, !dbg !268
  %152 = lshr i64 %137, %151, !dbg !269
  br label %153, !dbg !270

153:                                              ; preds = %98, %143, %144, %149
  %154 = phi i64 [ %152, %149 ], [ %148, %144 ], [ %141, %143 ], [ %137, %98 ], !dbg !271
  %155 = zext i64 %154 to i96, !dbg !254
  %156 = shl i96 %155, 64, !dbg !254
  %157 = load i64, ptr %13, align 8, !dbg !254, !tbaa !16
  %158 = lshr i64 %157, 2, !dbg !272
  %159 = and i64 %158, 15, !dbg !274
  %160 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %159, !dbg !275
  %161 = load i64, ptr %160, align 8, !dbg !275, !tbaa !16
  %162 = and i64 %157, 3, !dbg !276
  switch i64 %162, label %29 [
    i64 0, label %173
    i64 1, label %163
    i64 2, label %164
    i64 3, label %169
  ], !dbg !277

163:                                              ; preds = %153
  br label %173, !dbg !278

164:                                              ; preds = %153
  %165 = lshr i64 %157, 6, !dbg !279
  %166 = and i64 %165, 3, !dbg !280
  %167 = add i64 %161, -1, !dbg !281
  %168 = add i64 %167, %166, !dbg !282
  br label %173, !dbg !283

169:                                              ; preds = %153
  %170 = lshr i64 %157, 8, !dbg !284
  %171 = and i64 %170, 63, !dbg !285
  %172 = lshr i64 %157, %171, !dbg !286
  br label %173, !dbg !287

173:                                              ; preds = %153, %163, %164, %169
  %174 = phi i64 [ %172, %169 ], [ %168, %164 ], [ %161, %163 ], [ %157, %153 ], !dbg !288
  %175 = zext i64 %174 to i96, !dbg !254
  %176 = or disjoint i96 %156, %175, !dbg !254
  %177 = load i64, ptr %58, align 8, !dbg !254, !tbaa !16
  %178 = and i64 %177, 1099511627776, !dbg !254
  %179 = icmp eq i64 %178, 0, !dbg !254
  br i1 %179, label %180, label %196, !dbg !254

180:                                              ; preds = %173
  %181 = lshr i64 %177, 2, !dbg !289
  %182 = and i64 %181, 15, !dbg !291
  %183 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %182, !dbg !292
  %184 = load i64, ptr %183, align 8, !dbg !292, !tbaa !16
  %185 = and i64 %177, 3, !dbg !293
  switch i64 %185, label %29 [
    i64 0, label %196
    i64 1, label %186
    i64 2, label %187
    i64 3, label %192
  ], !dbg !294

186:                                              ; preds = %180
  br label %196, !dbg !295

187:                                              ; preds = %180
  %188 = lshr i64 %177, 6, !dbg !296
  %189 = and i64 %188, 3, !dbg !297
  %190 = add nsw i64 %189, -1, !dbg !298
  %191 = add i64 %190, %184, !dbg !299
  br label %196, !dbg !300

192:                                              ; preds = %180
  %193 = lshr i64 %177, 8, !dbg !301
  %194 = and i64 %193, 63, !dbg !302
  %195 = lshr i64 %177, %194, !dbg !303
  br label %196, !dbg !304

196:                                              ; preds = %192, %187, %186, %180, %173
  %197 = phi i64 [ 0, %173 ], [ %195, %192 ], [ %191, %187 ], [ %184, %186 ], [ %177, %180 ], !dbg !254
  %198 = zext i64 %197 to i96, !dbg !254
  %199 = shl i96 %198, 64, !dbg !254
  %200 = load i64, ptr %81, align 8, !dbg !254, !tbaa !16
  %201 = lshr i64 %200, 2, !dbg !305
  %202 = and i64 %201, 15, !dbg !307
  %203 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %202, !dbg !308
  %204 = load i64, ptr %203, align 8, !dbg !308, !tbaa !16
  %205 = and i64 %200, 3, !dbg !309
  switch i64 %205, label %29 [
    i64 0, label %216
    i64 1, label %206
    i64 2, label %207
    i64 3, label %212
  ], !dbg !310

206:                                              ; preds = %196
  br label %216, !dbg !311

207:                                              ; preds = %196
  %208 = lshr i64 %200, 6, !dbg !312
  %209 = and i64 %208, 3, !dbg !313
  %210 = add i64 %204, -1, !dbg !314
  %211 = add i64 %210, %209, !dbg !315
  br label %216, !dbg !316

212:                                              ; preds = %196
  %213 = lshr i64 %200, 8, !dbg !317
  %214 = and i64 %213, 63, !dbg !318
  %215 = lshr i64 %200, %214, !dbg !319
  br label %216, !dbg !320

216:                                              ; preds = %196, %206, %207, %212
  %217 = phi i64 [ %215, %212 ], [ %211, %207 ], [ %204, %206 ], [ %200, %196 ], !dbg !321
  %218 = zext i64 %217 to i96, !dbg !254
  %219 = or disjoint i96 %199, %218, !dbg !254
  %220 = tail call i96 @llvm.umax.i96(i96 %219, i96 1), !dbg !254
  %221 = icmp eq i96 %219, -1, !dbg !254
  %222 = icmp eq i96 %176, -39614081257132168796771975168, !dbg !254
  %223 = select i1 %221, i1 %222, i1 false, !dbg !254
  %224 = freeze i96 %176, !dbg !254
  %225 = freeze i96 %220, !dbg !254
  %226 = udiv i96 %224, %225, !dbg !254
  %227 = mul i96 %226, %225, !dbg !254
  %228 = sub i96 %224, %227, !dbg !254
  %229 = select i1 %223, i96 1, i96 %220, !dbg !254
  %230 = freeze i96 %176, !dbg !254
  %231 = freeze i96 %229, !dbg !254
  %232 = sdiv i96 %230, %231, !dbg !254
  %233 = mul i96 %232, %231, !dbg !254
  %234 = sub i96 %230, %233, !dbg !254
  %235 = trunc i96 %226 to i64, !dbg !254
  %236 = getelementptr inbounds i8, ptr %16, i64 72, !dbg !254
  store i64 %235, ptr %136, align 8, !dbg !254, !tbaa !16
  %237 = lshr i96 %226, 64, !dbg !254
  %238 = trunc nuw nsw i96 %237 to i64, !dbg !254
  %239 = getelementptr inbounds i8, ptr %16, i64 80, !dbg !254
  store i64 %238, ptr %236, align 8, !dbg !254, !tbaa !16
  %240 = trunc i96 %228 to i64, !dbg !254
  %241 = getelementptr inbounds i8, ptr %16, i64 88, !dbg !254
  store i64 %240, ptr %239, align 8, !dbg !254, !tbaa !16
  %242 = lshr i96 %228, 64, !dbg !254
  %243 = trunc nuw nsw i96 %242 to i64, !dbg !254
  %244 = getelementptr inbounds i8, ptr %16, i64 96, !dbg !254
  store i64 %243, ptr %241, align 8, !dbg !254, !tbaa !16
  %245 = trunc i96 %232 to i64, !dbg !254
  %246 = getelementptr inbounds i8, ptr %16, i64 104, !dbg !254
  store i64 %245, ptr %244, align 8, !dbg !254, !tbaa !16
  %247 = lshr i96 %232, 64, !dbg !254
  %248 = trunc nuw nsw i96 %247 to i64, !dbg !254
  %249 = getelementptr inbounds i8, ptr %16, i64 112, !dbg !254
  store i64 %248, ptr %246, align 8, !dbg !254, !tbaa !16
  %250 = trunc i96 %234 to i64, !dbg !254
  %251 = getelementptr inbounds i8, ptr %16, i64 120, !dbg !254
  store i64 %250, ptr %249, align 8, !dbg !254, !tbaa !16
  %252 = lshr i96 %234, 64, !dbg !254
  %253 = trunc nuw nsw i96 %252 to i64, !dbg !254
  %254 = getelementptr inbounds i8, ptr %16, i64 128, !dbg !254
  store i64 %253, ptr %251, align 8, !dbg !254, !tbaa !16
  %255 = load i64, ptr %17, align 8, !dbg !322, !tbaa !16
  %256 = lshr i64 %255, 2, !dbg !323
  %257 = and i64 %256, 15, !dbg !325
  %258 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %257, !dbg !326
  %259 = load i64, ptr %258, align 8, !dbg !326, !tbaa !16
  %260 = and i64 %255, 3, !dbg !327
  switch i64 %260, label %29 [
    i64 0, label %271
    i64 1, label %261
    i64 2, label %262
    i64 3, label %267
  ], !dbg !328

261:                                              ; preds = %216
  br label %271, !dbg !329

262:                                              ; preds = %216
  %263 = lshr i64 %255, 6, !dbg !330
  %264 = and i64 %263, 3, !dbg !331
  %265 = add i64 %259, -1, !dbg !332
  %266 = add i64 %265, %264, !dbg !333
  br label %271, !dbg !334

267:                                              ; preds = %216
  %268 = lshr i64 %255, 8, !dbg !335
  %269 = and i64 %268, 63, !dbg !336
  %270 = lshr i64 %255, %269, !dbg !337
  br label %271, !dbg !338

271:                                              ; preds = %216, %261, %262, %267
  %272 = phi i64 [ %270, %267 ], [ %266, %262 ], [ %259, %261 ], [ %255, %216 ], !dbg !339
  %273 = zext i64 %272 to i127, !dbg !322
  %274 = shl i127 %273, 64, !dbg !322
  %275 = load i64, ptr %13, align 8, !dbg !322, !tbaa !16
  %276 = lshr i64 %275, 2, !dbg !340
  %277 = and i64 %276, 15, !dbg !342
  %278 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %277, !dbg !343
  %279 = load i64, ptr %278, align 8, !dbg !343, !tbaa !16
  %280 = and i64 %275, 3, !dbg !344
  switch i64 %280, label %29 [
    i64 0, label %291
    i64 1, label %281
    i64 2, label %282
    i64 3, label %287
  ], !dbg !345

281:                                              ; preds = %271
  br label %291, !dbg !346

282:                                              ; preds = %271
  %283 = lshr i64 %275, 6, !dbg !347
  %284 = and i64 %283, 3, !dbg !348
  %285 = add i64 %279, -1, !dbg !349
  %286 = add i64 %285, %284, !dbg !350
  br label %291, !dbg !351

287:                                              ; preds = %271
  %288 = lshr i64 %275, 8, !dbg !352
  %289 = and i64 %288, 63, !dbg !353
  %290 = lshr i64 %275, %289, !dbg !354
  br label %291, !dbg !355

291:                                              ; preds = %271, %281, %282, %287
  %292 = phi i64 [ %290, %287 ], [ %286, %282 ], [ %279, %281 ], [ %275, %271 ], !dbg !356
  %293 = zext i64 %292 to i127, !dbg !322
  %294 = or disjoint i127 %274, %293, !dbg !322
  %295 = load i64, ptr %58, align 8, !dbg !322, !tbaa !16
  %296 = and i64 %295, 1099511627776, !dbg !322
  %297 = icmp eq i64 %296, 0, !dbg !322
  br i1 %297, label %298, label %314, !dbg !322

298:                                              ; preds = %291
  %299 = lshr i64 %295, 2, !dbg !357
  %300 = and i64 %299, 15, !dbg !359
  %301 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %300, !dbg !360
  %302 = load i64, ptr %301, align 8, !dbg !360, !tbaa !16
  %303 = and i64 %295, 3, !dbg !361
  switch i64 %303, label %29 [
    i64 0, label %314
    i64 1, label %304
    i64 2, label %305
    i64 3, label %310
  ], !dbg !362

304:                                              ; preds = %298
  br label %314, !dbg !363

305:                                              ; preds = %298
  %306 = lshr i64 %295, 6, !dbg !364
  %307 = and i64 %306, 3, !dbg !365
  %308 = add nsw i64 %307, -1, !dbg !366
  %309 = add i64 %308, %302, !dbg !367
  br label %314, !dbg !368

310:                                              ; preds = %298
  %311 = lshr i64 %295, 8, !dbg !369
  %312 = and i64 %311, 63, !dbg !370
  %313 = lshr i64 %295, %312, !dbg !371
  br label %314, !dbg !372

314:                                              ; preds = %310, %305, %304, %298, %291
  %315 = phi i64 [ 0, %291 ], [ %313, %310 ], [ %309, %305 ], [ %302, %304 ], [ %295, %298 ], !dbg !322
  %316 = zext i64 %315 to i127, !dbg !322
  %317 = shl i127 %316, 64, !dbg !322
  %318 = load i64, ptr %81, align 8, !dbg !322, !tbaa !16
  %319 = lshr i64 %318, 2, !dbg !373
  %320 = and i64 %319, 15, !dbg !375
  %321 = getelementptr inbounds [16 x i64], ptr addrspacecast (ptr addrspace(4) @_ZL4edge to ptr), i64 0, i64 %320, !dbg !376
  %322 = load i64, ptr %321, align 8, !dbg !376, !tbaa !16
  %323 = and i64 %318, 3, !dbg !377
  switch i64 %323, label %29 [
    i64 0, label %334
    i64 1, label %324
    i64 2, label %325
    i64 3, label %330
  ], !dbg !378

324:                                              ; preds = %314
  br label %334, !dbg !379

325:                                              ; preds = %314
  %326 = lshr i64 %318, 6, !dbg !380
  %327 = and i64 %326, 3, !dbg !381
  %328 = add i64 %322, -1, !dbg !382
  %329 = add i64 %328, %327, !dbg !383
  br label %334, !dbg !384

330:                                              ; preds = %314
  %331 = lshr i64 %318, 8, !dbg !385
  %332 = and i64 %331, 63, !dbg !386
  %333 = lshr i64 %318, %332, !dbg !387
  br label %334, !dbg !388

334:                                              ; preds = %314, %324, %325, %330
  %335 = phi i64 [ %333, %330 ], [ %329, %325 ], [ %322, %324 ], [ %318, %314 ], !dbg !389
  %336 = zext i64 %335 to i127, !dbg !322
  %337 = or disjoint i127 %317, %336, !dbg !322
  %338 = tail call i127 @llvm.umax.i127(i127 %337, i127 1), !dbg !322
  %339 = icmp eq i127 %337, -1, !dbg !322
  %340 = icmp eq i127 %294, -85070591730234615865843651857942052864, !dbg !322
  %341 = select i1 %339, i1 %340, i1 false, !dbg !322
  %342 = freeze i127 %294, !dbg !322
  %343 = freeze i127 %338, !dbg !322
  %344 = udiv i127 %342, %343, !dbg !322
  %345 = mul i127 %344, %343, !dbg !322
  %346 = sub i127 %342, %345, !dbg !322
  %347 = select i1 %341, i127 1, i127 %338, !dbg !322
  %348 = freeze i127 %294, !dbg !322
  %349 = freeze i127 %347, !dbg !322
  %350 = sdiv i127 %348, %349, !dbg !322
  %351 = mul i127 %350, %349, !dbg !322
  %352 = sub i127 %348, %351, !dbg !322
  %353 = trunc i127 %344 to i64, !dbg !322
  %354 = getelementptr inbounds i8, ptr %16, i64 136, !dbg !322
  store i64 %353, ptr %254, align 8, !dbg !322, !tbaa !16
  %355 = lshr i127 %344, 64, !dbg !322
  %356 = trunc nuw nsw i127 %355 to i64, !dbg !322
  %357 = getelementptr inbounds i8, ptr %16, i64 144, !dbg !322
  store i64 %356, ptr %354, align 8, !dbg !322, !tbaa !16
  %358 = trunc i127 %346 to i64, !dbg !322
  %359 = getelementptr inbounds i8, ptr %16, i64 152, !dbg !322
  store i64 %358, ptr %357, align 8, !dbg !322, !tbaa !16
  %360 = lshr i127 %346, 64, !dbg !322
  %361 = trunc nuw nsw i127 %360 to i64, !dbg !322
  %362 = getelementptr inbounds i8, ptr %16, i64 160, !dbg !322
  store i64 %361, ptr %359, align 8, !dbg !322, !tbaa !16
  %363 = trunc i127 %350 to i64, !dbg !322
  %364 = getelementptr inbounds i8, ptr %16, i64 168, !dbg !322
  store i64 %363, ptr %362, align 8, !dbg !322, !tbaa !16
  %365 = lshr i127 %350, 64, !dbg !322
  %366 = trunc nuw nsw i127 %365 to i64, !dbg !322
  %367 = getelementptr inbounds i8, ptr %16, i64 176, !dbg !322
  store i64 %366, ptr %364, align 8, !dbg !322, !tbaa !16
  %368 = trunc i127 %352 to i64, !dbg !322
  %369 = getelementptr inbounds i8, ptr %16, i64 184, !dbg !322
  store i64 %368, ptr %367, align 8, !dbg !322, !tbaa !16
  %370 = lshr i127 %352, 64, !dbg !322
  %371 = trunc nuw nsw i127 %370 to i64, !dbg !322
  store i64 %371, ptr %369, align 8, !dbg !322, !tbaa !16
  br label %372, !dbg !390

372:                                              ; preds = %3, %334
  ret void, !dbg !390
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.umax.i128(i128, i128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i65 @llvm.umax.i65(i65, i65) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i96 @llvm.umax.i96(i96, i96) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i127 @llvm.umax.i127(i127, i127) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/intwidth/divrem.cu", directory: ".")
!2 = !{ptr @divrem128, !"kernel", i32 1}
!3 = !{ptr @divrem_odd, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "word", scope: !1, file: !1, line: 44, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!34 = distinct !DISubprogram(name: "divrem128", scope: !1, file: !1, line: 56, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 45, column: 1, scope: !36, inlinedAt: !38)
!36 = distinct !DISubprogram(name: "__fetch_x", scope: !37, file: !37, line: 45, type: !11, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!38 = distinct !DILocation(line: 58, column: 10, scope: !34)
!39 = !DILocation(line: 46, column: 1, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_x", scope: !37, file: !37, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = distinct !DILocation(line: 58, column: 23, scope: !34)
!42 = !DILocation(line: 58, column: 21, scope: !34)
!43 = !DILocation(line: 44, column: 1, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__fetch_x", scope: !37, file: !37, line: 44, type: !11, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!150 = !DILocation(line: 72, column: 24, scope: !34)
!151 = !DILocation(line: 72, column: 17, scope: !34)
!152 = !DILocation(line: 72, column: 11, scope: !34)
!153 = !DILocation(line: 72, column: 9, scope: !34)
!154 = !DILocation(line: 73, column: 2, scope: !34)
!155 = !DILocation(line: 0, scope: !34)
!156 = !DILocation(line: 74, column: 6, scope: !34)
!157 = !DILocation(line: 77, column: 9, scope: !34)
!158 = !DILocation(line: 77, column: 15, scope: !34)
!159 = !DILocation(line: 79, column: 31, scope: !34)
!160 = !DILocation(line: 79, column: 38, scope: !34)
!161 = !DILocation(line: 79, column: 66, scope: !34)
!162 = !DILocation(line: 80, column: 52, scope: !34)
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
!173 = distinct !DISubprogram(name: "divrem_odd", scope: !1, file: !1, line: 108, type: !11, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!197 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !190)
!198 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !190)
!199 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !190)
!200 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !190)
!201 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !190)
!202 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !190)
!203 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !190)
!204 = !DILocation(line: 0, scope: !10, inlinedAt: !190)
!205 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !206)
!206 = distinct !DILocation(line: 115, column: 2, scope: !173)
!207 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !206)
!208 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !206)
!209 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !206)
!210 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !206)
!211 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !206)
!212 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !206)
!213 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !206)
!214 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !206)
!215 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !206)
!216 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !206)
!217 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !206)
!218 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !206)
!219 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !206)
!220 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !206)
!221 = !DILocation(line: 0, scope: !10, inlinedAt: !206)
!222 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !223)
!223 = distinct !DILocation(line: 115, column: 2, scope: !173)
!224 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !223)
!225 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !223)
!226 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !223)
!227 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !223)
!228 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !223)
!229 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !223)
!230 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !223)
!231 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !223)
!232 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !223)
!233 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !223)
!234 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !223)
!235 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !223)
!236 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !223)
!237 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !238)
!238 = distinct !DILocation(line: 115, column: 2, scope: !173)
!239 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !238)
!240 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !238)
!241 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !238)
!242 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !238)
!243 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !238)
!244 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !238)
!245 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !238)
!246 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !238)
!247 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !238)
!248 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !238)
!249 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !238)
!250 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !238)
!251 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !238)
!252 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !238)
!253 = !DILocation(line: 0, scope: !10, inlinedAt: !238)
!254 = !DILocation(line: 116, column: 2, scope: !173)
!255 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !256)
!256 = distinct !DILocation(line: 116, column: 2, scope: !173)
!257 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !256)
!258 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !256)
!259 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !256)
!260 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !256)
!261 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !256)
!262 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !256)
!263 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !256)
!264 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !256)
!265 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !256)
!266 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !256)
!267 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !256)
!268 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !256)
!269 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !256)
!270 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !256)
!271 = !DILocation(line: 0, scope: !10, inlinedAt: !256)
!272 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !273)
!273 = distinct !DILocation(line: 116, column: 2, scope: !173)
!274 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !273)
!275 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !273)
!276 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !273)
!277 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !273)
!278 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !273)
!279 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !273)
!280 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !273)
!281 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !273)
!282 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !273)
!283 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !273)
!284 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !273)
!285 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !273)
!286 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !273)
!287 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !273)
!288 = !DILocation(line: 0, scope: !10, inlinedAt: !273)
!289 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !290)
!290 = distinct !DILocation(line: 116, column: 2, scope: !173)
!291 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !290)
!292 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !290)
!293 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !290)
!294 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !290)
!295 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !290)
!296 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !290)
!297 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !290)
!298 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !290)
!299 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !290)
!300 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !290)
!301 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !290)
!302 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !290)
!303 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !290)
!304 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !290)
!305 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !306)
!306 = distinct !DILocation(line: 116, column: 2, scope: !173)
!307 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !306)
!308 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !306)
!309 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !306)
!310 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !306)
!311 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !306)
!312 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !306)
!313 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !306)
!314 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !306)
!315 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !306)
!316 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !306)
!317 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !306)
!318 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !306)
!319 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !306)
!320 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !306)
!321 = !DILocation(line: 0, scope: !10, inlinedAt: !306)
!322 = !DILocation(line: 117, column: 2, scope: !173)
!323 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !324)
!324 = distinct !DILocation(line: 117, column: 2, scope: !173)
!325 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !324)
!326 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !324)
!327 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !324)
!328 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !324)
!329 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !324)
!330 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !324)
!331 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !324)
!332 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !324)
!333 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !324)
!334 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !324)
!335 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !324)
!336 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !324)
!337 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !324)
!338 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !324)
!339 = !DILocation(line: 0, scope: !10, inlinedAt: !324)
!340 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !341)
!341 = distinct !DILocation(line: 117, column: 2, scope: !173)
!342 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !341)
!343 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !341)
!344 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !341)
!345 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !341)
!346 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !341)
!347 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !341)
!348 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !341)
!349 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !341)
!350 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !341)
!351 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !341)
!352 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !341)
!353 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !341)
!354 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !341)
!355 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !341)
!356 = !DILocation(line: 0, scope: !10, inlinedAt: !341)
!357 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !358)
!358 = distinct !DILocation(line: 117, column: 2, scope: !173)
!359 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !358)
!360 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !358)
!361 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !358)
!362 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !358)
!363 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !358)
!364 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !358)
!365 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !358)
!366 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !358)
!367 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !358)
!368 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !358)
!369 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !358)
!370 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !358)
!371 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !358)
!372 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !358)
!373 = !DILocation(line: 46, column: 18, scope: !10, inlinedAt: !374)
!374 = distinct !DILocation(line: 117, column: 2, scope: !173)
!375 = !DILocation(line: 46, column: 24, scope: !10, inlinedAt: !374)
!376 = !DILocation(line: 46, column: 10, scope: !10, inlinedAt: !374)
!377 = !DILocation(line: 47, column: 12, scope: !10, inlinedAt: !374)
!378 = !DILocation(line: 47, column: 2, scope: !10, inlinedAt: !374)
!379 = !DILocation(line: 49, column: 10, scope: !10, inlinedAt: !374)
!380 = !DILocation(line: 50, column: 25, scope: !10, inlinedAt: !374)
!381 = !DILocation(line: 50, column: 31, scope: !10, inlinedAt: !374)
!382 = !DILocation(line: 50, column: 19, scope: !10, inlinedAt: !374)
!383 = !DILocation(line: 50, column: 36, scope: !10, inlinedAt: !374)
!384 = !DILocation(line: 50, column: 10, scope: !10, inlinedAt: !374)
!385 = !DILocation(line: 51, column: 27, scope: !10, inlinedAt: !374)
!386 = !DILocation(line: 51, column: 33, scope: !10, inlinedAt: !374)
!387 = !DILocation(line: 51, column: 20, scope: !10, inlinedAt: !374)
!388 = !DILocation(line: 51, column: 11, scope: !10, inlinedAt: !374)
!389 = !DILocation(line: 0, scope: !10, inlinedAt: !374)
!390 = !DILocation(line: 118, column: 1, scope: !173)
