import SwiftUI

enum MapStyleChoice: String, CaseIterable, Identifiable {
    case terrain, satellite, topo
    var id: Self { self }
    var previewAsset: String { "map-style-\(rawValue)" }
}

struct MapOptionsView: View {
    @Binding var style: MapStyleChoice
    @Binding var showsContours: Bool
    var locateMe: () -> Void
    var recenter: () -> Void

    var body: some View {
        Form {
            Section("Map Style") {
                HStack {
                    ForEach(MapStyleChoice.allCases) { choice in
                        Button {  // expect: icon-button-missing-label
                            style = choice
                        } label: {
                            Image(choice.previewAsset)  // note: icon-button-missing-label
                                .resizable()
                                .frame(width: 64, height: 64)
                        }
                    }
                }
                Picker("Style", selection: $style) {
                    ForEach(MapStyleChoice.allCases) { choice in
                        HStack {
                            Image(choice.previewAsset)
                            Text(choice.rawValue.capitalized)
                        }
                        .tag(choice)
                    }
                }
            }
            Section {
                Toggle(isOn: $showsContours) {
                    Label {
                        Text("Contour Lines")
                    } icon: {
                        Image("contours")
                    }
                }
                Button(action: locateMe) {
                    Image(.locateGlyph)
                }
                .accessibilityLabel("Show My Location")
                Button("Recenter", image: .recenterGlyph, action: recenter)
                Menu {  // expect: icon-button-missing-label
                    Button("Share Map…") {}
                    Button("Print…") {}
                } label: {
                    Image(.moreGlyph)  // note: icon-button-missing-label
                }
            }
        }
    }
}

struct AppTabs: View {
    var body: some View {
        TabView {
            TrailListView(trails: [], selection: .constant(nil))
                .tabItem {
                    Image("tab-trails")
                    Text("Trails")
                }
            RecentTrailsStrip(trails: [])
                .tabItem {
                    Image("tab-recent")  // expect: image-missing-label
                }
        }
    }
}
