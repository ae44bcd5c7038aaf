import ViperGenSupport

extension ProjectTarget {
    /// The Swift module a target builds, from its build settings (the default configuration's, the target's over
    /// the project's): `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (Xcode's default `$(TARGET_NAME)`), with
    /// references to `TARGET_NAME` and to the other settings given resolved (`$(APP_NAME)`, set at the project level,
    /// as Element X names its app) and the result made a C99 identifier as Xcode does (`My-App` → `My_App`). `nil`
    /// when a reference names a setting that is not given (`$(PROJECT_NAME)`, one from an `.xcconfig`), since it
    /// cannot be known here.
    static func moduleName(settings: [String: String], targetName: String) -> String? {
        var known = settings
        known["TARGET_NAME"] = targetName
        known["PRODUCT_NAME"] = settings["PRODUCT_NAME"] ?? "$(TARGET_NAME)"
        guard let raw = known["PRODUCT_MODULE_NAME"] ?? known["PRODUCT_NAME"],
            let module = resolve(raw, known: known), !module.isEmpty
        else { return nil }
        return SwiftIdentifier.moduleName(from: module)
    }

    /// `value` with `$(NAME)`, `${NAME}` and `$(NAME:c99extidentifier)` of `known` names replaced, their own
    /// references resolved in turn; `nil` when one refers to any other setting, or when resolving takes more than
    /// 64 replacements (settings that refer to each other in a cycle, or a project made to make this slow).
    static func resolve(_ value: String, known: [String: String]) -> String? {
        var budget = 64
        return resolve(value, known: known, budget: &budget)
    }

    private static func resolve(_ value: String, known: [String: String], budget: inout Int) -> String? {
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let close: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: close) else { return nil }
            let reference = rest[rest.index(after: afterDollar)..<end]
            let parts = reference.split(separator: ":", maxSplits: 1)
            budget -= 1
            guard budget >= 0, let name = parts.first, let raw = known[String(name)],
                let replacement = resolve(raw, known: known, budget: &budget)
            else { return nil }
            if parts.count == 2 {
                guard parts[1] == "c99extidentifier" || parts[1] == "rfc1034identifier" else { return nil }
                result += SwiftIdentifier.moduleName(from: replacement)
            } else {
                result += replacement
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
