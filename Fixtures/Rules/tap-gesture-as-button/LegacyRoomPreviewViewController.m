#import "LegacyRoomPreviewViewController.h"

@interface LegacyRoomPreviewViewController ()
@property (nonatomic, strong) UIImageView *artworkView;
@property (nonatomic, strong) UIImageView *posterView;
@end

@implementation LegacyRoomPreviewViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self setUpParallax];
    [self setUpPoster];
}

// The artwork takes no touches while the parallax runs: the tap added here never fires.
- (void)setUpParallax {
    self.artworkView.userInteractionEnabled = NO;
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(openArtwork)];
    [self.artworkView addGestureRecognizer:tap];
}

// Turned off while loading, then on again: the poster is tappable like a button.
- (void)setUpPoster {
    self.posterView.userInteractionEnabled = NO;
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(openArtwork)];  // expect: tap-gesture-as-button
    [self.posterView addGestureRecognizer:tap];
    self.posterView.userInteractionEnabled = YES;
}

- (void)openArtwork {
    [self.navigationController pushViewController:[[UIViewController alloc] init] animated:YES];
}

@end
