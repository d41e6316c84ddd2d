#import "LegacyComposeViewController.h"

@implementation LegacyComposeViewController

- (void)viewDidLoad {
    [super viewDidLoad];

    UIBarButtonItem *attach = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"paperclip"]  // expect: bar-button-item-missing-label
                                                               style:UIBarButtonItemStylePlain
                                                              target:self
                                                              action:@selector(attachFile:)];

    UIBarButtonItem *send = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"send"]
                                                             style:UIBarButtonItemStyleDone
                                                            target:self
                                                            action:@selector(send:)];
    send.accessibilityLabel = NSLocalizedString(@"Send", nil);

    // The label alias from UIBarButtonItem+Accessibility.swift (an @IBInspectable accLabelText).
    UIBarButtonItem *schedule = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"clock"]
                                                                 style:UIBarButtonItemStylePlain
                                                                target:self
                                                                action:@selector(schedule:)];
    schedule.accLabelText = NSLocalizedString(@"Send later", nil);

    UIBarButtonItem *cancel = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel
                                                                            target:self
                                                                            action:@selector(cancel:)];
    self.navigationItem.leftBarButtonItem = cancel;
    self.navigationItem.rightBarButtonItems = @[send, schedule, attach];
}

@end
