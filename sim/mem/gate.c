/* The gate that lets a chip's cores step in parallel host threads and still
 * touch what they share in the one-thread order (include/vgiw/simmem.h,
 * docs/chip.md): per core a published key, the start cycle of its step. */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "vgiw/simmem.h"

_Thread_local SimGateCore *sim_gate_cur;

/* one cache line per key: the threads poll each other's */
typedef struct {
	_Atomic uint64_t v;
	char pad[64 - sizeof(uint64_t)];
} GateKey;

struct SimGate {
	GateKey *key;
	uint32_t n;
	atomic_int stop;
};

SimGate *
sim_gate_new(uint32_t cores)
{
	SimGate *g = xcalloc(1, sizeof *g);

	g->n = cores;
	g->key = xcalloc(cores ? cores : 1, sizeof *g->key);
	for (uint32_t i = 0; i < cores; i++)
		atomic_init(&g->key[i].v, UINT64_MAX);
	atomic_init(&g->stop, 0);
	return g;
}

void
sim_gate_free(SimGate *g)
{
	if (g)
		free(g->key);
	free(g);
}

void
sim_gate_set_key(SimGate *g, uint32_t i, uint64_t key)
{
	/* release: what the core's step wrote is visible to whoever reads
	 * the new key and passes the gate */
	atomic_store_explicit(&g->key[i].v, key, memory_order_release);
}

uint64_t
sim_gate_key(const SimGate *g, uint32_t i)
{
	return atomic_load_explicit(&((SimGate *)g)->key[i].v, memory_order_acquire);
}

void
sim_gate_stop(SimGate *g)
{
	atomic_store_explicit(&g->stop, 1, memory_order_release);
}

int
sim_gate_stopped(const SimGate *g)
{
	return atomic_load_explicit(&((SimGate *)g)->stop, memory_order_acquire);
}

void
sim_gate_wait(SimGateCore *c)
{
	SimGate *g = c->gate;
	uint64_t t = sim_gate_key(g, c->core);
	uint32_t from = 0;

	for (uint32_t spins = 0;; spins++) {
		/* start where the last look failed: that core is the likeliest
		 * to hold us back still */
		uint32_t j = from, k;
		for (k = 0; k < g->n; k++, j = j + 1 == g->n ? 0 : j + 1) {
			if (j == c->core)
				continue;
			uint64_t o = sim_gate_key(g, j);
			if (o < t || (o == t && j < c->core))
				break;
		}
		if (k == g->n) {
			c->held = 1;
			return;
		}
		from = j;
		if (sim_gate_stopped(g))
			pthread_exit(NULL);
		/* the host is shared: a waiting thread gives its processor away */
		if (spins >= 16)
			sched_yield();
	}
}

void
sim_gate_diag(void)
{
	sim_gate();
}
