#import "QueueTileView.h"

/// A tile of the play queue: a glyph "+" to add, a chevron, a flag drawn into an image, and
/// labels that really are text.
@interface QueueTileView ()
@property (nonatomic, strong) UILabel *plusLabel;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UIButton *moreButton;
@property (nonatomic, strong) UILabel *countLabel;
@end

@implementation QueueTileView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        // A glyph drawn with a font stands for an icon: not text to scale.
        _plusLabel = [[UILabel alloc] init];
        _plusLabel.text = @"+";
        _plusLabel.font = [UIFont systemFontOfSize:32.0 weight:UIFontWeightLight];

        _moreButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [_moreButton setTitle:@"›" forState:UIControlStateNormal];
        _moreButton.titleLabel.font = [UIFont systemFontOfSize:22.0];
        _moreButton.accessibilityLabel = NSLocalizedString(@"MORE_ACTIONS", nil);

        _nameLabel = [[UILabel alloc] init];
        _nameLabel.font = [UIFont systemFontOfSize:15.0 weight:UIFontWeightSemibold];  // expect: fixed-font-size

#if TARGET_OS_TV
        // The Apple TV build has no Dynamic Type.
        _countLabel = [[UILabel alloc] init];
        _countLabel.font = [UIFont systemFontOfSize:29.0];
#else
        _countLabel = [[UILabel alloc] init];
        _countLabel.font = [UIFont systemFontOfSize:13.0];  // expect: fixed-font-size
#endif
    }
    return self;
}

- (UIImage *)flagImageForCountryCode:(NSString *)code {
    // Drawn into a bitmap: the result is an image, not text on screen.
    NSDictionary *attributes = @{ NSFontAttributeName: [UIFont systemFontOfSize:40.0] };
    UIGraphicsImageRenderer *renderer = [[UIGraphicsImageRenderer alloc] initWithSize:CGSizeMake(48, 48)];
    return [renderer imageWithActions:^(UIGraphicsImageRendererContext *context) {
        [code drawAtPoint:CGPointZero withAttributes:attributes];
    }];
}

- (void)styleTitle:(UILabel *)label {
    if (@available(iOS 11.0, *)) {
        UIFont *large = [UIFont preferredFontForTextStyle:UIFontTextStyleLargeTitle];
        label.font = [UIFont systemFontOfSize:large.pointSize weight:UIFontWeightBold];
    } else {
        // Only systems older than iOS 11 take this branch.
        label.font = [UIFont systemFontOfSize:17.0 weight:UIFontWeightSemibold];
    }
}

@end
