import UIKit

/// A custom sheet over a dimmed screen. An empty `UIView` laid behind the sheet catches taps outside
/// it and dismisses: VoiceOver users close the sheet with the escape gesture, so the catch area is not a
/// button. A plain view that holds a "Close" label and dismisses is a fake close button.
final class PickupPointSheetController: UIViewController {
    private let sheetView = UIView()
    private let closeHintView = UIView()
    private let closeHintLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        let catchArea = UIView()
        catchArea.translatesAutoresizingMaskIntoConstraints = false
        view.insertSubview(catchArea, at: 0)
        let outsideTap = UITapGestureRecognizer(target: self, action: #selector(closeSheet))
        catchArea.addGestureRecognizer(outsideTap)

        closeHintLabel.text = String(localized: "Close")
        closeHintView.addSubview(closeHintLabel)
        sheetView.addSubview(closeHintView)
        view.addSubview(sheetView)
        let hintTap = UITapGestureRecognizer(target: self, action: #selector(closeSheet))  // expect: tap-gesture-as-button
        closeHintView.addGestureRecognizer(hintTap)
    }

    @objc private func closeSheet() {
        dismiss(animated: true)
    }
}
