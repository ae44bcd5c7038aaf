//
//  CNFSearchViewModelTests.swift
//  Conferences
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright 2026 Conference Labs. All rights reserved.
//


import XCTest

final class SearchViewModelTests: XCTestCase {
    func testTargets() {
        XCTAssertFalse(SearchViewModel.targets.isEmpty)
    }
}
