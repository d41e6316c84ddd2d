import UIKit

/// A boarding pass screen with the airline's logo in the navigation bar. A plain image view in a bar
/// item is no control and no accessibility element: a decoration, not an unnamed button. The seat map
/// item's image view takes taps (a recognizer opens the map), so it is a button without a name.
final class BoardingPassViewController: UIViewController {
    private let seatMapImageView = UIImageView(image: UIImage(named: "seat-map"))

    override func viewDidLoad() {
        super.viewDidLoad()
        let logoImageView = UIImageView(image: UIImage(named: "airline-logo"))
        logoImageView.tintColor = .white
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: logoImageView)

        seatMapImageView.isUserInteractionEnabled = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: seatMapImageView)  // expect: bar-button-item-missing-label
    }
}

extension BoardingPassViewController {
    func attachSeatMapTap() {
        seatMapImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openSeatMap)))  // expect: tap-gesture-as-button
    }

    @objc func openSeatMap() {
        present(SeatMapViewController(), animated: true)
    }
}

final class SeatMapViewController: UIViewController {}
