/// Superclasses of the UIKit and AppKit classes rules reason about.
enum KnownTypes {
    static let superclass: [String: String] = [
        "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UISegmentedControl": "UIControl", "UIStepper": "UIControl", "UITextField": "UIControl",
        "UIDatePicker": "UIControl", "UIPageControl": "UIControl", "UIColorWell": "UIControl",
        "UIRefreshControl": "UIControl", "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UIVisualEffectView": "UIView",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UINavigationBar": "UIView",
        "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView", "UIView": "UIResponder",
        "UIViewController": "UIResponder", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIPageViewController": "UIViewController", "UIBarButtonItem": "UIBarItem", "UITabBarItem": "UIBarItem",
        "UIBarItem": "NSObject", "UIResponder": "NSObject", "UITapGestureRecognizer": "UIGestureRecognizer",
        "NSControl": "NSView", "NSButton": "NSControl", "NSView": "NSResponder", "NSResponder": "NSObject", "NSTextField": "NSControl",
        "SKView": "UIView", "SCNView": "UIView", "MKMapView": "UIView", "WKWebView": "UIView",
    ]

    /// The UIKit and AppKit view-controller classes: a type is a view controller when its class
    /// chain reaches one of them (`ProjectModel.isViewController`).
    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
        "UIInputViewController", "UIAlertController", "UISearchController", "UIImagePickerController",
        "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIActivityViewController",
        "UIReferenceLibraryViewController", "UIVideoEditorController", "SFSafariViewController",
        "AVPlayerViewController", "QLPreviewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "PHPickerViewController", "CNContactViewController",
        "NSViewController", "NSTabViewController", "NSSplitViewController", "NSPageController",
        "NSTitlebarAccessoryViewController", "NSCollectionViewController", "NSHostingController",
    ]
}
