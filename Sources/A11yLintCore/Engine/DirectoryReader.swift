#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a folder with `opendir`/`readdir`, using the entry type the file system
/// reports so that no `stat` is needed per entry (Foundation's attribute calls
/// dominated discovery time on large trees).
enum DirectoryReader {
    enum Kind { case file, directory, symbolicLink, unknown }

    struct Entry {
        var name: String
        var kind: Kind
    }

    /// The entries of `path` (without `.` and `..`), sorted by name, or why the
    /// folder cannot be listed (it vanished, or permission is denied).
    static func entries(of path: String) -> Result<[Entry], FileIOError> {
        guard let directory = opendir(path) else { return .failure(FileIOError(code: errno)) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let pointer = readdir(directory) {
            var record = pointer.pointee
            let name = withUnsafeBytes(of: &record.d_name) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: Kind
            switch Int32(record.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK): kind = .symbolicLink
            default: kind = .unknown
            }
            entries.append(Entry(name: name, kind: kind))
        }
        return .success(entries.sorted { $0.name < $1.name })
    }
}
