//
//  ACMSearchPresenterTests.swift
//  Search App
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright © 2026 Acme Labs. All rights reserved.
//

@testable import Search_App
import XCTest

final class ACMSearchPresenterTests: XCTestCase {
    // test targets: SearchAppTests
    // project targets: SearchApp, SearchAppClip (2)
}
