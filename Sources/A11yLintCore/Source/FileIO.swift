#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written: the operating system's reason
/// (`errno`), or a file that is not a regular file.
public struct FileIOError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` value, or 0 for a problem the operating system did not report.
    public var code: Int32
    /// The reason in lower case, as it reads inside a sentence: "no such file or directory".
    public var reason: String

    public init(code: Int32, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The error for `errno` value `code`, worded by `strerror`.
    public init(code: Int32) {
        let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        self.init(code: code, reason: text.prefix(1).lowercased() + text.dropFirst())
    }

    public var description: String { reason }
}

/// Writes some of a buffer to a file descriptor: how many bytes it took, or
/// `-errno`. The system's `write(2)` by default; tests inject a full disk.
public struct FileWriter: Sendable {
    public var write: @Sendable (_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int

    public init(write: @escaping @Sendable (_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int) {
        self.write = write
    }

    /// `write(2)`.
    public static let system = FileWriter { descriptor, buffer in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
        let written = Glibc.write(descriptor, base, buffer.count)
        #else
        let written = Darwin.write(descriptor, base, buffer.count)
        #endif
        return written >= 0 ? written : -Int(errno)
    }
}

/// Reading source files and writing reports without surprises: a file that
/// vanished, a folder or a FIFO where a file was, a full disk, an interrupted
/// run. Every failure is a `FileIOError` with the system's reason; nothing traps.
public enum FileIO {
    // MARK: - Reading

    /// The bytes of the regular file at `path`.
    ///
    /// Opens without blocking and checks the type first, so a FIFO or a device
    /// named `*.swift` is an error ("not a regular file"), not a hang; a file
    /// deleted since it was listed is "no such file or directory".
    public static func read(_ path: String) -> Result<[UInt8], FileIOError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileIOError(code: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(FileIOError(code: errno)) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            let kind = type == S_IFDIR ? "a folder" : type == S_IFIFO ? "a FIFO" : type == S_IFSOCK ? "a socket" : "a device"
            return .failure(FileIOError(code: type == S_IFDIR ? EISDIR : 0, reason: "not a regular file but \(kind)"))
        }
        // One byte more than the size, so the read that finds the end needs no growth.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file grew since fstat (or reports no size, as /proc does): read on in chunks.
                bytes.append(contentsOf: repeatElement(0, count: max(bytes.count / 2, 1 << 16)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(FileIOError(code: errno))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }

    // MARK: - Writing

    /// Replaces the file at `path` with `bytes` atomically: the bytes go to a
    /// temporary file in the same folder, which is flushed and renamed over
    /// `path`. On any error (a full disk, a missing or read-only folder, `path`
    /// a folder) the temporary file is removed and the old file is left as it
    /// was; an interrupted run leaves it intact too (`removePendingTemporaryFile`).
    /// A new file gets the permissions `umask` allows; a replaced one keeps its own.
    ///
    /// A `path` that is a device or a FIFO (`/dev/stdout`, `/dev/null`) is written
    /// in place: renaming over it would replace the device itself when run as root.
    public static func writeAtomically(_ bytes: [UInt8], to path: String,
                                       writer: FileWriter = .system) throws(FileIOError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw FileIOError(code: EISDIR) }
        var existing = stat()
        let exists = stat(path, &existing) == 0
        let type = existing.st_mode & S_IFMT
        if exists, type == S_IFDIR { throw FileIOError(code: EISDIR) }
        if exists, type != S_IFREG {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileIOError(code: errno) }
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor, writer: writer)
            return
        }
        // The temporary file's name is chosen and recorded as pending before the file
        // exists, so an interrupt at any moment after its creation can remove it.
        let prefix = (folder.isEmpty ? "" : folder + "/") + "." + name + ".a11ylint-\(getpid())-"
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<100 {
            temporary = prefix + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            setPending(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            let error = FileIOError(code: errno)
            setPending(nil)
            throw error
        }
        var closed = false
        func fail(_ error: FileIOError) -> FileIOError {
            if !closed { close(descriptor) }
            unlink(temporary)
            setPending(nil)
            return error
        }
        if exists {
            fchmod(descriptor, existing.st_mode & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
        }
        do {
            try writeAll(bytes, to: descriptor, writer: writer)
        } catch {
            throw fail(error)
        }
        if fsync(descriptor) != 0, errno != EINVAL { throw fail(FileIOError(code: errno)) }
        closed = true
        if close(descriptor) != 0 { throw fail(FileIOError(code: errno)) }
        if rename(temporary, path) != 0 { throw fail(FileIOError(code: errno)) }
        setPending(nil)
    }

    /// Writes all of `bytes`, retrying after EINTR; a writer that makes no progress is a full disk.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, writer: FileWriter) throws(FileIOError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                writer.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
            if written == -Int(EINTR) { continue }
            if written < 0 { throw FileIOError(code: Int32(-written)) }
            if written == 0 { throw FileIOError(code: ENOSPC) }
            offset += written
        }
    }

    // MARK: - Interrupted writes

    /// The temporary file being written, as a C string a signal handler may read.
    /// Reached through a pointer, so that the handler's read is a plain load:
    /// no lazy initialization and no exclusivity bookkeeping in signal context.
    nonisolated(unsafe) private static let pendingSlot: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slot = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        return slot
    }()

    private static func setPending(_ path: String?) {
        let old = pendingSlot.pointee
        pendingSlot.pointee = path.flatMap { strdup($0) }
        free(old)
    }

    /// Sets up what `removePendingTemporaryFile` reads; call once before installing
    /// the signal handler that calls it, so the handler never initializes anything.
    public static func prepareInterruptCleanup() {
        _ = pendingSlot
    }

    /// Removes the temporary file of a write in progress, if any. Async-signal-safe
    /// (a load and `unlink`): the command line calls it from its SIGINT/SIGTERM
    /// handler, so an interrupted `--output` leaves neither a partial report nor litter.
    public static func removePendingTemporaryFile() {
        if let path = pendingSlot.pointee { unlink(path) }
    }
}

/// `read(2)` under a name that does not clash with `FileIO.read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
