import SwiftUI
import UIKit

/// Reached only through `sparkle(_:)`, which nobody calls: `sparkle` is dead, and so is what only
/// it uses (deadness is followed through uses).
struct SparkleOnTap: ViewModifier {
    let action: () -> Void

    func body(content: Content) -> some View {
        content.onTapGesture { action() }
    }
}

extension View {
    func sparkle(_ action: @escaping () -> Void) -> some View {
        modifier(SparkleOnTap(action: action))
    }
}

/// Shown by the harbor list: `swell()` runs; `ripple()` is called only by `surge()`, which
/// nobody calls: both are dead.
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
        Text("Surge").onTapGesture { open() }
    }

    func open() {}
}

/// A screen nobody creates shows a row: SwiftUI calls `body` only on a view something creates, so
/// the screen's `body` is dead with it, and the row it alone shows is dead too.
struct TideScreen: View {
    var body: some View {
        TideRow()
    }
}

struct TideRow: View {
    var body: some View {
        Image("tide.chart").onTapGesture { print("tide") }
    }
}

/// A view the harbor list shows, and the row only it shows: both alive.
struct BuoyScreen: View {
    var body: some View {
        BuoyRow()
    }
}

struct BuoyRow: View {
    var body: some View {
        Image(systemName: "ferry").onTapGesture { openBuoy() } // expect: tap-gesture-as-button
    }

    func openBuoy() {}
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
