#import "LegacyTrackRowCell.h"

@implementation LegacyTrackRowCell
- (void)awakeFromNib {
    [super awakeFromNib];
    self.isAccessibilityElement = YES;
    self.accessibilityTraits = UIAccessibilityTraitButton;
}
@end

@implementation LegacyPlayerBar
@end
