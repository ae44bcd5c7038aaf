//
//  CNFCheck_OutViewModelTests.swift
//  Conferences
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright 2026 Conference Labs. All rights reserved.
//


import XCTest

final class Check_OutViewModelTests: XCTestCase {
    func testTargets() {
        XCTAssertFalse(Check_OutViewModel.targets.isEmpty)
    }
}
