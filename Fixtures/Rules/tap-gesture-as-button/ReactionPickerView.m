#import "ReactionPickerView.h"

@implementation ReactionPickerView {
    UIView *_catchArea;
    UIView *_previewArea;
    UIStackView *_reactionsStack;
}

- (instancetype)initWithReactions:(NSArray<NSString *> *)reactions {
    self = [super initWithFrame:CGRectZero];
    if (self) {
        // The see-through area around the picker: the host adds it behind the picker, and it goes
        // away with the picker (removeFromSuperview below). Tapping it asks the host to toggle the picker.
        _catchArea = [[UIView alloc] init];
        UITapGestureRecognizer *outsideTap = [[UITapGestureRecognizer alloc] initWithTarget:self
                                                                                    action:@selector(outsideTapped:)];
        [_catchArea addGestureRecognizer:outsideTap];

        // An empty view laid over the preview that opens it: it stays when the picker goes.
        _previewArea = [[UIView alloc] init];
        UITapGestureRecognizer *previewTap = [[UITapGestureRecognizer alloc] initWithTarget:self  // expect: tap-gesture-as-button
                                                                                    action:@selector(previewTapped:)];
        [_previewArea addGestureRecognizer:previewTap];

        _reactionsStack = [[UIStackView alloc] init];
        [self addSubview:_reactionsStack];
    }
    return self;
}

- (UIView *)catchArea {
    return _catchArea;
}

- (void)outsideTapped:(UITapGestureRecognizer *)sender {
    [self.delegate reactionPickerViewDidRequestToggle:self];
}

- (void)previewTapped:(UITapGestureRecognizer *)sender {
    [self.delegate reactionPickerViewDidRequestPreview:self];
}

- (void)layoutSubviews {
    [super layoutSubviews];
    _catchArea.frame = self.superview.bounds;
    _previewArea.frame = CGRectInset(self.bounds, 8, 8);
}

- (void)removeFromSuperview {
    [super removeFromSuperview];
    [_catchArea removeFromSuperview];
}

@end
