#import "LegacyReceiptHeader.h"

@implementation LegacyReceiptHeader

- (void)awakeFromNib {
    [super awakeFromNib];
    self.storeLogoView.image = [UIImage imageNamed:@"store_logo"];
    self.storeLogoView.isAccessibilityElement = YES;  // expect: image-missing-label

    self.stampView.image = [UIImage imageNamed:@"paid_stamp"];
    self.stampView.isAccessibilityElement = YES;
    self.stampView.accessibilityLabel = NSLocalizedString(@"Paid", nil);
}

@end
