#import "LegacyPlayerViewController.h"

@implementation LegacyPlayerViewController

- (void)updateChromeForLiveStream:(BOOL)isLive {
    // Hides the scrubber's skip button by painting it clear: it is still focusable.
    self.skipButton.tintColor = [UIColor clearColor];  // expect: hidden-by-clear-tint

    // Really hidden: VoiceOver skips it.
    self.rewindButton.hidden = YES;
    self.rewindButton.tintColor = [UIColor clearColor];
}

@end
