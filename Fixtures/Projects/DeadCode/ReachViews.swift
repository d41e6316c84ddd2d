import SwiftUI
import UIKit

/// Reached only through `sparkle(_:)`, which nobody calls: `sparkle` is dead, but its use of the
/// modifier counts (deadness is not followed through uses).
struct SparkleOnTap: ViewModifier {
    let action: () -> Void

    func body(content: Content) -> some View {
        content.onTapGesture { action() }  // expect: tap-gesture-as-button
    }
}

extension View {
    func sparkle(_ action: @escaping () -> Void) -> some View {
        modifier(SparkleOnTap(action: action))
    }
}

/// Shown by the harbor list: `swell()` runs; `ripple()` is called only by `surge()`, which
/// nobody calls: `surge` is dead, `ripple` is used.
struct WaveBadge: View {
    var body: some View {
        swell()
    }

    func swell() -> some View {
        Image(systemName: "water.waves").onTapGesture { open() } // expect: tap-gesture-as-button
    }

    func surge() -> some View {
        ripple()
    }

    func ripple() -> some View {
        Text("Surge").onTapGesture { open() }  // expect: tap-gesture-as-button
    }

    func open() {}
}

/// A cell the table registers: its helper nobody calls is dead although it is not private
/// (UIKit calls a subclass's methods only through `override`).
final class PierCell: UITableViewCell {
    let pierLabel = UILabel()

    func enableLegacyTap() {
        pierLabel.isUserInteractionEnabled = true
        pierLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPier)))
    }

    @objc func openPier() {
        NotificationCenter.default.post(name: .init("openPier"), object: nil)
    }
}

let pierCellType: AnyClass = PierCell.self
