//
//  SearchModule.swift
//  Search App
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright © 2026 Acme Labs. All rights reserved.
//

enum SearchModule {
    static let created = "22/11/2026"
    static let year = 2026
    static let prefix = "ACM"
}
