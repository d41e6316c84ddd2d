import PhotosUI
import UIKit

/// Owns AttachmentToolbar.xib, the row of attachment buttons above the composer's keyboard.
final class ComposerAttachmentsController: NSObject {
    @IBOutlet private(set) var toolbar: UIToolbar!
    @IBOutlet private weak var cameraItem: UIBarButtonItem!
    @IBOutlet private weak var photoItem: UIBarButtonItem!
    /// Only enabled on devices with a camera; never labeled.
    @IBOutlet private weak var scanItem: UIBarButtonItem!

    weak var presenter: UIViewController?

    func load() {
        Bundle.main.loadNibNamed("AttachmentToolbar", owner: self)
        cameraItem.accessibilityLabel = String(localized: "Take photo")
        photoItem.accLabelText = String(localized: "Choose from library")
        scanItem.isEnabled = UIImagePickerController.isSourceTypeAvailable(.camera)
    }

    @IBAction private func takePhoto(_ sender: UIBarButtonItem) {}

    @IBAction private func choosePhoto(_ sender: UIBarButtonItem) {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 5
        presenter?.present(PHPickerViewController(configuration: configuration), animated: true)
    }

    @IBAction private func scanDocument(_ sender: UIBarButtonItem) {}
    @IBAction private func shareLocation(_ sender: UIBarButtonItem) {}
    @IBAction private func insertGIF(_ sender: UIBarButtonItem) {}
}
