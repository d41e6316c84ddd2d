#import <UIKit/UIKit.h>

@protocol ReactionPickerViewDelegate;

/// The quick reaction picker shown over a message.
@interface ReactionPickerView : UIView

@property (nonatomic, weak) id<ReactionPickerViewDelegate> delegate;

- (instancetype)initWithReactions:(NSArray<NSString *> *)reactions;
- (UIView *)catchArea;

@end
