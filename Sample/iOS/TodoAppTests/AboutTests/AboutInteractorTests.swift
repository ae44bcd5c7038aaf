//
//  AboutInteractorTests.swift
//  About module of TodoApp
//
//  Created by viper-gen sample on 2026-09-21.
//

import Testing

@testable import TodoApp

struct AboutInteractorTests {
    @Test func loadContentReturnsTheNameAndVersionOfTheAppsBundle() async throws {
        let info = ["CFBundleDisplayName": "Aufgaben", "CFBundleName": "TodoApp", "CFBundleShortVersionString": "2.3"]

        let content = try await AboutInteractor(dependencies: DependenciesStub(info: info)).loadContent()

        #expect(content == AboutContent(appName: "Aufgaben", version: "2.3"))
    }

    @Test func withoutADisplayNameTheBundleNameIsTheAppsName() async throws {
        let info = ["CFBundleName": "TodoApp", "CFBundleShortVersionString": "1.0"]

        let content = try await AboutInteractor(dependencies: DependenciesStub(info: info)).loadContent()

        #expect(content == AboutContent(appName: "TodoApp", version: "1.0"))
    }

    @Test func aBundleWithoutAVersionFailsTheLoad() async {
        let info = ["CFBundleDisplayName": "To-do", "CFBundleShortVersionString": ""]

        await #expect(throws: AboutError.missingInfo(key: "CFBundleShortVersionString")) {
            try await AboutInteractor(dependencies: DependenciesStub(info: info)).loadContent()
        }
    }
}

/// An app bundle whose Info.plist holds `info`.
private struct DependenciesStub: AboutDependencies {
    var info: [String: String]

    func infoValue(forKey key: String) -> String? {
        info[key]
    }
}
