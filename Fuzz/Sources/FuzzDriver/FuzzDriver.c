#include "FuzzDriver.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run(int argc, char **argv) {
  return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}

int FuzzHTML_main(int argc, char **argv) { return run(argc, argv); }
int FuzzMarkdown_main(int argc, char **argv) { return run(argc, argv); }
int FuzzDecoders_main(int argc, char **argv) { return run(argc, argv); }
int FuzzPictures_main(int argc, char **argv) { return run(argc, argv); }
