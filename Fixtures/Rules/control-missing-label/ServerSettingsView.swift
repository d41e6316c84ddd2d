import SwiftUI

/// Settings for a self-hosted sync server, with the usual mix of labeled and unlabeled controls.
struct ServerSettingsView: View {
    @State private var server = ""
    @State private var username = ""
    @State private var token = ""
    @State private var syncInterval = 15.0
    @State private var retries = 3
    @State private var isEnabled = true
    @State private var isVerbose = false
    @State private var selectedTab = 0
    @State private var conflictPolicy = 0
    @State private var accent = Color.blue

    var body: some View {
        Form {
            Picker("", selection: $selectedTab) {
                Text("General").tag(0)
                Text("Advanced").tag(1)
            }
            .pickerStyle(.segmented)

            Section("Account") {
                HStack {
                    Text("Server")
                    TextField("", text: $server)  // expect: control-missing-label
                }
                LabeledContent("Username") {
                    TextField("", text: $username)
                        .textContentType(.username)
                }
                SecureField("", text: $token)  // expect: control-missing-label
                    .labelsHidden()
                TextField("Token name", text: $token)
                    .labelsHidden()
            }

            Section("Sync") {
                Toggle("Enabled", isOn: $isEnabled)
                HStack {
                    Text("Verbose logging")
                    Spacer()
                    Toggle("", isOn: $isVerbose)  // expect: control-missing-label
                        .labelsHidden()
                }
                HStack {
                    Text("Also verbose")
                    Toggle("", isOn: $isVerbose).labelsHidden()
                }
                .accessibilityElement(children: .combine)
                Slider(value: $syncInterval, in: 5...60, step: 5)  // expect: control-missing-label
                Slider(value: $syncInterval, in: 5...60) {
                    Text("Interval")
                }
                Slider(value: $syncInterval, in: 5...60, onEditingChanged: { editing in  // expect: control-missing-label
                    if !editing { save() }
                })
                Stepper("", value: $retries, in: 0...10)  // expect: control-missing-label
                Stepper("Retries: \(retries)", value: $retries, in: 0...10)
                HStack {
                    Text("Conflicts")
                    Picker("", selection: $conflictPolicy) {  // expect: control-missing-label
                        Text("Keep mine").tag(0)
                        Text("Keep theirs").tag(1)
                    }
                    .pickerStyle(.segmented)
                }
                Picker("", selection: $conflictPolicy) {
                    Text("Keep mine").tag(0)
                    Text("Keep theirs").tag(1)
                }
                .pickerStyle(.inline)
                ColorPicker("", selection: $accent)
                    .accessibilityLabel("Accent color")
                Toggle(isOn: $isEnabled) {  // expect: control-missing-label
                    EmptyView()
                }
            }
        }
    }

    func save() {}
}
