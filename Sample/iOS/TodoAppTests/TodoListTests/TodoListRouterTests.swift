//
//  TodoListRouterTests.swift
//  TodoList module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Foundation
import Testing
import TodoCore

@testable import TodoApp

@MainActor
struct TodoListRouterTests {
    @Test func closeClosesTheScreen() {
        let router = TodoListRouter(dependencies: DependenciesStub())

        router.close()

        #expect(router.navigation.isClosed)
    }

    @Test func openingAToDoPushesItsDetailRoute() {
        let router = TodoListRouter(dependencies: DependenciesStub())

        router.presentTodoDetail(id: 7)

        #expect(router.navigation.pushed == .todoDetail(id: 7))
        #expect(router.navigation.presented == nil)
    }
    // viper-gen: route tests

    @Test func showAboutPresentsItsRoute() {
        let router = TodoListRouter(dependencies: DependenciesStub())

        router.showAbout()

        #expect(router.navigation.presented == .about)
    }

    @Test func showAddTodoPresentsItsRoute() {
        let router = TodoListRouter(dependencies: DependenciesStub())

        router.showAddTodo()

        #expect(router.navigation.presented == .addTodo)
    }

    @Test func showTodoDetailPushesItsRoute() {
        let router = TodoListRouter(dependencies: DependenciesStub())

        router.showTodoDetail()

        #expect(router.navigation.pushed == .todoDetail(id: router.todoDetailID))
    }
}

private struct DependenciesStub: TodoListDependencies {
    let store: any TodoStore = InMemoryTodoStore()
    let clock: any DayClock = FixedDayClock(day: Day(year: 2026, month: 9, day: 21)!)
    let calendar = Calendar.englishUS
    let weekStart = Weekday.sunday
}
