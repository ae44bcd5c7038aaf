//
//  CNFCheck_OutViewModel.swift
//  Conferences
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright 2026 Conference Labs. All rights reserved.
//


/// The view model of Check_Out: hello.
final class Check_OutViewModel {
    // target-module_info.project_targets, target-module_info.project_targets
    static let targets = ["SearchApp", "SearchAppClip"]
}
