#import "LegacyShareViewController.h"

@interface LegacyShareViewController ()
@property (nonatomic, weak) IBOutlet UIBarButtonItem *shareItem;
@property (nonatomic, weak) IBOutlet UIBarButtonItem *printItem;
@end

@implementation LegacyShareViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // The xib's share item gets its name here; the print item never does.
    self.shareItem.accessibilityLabel = NSLocalizedString(@"Share document", nil);
}

- (IBAction)share:(id)sender {
    [self presentViewController:[self activityController] animated:YES completion:nil];
}

- (IBAction)print:(id)sender {
    [[UIPrintInteractionController sharedPrintController] presentAnimated:YES completionHandler:nil];
}

@end
