#import "QuickFiltersBar.h"

@implementation QuickFiltersBar {
    __weak IBOutlet UIButton *_shuffleButton;
    UILabel *_resultCountLabel;
    NSInteger _tapCount;
}

- (void)awakeFromNib {
    [super awakeFromNib];

    // The shuffle control is a real button from the xib; the recognizer only adds a second way to
    // start shuffling (its own action also runs on touch up).
    UITapGestureRecognizer *shuffleTap = [[UITapGestureRecognizer alloc] initWithTarget:self
                                                                                 action:@selector(shuffleTapped:)];
    [_shuffleButton addGestureRecognizer:shuffleTap];

    // The sort button is declared in the header; `_sortButton` is its storage.
    UITapGestureRecognizer *sortTap = [[UITapGestureRecognizer alloc] initWithTarget:self
                                                                              action:@selector(sortTapped:)];
    [_sortButton addGestureRecognizer:sortTap];

    // A plain label made tappable: the only way to open the result list.
    _resultCountLabel = [[UILabel alloc] init];
    _resultCountLabel.userInteractionEnabled = YES;
    UITapGestureRecognizer *countTap = [[UITapGestureRecognizer alloc] initWithTarget:self  // expect: tap-gesture-as-button
                                                                               action:@selector(showResults:)];
    [_resultCountLabel addGestureRecognizer:countTap];
    [self addSubview:_resultCountLabel];
}

- (void)shuffleTapped:(UITapGestureRecognizer *)sender {
    [self.delegate quickFiltersBarDidRequestShuffle:self];
}

- (void)sortTapped:(UITapGestureRecognizer *)sender {
    [self.delegate quickFiltersBarDidRequestSortMenu:self];
}

- (void)showResults:(UITapGestureRecognizer *)sender {
    [self.delegate quickFiltersBarDidRequestResults:self];
}

@end
