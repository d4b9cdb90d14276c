// Linked into a test target, this module lets the issues that `TestStore`, unimplemented
// dependencies and `reportIssue` record reach Swift Testing (and XCTest) as test failures. Add
// it to every test target of features built with ComposableArchitecture:
//
//     .testTarget(
//       name: "MyFeatureTests",
//       dependencies: [
//         "MyFeature",
//         .product(name: "ComposableArchitectureTestSupport", package: "swift-composable-gtk"),
//       ]
//     )
//
// Without it, an issue reported under Swift Testing is only printed and the test passes, so a
// `TestStore` created under Swift Testing without it stops the test run with a message saying so.
@_exported import IssueReportingTestSupport
