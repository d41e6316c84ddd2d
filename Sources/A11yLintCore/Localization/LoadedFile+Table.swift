extension LoadedFile {
    /// Pass 1 of a localization table: read, parse, and hand the table to each collecting
    /// rule. A table is counted like any linted file; one that does not parse is an `io-error`
    /// at the place it breaks, and contributes nothing. A test target's table is skipped.
    /// Through the cache (`CacheSession.load`), an unchanged table is not parsed again: its
    /// entry keeps what the collecting rules gathered, whose digest joins what the Swift
    /// files' cached findings depend on.
    static func loadTable(_ input: SourceInput, readFromDisk: Bool, lintsHidden: Bool,
                          collectors: [ConfiguredRule.Collector]) -> LoadedFile {
        var file = LoadedFile(kind: .table)
        // A table uses no declaration of the code: it counts as read for the dead-code check
        // (`ProjectReferences.isComplete`), whether or not it parses.
        file.references = FileReferences()
        file.path = input.path
        file.isContext = input.isContext
        let readStart = monotonicSeconds()
        var bytes = input.bytes
        var reason = input.readError
        if bytes == nil, reason == nil, readFromDisk || input.isContext {
            switch FileIO.read(input.path) {
            case .success(let read): bytes = read
            case .failure(let error): reason = error.reason
            }
        }
        file.timings.read = monotonicSeconds() - readStart
        guard let bytes else {
            file.ioFindings = [BuiltinDiagnostics.ioErrorFinding(
                in: SourceFile(path: input.path, bytes: []), at: 0,
                message: BuiltinDiagnostics.unreadableMessage(reason ?? "no data"))]
            return file
        }
        if !lintsHidden && LoadedFile.isTestPath(input.path) {
            file.isSkipped = true
            file.byteCount = bytes.count
            return file
        }
        let parseStart = monotonicSeconds()
        let (source, parsed) = LocalizationTable.parse(path: input.path, bytes: bytes, keepsLinkedEntriesOnly: true)
        file.byteCount = bytes.count
        file.lineCount = source.lineCount
        switch parsed {
        case .success(let table):
            file.ruleInfos = collectors.map { $0.collectTable(table) }
        case .failure(let error):
            file.ioFindings = [BuiltinDiagnostics.ioErrorFinding(
                in: source, at: error.offset, message: LocalizationTable.malformedMessage(table: input.path, error.message))]
        }
        file.timings.index = monotonicSeconds() - parseStart
        return file
    }
}

extension LocalizationTable {
    /// The `io-error` message for a table that does not parse.
    static func malformedMessage(table path: String, _ detail: String) -> String {
        let kind = format(of: path).map { "`.\($0.rawValue)`" } ?? "localization"
        return "This \(kind) table could not be read (\(detail)); its strings were not checked."
    }
}
