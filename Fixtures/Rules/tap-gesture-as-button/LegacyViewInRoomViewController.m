#import <UIKit/UIKit.h>

@interface LegacyViewInRoomViewController : UIViewController
@property (nonatomic, strong) UIImageView *artworkView;
@end

@implementation LegacyViewInRoomViewController

// The screen adds its own titled "Done" button; tapping the artwork to leave is a convenience.
- (void)viewDidLoad {
    [super viewDidLoad];
    UIButton *doneButton = [[UIButton alloc] initWithFrame:CGRectMake(0, 0, 98, 44)];
    [doneButton setTitle:@"Done" forState:UIControlStateNormal];
    [doneButton addTarget:self action:@selector(close) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:doneButton];

    UITapGestureRecognizer *exitTap = [[UITapGestureRecognizer alloc] initWithTarget:self.navigationController
                                                                              action:@selector(popViewControllerAnimated:)];
    self.artworkView.userInteractionEnabled = YES;
    [self.artworkView addGestureRecognizer:exitTap];
}

- (void)close {
    [self.presentingViewController dismissViewControllerAnimated:YES completion:nil];
}

@end

@interface LegacyPosterViewController : UIViewController
@property (nonatomic, strong) UIImageView *posterView;
@end

@implementation LegacyPosterViewController

// No other way out: the poster is the screen's close button.
- (void)viewDidLoad {
    [super viewDidLoad];
    UITapGestureRecognizer *exitTap = [[UITapGestureRecognizer alloc] initWithTarget:self  // expect: tap-gesture-as-button
                                                                              action:@selector(leave)];
    self.posterView.userInteractionEnabled = YES;
    [self.posterView addGestureRecognizer:exitTap];
}

- (void)leave {
    [self.navigationController popViewControllerAnimated:YES];
}

@end

@interface LegacyCaptionViewController : UIViewController
@end

@implementation LegacyCaptionViewController

// The root view is the caption itself: its tap presents the full information.
- (void)viewDidLoad {
    [super viewDidLoad];
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(captionTapped:)];  // expect: tap-gesture-as-button
    [self.view addGestureRecognizer:tap];
}

- (void)captionTapped:(UITapGestureRecognizer *)gesture {
    UIViewController *info = [[UIViewController alloc] init];
    [self presentViewController:info animated:YES completion:nil];
}

@end
