import UIKit

/// A photo viewer: swipe down closes it (there is a Close button too), a long press
/// on the save button is a shortcut, and a touch-down recognizer only highlights.
final class PhotoViewerViewController: UIViewController {
    let imageView = UIImageView()
    let saveButton = UIButton(type: .system)
    let stripView = UIView()
    var photos: [UIImage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self,
                                                           action: #selector(closeViewer))
        let down = UISwipeGestureRecognizer(target: self, action: #selector(closeViewer))
        down.direction = .down
        view.addGestureRecognizer(down)

        let quickSave = UILongPressGestureRecognizer(target: self, action: #selector(saveAllPhotos))
        saveButton.addGestureRecognizer(quickSave)

        let highlight = UILongPressGestureRecognizer(target: self, action: #selector(highlightStrip(_:)))
        highlight.minimumPressDuration = 0
        stripView.addGestureRecognizer(highlight)

        let twoFingers = UISwipeGestureRecognizer(target: self, action: #selector(showNextAlbum))
        twoFingers.numberOfTouchesRequired = 2
        view.addGestureRecognizer(twoFingers)

        let favorite = UILongPressGestureRecognizer(target: self, action: #selector(toggleFavorite))  // expect: gesture-without-alternative
        imageView.addGestureRecognizer(favorite)
    }

    @objc func closeViewer() { dismiss(animated: true) }
    @objc func saveAllPhotos() { photos.forEach { UIImageWriteToSavedPhotosAlbum($0, nil, nil, nil) } }
    @objc func highlightStrip(_ recognizer: UILongPressGestureRecognizer) { stripView.alpha = recognizer.state == .began ? 0.6 : 1 }
    @objc func showNextAlbum() { albumStore.advance() }
    @objc func toggleFavorite() { favorites.toggle(currentPhoto) }
}
