import Foundation
import TodoApp

exit(TodoCommandLine.main())
