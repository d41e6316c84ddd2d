import SwiftUI
import UIKit

/// Records where the last touch landed for a context menu: the recognizer has no action.
final class TouchRecorder: NSObject, UIGestureRecognizerDelegate {
    var lastPoint: CGPoint = .zero

    func install(on window: UIWindow) {
        let watcher = UITapGestureRecognizer(target: self, action: nil)
        watcher.delegate = self
        window.addGestureRecognizer(watcher)
    }

    func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        lastPoint = touch.location(in: touch.window)
        return false
    }
}

/// A banner that the user taps away: the handler hides the recognizer's own view.
final class BannerHost: UIView {
    func present(_ banner: UIView) {
        let tap = UITapGestureRecognizer(target: self, action: #selector(bannerTapped(_:)))
        banner.addGestureRecognizer(tap)
        addSubview(banner)
    }

    @objc private func bannerTapped(_ sender: UITapGestureRecognizer) {
        guard let banner = sender.view else { return }
        hideBanner(banner)
    }

    private func hideBanner(_ banner: UIView) {
        banner.removeFromSuperview()
    }
}

/// A floor plan: tapping the scrolling area closes the room popup and tells the sidebar to close.
final class FloorPlanScrollView: UIScrollView {
    private let roomPopup = UIView()

    func setUp() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(planTapped))
        addGestureRecognizer(tap)
    }

    @objc private func planTapped() {
        hideRoomPopup()
        NotificationCenter.default.post(name: .hideRoomSidebar, object: nil)
    }

    private func hideRoomPopup() {
        roomPopup.isHidden = true
    }
}

/// Still a fake button: a visible "close" icon whose handler closes something else.
final class NoticeCard: UIView {
    private let closeIcon = UIImageView(image: UIImage(named: "close"))

    func setUp() {
        closeIcon.isUserInteractionEnabled = true
        let tap = UITapGestureRecognizer(target: self, action: #selector(closeTapped))  // expect: tap-gesture-as-button
        closeIcon.addGestureRecognizer(tap)
    }

    @objc private func closeTapped() {
        NotificationCenter.default.post(name: .hideNotice, object: nil)
    }
}

/// A rich text view: the tap finds the link under the finger and opens it, like a button.
final class RichTextOverlay: UIView {
    let layoutManager = NSLayoutManager()
    let container = NSTextContainer(size: .zero)

    func setUp() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(textTapped(_:)))  // expect: tap-gesture-as-button
        addGestureRecognizer(tap)
    }

    @objc private func textTapped(_ gesture: UITapGestureRecognizer) {
        let point = gesture.location(in: self)
        let index = layoutManager.characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
        openLink(at: index)
    }

    func openLink(at index: Int) {}
}

/// A mini player row: the haptic is made in both places, but the row opens the player
/// while the inner button only plays or pauses.
struct MiniPlayerRow: View {
    let openPlayer: () -> Void
    let togglePlayback: () -> Void

    var body: some View {
        HStack {
            Text("Now playing")
            Spacer()
            Button {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                togglePlayback()
            } label: {
                Image(systemName: "play.fill")
            }
            .accessibilityLabel("Play")
        }
        .contentShape(Rectangle())
        .onTapGesture {  // expect: tap-gesture-as-button
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            openPlayer()
        }
    }
}

extension Notification.Name {
    static let hideRoomSidebar = Notification.Name("hideRoomSidebar")
    static let hideNotice = Notification.Name("hideNotice")
}

/// A settings screen whose rows are tapped to pick a theme. It is only ever the
/// destination of a navigation link: the link does not make its rows buttons.
struct ThemeSettingsScreen: View {
    @Binding var theme: String

    var body: some View {
        List {
            Text("Dark")
                .onTapGesture { theme = "dark" }  // expect: tap-gesture-as-button
        }
    }
}

/// A badge shown as the label of a navigation link: the link is the button.
struct ThemeBadge: View {
    var body: some View {
        Text("Theme").onTapGesture { logTap() }
    }

    func logTap() {}
}

struct SettingsRoot: View {
    @State private var theme = "light"

    var body: some View {
        NavigationStack {
            NavigationLink(destination: ThemeSettingsScreen(theme: $theme)) {
                ThemeBadge()
            }
        }
    }
}
