/// Transitive deadness (`ReachableNames.isTransitive`): a declaration used only from dead declarations is dead too. Each file
/// records its declarations that could be dead (`DeadCandidate`) with the names used inside
/// them; the merge counts those names as used only once the candidate is alive, to a fixpoint
/// (names, not tokens: a worklist over the candidates, each judged again only when a name it
/// waits on becomes used).
///
/// A candidate is alive when its name is used by live code, or when something besides its name
/// keeps it: the same reasons `deadRanges` keeps a declaration (protected, a protocol
/// requirement, created by the system, a member a framework may call), judged here on the
/// project's hierarchy as name hashes. Where this judgement and `deadRanges` could differ
/// (a superclass or protocol declared in Objective-C, which this hierarchy does not hold), it
/// keeps the candidate alive: a candidate counted alive here only keeps more names used.

/// One declaration that could be dead, with the names used inside it.
public struct DeadCandidate: Sendable, Equatable {
    public enum Role: UInt8, Sendable {
        /// A struct, class, enum or actor.
        case type
        case `extension`
        /// A function or `some View` property, inside a type (`owner`) or not.
        case member
    }

    public var name: UInt64
    public var role: Role
    public var isPrivate: Bool
    /// The hash of the type or extension it is declared in directly, or 0.
    public var owner: UInt64
    /// The names used inside it, not inside a nested candidate (sorted, unique).
    public var uses: [UInt64] = []

    public init(name: UInt64, role: Role, isPrivate: Bool, owner: UInt64, uses: [UInt64] = []) {
        self.name = name
        self.role = role
        self.isPrivate = isPrivate
        self.owner = owner
        self.uses = uses
    }
}

/// A type, protocol or extension declared in a file, with the names it inherits.
public struct TypeLink: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// A struct, class, enum or actor.
        case type
        case `protocol`
        case `extension`
    }

    public var name: UInt64
    public var kind: Kind
    public var inherits: [UInt64]

    public init(name: UInt64, kind: Kind, inherits: [UInt64]) {
        self.name = name
        self.kind = kind
        self.inherits = inherits
    }
}

enum ReachableNames {
    /// Whether a declaration used only from dead ones is dead too. On since a member's life was
    /// tied to its type's (`isGatedByOwner`): before, a view's `body` counted alive in every view,
    /// created or not (SwiftUI may call it), so following uses changed no finding of the 94
    /// ecosystem apps; gated, it silences 24, each read and dead at its commit (views only a
    /// preview, a commented-out link or another dead view shows; helpers no live code calls), among
    /// them sites judges had called violations without tracing the use.
    static let isTransitive = true

    /// Adds to `used` (the names used outside every candidate) the names used inside the
    /// candidates that are alive, until no candidate comes alive; not `transitive`: the names used
    /// inside every candidate but its own.
    static func addUses(ofLiveCandidates files: [FileReferences], to used: inout NameSet, protected: NameSet,
                        protocolMembers: NameSet, transitive: Bool = isTransitive) {
        var total = 0
        for file in files { total += file.candidates.count }
        guard total > 0 else { return }
        if !transitive {
            for file in files {
                for candidate in file.candidates {
                    // A member calling itself keeps nothing alive; a type spelling its own name in a literal
                    // (`static let nib = "FeedCell"`, how cells are registered) is used, as before.
                    for name in candidate.uses where candidate.role != .member || name != candidate.name { used.insert(name) }
                }
            }
            return
        }
        let hierarchy = Hierarchy(files)
        // The candidates not yet alive, as (file, candidate) positions; whether something besides a
        // use keeps each, whether it lives only with its type, and whether that type is kept
        // besides a use (judged once here, the hierarchy walks memoized by type).
        var pending: [Pending] = []
        pending.reserveCapacity(total)
        for (fileIndex, file) in files.enumerated() {
            for (position, candidate) in file.candidates.enumerated() {
                let isKept = isKeptOtherwise(candidate, hierarchy: hierarchy, protected: protected, protocolMembers: protocolMembers)
                let isGated = isGatedByOwner(candidate, hierarchy: hierarchy)
                let isOwnerKept = isGated && isOwnerKeptOtherwise(candidate.owner, hierarchy: hierarchy, protected: protected)
                if isKept, !isGated || isOwnerKept {
                    used.formUnion(candidate.uses)
                } else {
                    pending.append(Pending(file: Int32(fileIndex), candidate: Int32(position), isKept: isKept, isGated: isGated,
                                           isOwnerKept: isOwnerKept))
                }
            }
        }
        propagate(pending, files: files, used: &used)
    }

    /// A candidate not alive at first, and what keeps it besides uses.
    struct Pending {
        var file: Int32
        var candidate: Int32
        var isKept: Bool
        var isGated: Bool
        var isOwnerKept: Bool
    }

    /// The fixpoint as a worklist: a candidate that is not alive waits on the one name whose use
    /// would bring it closer (its type's, then its own), and is judged again only when that name
    /// first becomes used; a live one adds its uses, waking what waits on them. Aliveness only grows
    /// with `used`, so this reaches the same least fixpoint as rounds over every candidate, in
    /// time linear in the candidates and their uses (each waits at most twice) instead of one
    /// round per link of the longest chain.
    static func propagate(_ pending: [Pending], files: [FileReferences], used: inout NameSet) {
        guard !pending.isEmpty else { return }
        // Name → the first candidate waiting on it (-1: none), the rest chained through `next`.
        var waiting = NameMap(capacity: pending.count)
        var next = [Int32](repeating: -1, count: pending.count)
        var ready: [Int32] = pending.indices.reversed().map { Int32($0) }
        while let position = ready.popLast() {
            let entry = pending[Int(position)]
            let candidate = files[Int(entry.file)].candidates[Int(entry.candidate)]
            // The name it still needs, if any.
            var blocker: UInt64?
            if entry.isGated, !entry.isOwnerKept, !used.contains(candidate.owner) {
                blocker = candidate.owner
            } else if !entry.isKept, !used.contains(candidate.name) {
                blocker = candidate.name
            }
            if let blocker {
                next[Int(position)] = waiting[blocker] ?? -1
                waiting.set(blocker, to: position)
                continue
            }
            for name in candidate.uses where used.insert(name) {
                guard var waiter = waiting[name], waiter >= 0 else { continue }
                waiting.set(name, to: -1)
                while waiter >= 0 {
                    ready.append(waiter)
                    waiter = next[Int(waiter)]
                }
            }
        }
    }

    /// Whether a member lives only as long as the type it is declared in: a member of a type or
    /// extension of a type the project declares in Swift (`OrphanScreen.body` is called by SwiftUI
    /// only once something creates an `OrphanScreen`). A member of an extension of a framework type
    /// (`extension View { func card() }`), or of no type, is not.
    static func isGatedByOwner(_ candidate: DeadCandidate, hierarchy: Hierarchy) -> Bool {
        candidate.role == .member && candidate.owner != 0 && hierarchy.declaresType(candidate.owner)
    }

    /// Whether the type a member is declared in is alive whether or not live code names it: it is
    /// protected or may be created by the system.
    static func isOwnerKeptOtherwise(_ owner: UInt64, hierarchy: Hierarchy, protected: NameSet) -> Bool {
        protected.contains(owner) || hierarchy.mayBeCreatedBySystem(owner)
    }

    /// Whether something besides its name being used keeps the candidate alive (`deadRanges`'s
    /// reasons, or more).
    static func isKeptOtherwise(_ candidate: DeadCandidate, hierarchy: Hierarchy, protected: NameSet,
                                protocolMembers: NameSet) -> Bool {
        switch candidate.role {
        case .type:
            return protected.contains(candidate.name) || hierarchy.mayBeCreatedBySystem(candidate.name)
        case .extension:
            return !hierarchy.declaresType(candidate.name) || protected.contains(candidate.name)
                || hierarchy.mayBeCreatedBySystem(candidate.name)
        case .member:
            if protocolMembers.contains(candidate.name) { return true }
            guard candidate.owner != 0, !candidate.isPrivate else { return false }
            return hierarchy.outside(candidate.owner).contains { KnownTypeHashes.mayCallMember(candidate.name, through: $0) }
        }
    }

    /// The project's types as hashes: which are declared (not only extended) and what each inherits.
    final class Hierarchy {
        var declared = NameSet()
        var concrete = NameSet()
        /// Each name that inherits something, as an id (in order of first sight); the id's parents
        /// are `parents[starts[id]..<starts[id + 1]]`, in file order (every declaration and
        /// extension of the name together).
        private var ids = NameMap()
        private var starts: [Int32] = []
        private var parents: [UInt64] = []
        /// Per id: `outside`'s answer once walked, and `mayBeCreatedBySystem`'s (0 not yet, 1 no, 2 yes).
        private var outsideMemo: [[UInt64]?] = []
        private var createdMemo: [UInt8] = []

        init(_ files: [FileReferences]) {
            var counts: [Int32] = []
            var linkCount = 0
            for file in files { linkCount += file.types.count }
            ids = NameMap(capacity: linkCount)
            for file in files {
                for link in file.types {
                    if link.kind != .extension { declared.insert(link.name) }
                    if link.kind == .type { concrete.insert(link.name) }
                    guard !link.inherits.isEmpty else { continue }
                    let id = Int(ids.value(for: link.name) {
                        counts.append(0)
                        return Int32(counts.count - 1)
                    })
                    counts[id] += Int32(link.inherits.count)
                }
            }
            // Counting sort of the links' parents by id (stable: each id's in file order).
            starts = [Int32](repeating: 0, count: counts.count + 1)
            for id in counts.indices { starts[id + 1] = starts[id] + counts[id] }
            parents = [UInt64](repeating: 0, count: Int(starts[counts.count]))
            var fill = starts
            for file in files {
                for link in file.types where !link.inherits.isEmpty {
                    guard let id = ids[link.name] else { continue }
                    for name in link.inherits {
                        parents[Int(fill[Int(id)])] = name
                        fill[Int(id)] += 1
                    }
                }
            }
            outsideMemo = [[UInt64]?](repeating: nil, count: counts.count)
            createdMemo = [UInt8](repeating: 0, count: counts.count)
        }

        /// What the type inherits directly (empty for a name no file gives a parent).
        private func inheritance(_ type: UInt64) -> ArraySlice<UInt64> {
            guard let id = ids[type] else { return [] }
            return parents[Int(starts[Int(id)])..<Int(starts[Int(id) + 1])]
        }

        /// A struct, class, enum or actor of that name is declared in Swift in the project.
        func declaresType(_ name: UInt64) -> Bool { concrete.contains(name) }

        /// The names outside the project the type reaches through its conformances and
        /// superclasses (`conformancesOutsideProject`); a hierarchy too deep to read gives 0 (unknown).
        func outside(_ type: UInt64) -> [UInt64] {
            guard let id = ids[type] else { return [] }
            if let known = outsideMemo[Int(id)] { return known }
            var pending = Array(inheritance(type))
            var seen: Set<UInt64> = [type]
            var found: [UInt64] = []
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                guard declared.contains(next) else {
                    found.append(next)
                    continue
                }
                pending += inheritance(next)
                if seen.count > 256 { found.append(0); break }
            }
            outsideMemo[Int(id)] = found
            return found
        }

        /// Whether the system may create the type: its hierarchy reaches a type the system
        /// creates, or a name outside the project that is no framework class or protocol
        /// known here (maybe a class declared in Objective-C, whose own hierarchy is not read).
        /// Memoized by type: every member of a type asks it again.
        func mayBeCreatedBySystem(_ type: UInt64) -> Bool {
            guard let id = ids[type] else { return false }
            if createdMemo[Int(id)] != 0 { return createdMemo[Int(id)] == 2 }
            let answer = walkMayBeCreatedBySystem(type)
            createdMemo[Int(id)] = answer ? 2 : 1
            return answer
        }

        private func walkMayBeCreatedBySystem(_ type: UInt64) -> Bool {
            var pending = Array(inheritance(type))
            var seen: Set<UInt64> = [type]
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                if KnownTypeHashes.createdBySystem.contains(next) { return true }
                if !declared.contains(next), !KnownTypeHashes.isKnownOutside(next) { return true }
                pending += inheritance(next)
                if seen.count > 256 { return true }
            }
            return false
        }
    }
}

/// `KnownTypes`' dead-code lists as name hashes.
enum KnownTypeHashes {
    static let createdBySystem: Set<UInt64> = Set(KnownTypes.createdBySystem.map { NameHash.hash($0) })
    static let frameworkClasses: Set<UInt64> = Set(KnownTypes.frameworkClasses.map { NameHash.hash($0) })
    static let inheritedOptionalRequirements: Set<UInt64> = Set(KnownTypes.inheritedOptionalRequirements.map { NameHash.hash($0) })
    static let requirements: [UInt64: Set<UInt64>] = Dictionary(
        KnownTypes.requirements.map { (NameHash.hash($0.key), Set($0.value.map { NameHash.hash($0) })) },
        uniquingKeysWith: { $0.union($1) })

    /// `KnownTypes.mayCallMember` on hashes; 0 (a hierarchy not read to its end) may call anything.
    static func mayCallMember(_ name: UInt64, through outside: UInt64) -> Bool {
        if outside == 0 { return true }
        if frameworkClasses.contains(outside) { return inheritedOptionalRequirements.contains(name) }
        guard let known = requirements[outside] else { return true }
        return known.contains(name)
    }

    /// A framework class or protocol whose part in dead code is known.
    static func isKnownOutside(_ name: UInt64) -> Bool {
        frameworkClasses.contains(name) || requirements[name] != nil
    }
}
