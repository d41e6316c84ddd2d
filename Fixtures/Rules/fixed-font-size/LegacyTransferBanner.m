#import "LegacyTransferBanner.h"

@interface LegacyTransferBanner ()
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *progressLabel;
@property (nonatomic, strong) UILabel *statusGlyphLabel;
@property (nonatomic, strong) UILabel *captionLabel;
@end

@implementation LegacyTransferBanner

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _titleLabel = [[UILabel alloc] init];
        _titleLabel.font = [UIFont systemFontOfSize:15.0 weight:UIFontWeightSemibold];  // expect: fixed-font-size

        // Digits that keep their width while the percentage changes: still a fixed size.
        _progressLabel = [[UILabel alloc] init];
        _progressLabel.font = [UIFont monospacedDigitSystemFontOfSize:11 weight:UIFontWeightRegular];  // expect: fixed-font-size

        // An icon font draws a glyph that stands for an image, not text to read.
        _statusGlyphLabel = [[UILabel alloc] init];
        _statusGlyphLabel.font = [UIFont fontWithName:kFontAwesomeFamilyName size:20];

        _captionLabel = [[UILabel alloc] init];
        _captionLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
        _captionLabel.adjustsFontForContentSizeCategory = YES;
    }
    return self;
}

@end
