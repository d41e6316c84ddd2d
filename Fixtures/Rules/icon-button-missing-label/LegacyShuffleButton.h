#import <UIKit/UIKit.h>

/// The shuffle button of a legacy track row: it draws only its asset.
@interface LegacyShuffleButton : UIButton
- (void)showOff;
@end

/// The repeat button of the same rows, also shown in the legacy player bar, which is no element.
@interface LegacyRepeatButton : UIButton
- (void)showOff;
@end
