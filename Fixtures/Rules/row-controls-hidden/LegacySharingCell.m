#import "LegacySharingCell.h"

@implementation LegacySharingCell
{
    UISwitch *_sharingSwitch;
    UILabel *_titleLabel;
}

- (instancetype)initWithFrame:(CGRect)frame
{
    self = [super initWithFrame:frame];
    if (self) {
        _sharingSwitch = [[UISwitch alloc] init];
        [_sharingSwitch addTarget:self action:@selector(toggleSharing) forControlEvents:UIControlEventValueChanged];
        [self.contentView addSubview:_sharingSwitch];
        _titleLabel = [[UILabel alloc] init];
        [self.contentView addSubview:_titleLabel];
        self.isAccessibilityElement = YES;  // expect: row-controls-hidden
        self.accessibilityLabel = _titleLabel.text;
    }
    return self;
}

- (void)toggleSharing
{
}

@end
