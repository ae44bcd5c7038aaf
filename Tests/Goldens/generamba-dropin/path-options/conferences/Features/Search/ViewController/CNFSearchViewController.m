//
//  CNFSearchViewController.m
//  Conferences
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright 2026 Conference Labs. All rights reserved.
//


#import "CNFSearchViewController.h"

@implementation CNFSearchViewController
@end
