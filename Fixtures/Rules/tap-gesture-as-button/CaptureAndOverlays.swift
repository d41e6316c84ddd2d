import SwiftUI
import UIKit

/// A barcode scanner: tapping the preview focuses the camera where the finger landed.
final class ShelfScannerViewController: UIViewController {
    private let previewView = UIView()
    private let hintLabel = UILabel()
    private let remoteHint = UIView()
    private let searchField = UITextField()
    private let fieldHolder = UIView()
    private let helpBadge = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Spatial: the handler reads the touch location.
        let focusTap = UITapGestureRecognizer(target: self, action: #selector(focusCamera(_:)))
        previewView.addGestureRecognizer(focusTap)

        // A Siri Remote select press, not a touch tap.
        let selectPress = UITapGestureRecognizer(target: self, action: #selector(showDetails))
        selectPress.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        remoteHint.addGestureRecognizer(selectPress)

        // Tapping around the field only puts the cursor in it.
        let editTap = UITapGestureRecognizer(target: self, action: #selector(startTyping))
        fieldHolder.addGestureRecognizer(editTap)

        // Still a fake button: the badge opens help.
        let helpTap = UITapGestureRecognizer(target: self, action: #selector(showDetails))  // expect: tap-gesture-as-button
        helpBadge.isUserInteractionEnabled = true
        helpBadge.addGestureRecognizer(helpTap)
    }

    @objc private func focusCamera(_ gesture: UITapGestureRecognizer) {
        let point = gesture.location(in: previewView)
        CameraController.shared.focus(at: point)
    }

    @objc private func startTyping() {
        searchField.beginEditing()
    }

    @objc private func showDetails() {
        present(ProductDetailViewController(), animated: true)
    }
}

/// A translucent dimming layer over the screen that removes itself when tapped.
final class LockDimmingView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.6)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(unlock)))
    }

    required init?(coder: NSCoder) { nil }

    @objc private func unlock() {
        removeFromSuperview()
    }
}

/// A reading screen whose dim overlay hides itself, and whose back strip pops.
final class ChapterReaderViewController: UIViewController {
    private let dimOverlay = UIView()
    private let backStripBackground = UIView()
    private let chapterTitle = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        dimOverlay.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hideOverlay)))
        backStripBackground.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(goBack)))
        // Popping from a visible title is still a fake back button.
        chapterTitle.isUserInteractionEnabled = true
        chapterTitle.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(goBack)))  // expect: tap-gesture-as-button
    }

    @objc private func hideOverlay() {
        dimOverlay.isHidden = true
    }

    @objc private func goBack() {
        navigationController?.popViewController(animated: true)
    }
}

/// A draggable cover card that reports taps through a closure it was given.
struct CoverCard: View {
    let title: String
    let onTapGesture: () -> Void
    @State private var offset: CGSize = .zero

    var body: some View {
        Text(title)
            .offset(offset)
            .gesture(DragGesture()
                .onChanged { offset = $0.translation }
                .onEnded { _ in
                    if abs(offset.width) < 4 { self.onTapGesture() }
                    offset = .zero
                })
    }
}

/// A "level up" badge that appears over the profile and goes away when tapped.
struct LevelUpBanner: View {
    @State private var isLevelShown = false
    let level: Int

    var body: some View {
        ZStack {
            Text("Level \(level)")
            if isLevelShown {
                VStack {
                    Text("You reached level \(level)!")
                    Image(systemName: "star.fill")
                }
                .transition(.scale)
                .onTapGesture { isLevelShown = false }
            }
            Text("Hide level")
                .onTapGesture { isLevelShown = false }  // expect: tap-gesture-as-button
        }
    }
}

/// A side menu over the content: a see-through shield behind it closes it.
final class SideMenuViewController: UIViewController {
    private let contentShield = UIView()
    private let menuHeader = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        contentShield.backgroundColor = UIColor(white: 0, alpha: 0.45)
        contentShield.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeMenu)))
        menuHeader.backgroundColor = UIColor(white: 1, alpha: 1)
        menuHeader.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeMenu)))  // expect: tap-gesture-as-button
    }

    @objc private func closeMenu() {
        dismiss(animated: true)
    }
}
