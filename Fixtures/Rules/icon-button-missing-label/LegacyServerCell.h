#import <UIKit/UIKit.h>

@interface LegacyServerCell : UITableViewCell
@property (strong, nonatomic) IBOutlet UIButton *websiteButton;
@property (strong, nonatomic) UIButton *retryButton;
@end
