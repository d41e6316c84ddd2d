import A11yLintCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import a11ylint

/// A file on disk whose name holds quotes, `<`, `&`, `%`, a comma, a colon, a
/// tab, a line break and non-ASCII, linted from discovery to every report
/// (the escaping itself is tested per format in `ExternalParserTests`).
final class OutputSafetyTests: XCTestCase {
    static let folder = "Screens \"Q\" <a&b>"
    static let name = "50% off, x:y\tz\nnext é🐶.swift"
    static var path: String { folder + "/" + name }

    /// The values of attribute `attribute` on every `element` of an XML document, read with XMLParser.
    final class AttributeCollector: NSObject, XMLParserDelegate {
        let element: String
        let attribute: String
        var values: [String] = []
        init(element: String, attribute: String) {
            self.element = element
            self.attribute = attribute
        }
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if elementName == element, let value = attributes[attribute] { values.append(value) }
        }
    }

    func testAHostileFileNameGivesValidReports() throws {
        let project = try ScratchProject()
        try project.write(Self.path, Sources.tap)

        let json = project.run([".", "--reporter", "json", "--quiet"])
        XCTAssertEqual(json.status, 0, json.err)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["path"] as? String }, [Self.path])

        let sarif = project.run([".", "--reporter", "sarif", "--quiet"])
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let location = (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = try XCTUnwrap((location?["artifactLocation"] as? [String: Any])?["uri"] as? String)
        XCTAssertFalse(uri.contains { " \"<>&,:\t\n".contains($0) }, uri)
        XCTAssertEqual(uri.removingPercentEncoding, Self.path)

        for (reporter, element, attribute) in [("checkstyle", "file", "name"), ("junit", "testsuite", "name")] {
            let xml = project.run([".", "--reporter", reporter, "--quiet"])
            let parser = XMLParser(data: Data(xml.out.utf8))
            let collector = AttributeCollector(element: element, attribute: attribute)
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(reporter): \(String(describing: parser.parserError))\n\(xml.out)")
            XCTAssertEqual(collector.values, [Self.path], reporter)
        }

        let github = project.run([".", "--reporter", "github", "--quiet"])
        XCTAssertEqual(github.out.split(separator: "\n").count, 1, github.out)
        XCTAssertTrue(github.out.hasPrefix("::warning file=Screens \"Q\" <a&b>/50%25 off%2C x%3Ay\tz%0Anext é🐶.swift,line=3,"),
                      github.out)
        let xcode = project.run([".", "--reporter", "xcode", "--quiet"])
        XCTAssertEqual(xcode.out.split(separator: "\n").count, 1, xcode.out)
        XCTAssertTrue(xcode.out.hasPrefix("Screens \"Q\" <a&b>/50% off, x:y z next é🐶.swift:3:40: warning:"), xcode.out)
    }
}
