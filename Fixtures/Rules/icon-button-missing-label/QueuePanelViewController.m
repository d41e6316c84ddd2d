#import "QueuePanelViewController.h"

/// The play-queue panel: toggles made by a factory that names them, a search field whose
/// system clear button is only re-tinted, and one button nothing names.
@implementation QueuePanelViewController {
    UIButton *_shuffleButton;
    UIButton *_loopButton;
    UIButton *_clearAllButton;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _shuffleButton = [self makeToggleWithImageName:@"shuffle" accessibilityLabel:NSLocalizedString(@"SHUFFLE", nil)];
    _loopButton = [self makeToggleWithImageName:@"repeat" accessibilityLabel:NSLocalizedString(@"REPEAT", nil)];
    _clearAllButton = [UIButton buttonWithType:UIButtonTypeCustom];
    [_clearAllButton setImage:[UIImage systemImageNamed:@"trash.slash"] forState:UIControlStateNormal];  // expect: icon-button-missing-label
    [self tintSearchField];
}

- (UIButton *)makeToggleWithImageName:(NSString *)imageName accessibilityLabel:(NSString *)label {
    UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
    [button setImage:[UIImage systemImageNamed:imageName] forState:UIControlStateNormal];
    button.accessibilityLabel = label;
    return button;
}

// The factory named the button: swapping its image later keeps that name.
- (void)updateLoopButton:(BOOL)single {
    NSString *name = single ? @"repeat.1" : @"repeat";
    [_loopButton setImage:[UIImage systemImageNamed:name] forState:UIControlStateNormal];
}

// The search field's own clear button, which UIKit labels, only re-tinted.
- (void)tintSearchField {
    UITextField *field = [self.searchBar valueForKey:@"searchField"];
    UIButton *clearButton = [field valueForKey:@"_clearButton"];
    UIImage *tinted = [clearButton.imageView.image imageWithRenderingMode:UIImageRenderingModeAlwaysTemplate];
    [clearButton setImage:tinted forState:UIControlStateNormal];
}

@end
