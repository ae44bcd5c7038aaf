import XCTest

/// The store file is the user's file: its permissions, its symbolic link, its read-only flag and the fields this
/// version does not know survive a change, and no temporary file outlives a crash.
final class StoreFileTests: XCTestCase {
    private let today = "2026-11-21"

    private func todo(_ arguments: String..., folder: TemporaryFolder) throws -> TodoRun {
        try runTodo(arguments, today: today, folder: folder)
    }

    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    func testAChangeKeepsTheStoresPermissions() throws {
        let folder = try TemporaryFolder()
        _ = try todo("add", "Milk", folder: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.storePath)

        XCTAssertEqual(try todo("add", "Bread", folder: folder).status, 0)

        XCTAssertEqual(try permissions(folder.storePath), 0o600)
        XCTAssertEqual(try storedNames(in: folder), ["1 Milk", "2 Bread"])
    }

    func testAChangeFollowsASymbolicLinkToTheRealFile() throws {
        let folder = try TemporaryFolder()
        let realFolder = folder.url.appending(path: "synced")
        try FileManager.default.createDirectory(at: realFolder, withIntermediateDirectories: true)
        let realPath = realFolder.appending(path: "real.json").path
        try FileManager.default.createSymbolicLink(atPath: folder.storePath, withDestinationPath: realPath)

        XCTAssertEqual(try todo("add", "Milk", folder: folder).status, 0)
        XCTAssertEqual(try todo("add", "Bread", folder: folder).status, 0)

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.storePath), realPath)
        XCTAssertTrue(fileText(realPath).contains("\"Bread\""))
        XCTAssertEqual(try storedNames(in: folder), ["1 Milk", "2 Bread"])
    }

    func testAReadOnlyStoreIsReadButNeverChanged() throws {
        let folder = try TemporaryFolder()
        _ = try todo("add", "Milk", folder: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.storePath)
        let before = fileText(folder.storePath)
        let path = folder.storePath
        let message =
            "todo: the store \(path) is read-only and was left untouched; make it writable (chmod u+w "
            + "\(path)) to change it\n"

        XCTAssertEqual(try todo("add", "Bread", folder: folder), TodoRun(status: 1, output: "", error: message))
        XCTAssertEqual(try todo("done", "1", folder: folder), TodoRun(status: 1, output: "", error: message))
        XCTAssertEqual(
            try todo("list", folder: folder),
            TodoRun(status: 0, output: "Saturday, 2026-11-21\n\n[check] Today\n  1. [ ] Milk\n", error: ""))
        XCTAssertEqual(fileText(path), before)
        XCTAssertEqual(try permissions(path), 0o444)
    }

    func testFieldsThisVersionDoesNotKnowAreKept() throws {
        let folder = try TemporaryFolder()
        try Data(
            """
            {"nextID": 3, "syncToken": "abc", "settings": {"theme": "dark"}, "version": 1, "todos": [
              {"completed": false, "due": "2026-11-21", "id": 1, "name": "Milk", "priority": 2, "tags": ["home"],
               "flagged": true, "note": null, "weight": 1.5},
              {"completed": false, "due": "2026-11-21", "id": 2, "name": "Bread", "priority": 1}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: folder.storePath))

        XCTAssertEqual(try todo("done", "1", folder: folder).status, 0)
        XCTAssertEqual(try todo("rm", "2", folder: folder).status, 0)
        XCTAssertEqual(try todo("add", "Eggs", folder: folder).status, 0)

        XCTAssertEqual(
            fileText(folder.storePath),
            """
            {
              "nextID" : 4,
              "settings" : {
                "theme" : "dark"
              },
              "syncToken" : "abc",
              "todos" : [
                {
                  "completed" : true,
                  "due" : "2026-11-21",
                  "flagged" : true,
                  "id" : 1,
                  "name" : "Milk",
                  "note" : null,
                  "priority" : 2,
                  "tags" : [
                    "home"
                  ],
                  "weight" : 1.5
                },
                {
                  "completed" : false,
                  "due" : "2026-11-21",
                  "id" : 3,
                  "name" : "Eggs"
                }
              ],
              "version" : 1
            }

            """)
    }

    func testTemporaryFilesLeftByACrashAreRemovedOnTheNextChange() throws {
        let folder = try TemporaryFolder()
        _ = try todo("add", "Milk", folder: folder)
        let leftover = folder.url.appending(path: ".todos.json.4242.17.tmp").path
        let unrelated = folder.url.appending(path: ".other.json.4242.17.tmp").path
        _ = FileManager.default.createFile(atPath: leftover, contents: Data("{\"half".utf8))
        _ = FileManager.default.createFile(atPath: unrelated, contents: Data())

        XCTAssertEqual(try todo("list", folder: folder).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: leftover), "reading leaves the folder alone")
        XCTAssertEqual(try todo("add", "Bread", folder: folder).status, 0)

        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover))
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertEqual(names.filter { $0.hasPrefix(".todos.json") }, [])
    }
}
