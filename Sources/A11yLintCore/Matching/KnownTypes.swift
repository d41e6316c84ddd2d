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
}
