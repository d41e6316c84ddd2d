#import "LegacyGalleryViewController.h"
#import "RatingBadgeView.h"

@interface LegacyGalleryViewController () <UIScrollViewDelegate>
@property (nonatomic, strong) UIImageView *coverImageView;
@property (nonatomic, strong) UILabel *creditsLabel;
@property (nonatomic, strong) UIScrollView *zoomView;
@property (nonatomic, strong) UILabel *moreLabel;
@end

@implementation LegacyGalleryViewController

- (void)viewDidLoad {
    [super viewDidLoad];

    self.coverImageView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"gallery_cover"]];
    self.coverImageView.userInteractionEnabled = YES;
    UITapGestureRecognizer *coverTap = [[UITapGestureRecognizer alloc] initWithTarget:self  // expect: tap-gesture-as-button
                                                                               action:@selector(openCover:)];
    [self.coverImageView addGestureRecognizer:coverTap];

    // Tapping the background only puts the keyboard away.
    UITapGestureRecognizer *backgroundTap = [[UITapGestureRecognizer alloc] initWithTarget:self
                                                                                    action:@selector(dismissKeyboard)];
    [self.view addGestureRecognizer:backgroundTap];

    // Double tap zooms the photo, as Photos does.
    UITapGestureRecognizer *zoomTap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(toggleZoom:)];
    zoomTap.numberOfTapsRequired = 2;
    [self.zoomView addGestureRecognizer:zoomTap];

    // A label that is a real button for VoiceOver.
    self.moreLabel = [[UILabel alloc] init];
    self.moreLabel.text = NSLocalizedString(@"More photos", nil);
    self.moreLabel.userInteractionEnabled = YES;
    self.moreLabel.isAccessibilityElement = YES;
    self.moreLabel.accessibilityTraits |= UIAccessibilityTraitButton;
    UITapGestureRecognizer *moreTap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(showMore)];
    [self.moreLabel addGestureRecognizer:moreTap];

    // RatingBadgeView (Swift) gets its button semantics from an Objective-C category.
    RatingBadgeView *badge = [[RatingBadgeView alloc] init];
    [self.view addSubview:badge];
}

- (void)openCover:(UITapGestureRecognizer *)sender {
    [self.navigationController pushViewController:[self coverViewController] animated:YES];
}

- (void)dismissKeyboard {
    [self.view endEditing:YES];
}

- (void)toggleZoom:(UITapGestureRecognizer *)sender {
    [self.zoomView setZoomScale:(self.zoomView.zoomScale > 1 ? 1 : 2) animated:YES];
}

- (void)showMore {
    [self.navigationController pushViewController:[self morePhotosViewController] animated:YES];
}

@end
