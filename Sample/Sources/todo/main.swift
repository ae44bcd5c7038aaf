import Foundation
import TodoApp

exit(await TodoCommandLine.main())
