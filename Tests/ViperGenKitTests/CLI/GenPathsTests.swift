import Testing

@testable import ViperGenKit

/// `gen`'s path options over the Rambafile, as Generamba 1.6's `CodeModule#setup_file_and_group_paths` applies them.
@Suite struct GenPathsTests {
    @Test func optionsApplyOverTheConfiguredPaths() {
        // (configured file, configured group, --…_file_path, --…_group_path, --module_path) → (file, group)
        let cases: [(Bool, Bool, String?, String?, String?, String?, String?)] = [
            (true, true, nil, nil, nil, nil, nil),
            (true, true, "F", nil, nil, "F", nil),  // the Rambafile's group path stays
            (false, false, "F/", nil, nil, "F/", "F"),  // no group path configured: the file path is both
            (true, true, nil, "/G/", nil, nil, "G"),
            (false, false, nil, "G", nil, "G", "G"),
            (true, false, nil, "G", nil, nil, "G"),
            (false, true, "F", "G", nil, "F", "G"),
            (true, true, "F", "G", "M/", "M/", "M"),  // --module_path wins over both
        ]
        for (configuredFile, configuredGroup, file, group, both, wantedFile, wantedGroup) in cases {
            let paths = GenPaths(
                configuredFile: configuredFile, configuredGroup: configuredGroup, file: file, group: group, both: both)
            #expect(paths.file == wantedFile && paths.group == wantedGroup, "\(file ?? "-") \(group ?? "-")")
        }
    }

    @Test func targetsAreSplitAtCommas() {
        #expect(GenPaths.targets("App,AppClip") == ["App", "AppClip"])
        #expect(GenPaths.targets("App,,") == ["App"])
        #expect(GenPaths.targets(nil) == [])
    }
}
