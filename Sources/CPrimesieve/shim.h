// libprimesieve's C API (counting, generating and the n-th prime, plus the iterator), as the
// `CPrimesieve` system module. Only the `Primesieve` target imports it.
#ifndef CPRIMESIEVE_SHIM_H
#define CPRIMESIEVE_SHIM_H

#include <primesieve.h>

#endif
