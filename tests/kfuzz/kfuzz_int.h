/* What the parts of kfuzz share (kfuzz.c: the command line, the error exit,
 * the random numbers, the text buffer; gen_expr.c: the generator's types
 * and expressions; gen_kernel.c: its statements and kernels; launch.c: the
 * launch files, inputs and comparison). Private to tests/kfuzz/. */
#ifndef KFUZZ_INT_H
#define KFUZZ_INT_H

#include <stddef.h>
#include <stdint.h>

/* "kfuzz: " and the message on stderr, exit status 2 */
void kf_die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* ---- random numbers: splitmix64, the same on every host ---- */

extern uint64_t kf_state;
uint64_t kf_next(void);
unsigned kf_rnd(unsigned n);

/* ---- a growing text buffer ---- */

typedef struct {
	char *s;
	size_t len, cap;
} KfText;

void kf_put(KfText *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void kf_indent(KfText *t, int depth);

/* ---- the generator ---- */

typedef enum { T_I8, T_U8, T_I16, T_U16, T_I32, T_U32, T_I64, T_U64, T_F32, T_F64, T_COUNT } KfType;

extern const char *const kf_tname[T_COUNT];
/* the buffer class of a type: in_X and out_X hold values of both signs */
extern const char *const kf_bname[T_COUNT];
enum { KF_CLASSES = 6 };
extern const int kf_class[T_COUNT];
extern const char *const kf_class_name[KF_CLASSES];

enum {
	KF_NIN = 64,     /* elements of every input buffer (a power of two) */
	KF_SLOTS = 8,    /* output elements per thread in every out buffer */
	KF_DUMP = 4,     /* of which the final values of up to 4 variables */
	KF_ACC_OPS = 8,  /* acc32: add, or, and, xor, umin, umax, min, max */
	KF_ACC_SLOTS = 16,
	KF_MAX_VARS = 12,
	KF_SHARED = 256, /* elements of a __shared__ array: >= threads per CTA */
};

typedef enum { P_FLAT, P_LOOPS, P_SHARED } KfProfile;

typedef struct {
	KfProfile profile;
	int nvars;
	KfType var[KF_MAX_VARS];
	int nloop;       /* loop counters in scope: i{loop[0]} .. */
	int loop[4];
	int nloops_made; /* names of loop counters */
	int budget;      /* statements left */
	int nshared;
	KfType shared[4];
	int uses_atomics;
	int has_local; /* a private array la[8] of type local */
	KfType local;
} KfGen;

/* the kernel being generated (gen_kernel.c) */
extern KfGen kf_g;

/* constructs the generator can leave out (kfuzz gen --without=A,B): to look
 * past a known gap without losing the rest of a kernel set; their names
 * are kfuzz.c's, in this order */
enum { F_ROTATE = 1, F_MULHI = 2, F_BITCOUNT = 4, F_SWITCH = 8, F_RETURN = 16,
       F_LOCAL = 32, F_ATOMIC = 64, F_DO = 128 };
extern unsigned kf_without;

int kf_is_float(KfType t);
KfType kf_any_type(void);
KfType kf_int_type(void);
/* an index into an array of n (a power of two) elements, always in bounds */
void kf_index(KfText *t, unsigned n, int depth);
void kf_cond(KfText *t, int depth);
void kf_expr(KfText *t, KfType ty, int depth);

/* kfuzz gen: the kernel of seed to cu_path, its launch to launch_path */
void kf_gen(uint64_t seed, const char *cu_path, const char *launch_path);

/* ---- launches ---- */

/* kfuzz inputs: DIR/inN.bin and DIR/launch */
void kf_inputs(const char *launch, const char *dir);
/* kfuzz cmp: 0 when equal, 1 when a buffer differs, 2 when one is missing */
int kf_cmp(const char *launch, const char *da, const char *db);

#endif
