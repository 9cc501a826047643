; ModuleID = 'suites/ilp/fft.cu'
source_filename = "suites/ilp/fft.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ3fftE4s_re = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ3fftE4s_im = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fft(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = shl i32 %4, 8, !dbg !19
  %6 = zext i32 %5 to i64, !dbg !20
  %7 = trunc i32 %3 to i7
  %8 = tail call i7 @llvm.bitreverse.i7(i7 %7)
  %9 = add nuw nsw i32 %3, 64, !dbg !21
  %10 = trunc i32 %3 to i7
  %11 = and i7 %10, 63
  %12 = tail call i7 @llvm.bitreverse.i7(i7 %11)
  %13 = zext i7 %12 to i32, !dbg !22
  %14 = lshr i32 %9, 6, !dbg !25
  %15 = and i32 %14, 1, !dbg !26
  %16 = or disjoint i32 %15, %13, !dbg !22
  %17 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !20
  %18 = shl nuw nsw i32 %3, 1, !dbg !27
  %19 = zext nneg i32 %18 to i64, !dbg !28
  %20 = getelementptr inbounds float, ptr %17, i64 %19, !dbg !28
  %21 = load float, ptr %20, align 4, !dbg !28, !tbaa !29
  %22 = zext i7 %8 to i64, !dbg !33
  %23 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %22, !dbg !33
  store float %21, ptr %23, align 4, !dbg !34, !tbaa !29
  %24 = or disjoint i32 %18, 1, !dbg !35
  %25 = zext nneg i32 %24 to i64, !dbg !36
  %26 = getelementptr inbounds float, ptr %17, i64 %25, !dbg !36
  %27 = load float, ptr %26, align 4, !dbg !36, !tbaa !29
  %28 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %22, !dbg !37
  store float %27, ptr %28, align 4, !dbg !38, !tbaa !29
  %29 = shl nuw nsw i32 %9, 1, !dbg !39
  %30 = zext nneg i32 %29 to i64, !dbg !40
  %31 = getelementptr inbounds float, ptr %17, i64 %30, !dbg !40
  %32 = load float, ptr %31, align 4, !dbg !40, !tbaa !29
  %33 = zext nneg i32 %16 to i64, !dbg !41
  %34 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %33, !dbg !41
  store float %32, ptr %34, align 4, !dbg !42, !tbaa !29
  %35 = or disjoint i32 %29, 1, !dbg !43
  %36 = zext nneg i32 %35 to i64, !dbg !44
  %37 = getelementptr inbounds float, ptr %17, i64 %36, !dbg !44
  %38 = load float, ptr %37, align 4, !dbg !44, !tbaa !29
  %39 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %33, !dbg !45
  store float %38, ptr %39, align 4, !dbg !46, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %40 = shl nuw nsw i32 %3, 1, !dbg !48
  %41 = or disjoint i32 %40, 1, !dbg !49
  %42 = tail call contract noundef float @__nv_cosf(float noundef -0.000000e+00) #5, !dbg !50
  %43 = tail call contract noundef float @__nv_sinf(float noundef -0.000000e+00) #5, !dbg !53
  %44 = zext nneg i32 %41 to i64, !dbg !56
  %45 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %44, !dbg !56
  %46 = load float, ptr %45, align 4, !dbg !56, !tbaa !29
  %47 = fmul contract float %42, %46, !dbg !57
  %48 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %44, !dbg !58
  %49 = load float, ptr %48, align 4, !dbg !58, !tbaa !29
  %50 = fmul contract float %43, %49, !dbg !59
  %51 = fsub contract float %47, %50, !dbg !60
  %52 = fmul contract float %43, %46, !dbg !61
  %53 = fmul contract float %42, %49, !dbg !62
  %54 = fadd contract float %52, %53, !dbg !63
  %55 = zext nneg i32 %40 to i64, !dbg !64
  %56 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %55, !dbg !64
  %57 = load float, ptr %56, align 4, !dbg !64, !tbaa !29
  %58 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %55, !dbg !65
  %59 = load float, ptr %58, align 4, !dbg !65, !tbaa !29
  %60 = fadd contract float %57, %51, !dbg !66
  store float %60, ptr %56, align 4, !dbg !67, !tbaa !29
  %61 = fadd contract float %59, %54, !dbg !68
  store float %61, ptr %58, align 4, !dbg !69, !tbaa !29
  %62 = fsub contract float %57, %51, !dbg !70
  store float %62, ptr %45, align 4, !dbg !71, !tbaa !29
  %63 = fsub contract float %59, %54, !dbg !72
  store float %63, ptr %48, align 4, !dbg !73, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %64 = and i32 %3, 1, !dbg !74
  %65 = shl nuw nsw i32 %3, 1, !dbg !48
  %66 = and i32 %65, 2044, !dbg !48
  %67 = or disjoint i32 %66, %64, !dbg !75
  %68 = or disjoint i32 %67, 2, !dbg !49
  %69 = uitofp nneg i32 %64 to float, !dbg !76
  %70 = fmul contract float %69, 0xC00921FB60000000, !dbg !77
  %71 = fmul contract float %70, 5.000000e-01, !dbg !78
  %72 = tail call contract noundef float @__nv_cosf(float noundef %71) #5, !dbg !50
  %73 = tail call contract noundef float @__nv_sinf(float noundef %71) #5, !dbg !53
  %74 = zext nneg i32 %68 to i64, !dbg !56
  %75 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %74, !dbg !56
  %76 = load float, ptr %75, align 4, !dbg !56, !tbaa !29
  %77 = fmul contract float %72, %76, !dbg !57
  %78 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %74, !dbg !58
  %79 = load float, ptr %78, align 4, !dbg !58, !tbaa !29
  %80 = fmul contract float %73, %79, !dbg !59
  %81 = fsub contract float %77, %80, !dbg !60
  %82 = fmul contract float %73, %76, !dbg !61
  %83 = fmul contract float %72, %79, !dbg !62
  %84 = fadd contract float %82, %83, !dbg !63
  %85 = zext nneg i32 %67 to i64, !dbg !64
  %86 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %85, !dbg !64
  %87 = load float, ptr %86, align 4, !dbg !64, !tbaa !29
  %88 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %85, !dbg !65
  %89 = load float, ptr %88, align 4, !dbg !65, !tbaa !29
  %90 = fadd contract float %87, %81, !dbg !66
  store float %90, ptr %86, align 4, !dbg !67, !tbaa !29
  %91 = fadd contract float %89, %84, !dbg !68
  store float %91, ptr %88, align 4, !dbg !69, !tbaa !29
  %92 = fsub contract float %87, %81, !dbg !70
  store float %92, ptr %75, align 4, !dbg !71, !tbaa !29
  %93 = fsub contract float %89, %84, !dbg !72
  store float %93, ptr %78, align 4, !dbg !73, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %94 = and i32 %3, 3, !dbg !74
  %95 = shl nuw nsw i32 %3, 1, !dbg !48
  %96 = and i32 %95, 2040, !dbg !48
  %97 = or disjoint i32 %96, %94, !dbg !75
  %98 = or disjoint i32 %97, 4, !dbg !49
  %99 = uitofp nneg i32 %94 to float, !dbg !76
  %100 = fmul contract float %99, 0xC00921FB60000000, !dbg !77
  %101 = fmul contract float %100, 2.500000e-01, !dbg !78
  %102 = tail call contract noundef float @__nv_cosf(float noundef %101) #5, !dbg !50
  %103 = tail call contract noundef float @__nv_sinf(float noundef %101) #5, !dbg !53
  %104 = zext nneg i32 %98 to i64, !dbg !56
  %105 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %104, !dbg !56
  %106 = load float, ptr %105, align 4, !dbg !56, !tbaa !29
  %107 = fmul contract float %102, %106, !dbg !57
  %108 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %104, !dbg !58
  %109 = load float, ptr %108, align 4, !dbg !58, !tbaa !29
  %110 = fmul contract float %103, %109, !dbg !59
  %111 = fsub contract float %107, %110, !dbg !60
  %112 = fmul contract float %103, %106, !dbg !61
  %113 = fmul contract float %102, %109, !dbg !62
  %114 = fadd contract float %112, %113, !dbg !63
  %115 = zext nneg i32 %97 to i64, !dbg !64
  %116 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %115, !dbg !64
  %117 = load float, ptr %116, align 4, !dbg !64, !tbaa !29
  %118 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %115, !dbg !65
  %119 = load float, ptr %118, align 4, !dbg !65, !tbaa !29
  %120 = fadd contract float %117, %111, !dbg !66
  store float %120, ptr %116, align 4, !dbg !67, !tbaa !29
  %121 = fadd contract float %119, %114, !dbg !68
  store float %121, ptr %118, align 4, !dbg !69, !tbaa !29
  %122 = fsub contract float %117, %111, !dbg !70
  store float %122, ptr %105, align 4, !dbg !71, !tbaa !29
  %123 = fsub contract float %119, %114, !dbg !72
  store float %123, ptr %108, align 4, !dbg !73, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %124 = and i32 %3, 7, !dbg !74
  %125 = shl nuw nsw i32 %3, 1, !dbg !48
  %126 = and i32 %125, 2032, !dbg !48
  %127 = or disjoint i32 %126, %124, !dbg !75
  %128 = or disjoint i32 %127, 8, !dbg !49
  %129 = uitofp nneg i32 %124 to float, !dbg !76
  %130 = fmul contract float %129, 0xC00921FB60000000, !dbg !77
  %131 = fmul contract float %130, 1.250000e-01, !dbg !78
  %132 = tail call contract noundef float @__nv_cosf(float noundef %131) #5, !dbg !50
  %133 = tail call contract noundef float @__nv_sinf(float noundef %131) #5, !dbg !53
  %134 = zext nneg i32 %128 to i64, !dbg !56
  %135 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %134, !dbg !56
  %136 = load float, ptr %135, align 4, !dbg !56, !tbaa !29
  %137 = fmul contract float %132, %136, !dbg !57
  %138 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %134, !dbg !58
  %139 = load float, ptr %138, align 4, !dbg !58, !tbaa !29
  %140 = fmul contract float %133, %139, !dbg !59
  %141 = fsub contract float %137, %140, !dbg !60
  %142 = fmul contract float %133, %136, !dbg !61
  %143 = fmul contract float %132, %139, !dbg !62
  %144 = fadd contract float %142, %143, !dbg !63
  %145 = zext nneg i32 %127 to i64, !dbg !64
  %146 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %145, !dbg !64
  %147 = load float, ptr %146, align 4, !dbg !64, !tbaa !29
  %148 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %145, !dbg !65
  %149 = load float, ptr %148, align 4, !dbg !65, !tbaa !29
  %150 = fadd contract float %147, %141, !dbg !66
  store float %150, ptr %146, align 4, !dbg !67, !tbaa !29
  %151 = fadd contract float %149, %144, !dbg !68
  store float %151, ptr %148, align 4, !dbg !69, !tbaa !29
  %152 = fsub contract float %147, %141, !dbg !70
  store float %152, ptr %135, align 4, !dbg !71, !tbaa !29
  %153 = fsub contract float %149, %144, !dbg !72
  store float %153, ptr %138, align 4, !dbg !73, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %154 = and i32 %3, 15, !dbg !74
  %155 = shl nuw nsw i32 %3, 1, !dbg !48
  %156 = and i32 %155, 2016, !dbg !48
  %157 = or disjoint i32 %156, %154, !dbg !75
  %158 = or disjoint i32 %157, 16, !dbg !49
  %159 = uitofp nneg i32 %154 to float, !dbg !76
  %160 = fmul contract float %159, 0xC00921FB60000000, !dbg !77
  %161 = fmul contract float %160, 6.250000e-02, !dbg !78
  %162 = tail call contract noundef float @__nv_cosf(float noundef %161) #5, !dbg !50
  %163 = tail call contract noundef float @__nv_sinf(float noundef %161) #5, !dbg !53
  %164 = zext nneg i32 %158 to i64, !dbg !56
  %165 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %164, !dbg !56
  %166 = load float, ptr %165, align 4, !dbg !56, !tbaa !29
  %167 = fmul contract float %162, %166, !dbg !57
  %168 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %164, !dbg !58
  %169 = load float, ptr %168, align 4, !dbg !58, !tbaa !29
  %170 = fmul contract float %163, %169, !dbg !59
  %171 = fsub contract float %167, %170, !dbg !60
  %172 = fmul contract float %163, %166, !dbg !61
  %173 = fmul contract float %162, %169, !dbg !62
  %174 = fadd contract float %172, %173, !dbg !63
  %175 = zext nneg i32 %157 to i64, !dbg !64
  %176 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %175, !dbg !64
  %177 = load float, ptr %176, align 4, !dbg !64, !tbaa !29
  %178 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %175, !dbg !65
  %179 = load float, ptr %178, align 4, !dbg !65, !tbaa !29
  %180 = fadd contract float %177, %171, !dbg !66
  store float %180, ptr %176, align 4, !dbg !67, !tbaa !29
  %181 = fadd contract float %179, %174, !dbg !68
  store float %181, ptr %178, align 4, !dbg !69, !tbaa !29
  %182 = fsub contract float %177, %171, !dbg !70
  store float %182, ptr %165, align 4, !dbg !71, !tbaa !29
  %183 = fsub contract float %179, %174, !dbg !72
  store float %183, ptr %168, align 4, !dbg !73, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %184 = and i32 %3, 31, !dbg !74
  %185 = shl nuw nsw i32 %3, 1, !dbg !48
  %186 = and i32 %185, 1984, !dbg !48
  %187 = or disjoint i32 %186, %184, !dbg !75
  %188 = or disjoint i32 %187, 32, !dbg !49
  %189 = uitofp nneg i32 %184 to float, !dbg !76
  %190 = fmul contract float %189, 0xC00921FB60000000, !dbg !77
  %191 = fmul contract float %190, 3.125000e-02, !dbg !78
  %192 = tail call contract noundef float @__nv_cosf(float noundef %191) #5, !dbg !50
  %193 = tail call contract noundef float @__nv_sinf(float noundef %191) #5, !dbg !53
  %194 = zext nneg i32 %188 to i64, !dbg !56
  %195 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %194, !dbg !56
  %196 = load float, ptr %195, align 4, !dbg !56, !tbaa !29
  %197 = fmul contract float %192, %196, !dbg !57
  %198 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %194, !dbg !58
  %199 = load float, ptr %198, align 4, !dbg !58, !tbaa !29
  %200 = fmul contract float %193, %199, !dbg !59
  %201 = fsub contract float %197, %200, !dbg !60
  %202 = fmul contract float %193, %196, !dbg !61
  %203 = fmul contract float %192, %199, !dbg !62
  %204 = fadd contract float %202, %203, !dbg !63
  %205 = zext nneg i32 %187 to i64, !dbg !64
  %206 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %205, !dbg !64
  %207 = load float, ptr %206, align 4, !dbg !64, !tbaa !29
  %208 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %205, !dbg !65
  %209 = load float, ptr %208, align 4, !dbg !65, !tbaa !29
  %210 = fadd contract float %207, %201, !dbg !66
  store float %210, ptr %206, align 4, !dbg !67, !tbaa !29
  %211 = fadd contract float %209, %204, !dbg !68
  store float %211, ptr %208, align 4, !dbg !69, !tbaa !29
  %212 = fsub contract float %207, %201, !dbg !70
  store float %212, ptr %195, align 4, !dbg !71, !tbaa !29
  %213 = fsub contract float %209, %204, !dbg !72
  store float %213, ptr %198, align 4, !dbg !73, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %214 = and i32 %3, 63, !dbg !74
  %215 = shl nuw nsw i32 %3, 1, !dbg !48
  %216 = and i32 %215, 1920, !dbg !48
  %217 = or disjoint i32 %216, %214, !dbg !75
  %218 = or disjoint i32 %217, 64, !dbg !49
  %219 = uitofp nneg i32 %214 to float, !dbg !76
  %220 = fmul contract float %219, 0xC00921FB60000000, !dbg !77
  %221 = fmul contract float %220, 1.562500e-02, !dbg !78
  %222 = tail call contract noundef float @__nv_cosf(float noundef %221) #5, !dbg !50
  %223 = tail call contract noundef float @__nv_sinf(float noundef %221) #5, !dbg !53
  %224 = zext nneg i32 %218 to i64, !dbg !56
  %225 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %224, !dbg !56
  %226 = load float, ptr %225, align 4, !dbg !56, !tbaa !29
  %227 = fmul contract float %222, %226, !dbg !57
  %228 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %224, !dbg !58
  %229 = load float, ptr %228, align 4, !dbg !58, !tbaa !29
  %230 = fmul contract float %223, %229, !dbg !59
  %231 = fsub contract float %227, %230, !dbg !60
  %232 = fmul contract float %223, %226, !dbg !61
  %233 = fmul contract float %222, %229, !dbg !62
  %234 = fadd contract float %232, %233, !dbg !63
  %235 = zext nneg i32 %217 to i64, !dbg !64
  %236 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %235, !dbg !64
  %237 = load float, ptr %236, align 4, !dbg !64, !tbaa !29
  %238 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %235, !dbg !65
  %239 = load float, ptr %238, align 4, !dbg !65, !tbaa !29
  %240 = fadd contract float %237, %231, !dbg !66
  store float %240, ptr %236, align 4, !dbg !67, !tbaa !29
  %241 = fadd contract float %239, %234, !dbg !68
  store float %241, ptr %238, align 4, !dbg !69, !tbaa !29
  %242 = fsub contract float %237, %231, !dbg !70
  store float %242, ptr %225, align 4, !dbg !71, !tbaa !29
  %243 = fsub contract float %239, %234, !dbg !72
  store float %243, ptr %228, align 4, !dbg !73, !tbaa !29
  %244 = getelementptr inbounds float, ptr %1, i64 %6, !dbg !79
  tail call void @llvm.nvvm.barrier0(), !dbg !80
  %245 = zext nneg i32 %3 to i64, !dbg !81
  %246 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %245, !dbg !81
  %247 = load float, ptr %246, align 4, !dbg !81, !tbaa !29
  %248 = getelementptr inbounds float, ptr %244, i64 %19, !dbg !82
  store float %247, ptr %248, align 4, !dbg !83, !tbaa !29
  %249 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %245, !dbg !84
  %250 = load float, ptr %249, align 4, !dbg !84, !tbaa !29
  %251 = getelementptr inbounds float, ptr %244, i64 %25, !dbg !85
  store float %250, ptr %251, align 4, !dbg !86, !tbaa !29
  %252 = zext nneg i32 %9 to i64, !dbg !87
  %253 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_re to ptr), i64 0, i64 %252, !dbg !87
  %254 = load float, ptr %253, align 4, !dbg !87, !tbaa !29
  %255 = getelementptr inbounds float, ptr %244, i64 %30, !dbg !88
  store float %254, ptr %255, align 4, !dbg !89, !tbaa !29
  %256 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3fftE4s_im to ptr), i64 0, i64 %252, !dbg !90
  %257 = load float, ptr %256, align 4, !dbg !90, !tbaa !29
  %258 = getelementptr inbounds float, ptr %244, i64 %36, !dbg !91
  store float %257, ptr %258, align 4, !dbg !92, !tbaa !29
  ret void, !dbg !93
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i7 @llvm.bitreverse.i7(i7) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_50" "target-features"="+ptx42,+sm_50" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "suites/ilp/fft.cu", directory: ".")
!2 = !{ptr @fft, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fft", scope: !1, file: !1, line: 27, type: !10, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 44, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "samples/include/vgiw_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 29, column: 16, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "__fetch_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 30, column: 38, scope: !9)
!19 = !DILocation(line: 30, column: 36, scope: !9)
!20 = !DILocation(line: 30, column: 23, scope: !9)
!21 = !DILocation(line: 32, column: 54, scope: !9)
!22 = !DILocation(line: 22, column: 7, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "bit_reverse7", scope: !1, file: !1, line: 18, type: !10, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 32, column: 39, scope: !9)
!25 = !DILocation(line: 22, column: 14, scope: !23, inlinedAt: !24)
!26 = !DILocation(line: 22, column: 20, scope: !23, inlinedAt: !24)
!27 = !DILocation(line: 33, column: 18, scope: !9)
!28 = !DILocation(line: 33, column: 14, scope: !9)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 33, column: 3, scope: !9)
!34 = !DILocation(line: 33, column: 12, scope: !9)
!35 = !DILocation(line: 34, column: 22, scope: !9)
!36 = !DILocation(line: 34, column: 14, scope: !9)
!37 = !DILocation(line: 34, column: 3, scope: !9)
!38 = !DILocation(line: 34, column: 12, scope: !9)
!39 = !DILocation(line: 35, column: 18, scope: !9)
!40 = !DILocation(line: 35, column: 14, scope: !9)
!41 = !DILocation(line: 35, column: 3, scope: !9)
!42 = !DILocation(line: 35, column: 12, scope: !9)
!43 = !DILocation(line: 36, column: 38, scope: !9)
!44 = !DILocation(line: 36, column: 14, scope: !9)
!45 = !DILocation(line: 36, column: 3, scope: !9)
!46 = !DILocation(line: 36, column: 12, scope: !9)
!47 = !DILocation(line: 39, column: 5, scope: !9)
!48 = !DILocation(line: 41, column: 28, scope: !9)
!49 = !DILocation(line: 41, column: 45, scope: !9)
!50 = !DILocation(line: 147, column: 39, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "cosf", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 43, column: 16, scope: !9)
!53 = !DILocation(line: 146, column: 39, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "sinf", scope: !14, file: !14, line: 146, type: !10, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = distinct !DILocation(line: 43, column: 34, scope: !9)
!56 = !DILocation(line: 44, column: 16, scope: !9)
!57 = !DILocation(line: 44, column: 24, scope: !9)
!58 = !DILocation(line: 44, column: 31, scope: !9)
!59 = !DILocation(line: 44, column: 39, scope: !9)
!60 = !DILocation(line: 44, column: 29, scope: !9)
!61 = !DILocation(line: 45, column: 24, scope: !9)
!62 = !DILocation(line: 45, column: 39, scope: !9)
!63 = !DILocation(line: 45, column: 29, scope: !9)
!64 = !DILocation(line: 46, column: 16, scope: !9)
!65 = !DILocation(line: 46, column: 30, scope: !9)
!66 = !DILocation(line: 47, column: 18, scope: !9)
!67 = !DILocation(line: 47, column: 13, scope: !9)
!68 = !DILocation(line: 48, column: 18, scope: !9)
!69 = !DILocation(line: 48, column: 13, scope: !9)
!70 = !DILocation(line: 49, column: 18, scope: !9)
!71 = !DILocation(line: 49, column: 13, scope: !9)
!72 = !DILocation(line: 50, column: 18, scope: !9)
!73 = !DILocation(line: 50, column: 13, scope: !9)
!74 = !DILocation(line: 40, column: 22, scope: !9)
!75 = !DILocation(line: 41, column: 32, scope: !9)
!76 = !DILocation(line: 42, column: 34, scope: !9)
!77 = !DILocation(line: 42, column: 25, scope: !9)
!78 = !DILocation(line: 42, column: 38, scope: !9)
!79 = !DILocation(line: 31, column: 18, scope: !9)
!80 = !DILocation(line: 52, column: 3, scope: !9)
!81 = !DILocation(line: 53, column: 14, scope: !9)
!82 = !DILocation(line: 53, column: 3, scope: !9)
!83 = !DILocation(line: 53, column: 12, scope: !9)
!84 = !DILocation(line: 54, column: 18, scope: !9)
!85 = !DILocation(line: 54, column: 3, scope: !9)
!86 = !DILocation(line: 54, column: 16, scope: !9)
!87 = !DILocation(line: 55, column: 30, scope: !9)
!88 = !DILocation(line: 55, column: 3, scope: !9)
!89 = !DILocation(line: 55, column: 28, scope: !9)
!90 = !DILocation(line: 56, column: 34, scope: !9)
!91 = !DILocation(line: 56, column: 3, scope: !9)
!92 = !DILocation(line: 56, column: 32, scope: !9)
!93 = !DILocation(line: 57, column: 1, scope: !9)
