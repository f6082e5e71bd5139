#ifndef CSECRET_SHIM_H
#define CSECRET_SHIM_H
/* libsecret (Debian libsecret-1-dev): the Secret Service client behind CKeyring. */
#include <libsecret/secret.h>
#endif
