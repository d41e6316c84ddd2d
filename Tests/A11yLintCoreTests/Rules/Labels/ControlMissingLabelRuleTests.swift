import XCTest
@testable import A11yLintCore

final class ControlMissingLabelRuleTests: XCTestCase {
    let id = ControlMissingLabelRule.id

    func found(_ source: String) -> [Finding] { lint([("Form.swift", source)], rules: [id]) }

    func testEmptyTitlesOfEveryControl() {
        let source = """
        struct Form1: View {
            var body: some View {
                TextField("", text: $a)
                SecureField(" ", text: $b)
                Toggle(Text(""), isOn: $c)
                DatePicker("", selection: $d)
                ColorPicker("", selection: $e)
                Stepper("", value: $f)
                TextField("Name", text: $a)
                Toggle(title, isOn: $c)
            }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [3, 4, 5, 6, 7, 8])
        XCTAssertEqual(found(source).first?.message, ControlMissingLabelRule.message(control: "TextField", placeholderOnly: false))
    }

    /// A prompt is read only while the field is empty: weaker evidence, `info`.
    func testPromptOnlyFieldsAreInfo() throws {
        let source = """
        struct Form2: View {
            var body: some View {
                TextField("", text: $server, prompt: Text("git.example.com"))
            }
        }
        """
        let finding = try XCTUnwrap(found(source).first)
        XCTAssertEqual(finding.severity, .info)
        XCTAssertEqual(finding.message, ControlMissingLabelRule.message(control: "TextField", placeholderOnly: true))
    }

    func testSliderLabels() {
        let source = """
        struct Form3: View {
            var body: some View {
                Slider(value: $v)
                Slider(value: $v) { editing in save(editing) }
                Slider(value: $v) { Text("Volume") }
                Slider(value: $v, label: { Text("Volume") })
                Slider(value: $v) { EmptyView() }
                Slider(value: $v).accessibilityLabel("Volume")
                Slider(value: $v).accessibilityHidden(true)
            }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [3, 4, 7])
    }

    func testLabeledByTheViewAround() {
        let source = """
        struct Form4: View {
            var body: some View {
                HStack { Text("A"); Toggle("", isOn: $a) }.accessibilityElement(children: .combine)
                HStack { Toggle("", isOn: $a) }.accessibilityLabel("A")
                LabeledContent("B") { TextField("", text: $b) }
                HStack { Text("C"); Toggle("", isOn: $c) }
            }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [6])
    }

    func testPickers() throws {
        let source = """
        struct Form5: View {
            var body: some View {
                Picker("", selection: $selectedTab) { Text("A").tag(0) }
                Picker("", selection: .init(get: { manager.selectedTabId }, set: { _ in })) { Text("A").tag(0) }
                Picker("", selection: $policy) { Text("A").tag(0) }.pickerStyle(SegmentedPickerStyle())
                HStack { Text("Policy"); Picker("", selection: $policy) { Text("A").tag(0) }.pickerStyle(.segmented) }
                Picker(selection: $policy, label: Text("")) { Text("A").tag(0) }.pickerStyle(.radioGroup)
                Picker("", selection: $policy) { Text("A").tag(0) }
                Picker(selection: $policy, label: EmptyView()) { Text("A").tag(0) }
                Picker(selection: $policy, label: Text("Policy")) { Text("A").tag(0) }
                Picker("", selection: $table) { Text("A").tag(0) }
            }
        }
        """
        let findings = found(source)
        XCTAssertEqual(findings.map(\.start.line), [6, 8, 9, 11])
        XCTAssertEqual(findings.map(\.severity), [.info, .warning, .warning, .warning])
    }

    /// A style set on the screen's container reaches pickers built by its properties.
    func testInlineStyleFromTheContainer() {
        let source = """
        struct AddAccounts: View {
            var body: some View {
                VStack { local }.pickerStyle(RadioGroupPickerStyle())
            }
            var local: some View {
                Picker(selection: $account, label: Text("")) { Text("On My Mac").tag(0) }
            }
        }
        struct Other: View {
            var body: some View { Picker(selection: $account, label: Text("")) { Text("A").tag(0) } }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [10])
    }

    func testTabNames() {
        for name in ["selectedTab", "tab", "$tab", "tabId", "currentTabIndex", "selected_tab"] {
            XCTAssertTrue(ControlMissingLabelRule.namesTab(name), name)
        }
        for name in ["table", "stable", "tablet", "tabulator", "isStable"] {
            XCTAssertFalse(ControlMissingLabelRule.namesTab(name), name)
        }
    }

    func testDeclarationsAndMembersAreNotCalls() {
        let source = """
        struct Toggle2: View {
            func Slider(value: Int) -> Int { value }
            var body: some View { settings.Toggle("", isOn: $a) }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [])
    }

    /// `.accessibilityLabeledPair(role: .content, id:in:)` names the control with the view that carries the
    /// same id and `role: .label`; without that label half (or with another id) nothing names it.
    func testLabeledPairNamesTheControl() {
        let source = """
        struct Pane: View {
            @Namespace var ns
            var body: some View {
                Text("Unit:").accessibilityLabeledPair(role: .label, id: "unit", in: ns)
                Picker(selection: $unit) { Text("A") } label: { EmptyView() }
                    .accessibilityLabeledPair(role: .content, id: "unit", in: ns)
                Toggle(isOn: $on) { EmptyView() }
                    .accessibilityLabeledPair(role: .content, id: "other", in: ns)
                Toggle(isOn: $on) { EmptyView() }
                    .accessibilityLabeledPair(role: .label, id: "unit", in: ns)
            }
        }
        """
        XCTAssertEqual(found(source).map(\.start.line), [7, 9])
    }
}
