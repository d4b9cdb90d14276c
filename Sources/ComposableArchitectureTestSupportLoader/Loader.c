// Runs ComposableArchitectureTestSupport's set-up when the test binary is loaded, before XCTest
// starts its first test: swift-corelibs-xctest tells observers of a test's start only if they
// were registered before it, and `XCTExpectFailure` (the form without a closure) needs to know
// the test that is running to check, at its end, that the expected failure happened. Swift has
// no load-time initializers; C does. The symbol is weak: where the Swift side does not define
// it (Apple platforms, whose XCTest has its own XCTExpectFailure), nothing runs.
#include "ComposableArchitectureTestSupportLoader.h"

extern void ComposableArchitectureTestSupport_load(void) __attribute__((weak));

__attribute__((constructor)) static void composable_architecture_test_support_load(void) {
  if (ComposableArchitectureTestSupport_load) {
    ComposableArchitectureTestSupport_load();
  }
}
