/* Every difference between the LLVM versions we support (14 to 19) lives
 * here, behind LLVM_VERSION_MAJOR; the rest of the front end calls these. */
#include <llvm-c/Core.h>

#include "llvm_compat.h"

int
compat_llvm_major(void)
{
	return LLVM_VERSION_MAJOR;
}
