import Foundation

/// The lowest OS version the project's code can run on, per platform: read from the build
/// settings (`IPHONEOS_DEPLOYMENT_TARGET = 15.0;` in `project.pbxproj` or an `.xcconfig`) and
/// from `platforms:` in `Package.swift` (`.iOS(.v15)`, `.macOS("12.0")`). When targets disagree
/// the lowest wins (an extension or an old target still runs the shared code there); a platform
/// none of them states, or states in a form not read here (`$(inherited)`, a variable), is
/// unknown. Code in the `else` of `if #available(iOS 15, *)` never runs when every platform the
/// check names is known to start at or above its version (`DeadCode.swift`).
public struct DeploymentTargets: Sendable, Equatable {
    public enum Platform: Int, CaseIterable, Sendable {
        case iOS, macOS, watchOS, tvOS, visionOS
    }

    /// Per platform: the version as `major * 10_000 + minor * 100 + patch`, 0 unknown, or
    /// `UInt32.max` while stated but not read (then unknown).
    private var versions = [UInt32](repeating: 0, count: Platform.allCases.count)

    public init() {}

    public static let unknown = DeploymentTargets()

    /// The lowest version known for the platform, or `nil`.
    public func version(_ platform: Platform) -> UInt32? {
        let value = versions[platform.rawValue]
        return value == 0 || value == UInt32.max ? nil : value
    }

    public var isUnknown: Bool { Platform.allCases.allSatisfy { version($0) == nil } }

    /// Notes a stated target: the lowest stays; one that does not read makes the platform unknown.
    mutating func note(_ platform: Platform, _ version: UInt32?) {
        let current = versions[platform.rawValue]
        guard current != UInt32.max else { return }
        guard let version else { versions[platform.rawValue] = UInt32.max; return }
        versions[platform.rawValue] = current == 0 ? version : min(current, version)
    }

    /// The bytes the cache's dependency digests hold.
    var dependencyBytes: [UInt8] {
        var bytes: [UInt8] = []
        for platform in Platform.allCases {
            let value = version(platform) ?? 0
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
        }
        return bytes
    }

    // MARK: - Reading

    /// The build settings' names of each platform's target.
    static let settings: [(name: String, platform: Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
        ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// `Package.swift`'s names of each platform.
    static let packagePlatforms: [(name: String, platform: Platform)] = [
        (".iOS(", .iOS), (".macOS(", .macOS), (".watchOS(", .watchOS), (".tvOS(", .tvOS), (".visionOS(", .visionOS),
    ]

    /// The targets stated by the build settings and packages a discovery found.
    public static func read(_ discovery: FileDiscovery.Result) -> DeploymentTargets {
        read(discovery.buildSettings + discovery.files.filter { $0 == "Package.swift" || $0.hasSuffix("/Package.swift") })
    }

    /// The targets stated by the given files (`project.pbxproj`, `.xcconfig`, `Package.swift`);
    /// unknown when one of them cannot be read.
    public static func read(_ paths: [String]) -> DeploymentTargets {
        var targets = DeploymentTargets()
        for path in paths {
            guard case .success(let bytes) = FileIO.read(path) else { return .unknown }
            if path.hasSuffix(".swift") {
                targets.notePackage(bytes)
            } else if path.hasSuffix(".pbxproj") {
                let configurations = Self.configurations(bytes)
                // A Mac-only configuration's iOS target is a default no iOS build inherits when every
                // configuration for iOS states its own.
                let iOSStatesItsOwn = configurations.allSatisfy { part in
                    let bytes = Array(part)
                    return Self.occurrences(of: "iphoneos", in: bytes).isEmpty
                        || !Self.occurrences(of: "IPHONEOS_DEPLOYMENT_TARGET", in: bytes).isEmpty
                }
                for configuration in configurations {
                    targets.noteBuildSettings(Array(configuration), skippingMacOnlyIOS: iOSStatesItsOwn)
                }
            } else {
                targets.noteBuildSettings(bytes)
            }
        }
        return targets
    }

    /// The parts of a `project.pbxproj` that can hold build settings, without the build
    /// configurations of test bundles (`TEST_HOST`, `TEST_TARGET_NAME`, `BUNDLE_LOADER`): their
    /// target does not run the app's code (a unit test target at iOS 14 does not make an iOS 15
    /// app's code run on 14). Split at each `isa = XCBuildConfiguration;`.
    static func configurations(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let starts = occurrences(of: "isa = XCBuildConfiguration;", in: bytes)
        guard !starts.isEmpty else { return [bytes[...]] }
        var parts: [ArraySlice<UInt8>] = [bytes[0..<starts[0]]]
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : bytes.count
            let part = bytes[start..<end]
            let isTestBundle = ["TEST_HOST", "TEST_TARGET_NAME", "BUNDLE_LOADER"].contains { !occurrences(of: $0, in: Array(part)).isEmpty }
            if !isTestBundle { parts.append(part) }
        }
        return parts
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` (quoted or not), each occurrence.
    mutating func noteBuildSettings(_ part: ArraySlice<UInt8>) { noteBuildSettings(Array(part)) }

    /// With `skippingMacOnlyIOS`, a configuration that builds with the macOS SDK only (`SDKROOT = macosx;`, no
    /// other platform among its `SUPPORTED_PLATFORMS`) states only its macOS target: the other platforms'
    /// targets it holds (a project-level default under a Mac SDK, `IPHONEOS_DEPLOYMENT_TARGET = 12.0;`) are
    /// in effect for no build when the iOS targets state their own.
    mutating func noteBuildSettings(_ bytes: [UInt8], skippingMacOnlyIOS: Bool = false) {
        let buildsOnlyForMac = skippingMacOnlyIOS && !Self.occurrences(of: "SDKROOT = macosx;", in: bytes).isEmpty
            && Self.occurrences(of: "iphoneos", in: bytes).isEmpty && Self.occurrences(of: "appletvos", in: bytes).isEmpty
            && Self.occurrences(of: "watchos", in: bytes).isEmpty && Self.occurrences(of: "xros", in: bytes).isEmpty
        for (name, platform) in Self.settings where !buildsOnlyForMac || platform == .macOS {
            for end in Self.occurrences(of: name, in: bytes) {
                var position = end
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
                // `IPHONEOS_DEPLOYMENT_TARGET[sdk=…]` or a longer name: a conditional setting, read as not stated.
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    if position < bytes.count, bytes[position] == UInt8(ascii: "[") { note(platform, nil) }
                    continue
                }
                position += 1
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\"") { position += 1 }
                note(platform, Self.version(bytes, from: position, separator: UInt8(ascii: ".")))
            }
        }
    }

    /// `.iOS(.v15)`, `.iOS(.v15_4)`, `.macOS("12.0")`, each occurrence.
    mutating func notePackage(_ bytes: [UInt8]) {
        for (name, platform) in Self.packagePlatforms {
            for end in Self.occurrences(of: name, in: bytes) {
                var position = end
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
                if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "."), bytes[position + 1] == UInt8(ascii: "v") {
                    note(platform, Self.version(bytes, from: position + 2, separator: UInt8(ascii: "_")))
                } else if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                    note(platform, Self.version(bytes, from: position + 1, separator: UInt8(ascii: ".")))
                } else {
                    note(platform, nil)
                }
            }
        }
    }

    /// The positions just after each occurrence of `name` (ASCII) in `bytes` that does not
    /// continue an identifier (a `name` starting with `.` may), occurrences not overlapping.
    static func occurrences(of name: String, in bytes: [UInt8]) -> [Int] {
        let pattern = Array(name.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return [] }
        var found: [Int] = []
        let length = pattern.count
        let startsWithPeriod = pattern[0] == UInt8(ascii: ".")
        // Horspool's search over the buffers (a project file is read whole, several times): the
        // window's last byte says how far the next possible match is.
        var shift = [Int](repeating: length, count: 256)
        for index in 0..<(length - 1) { shift[Int(pattern[index])] = length - 1 - index }
        bytes.withUnsafeBufferPointer { buffer in
            pattern.withUnsafeBufferPointer { expected in
                shift.withUnsafeBufferPointer { skip in
                    guard let base = buffer.baseAddress, let wanted = expected.baseAddress else { return }
                    let lastByte = wanted[length - 1]
                    var position = 0
                    let last = buffer.count - length
                    while position <= last {
                        let tail = base[position + length - 1]
                        if tail == lastByte {
                            var offset = 0
                            while offset < length - 1, base[position + offset] == wanted[offset] { offset += 1 }
                            if offset == length - 1, position == 0 || !NameHash.isIdentifierByte(base[position - 1]) || startsWithPeriod {
                                found.append(position + length)
                                position += length
                                continue
                            }
                        }
                        position += skip[Int(tail)]
                    }
                }
            }
        }
        return found
    }

    /// `15`, `15.4`, `10.15.4` (with `separator`) from `position`, or `nil` when no number starts there.
    static func version(_ bytes: [UInt8], from start: Int, separator: UInt8) -> UInt32? {
        var parts: [UInt32] = []
        var position = start
        while parts.count < 3 {
            var value: UInt32 = 0
            var digits = 0
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9"), digits < 4 {
                value = value * 10 + UInt32(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            guard digits > 0, parts.isEmpty || value < 100 else { return nil }
            parts.append(value)
            guard position < bytes.count, bytes[position] == separator else { break }
            position += 1
        }
        return pack(parts)
    }

    static func pack(_ parts: [UInt32]) -> UInt32 {
        let major = parts.first ?? 0
        let minor = parts.count > 1 ? parts[1] : 0
        let patch = parts.count > 2 ? parts[2] : 0
        return major * 10_000 + minor * 100 + patch
    }
}
