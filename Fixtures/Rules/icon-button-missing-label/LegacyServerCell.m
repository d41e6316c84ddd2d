#import "LegacyServerCell.h"

// The cell names its website button. Its retry button is named nowhere; LegacyDownloadCell's
// `_retryButton` is an instance variable of that class, not this property.
@implementation LegacyServerCell

- (void)awakeFromNib {
    [super awakeFromNib];
    self.websiteButton.accessibilityLabel = NSLocalizedString(@"Website", nil);
}

- (void)showError {
    self.retryButton = [UIButton buttonWithType:UIButtonTypeCustom];
    [self.retryButton setImage:[UIImage imageNamed:@"retry"] forState:UIControlStateNormal];  // expect: icon-button-missing-label
    [self.contentView addSubview:self.retryButton];
}

@end
