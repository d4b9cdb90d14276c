// Nothing to import: this target only runs ComposableArchitectureTestSupport's set-up when the
// test binary loads (see Loader.c).
#pragma once
