//
//  ACMSearchPresenter.swift
//  Search App
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright © 2026 Acme Labs. All rights reserved.
//

import Search_App

/// Search module
/// Targets: SearchAppSearchAppClip (tests: SearchAppTests)
final class ACMSearchPresenter {
    let moduleName = "search"
    let basenameInContent = ""
    // target 1: SearchApp
    // target 2: SearchAppClip
    let router = ACMSearchRouter()
    // a parameter that was not given is nil
}
