#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

@available(iOS 15.0, macOS 12.0.1, *)
@objc(LTAccessibilityHelper) public final class AccessibilityHelper: NSObject {
    @_spi(Internal) public static let shared = AccessibilityHelper()
    @usableFromInline internal var isEnabled: Bool = true

    @discardableResult
    @inlinable public func announce(_ message: String) -> Bool {
        #if os(iOS) || os(tvOS) || targetEnvironment(macCatalyst)
        UIAccessibility.post(notification: .announcement, argument: message)
        #elseif os(macOS)
        NSAccessibility.post(element: NSApp as Any, notification: .announcementRequested)
        #else
        #warning("Announcements are not supported on this platform")
        #endif
        return isEnabled
    }

    func check() {
        if #available(iOS 17, macOS 14, *) {
            print(#function, #file, #line, #column)
        } else if #unavailable(iOS 16) {
            print(#fileID)
        }
        #if compiler(>=5.9) && swift(<6.2) || canImport(Observation, _version: 1.2.3)
        let selector = #selector(announce(_:))
        let path = #keyPath(AccessibilityHelper.isEnabled)
        print(selector, path)
        #endif
    }
}

#sourceLocation(file: "Generated/Strings.swift", line: 100)
let generatedValue = 1
#sourceLocation()
