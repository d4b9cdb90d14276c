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
    .library(name: "Sharing", targets: ["Sharing"]),
    // For test targets: makes the issues a TestStore reports fail Swift Testing and XCTest tests.
    .library(
      name: "ComposableArchitectureTestSupport", targets: ["ComposableArchitectureTestSupport"]
    ),
    .library(name: "GLib", targets: ["GLib"]),
    .library(name: "Gio", targets: ["Gio"]),
    .library(name: "Pango", targets: ["Pango"]),
    .library(name: "Gdk", targets: ["Gdk"]),
    .library(name: "Graphene", targets: ["Graphene"]),
    .library(name: "Gsk", targets: ["Gsk"]),
    .library(name: "Gtk", targets: ["Gtk"]),
    .executable(name: "binding-generator", targets: ["GIRGenerator"]),
    .library(name: "ComposableGtk", targets: ["ComposableGtk"]),
    .library(name: "ComposableGtkViews", targets: ["ComposableGtkViews"]),
    .library(name: "PrimeTime", targets: ["PrimeTime"]),
    .executable(name: "primetime", targets: ["PrimeTimeApp"]),
    // libadwaita: its wrappers, and declarative views of them.
    .library(name: "Adw", targets: ["Adw"]),
    .library(name: "ComposableAdwViews", targets: ["ComposableAdwViews"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // Combine's API on Linux: OpenCombine, and Point-Free's schedulers over it (test and
    // type-erased schedulers; its `OpenCombineSchedulers` trait is on by default off Apple).
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.4"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.2.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.4.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.5.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    // Property-based tests (generators, shrinking, a seed to replay a failure): tests only.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `make docs`: builds the DocC catalogs (Sources/*/Documentation.docc) into a static site.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "DequeModule", package: "swift-collections"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OpenCombineShim", package: "OpenCombine"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        "ComposableArchitectureMacros",
        "Sharing",
      ]
    ),
    .target(
      name: "ComposableArchitectureTestSupport",
      dependencies: [
        "ComposableArchitectureTestSupportLoader",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // Runs the test support's set-up when a test binary loads (`XCTExpectFailure` on Linux
    // needs to know each test as it starts): a C constructor, which Swift has no equivalent of.
    .target(name: "ComposableArchitectureTestSupportLoader"),
    // `@Shared` and `@SharedReader` with swift-sharing's API: in-memory, file and app storage.
    // `ComposableArchitecture` re-exports it, as TCA re-exports swift-sharing.
    .target(
      name: "Sharing",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The compiler plugin behind `@Reducer`, `@ObservableState` and `@Presents`. It runs inside
    // the compiler at build time and is never linked into an app. The macros' expansions
    // (Expansions/) are compiled into their tests too, through a symbolic link, rather than the
    // tests depending on this target: a test target that depends on a macro target makes
    // SwiftPM build every test target, and all they depend on, a second time for the host (the
    // whole package twice over in `swift build --build-tests`).
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
        // What the README tells users to add: it brings IssueReportingTestSupport.
        "ComposableArchitectureTestSupport",
        "AsyncTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // What the async tests of several targets share: `settle` and a test clock that counts its
    // sleeps.
    .target(
      name: "AsyncTestSupport",
      dependencies: [
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      path: "Tests/AsyncTestSupport"
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: [
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    // `Sharing` on its own: @Shared and @SharedReader, their keys and storages. How a store holds
    // shared state is the engine's, tested in ComposableArchitectureTests.
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "Sharing",
        "AsyncTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
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
    // The GObject runtime every binding module builds on: one Swift wrapper per GObject, the
    // registry of wrapper classes, signal closures, and the generated GObject-2.0 namespace.
    .target(name: "GLib", dependencies: ["CGtk"]),
    // Generated from GObject introspection (Sources/*/Generated, `make generate`), one module
    // per namespace, so that an app compiles only the libraries it uses.
    .systemLibrary(
      name: "CGioUnix",
      pkgConfig: "gio-unix-2.0",
      providers: [.apt(["libglib2.0-dev"])]
    ),
    .target(name: "Gio", dependencies: ["CGtk", "CGioUnix", "GLib"]),
    .target(name: "Pango", dependencies: ["CGtk", "GLib", "Gio"]),
    .target(name: "Gdk", dependencies: ["CGtk", "GLib", "Gio", "Pango"]),
    .target(name: "Graphene", dependencies: ["CGtk", "GLib", "Gio", "Pango", "Gdk"]),
    .target(name: "Gsk", dependencies: ["CGtk", "GLib", "Gio", "Pango", "Gdk", "Graphene"]),
    .systemLibrary(
      name: "CGtkUnixPrint",
      pkgConfig: "gtk4-unix-print",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    .target(
      name: "Gtk",
      dependencies: [
        "CGtk", "CGtkShim", "CGtkUnixPrint", "GLib", "Gio", "Pango", "Gdk", "Graphene", "Gsk",
      ]
    ),
    // Writes Sources/*/Generated/ from the system's GObject-introspection data
    // (`make generate`), and reports coverage (`make coverage`).
    .executableTarget(name: "GIRGenerator", path: "Sources/GIRGenerator"),
    .testTarget(
      name: "GLibTests",
      dependencies: [
        "GLib", "Gio", "Pango", "Gdk", "Graphene", "Gsk",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // What the GUI test targets share: a test case that runs GLib's loop, waiting helpers.
    .target(
      name: "GtkTestSupport",
      dependencies: ["ComposableGtk", "Gtk"],
      path: "Tests/GtkTestSupport"
    ),
    // A widget of a C library the bindings do not generate, which GtkTests wraps as a user would.
    .target(name: "CDemoDial", dependencies: ["CGtk"], path: "Tests/CDemoDial"),
    .testTarget(
      name: "GtkTests",
      dependencies: [
        "Gtk",
        "Graphene",
        "GtkTestSupport",
        "CDemoDial",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The glue: widgets that follow store observations, bindings, lists and presentation.
    .target(name: "ComposableGtk", dependencies: ["ComposableArchitecture", "Gtk"]),
    .testTarget(
      name: "ComposableGtkTests",
      dependencies: [
        "ComposableGtk",
        "CounterExample",
        "GtkTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Declarative views: SwiftUI-like views built once into widgets, whose closures and bodies
    // are observations (only what read changed state runs again).
    .target(name: "ComposableGtkViews", dependencies: ["Adw", "ComposableGtk"]),
    .testTarget(
      name: "ComposableGtkViewsTests",
      dependencies: [
        "ComposableGtkViews",
        "DeclarativeCounterExample",
        "GtkTestSupport",
        "SyncUpsExample",
        "TodosExample",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The counter example: its feature and window (one file that shows the whole pattern),
    // and the application `make run` launches. Tests and GUI benchmarks use the same types.
    .target(
      name: "CounterExample",
      dependencies: ["ComposableGtk"],
      path: "Examples/Counter/CounterExample"
    ),
    .executableTarget(
      name: "Counter",
      dependencies: ["CounterExample"],
      path: "Examples/Counter/App"
    ),
    // The same counter written as a declarative view; the feature is the counter example's.
    .target(
      name: "DeclarativeCounterExample",
      dependencies: ["ComposableGtkViews", "CounterExample"],
      path: "Examples/DeclarativeCounter/DeclarativeCounterExample"
    ),
    .executableTarget(
      name: "DeclarativeCounter",
      dependencies: ["DeclarativeCounterExample"],
      path: "Examples/DeclarativeCounter/App"
    ),
    // The todos example: a list, a sheet that edits a row and an alert that confirms a
    // deletion, as declarative views; its features are tested with TestStore, its window
    // under Xvfb (in ComposableGtkViewsTests).
    .target(
      name: "TodosExample",
      dependencies: ["ComposableGtkViews"],
      path: "Examples/Todos/TodosExample"
    ),
    .executableTarget(
      name: "Todos",
      dependencies: ["TodosExample"],
      path: "Examples/Todos/App"
    ),
    .testTarget(
      name: "TodosExampleTests",
      dependencies: [
        "TodosExample",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The sync-ups example, in the shape of TCA's SyncUps tutorial: a list, a detail page, an
    // edit form, a meeting timer and file persistence, its views written as for SwiftUI + TCA;
    // its features are tested with TestStore, its window under Xvfb (ComposableGtkViewsTests).
    .target(
      name: "SyncUpsExample",
      dependencies: ["ComposableGtkViews"],
      path: "Examples/SyncUps/SyncUpsExample"
    ),
    .executableTarget(
      name: "SyncUps",
      dependencies: ["SyncUpsExample"],
      path: "Examples/SyncUps/App"
    ),
    .testTarget(
      name: "SyncUpsExampleTests",
      dependencies: [
        "SyncUpsExample",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // The tutorial in ComposableGtkViews' catalog (Documentation.docc/Tutorials): its step files
    // are compiled through symbolic links to them, so that the tutorial cannot show code that
    // does not build. `TutorialCounter` is the feature and view at the last step,
    // `TutorialCounterApp` its `@main`, `TutorialCounterStep1` the feature and view of the first
    // step; `TutorialCounterTests` runs the tutorial's TestStore tests and drives its window in
    // `make test`.
    .target(
      name: "TutorialCounter",
      dependencies: ["ComposableGtkViews"],
      path: "Examples/Tutorial/TutorialCounter"
    ),
    .executableTarget(
      name: "TutorialCounterApp",
      dependencies: ["TutorialCounter"],
      path: "Examples/Tutorial/App"
    ),
    .target(
      name: "TutorialCounterStep1",
      dependencies: ["ComposableGtkViews"],
      path: "Examples/Tutorial/Step1"
    ),
    .testTarget(
      name: "TutorialCounterTests",
      dependencies: [
        "TutorialCounter",
        "ComposableArchitectureTestSupport",
        "GtkTestSupport",
      ]
    ),
    // libprimesieve (the fastest prime sieve there is) as a system module, and the Swift layer
    // over it that holds all of its pointer handling: PrimeTime above it is safe Swift.
    .systemLibrary(
      name: "CPrimesieve",
      pkgConfig: "primesieve",
      providers: [.apt(["libprimesieve-dev"]), .brew(["primesieve"])]
    ),
    .target(name: "Primesieve", dependencies: ["CPrimesieve"]),
    .testTarget(
      name: "PrimesieveTests",
      dependencies: [
        "Primesieve",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // PrimeTime's features and their dependency clients: headless, tested with TestStore.
    .target(name: "PrimeTime", dependencies: ["ComposableArchitecture", "Primesieve"]),
    .testTarget(
      name: "PrimeTimeTests",
      dependencies: [
        "PrimeTime",
        "AsyncTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // The app's windows and everything the running app needs (resources, logging, window
    // state), as a library so that GUI tests can drive the real window.
    .target(
      name: "PrimeTimeUI",
      dependencies: [
        "Adw",
        "ComposableAdwViews",
        "ComposableGtkViews",
        "PrimeTime",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The app itself, `primetime`: its command line; run-time resources are found without the
    // source tree once installed (see `make install`).
    .executableTarget(
      name: "PrimeTimeApp",
      dependencies: [
        "PrimeTimeUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // PrimeTime's window, driven through its widgets under Xvfb; and the built `primetime` run
    // as a subprocess (its command line, its resource lookup).
    .testTarget(
      name: "PrimeTimeAppTests",
      dependencies: [
        "PrimeTimeUI",
        "GtkTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // S1 of Benchmarks/README.md: the prime client against the primesieve command on one thread.
    .executableTarget(
      name: "PrimeBenchmarks",
      dependencies: ["PrimeTime", "Primesieve"],
      path: "Benchmarks/PrimeBenchmarks"
    ),
    // The G workloads of Benchmarks/README.md, run by `make bench` under Xvfb. G1 and G3
    // measure PrimeTime's real window, hence `PrimeTimeUI`.
    .executableTarget(
      name: "GtkBenchmarks",
      dependencies: [
        "CGtk", "ComposableGtk", "ComposableGtkViews", "CounterExample",
        "DeclarativeCounterExample", "PrimeTime", "PrimeTimeUI",
      ],
      path: "Benchmarks/GtkBenchmarks"
    ),
    // MARK: libadwaita
    // GNOME's widgets and style (libadwaita 1.2, Debian 12's): a layer beside `Gtk`, which stays
    // free of it. `CAdw` is the C interop, `Adw` the thin wrappers (same ownership rules as
    // `Gtk`), `ComposableAdwViews` the declarative views of them.
    .systemLibrary(
      name: "CAdw",
      pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev"]), .brew(["libadwaita"])]
    ),
    .target(name: "Adw", dependencies: ["CAdw", "CGtk", "Gtk"]),
    .target(name: "ComposableAdwViews", dependencies: ["Adw", "ComposableGtkViews"]),
    // What both libadwaita GUI test targets share: the test case that initializes libadwaita,
    // and finding its widgets in a window.
    .target(
      name: "AdwTestSupport",
      dependencies: ["Adw", "CAdw", "ComposableGtk", "Gtk", "GtkTestSupport"],
      path: "Tests/AdwTestSupport"
    ),
    .testTarget(
      name: "AdwTests",
      dependencies: [
        "Adw",
        "AdwTestSupport",
        "CAdw",
        "GtkTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "ComposableAdwViewsTests",
      dependencies: [
        "Adw",
        "AdwTestSupport",
        "CAdw",
        "ComposableAdwViews",
        "GtkTestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    // MARK: end of libadwaita
  ],
  swiftLanguageModes: [.v6]
)
