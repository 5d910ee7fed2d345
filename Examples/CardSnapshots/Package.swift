// swift-tools-version:6.0
import PackageDescription

// A package of its own that uses Flipbook as any other package would: its views live in the
// `CardGame` library, its tests snapshot them with FlipbookTesting through the public API only.
// In a package of yours, depend on Flipbook by URL in place of the path:
//     .package(url: "https://github.com/OWNER/flipbook", branch: "main")
let package = Package(
    name: "CardSnapshots",
    dependencies: [
        .package(name: "Flipbook", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "CardGame", dependencies: [.product(name: "Flipbook", package: "Flipbook")]),
        // SwiftUI code as a course student writes it, one file per topic, each importing only
        // Flipbook where it imported SwiftUI; its tests render every view and check the pixels.
        .target(
            name: "SwiftUICompatibility",
            dependencies: [.product(name: "Flipbook", package: "Flipbook")],
            // As Xcode's "approachable concurrency": a view's `Animatable` conformance is
            // isolated to the main actor, so the lecture's Cardify compiles unchanged in Swift 6.
            swiftSettings: [.enableUpcomingFeature("InferIsolatedConformances")]
        ),
        // An `App` as a course student writes one: `swift build` makes it a program that
        // renders its screen and plays touch scripts; its tests run that program.
        .executableTarget(name: "TallyApp", dependencies: [.product(name: "Flipbook", package: "Flipbook")]),
        .testTarget(
            name: "TallyAppTests",
            dependencies: [
                "TallyApp",
                .product(name: "Flipbook", package: "Flipbook"),
                .product(name: "FlipbookTesting", package: "Flipbook"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SwiftUICompatibilityTests",
            dependencies: ["SwiftUICompatibility", .product(name: "Flipbook", package: "Flipbook")]
        ),
        .testTarget(
            name: "CardGameTests",
            dependencies: [
                "CardGame",
                .product(name: "FlipbookTesting", package: "Flipbook"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
