// Seed for the objc fuzz target: the shapes the lowering reads, each once.
#import <UIKit/UIKit.h>
#define TINT [UIColor clearColor]

@interface StarRatingView : UIView <UIGestureRecognizerDelegate>
@property (nonatomic, strong) UIImageView *starView;
@property (nonatomic, copy) NSString *accLabelText;
- (void)starTapped:(UITapGestureRecognizer *)sender;
@end

@interface StarRatingView (Accessibility)
@end

@implementation StarRatingView {
    UILabel *_caption;
}

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _starView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"star_filled"]];
        _starView.isAccessibilityElement = YES;
        [self addSubview:_starView];
        UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(starTapped:)];
        tap.numberOfTapsRequired = 1;
        [self.starView addGestureRecognizer:tap];
        UIButton *close = [UIButton buttonWithType:UIButtonTypeCustom];
        [close setImage:[UIImage imageNamed:@"ic_close"] forState:UIControlStateNormal];
        close.tintColor = TINT;
        self.accessibilityLabel = NSLocalizedString(@"Rating", nil);
        _caption.font = [UIFont systemFontOfSize:13.0];
    }
    return self;
}

- (void)starTapped:(UITapGestureRecognizer *)sender {
    [self.delegate ratingViewDidChange:self];
    UIBarButtonItem *item = [[UIBarButtonItem alloc] initWithImage:[UIImage systemImageNamed:@"star"] style:UIBarButtonItemStylePlain target:self action:@selector(starTapped:)];
    self.navigationItem.rightBarButtonItems = @[item];
    NSDictionary *links = @{NSLinkAttributeName: [NSURL URLWithString:@"https://example.org"]};
    (void)links; ^{ [self layoutIfNeeded]; }();
}
@end
