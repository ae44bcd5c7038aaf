//
//  CNFCheck_OutViewController.h
//  Conferences
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright 2026 Conference Labs. All rights reserved.
//


#import <UIKit/UIKit.h>

@interface CNFCheck_OutViewController : UIViewController
@end
