import SwiftUI
import UIKit

/// A letter index beside a long list: dragging scrolls; the tap's method only logs now.
struct LetterIndexBar: View {
    let letters: [String]
    let router: LetterRouter

    func jump(to letter: String, instantly: Bool = false) {
        // Scrolling moved to the drag gesture.
        print("letter tapped: \(letter)")
    }

    func openLetterPage(_ letter: String) {
        router.openPage(for: letter)
    }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(letters, id: \.self) { letter in
                Text(letter)
                    .gesture(TapGesture().onEnded { jump(to: letter, instantly: true) })
            }
            Text("All")
                .onTapGesture { Haptics.shared.play(.soft) }
            Text("#")
                .onTapGesture { openLetterPage("#") } // expect: tap-gesture-as-button
        }
    }
}

/// A spending chart: tapping a bar selects it; tapping the summary above clears the selection.
struct SpendingSummary: View {
    @Binding var highlightedDay: Date?
    @State private var selectedReceipt: Receipt?
    @State private var selectedTags: Set<String> = []

    var body: some View {
        VStack {
            HStack {
                Text("Average per day")
                Text(highlightedDay == nil ? "All days" : "One day")
            }
            .onTapGesture {
                withAnimation(.easeIn(duration: 0.2)) { highlightedDay = nil }
            }
            HStack { Text("Tags") }
                .onTapGesture { selectedTags.removeAll() }
            // A lone text that clears the selection is a "Clear" button.
            Text("Clear")
                .onTapGesture { highlightedDay = nil } // expect: tap-gesture-as-button
            // Clearing the state a sheet is presented with closes the sheet: judged like closing.
            HStack { Text("Receipt") }
                .onTapGesture { selectedReceipt = nil } // expect: tap-gesture-as-button
            // Selecting a day is a button's job.
            HStack { Text("Today") }
                .onTapGesture { highlightedDay = Date() } // expect: tap-gesture-as-button
        }
        .sheet(item: $selectedReceipt) { receipt in ReceiptView(receipt: receipt) }
    }
}

/// A question card that opens over a dimming layer; tapping the layer puts the card back.
struct QuestionDeck: View {
    @State private var isOpen = false
    @State private var pinned: Question?
    @State private var isLegendShown = false
    @State private var isEditing = false
    @State private var isUpgradeShown = false
    @State private var isFiltering = false
    @State private var filter = ""
    @State private var toast: String?

    func unpin(_ question: Question) {
        withAnimation(.snappy) { pinned = pinned == question ? nil : question }
        Task { await store.record(question) }
    }

    var body: some View {
        ZStack {
            DeckView(isOpen: $isOpen, pinned: $pinned)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                .background(!isOpen ? nil : Color.black.opacity(0.5).onTapGesture {
                    if let pinned {
                        unpin(pinned)
                    } else {
                        withAnimation(.bouncy) { isOpen = false }
                    }
                })
            if isLegendShown {
                Color.black.opacity(0.4)
                    .onTapGesture {
                        store.markLegendSeen()
                        isLegendShown = false
                    }
                LegendView()
            }
            if isEditing {
                // A solid red dot is a control, not a scrim.
                Circle().fill(Color.red)
                    .frame(width: 44, height: 44)
                    .onTapGesture { // expect: tap-gesture-as-button
                        store.deleteSelected()
                        isEditing = false
                    }
            }
            if isFiltering {
                HStack {
                    TextField("Filter", text: $filter)
                    // A control inside the content shown while filtering, not that content tapped away.
                    Text("Done")
                        .onTapGesture { withAnimation { isFiltering = false } } // expect: tap-gesture-as-button
                }
            }
            if let toast {
                Text(toast)
                    .onTapGesture { self.toast = nil }
            }
            if isLegendShown {
                // A dimming layer whose tap opens something is a button.
                Color.black.opacity(0.3)
                    .onTapGesture { // expect: tap-gesture-as-button
                        isLegendShown = false
                        isUpgradeShown = true
                    }
            }
        }
    }
}

/// A chat screen: tapping the transcript hides the keyboard through the composer and clears the
/// text selection in the message being read.
final class TranscriptViewController: UIViewController {
    private let composer = ComposerBar()
    private weak var selectedBubble: BubbleTextView?
    private let headerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(transcriptTapped)))
        headerLabel.isUserInteractionEnabled = true
        headerLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(headerTapped))) // expect: tap-gesture-as-button
    }

    @objc private func transcriptTapped() {
        closeComposer()
        selectedBubble?.resetTextSelection()
    }

    private func closeComposer() {
        composer.textView.resignFirstResponder()
    }

    @objc private func headerTapped() {
        closeComposer()
        showParticipants()
    }

    private func showParticipants() {
        navigationController?.pushViewController(ParticipantsViewController(), animated: true)
    }
}
