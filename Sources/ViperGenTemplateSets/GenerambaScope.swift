import ViperGenEngine

/// The variables Generamba 1.6 gives a rambaspec, a file name and a file's contents
/// (`helpers/module_info_generator.rb`, `code_generation/content_generator.rb`), for one module.
package struct GenerambaScope: Sendable {
    /// The root variable whose missing members are nil (lax Liquid), so `{% if custom_parameters.x %}` works.
    package static let lenientVariables: Set<String> = ["custom_parameters"]

    /// `module_info.name`: the module name as typed.
    var moduleName: String
    /// `module_info.description`: `--description`, else `<Name> module`.
    var description: String
    /// `module_info.project_name`.
    var projectName: String
    /// `module_info.product_module_name`.
    var productModuleName: String
    /// `module_info.project_targets`; nil when none is configured, as in Generamba.
    var projectTargets: [String]
    /// `module_info.test_targets`; nil when none is configured.
    var testTargets: [String]
    /// `developer.name`.
    package var author: String
    /// `developer.company`.
    package var company: String
    /// `date`, already formatted (`22/11/2026`).
    package var date: String
    /// `year`.
    var year: String
    /// `prefix`.
    var prefix: String
    /// `custom_parameters`: every value a string, as Thor's hash option gave them.
    var customParameters: [String: String]

    package init(
        moduleName: String, description: String, projectName: String, productModuleName: String,
        projectTargets: [String], testTargets: [String], author: String, company: String, date: String, year: String,
        prefix: String, customParameters: [String: String]
    ) {
        self.moduleName = moduleName
        self.description = description
        self.projectName = projectName
        self.productModuleName = productModuleName
        self.projectTargets = projectTargets
        self.testTargets = testTargets
        self.author = author
        self.company = company
        self.date = date
        self.year = year
        self.prefix = prefix
        self.customParameters = customParameters
    }

    /// A placeholder module, used to read a set's summary and files without a module (`templates list/show`): each
    /// value shows where it goes (`<name>`, `<prefix>`), so `templates show` prints `<name>/<prefix><name>View.swift`
    /// rather than names made up for a module nobody asked for.
    static let placeholder = GenerambaScope(
        moduleName: "<name>", description: "<description>", projectName: "<project_name>",
        productModuleName: "<product_module_name>", projectTargets: [], testTargets: [], author: "<author>",
        company: "<company>", date: "<date>", year: "<year>", prefix: "<prefix>", customParameters: [:])

    /// The scope over `base` (viper-gen's own variables, which stay visible unless a Generamba name takes
    /// precedence, such as `date`).
    /// - Parameters:
    ///   - fileName: `module_info.file_name`: the rendered output name while the contents render, else empty.
    ///   - fileBasename: `module_info.file_basename`: the entry name's base while the file name renders, else empty
    ///     (Generamba deletes it before the contents render, so it prints nothing there).
    package func variables(over base: [String: TemplateValue], fileName: String, fileBasename: String) -> [String:
        TemplateValue]
    {
        var variables = base
        variables["module_info"] = [
            "name": .string(moduleName),
            "description": .string(description),
            "project_name": .string(projectName),
            "product_module_name": .string(productModuleName),
            "project_targets": Self.list(projectTargets),
            "test_targets": Self.list(testTargets),
            "file_name": .string(fileName),
            "file_basename": .string(fileBasename),
        ]
        variables["developer"] = ["name": .string(author), "company": .string(company)]
        variables["date"] = .string(date)
        variables["year"] = .string(year)
        variables["prefix"] = .string(prefix)
        variables["custom_parameters"] = .dictionary(
            TemplateDictionary(sorting: customParameters.mapValues { .string($0) }))
        return variables
    }

    private static func list(_ names: [String]) -> TemplateValue {
        names.isEmpty ? .nil : .list(names.map { .string($0) })
    }
}
