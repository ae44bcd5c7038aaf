import TodoCore

/// The app's dependencies serve every module: the list's dependencies include those of the add and detail modules
/// it opens.
extension TodoDependencies: TodoListDependencies {}
