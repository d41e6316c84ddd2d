import UIKit

/// The storyboard's login screen; the username's content type is set in code.
final class LoginViewController: UIViewController {
    @IBOutlet weak var usernameField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        usernameField.textContentType = .username
    }
}
