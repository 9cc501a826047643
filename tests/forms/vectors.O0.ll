; ModuleID = 'tests/forms/vectors.cu'
source_filename = "tests/forms/vectors.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.vgiw_blockIdx_t = type { i8 }
%struct.vgiw_blockDim_t = type { i8 }
%struct.vgiw_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.vgiw_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.vgiw_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.vgiw_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vec_swap2(i32 noundef %0, <2 x float>* noalias noundef %1, <2 x float>* noalias noundef %2) #0 !dbg !12 {
  %4 = alloca i32, align 4
  %5 = alloca <2 x float>*, align 8
  %6 = alloca <2 x float>*, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store <2 x float>* %1, <2 x float>** %5, align 8
  store <2 x float>* %2, <2 x float>** %6, align 8
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !15
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !19
  %10 = mul i32 %8, %9, !dbg !22
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !23
  %12 = add i32 %10, %11, !dbg !26
  store i32 %12, i32* %7, align 4, !dbg !27
  %13 = load i32, i32* %7, align 4, !dbg !28
  %14 = load i32, i32* %4, align 4, !dbg !29
  %15 = icmp slt i32 %13, %14, !dbg !30
  br i1 %15, label %16, label %28, !dbg !28

16:                                               ; preds = %3
  %17 = load <2 x float>*, <2 x float>** %5, align 8, !dbg !31
  %18 = load i32, i32* %7, align 4, !dbg !32
  %19 = sext i32 %18 to i64, !dbg !31
  %20 = getelementptr inbounds <2 x float>, <2 x float>* %17, i64 %19, !dbg !31
  %21 = load <2 x float>, <2 x float>* %20, align 8, !dbg !31
  %22 = shufflevector <2 x float> %21, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !31
  %23 = fmul contract <2 x float> %22, <float 2.000000e+00, float 2.000000e+00>, !dbg !33
  %24 = load <2 x float>*, <2 x float>** %6, align 8, !dbg !34
  %25 = load i32, i32* %7, align 4, !dbg !35
  %26 = sext i32 %25 to i64, !dbg !34
  %27 = getelementptr inbounds <2 x float>, <2 x float>* %24, i64 %26, !dbg !34
  store <2 x float> %23, <2 x float>* %27, align 8, !dbg !36
  br label %28, !dbg !34

28:                                               ; preds = %16, %3
  ret void, !dbg !37
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vec_add4(i32 noundef %0, <4 x float>* noalias noundef %1, <4 x float>* noalias noundef %2, <4 x float>* noalias noundef %3) #0 !dbg !38 {
  %5 = alloca i32, align 4
  %6 = alloca <4 x float>*, align 8
  %7 = alloca <4 x float>*, align 8
  %8 = alloca <4 x float>*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store <4 x float>* %1, <4 x float>** %6, align 8
  store <4 x float>* %2, <4 x float>** %7, align 8
  store <4 x float>* %3, <4 x float>** %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !39
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !41
  %12 = mul i32 %10, %11, !dbg !43
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !44
  %14 = add i32 %12, %13, !dbg !46
  store i32 %14, i32* %9, align 4, !dbg !47
  %15 = load i32, i32* %9, align 4, !dbg !48
  %16 = load i32, i32* %5, align 4, !dbg !49
  %17 = icmp slt i32 %15, %16, !dbg !50
  br i1 %17, label %18, label %35, !dbg !48

18:                                               ; preds = %4
  %19 = load <4 x float>*, <4 x float>** %6, align 8, !dbg !51
  %20 = load i32, i32* %9, align 4, !dbg !52
  %21 = sext i32 %20 to i64, !dbg !51
  %22 = getelementptr inbounds <4 x float>, <4 x float>* %19, i64 %21, !dbg !51
  %23 = load <4 x float>, <4 x float>* %22, align 16, !dbg !51
  %24 = load <4 x float>*, <4 x float>** %7, align 8, !dbg !53
  %25 = load i32, i32* %9, align 4, !dbg !54
  %26 = sext i32 %25 to i64, !dbg !53
  %27 = getelementptr inbounds <4 x float>, <4 x float>* %24, i64 %26, !dbg !53
  %28 = load <4 x float>, <4 x float>* %27, align 16, !dbg !53
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !53
  %30 = fadd contract <4 x float> %23, %29, !dbg !55
  %31 = load <4 x float>*, <4 x float>** %8, align 8, !dbg !56
  %32 = load i32, i32* %9, align 4, !dbg !57
  %33 = sext i32 %32 to i64, !dbg !56
  %34 = getelementptr inbounds <4 x float>, <4 x float>* %31, i64 %33, !dbg !56
  store <4 x float> %30, <4 x float>* %34, align 16, !dbg !58
  br label %35, !dbg !56

35:                                               ; preds = %18, %4
  ret void, !dbg !59
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vec_mix(i32 noundef %0, <4 x float>* noalias noundef %1, <4 x float>* noalias noundef %2, <4 x float>* noalias noundef %3, <2 x i32>* noalias noundef %4, <2 x i32>* noalias noundef %5) #0 !dbg !60 {
  %7 = alloca i32, align 4
  %8 = alloca <4 x float>*, align 8
  %9 = alloca <4 x float>*, align 8
  %10 = alloca <4 x float>*, align 8
  %11 = alloca <2 x i32>*, align 8
  %12 = alloca <2 x i32>*, align 8
  %13 = alloca i32, align 4
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <4 x float>, align 16
  %17 = alloca <2 x i32>, align 8
  %18 = alloca <2 x i32>, align 8
  store i32 %0, i32* %7, align 4
  store <4 x float>* %1, <4 x float>** %8, align 8
  store <4 x float>* %2, <4 x float>** %9, align 8
  store <4 x float>* %3, <4 x float>** %10, align 8
  store <2 x i32>* %4, <2 x i32>** %11, align 8
  store <2 x i32>* %5, <2 x i32>** %12, align 8
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !61
  %20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !63
  %21 = mul i32 %19, %20, !dbg !65
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !66
  %23 = add i32 %21, %22, !dbg !68
  store i32 %23, i32* %13, align 4, !dbg !69
  %24 = load i32, i32* %13, align 4, !dbg !70
  %25 = load i32, i32* %7, align 4, !dbg !71
  %26 = icmp slt i32 %24, %25, !dbg !72
  br i1 %26, label %27, label %71, !dbg !70

27:                                               ; preds = %6
  %28 = load <4 x float>*, <4 x float>** %8, align 8, !dbg !73
  %29 = load i32, i32* %13, align 4, !dbg !74
  %30 = sext i32 %29 to i64, !dbg !73
  %31 = getelementptr inbounds <4 x float>, <4 x float>* %28, i64 %30, !dbg !73
  %32 = load <4 x float>, <4 x float>* %31, align 16, !dbg !73
  store <4 x float> %32, <4 x float>* %14, align 16, !dbg !75
  %33 = load <4 x float>*, <4 x float>** %9, align 8, !dbg !76
  %34 = load i32, i32* %13, align 4, !dbg !77
  %35 = sext i32 %34 to i64, !dbg !76
  %36 = getelementptr inbounds <4 x float>, <4 x float>* %33, i64 %35, !dbg !76
  %37 = load <4 x float>, <4 x float>* %36, align 16, !dbg !76
  store <4 x float> %37, <4 x float>* %15, align 16, !dbg !78
  %38 = load <4 x float>, <4 x float>* %14, align 16, !dbg !79
  %39 = load <4 x float>, <4 x float>* %15, align 16, !dbg !80
  %40 = fmul contract <4 x float> %38, %39, !dbg !81
  %41 = load <4 x float>, <4 x float>* %14, align 16, !dbg !82
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !82
  %43 = fadd contract <4 x float> %40, %42, !dbg !83
  store <4 x float> %43, <4 x float>* %16, align 16, !dbg !84
  %44 = load <4 x float>, <4 x float>* %16, align 16, !dbg !85
  %45 = extractelement <4 x float> %44, i64 0, !dbg !85
  %46 = load <4 x float>, <4 x float>* %15, align 16, !dbg !86
  %47 = load i32, i32* %13, align 4, !dbg !87
  %48 = and i32 %47, 3, !dbg !88
  %49 = extractelement <4 x float> %46, i32 %48, !dbg !86
  %50 = fadd contract float %45, %49, !dbg !89
  %51 = load <4 x float>, <4 x float>* %16, align 16, !dbg !90
  %52 = insertelement <4 x float> %51, float %50, i64 1, !dbg !90
  store <4 x float> %52, <4 x float>* %16, align 16, !dbg !90
  %53 = load <4 x float>, <4 x float>* %16, align 16, !dbg !91
  %54 = load <4 x float>*, <4 x float>** %10, align 8, !dbg !92
  %55 = load i32, i32* %13, align 4, !dbg !93
  %56 = sext i32 %55 to i64, !dbg !92
  %57 = getelementptr inbounds <4 x float>, <4 x float>* %54, i64 %56, !dbg !92
  store <4 x float> %53, <4 x float>* %57, align 16, !dbg !94
  %58 = load <2 x i32>*, <2 x i32>** %11, align 8, !dbg !95
  %59 = load i32, i32* %13, align 4, !dbg !96
  %60 = sext i32 %59 to i64, !dbg !95
  %61 = getelementptr inbounds <2 x i32>, <2 x i32>* %58, i64 %60, !dbg !95
  %62 = load <2 x i32>, <2 x i32>* %61, align 8, !dbg !95
  store <2 x i32> %62, <2 x i32>* %17, align 8, !dbg !97
  %63 = load <2 x i32>, <2 x i32>* %17, align 8, !dbg !98
  %64 = shufflevector <2 x i32> %63, <2 x i32> poison, <2 x i32> <i32 1, i32 0>, !dbg !98
  store <2 x i32> <i32 1, i32 2>, <2 x i32>* %18, align 8, !dbg !99
  %65 = load <2 x i32>, <2 x i32>* %18, align 8, !dbg !99
  %66 = add <2 x i32> %64, %65, !dbg !100
  %67 = load <2 x i32>*, <2 x i32>** %12, align 8, !dbg !101
  %68 = load i32, i32* %13, align 4, !dbg !102
  %69 = sext i32 %68 to i64, !dbg !101
  %70 = getelementptr inbounds <2 x i32>, <2 x i32>* %67, i64 %69, !dbg !101
  store <2 x i32> %66, <2 x i32>* %70, align 8, !dbg !103
  br label %71, !dbg !104

71:                                               ; preds = %27, %6
  ret void, !dbg !105
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vec_loop(i32 noundef %0, <4 x float>* noalias noundef %1, <4 x float>* noalias noundef %2, i32* noalias noundef %3, i32* noalias noundef %4) #0 !dbg !106 {
  %6 = alloca i32, align 4
  %7 = alloca <4 x float>*, align 8
  %8 = alloca <4 x float>*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca <4 x float>, align 16
  %13 = alloca i32, align 4
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i8>, align 4
  %17 = alloca <4 x i8>, align 4
  store i32 %0, i32* %6, align 4
  store <4 x float>* %1, <4 x float>** %7, align 8
  store <4 x float>* %2, <4 x float>** %8, align 8
  store i32* %3, i32** %9, align 8
  store i32* %4, i32** %10, align 8
  %18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2, !dbg !107
  %19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2, !dbg !109
  %20 = mul i32 %18, %19, !dbg !111
  %21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2, !dbg !112
  %22 = add i32 %20, %21, !dbg !114
  store i32 %22, i32* %11, align 4, !dbg !115
  %23 = load i32, i32* %11, align 4, !dbg !116
  %24 = load i32, i32* %6, align 4, !dbg !117
  %25 = icmp slt i32 %23, %24, !dbg !118
  br i1 %25, label %26, label %96, !dbg !116

26:                                               ; preds = %5
  store <4 x float> zeroinitializer, <4 x float>* %12, align 16, !dbg !119
  store i32 0, i32* %13, align 4, !dbg !120
  br label %27, !dbg !121

27:                                               ; preds = %62, %26
  %28 = load i32, i32* %13, align 4, !dbg !122
  %29 = load i32, i32* %11, align 4, !dbg !123
  %30 = and i32 %29, 7, !dbg !124
  %31 = icmp slt i32 %28, %30, !dbg !125
  br i1 %31, label %32, label %65, !dbg !126

32:                                               ; preds = %27
  %33 = load <4 x float>*, <4 x float>** %7, align 8, !dbg !127
  %34 = load i32, i32* %11, align 4, !dbg !128
  %35 = load i32, i32* %13, align 4, !dbg !129
  %36 = add nsw i32 %34, %35, !dbg !130
  %37 = load i32, i32* %6, align 4, !dbg !131
  %38 = srem i32 %36, %37, !dbg !132
  %39 = sext i32 %38 to i64, !dbg !127
  %40 = getelementptr inbounds <4 x float>, <4 x float>* %33, i64 %39, !dbg !127
  %41 = load <4 x float>, <4 x float>* %40, align 16, !dbg !127
  store <4 x float> %41, <4 x float>* %14, align 16, !dbg !133
  %42 = load <4 x float>, <4 x float>* %14, align 16, !dbg !134
  %43 = load <4 x float>, <4 x float>* %12, align 16, !dbg !135
  %44 = fcmp contract ogt <4 x float> %42, %43, !dbg !136
  %45 = sext <4 x i1> %44 to <4 x i32>, !dbg !136
  store <4 x i32> %45, <4 x i32>* %15, align 16, !dbg !137
  %46 = load <4 x i32>, <4 x i32>* %15, align 16, !dbg !138
  %47 = load <4 x float>, <4 x float>* %14, align 16, !dbg !139
  %48 = load <4 x float>, <4 x float>* %12, align 16, !dbg !140
  %49 = fmul contract <4 x float> %48, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !141
  %50 = icmp slt <4 x i32> %46, zeroinitializer, !dbg !138
  %51 = sext <4 x i1> %50 to <4 x i32>, !dbg !138
  %52 = xor <4 x i32> %51, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !138
  %53 = bitcast <4 x float> %49 to <4 x i32>, !dbg !138
  %54 = bitcast <4 x float> %47 to <4 x i32>, !dbg !138
  %55 = and <4 x i32> %53, %52, !dbg !138
  %56 = and <4 x i32> %54, %51, !dbg !138
  %57 = or <4 x i32> %55, %56, !dbg !138
  %58 = bitcast <4 x i32> %57 to <4 x float>, !dbg !138
  store <4 x float> %58, <4 x float>* %12, align 16, !dbg !142
  %59 = load <4 x float>, <4 x float>* %12, align 16, !dbg !143
  %60 = load <4 x float>, <4 x float>* %14, align 16, !dbg !144
  %61 = shufflevector <4 x float> %59, <4 x float> %60, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !145
  store <4 x float> %61, <4 x float>* %12, align 16, !dbg !146
  br label %62, !dbg !147

62:                                               ; preds = %32
  %63 = load i32, i32* %13, align 4, !dbg !148
  %64 = add nsw i32 %63, 1, !dbg !148
  store i32 %64, i32* %13, align 4, !dbg !148
  br label %27, !dbg !126, !llvm.loop !149

65:                                               ; preds = %27
  %66 = load <4 x float>, <4 x float>* %12, align 16, !dbg !151
  %67 = load <4 x float>*, <4 x float>** %8, align 8, !dbg !152
  %68 = load i32, i32* %11, align 4, !dbg !153
  %69 = sext i32 %68 to i64, !dbg !152
  %70 = getelementptr inbounds <4 x float>, <4 x float>* %67, i64 %69, !dbg !152
  store <4 x float> %66, <4 x float>* %70, align 16, !dbg !154
  %71 = load i32*, i32** %9, align 8, !dbg !155
  %72 = load i32, i32* %11, align 4, !dbg !156
  %73 = sext i32 %72 to i64, !dbg !155
  %74 = getelementptr inbounds i32, i32* %71, i64 %73, !dbg !155
  %75 = bitcast i32* %74 to <4 x i8>*, !dbg !157
  %76 = load <4 x i8>, <4 x i8>* %75, align 4, !dbg !157
  store <4 x i8> %76, <4 x i8>* %16, align 4, !dbg !158
  %77 = load <4 x i8>, <4 x i8>* %16, align 4, !dbg !159
  store <4 x i8> <i8 1, i8 2, i8 3, i8 4>, <4 x i8>* %17, align 4, !dbg !160
  %78 = load <4 x i8>, <4 x i8>* %17, align 4, !dbg !160
  %79 = add <4 x i8> %77, %78, !dbg !161
  store <4 x i8> %79, <4 x i8>* %16, align 4, !dbg !162
  %80 = load <4 x i8>, <4 x i8>* %16, align 4, !dbg !163
  %81 = extractelement <4 x i8> %80, i64 3, !dbg !163
  %82 = zext i8 %81 to i32, !dbg !163
  %83 = load <4 x i8>, <4 x i8>* %16, align 4, !dbg !164
  %84 = extractelement <4 x i8> %83, i64 0, !dbg !164
  %85 = zext i8 %84 to i32, !dbg !164
  %86 = xor i32 %85, %82, !dbg !164
  %87 = trunc i32 %86 to i8, !dbg !164
  %88 = load <4 x i8>, <4 x i8>* %16, align 4, !dbg !164
  %89 = insertelement <4 x i8> %88, i8 %87, i64 0, !dbg !164
  store <4 x i8> %89, <4 x i8>* %16, align 4, !dbg !164
  %90 = bitcast <4 x i8>* %16 to i32*, !dbg !165
  %91 = load i32, i32* %90, align 4, !dbg !165
  %92 = load i32*, i32** %10, align 8, !dbg !166
  %93 = load i32, i32* %11, align 4, !dbg !167
  %94 = sext i32 %93 to i64, !dbg !166
  %95 = getelementptr inbounds i32, i32* %92, i64 %94, !dbg !166
  store i32 %91, i32* %95, align 4, !dbg !168
  br label %96, !dbg !169

96:                                               ; preds = %65, %5
  ret void, !dbg !170
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/forms/vectors.cu", directory: ".")
!2 = !{void (i32, <2 x float>*, <2 x float>*)* @vec_swap2, !"kernel", i32 1}
!3 = !{void (i32, <4 x float>*, <4 x float>*, <4 x float>*)* @vec_add4, !"kernel", i32 1}
!4 = !{void (i32, <4 x float>*, <4 x float>*, <4 x float>*, <2 x i32>*, <2 x i32>*)* @vec_mix, !"kernel", i32 1}
!5 = !{void (i32, <4 x float>*, <4 x float>*, i32*, i32*)* @vec_loop, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "vec_swap2", scope: !1, file: !1, line: 14, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 45, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!17 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!18 = distinct !DILocation(line: 16, column: 11, scope: !12)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 46, type: !13, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!21 = distinct !DILocation(line: 16, column: 24, scope: !12)
!22 = !DILocation(line: 16, column: 22, scope: !12)
!23 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_x", scope: !17, file: !17, line: 44, type: !13, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!25 = distinct !DILocation(line: 16, column: 37, scope: !12)
!26 = !DILocation(line: 16, column: 35, scope: !12)
!27 = !DILocation(line: 16, column: 7, scope: !12)
!28 = !DILocation(line: 17, column: 7, scope: !12)
!29 = !DILocation(line: 17, column: 11, scope: !12)
!30 = !DILocation(line: 17, column: 9, scope: !12)
!31 = !DILocation(line: 18, column: 12, scope: !12)
!32 = !DILocation(line: 18, column: 14, scope: !12)
!33 = !DILocation(line: 18, column: 20, scope: !12)
!34 = !DILocation(line: 18, column: 5, scope: !12)
!35 = !DILocation(line: 18, column: 7, scope: !12)
!36 = !DILocation(line: 18, column: 10, scope: !12)
!37 = !DILocation(line: 19, column: 1, scope: !12)
!38 = distinct !DISubprogram(name: "vec_add4", scope: !1, file: !1, line: 22, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!39 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !40)
!40 = distinct !DILocation(line: 25, column: 11, scope: !38)
!41 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !42)
!42 = distinct !DILocation(line: 25, column: 24, scope: !38)
!43 = !DILocation(line: 25, column: 22, scope: !38)
!44 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !45)
!45 = distinct !DILocation(line: 25, column: 37, scope: !38)
!46 = !DILocation(line: 25, column: 35, scope: !38)
!47 = !DILocation(line: 25, column: 7, scope: !38)
!48 = !DILocation(line: 26, column: 7, scope: !38)
!49 = !DILocation(line: 26, column: 11, scope: !38)
!50 = !DILocation(line: 26, column: 9, scope: !38)
!51 = !DILocation(line: 27, column: 12, scope: !38)
!52 = !DILocation(line: 27, column: 14, scope: !38)
!53 = !DILocation(line: 27, column: 19, scope: !38)
!54 = !DILocation(line: 27, column: 21, scope: !38)
!55 = !DILocation(line: 27, column: 17, scope: !38)
!56 = !DILocation(line: 27, column: 5, scope: !38)
!57 = !DILocation(line: 27, column: 7, scope: !38)
!58 = !DILocation(line: 27, column: 10, scope: !38)
!59 = !DILocation(line: 28, column: 1, scope: !38)
!60 = distinct !DISubprogram(name: "vec_mix", scope: !1, file: !1, line: 30, type: !13, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!61 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !62)
!62 = distinct !DILocation(line: 35, column: 11, scope: !60)
!63 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !64)
!64 = distinct !DILocation(line: 35, column: 24, scope: !60)
!65 = !DILocation(line: 35, column: 22, scope: !60)
!66 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !67)
!67 = distinct !DILocation(line: 35, column: 37, scope: !60)
!68 = !DILocation(line: 35, column: 35, scope: !60)
!69 = !DILocation(line: 35, column: 7, scope: !60)
!70 = !DILocation(line: 36, column: 7, scope: !60)
!71 = !DILocation(line: 36, column: 11, scope: !60)
!72 = !DILocation(line: 36, column: 9, scope: !60)
!73 = !DILocation(line: 37, column: 17, scope: !60)
!74 = !DILocation(line: 37, column: 19, scope: !60)
!75 = !DILocation(line: 37, column: 13, scope: !60)
!76 = !DILocation(line: 37, column: 27, scope: !60)
!77 = !DILocation(line: 37, column: 29, scope: !60)
!78 = !DILocation(line: 37, column: 23, scope: !60)
!79 = !DILocation(line: 38, column: 17, scope: !60)
!80 = !DILocation(line: 38, column: 21, scope: !60)
!81 = !DILocation(line: 38, column: 19, scope: !60)
!82 = !DILocation(line: 38, column: 25, scope: !60)
!83 = !DILocation(line: 38, column: 23, scope: !60)
!84 = !DILocation(line: 38, column: 13, scope: !60)
!85 = !DILocation(line: 39, column: 11, scope: !60)
!86 = !DILocation(line: 39, column: 17, scope: !60)
!87 = !DILocation(line: 39, column: 19, scope: !60)
!88 = !DILocation(line: 39, column: 21, scope: !60)
!89 = !DILocation(line: 39, column: 15, scope: !60)
!90 = !DILocation(line: 39, column: 9, scope: !60)
!91 = !DILocation(line: 40, column: 12, scope: !60)
!92 = !DILocation(line: 40, column: 5, scope: !60)
!93 = !DILocation(line: 40, column: 7, scope: !60)
!94 = !DILocation(line: 40, column: 10, scope: !60)
!95 = !DILocation(line: 41, column: 15, scope: !60)
!96 = !DILocation(line: 41, column: 17, scope: !60)
!97 = !DILocation(line: 41, column: 11, scope: !60)
!98 = !DILocation(line: 42, column: 12, scope: !60)
!99 = !DILocation(line: 42, column: 19, scope: !60)
!100 = !DILocation(line: 42, column: 17, scope: !60)
!101 = !DILocation(line: 42, column: 5, scope: !60)
!102 = !DILocation(line: 42, column: 7, scope: !60)
!103 = !DILocation(line: 42, column: 10, scope: !60)
!104 = !DILocation(line: 43, column: 3, scope: !60)
!105 = !DILocation(line: 44, column: 1, scope: !60)
!106 = distinct !DISubprogram(name: "vec_loop", scope: !1, file: !1, line: 46, type: !13, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!107 = !DILocation(line: 45, column: 1, scope: !16, inlinedAt: !108)
!108 = distinct !DILocation(line: 50, column: 11, scope: !106)
!109 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !110)
!110 = distinct !DILocation(line: 50, column: 24, scope: !106)
!111 = !DILocation(line: 50, column: 22, scope: !106)
!112 = !DILocation(line: 44, column: 1, scope: !24, inlinedAt: !113)
!113 = distinct !DILocation(line: 50, column: 37, scope: !106)
!114 = !DILocation(line: 50, column: 35, scope: !106)
!115 = !DILocation(line: 50, column: 7, scope: !106)
!116 = !DILocation(line: 51, column: 7, scope: !106)
!117 = !DILocation(line: 51, column: 11, scope: !106)
!118 = !DILocation(line: 51, column: 9, scope: !106)
!119 = !DILocation(line: 52, column: 13, scope: !106)
!120 = !DILocation(line: 53, column: 14, scope: !106)
!121 = !DILocation(line: 53, column: 10, scope: !106)
!122 = !DILocation(line: 53, column: 21, scope: !106)
!123 = !DILocation(line: 53, column: 26, scope: !106)
!124 = !DILocation(line: 53, column: 28, scope: !106)
!125 = !DILocation(line: 53, column: 23, scope: !106)
!126 = !DILocation(line: 53, column: 5, scope: !106)
!127 = !DILocation(line: 54, column: 19, scope: !106)
!128 = !DILocation(line: 54, column: 22, scope: !106)
!129 = !DILocation(line: 54, column: 26, scope: !106)
!130 = !DILocation(line: 54, column: 24, scope: !106)
!131 = !DILocation(line: 54, column: 31, scope: !106)
!132 = !DILocation(line: 54, column: 29, scope: !106)
!133 = !DILocation(line: 54, column: 15, scope: !106)
!134 = !DILocation(line: 55, column: 17, scope: !106)
!135 = !DILocation(line: 55, column: 21, scope: !106)
!136 = !DILocation(line: 55, column: 19, scope: !106)
!137 = !DILocation(line: 55, column: 13, scope: !106)
!138 = !DILocation(line: 56, column: 13, scope: !106)
!139 = !DILocation(line: 56, column: 17, scope: !106)
!140 = !DILocation(line: 56, column: 21, scope: !106)
!141 = !DILocation(line: 56, column: 25, scope: !106)
!142 = !DILocation(line: 56, column: 11, scope: !106)
!143 = !DILocation(line: 57, column: 37, scope: !106)
!144 = !DILocation(line: 57, column: 42, scope: !106)
!145 = !DILocation(line: 57, column: 13, scope: !106)
!146 = !DILocation(line: 57, column: 11, scope: !106)
!147 = !DILocation(line: 58, column: 5, scope: !106)
!148 = !DILocation(line: 53, column: 35, scope: !106)
!149 = distinct !{!149, !126, !147, !150}
!150 = !{!"llvm.loop.mustprogress"}
!151 = !DILocation(line: 59, column: 12, scope: !106)
!152 = !DILocation(line: 59, column: 5, scope: !106)
!153 = !DILocation(line: 59, column: 7, scope: !106)
!154 = !DILocation(line: 59, column: 10, scope: !106)
!155 = !DILocation(line: 60, column: 45, scope: !106)
!156 = !DILocation(line: 60, column: 47, scope: !106)
!157 = !DILocation(line: 60, column: 17, scope: !106)
!158 = !DILocation(line: 60, column: 13, scope: !106)
!159 = !DILocation(line: 61, column: 9, scope: !106)
!160 = !DILocation(line: 61, column: 13, scope: !106)
!161 = !DILocation(line: 61, column: 11, scope: !106)
!162 = !DILocation(line: 61, column: 7, scope: !106)
!163 = !DILocation(line: 62, column: 12, scope: !106)
!164 = !DILocation(line: 62, column: 9, scope: !106)
!165 = !DILocation(line: 63, column: 12, scope: !106)
!166 = !DILocation(line: 63, column: 5, scope: !106)
!167 = !DILocation(line: 63, column: 7, scope: !106)
!168 = !DILocation(line: 63, column: 10, scope: !106)
!169 = !DILocation(line: 64, column: 3, scope: !106)
!170 = !DILocation(line: 65, column: 1, scope: !106)
