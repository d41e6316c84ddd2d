import SwiftUI

/// One step of a recipe: the instructions fold out (as "Show more" does), the timer icon starts the
/// footer's timer; the servings tap sets another value than the footer's preset, and the tips tap's
/// button is hidden.
struct RecipeStepView: View {
    let step: RecipeStep
    @ObservedObject var kitchen: KitchenTimer
    @State private var showsAllText = false
    @State private var isTruncated = false
    @State private var servings = 2
    @State private var showsTips = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(step.instructions)
                .lineLimit(showsAllText ? nil : 4)
                .onTapGesture { withAnimation { showsAllText.toggle() } }
            if isTruncated {
                Button(showsAllText ? "Show less" : "Show more") {
                    withAnimation { showsAllText.toggle() }
                }
                .font(.caption)
            }
            Image(systemName: "timer")
                .onTapGesture { kitchen.start(step.duration) }
            Text("\(servings) servings")
                .onTapGesture { servings = 4 }  // expect: tap-gesture-as-button
            Text("Tips")
                .onTapGesture { showsTips = true }  // expect: tap-gesture-as-button
            Button("Show tips") { showsTips = true }
                .hidden()
            StepFooter(kitchen: kitchen, step: step)
        }
    }
}

/// The step's footer: a titled timer button and the serving presets.
struct StepFooter: View {
    @ObservedObject var kitchen: KitchenTimer
    let step: RecipeStep

    var body: some View {
        HStack {
            Button("Start timer") { kitchen.start(step.duration) }
            Button("Two servings") { kitchen.scale(to: 2) }
        }
    }
}
