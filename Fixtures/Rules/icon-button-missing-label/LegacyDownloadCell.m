#import "LegacyDownloadCell.h"

@interface LegacyDownloadCell ()
@property (nonatomic, strong) IBOutlet UIButton *favoriteButton;
@property (nonatomic, strong) IBOutlet UIButton *pauseButton;
@property (nonatomic, strong) UIButton *shareButton;
@property (nonatomic, strong) UIButton *openButton;
@end

// The buttons are reached through their synthesized instance variables (`_favoriteButton`),
// the same members as `self.favoriteButton`. `_retryButton` is an instance variable of its own,
// not the storage of a property: its label says nothing of LegacyServerCell's `retryButton`.
@implementation LegacyDownloadCell {
    UIButton *_retryButton;
}

- (void)awakeFromNib {
    [super awakeFromNib];
    self.pauseButton.accessibilityLabel = NSLocalizedString(@"Pause download", nil);
    _shareButton = [UIButton buttonWithType:UIButtonTypeSystem];
    _shareButton.accessibilityLabel = NSLocalizedString(@"Share", nil);
    [self.contentView addSubview:_shareButton];
    _retryButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [_retryButton setTitle:NSLocalizedString(@"Retry", nil) forState:UIControlStateNormal];
    _retryButton.accessibilityLabel = NSLocalizedString(@"Retry download", nil);
}

- (void)layoutSubviews {
    [super layoutSubviews];
    [self.shareButton setImage:[UIImage imageNamed:@"share"] forState:UIControlStateNormal];
}

// Built in a local, stored in the property, and labeled through the property.
- (void)buildOpenButton {
    UIButton *openButton = [UIButton buttonWithType:UIButtonTypeCustom];
    [openButton setImage:[UIImage imageNamed:@"arrow_right"] forState:UIControlStateNormal];
    self.openButton = openButton;
    [self.contentView addSubview:openButton];
    self.openButton.accessibilityLabel = NSLocalizedString(@"Open", nil);
}

- (void)setFavorite:(BOOL)isFavorite {
    if (isFavorite) {
        [_favoriteButton setImage:[UIImage imageNamed:@"heart-fill"] forState:UIControlStateNormal];  // expect: icon-button-missing-label
    } else {
        [_favoriteButton setImage:[UIImage imageNamed:@"heart"] forState:UIControlStateNormal];  // expect: icon-button-missing-label
    }
}

- (void)setPaused:(BOOL)isPaused {
    [_pauseButton setImage:[UIImage imageNamed:isPaused ? @"play" : @"pause"] forState:UIControlStateNormal];
}

@end
