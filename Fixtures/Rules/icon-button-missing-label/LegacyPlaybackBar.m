#import "LegacyPlaybackBar.h"

@interface LegacyPlaybackBar ()
@property (nonatomic, strong) UIButton *shuffleButton;
@property (nonatomic, strong) UIButton *repeatButton;
@property (nonatomic, strong) UIButton *queueButton;
@end

@implementation LegacyPlaybackBar

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        self.shuffleButton = [UIButton buttonWithType:UIButtonTypeCustom];
        [self.shuffleButton setImage:[UIImage imageNamed:@"ic_shuffle"] forState:UIControlStateNormal];  // expect: icon-button-missing-label
        [self.shuffleButton addTarget:self action:@selector(toggleShuffle) forControlEvents:UIControlEventTouchUpInside];

        self.repeatButton = [UIButton buttonWithType:UIButtonTypeCustom];
        [self.repeatButton setImage:[UIImage imageNamed:@"ic_repeat"] forState:UIControlStateNormal];
        self.repeatButton.accessibilityLabel = NSLocalizedString(@"Repeat", nil);

        self.queueButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [self.queueButton setImage:[UIImage imageNamed:@"ic_queue"] forState:UIControlStateNormal];
        [self.queueButton setTitle:NSLocalizedString(@"Up Next", nil) forState:UIControlStateNormal];

        [self addSubview:self.shuffleButton];
        [self addSubview:self.repeatButton];
        [self addSubview:self.queueButton];
    }
    return self;
}

@end
