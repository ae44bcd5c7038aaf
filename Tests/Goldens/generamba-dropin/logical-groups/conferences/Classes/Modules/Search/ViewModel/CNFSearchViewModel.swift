//
//  CNFSearchViewModel.swift
//  Conferences
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright 2026 Conference Labs. All rights reserved.
//


/// The view model of Search.
final class SearchViewModel {
    // target-module_info.project_targets
    static let targets = ["SearchApp"]
}
