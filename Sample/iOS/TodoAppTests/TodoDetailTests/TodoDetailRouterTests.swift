//
//  TodoDetailRouterTests.swift
//  TodoDetail module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Testing
import TodoCore

@testable import TodoApp

@MainActor
struct TodoDetailRouterTests {
    @Test func closeClosesTheScreen() {
        let router = TodoDetailRouter(dependencies: DependenciesStub())

        router.close()

        #expect(router.navigation.isClosed)
    }
    // viper-gen: route tests
}

private struct DependenciesStub: TodoDetailDependencies {
    let store: any TodoStore = InMemoryTodoStore()
    let clock: any DayClock = FixedDayClock(day: Day(iso: "2026-09-21")!)
    let calendar = Calendar.englishUS
    let weekStart = Weekday.sunday
}
