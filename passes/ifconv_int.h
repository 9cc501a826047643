/* Private to passes/ (and tests/passes): what GPU-CC's folds share with
 * if-conversion. */
#ifndef VGIW_IFCONV_INT_H
#define VGIW_IFCONV_INT_H

#include <stdint.h>

#include "vgiw/kir.h"

/* Keep in list[0..*n) (a GPU-CC kernel's straight-line instructions in
 * order) only what a thread's effects depend on; the others get block 0. */
void ifconv_drop_dead(KirFunc *f, uint32_t *list, uint32_t *n);

#endif
