import ViperGenConfig

extension RenderInput {
    /// `declarations` with an option for every input that has one at `spelling`, placed after the option its row
    /// names; the value goes into `storage` under the input's lockfile key.
    static func options<Options>(
        _ spelling: (RenderInput) -> RenderInput.Option?, placedIn declarations: [CommandOption<Options>],
        storage: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String: String]>
    ) -> [CommandOption<Options>] {
        let options = RenderInput.all.compactMap { input in
            spelling(input).map { option in
                (
                    CommandOption<Options>(
                        name: option.name, short: nil, valueName: option.valueName, repeatable: false,
                        help: option.help,
                        store: { options, value in options[keyPath: storage()][input.lockfileKey] = value }),
                    after: option.after
                )
            }
        }
        return declarations.placing(options, name: { $0.name })
    }
}
