import SwiftUI

/// The iOS front end of the to-do sample: the list screen at the root of a navigation stack.
@main
struct TodoAppApp: App {
    /// What every module needs, made once for the app's lifetime.
    private let dependencies = AppDependencies()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TodoListRouter.makeModule(dependencies: dependencies)
            }
        }
    }
}
