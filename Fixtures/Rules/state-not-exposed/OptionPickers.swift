import SwiftUI

/// Onboarding: choose how diagnostics are shared. Each option is a button with a radio symbol.
struct DiagnosticsChoice: View {
    enum Option: String, CaseIterable, Identifiable {
        case full, anonymous, none
        var id: String { rawValue }
    }

    @Binding var selection: Option

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Option.allCases) { option in
                Button(action: { selection = option }) {
                    HStack {
                        Image(systemName: selection == option ? "largecircle.fill.circle" : "circle")  // expect: state-not-exposed
                        Text(option.rawValue.capitalized)
                    }
                }
            }
        }
    }
}

/// A grid of layout cards; the card draws the check mark, the button around it is below.
struct LayoutCard: View {
    let title: String
    let selected: Bool

    var body: some View {
        VStack {
            Text(title)
            Image(systemName: selected ? "checkmark.circle.fill" : "circle")  // expect: state-not-exposed
        }
    }
}

struct LayoutGrid: View {
    @Binding var layout: String
    let layouts: [String]

    var body: some View {
        ForEach(layouts, id: \.self) { name in
            Button {
                layout = name
            } label: {
                LayoutCard(title: name, selected: layout == name)
            }
        }
    }
}

/// Setup progress: status icons, not controls.
struct SetupChecklist: View {
    let pumpConnected: Bool
    let sensorPaired: Bool

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Pump")
                Image(systemName: pumpConnected ? "checkmark.circle.fill" : "circle")
            }
            HStack {
                Text("Sensor")
                Image(systemName: sensorPaired ? "checkmark.circle.fill" : "xmark.circle")
            }
        }
    }
}

/// A settings switch drawn by a Toggle: the toggle announces on or off itself.
struct SyncSwitch: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle(isOn: $isOn) {
            Label("Sync", systemImage: isOn ? "checkmark.icloud" : "icloud")
        }
    }
}
