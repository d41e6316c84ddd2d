import SwiftUI

/// Public: another module may use it, so it is never dead.
public struct HarborBadge: View {
    public init() {}

    public var body: some View {
        Image("badge-anchor") // expect: image-missing-label
    }
}

/// A requirement: conformers' implementations are called through the protocol.
protocol HarborSection {
    func sectionHeader() -> AnyView
}

struct FerrySection: HarborSection {
    func sectionHeader() -> AnyView {
        AnyView(Text("Ferries").onTapGesture { showTimetable() }) // expect: tap-gesture-as-button
    }

    func showTimetable() {}
}

let defaultSections: [any HarborSection] = [FerrySection()]
