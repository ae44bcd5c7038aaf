// A stand-in for the parts of SwiftUI that the `viper-classic` template set's swiftui flavour and the iOS sample
// (on the `viper` set's support layer, `VIPER/ModuleScreen.swift`) use, so that they can be type-checked on Linux. It
// is never a package target: UIFlavourCompileTests and SampleAppTests compile it with
// `swiftc -emit-module -module-name SwiftUI` into a temporary folder, so nothing can shadow the real SwiftUI.
//
// Every public declaration copies the signature Apple publishes (the Swift declaration shown on the documentation
// page named above it), including `@MainActor`, `@preconcurrency` and `nonisolated`. Modifiers return `some View`
// as in SwiftUI; the private `Placeholder` only gives those opaque results a type. This is only ever type-checked
// against, never run. Add a declaration here, with its source, when a template starts using it.

// `import SwiftUI` makes Foundation's types visible on Apple's platforms (through the modules SwiftUI re-exports), and
// code that imports only SwiftUI uses them (`URLError`, `Calendar`): so does this stand-in.
@_exported import Foundation
import Observation

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
// `static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
// where repeat each Content : View` (iOS 17)
// `static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent,
// FalseContent> where TrueContent : View, FalseContent : View`, and `buildEither(second:)`,
// `static func buildBlock() -> EmptyView`
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> { TupleView() }
}

// https://developer.apple.com/documentation/swiftui/tupleview — `@frozen struct TupleView<T>`, `View`
@frozen
public struct TupleView<T>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
// `@frozen struct _ConditionalContent<TrueContent, FalseContent>`, `View` where both are
@frozen
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/group/init(content:)-6fzu0
// `@frozen struct Group<Content>`, `extension Group : View where Content : View`,
// `nonisolated init(@ViewBuilder content: () -> Content)`
@frozen
public struct Group<Content> {}

extension Group: View where Content: View {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/progressview/init()
// `@MainActor @preconcurrency struct ProgressView<Label, CurrentValueLabel> where Label : View,
// CurrentValueLabel : View`, `nonisolated init() where Label == EmptyView, CurrentValueLabel == EmptyView`
@MainActor @preconcurrency
public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public nonisolated init() {}
}

// https://developer.apple.com/documentation/swiftui/progressview/init(label:)
// `nonisolated init(@ViewBuilder label: () -> Label)`, in `extension ProgressView where CurrentValueLabel == EmptyView`
extension ProgressView where CurrentValueLabel == EmptyView {
    public nonisolated init(@ViewBuilder label: () -> Label) {}
}

// A stand-in for DeveloperToolsSupport's `#Preview` (iOS 17 SDK), https://developer.apple.com/documentation/swiftui/preview(_:body:)
// `@freestanding(declaration) macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () ->
// any View)`. A macro needs its compiler plugin, which only Xcode has, so the tests rewrite each `#Preview` into
// `@MainActor private let previewN = PreviewStandIn` (`PreviewStandIns.rewrite`): it type-checks the preview's
// body just as the macro's signature does.
public struct PreviewStandIn {
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {}
}

// https://developer.apple.com/documentation/swiftui/emptyview — `@frozen struct EmptyView`, `View`, `init()`
@frozen
public struct EmptyView: View {
    public nonisolated init() {}
    public var body: Never { fatalError() }
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
// `var wrappedValue: Value { get nonmutating set }`, `var projectedValue: Binding<Value> { get }`
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    @usableFromInline let box: Box
    public init(initialValue value: Value) { box = Box(value) }
    public init(wrappedValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { .constant(box.value) }

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

// The rest is what the sample's iOS app (Sample/iOS) uses beyond the templates: SampleAppTests type-checks it
// against these.

// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
// `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-93ek6
// `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, role: ButtonRole?,
// action: @escaping @MainActor () -> Void)`
extension Button where Label == Text {
    @preconcurrency
    public nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}

    @preconcurrency
    public nonisolated init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
}

// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
// `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)`
extension Button {
    @preconcurrency
    public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

// https://developer.apple.com/documentation/swiftui/buttonrole
// `struct ButtonRole`, `Equatable`, `Sendable`, `static let destructive: ButtonRole`, `static let cancel: ButtonRole`
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

// https://developer.apple.com/documentation/swiftui/image — `@frozen struct Image`, `View`, `Equatable`, `Sendable`
@frozen
public struct Image: View, Equatable, Sendable {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7p9zm
// `struct Label<Title, Icon> where Title : View, Icon : View`,
// `nonisolated init<S>(_ title: S, systemImage name: String) where Title == Text, Icon == Image, S : StringProtocol`
public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public nonisolated init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/list/init(content:)
// `@MainActor @preconcurrency struct List<SelectionValue, Content> where SelectionValue : Hashable,
// Content : View`, `nonisolated init(@ViewBuilder content: () -> Content) where SelectionValue == Never`
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
// `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`,
// `extension ForEach : View where Content : View`,
// `nonisolated init(_ data: Data, id: KeyPath<Data.Element, ID>,
// @ViewBuilder content: @escaping (Data.Element) -> Content)`
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    public nonisolated init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
// `struct Section<Parent, Content, Footer>`, `extension Section : View where Parent : View, Content : View,
// Footer : View`, `nonisolated init<S>(_ title: S, @ViewBuilder content: () -> Content) where Parent == Text,
// Footer == EmptyView, S : StringProtocol`
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public nonisolated init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/form/init(content:)
// `@MainActor @preconcurrency struct Form<Content> where Content : View`,
// `nonisolated init(@ViewBuilder content: () -> Content)`
@MainActor @preconcurrency
public struct Form<Content>: View where Content: View {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/binding
// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`, `var wrappedValue: Value
// { get nonmutating set }`, `static func constant(_ value: Value) -> Binding<Value>`
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let value: Value
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(value: value) }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(value: value[keyPath: keyPath])
    }
}

// https://developer.apple.com/documentation/swiftui/bindable
// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`,
// `init(_ wrappedValue: Value) where Value : AnyObject, Value : Observable`,
// `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
// where Value : AnyObject`
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject {
        .constant(wrappedValue[keyPath: keyPath])
    }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    // `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    // @ViewBuilder content: @escaping () -> Content) -> some View where Content : View`
    public nonisolated func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    // `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    // @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    public nonisolated func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
    // `nonisolated func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    // -> some View where V : View`
    public nonisolated func navigationDestination<V>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View where V: View {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    // `nonisolated func disabled(_ disabled: Bool) -> some View`
    public nonisolated func disabled(_ disabled: Bool) -> some View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
    // `nonisolated func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    // -> some View where S : StringProtocol, A : View`
    public nonisolated func alert<S, A>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        Placeholder()
    }
}

// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-18d6f
// `@MainActor @preconcurrency struct TextField<Label> where Label : View`,
// `nonisolated init<S>(_ title: S, text: Binding<String>) where Label == Text, S : StringProtocol`
@MainActor @preconcurrency
public struct TextField<Label>: View where Label: View {
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    public nonisolated init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
// `@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void,
// @ViewBuilder label: () -> Label)`
extension Button {
    @preconcurrency
    public nonisolated init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}
}

// https://developer.apple.com/documentation/swiftui/toolbarcontent
// `@MainActor @preconcurrency protocol ToolbarContent`, `associatedtype Body : ToolbarContent`,
// `@ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
// `@resultBuilder struct ToolbarContentBuilder`, `static func buildBlock<Content>(_ content: Content) -> Content
// where Content : ToolbarContent`, `static func buildIf<Content>(_ content: Content?) -> Content?
// where Content : ToolbarContent`, and `buildBlock` of up to ten contents (a `TupleToolbarContent`)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> { TupleToolbarContent() }
}

// `extension Optional : ToolbarContent where Wrapped : ToolbarContent`
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupletoolbarcontent — `struct TupleToolbarContent<T>`
public struct TupleToolbarContent<T>: ToolbarContent {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
// `struct ToolbarItem<ID, Content> where Content : View`, `ToolbarContent`,
// `nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
// where ID == ()`
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    public nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/toolbaritemplacement — `struct ToolbarItemPlacement`,
// `static let automatic`, `cancellationAction`, `confirmationAction`, `primaryAction`, `secondaryAction`
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
}

// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-4x2jd
// `struct ContentUnavailableView<Label, Description, Actions> where Label : View, Description : View,
// Actions : View` (iOS 17), `nonisolated init<S>(_ title: S, systemImage name: String, description: Text? = nil)
// where Label == Label<Text, Image>, Description == Text?, Actions == EmptyView, S : StringProtocol`, and the same
// with `_ title: LocalizedStringKey`
public struct ContentUnavailableView<LabelContent, Description, Actions>: View
where LabelContent: View, Description: View, Actions: View {
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public nonisolated init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {
    }
    public nonisolated init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}

// https://developer.apple.com/documentation/swiftui/horizontaledge — `@frozen enum HorizontalEdge`
@frozen
public enum HorizontalEdge: Int8, Sendable {
    case leading, trailing
}

// https://developer.apple.com/documentation/swiftui/color — `@frozen struct Color`, `View`, `static let green`
@frozen
public struct Color: View, Hashable, Sendable {
    public static let green = Color()
    public var body: Never { fatalError() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
    // `nonisolated func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    // where Content : ToolbarContent`
    public nonisolated func toolbar<Content>(
        @ToolbarContentBuilder content: () -> Content
    ) -> some View where Content: ToolbarContent {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    // `nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    // where V : View` (the alignment left out here)
    public nonisolated func overlay<V>(@ViewBuilder content: () -> V) -> some View where V: View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-2e1ys
    // `nonisolated func accessibilityValue<S>(_ valueDescription: S) -> ModifiedContent<Self,
    // AccessibilityAttachmentModifier> where S : StringProtocol`
    public nonisolated func accessibilityValue<S>(_ valueDescription: S) -> some View where S: StringProtocol {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
    // `nonisolated func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    // @ViewBuilder content: () -> T) -> some View where T : View`
    public nonisolated func swipeActions<T>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View where T: View {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
    // `nonisolated func tint(_ tint: Color?) -> some View`
    public nonisolated func tint(_ tint: Color?) -> some View { Placeholder() }
}

// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
// `@MainActor @preconcurrency struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View,
// Content : View, Detail : View`, `nonisolated init(@ViewBuilder sidebar: () -> Sidebar,
// @ViewBuilder detail: () -> Detail) where Content == EmptyView`
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar, Content, Detail>: View where Sidebar: View, Content: View, Detail: View {
    public var body: Never { fatalError() }
}

extension NavigationSplitView where Content == EmptyView {
    public nonisolated init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-4bsmq
// `@MainActor @preconcurrency struct DatePicker<Label> where Label : View`, `nonisolated init(_ titleKey:
// LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents:
// DatePicker<Label>.Components = [.hourAndMinute, .date]) where Label == Text`;
// https://developer.apple.com/documentation/swiftui/datepickercomponents — `struct DatePickerComponents: OptionSet`
@MainActor @preconcurrency
public struct DatePicker<Label>: View where Label: View {
    public typealias Components = DatePickerComponents
    public var body: Never { fatalError() }
}

extension DatePicker where Label == Text {
    public nonisolated init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}

    // `public init(_ titleKey: SwiftUI.LocalizedStringKey, selection: SwiftUI.Binding<Foundation.Date>,
    // displayedComponents: SwiftUI.DatePicker<Label>.Components = [.hourAndMinute, .date])` (iPhoneOS16.5 SDK)
    public nonisolated init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {}
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
// `nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
// comment: StaticString? = nil)`
extension Text {
    public nonisolated init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
}

// https://developer.apple.com/documentation/swiftui/accessibilitytraits — `struct AccessibilityTraits`,
// `SetAlgebra`, `Sendable`, `static let isHeader: AccessibilityTraits` (an option set here)
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 16)
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    // `nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self,
    // AccessibilityAttachmentModifier>`
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
    // `nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
    public nonisolated func accessibilityLabel(_ label: Text) -> some View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/id(_:)
    // `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`
    public nonisolated func id<ID>(_ id: ID) -> some View where ID: Hashable { Placeholder() }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
// `protocol EnvironmentKey`, `associatedtype Value`, `static var defaultValue: Self.Value { get }`
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-1oxv6
    // `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
}

// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
// `nonisolated init(systemName: String)`
extension Image {
    public nonisolated init(systemName: String) {}
}

// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
// `nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)`
extension Label {
    public nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
// `nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
// where ID == Data.Element.ID, Content : View, Data.Element : Identifiable`
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public nonisolated init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
// `nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)
// where Footer == EmptyView`
extension Section where Parent: View, Content: View, Footer == EmptyView {
    public nonisolated init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)
// `nonisolated init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components =
// [.hourAndMinute, .date], @ViewBuilder label: () -> Label)`, and the same with
// `in range: PartialRangeFrom<Date>` after `selection` (iPhoneOS16.5 SDK)
extension DatePicker {
    public nonisolated init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {}

    public nonisolated init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {}
}

// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
// `nonisolated init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
// @ViewBuilder actions: () -> Actions = { EmptyView() })` (iOS 17)
extension ContentUnavailableView {
    public nonisolated init(
        @ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description,
        @ViewBuilder actions: () -> Actions
    ) {}
}

extension ContentUnavailableView where Actions == EmptyView {
    public nonisolated init(@ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description) {}
}

extension ContentUnavailableView where Description == EmptyView {
    public nonisolated init(@ViewBuilder label: () -> LabelContent, @ViewBuilder actions: () -> Actions) {}
}

// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
// `@MainActor @preconcurrency struct ScrollView<Content> where Content : View`,
// `nonisolated init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)`
// (the axes and indicators left out here)
@MainActor @preconcurrency
public struct ScrollView<Content>: View where Content: View {
    public nonisolated init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
// `@MainActor @preconcurrency struct LazyVStack<Content> where Content : View`, `nonisolated init(alignment:
// HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
// @ViewBuilder content: () -> Content)` (the pinned views left out here)
@MainActor @preconcurrency
public struct LazyVStack<Content>: View where Content: View {
    public nonisolated init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment — `@frozen struct HorizontalAlignment`,
// `static let leading`, `static let center`
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
    // `nonisolated func navigationTitle(_ title: Text) -> some View`
    public nonisolated func navigationTitle(_ title: Text) -> some View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    // `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    // `func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping
    // @Sendable () async -> Void) -> some View where T : Equatable` (iPhoneOS16.5 SDK)
    public nonisolated func task<T>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    // `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
    // `nonisolated func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination:
    // @escaping (D) -> C) -> some View where D : Hashable, C : View` (iOS 17)
    public nonisolated func navigationDestination<D, C>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        Placeholder()
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-9fyok
    // `nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self,
    // AccessibilityAttachmentModifier>`
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View { Placeholder() }
}

// https://developer.apple.com/documentation/swiftui/focusstate
// `@frozen @propertyWrapper struct FocusState<Value> : DynamicProperty where Value : Hashable`,
// `init() where Value == Bool`, `var wrappedValue: Value { get nonmutating set }`,
// `var projectedValue: FocusState<Value>.Binding { get }`; `@frozen @propertyWrapper struct Binding`
// (https://developer.apple.com/documentation/swiftui/focusstate/binding)
@frozen @propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    @usableFromInline let box: State<Value>
    public var wrappedValue: Value {
        get { box.wrappedValue }
        nonmutating set { box.wrappedValue = newValue }
    }
    public var projectedValue: FocusState<Value>.Binding { Binding() }
    public init() where Value == Bool { box = State(initialValue: false) }

    // (Not a property wrapper here: a stand-in's implicit `init()` would be less visible than the type.)
    @frozen
    public struct Binding {
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
    }
}

// https://developer.apple.com/documentation/swiftui/visibility
// `@frozen enum Visibility`: `case automatic`, `case visible`, `case hidden`
@frozen
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/focused(_:)
    // `nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View`
    public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    // `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { Placeholder() }

    // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb
    // `nonisolated func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility:
    // Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where S : StringProtocol, A : View`
    public nonisolated func confirmationDialog<S, A>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        Placeholder()
    }
}
