; ModuleID = 'suites/ilp/fft.cu'
source_filename = "suites/ilp/fft.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ3fftE4s_re = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ3fftE4s_im = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fft(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !12
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !16
  %5 = shl i32 %4, 8, !dbg !19
  %6 = zext i32 %5 to i64, !dbg !20
  %7 = getelementptr inbounds float, float* %0, i64 %6, !dbg !20
  %8 = trunc i32 %3 to i7
  %9 = tail call i7 @llvm.bitreverse.i7(i7 %8) #5
  %10 = add i32 %3, 64, !dbg !21
  %11 = trunc i32 %10 to i7
  %12 = tail call i7 @llvm.bitreverse.i7(i7 %11) #5
  %13 = shl i32 %3, 1, !dbg !22
  %14 = zext i32 %13 to i64, !dbg !23
  %15 = getelementptr inbounds float, float* %7, i64 %14, !dbg !23
  %16 = load float, float* %15, align 4, !dbg !23, !tbaa !24
  %17 = zext i7 %9 to i64, !dbg !28
  %18 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %17, !dbg !28
  %19 = addrspacecast float addrspace(3)* %18 to float*, !dbg !28
  store float %16, float* %19, align 4, !dbg !29, !tbaa !24
  %20 = or i32 %13, 1, !dbg !30
  %21 = zext i32 %20 to i64, !dbg !31
  %22 = getelementptr inbounds float, float* %7, i64 %21, !dbg !31
  %23 = load float, float* %22, align 4, !dbg !31, !tbaa !24
  %24 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %17, !dbg !32
  %25 = addrspacecast float addrspace(3)* %24 to float*, !dbg !32
  store float %23, float* %25, align 4, !dbg !33, !tbaa !24
  %26 = shl i32 %10, 1, !dbg !34
  %27 = zext i32 %26 to i64, !dbg !35
  %28 = getelementptr inbounds float, float* %7, i64 %27, !dbg !35
  %29 = load float, float* %28, align 4, !dbg !35, !tbaa !24
  %30 = zext i7 %12 to i64, !dbg !36
  %31 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %30, !dbg !36
  %32 = addrspacecast float addrspace(3)* %31 to float*, !dbg !36
  store float %29, float* %32, align 4, !dbg !37, !tbaa !24
  %33 = or i32 %26, 1, !dbg !38
  %34 = zext i32 %33 to i64, !dbg !39
  %35 = getelementptr inbounds float, float* %7, i64 %34, !dbg !39
  %36 = load float, float* %35, align 4, !dbg !39, !tbaa !24
  %37 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %30, !dbg !40
  %38 = addrspacecast float addrspace(3)* %37 to float*, !dbg !40
  store float %36, float* %38, align 4, !dbg !41, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %39 = or i32 %13, 1, !dbg !43
  %40 = tail call contract float @__nv_cosf(float noundef -0.000000e+00) #1, !dbg !44
  %41 = tail call contract float @__nv_sinf(float noundef -0.000000e+00) #1, !dbg !47
  %42 = zext i32 %39 to i64, !dbg !50
  %43 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %42, !dbg !50
  %44 = addrspacecast float addrspace(3)* %43 to float*, !dbg !50
  %45 = load float, float* %44, align 4, !dbg !50, !tbaa !24
  %46 = fmul contract float %40, %45, !dbg !51
  %47 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %42, !dbg !52
  %48 = addrspacecast float addrspace(3)* %47 to float*, !dbg !52
  %49 = load float, float* %48, align 4, !dbg !52, !tbaa !24
  %50 = fmul contract float %41, %49, !dbg !53
  %51 = fsub contract float %46, %50, !dbg !54
  %52 = fmul contract float %41, %45, !dbg !55
  %53 = fmul contract float %40, %49, !dbg !56
  %54 = fadd contract float %52, %53, !dbg !57
  %55 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %14, !dbg !58
  %56 = addrspacecast float addrspace(3)* %55 to float*, !dbg !58
  %57 = load float, float* %56, align 4, !dbg !58, !tbaa !24
  %58 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %14, !dbg !59
  %59 = addrspacecast float addrspace(3)* %58 to float*, !dbg !59
  %60 = load float, float* %59, align 4, !dbg !59, !tbaa !24
  %61 = fadd contract float %57, %51, !dbg !60
  store float %61, float* %56, align 4, !dbg !61, !tbaa !24
  %62 = fadd contract float %60, %54, !dbg !62
  store float %62, float* %59, align 4, !dbg !63, !tbaa !24
  %63 = fsub contract float %57, %51, !dbg !64
  store float %63, float* %44, align 4, !dbg !65, !tbaa !24
  %64 = fsub contract float %60, %54, !dbg !66
  store float %64, float* %48, align 4, !dbg !67, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %65 = and i32 %3, 1, !dbg !68
  %66 = shl i32 %3, 1, !dbg !69
  %67 = and i32 %66, -4, !dbg !69
  %68 = or i32 %67, %65, !dbg !70
  %69 = or i32 %68, 2, !dbg !43
  %70 = uitofp i32 %65 to float, !dbg !71
  %71 = fmul contract float %70, 0xC00921FB60000000, !dbg !72
  %72 = fmul contract float %71, 5.000000e-01, !dbg !73
  %73 = tail call contract float @__nv_cosf(float noundef %72) #1, !dbg !44
  %74 = tail call contract float @__nv_sinf(float noundef %72) #1, !dbg !47
  %75 = zext i32 %69 to i64, !dbg !50
  %76 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %75, !dbg !50
  %77 = addrspacecast float addrspace(3)* %76 to float*, !dbg !50
  %78 = load float, float* %77, align 4, !dbg !50, !tbaa !24
  %79 = fmul contract float %73, %78, !dbg !51
  %80 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %75, !dbg !52
  %81 = addrspacecast float addrspace(3)* %80 to float*, !dbg !52
  %82 = load float, float* %81, align 4, !dbg !52, !tbaa !24
  %83 = fmul contract float %74, %82, !dbg !53
  %84 = fsub contract float %79, %83, !dbg !54
  %85 = fmul contract float %74, %78, !dbg !55
  %86 = fmul contract float %73, %82, !dbg !56
  %87 = fadd contract float %85, %86, !dbg !57
  %88 = zext i32 %68 to i64, !dbg !58
  %89 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %88, !dbg !58
  %90 = addrspacecast float addrspace(3)* %89 to float*, !dbg !58
  %91 = load float, float* %90, align 4, !dbg !58, !tbaa !24
  %92 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %88, !dbg !59
  %93 = addrspacecast float addrspace(3)* %92 to float*, !dbg !59
  %94 = load float, float* %93, align 4, !dbg !59, !tbaa !24
  %95 = fadd contract float %91, %84, !dbg !60
  store float %95, float* %90, align 4, !dbg !61, !tbaa !24
  %96 = fadd contract float %94, %87, !dbg !62
  store float %96, float* %93, align 4, !dbg !63, !tbaa !24
  %97 = fsub contract float %91, %84, !dbg !64
  store float %97, float* %77, align 4, !dbg !65, !tbaa !24
  %98 = fsub contract float %94, %87, !dbg !66
  store float %98, float* %81, align 4, !dbg !67, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %99 = and i32 %3, 3, !dbg !68
  %100 = shl i32 %3, 1, !dbg !69
  %101 = and i32 %100, -8, !dbg !69
  %102 = or i32 %101, %99, !dbg !70
  %103 = or i32 %102, 4, !dbg !43
  %104 = uitofp i32 %99 to float, !dbg !71
  %105 = fmul contract float %104, 0xC00921FB60000000, !dbg !72
  %106 = fmul contract float %105, 2.500000e-01, !dbg !73
  %107 = tail call contract float @__nv_cosf(float noundef %106) #1, !dbg !44
  %108 = tail call contract float @__nv_sinf(float noundef %106) #1, !dbg !47
  %109 = zext i32 %103 to i64, !dbg !50
  %110 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %109, !dbg !50
  %111 = addrspacecast float addrspace(3)* %110 to float*, !dbg !50
  %112 = load float, float* %111, align 4, !dbg !50, !tbaa !24
  %113 = fmul contract float %107, %112, !dbg !51
  %114 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %109, !dbg !52
  %115 = addrspacecast float addrspace(3)* %114 to float*, !dbg !52
  %116 = load float, float* %115, align 4, !dbg !52, !tbaa !24
  %117 = fmul contract float %108, %116, !dbg !53
  %118 = fsub contract float %113, %117, !dbg !54
  %119 = fmul contract float %108, %112, !dbg !55
  %120 = fmul contract float %107, %116, !dbg !56
  %121 = fadd contract float %119, %120, !dbg !57
  %122 = zext i32 %102 to i64, !dbg !58
  %123 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %122, !dbg !58
  %124 = addrspacecast float addrspace(3)* %123 to float*, !dbg !58
  %125 = load float, float* %124, align 4, !dbg !58, !tbaa !24
  %126 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %122, !dbg !59
  %127 = addrspacecast float addrspace(3)* %126 to float*, !dbg !59
  %128 = load float, float* %127, align 4, !dbg !59, !tbaa !24
  %129 = fadd contract float %125, %118, !dbg !60
  store float %129, float* %124, align 4, !dbg !61, !tbaa !24
  %130 = fadd contract float %128, %121, !dbg !62
  store float %130, float* %127, align 4, !dbg !63, !tbaa !24
  %131 = fsub contract float %125, %118, !dbg !64
  store float %131, float* %111, align 4, !dbg !65, !tbaa !24
  %132 = fsub contract float %128, %121, !dbg !66
  store float %132, float* %115, align 4, !dbg !67, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %133 = and i32 %3, 7, !dbg !68
  %134 = shl i32 %3, 1, !dbg !69
  %135 = and i32 %134, -16, !dbg !69
  %136 = or i32 %135, %133, !dbg !70
  %137 = or i32 %136, 8, !dbg !43
  %138 = uitofp i32 %133 to float, !dbg !71
  %139 = fmul contract float %138, 0xC00921FB60000000, !dbg !72
  %140 = fmul contract float %139, 1.250000e-01, !dbg !73
  %141 = tail call contract float @__nv_cosf(float noundef %140) #1, !dbg !44
  %142 = tail call contract float @__nv_sinf(float noundef %140) #1, !dbg !47
  %143 = zext i32 %137 to i64, !dbg !50
  %144 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %143, !dbg !50
  %145 = addrspacecast float addrspace(3)* %144 to float*, !dbg !50
  %146 = load float, float* %145, align 4, !dbg !50, !tbaa !24
  %147 = fmul contract float %141, %146, !dbg !51
  %148 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %143, !dbg !52
  %149 = addrspacecast float addrspace(3)* %148 to float*, !dbg !52
  %150 = load float, float* %149, align 4, !dbg !52, !tbaa !24
  %151 = fmul contract float %142, %150, !dbg !53
  %152 = fsub contract float %147, %151, !dbg !54
  %153 = fmul contract float %142, %146, !dbg !55
  %154 = fmul contract float %141, %150, !dbg !56
  %155 = fadd contract float %153, %154, !dbg !57
  %156 = zext i32 %136 to i64, !dbg !58
  %157 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %156, !dbg !58
  %158 = addrspacecast float addrspace(3)* %157 to float*, !dbg !58
  %159 = load float, float* %158, align 4, !dbg !58, !tbaa !24
  %160 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %156, !dbg !59
  %161 = addrspacecast float addrspace(3)* %160 to float*, !dbg !59
  %162 = load float, float* %161, align 4, !dbg !59, !tbaa !24
  %163 = fadd contract float %159, %152, !dbg !60
  store float %163, float* %158, align 4, !dbg !61, !tbaa !24
  %164 = fadd contract float %162, %155, !dbg !62
  store float %164, float* %161, align 4, !dbg !63, !tbaa !24
  %165 = fsub contract float %159, %152, !dbg !64
  store float %165, float* %145, align 4, !dbg !65, !tbaa !24
  %166 = fsub contract float %162, %155, !dbg !66
  store float %166, float* %149, align 4, !dbg !67, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %167 = and i32 %3, 15, !dbg !68
  %168 = shl i32 %3, 1, !dbg !69
  %169 = and i32 %168, -32, !dbg !69
  %170 = or i32 %169, %167, !dbg !70
  %171 = or i32 %170, 16, !dbg !43
  %172 = uitofp i32 %167 to float, !dbg !71
  %173 = fmul contract float %172, 0xC00921FB60000000, !dbg !72
  %174 = fmul contract float %173, 6.250000e-02, !dbg !73
  %175 = tail call contract float @__nv_cosf(float noundef %174) #1, !dbg !44
  %176 = tail call contract float @__nv_sinf(float noundef %174) #1, !dbg !47
  %177 = zext i32 %171 to i64, !dbg !50
  %178 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %177, !dbg !50
  %179 = addrspacecast float addrspace(3)* %178 to float*, !dbg !50
  %180 = load float, float* %179, align 4, !dbg !50, !tbaa !24
  %181 = fmul contract float %175, %180, !dbg !51
  %182 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %177, !dbg !52
  %183 = addrspacecast float addrspace(3)* %182 to float*, !dbg !52
  %184 = load float, float* %183, align 4, !dbg !52, !tbaa !24
  %185 = fmul contract float %176, %184, !dbg !53
  %186 = fsub contract float %181, %185, !dbg !54
  %187 = fmul contract float %176, %180, !dbg !55
  %188 = fmul contract float %175, %184, !dbg !56
  %189 = fadd contract float %187, %188, !dbg !57
  %190 = zext i32 %170 to i64, !dbg !58
  %191 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %190, !dbg !58
  %192 = addrspacecast float addrspace(3)* %191 to float*, !dbg !58
  %193 = load float, float* %192, align 4, !dbg !58, !tbaa !24
  %194 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %190, !dbg !59
  %195 = addrspacecast float addrspace(3)* %194 to float*, !dbg !59
  %196 = load float, float* %195, align 4, !dbg !59, !tbaa !24
  %197 = fadd contract float %193, %186, !dbg !60
  store float %197, float* %192, align 4, !dbg !61, !tbaa !24
  %198 = fadd contract float %196, %189, !dbg !62
  store float %198, float* %195, align 4, !dbg !63, !tbaa !24
  %199 = fsub contract float %193, %186, !dbg !64
  store float %199, float* %179, align 4, !dbg !65, !tbaa !24
  %200 = fsub contract float %196, %189, !dbg !66
  store float %200, float* %183, align 4, !dbg !67, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %201 = and i32 %3, 31, !dbg !68
  %202 = shl i32 %3, 1, !dbg !69
  %203 = and i32 %202, -64, !dbg !69
  %204 = or i32 %203, %201, !dbg !70
  %205 = or i32 %204, 32, !dbg !43
  %206 = uitofp i32 %201 to float, !dbg !71
  %207 = fmul contract float %206, 0xC00921FB60000000, !dbg !72
  %208 = fmul contract float %207, 3.125000e-02, !dbg !73
  %209 = tail call contract float @__nv_cosf(float noundef %208) #1, !dbg !44
  %210 = tail call contract float @__nv_sinf(float noundef %208) #1, !dbg !47
  %211 = zext i32 %205 to i64, !dbg !50
  %212 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %211, !dbg !50
  %213 = addrspacecast float addrspace(3)* %212 to float*, !dbg !50
  %214 = load float, float* %213, align 4, !dbg !50, !tbaa !24
  %215 = fmul contract float %209, %214, !dbg !51
  %216 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %211, !dbg !52
  %217 = addrspacecast float addrspace(3)* %216 to float*, !dbg !52
  %218 = load float, float* %217, align 4, !dbg !52, !tbaa !24
  %219 = fmul contract float %210, %218, !dbg !53
  %220 = fsub contract float %215, %219, !dbg !54
  %221 = fmul contract float %210, %214, !dbg !55
  %222 = fmul contract float %209, %218, !dbg !56
  %223 = fadd contract float %221, %222, !dbg !57
  %224 = zext i32 %204 to i64, !dbg !58
  %225 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %224, !dbg !58
  %226 = addrspacecast float addrspace(3)* %225 to float*, !dbg !58
  %227 = load float, float* %226, align 4, !dbg !58, !tbaa !24
  %228 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %224, !dbg !59
  %229 = addrspacecast float addrspace(3)* %228 to float*, !dbg !59
  %230 = load float, float* %229, align 4, !dbg !59, !tbaa !24
  %231 = fadd contract float %227, %220, !dbg !60
  store float %231, float* %226, align 4, !dbg !61, !tbaa !24
  %232 = fadd contract float %230, %223, !dbg !62
  store float %232, float* %229, align 4, !dbg !63, !tbaa !24
  %233 = fsub contract float %227, %220, !dbg !64
  store float %233, float* %213, align 4, !dbg !65, !tbaa !24
  %234 = fsub contract float %230, %223, !dbg !66
  store float %234, float* %217, align 4, !dbg !67, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %235 = and i32 %3, 63, !dbg !68
  %236 = shl i32 %3, 1, !dbg !69
  %237 = and i32 %236, -128, !dbg !69
  %238 = or i32 %237, %235, !dbg !70
  %239 = or i32 %238, 64, !dbg !43
  %240 = uitofp i32 %235 to float, !dbg !71
  %241 = fmul contract float %240, 0xC00921FB60000000, !dbg !72
  %242 = fmul contract float %241, 1.562500e-02, !dbg !73
  %243 = tail call contract float @__nv_cosf(float noundef %242) #1, !dbg !44
  %244 = tail call contract float @__nv_sinf(float noundef %242) #1, !dbg !47
  %245 = zext i32 %239 to i64, !dbg !50
  %246 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %245, !dbg !50
  %247 = addrspacecast float addrspace(3)* %246 to float*, !dbg !50
  %248 = load float, float* %247, align 4, !dbg !50, !tbaa !24
  %249 = fmul contract float %243, %248, !dbg !51
  %250 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %245, !dbg !52
  %251 = addrspacecast float addrspace(3)* %250 to float*, !dbg !52
  %252 = load float, float* %251, align 4, !dbg !52, !tbaa !24
  %253 = fmul contract float %244, %252, !dbg !53
  %254 = fsub contract float %249, %253, !dbg !54
  %255 = fmul contract float %244, %248, !dbg !55
  %256 = fmul contract float %243, %252, !dbg !56
  %257 = fadd contract float %255, %256, !dbg !57
  %258 = zext i32 %238 to i64, !dbg !58
  %259 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %258, !dbg !58
  %260 = addrspacecast float addrspace(3)* %259 to float*, !dbg !58
  %261 = load float, float* %260, align 4, !dbg !58, !tbaa !24
  %262 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %258, !dbg !59
  %263 = addrspacecast float addrspace(3)* %262 to float*, !dbg !59
  %264 = load float, float* %263, align 4, !dbg !59, !tbaa !24
  %265 = fadd contract float %261, %254, !dbg !60
  store float %265, float* %260, align 4, !dbg !61, !tbaa !24
  %266 = fadd contract float %264, %257, !dbg !62
  store float %266, float* %263, align 4, !dbg !63, !tbaa !24
  %267 = fsub contract float %261, %254, !dbg !64
  store float %267, float* %247, align 4, !dbg !65, !tbaa !24
  %268 = fsub contract float %264, %257, !dbg !66
  store float %268, float* %251, align 4, !dbg !67, !tbaa !24
  %269 = getelementptr inbounds float, float* %1, i64 %6, !dbg !74
  tail call void @llvm.nvvm.barrier0(), !dbg !75
  %270 = zext i32 %3 to i64, !dbg !76
  %271 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %270, !dbg !76
  %272 = addrspacecast float addrspace(3)* %271 to float*, !dbg !76
  %273 = load float, float* %272, align 4, !dbg !76, !tbaa !24
  %274 = getelementptr inbounds float, float* %269, i64 %14, !dbg !77
  store float %273, float* %274, align 4, !dbg !78, !tbaa !24
  %275 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %270, !dbg !79
  %276 = addrspacecast float addrspace(3)* %275 to float*, !dbg !79
  %277 = load float, float* %276, align 4, !dbg !79, !tbaa !24
  %278 = getelementptr inbounds float, float* %269, i64 %21, !dbg !80
  store float %277, float* %278, align 4, !dbg !81, !tbaa !24
  %279 = zext i32 %10 to i64, !dbg !82
  %280 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_re, i64 0, i64 %279, !dbg !82
  %281 = addrspacecast float addrspace(3)* %280 to float*, !dbg !82
  %282 = load float, float* %281, align 4, !dbg !82, !tbaa !24
  %283 = getelementptr inbounds float, float* %269, i64 %27, !dbg !83
  store float %282, float* %283, align 4, !dbg !84, !tbaa !24
  %284 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ3fftE4s_im, i64 0, i64 %279, !dbg !85
  %285 = addrspacecast float addrspace(3)* %284 to float*, !dbg !85
  %286 = load float, float* %285, align 4, !dbg !85, !tbaa !24
  %287 = getelementptr inbounds float, float* %269, i64 %34, !dbg !86
  store float %286, float* %287, align 4, !dbg !87, !tbaa !24
  ret void, !dbg !88
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i7 @llvm.bitreverse.i7(i7) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx32,+sm_50" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/fft.cu", directory: ".")
!2 = !{void (float*, float*)* @fft, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "fft", scope: !1, file: !1, line: 27, type: !10, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 29, column: 16, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = distinct !DILocation(line: 30, column: 38, scope: !9)
!19 = !DILocation(line: 30, column: 36, scope: !9)
!20 = !DILocation(line: 30, column: 23, scope: !9)
!21 = !DILocation(line: 32, column: 54, scope: !9)
!22 = !DILocation(line: 33, column: 18, scope: !9)
!23 = !DILocation(line: 33, column: 14, scope: !9)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 33, column: 3, scope: !9)
!29 = !DILocation(line: 33, column: 12, scope: !9)
!30 = !DILocation(line: 34, column: 22, scope: !9)
!31 = !DILocation(line: 34, column: 14, scope: !9)
!32 = !DILocation(line: 34, column: 3, scope: !9)
!33 = !DILocation(line: 34, column: 12, scope: !9)
!34 = !DILocation(line: 35, column: 18, scope: !9)
!35 = !DILocation(line: 35, column: 14, scope: !9)
!36 = !DILocation(line: 35, column: 3, scope: !9)
!37 = !DILocation(line: 35, column: 12, scope: !9)
!38 = !DILocation(line: 36, column: 38, scope: !9)
!39 = !DILocation(line: 36, column: 14, scope: !9)
!40 = !DILocation(line: 36, column: 3, scope: !9)
!41 = !DILocation(line: 36, column: 12, scope: !9)
!42 = !DILocation(line: 39, column: 5, scope: !9)
!43 = !DILocation(line: 41, column: 45, scope: !9)
!44 = !DILocation(line: 147, column: 39, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "cosf", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!46 = distinct !DILocation(line: 43, column: 16, scope: !9)
!47 = !DILocation(line: 146, column: 39, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "sinf", scope: !14, file: !14, line: 146, type: !10, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!49 = distinct !DILocation(line: 43, column: 34, scope: !9)
!50 = !DILocation(line: 44, column: 16, scope: !9)
!51 = !DILocation(line: 44, column: 24, scope: !9)
!52 = !DILocation(line: 44, column: 31, scope: !9)
!53 = !DILocation(line: 44, column: 39, scope: !9)
!54 = !DILocation(line: 44, column: 29, scope: !9)
!55 = !DILocation(line: 45, column: 24, scope: !9)
!56 = !DILocation(line: 45, column: 39, scope: !9)
!57 = !DILocation(line: 45, column: 29, scope: !9)
!58 = !DILocation(line: 46, column: 16, scope: !9)
!59 = !DILocation(line: 46, column: 30, scope: !9)
!60 = !DILocation(line: 47, column: 18, scope: !9)
!61 = !DILocation(line: 47, column: 13, scope: !9)
!62 = !DILocation(line: 48, column: 18, scope: !9)
!63 = !DILocation(line: 48, column: 13, scope: !9)
!64 = !DILocation(line: 49, column: 18, scope: !9)
!65 = !DILocation(line: 49, column: 13, scope: !9)
!66 = !DILocation(line: 50, column: 18, scope: !9)
!67 = !DILocation(line: 50, column: 13, scope: !9)
!68 = !DILocation(line: 40, column: 22, scope: !9)
!69 = !DILocation(line: 41, column: 28, scope: !9)
!70 = !DILocation(line: 41, column: 32, scope: !9)
!71 = !DILocation(line: 42, column: 34, scope: !9)
!72 = !DILocation(line: 42, column: 25, scope: !9)
!73 = !DILocation(line: 42, column: 38, scope: !9)
!74 = !DILocation(line: 31, column: 18, scope: !9)
!75 = !DILocation(line: 52, column: 3, scope: !9)
!76 = !DILocation(line: 53, column: 14, scope: !9)
!77 = !DILocation(line: 53, column: 3, scope: !9)
!78 = !DILocation(line: 53, column: 12, scope: !9)
!79 = !DILocation(line: 54, column: 18, scope: !9)
!80 = !DILocation(line: 54, column: 3, scope: !9)
!81 = !DILocation(line: 54, column: 16, scope: !9)
!82 = !DILocation(line: 55, column: 30, scope: !9)
!83 = !DILocation(line: 55, column: 3, scope: !9)
!84 = !DILocation(line: 55, column: 28, scope: !9)
!85 = !DILocation(line: 56, column: 34, scope: !9)
!86 = !DILocation(line: 56, column: 3, scope: !9)
!87 = !DILocation(line: 56, column: 32, scope: !9)
!88 = !DILocation(line: 57, column: 1, scope: !9)
