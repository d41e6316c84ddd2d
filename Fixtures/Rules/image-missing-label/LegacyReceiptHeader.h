#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The header of a printed receipt, loaded from LegacyReceiptHeader.xib.
@interface LegacyReceiptHeader : UIView
@property (nonatomic, weak) IBOutlet UIImageView *storeLogoView;
@property (nonatomic, weak) IBOutlet UIImageView *stampView;
@property (nonatomic, weak) IBOutlet UILabel *totalLabel;
@end

NS_ASSUME_NONNULL_END
