// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "a11ylint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11ylint", targets: ["a11ylint"]),
        .library(name: "A11yLintCore", targets: ["A11yLintCore"]),
        .plugin(name: "A11yLintBuildToolPlugin", targets: ["A11yLintBuildToolPlugin"]),
        .plugin(name: "A11yLintCommandPlugin", targets: ["A11yLintCommandPlugin"]),
    ],
    targets: [
        // libclang's C types only (a header, no library): libclang is opened at run time.
        .systemLibrary(name: "CLibClang", path: "Sources/CLibClang"),
        .target(name: "A11yLintCore", dependencies: ["CLibClang"]),
        .executableTarget(
            name: "a11ylint",
            dependencies: ["A11yLintCore"]
        ),
        .executableTarget(
            name: "a11ylint-bench",
            dependencies: ["A11yLintCore"]
        ),
        // Lints a target's files on every build (`plugins: [.plugin(name: "A11yLintBuildToolPlugin", package: "a11ylint")]`).
        .plugin(
            name: "A11yLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["a11ylint"]
        ),
        // `swift package a11ylint [--target NAME]… [--path PATH]… [options]`.
        .plugin(
            name: "A11yLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "a11ylint", description: "Lint the package's targets for accessibility problems")
            ),
            dependencies: ["a11ylint"]
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
