#import "LegacyShuffleButton.h"

@implementation LegacyShuffleButton
- (void)showOff {
    [self setImage:[UIImage imageNamed:@"shuffle-off"] forState:UIControlStateNormal];
}
@end

@implementation LegacyRepeatButton
- (void)showOff {
    [self setImage:[UIImage imageNamed:@"repeat-off"] forState:UIControlStateNormal]; // expect: icon-button-missing-label
}
@end
