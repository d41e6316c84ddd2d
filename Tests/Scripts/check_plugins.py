"""Use the SwiftPM plugins the way a consumer package does.

Run by `make test`. Creates a small package under .build/plugin-check that
depends on this repository by path and applies A11yLintBuildToolPlugin to one
target, then checks that:
- `swift build` prints the findings as compiler-style warnings (absolute paths) and
  still succeeds; a rebuild with nothing changed prints nothing (SwiftPM does not
  replay a command's output; the README says so);
- a `.a11ylint.yml` (or `.a11ylint.json`) next to the consumer's Package.swift is honoured: raising a
  rule to `error` fails the build, editing only the configuration runs the lint again,
  and `excluded:` silences a file;
- a consumer at tools version 5.9 (where SwiftPM would silently skip the command) gets
  an error naming the tools version the plugin needs;
- `swift package a11ylint` (A11yLintCommandPlugin) lints the targets from the
  package directory, passes options through (`--reporter json --output …`), writes only
  the report on standard output (`--reporter sarif > out.sarif` is valid SARIF), prints
  an error once, and fails when a11ylint exits 1 or 2.
"""

from __future__ import annotations

import json
import pathlib
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True  # keep Tests/Scripts free of __pycache__
import report_parsers  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
WORK = ROOT / ".build" / "plugin-check"

# SwiftPM names a path dependency after the last component of its folder.
PACKAGE_IDENTITY = ROOT.name.lower()

MANIFEST = f"""// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Storefront",
    dependencies: [.package(path: {json.dumps(str(ROOT))})],
    targets: [
        .target(
            name: "Storefront",
            plugins: [.plugin(name: "A11yLintBuildToolPlugin", package: {json.dumps(PACKAGE_IDENTITY)})]
        ),
    ]
)
"""

# SwiftUI does not exist on Linux: the view compiles away there, the linter still sees it.
SCREEN = """#if canImport(SwiftUI)
import SwiftUI

struct ReturnsPolicyView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Returns are free within 30 days.")
            Text("Read the [full policy](https://shop.example.com/returns) before sending items back.")
        }
    }
}
#endif

public enum Storefront {
    public static let returnWindowDays = 30
}
"""


def run(arguments: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(arguments, cwd=WORK, capture_output=True, text=True)


def check(condition: bool, what: str, result: subprocess.CompletedProcess[str] | None = None) -> None:
    if condition:
        return
    print(f"check_plugins: FAILED: {what}", file=sys.stderr)
    if result is not None:
        print(result.stdout[-4000:], file=sys.stderr)
        print(result.stderr[-4000:], file=sys.stderr)
    sys.exit(1)


def main() -> int:
    sources = WORK / "Sources" / "Storefront"
    # Keep the consumer's .build between runs (a fresh one rebuilds a11ylint), renew the rest.
    for entry in ["Package.swift", "Sources", ".a11ylint.yml", ".a11ylint.json", "report.json"]:
        path = WORK / entry
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()
    sources.mkdir(parents=True)
    (WORK / "Package.swift").write_text(MANIFEST)
    screen = sources / "ReturnsPolicyView.swift"
    screen.write_text(SCREEN)
    finding = f"{screen}:8:13: warning: "

    build = run(["swift", "build"])
    output = build.stdout + build.stderr
    check(build.returncode == 0, "a warning does not fail the build", build)
    check(finding in output and "[link-not-underlined]" in output, "the finding is printed as a build warning", build)
    # On a fresh consumer .build, SwiftPM relinks the plugin's tool once more on the next
    # build (seen on a clean clone), which re-runs the lint; a third build has settled.
    run(["swift", "build"])
    build = run(["swift", "build"])
    check(build.returncode == 0 and "[link-not-underlined]" not in build.stdout + build.stderr,
          "a rebuild with nothing changed does not run the lint again (README: SwiftPM does not replay it)", build)

    # A configuration created after the build was planned is read once a source changes...
    (WORK / ".a11ylint.yml").write_text("rules:\n  link-not-underlined: error\n")
    screen.write_text(SCREEN)  # a new modification time: the command runs again
    build = run(["swift", "build"])
    output = build.stdout + build.stderr
    check(build.returncode != 0, "an error-severity finding fails the build", build)
    check(f"{screen}:8:13: error: " in output, "the finding is printed as a build error", build)
    # ...and from then on it is an input: editing only the configuration runs the lint again.
    (WORK / ".a11ylint.yml").write_text("rules:\n  link-not-underlined: warning\n")
    build = run(["swift", "build"])
    check(build.returncode == 0 and finding in build.stdout + build.stderr,
          "editing only .a11ylint.yml runs the lint again", build)

    # The same configuration written as JSON is found too.
    (WORK / ".a11ylint.yml").unlink()
    (WORK / ".a11ylint.json").write_text('{"rules": {"link-not-underlined": "error"}}\n')
    screen.write_text(SCREEN)
    build = run(["swift", "build"])
    check(build.returncode != 0 and f"{screen}:8:13: error: " in build.stdout + build.stderr,
          "a .a11ylint.json configuration applies to the build", build)
    (WORK / ".a11ylint.json").unlink()
    (WORK / ".a11ylint.yml").write_text("rules:\n  link-not-underlined: error\n")

    command = run(["swift", "package", "a11ylint", "--reporter", "json", "--output", "report.json"])
    check(command.returncode != 0, "the command plugin fails when a11ylint exits 1", command)
    report = json.loads((WORK / "report.json").read_text())
    check([(f["rule"], f["severity"], f["line"]) for f in report["findings"]] == [("link-not-underlined", "error", 8)],
          "the command plugin lints the target with the package's configuration", command)
    check(command.stderr.count("a11ylint exited") == 0 and command.stderr.count("Linted 1 file") == 1,
          "the command plugin says why it failed once", command)

    # The README's recipe: only the report on standard output, and valid SARIF.
    command = run(["swift", "package", "a11ylint", "--reporter", "sarif"])
    check(command.returncode != 0, "the SARIF run fails on the error finding", command)
    results = report_parsers.parse_sarif(command.stdout)
    check([(r["rule"], r["uri"], r["line"]) for r in results]
          == [("link-not-underlined", "Sources/Storefront/ReturnsPolicyView.swift", 8)],
          "swift package a11ylint --reporter sarif > out.sarif writes only the SARIF report", command)

    # A usage error: one message on standard error, nothing on standard output.
    command = run(["swift", "package", "a11ylint", "--reporter", "html"])
    check(command.returncode != 0 and command.stdout == "", "a usage error fails the command plugin", command)
    check(command.stderr.count("unknown reporter 'html'") == 1 and "sarif" in command.stderr,
          "the usage error is printed once, with the valid reporters", command)

    (WORK / ".a11ylint.yml").write_text('excluded: ["Sources/Storefront/ReturnsPolicyView.swift"]\n')
    screen.write_text(SCREEN)
    build = run(["swift", "build"])
    output = build.stdout + build.stderr
    check(build.returncode == 0 and "[link-not-underlined]" not in output, "excluded files are not linted", build)
    command = run(["swift", "package", "a11ylint", "--target", "Storefront", "--reporter", "json", "--output", "report.json"])
    check(command.returncode == 0, "the command plugin succeeds when nothing is found", command)
    check(json.loads((WORK / "report.json").read_text())["findings"] == [], "no findings after exclusion", command)

    # A consumer at tools version 5.9: SwiftPM would skip a command without outputs; the plugin says why.
    (WORK / "Package.swift").write_text(MANIFEST.replace("swift-tools-version:6.0", "swift-tools-version:5.9"))
    screen.write_text(SCREEN)
    build = run(["swift", "build"])
    check(build.returncode != 0 and "needs swift-tools-version 6.0 or later, and Storefront declares 5.9"
          in build.stdout + build.stderr, "a 5.9 consumer gets an error naming the tools version", build)
    (WORK / "Package.swift").write_text(MANIFEST)

    print("check_plugins: build-tool and command plugins OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
