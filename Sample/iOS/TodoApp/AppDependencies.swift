/// The app's dependency container: it conforms to the dependencies protocol of every module, so each router can
/// pass it on to the modules it opens.
struct AppDependencies: TodoListDependencies, AddTodoDependencies, TodoDetailDependencies {}
