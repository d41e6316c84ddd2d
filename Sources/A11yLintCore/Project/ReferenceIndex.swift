/// Which declared names the project refers to, for finding code that never runs (`DeadCode.swift`).
///
/// Names are kept as 64-bit hashes of their bytes (`NameHash`), never as strings: a file
/// contributes the set of names it uses, and the run merges those sets once. A collision
/// can only make a dead declaration look used, never the reverse.
public enum NameHash {
    /// FNV-1a over the bytes, then a final mix (so nearby names spread over the set's buckets).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var value = offsetBasis
        var position = start
        while position < end {
            value = step(value, bytes[position])
            position += 1
        }
        return finish(value)
    }

    /// FNV-1a's starting value, one byte's step, and the final mix: shared by every way a name is hashed.
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    @inline(__always) static func step(_ value: UInt64, _ byte: UInt8) -> UInt64 {
        (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    @inline(__always) static func finish(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value &* 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        return value
    }

    /// The hash of a name (backticks around it ignored).
    public static func hash(_ name: String) -> UInt64 {
        var bytes = Array(name.utf8)
        if bytes.count >= 2, bytes.first == UInt8(ascii: "`"), bytes.last == UInt8(ascii: "`") {
            bytes = Array(bytes[1..<(bytes.count - 1)])
        }
        return bytes.withUnsafeBufferPointer { hash($0, from: 0, to: $0.count) }
    }

    /// The hash of `prefix` followed by bytes `start..<end` of `bytes`: the value `hash(prefix + name)` gives
    /// for the name those bytes spell, without building either string (backticks around the whole
    /// are ignored the same way).
    static func hash(_ prefix: String, followedBy bytes: [UInt8], from start: Int, to end: Int) -> UInt64 {
        if prefix.utf8.first == UInt8(ascii: "`"), end > start, bytes[end - 1] == UInt8(ascii: "`") {
            return hash(prefix + String(decoding: bytes[start..<end], as: UTF8.self))
        }
        if prefix.isEmpty, end - start >= 2, bytes[start] == UInt8(ascii: "`") {
            return hash(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        var value = offsetBasis
        for byte in prefix.utf8 { value = step(value, byte) }
        var position = start
        while position < end {
            value = step(value, bytes[position])
            position += 1
        }
        return finish(value)
    }

    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80
    }

    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// A set of name hashes: open addressing on the hash itself (already mixed), so no `Hasher`
/// runs per insert (measured: Swift's `Set<UInt64>` spent more time hashing than the scan).
/// The value 0 marks an empty slot; a name hashing to 0 is stored as 1 (a collision, which can
/// only make a dead declaration look used).
public struct NameSet: Sendable {
    private var slots: [UInt64]
    public private(set) var count = 0

    public init(capacity: Int = 16) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
    }

    /// Inserts the hash; whether it was not there before (the fixpoint wakes what waits on it).
    @inline(__always) @discardableResult public mutating func insert(_ hash: UInt64) -> Bool {
        let value = hash == 0 ? 1 : hash
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: value) & mask
        while true {
            let slot = slots[index]
            if slot == value { return false }
            if slot == 0 {
                slots[index] = value
                count += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    @inline(__always) public func contains(_ hash: UInt64) -> Bool {
        let value = hash == 0 ? 1 : hash
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: value) & mask
        while true {
            let slot = slots[index]
            if slot == value { return true }
            if slot == 0 { return false }
            index = (index + 1) & mask
        }
    }

    public mutating func formUnion(_ hashes: [UInt64]) {
        for hash in hashes { insert(hash) }
    }

    /// The members, sorted.
    public func sorted() -> [UInt64] {
        slots.filter { $0 != 0 }.sorted()
    }

    /// The table as the cache stores it (`ReferenceIndex+CacheCoding.swift`): every slot, 0 when empty.
    var storedSlots: [UInt64] { slots }

    /// The set of stored slots; `nil` when they are no such table: a size that is no power of
    /// two of at least 16, or more than half full (where an insert would have grown it).
    init?(storedSlots: [UInt64]) {
        guard storedSlots.count >= 16, storedSlots.count & (storedSlots.count - 1) == 0 else { return nil }
        let filled = storedSlots.count { $0 != 0 }
        guard filled * 2 <= storedSlots.count else { return nil }
        slots = storedSlots
        count = filled
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        count = 0
        for value in old where value != 0 { insert(value) }
    }
}

/// The names one file refers to, and the names of the declarations in it that may be dead.
public struct FileReferences: Sendable, Equatable {
    /// Hashes of the names the file uses outside previews and outside the declarations that
    /// could be dead (`candidates`) (sorted, unique): identifiers, attributes (`@Wrapper`), and string literals that spell a
    /// name (`"FeedCell"`, `"handleTap:"`, `"App.FeedCell"`). For Objective-C and Interface Builder
    /// files, every word of the file.
    public var used: [UInt64] = []
    /// Hashes of the names of the file's declarations that could be dead (sorted, unique): a
    /// file's findings depend on whether these are used anywhere (the cache's dependency).
    public var declared: [UInt64] = []
    /// Hashes of the names of types declared here that are never dead (public, `@objc`, `@main` …):
    /// their extensions elsewhere are alive too.
    public var protected: [UInt64] = []
    /// Hashes of the names of types declared here that only `public`, `open` or `package`
    /// protects (sorted, unique): protected too unless the run judges public code
    /// (`ProjectReferences.judgesPublic`).
    public var publicTypes: [UInt64] = []
    /// Hashes of the names of members declared in protocols: requirements, called through the protocol.
    public var protocolMembers: [UInt64] = []
    /// The file starts an app (`@main`, `@UIApplicationMain`, `UIApplicationMain(…)`, `main.swift`):
    /// the run holds a whole program, so a name nobody uses is really unused.
    public var hasEntryPoint = false
    /// The declarations that could be dead, each with the names used inside it (not inside a
    /// nested one): what a declaration uses counts only once it is alive (`ReachableNames`).
    /// `used` then holds only the names used outside all of them.
    public var candidates: [DeadCandidate] = []
    /// The file's types, protocols and extensions with what they inherit: the project's
    /// hierarchy, for judging at the merge which candidates a framework may call.
    public var types: [TypeLink] = []
    /// The file's enums with their cases (`DeadCases.swift`).
    public var enums: [EnumCases] = []
    /// Hashes of the names the file may build an enum case by, and of (case, enum) keys for bare
    /// names inside an enum or extension body (`DeadCases.swift`) (sorted, unique).
    public var constructed: [UInt64] = []
    /// Hashes of the names the file's `case` patterns match (sorted, unique): its findings
    /// depend on whether those cases are built anywhere.
    public var patternNames: [UInt64] = []
    /// Hashes of the names the file writes (`NeverSetGuards.swift`): assigned, passed as an
    /// argument label, bound, given a value by a declaration (sorted, unique).
    public var assigned: [UInt64] = []
    /// Hashes of the names of its optional closures with no value and `let` flags that are
    /// `false`, not public and public (sorted, unique): never set unless some file writes them.
    public var neverSetCandidates: [UInt64] = []
    public var publicNeverSetCandidates: [UInt64] = []
    /// Hashes of the names its conditions test (`if let onTap`, `if flag`) (sorted, unique): its
    /// findings depend on whether those are ever set.
    public var guarded: [UInt64] = []
    /// Every word of an Objective-C or Interface Builder file (`used`) may write a name.
    public var writesEveryWord = false

    public init() {}

    /// Every word of an Objective-C or Interface Builder file: class names, selectors
    /// (`selector="close:"`), `customClass`, key paths, runtime attributes, string literals.
    public static func scanning(_ bytes: [UInt8]) -> FileReferences {
        var found = NameSet(capacity: 256)
        var references = FileReferences()
        bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            let count = buffer.count
            while position < count {
                let byte = buffer[position]
                guard NameHash.isIdentifierStart(byte) else { position += 1; continue }
                let start = position
                position += 1
                while position < count, NameHash.isIdentifierByte(buffer[position]) { position += 1 }
                let hash = NameHash.hash(buffer, from: start, to: position)
                found.insert(hash)
            }
        }
        references.used = found.sorted()
        references.writesEveryWord = true
        references.hasEntryPoint = found.contains(FileReferences.applicationMain)
            || found.contains(FileReferences.nsApplicationMain)
        return references
    }

    static let applicationMain = NameHash.hash("UIApplicationMain")
    static let nsApplicationMain = NameHash.hash("NSApplicationMain")

    /// The references of an indexed Swift file; `previews` (sorted or not) are left out.
    /// Not `transitive` (`ReachableNames.isTransitive`, off): what each candidate uses is folded into
    /// `used` here (a member's own name inside it aside) and the file keeps no candidates or type
    /// links, which only the fixpoint reads (they cost a second copy of the names).
    public static func extract(from index: SyntaxIndex, previews: [ByteRange], path: String,
                               transitive: Bool = false) -> FileReferences {
        var references = FileReferences()
        let tokens = index.tokens
        // The declarations that may be dead: the names used inside each count only once it is
        // alive (so recursion keeps nothing alive).
        var spans: [(first: Int32, last: Int32, candidate: Int, typeName: UInt64)] = []
        var nameTokens: [Int32] = []
        // A file whose braces do not balance is never judged (`deadRanges`): all its uses count.
        let isJudged = !index.hasUnbalancedBraces
        var declared = Set<UInt64>()
        var protected = Set<UInt64>()
        var protocolMembers = Set<UInt64>()
        var publicTypes = Set<UInt64>()
        for (position, declaration) in index.declarations.enumerated() {
            if declaration.name >= 0 { nameTokens.append(declaration.name) }
            let parent = Int(declaration.parent)
            if parent >= 0, index.declarations[parent].kind == .protocol, declaration.kind == .function || declaration.kind == .variable {
                protocolMembers.insert(NameHash.hash(declaration.nameText))
            }
            for attribute in declaration.attributes where index.isEntryPointAttribute(Int(attribute)) {
                references.hasEntryPoint = true
            }
            if declaration.kind.isType {
                let kind: TypeLink.Kind = declaration.kind == .extension ? .extension : declaration.kind == .protocol ? .protocol : .type
                references.types.append(TypeLink(name: NameHash.hash(declaration.nameText), kind: kind,
                                                 inherits: declaration.inheritance.map { NameHash.hash($0) }))
            }
            // `public` and `open` protect a declaration only where other modules may import it
            // (`ProjectReferences.judgesPublic`): the file records both, the merge chooses.
            guard index.mayBeDead(position, allowingPublic: true) else {
                if declaration.kind.isType, declaration.kind != .extension { protected.insert(NameHash.hash(declaration.nameText)) }
                continue
            }
            let name = NameHash.hash(declaration.nameText)
            if declaration.kind.isType, declaration.kind != .extension, !index.mayBeDead(position) { publicTypes.insert(name) }
            declared.insert(name)
            guard isJudged, let last = index.lastToken(ofDeclaration: position) else { continue }
            let role: DeadCandidate.Role
            var owner: UInt64 = 0
            switch declaration.kind {
            case .extension: role = .extension
            case .struct, .class, .enum, .actor: role = .type
            default:
                role = .member
                if let type = index.enclosingTypeDeclaration(of: position) { owner = NameHash.hash(index.declarations[type].nameText) }
            }
            spans.append((declaration.keyword, Int32(last), references.candidates.count, role == .member ? 0 : name))
            references.candidates.append(DeadCandidate(name: name, role: role, isPrivate: declaration.modifiers.contains(.isPrivate),
                                                       owner: owner))
        }
        spans.sort { $0.first < $1.first }
        nameTokens.sort()
        if isJudged {
            (references.enums, references.constructed, references.patternNames) =
                enumFacts(of: index, previews: previews, nameTokens: nameTokens)
            (references.assigned, references.neverSetCandidates, references.publicNeverSetCandidates, references.guarded) =
                index.neverSetFacts(nameTokens: nameTokens)
        }
        let ranges = previews.sorted { $0.start < $1.start }

        var used = NameSet(capacity: 256)
        // The names used inside the candidates (not inside a nested one), unsorted, each with its
        // candidate: one flat list, grouped by candidate at the end (no array grows per candidate).
        var inner: [(name: UInt64, candidate: Int32)] = []
        if !spans.isEmpty { inner.reserveCapacity(tokens.count / 2) }
        // Read once, not through a lazy global's check per identifier.
        let applicationMain = FileReferences.applicationMain
        let nsApplicationMain = FileReferences.nsApplicationMain
        var stack: [(last: Int32, candidate: Int, typeName: UInt64)] = []
        var nextSpan = 0
        var nextName = 0
        var nextPreview = 0
        index.source.bytes.withUnsafeBufferPointer { bytes in
            for position in tokens.indices {
                let token = tokens[position]
                let kind = token.kind
                guard kind == .identifier || kind == .attribute || kind == .stringSegment else { continue }
                // Previews: skipped whole.
                while nextPreview < ranges.count, ranges[nextPreview].end <= token.start { nextPreview += 1 }
                if nextPreview < ranges.count, ranges[nextPreview].contains(token.start) { continue }
                // The declarations around the token.
                while let top = stack.last, Int(top.last) < position { stack.removeLast() }
                while nextSpan < spans.count, Int(spans[nextSpan].first) <= position {
                    let span = spans[nextSpan]
                    nextSpan += 1
                    if Int(span.last) >= position { stack.append((span.last, span.candidate, span.typeName)) }
                }
                while let top = stack.last, Int(top.last) < position { stack.removeLast() }
                var start = Int(token.start)
                var end = Int(token.end)
                switch kind {
                case .identifier:
                    while nextName < nameTokens.count, Int(nameTokens[nextName]) < position { nextName += 1 }
                    if nextName < nameTokens.count, Int(nameTokens[nextName]) == position { continue }
                    if end - start >= 2, bytes[start] == UInt8(ascii: "`") { start += 1; end -= 1 }
                    guard start < end else { continue }
                    let hash = NameHash.hash(bytes, from: start, to: end)
                    // A type's name inside the type or an extension of it (`static let shared =
                    // Store()`, `Picker(…)` pushing another one) is not a use. A function's name
                    // inside it (recursion, or a call of another type's method of the same name)
                    // counts only once the function is alive (`ReachableNames`).
                    if stack.contains(where: { $0.typeName == hash }) { continue }
                    if let top = stack.last { inner.append((hash, Int32(top.candidate))) } else { used.insert(hash) }
                    if hash == applicationMain || hash == nsApplicationMain {
                        references.hasEntryPoint = true
                    }
                case .attribute:
                    start += 1
                    guard start < end else { continue }
                    let hash = NameHash.hash(bytes, from: start, to: end)
                    if let top = stack.last { inner.append((hash, Int32(top.candidate))) } else { used.insert(hash) }
                default:
                    // A string that spells a name: `"FeedCell"`, `"App.FeedCell"`, `"handleTap:"`.
                    guard start < end, NameHash.isIdentifierStart(bytes[start]) else { continue }
                    var probe = start
                    var isName = true
                    while probe < end {
                        let byte = bytes[probe]
                        if !(NameHash.isIdentifierByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")) {
                            isName = false
                            break
                        }
                        probe += 1
                    }
                    guard isName else { continue }
                    var wordStart = start
                    probe = start
                    while probe <= end {
                        if probe == end || !NameHash.isIdentifierByte(bytes[probe]) {
                            if probe > wordStart {
                                let hash = NameHash.hash(bytes, from: wordStart, to: probe)
                                if let top = stack.last { inner.append((hash, Int32(top.candidate))) } else { used.insert(hash) }
                            }
                            wordStart = probe + 1
                        }
                        probe += 1
                    }
                }
            }
        }
        if path == "main.swift" || path.hasSuffix("/main.swift") { references.hasEntryPoint = true }
        if !inner.isEmpty {
            // Counting sort by candidate, then each candidate's names sorted and made unique, kept
            // in an array of their exact size (candidates live until the merge).
            var starts = [Int](repeating: 0, count: references.candidates.count + 1)
            for use in inner { starts[Int(use.candidate) + 1] += 1 }
            for position in references.candidates.indices { starts[position + 1] += starts[position] }
            var grouped = [UInt64](repeating: 0, count: inner.count)
            var fill = starts
            for use in inner {
                grouped[fill[Int(use.candidate)]] = use.name
                fill[Int(use.candidate)] += 1
            }
            inner = []
            grouped.withUnsafeMutableBufferPointer { buffer in
                for position in references.candidates.indices where starts[position] < starts[position + 1] {
                    var names = UnsafeMutableBufferPointer(rebasing: buffer[starts[position]..<starts[position + 1]])
                    names.sort()
                    var unique = 0
                    for name in names where unique == 0 || names[unique - 1] != name {
                        names[unique] = name
                        unique += 1
                    }
                    references.candidates[position].uses = Array(names[0..<unique])
                }
            }
        }
        if !transitive {
            for candidate in references.candidates {
                for name in candidate.uses where candidate.role != .member || name != candidate.name { used.insert(name) }
            }
            references.candidates = []
            references.types = []
        }
        references.used = used.sorted()
        references.declared = declared.sorted()
        references.protected = protected.sorted()
        references.publicTypes = publicTypes.sorted()
        references.protocolMembers = protocolMembers.sorted()
        return references
    }
}

/// The project's references, merged from every file once.
public struct ProjectReferences: Sendable {
    /// The names used by live code: outside every declaration that could be dead, or inside
    /// one that is alive (used by live code itself, or reachable otherwise), to a fixpoint.
    public internal(set) var used = NameSet()
    public internal(set) var protected = NameSet()
    public internal(set) var protocolMembers = NameSet()
    /// Whether the run holds an app's entry point. Without one (a single file, a folder of
    /// an app, a library), what looks unused may be used by code the run did not see, so
    /// nothing is dead.
    public internal(set) var hasEntryPoint = false
    /// Whether `public`, `open` and `package` protect nothing: the run holds an app's entry point
    /// and no sign that it publishes a library (`isPublishedLibrary`, from `Linter`). An app is no
    /// module anyone imports, and the frameworks and local packages of its repository are
    /// imported by code the run holds, so a public declaration whose name nothing in the run
    /// uses never runs, like an internal one.
    public internal(set) var judgesPublic = false
    /// The project's deployment targets: branches of `#available` checks they never take are dead.
    public internal(set) var deploymentTargets = DeploymentTargets.unknown
    /// The custom flags release builds never (or always) set: `#if` branches only debug builds compile.
    public internal(set) var compilationConditions = CompilationConditions.unknown
    /// Keys (`caseKey`) of the cases of the project's eligible enums that no live code builds
    /// (`DeadCases.swift`), and a digest of them for the cache.
    public internal(set) var deadCases = NameSet()
    /// The names of those cases, whatever their enum.
    public internal(set) var deadCaseNames = NameSet()
    /// The optional closures and `false` flags no file writes (`NeverSetGuards.swift`).
    public internal(set) var neverSet = NameSet()
    var deadCasesDigest: UInt64 = 0

    public init() {}

    /// Merges every file's references; `isComplete` is false when a file of the run could not
    /// be read (its uses are unknown, so nothing is dead).
    public init(merging files: [FileReferences], isComplete: Bool = true, deploymentTargets: DeploymentTargets = .unknown,
                compilationConditions: CompilationConditions = .unknown,
                isPublishedLibrary: Bool = false, transitive: Bool = false) {  // `ReachableNames.isTransitive`
        self.deploymentTargets = deploymentTargets
        self.compilationConditions = compilationConditions
        used = NameSet(capacity: files.reduce(0) { max($0, $1.used.count) } * 8)
        for file in files {
            used.formUnion(file.used)
            protected.formUnion(file.protected)
            protocolMembers.formUnion(file.protocolMembers)
            if file.hasEntryPoint { hasEntryPoint = true }
        }
        if !isComplete { hasEntryPoint = false }
        judgesPublic = hasEntryPoint && !isPublishedLibrary
        if !judgesPublic {
            for file in files { protected.formUnion(file.publicTypes) }
        }
        mergeEnumCases(files)
        mergeNeverSet(files)
        // What the candidates use counts once they are alive (`ReachableNames`).
        ReachableNames.addUses(ofLiveCandidates: files, to: &used, protected: protected, protocolMembers: protocolMembers,
                               transitive: transitive)
    }

    /// What one file's findings depend on: for each name it declares that could be dead,
    /// whether it is used, protected or a protocol requirement; whether the run has an entry point;
    /// and the deployment targets.
    func dependencyBytes(of file: FileReferences) -> [UInt8] {
        var bytes: [UInt8] = [(hasEntryPoint ? 1 : 0) | (judgesPublic ? 2 : 0)] + deploymentTargets.dependencyBytes
            + compilationConditions.dependencyBytes
        bytes.reserveCapacity(file.declared.count + 29)
        for name in file.declared {
            bytes.append((used.contains(name) ? 1 : 0) | (protected.contains(name) ? 2 : 0)
                         | (protocolMembers.contains(name) ? 4 : 0))
        }
        // Whether the names its conditions test are ever set.
        for name in file.guarded { bytes.append(neverSet.contains(name) ? 1 : 0) }
        // Which cases nothing builds: any change to them, for a file with `case` patterns.
        if !file.patternNames.isEmpty {
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: deadCasesDigest >> UInt64(shift))) }
        }
        return bytes
    }

    /// The candidates (`FileReferences.neverSetCandidates`, the public ones where the run judges
    /// public code) that no file writes: the candidates first (few), then each file's writes
    /// checked against them.
    mutating func mergeNeverSet(_ files: [FileReferences]) {
        var candidates = Set<UInt64>()
        for file in files {
            candidates.formUnion(file.neverSetCandidates)
            if judgesPublic { candidates.formUnion(file.publicNeverSetCandidates) }
        }
        guard !candidates.isEmpty else { return }
        for file in files {
            for name in file.assigned { candidates.remove(name) }
            if file.writesEveryWord { for name in file.used { candidates.remove(name) } }
        }
        for name in candidates { neverSet.insert(name) }
    }

    /// The cases of eligible enums (every enum of that name eligible) that no file builds.
    mutating func mergeEnumCases(_ files: [FileReferences]) {
        var constructed = NameSet(capacity: 256)
        var cases: [UInt64: (isEligible: Bool, cases: [UInt64])] = [:]
        for file in files {
            constructed.formUnion(file.constructed)
            for item in file.enums {
                var entry = cases[item.name] ?? (true, [])
                entry.isEligible = entry.isEligible && item.isEligible
                entry.cases += item.cases
                cases[item.name] = entry
            }
        }
        var keys: [UInt64] = []
        for (name, entry) in cases where entry.isEligible {
            for caseName in entry.cases where !constructed.contains(caseName) && !constructed.contains(Self.caseKey(caseName, of: name)) {
                keys.append(Self.caseKey(caseName, of: name))
                deadCaseNames.insert(caseName)
            }
        }
        keys.sort()
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for key in keys {
            deadCases.insert(key)
            digest = (digest ^ key) &* 0x0000_0100_0000_01b3
        }
        deadCasesDigest = digest
    }
}
