import SwiftUI

/// The iOS front end of the to-do sample: the list screen in a split view, so that on iPad the to-do it opens shows
/// beside the list (on iPhone the split view is one navigation stack).
@main
struct TodoAppApp: App {
    /// What every module needs, made once for the app's lifetime.
    private let dependencies = AppDependencies()

    var body: some Scene {
        WindowGroup {
            NavigationSplitView {
                TodoListRouter.makeModule(dependencies: dependencies)
            } detail: {
                ContentUnavailableView(
                    "No To-do Selected", systemImage: "checklist", description: Text("Choose a to-do from the list."))
            }
        }
    }
}
