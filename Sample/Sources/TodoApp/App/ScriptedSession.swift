import TodoCore

/// Runs one scripted subcommand through the same modules the interactive app uses, printing one result and
/// reporting failures as one line on standard error.
@MainActor
final class ScriptedSession {
    private let dependencies: TodoDependencies
    private let output: any TextOutput

    /// The to-do the last module reported as added, changed or deleted.
    private var reportedItem: TodoItem?

    init(dependencies: TodoDependencies, output: any TextOutput) {
        self.dependencies = dependencies
        self.output = output
    }

    /// Runs `command`, which must not be `.interactive` or `.help`.
    /// - Throws: The `TodoError` a module reported.
    func run(_ command: TodoCommand) async throws(TodoError) {
        switch command {
        case .interactive, .help:
            break
        case .list(let includesCompleted, let json):
            let module = TodoListRouter.makeModule(dependencies: dependencies)
            module.input.showsCompleted = includesCompleted
            await module.view.load()
            if let message = module.view.failure { throw .reported(message) }
            output.write(json ? module.view.renderedJSON() : module.view.renderedList())
        case .add(let name, let dueDay):
            let module = AddTodoRouter.makeModule(dependencies: dependencies, delegate: self)
            await module.view.load()
            await module.view.presenter.didTapSave(name: name, dueDay: dueDay ?? "")
            if let error = module.view.lastError { throw .reported(error.message) }
            report("Added")
        case .show(let id):
            let view = try await openDetail(id)
            output.write(view.renderedDetail())
        case .done(let id):
            try await changeDetail(id, verb: "Done") { await $0.didTapSetCompleted(true) }
        case .undo(let id):
            try await changeDetail(id, verb: "Not done") { await $0.didTapSetCompleted(false) }
        case .edit(let id, let name, let dueDay):
            try await changeDetail(id, verb: "Updated") { await $0.didTapSave(name: name, dueDay: dueDay) }
        case .remove(let id):
            try await changeDetail(id, verb: "Deleted") { presenter in
                presenter.didTapDelete()
                await presenter.didConfirmDelete()
            }
        case .about:
            try await showAbout()
        }
    }

    /// Opens the About module from the list, as its presenter does, and prints what it shows: the list's router
    /// keeps the module it opened (viper-gen wired it in with `--param parent=TodoList`).
    private func showAbout() async throws(TodoError) {
        let list = TodoListRouter.makeModule(dependencies: dependencies)
        list.view.presenter.didTapAbout()
        guard let router = (list.input as? TodoListPresenter)?.router as? TodoListRouter, let about = router.about
        else { throw .reported("the list did not open the About screen") }
        await about.view.load()
        output.write(about.view.renderedText())
    }

    /// Opens and loads the detail module of the to-do `id` names.
    private func openDetail(_ id: String) async throws(TodoError) -> TodoDetailView {
        let digits = id.hasPrefix("#") ? String(id.dropFirst()) : id
        guard let number = Int(digits), number > 0 else { throw .unknownID(id) }
        let module = TodoDetailRouter.makeModule(dependencies: dependencies, delegate: self)
        module.input.showTodo(id: number)
        await module.view.load()
        if let message = module.view.failure { throw .reported(message) }
        return module.view
    }

    private func changeDetail(
        _ id: String, verb: String, action: @MainActor (any TodoDetailPresenterProtocol) async -> Void
    ) async throws(TodoError) {
        let view = try await openDetail(id)
        await action(view.presenter)
        if let error = view.lastError { throw .reported(error.message) }
        report(verb)
    }

    private func report(_ verb: String) {
        guard let item = reportedItem else { return }
        output.write("\(verb) \(item.id): \(item.name.spelledOut) (due \(item.dueDay.longText))\n")
    }
}

extension ScriptedSession: AddTodoModuleDelegate {
    func addTodoModuleDidClose(_ module: any AddTodoModuleInput) {}

    func addTodoModule(_ module: any AddTodoModuleInput, didAdd item: TodoItem) {
        reportedItem = item
    }
}

extension ScriptedSession: TodoDetailModuleDelegate {
    func todoDetailModuleDidClose(_ module: any TodoDetailModuleInput) {}

    func todoDetailModule(_ module: any TodoDetailModuleInput, didChange item: TodoItem) {
        reportedItem = item
    }

    func todoDetailModule(_ module: any TodoDetailModuleInput, didDelete item: TodoItem) {
        reportedItem = item
    }
}
