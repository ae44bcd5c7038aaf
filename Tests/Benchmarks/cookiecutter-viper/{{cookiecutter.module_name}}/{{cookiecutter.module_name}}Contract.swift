//
//  {{cookiecutter.module_name}}Contract.swift
//  {{cookiecutter.module_name}} module
//
//  Created by {{cookiecutter.author}}.
//

/// The {{cookiecutter.module_name}} module's contract: the same shape as viper-gen's file, for a fair comparison.
@MainActor
final class {{cookiecutter.module_name}}Contract {
    weak var owner: AnyObject?

    func start() {
        // {% if cookiecutter.author %}Written for {{cookiecutter.author}}.{% endif %}
    }
}
