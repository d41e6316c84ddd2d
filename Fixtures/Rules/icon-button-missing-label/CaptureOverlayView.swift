import UIKit

/// The capture screen's overlay: on newer systems its buttons show artwork, on older ones words.
final class CaptureOverlayView: UIView {
    let discardButton = UIButton(type: .system)
    let keepButton = UIButton(type: .system)
    let flashButton = UIButton(type: .system)
    let timerButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        if #available(iOS 15.0, *) {
            // The titles below are only set where these images are not: these two are unnamed here.
            discardButton.setImage(UIImage(named: "overlay-discard"), for: .normal) // expect: icon-button-missing-label
            keepButton.setImage(UIImage(named: "overlay-keep"), for: .normal) // expect: icon-button-missing-label
            // Named for VoiceOver whichever branch runs.
            flashButton.setImage(UIImage(named: "overlay-flash"), for: .normal)
        } else {
            discardButton.setTitle(NSLocalizedString("Discard", comment: ""), for: .normal)
            keepButton.setTitle(NSLocalizedString("Keep", comment: ""), for: .normal)
            flashButton.setTitle(NSLocalizedString("Flash", comment: ""), for: .normal)
        }
        flashButton.accessibilityLabel = NSLocalizedString("Flash", comment: "")
        // A title set after the branches applies whichever branch ran.
        if #available(iOS 15.0, *) {
            timerButton.setImage(UIImage(named: "overlay-timer"), for: .normal)
        }
        timerButton.setTitle(NSLocalizedString("Timer", comment: ""), for: .normal)
        [discardButton, keepButton, flashButton, timerButton].forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

/// Keys of the formatting bar above the keyboard: each kind of item shows either words or artwork.
final class FormattingBar: UIView {
    enum Item {
        case title(String)
        case artwork(UIImage)
        case titledArtwork(String, UIImage)
    }

    func makeKey(for item: Item) -> UIButton {
        let key = UIButton(type: .system)
        switch item {
        case let .title(text):
            key.setTitle(text, for: .normal)
        case let .artwork(image):
            key.setImage(image, for: .normal) // expect: icon-button-missing-label
        case let .titledArtwork(text, image):
            key.setImage(image, for: .normal)
            key.setTitle(text, for: .normal)
        }
        return key
    }
}
