#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface QuickFiltersBar : UIView

/// Connected in QuickFiltersBar.xib.
@property (nonatomic, weak) IBOutlet UIButton *sortButton;
@property (nonatomic, weak, nullable) id<QuickFiltersBarDelegate> delegate;

@end

NS_ASSUME_NONNULL_END
