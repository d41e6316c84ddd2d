import UIKit

/// A page reader whose bars hide while reading.
final class ChapterReaderViewController: UIViewController {
    private let pageContainer = UIView()
    private var barsHidden = false

    /// Built once, attached when the pages load.
    private lazy var chromeTap: UITapGestureRecognizer = {
        return UITapGestureRecognizer(target: self, action: #selector(self.toggleFullScreenMode))  // expect: tap-gesture-as-button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Tap zones turn pages and bring the bars back: the only way to the reader's controls.
        let zoneTap = UITapGestureRecognizer(target: self, action: #selector(handlePageTap(_:)))  // expect: tap-gesture-as-button
        view.addGestureRecognizer(zoneTap)

        // Tapping the navigation bar while reading only hides the bars again.
        let barTap = UITapGestureRecognizer(target: self, action: #selector(navigationBarTapped))
        navigationController?.navigationBar.addGestureRecognizer(barTap)

        // A double tap that zooms sits beside the real controls.
        let zoomTap = UITapGestureRecognizer(target: self, action: #selector(zoomToFit))
        zoomTap.numberOfTapsRequired = 2
        pageContainer.addGestureRecognizer(zoomTap)
    }

    func pagesDidLoad() {
        pageContainer.addGestureRecognizer(self.chromeTap)
    }

    @objc private func handlePageTap(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: view)
        if point.x < view.bounds.width * 0.3 {
            turnPage(by: -1)
        } else if point.x > view.bounds.width * 0.7 {
            turnPage(by: 1)
        } else {
            toggleBars()
        }
    }

    private func toggleBars() {
        barsHidden.toggle()
        navigationController?.setNavigationBarHidden(barsHidden, animated: true)
    }

    @objc private func navigationBarTapped() {
        hideBars()
    }

    private func hideBars() {
        barsHidden = true
        navigationController?.setNavigationBarHidden(true, animated: true)
    }

    @objc private func toggleFullScreenMode() {
        navigationController?.isNavigationBarHidden.toggle()
    }

    @objc private func zoomToFit() {}
    private func turnPage(by delta: Int) {}
}

/// A document viewer whose double tap toggles full screen: nothing else brings the bars back.
final class ManualViewerViewController: UIViewController {
    private let documentView = UIView()
    private var isFullScreen = false {
        didSet { navigationController?.setNavigationBarHidden(isFullScreen, animated: true) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(flipFullScreen))  // expect: tap-gesture-as-button
        doubleTap.numberOfTapsRequired = 2
        documentView.addGestureRecognizer(doubleTap)
    }

    @objc private func flipFullScreen() {
        isFullScreen = !isFullScreen
    }
}

/// A bedside screen dimmer: the dimming overlay goes away through a method the tap calls.
final class BedsideViewController: UIViewController {
    private var dimmingOverlay: UIView?
    private let clockLabel = UILabel()

    func enterNightMode() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(overlayTapped(_:)))
        dimmingOverlay = UIView(frame: view.bounds)
        dimmingOverlay?.backgroundColor = NightPalette.dimming
        dimmingOverlay?.addGestureRecognizer(tap)
        view.addSubview(dimmingOverlay!)
        // The same handler on the clock is a fake "wake" button.
        clockLabel.isUserInteractionEnabled = true
        clockLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(overlayTapped(_:))))  // expect: tap-gesture-as-button
    }

    @objc private func overlayTapped(_ sender: UITapGestureRecognizer) {
        setNightMode(on: false)
    }

    private func setNightMode(on: Bool) {
        if on {
            UIApplication.shared.isIdleTimerDisabled = true
        } else {
            dimmingOverlay?.removeFromSuperview()
            UIApplication.shared.isIdleTimerDisabled = false
            refreshClock()
        }
    }

    private func refreshClock() {}
}

/// A picker that slides over the screen; the empty area around it closes it.
final class WorkspacePickerView: UIView {
    @IBOutlet weak var outsideArea: UIView! {
        didSet {
            outsideArea.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
        }
    }
    @IBOutlet weak var closeGlyph: UIImageView! {
        didSet {
            closeGlyph.isUserInteractionEnabled = true
            closeGlyph.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))  // expect: tap-gesture-as-button
        }
    }

    weak var delegate: WorkspacePickerDelegate?

    @objc func close() {
        delegate?.workspacePickerDidClose()
        UIView.animate(withDuration: 0.2, animations: {
            self.backgroundColor = UIColor.black.withAlphaComponent(0)
        }, completion: { _ in
            self.removeFromSuperview()
        })
    }
}

/// A parallax cover whose image stops taking touches while it moves: its tap never fires.
final class CoverParallaxView: UIView {
    private let coverImage = UIImageView()
    private let titleLabel = UILabel()

    func startParallax() {
        coverImage.isUserInteractionEnabled = false
        coverImage.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openCover)))
        titleLabel.isUserInteractionEnabled = true
        titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openCover)))  // expect: tap-gesture-as-button
    }

    @objc private func openCover() {
        delegate?.coverViewDidOpen(self)
    }
}
