/// SARIF 2.1.0 (OASIS Standard, with Errata 01) for GitHub code scanning and
/// other SARIF viewers. Section numbers (§) refer to that specification.
///
/// One run (§3.14) with the full rule catalogue in `tool.driver.rules`
/// (§3.19.23, `SARIFReporter+Rules.swift`), one result per finding (§3.27),
/// columns in UTF-16 code units (§3.14.27, always written because its default
/// is disputed between consumers), repository-relative URIs resolved against
/// `%SRCROOT%` (§3.14.14, §3.4.4), and `partialFingerprints` (§3.27.17) that
/// do not depend on line numbers. The output is deterministic: no timestamps,
/// no machine-dependent data beyond `Report.workingDirectory`.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let summary = "SARIF 2.1.0 for GitHub code scanning (rules with help and WCAG tags, fingerprints)"

    /// The schema URI written as `$schema` (§3.13).
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The URI base id relative artifact locations are resolved against.
    public static let sourceRootID = "%SRCROOT%"
    /// The name of our entry in `partialFingerprints`: a versioned hierarchical string (§3.5.4.2).
    public static let fingerprintName = "a11ylintFingerprint/v1"

    /// Creates the reporter (it has no state).
    public init() {}

    /// The whole log, pretty-printed, ending with a newline.
    public func render(_ report: Report, options: ReporterOptions) -> String {
        SARIFReporter.log(for: report).rendered()
    }

    // MARK: - sarifLog (§3.13) and run (§3.14)

    /// The `sarifLog` object.
    static func log(for report: Report) -> JSONValue {
        .object([
            "$schema": .string(schemaURI),
            "version": "2.1.0",
            "runs": .array([run(for: report)]),
        ])
    }

    /// The single `run` object.
    static func run(for report: Report) -> JSONValue {
        let catalogue = RuleCatalogue(report: report)
        let root = ReportPaths.Root(report.workingDirectory)
        let fingerprints = Fingerprint.keys(for: report.findings, path: root.reportPath).map(Fingerprint.digest(of:))
        var results: [JSONValue] = []
        results.reserveCapacity(report.findings.count)
        for (finding, fingerprint) in zip(report.findings, fingerprints) {
            results.append(result(for: finding, fingerprint: fingerprint, catalogue: catalogue, root: root))
        }
        var members = [
            JSONMember("tool", .object([
                "driver": .object([
                    "name": .string(A11yLintVersion.name),
                    "version": .string(A11yLintVersion.version),
                    "semanticVersion": .string(A11yLintVersion.version),
                    "informationUri": .string(A11yLintVersion.informationURI),
                    "rules": .array(catalogue.descriptors),
                ]),
            ])),
        ]
        // §3.14.14: base URIs must be absolute and end with a slash; a working
        // directory that is not absolute cannot be one, so it is left out.
        if root.isAbsolute {
            let rootURI = ReportPaths.fileURI(forAbsolutePath: report.workingDirectory, isDirectory: true)
            members.append(JSONMember("originalUriBaseIds", .object([
                sourceRootID: .object(["uri": .string(rootURI)]),
            ])))
        }
        members.append(JSONMember("columnKind", "utf16CodeUnits"))
        members.append(JSONMember("results", .array(results)))
        return .members(members)
    }

    // MARK: - result (§3.27)

    /// The `result` object of one finding.
    static func result(for finding: Finding, fingerprint: String, catalogue: RuleCatalogue,
                       root: ReportPaths.Root) -> JSONValue {
        var members = [JSONMember("ruleId", .string(finding.ruleID))]
        if let index = catalogue.index(of: finding.ruleID) {
            members.append(JSONMember("ruleIndex", .int(index)))
        }
        members.append(JSONMember("level", .string(level(finding.severity))))
        members.append(JSONMember("message", .object(["text": .string(finding.message)])))
        let region = JSONValue.object([
            "startLine": .int(finding.start.line),
            "startColumn": .int(finding.start.utf16Column),
            "endLine": .int(finding.end.line),
            "endColumn": .int(finding.end.utf16Column),
        ])
        members.append(JSONMember("locations", .array([
            .object(["physicalLocation": physicalLocation(finding.path, region: region, root: root)]),
        ])))
        members.append(JSONMember("partialFingerprints", .object([fingerprintName: .string(fingerprint)])))
        if !finding.notes.isEmpty {
            // §3.27.22: secondary locations, each with an id unique within the result.
            let related = finding.notes.enumerated().map { index, note in
                let region = JSONValue.object([
                    "startLine": .int(note.start.line),
                    "startColumn": .int(note.start.utf16Column),
                ])
                return JSONValue.object([
                    "id": .int(index),
                    "physicalLocation": physicalLocation(note.path, region: region, root: root),
                    "message": .object(["text": .string(note.message)]),
                ])
            }
            members.append(JSONMember("relatedLocations", .array(related)))
        }
        return .members(members)
    }

    /// A `physicalLocation` (§3.29) with its `artifactLocation` (§3.4) and `region` (§3.30).
    static func physicalLocation(_ path: String, region: JSONValue, root: ReportPaths.Root) -> JSONValue {
        .object([
            "artifactLocation": artifactLocation(for: path, root: root),
            "region": region,
        ])
    }

    /// The `artifactLocation` of a path (§3.4).
    ///
    /// A relative path, or an absolute one under the working directory,
    /// becomes a percent-encoded relative reference with `uriBaseId`
    /// `%SRCROOT%` (§3.4.4), which is what GitHub matches against the
    /// repository. Any other absolute path becomes an absolute `file://` URI,
    /// which must not carry a `uriBaseId` (§3.4.4).
    static func artifactLocation(for path: String, workingDirectory: String) -> JSONValue {
        artifactLocation(for: path, root: ReportPaths.Root(workingDirectory))
    }

    /// The `artifactLocation` of a path, against a working directory normalized once per report.
    static func artifactLocation(for path: String, root: ReportPaths.Root) -> JSONValue {
        if let relative = root.relative(path) {
            return .object([
                "uri": .string(ReportPaths.percentEncoded(relative)),
                "uriBaseId": .string(sourceRootID),
            ])
        }
        return .object(["uri": .string(ReportPaths.fileURI(forAbsolutePath: path))])
    }

    /// The SARIF `level` (§3.27.10) of a severity: `info` is `note`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
