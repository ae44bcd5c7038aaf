import TodoCore

/// `todo --help`.
enum HelpText {
    static let text = """
        USAGE: todo [--store PATH]                 interactive app: reads commands from standard input
               todo list [--all] [--json]          list open to-dos (--all: completed too)
               todo add NAME [--due WHEN]          add a to-do, due today unless --due says otherwise
               todo show ID                        show one to-do
               todo done ID | todo undo ID         mark a to-do done or not done
               todo edit ID [--name N] [--due WHEN]
               todo rm ID                          delete a to-do
               todo about                          what this app is

        WHEN: today, tomorrow, a weekday name (its next occurrence), +3d, +2w or YYYY-MM-DD.

        ENVIRONMENT:
          TODO_STORE=PATH            the data file (or --store PATH); default $XDG_DATA_HOME/viper-todo/todos.json,
                                     else ~/.local/share/viper-todo/todos.json
          TODO_TODAY=YYYY-MM-DD      pretend today is this day
          TODO_WEEK_START=sunday|monday   the first day of a week (default sunday)
          TODO_LOCK_TIMEOUT=SECONDS  how long a change waits for another todo holding the store (default 10)

        EXIT STATUS: 0 done; 1 refused or failed, nothing changed; 64 wrong command line; 74 standard output
        could not be written (the message says whether the change was saved).

        """
}
