/* The embedded chips (arch/chips/, docs/chip.md): overlays of the
 * default description that set the chip section (and, where a chip's
 * uncore differs from the default GTX480 one, the memory section), looked
 * up by name or read from a file, and the setup that applies one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

extern const char arch_chip_gtx480_xml[], arch_chip_vgiw15_xml[],
	arch_chip_gtx470_cc_xml[], arch_ilp_sm_xml[], arch_chip_ilp_baseline_xml[],
	arch_chip_gpu_t_xml[], arch_chip_gpu_i_xml[], arch_chip_gpu_h_xml[];
extern const size_t arch_chip_gtx480_xml_len, arch_chip_vgiw15_xml_len,
	arch_chip_gtx470_cc_xml_len, arch_ilp_sm_xml_len,
	arch_chip_ilp_baseline_xml_len, arch_chip_gpu_t_xml_len,
	arch_chip_gpu_i_xml_len, arch_chip_gpu_h_xml_len;

/* A chip whose SM is the ILP study's (ilp 1) has arch/ilp-sm.xml applied
 * before its own overlay. */
typedef struct {
	const char *name, *what;
	const char *xml;
	const size_t *len;
	int ilp;
} Chip;

static const Chip chips[] = {
	{ "gtx480", "15 SIMT SMs on the GTX480 uncore (GPGPU-Sim 3.x GTX480)",
	  arch_chip_gtx480_xml, &arch_chip_gtx480_xml_len, 0 },
	{ "vgiw15", "15 VGIW cores on the GTX480 uncore, write-back L1 (VGIW "
	  "paper section 4, Table 1)", arch_chip_vgiw15_xml, &arch_chip_vgiw15_xml_len, 0 },
	{ "gtx470-cc", "14 GPU-CC SMs on a GTX 470 uncore, 5 channels (GPU-CC "
	  "paper section 4.2)", arch_chip_gtx470_cc_xml, &arch_chip_gtx470_cc_xml_len, 0 },
	{ "ilp-baseline", "30 TLP SMs of arch/ilp-sm.xml (ILP paper Table 1)",
	  arch_chip_ilp_baseline_xml, &arch_chip_ilp_baseline_xml_len, 1 },
	{ "gpu-t", "40 TLP SMs of arch/ilp-sm.xml, 3 memory modules per "
	  "controller (ILP paper section 5)", arch_chip_gpu_t_xml,
	  &arch_chip_gpu_t_xml_len, 1 },
	{ "gpu-i", "36 ILP SMs (bypass, shared scoreboard, static prediction), "
	  "3 memory modules per controller (ILP paper section 5)",
	  arch_chip_gpu_i_xml, &arch_chip_gpu_i_xml_len, 1 },
	{ "gpu-h", "20 TLP + 18 ILP SMs, kernels steered by occupancy and "
	  "launch size (ILP paper section 5)", arch_chip_gpu_h_xml,
	  &arch_chip_gpu_h_xml_len, 1 },
};

const char *
arch_chip_name(uint32_t i, const char **what)
{
	if (i >= sizeof chips / sizeof chips[0])
		return NULL;
	if (what)
		*what = chips[i].what;
	return chips[i].name;
}

int
arch_is_chip(const Arch *a)
{
	return a->chip.cores.simt || a->chip.cores.gpucc || a->chip.cores.vgiw;
}

static int
apply(Arch *a, const char *chip, DiagList *d)
{
	for (uint32_t i = 0; i < sizeof chips / sizeof chips[0]; i++)
		if (!strcmp(chip, chips[i].name)) {
			char name[64];
			if (chips[i].ilp && !arch_load_over(a, arch_ilp_sm_xml,
			                                    arch_ilp_sm_xml_len, "<ilp-sm.xml>",
			                                    SRC_DEFAULT, d))
				return -1;
			snprintf(name, sizeof name, "<chip %s>", chips[i].name);
			return arch_load_over(a, chips[i].xml, *chips[i].len, name,
			                      SRC_DEFAULT, d) ? 0 : -1;
		}
	size_t n = strlen(chip);
	if (n < 4 || strcmp(chip + n - 4, ".xml")) {
		char list[256] = "";
		for (uint32_t i = 0; i < sizeof chips / sizeof chips[0]; i++)
			snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
			         i ? ", " : "", chips[i].name);
		diag_add(d, DIAG_ERROR, NULL, 0, 0, "--chip=%s: no such chip (the "
		         "embedded ones: %s; or a FILE.xml)", chip, list);
		return -1;
	}
	char *buf = vgiw_read_input(chip, VGIW_INPUT_ARCH, &n, d);
	if (!buf)
		return -1;
	Arch *r = arch_load_over(a, buf, n, chip, SRC_FILE, d);
	free(buf);
	return r ? 0 : -1;
}

Arch *
arch_setup_chip(const char *file, const char *chip, const char *const *overrides,
                uint32_t noverrides, DiagList *d)
{
	uint32_t before = d->errors;
	Arch *a = file ? arch_load_file(file, d) : arch_default();

	if (!a)
		return NULL;
	if (chip) {
		if (apply(a, chip, d) == 0)
			arch_check(a, d);
		if (d->errors == before && !arch_is_chip(a))
			diag_add(d, DIAG_ERROR, strstr(chip, ".xml") ? chip : NULL, 0, 0,
			         "--chip=%s has no cores (chip.cores.simt, .gpucc and "
			         ".vgiw are all 0)", chip);
		if (d->errors != before) {
			arch_free(a);
			return NULL;
		}
	}
	for (uint32_t k = 0; k < noverrides; k++)
		arch_override(a, overrides ? overrides[k] : NULL, d);
	if (noverrides)
		arch_check(a, d);
	if (d->errors != before) {
		arch_free(a);
		return NULL;
	}
	return a;
}
