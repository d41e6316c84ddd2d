import UIKit

/// The sign-up flow: designed for portrait on iPhone only.
final class OnboardingNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {  // expect: orientation-locked
        if traitCollection.userInterfaceIdiom == .pad {
            return .all
        }
        return [.portrait]
    }
}

/// The account setup screen.
final class AccountSetupViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {  // expect: orientation-locked
        [.portrait, .portraitUpsideDown]
    }
}

/// The reader follows the reader's own orientation setting: the user's choice.
final class ReaderViewController: UIViewController {
    var preferredLock: UIInterfaceOrientationMask = .all

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        preferredLock
    }
}

/// The video player rotates freely.
final class VideoPlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}
