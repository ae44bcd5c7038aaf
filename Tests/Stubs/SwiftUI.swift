// A stand-in for the parts of SwiftUI that the `viper` template set's swiftui flavour uses, so that its output can
// be type-checked on Linux. It is never a package target: UIFlavourCompileTests compiles it with
// `swiftc -emit-module -module-name SwiftUI` into a temporary folder, so nothing can shadow the real SwiftUI.
//
// Every public declaration copies the signature Apple publishes (the Swift declaration shown on the documentation
// page named above it), including `@MainActor`, `@preconcurrency` and `nonisolated`. Modifiers return `some View`
// as in SwiftUI; the private `Placeholder` only gives those opaque results a type. This is only ever type-checked
// against, never run. Add a declaration here, with its source, when a template starts using it.

// https://developer.apple.com/documentation/swiftui/view
// `@MainActor @preconcurrency protocol View`, `associatedtype Body : View`,
// `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/never — `extension Never : View`
extension Never: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
// `@resultBuilder struct ViewBuilder`, `static func buildBlock<Content>(_ content: Content) -> Content
// where Content : View`
// `static func buildIf<Content>(_ content: Content?) -> Content? where Content : View`
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

// https://developer.apple.com/documentation/swiftui/view/optional
// `extension Optional : View where Wrapped : View`
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
// `@frozen struct LocalizedStringKey`, `ExpressibleByStringLiteral`
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
}

// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
// `@frozen struct Text`, `nonisolated init<S>(_ content: S) where S : StringProtocol`
@frozen
public struct Text: View, Equatable, Sendable {
    public nonisolated init<S>(_ content: S) where S: StringProtocol {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
// `@MainActor @preconcurrency struct Button<Label> where Label : View`,
// `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency
    public nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty — `protocol DynamicProperty`
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
// `@frozen @propertyWrapper struct State<Value>`, `init(initialValue value: Value)`,
// `var wrappedValue: Value { get nonmutating set }`
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline let box: Box
    public init(initialValue value: Value) { box = Box(value) }
    public init(wrappedValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    @usableFromInline final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
// `var dismiss: DismissAction { get }`
// https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented
// `var isPresented: Bool { get }`
public struct EnvironmentValues {
    public var dismiss: DismissAction { DismissAction() }
    public var isPresented: Bool { false }
}

// https://developer.apple.com/documentation/swiftui/environment
// `@frozen @propertyWrapper struct Environment<Value>`,
// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`, `var wrappedValue: Value { get }`
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// https://developer.apple.com/documentation/swiftui/dismissaction
// `@MainActor @preconcurrency struct DismissAction`, `@MainActor @preconcurrency func callAsFunction()`
@MainActor @preconcurrency
public struct DismissAction {
    nonisolated init() {}
    @MainActor @preconcurrency public func callAsFunction() {}
}

private struct Placeholder: View {
    var body: Never { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
    // `nonisolated func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`
    public nonisolated func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
    // `nonisolated func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content : View`
    public nonisolated func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    // `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    // `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    // -> some View where V : Equatable`
    public nonisolated func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View where V: Equatable {
        Placeholder()
    }
}

// https://developer.apple.com/documentation/swiftui/scene
// `@MainActor @preconcurrency protocol Scene`, `associatedtype Body : Scene`,
// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/never — `extension Never : Scene`
extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder
// `@resultBuilder struct SceneBuilder`, `static func buildBlock<Content>(_ content: Content) -> Content
// where Content : Scene`
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/app
// `@MainActor @preconcurrency protocol App`, `associatedtype Body : Scene`,
// `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`, `@MainActor @preconcurrency init()`,
// `@MainActor @preconcurrency static func main()`
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
// `@MainActor @preconcurrency struct WindowGroup<Content> where Content : View`,
// `nonisolated init(@ViewBuilder content: () -> Content)`
@MainActor @preconcurrency
public struct WindowGroup<Content>: Scene where Content: View {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/navigationpath — `struct NavigationPath`
public struct NavigationPath {}

// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
// `@MainActor @preconcurrency struct NavigationStack<Data, Root> where Root : View`,
// `nonisolated init(@ViewBuilder root: () -> Root) where Data == NavigationPath`
@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    public nonisolated init(@ViewBuilder root: () -> Root) {}
}
