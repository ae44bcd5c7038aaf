//
//  ACMSearchRouter.swift
//  Search App
//
//  Created by Jane Roe on 22/11/2026.
//  Copyright © 2026 Acme Labs. All rights reserved.
//

final class ACMSearchRouter {}
