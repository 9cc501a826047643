/* The .cfg container (docs/cfg-format.md): the encoder the compiler writes
 * through, the validating decoder the simulators read through, the text
 * dump and the $readmemh images. Only backend/ knows the byte layout. */
#ifndef VGIW_CFG_H
#define VGIW_CFG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "vgiw/arch.h"
#include "vgiw/program.h"
#include "vgiw/support.h"

#define CFG_MAGIC "VGIWCFG"       /* 8 bytes with its NUL */
#define CFG_VERSION 1u

/* Deterministic bytes for p: the same Program gives the same file (no
 * pointers, no padding left uninitialised, fixed field and string order).
 * PROG_GPUCC programs carry each kernel's ProgKernel.gpucc in a GPU-CC
 * section; PROG_VGIW ones (gpucc NULL) encode exactly as before it existed.
 * *out is malloc'ed; 0, or -1 when p cannot be represented (a node with
 * more than DFG_MAX_IN inputs, a GPU-CC unit with more than
 * PROG_GPUCC_MAX_IN, a PROG_GPUCC kernel without gpucc or a PROG_VGIW one
 * with it, a count over 32 bits): no output then. */
int cfg_encode(const Program *p, uint8_t **out, size_t *size);

/* Checks everything (header, CRCs, bounds, references, placement, routes)
 * and builds a Program, or returns NULL after one error in d naming the
 * section, the file offset, what was expected and what was found. With
 * arch, also the fingerprint, the grid shape, the unit classes and
 * opcodes of every placed node and the links of every route, and (target
 * PROG_GPUCC) that the SM has the cores, LSUs and lanes used. Never reads
 * outside data[0 .. size). */
Program *cfg_decode(const uint8_t *data, size_t size, const Arch *arch,
                    DiagList *d);

/* Encode, re-check through the decoder (so the compiler never writes a
 * file the simulator would reject) and write atomically ("-": stdout).
 * 0, or -1 with an error in d. */
int cfg_write_file(const Program *p, const char *path, DiagList *d);
/* Read and decode; errors are reported at `path`. */
Program *cfg_read_file(const char *path, const Arch *arch, DiagList *d);

/* Readable, stable text of everything the container holds (the format of
 * vgiwdump and vgiwcc --emit=asm; golden tests compare it). */
void cfg_dump(FILE *out, const Program *p);

/* $readmemh images into directory dir (which must exist): per kernel K,
 * kK_blocks.hex (the block table) and kK_bID.hex (per block: unit words
 * and switch words of every cell). 0, or -1 with an error in d. */
int cfg_write_hex(const Program *p, const char *dir, DiagList *d);

/* Table-driven CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320, as in
 * zlib): crc = cfg_crc32(0, data, n), and chained over pieces. */
uint32_t cfg_crc32(uint32_t crc, const void *data, size_t n);

#endif
