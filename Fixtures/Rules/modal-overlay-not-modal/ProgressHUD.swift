import UIKit

/// A blocking progress HUD over a screen, and one that keeps VoiceOver inside it.
final class HUDView: UIView {
    let spinner = UIActivityIndicatorView(style: .large)
}

enum ProgressHUD {
    @discardableResult
    static func show(on view: UIView) -> HUDView {
        let hud = HUDView(frame: view.bounds)
        hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(hud) // expect: modal-overlay-not-modal
        hud.spinner.startAnimating()
        return hud
    }
}

final class ModalProgressOverlay: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) { nil }

    static func add(to parent: UIView) {
        let overlay = ModalProgressOverlay(frame: parent.bounds)
        parent.addSubview(overlay)
    }
}

final class ReaderViewController: UIViewController {
    private var lockOverlay: UIView?

    /// A privacy curtain that lets touches through, and a gradient that is no overlay.
    func decorate() {
        let dimOverlay = UIView(frame: view.bounds)
        dimOverlay.isUserInteractionEnabled = false
        view.addSubview(dimOverlay)
        let gradient = UIView(frame: view.bounds)
        view.addSubview(gradient)
    }

    func showLock() {
        lockOverlay = UIView(frame: UIScreen.main.bounds)
        lockOverlay?.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        view.addSubview(lockOverlay!) // expect: modal-overlay-not-modal
    }
}
