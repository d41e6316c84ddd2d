import Foundation
import XCTest
@testable import A11yLintCore

/// Real storyboards and xibs from `/work/corpus/labeled` must parse. The
/// folder lives outside the repository (nothing from it is copied in), so the
/// test skips where it is absent.
final class InterfaceBuilderCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: "/work/corpus/labeled")

    /// Every `.storyboard` and `.xib` under `folder`, sorted by path.
    static func interfaceFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "storyboard" || url.pathExtension == "xib" {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    func testEveryLabeledCorpusFileParsesSkippedWithoutTheCorpusFolder() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
            throw XCTSkip("no /work/corpus/labeled on this machine: the real-file check is skipped")
        }
        let files = Self.interfaceFiles(under: Self.corpus)
        XCTAssertEqual(files.count, 42)
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
