#import "LegacyFilterToolbar.h"

@implementation LegacyFilterToolbar

- (void)viewDidLoad {
    [super viewDidLoad];
    self.filterItem = [[UIBarButtonItem alloc] initWithImage:[UIImage imageNamed:@"line.filter"]
                                                       style:UIBarButtonItemStylePlain
                                                      target:self
                                                      action:@selector(showFilters)];
    self.toolbarItems = @[self.filterItem];
}

@end
