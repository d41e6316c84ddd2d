#import <UIKit/UIKit.h>
#import "LegacyShuffleButton.h"

/// A legacy track row: one VoiceOver element that speaks the track and toggles shuffle when activated.
@interface LegacyTrackRowCell : UITableViewCell
@property (nonatomic, strong) LegacyShuffleButton *shuffleButton;
@property (nonatomic, strong) LegacyRepeatButton *repeatButton;
@end

@interface LegacyPlayerBar : UIView
@property (nonatomic, strong) LegacyRepeatButton *repeatButton;
@end
