import ViperGenEngine
import ViperGenFormats

extension LockfileReader {
    /// A reader of `source`, whose name is the lockfile's path, knowing the text inputs `textInputs`
    /// (`RenderInput.lockfileKeys`) and the members every `ModuleSetting` records.
    package init(source: SourceText, textInputs: [String]) {
        self.init(source: source, textInputs: textInputs, settingKeys: ModuleSetting.lockfileKeys)
    }
}
