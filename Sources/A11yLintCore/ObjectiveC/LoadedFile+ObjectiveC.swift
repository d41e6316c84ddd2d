extension LoadedFile {
    /// Lets go of an Objective-C file's original text after pass 1, keeping its digest:
    /// pass 2 lexes the lowering, and needs the original only to map findings back, which
    /// few files have. Held for every file until pass 2, the originals were as large as
    /// the Objective-C of the run.
    mutating func letOriginalGo() {
        guard let original else { return }
        originalDigest = ContentHash(original.bytes)
        self.original = nil
    }

    /// The original text pass 2 maps an Objective-C file's findings into: the one kept, or
    /// the file read again and checked against the digest pass 1 took. When it cannot be
    /// read, or it is no longer the text the findings were computed from, the `io-error`
    /// saying so (its findings would point into text that is not there).
    func originalForFindings() -> Result<SourceFile, IOFailure> {
        if let original { return .success(original) }
        let empty = SourceFile(path: path, bytes: [])
        guard let digest = originalDigest else {
            return .failure(IOFailure(finding: BuiltinDiagnostics.ioErrorFinding(
                in: empty, at: 0, message: BuiltinDiagnostics.unreadableMessage("no data"))))
        }
        switch FileIO.read(path) {
        case .failure(let error):
            return .failure(IOFailure(finding: BuiltinDiagnostics.ioErrorFinding(
                in: empty, at: 0, message: BuiltinDiagnostics.unreadableMessage(error.reason))))
        case .success(let bytes):
            guard ContentHash(bytes) == digest else {
                return .failure(IOFailure(finding: BuiltinDiagnostics.ioErrorFinding(
                    in: empty, at: 0, message: BuiltinDiagnostics.changedWhileLintedMessage())))
            }
            return .success(SourceFile(path: path, bytes: bytes))
        }
    }
}
