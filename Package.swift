// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "a11ylint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11ylint", targets: ["a11ylint"]),
        .library(name: "A11yLintCore", targets: ["A11yLintCore"]),
    ],
    targets: [
        .target(name: "A11yLintCore"),
        .executableTarget(
            name: "a11ylint",
            dependencies: ["A11yLintCore"]
        ),
        .executableTarget(
            name: "a11ylint-bench",
            dependencies: ["A11yLintCore"]
        ),
        .testTarget(
            name: "A11yLintCoreTests",
            dependencies: ["A11yLintCore"]
        ),
        .testTarget(
            name: "a11ylintTests",
            dependencies: ["a11ylint", "A11yLintCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
