// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Flipbook",
    products: [
        .library(name: "FlipbookSupport", targets: ["FlipbookSupport"]),
        .library(name: "Flipbook", targets: ["Flipbook"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        .library(name: "SetApp", targets: ["SetApp"]),
        .library(name: "Memorize", targets: ["Memorize"]),
        .library(name: "EmojiArt", targets: ["EmojiArt"]),
        .executable(name: "flipbook", targets: ["FlipbookCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(
            name: "CLibPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("pthread")]
        ),
        .target(
            name: "CLibJPEG",
            linkerSettings: [.linkedLibrary("jpeg")]
        ),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // glibc's calls that its Swift module does not export (syncfs, sched_getaffinity, mallopt).
        .systemLibrary(name: "CSystem"),
        .target(name: "FlipbookSupport"),
        // The engine, in layers along its data flow; the compiler holds each to what it imports.
        // The core: geometry, colour, views, state, layout, animation, gestures, controls,
        // navigation, and the player that hosts a scene; no Cairo.
        .target(name: "FlipbookCore", dependencies: ["FlipbookSupport", "FlipbookMacros", "CSystem", "CLibPNG", "CLibJPEG"]),
        // The renderer: display lists drawn with Cairo and Pango, text measured, images decoded,
        // PNG encoded, bitmaps compared.
        .target(name: "FlipbookRenderer", dependencies: ["FlipbookCore", "FlipbookSupport", "CCairo", "CLibPNG"]),
        // The player: touch scripts on the virtual clock, frames written by workers, videos,
        // traces, and the command line of an app.
        .target(
            name: "FlipbookPlayer",
            dependencies: ["FlipbookCore", "FlipbookRenderer", "FlipbookSupport", "CSystem", "CSDL2",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // What users import: the three layers as one module.
        .target(name: "Flipbook", dependencies: ["FlipbookCore", "FlipbookRenderer", "FlipbookPlayer"]),
        // `#Preview`: a macro that turns a preview into a type Flipbook finds and draws.
        .macro(
            name: "FlipbookMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "FlipbookTesting",
            dependencies: ["Flipbook", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .target(name: "SetApp", dependencies: ["Flipbook", "FlipbookSupport"]),
        .target(name: "Memorize", dependencies: ["Flipbook", "FlipbookSupport"]),
        .target(name: "EmojiArt", dependencies: ["Flipbook", "FlipbookSupport"]),
        // The `flipbook` command. Its module and folder are not called `flipbook`: beside
        // `Flipbook`, that name breaks a clone on a case-insensitive disk (macOS's, Windows's).
        .executableTarget(
            name: "FlipbookCommand",
            dependencies: [
                "Flipbook", "SetApp", "Memorize", "EmojiArt",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "flipbook-benchmarks",
            dependencies: ["Flipbook", "SetApp", "Memorize", "CCairo", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "TestSupport", dependencies: ["Flipbook"], path: "Tests/TestSupport"),
        .testTarget(name: "FlipbookSupportTests", dependencies: ["FlipbookSupport", "TestSupport"]),
        .testTarget(
            name: "FlipbookMacrosTests",
            dependencies: [
                "FlipbookMacros",
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "FlipbookTests",
            dependencies: ["Flipbook", "FlipbookSupport", "TestSupport", "CCairo", "CLibPNG"]
        ),
        .testTarget(
            name: "ShapeTests",
            dependencies: ["Flipbook", "SetApp", "Memorize", "FlipbookTesting", "TestSupport",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FlipbookTestingTests",
            dependencies: ["Flipbook", "FlipbookTesting", "TestSupport",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CommandLineTests",
            dependencies: ["Flipbook", "FlipbookTesting", "TestSupport"]
        ),
        .testTarget(
            name: "MemorizeTests",
            dependencies: ["Memorize", "FlipbookSupport", "TestSupport", "FlipbookTesting",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ControlsTests",
            dependencies: ["Flipbook", "FlipbookTesting", "TestSupport",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "SetAppTests", dependencies: ["SetApp", "FlipbookSupport", "TestSupport"]),
        .testTarget(name: "FuzzTests", dependencies: ["Flipbook", "FlipbookSupport", "TestSupport"]),
        .testTarget(
            name: "EmojiArtTests",
            dependencies: ["EmojiArt", "Flipbook", "FlipbookSupport", "TestSupport", "FlipbookTesting",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "NavigationTests",
            dependencies: ["Flipbook", "FlipbookTesting", "TestSupport",
                           .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
    ]
)
