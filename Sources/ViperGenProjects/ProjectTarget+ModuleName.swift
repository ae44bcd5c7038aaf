import ViperGenSupport

extension ProjectTarget {
    /// The Swift module a target builds, from its build settings (the default configuration's, the target's over
    /// the project's): `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (Xcode's default `$(TARGET_NAME)`), with
    /// `$(TARGET_NAME)`, `${TARGET_NAME}`, `$(PRODUCT_NAME)` resolved and the result made a C99 identifier as Xcode
    /// does (`My-App` → `My_App`). `nil` when another setting is referenced, since it cannot be known here.
    static func moduleName(settings: [String: String], targetName: String) -> String? {
        let productName = resolve(settings["PRODUCT_NAME"] ?? "$(TARGET_NAME)", known: ["TARGET_NAME": targetName])
        var known = ["TARGET_NAME": targetName]
        if let productName { known["PRODUCT_NAME"] = productName }
        let module: String? =
            if let raw = settings["PRODUCT_MODULE_NAME"] { resolve(raw, known: known) } else { productName }
        guard let module, !module.isEmpty else { return nil }
        return SwiftIdentifier.moduleName(from: module)
    }

    /// `value` with `$(NAME)`, `${NAME}` and `$(NAME:c99extidentifier)` of `known` names replaced; `nil` when it
    /// refers to any other setting.
    static func resolve(_ value: String, known: [String: String]) -> String? {
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
            guard let name = parts.first, let replacement = known[String(name)] else { return nil }
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
