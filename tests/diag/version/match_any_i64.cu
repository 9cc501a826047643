// Compiled by clang 14 (samples/README.md's command, -O2
// -gline-tables-only, and PTX 6.4 for the sm_70 builtin) into
// match_any_i64.ll:
//   clang-14 -x cuda --cuda-gpu-arch=sm_70 -nocudainc -nocudalib
//     --cuda-device-only --cuda-path=/nonexistent -fdebug-compilation-dir=.
//     -Isamples/include -Xclang -target-feature -Xclang +ptx64 -emit-llvm -S
//     -O2 -gline-tables-only tests/diag/version/match_any_i64.cu
//     -o tests/diag/version/match_any_i64.ll
// LLVM 14 declares llvm.nvvm.match.any.sync.i64 returning i64; from LLVM 17
// (at the latest) it returns i32, so LLVM 19's verifier rejects clang 14's
// declaration, and LLVM's IR reader used to end the process on it ("Broken
// module found") because the module carries debug info.
#include "vgiw_cuda.h"
__global__ void k_match(unsigned long long *p, unsigned *out)
{
	unsigned t = threadIdx.x;
	out[t] = (unsigned)__nvvm_match_any_sync_i64(0xffffffffu, p[t]);
}
