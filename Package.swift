// swift-tools-version: 6.0

import CompilerPluginSupport
import PackageDescription

// The engine (`ComposableArchitecture`) depends on nothing from GTK: a package that uses only
// that product builds on a machine without libgtk-4-dev. The GTK layers (`CGtk`, `Gtk`,
// `ComposableGtk`) and the app sit beside it and are only built when something asks for them.
let package = Package(
  name: "swift-composable-gtk",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "Gtk", targets: ["Gtk"]),
    .library(name: "ComposableGtk", targets: ["ComposableGtk"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.4"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.2.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.4.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.5.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        "ComposableArchitectureMacros",
      ]
    ),
    // The compiler plugin behind `@Reducer`, `@ObservableState` and `@Presents`. It runs inside
    // the compiler at build time and is never linked into an app.
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: ["ComposableArchitecture"],
      path: "Benchmarks/EngineBenchmarks"
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        "ComposableArchitectureMacros",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    // C interop: GTK's headers plus one shim header of what Swift cannot import.
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]
    ),
    // The few GObject types that need real C (`G_DEFINE_TYPE`): the Swift-backed list model.
    .target(name: "CGtkShim", dependencies: ["CGtk"]),
    .target(name: "Gtk", dependencies: ["CGtk", "CGtkShim"]),
    .testTarget(
      name: "GtkTests",
      dependencies: [
        "Gtk",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The glue: widgets that follow store observations, bindings, lists and presentation.
    .target(name: "ComposableGtk", dependencies: ["ComposableArchitecture", "Gtk"]),
    .testTarget(
      name: "ComposableGtkTests",
      dependencies: [
        "ComposableGtk",
        "Counter",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The counter example: one file that shows the whole pattern; `make run` launches it.
    .executableTarget(
      name: "Counter",
      dependencies: ["ComposableGtk"],
      path: "Examples/Counter"
    ),
    // G1, G2, G4, G5 and G6 of BENCHMARKS.md; run by `make bench` under Xvfb.
    .executableTarget(
      name: "GtkBenchmarks",
      dependencies: ["CGtk", "ComposableGtk"],
      path: "Benchmarks/GtkBenchmarks"
    ),
  ],
  swiftLanguageModes: [.v6]
)
