import SwiftUI

struct 見出し: View {
    let café = "crème brûlée"
    let π = 3.14159
    let 🐶 = "dog"
    let `class` = "keyword as a name"
    let `default`: Int = 0
    let `raw identifier with spaces` = 2
    @State private var counter = 0
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Enabled", isOn: $isOn)
            .onChange(of: isOn) { _, newValue in print(newValue, $counter) }
        List(0..<3, id: \.self) { row in
            Text(verbatim: "\(row) \(π)")
        }
        ForEach(["a", "b"], id: \.self) { Text($0) }
    }

    func placeholderUse() {
        let value = <#default value#>
        print(value, `class`, `default`, 🐶, café, `raw identifier with spaces`)
        _ = 1
        let (a, _) = (1, 2)
        print(a, Self.self, self, super.description)
    }
}
