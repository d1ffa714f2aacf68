// swift-tools-version: 6.0
import PackageDescription

/// Strict settings shared by every Swift target.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// `LIFTBOOK_FUZZ=1` (set by `.ci/fuzz`) instruments the library targets for libFuzzer and builds
/// the `LiftbookFuzz` driver; executables that have their own `main` are left uninstrumented.
let fuzzing = Context.environment["LIFTBOOK_FUZZ"] == "1"
let fuzzFlags = ["-sanitize=fuzzer,address"]
/// The settings of every library target: strict, and instrumented in the fuzz build.
let library: [SwiftSetting] = strict + (fuzzing ? [.unsafeFlags(fuzzFlags), .define("LIFTBOOK_FUZZ")] : [])

let package = Package(
    name: "Liftbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "liftbook", targets: ["liftbook"]),
        .library(name: "LiftbookLoading", targets: ["LiftbookLoading"]),
        .library(name: "LiftbookAnalytics", targets: ["LiftbookAnalytics"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", .upToNextMinor(from: "0.27.1")),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // System calls, threads and file I/O: the one module under the model that imports the C library.
        .target(name: "LiftbookSystem", swiftSettings: library),
        .target(name: "LiftbookModel", swiftSettings: library),
        // The disk layer: the one output writer, the site-folder writer (all or nothing), the
        // output lock; every write to disk goes through it (or LiftbookSystem).
        .target(name: "LiftbookOutput", dependencies: ["LiftbookSystem", "LiftbookModel"], swiftSettings: library),
        .target(name: "LiftbookMarkdown", dependencies: ["CCmark"], swiftSettings: library),
        .target(name: "LiftbookTemplates", swiftSettings: library),
        // Images drawn at build time (the Open Graph cards): FreeType's glyphs, libpng's files.
        .target(name: "LiftbookImages", dependencies: ["LiftbookSystem", "CFreeType", "CLibPNG"], swiftSettings: library),
        // Runs the Mustache spec's JSON tests against the template engine (a development tool).
        .executableTarget(name: "MustacheSpecRunner", dependencies: ["LiftbookTemplates"], swiftSettings: strict),
        .executableTarget(name: "EmbedTool", swiftSettings: strict),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["EmbedTool"]),
        .target(
            name: "LiftbookResources",
            exclude: ["Library"],
            swiftSettings: library,
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "LiftbookLoading",
            dependencies: [
                "LiftbookSystem", "LiftbookModel", "LiftbookMarkdown", "LiftbookResources",
                .product(name: "Yams", package: "Yams"),
                .product(name: "CSV", package: "CSV.swift"),
            ],
            swiftSettings: library
        ),
        .target(name: "LiftbookAnalytics", dependencies: ["LiftbookSystem", "LiftbookModel"], swiftSettings: library),
        .target(
            name: "LiftbookSite",
            dependencies: [
                "LiftbookSystem", "LiftbookModel", "LiftbookAnalytics", "LiftbookMarkdown", "LiftbookTemplates",
                "LiftbookImages", "LiftbookResources",
            ],
            swiftSettings: library
        ),
        .target(
            name: "LiftbookPipeline",
            dependencies: ["LiftbookSystem", "LiftbookModel", "LiftbookOutput", "LiftbookLoading", "LiftbookAnalytics", "LiftbookSite"],
            swiftSettings: library
        ),
        .target(name: "LiftbookSample", dependencies: ["LiftbookSystem", "LiftbookModel"], swiftSettings: library),
        // The only module that reaches the network (follow add/fetch, import-routine URL); the
        // build pipeline never depends on it.
        .target(name: "LiftbookFollowing", dependencies: ["LiftbookSystem", "LiftbookModel", "LiftbookOutput", "LiftbookLoading"], swiftSettings: library),
        .target(
            name: "LiftbookServe",
            dependencies: [
                "LiftbookSystem", "LiftbookModel", "CQRencode",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "LiftbookCLI",
            dependencies: [
                "LiftbookSystem", "LiftbookModel", "LiftbookOutput", "LiftbookLoading", "LiftbookAnalytics", "LiftbookSample", "LiftbookResources", "LiftbookSite", "LiftbookPipeline",
                "LiftbookServe", "LiftbookFollowing", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: library
        ),
        .executableTarget(name: "liftbook", dependencies: ["LiftbookCLI"], swiftSettings: strict),
        // Test fixtures and helpers below the site: model and loading fixtures, the CLI runner, golden
        // files, the test HTTP servers (on threads of their own) and the raw HTTP client.
        .target(
            name: "LiftbookFixtures",
            dependencies: ["LiftbookSystem", "LiftbookModel", "LiftbookLoading", "LiftbookAnalytics", "LiftbookSample"],
            path: "Tests/LiftbookFixtures",
            swiftSettings: library
        ),
        // The site-level helpers (in-memory builds, the command site, the faulty file system); it
        // re-exports LiftbookFixtures.
        .target(
            name: "LiftbookTestSupport",
            dependencies: ["LiftbookFixtures", "LiftbookSystem", "LiftbookModel", "LiftbookOutput", "LiftbookLoading", "LiftbookAnalytics", "LiftbookSite", "LiftbookPipeline"],
            path: "Tests/LiftbookTestSupport",
            swiftSettings: library
        ),
        // The libFuzzer driver of .ci/fuzz, with its own seeds; in other builds a stub that says how to get it.
        .executableTarget(
            name: "LiftbookFuzz",
            dependencies: ["LiftbookSystem", "LiftbookModel", "LiftbookLoading", "LiftbookSite", "LiftbookResources", "LiftbookTemplates", "LiftbookSample"],
            swiftSettings: library,
            linkerSettings: fuzzing ? [.unsafeFlags(fuzzFlags)] : []
        ),
        // The tests, one target per layer (see docs/development/testing.md); only CLITests runs the binary.
        .testTarget(name: "SystemTests", dependencies: ["LiftbookSystem"], swiftSettings: strict),
        .testTarget(name: "ModelTests", dependencies: ["LiftbookModel"], swiftSettings: strict),
        .testTarget(name: "TemplatesTests", dependencies: ["LiftbookTemplates"], swiftSettings: strict),
        .testTarget(
            name: "LoadingTests",
            dependencies: ["LiftbookSystem", "LiftbookModel", "LiftbookLoading", "LiftbookSample", "LiftbookFixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "AnalyticsTests",
            dependencies: ["LiftbookSystem", "LiftbookModel", "LiftbookLoading", "LiftbookAnalytics", "LiftbookFixtures"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "FollowingTests",
            dependencies: ["LiftbookSystem", "LiftbookModel", "LiftbookOutput", "LiftbookLoading", "LiftbookFollowing", "LiftbookTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ServeTests",
            dependencies: [
                "LiftbookSystem", "LiftbookModel", "LiftbookServe", "LiftbookFixtures",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            swiftSettings: strict
        ),
        // The site in memory, the pipeline and the golden files (its folder keeps the old name).
        .testTarget(
            name: "SiteTests",
            dependencies: [
                "LiftbookSystem", "LiftbookModel", "LiftbookLoading", "LiftbookAnalytics", "LiftbookSample",
                "LiftbookOutput", "LiftbookSite", "LiftbookImages", "LiftbookResources", "LiftbookTemplates", "LiftbookPipeline", "LiftbookTestSupport",
            ],
            path: "Tests/LiftbookTests",
            exclude: ["Golden"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CLITests",
            dependencies: [
                "LiftbookSystem", "LiftbookModel", "LiftbookOutput", "LiftbookLoading", "LiftbookSample", "LiftbookSite", "LiftbookPipeline",
                "LiftbookServe", "LiftbookTestSupport", "LiftbookCLI", "liftbook",
                .product(name: "Yams", package: "Yams"), .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
