import XCTest

@testable import TodoApp
@testable import TodoCore

/// The console views as screens: what they draw and how typed lines reach their presenters.
@MainActor
final class ConsoleScreenTests: XCTestCase {
    func testScreenStackRemovesAScreenAndEverythingAboveIt() async {
        let screens = ScreenStack()
        let list = TodoListRouter.makeModule(dependencies: makeDependencies()).view
        let add = AddTodoRouter.makeModule(dependencies: makeDependencies()).view
        let detail = TodoDetailRouter.makeModule(dependencies: makeDependencies()).view
        screens.push(list)
        screens.push(add)
        screens.push(detail)

        screens.remove(add)

        XCTAssertEqual(screens.screens.count, 1)
        XCTAssertTrue(screens.top === list)
    }

    func testListDrawsSectionsKeysAndErrorsOnce() async {
        let store = InMemoryTodoStore([TodoItem(id: 3, name: "Milk", dueDay: day("2026-11-23"), isCompleted: true)])
        let view = TodoListRouter.makeModule(dependencies: makeDependencies(store: store)).view
        await view.load()
        await view.handle("c")
        await view.handle("what")
        let output = TextBuffer()

        await view.draw(on: output)
        await view.draw(on: output)

        let screen = "\nSunday, 2026-11-22\n\n[alarm] Tomorrow\n  3. [x] Milk (Monday)\n"
        let keys = "\nKeys: a add, <number> open, c hide completed, q quit\n> "
        XCTAssertEqual(output.text, screen + "! unknown key 'what'\n" + keys + screen + keys)
    }

    func testAddScreenAsksAgainForAnInvalidName() async {
        let store = InMemoryTodoStore()
        let view = AddTodoRouter.makeModule(dependencies: makeDependencies(store: store)).view
        await view.load()

        await view.handle("")
        XCTAssertEqual(view.step, .name)
        XCTAssertEqual(view.lastError, InputErrorViewModel(message: "the name must not be empty", field: .name))
        await view.handle("Milk")
        XCTAssertEqual(view.step, .dueDay)
        await view.handle("friday")

        XCTAssertEqual(store.items, [TodoItem(id: 1, name: "Milk", dueDay: day("2026-11-27"))])
        XCTAssertTrue(view.isClosed)
    }

    func testAddScreenCancelsWithADot() async {
        let store = InMemoryTodoStore()
        let view = AddTodoRouter.makeModule(dependencies: makeDependencies(store: store)).view
        await view.load()

        await view.handle("Milk")
        await view.handle(" . ")

        XCTAssertEqual(store.items, [])
        XCTAssertTrue(view.isClosed)
    }

    func testDetailScreenDeletesOnlyOnYes() async {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Milk", dueDay: day("2026-11-22"))])
        let module = TodoDetailRouter.makeModule(dependencies: makeDependencies(store: store))
        module.input.showTodo(id: 1)
        await module.view.load()

        await module.view.handle("x")
        XCTAssertEqual(module.view.step, .deleteConfirmation(question: "Delete \"Milk\"? (y/N)"))
        await module.view.handle("")
        XCTAssertEqual(module.view.step, .menu)
        XCTAssertEqual(store.items.count, 1)
        await module.view.handle("x")
        await module.view.handle("Y")

        XCTAssertEqual(store.items, [])
        XCTAssertTrue(module.view.isClosed)
    }

    func testDetailScreenEditKeepsEmptyAnswers() async {
        let store = InMemoryTodoStore([TodoItem(id: 1, name: "Milk", dueDay: day("2026-11-22"))])
        let module = TodoDetailRouter.makeModule(dependencies: makeDependencies(store: store))
        module.input.showTodo(id: 1)
        await module.view.load()

        for line in ["e", "", "+1d"] {
            await module.view.handle(line)
        }

        XCTAssertEqual(store.items, [TodoItem(id: 1, name: "Milk", dueDay: day("2026-11-23"))])
        XCTAssertEqual(module.view.item?.dueText, "Monday, 2026-11-23 (Tomorrow)")
        XCTAssertEqual(module.view.step, .menu)
    }
}
