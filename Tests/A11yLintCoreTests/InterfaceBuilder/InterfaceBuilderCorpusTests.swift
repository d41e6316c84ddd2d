import Foundation
import XCTest
@testable import A11yLintCore

/// Real storyboards and xibs must parse: every one under the folder named by
/// `A11YLINT_IB_CORPUS`. The folder lives outside the repository (nothing from it
/// is copied in) and differs per machine, so the test skips, naming the variable,
/// where it is unset.
final class InterfaceBuilderCorpusTests: XCTestCase {
    /// The environment variable that names the corpus folder.
    static let variable = "A11YLINT_IB_CORPUS"

    /// The corpus folder, when the variable names one.
    static var corpus: URL? {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// Every `.storyboard` and `.xib` under `folder`, sorted by path.
    static func interfaceFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "storyboard" || url.pathExtension == "xib" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    func testEveryCorpusFileParsesSkippedWithoutTheCorpusFolder() throws {
        guard let corpus = Self.corpus else {
            throw XCTSkip("set \(Self.variable) to a folder of real .storyboard/.xib files to run this check")
        }
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            return XCTFail("\(Self.variable)=\(corpus.path): no such folder")
        }
        let files = Self.interfaceFiles(under: corpus)
        XCTAssertFalse(files.isEmpty, "\(Self.variable)=\(corpus.path) holds no .storyboard or .xib file")
        for url in files {
            let file = SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url)))
            do {
                let document = try IBDocument.parse(file)
                XCTAssertFalse(document.objects.isEmpty, url.path)
                for object in document.objects {
                    XCTAssertEqual(file.bytes[Int(object.range.start)], UInt8(ascii: "<"))
                    XCTAssertTrue(object.elementRange.contains(object.range), url.path)
                    XCTAssertNotEqual(object.elementName, "device")
                }
                for connection in document.connections where connection.kind != .segue {
                    // Destinations resolve inside the document (placeholders included).
                    if let destination = connection.destinationID {
                        XCTAssertNotNil(document.object(withID: destination), "\(url.path): \(destination)")
                    }
                }
            } catch {
                XCTFail(error.rendered(in: file))
            }
        }
    }
}
