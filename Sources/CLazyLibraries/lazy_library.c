#include "lazy_library.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

void *lazy_library_handle(struct lazy_library *library) {
  static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
  pthread_mutex_lock(&lock);
  if (!library->tried) {
    library->handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    library->tried = 1;
  }
  void *handle = library->handle;
  pthread_mutex_unlock(&lock);
  return handle;
}

void *lazy_library_symbol(struct lazy_library *library, const char *name) {
  void *handle = lazy_library_handle(library);
  void *symbol = handle ? dlsym(handle, name) : NULL;
  if (!symbol) {
    const char *reason = dlerror();
    fprintf(stderr, "leetview: cannot load %s from %s (%s); install the package %s\n", name,
            library->soname, reason ? reason : "not found", library->package);
    exit(1);
  }
  return symbol;
}
