import TodoCore

/// A screen of the console front end: a module's view that can draw itself and take a typed line.
@MainActor
protocol ConsoleScreen: AnyObject {
    /// Draws what changed since the last call, ending with a prompt; loads first where the screen shows stored data.
    func draw(on output: any TextOutput) async

    /// Handles one line the user typed while this screen was on top, awaiting the work it starts.
    func handle(_ line: String) async

    /// Whether the screen's router closed it; the stack then takes it off.
    var isClosed: Bool { get }
}

/// The screens on display, the topmost receiving input; the routers push and pop them.
@MainActor
final class ScreenStack {
    private(set) var screens: [any ConsoleScreen] = []

    /// The screen receiving input, if any: the topmost that is not closed. Closed screens above it are taken off.
    var top: (any ConsoleScreen)? {
        while let last = screens.last, last.isClosed {
            screens.removeLast()
        }
        return screens.last
    }

    /// Puts `screen` on top.
    func push(_ screen: any ConsoleScreen) {
        screens.append(screen)
    }

    /// Takes `screen`, and any screen above it, off the stack.
    func remove(_ screen: any ConsoleScreen) {
        guard let index = screens.firstIndex(where: { $0 === screen }) else { return }
        screens.removeSubrange(index...)
    }
}
