// Reference samples
//
// The code samples of reference `000_a57cda67ab6d88f4.txt` (the closure-based `Reducer`) for
// `init`, `combine`, `combined(with:)`, `pullback`, `optional()` and `forEach`, compiled against
// `AnyReducer`, one sample per file (they reuse the same type names), each with a test of the
// behaviour the reference documents for it.
//
// Each sample is verbatim apart from:
//
// - the rename `Reducer` → `AnyReducer`;
// - `private` on its declarations, so that samples sharing names can live in one test target,
//   and `@available(*, deprecated)` on those that use the reference's `/` case paths (deprecated
//   by swift-case-paths), so that the build stays free of warnings;
// - completions, each marked `// completed:`, where the reference elides code (`{ ... }`,
//   `/* rest of state */` inside a declaration list) or has a typo (`switch action` without `{`,
//   `action environment` without a comma, an unclosed `<`), and the types the sample uses but
//   does not declare, which follow the sample.
