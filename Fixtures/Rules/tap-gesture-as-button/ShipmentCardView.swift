import UIKit

/// A shipment card whose labels take the tap. The card makes itself one accessibility element with
/// the button trait in ShipmentCardView+Accessibility.swift, so VoiceOver stops on the card, says
/// "button", and activating it taps the card. The courier card has no such semantics.
final class ShipmentCardView: UIView {
    let trackingLabel = UILabel()
    let statusLabel = UILabel()
    var onOpen: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(trackingLabel)
        addSubview(statusLabel)
        trackingLabel.isUserInteractionEnabled = true
        trackingLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openShipment)))
        configureAccessibility()
    }

    required init?(coder: NSCoder) { nil }

    @objc private func openShipment() { onOpen?() }
}

final class CourierCardView: UIView {
    let courierLabel = UILabel()
    var onCall: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(courierLabel)
        courierLabel.isUserInteractionEnabled = true
        courierLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(callCourier)))  // expect: tap-gesture-as-button
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    @objc private func callCourier() { onCall?() }
}
