import UIKit

/// A registration screen built in code.
final class RegistrationViewController: UIViewController {
    let firstNameField = UITextField()  // expect: input-purpose-missing
    let emailField = UITextField()
    let newPasswordField: UITextField = UITextField()  // expect: input-purpose-missing
    let promoField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.textContentType = .emailAddress
        emailField.placeholder = "Email"
        promoField.placeholder = "Promo code"
    }
}
