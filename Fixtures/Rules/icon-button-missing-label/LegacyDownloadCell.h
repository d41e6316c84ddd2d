#import <UIKit/UIKit.h>

@interface LegacyDownloadCell : UITableViewCell
@end
