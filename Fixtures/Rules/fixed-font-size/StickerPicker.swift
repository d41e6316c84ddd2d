import SwiftUI
import UIKit

struct Sticker: Identifiable {
    let id: Int
    let emoji: String
    let caption: String
}

/// A sticker picker: the emoji tiles and the big play symbol are pictographs; the captions are text.
struct StickerPicker: View {
    let stickers: [Sticker]
    let onPlay: () -> Void

    var body: some View {
        VStack {
            Button(action: onPlay) {
                Label("Play", systemImage: "play.circle.fill")
                    .labelStyle(.iconOnly)
                    .font(.system(size: 64))
            }
            ForEach(stickers) { sticker in
                Text(verbatim: sticker.emoji)
                    .font(.system(size: 40))
                Text(sticker.emoji)
                    .font(.system(size: 14))  // expect: fixed-font-size
                Text(sticker.caption)
                    .font(.system(size: 11))  // expect: fixed-font-size
            }
            Label("Stickers", systemImage: "face.smiling")
                .font(.system(size: 13))  // expect: fixed-font-size
        }
    }
}

/// Draws a monogram into a bitmap for the sticker's placeholder: the font never reaches a text view.
final class MonogramRenderer {
    private var font = UIFont.systemFont(ofSize: 20)
    private var text = ""

    func setFont(_ font: UIFont) -> MonogramRenderer {
        self.font = font
        return self
    }
}

extension MonogramRenderer {
    func render(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }

    private func draw(in rect: CGRect) {
        (text as NSString).draw(in: rect, withAttributes: [.font: font])
    }
}

/// The same stored font in a type that shows it in a label: text on screen.
final class MonogramBadge: UIView {
    private let label = UILabel()
    private var font = UIFont.systemFont(ofSize: 20)  // expect: fixed-font-size

    func snapshot() -> UIImage {
        label.font = font
        return UIGraphicsImageRenderer(size: bounds.size).image { context in layer.render(in: context.cgContext) }
    }
}
