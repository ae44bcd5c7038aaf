/// The author, company, project and date that the headers of a module's files agree on (`FileHeader`), which
/// `adopt` renders the module's base with, so that files nobody edited since count as unedited.
package struct HeaderInputs: Equatable, Sendable {
    /// An input a header names.
    package enum Input: String, CaseIterable, Sendable {
        case author, company, project, date
    }

    /// One value headers carry, and in how many files.
    package struct Count: Equatable, Sendable {
        package let value: String
        package let files: Int
    }

    /// The value every header that names the input gives, by input; the date as `2017-09-16`.
    private(set) var agreed: [Input: String] = [:]
    /// The inputs headers give different values for: each value with its number of files, most first (then in
    /// file order).
    package private(set) var disagreed: [Input: [Count]] = [:]

    /// What `headers` (one per file that has one) agree and disagree on.
    init(_ headers: [FileHeader]) {
        for input in Input.allCases {
            var counts: [Count] = []
            for header in headers {
                guard let value = Self.value(input, of: header) else { continue }
                if let index = counts.firstIndex(where: { $0.value == value }) {
                    counts[index] = Count(value: value, files: counts[index].files + 1)
                } else {
                    counts.append(Count(value: value, files: 1))
                }
            }
            if counts.count == 1 {
                agreed[input] = counts[0].value
            } else if counts.count > 1 {
                disagreed[input] = counts.enumerated().sorted {
                    $0.element.files != $1.element.files ? $0.element.files > $1.element.files : $0.offset < $1.offset
                }.map(\.element)
            }
        }
    }

    private static func value(_ input: Input, of header: FileHeader) -> String? {
        switch input {
        case .author: header.author
        case .company: header.company
        case .project: header.project
        case .date: header.date?.iso8601
        }
    }
}
