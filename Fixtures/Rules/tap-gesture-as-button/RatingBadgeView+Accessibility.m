#import "RatingBadgeView+Accessibility.h"

@implementation RatingBadgeView (Accessibility)

- (BOOL)isAccessibilityElement {
    return YES;
}

- (NSString *)accessibilityLabel {
    return NSLocalizedString(@"Ratings", @"Opens the ratings sheet");
}

- (UIAccessibilityTraits)accessibilityTraits {
    return UIAccessibilityTraitButton;
}

@end
