import SwiftUI

/// Public, but in an app: no other module imports it, and nothing here names it, so it is dead.
public struct HarborBadge: View {
    public init() {}

    public var body: some View {
        Image("badge-anchor")
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
