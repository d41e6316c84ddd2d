#import <UIKit/UIKit.h>

/// The mailbox filter toolbar, still in Objective-C; its items are labeled from Swift
/// (LegacyFilterToolbar+Accessibility.swift).
@interface LegacyFilterToolbar : UIViewController
@property (nonatomic, strong) UIBarButtonItem *filterItem;
@property (nonatomic, weak) IBOutlet UIBarButtonItem *flagItem;
@end
