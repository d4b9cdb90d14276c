import ComposableArchitecture

// This file's shape is the test, and it must stay this small: an empty feature, an enum of
// features, then another feature. With the `@Reducer` expansion of before, Swift 6.3.1's
// compiler crashed on it (signal 11 in TypeCheckPrimaryFileRequest): the enum's generated
// `State` and `Action` carried extension macros that expanded lazily, while the type checker was
// iterating over the file's synthesized extensions. Whether it crashes depends on how many
// extensions the file has, which is why this file holds nothing else. See
// `GeneratedConformances` in the macro target.

@Reducer
struct ShapeChild {}

@Reducer
enum ShapeFeatures {
  case child(ShapeChild)
}

@Reducer
struct ShapeOther {}
