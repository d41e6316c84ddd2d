#!/usr/bin/env python3
"""The ecosystem check: lint many real apps and compare with a committed snapshot.

usage:
  ecosystem.py prepare            export every pinned app into the cache folder
  ecosystem.py run [--update]     lint every app; print counts, time, memory and
                                  the diff against Tests/Ecosystem/snapshots/
                                  (--update rewrites the snapshot on purpose)
  ecosystem.py findings APP       print one app's current findings as JSON lines
  ecosystem.py score [--misses] [--rule ID]
                                  precision and recall on the judged set (labels/, with
                                  score.py here) and on ../shared/realworld (its score.py)

Options (before or after the command):
  --binary PATH   the a11ylint to run (default .build/release/a11ylint)
  --only NAME     restrict to apps whose owner/name contains NAME (repeatable)
  --samples N     source lines shown per rule and direction in the diff (default 8)

Environment:
  A11YLINT_MIRRORS    folder of git mirrors, one per app as owner+name/repo
                      (what the session tool `fetch` brings; default ../.mirror
                      beside this checkout)
  A11YLINT_ECOSYSTEM  cache folder the apps are exported into, outside the
                      repository (default ~/.cache/a11ylint-ecosystem)

Only source, Interface Builder and string-table files are exported. The snapshot
holds our own findings (rule, path, line, column, severity, message), one JSON
object per line, sorted, per app; never any of the app's code.
"""
import argparse
import collections
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
REPOS = os.path.join(HERE, "repos.txt")
SNAPSHOTS = os.path.join(HERE, "snapshots")
EXPORTED = (".swift", ".storyboard", ".xib", ".h", ".m", ".mm",
            ".strings", ".stringsdict", ".xcstrings",
            # build settings the linter reads (deployment targets), as a real checkout has them
            ".pbxproj", ".xcconfig")
# Bumped when EXPORTED changes, so that `prepare` exports every app again.
EXPORT_VERSION = "2"
# Repositories reserved for blind evaluation (DEVELOPERS.md), refused outright. They are kept
# as SHA-256 prefixes of "owner/name" (lowercase) so that this file never names them.
RESERVED = {
    "9b9155d3eac26b43",
    "a86a2c7879015170",
    "03978bd33e7a9bab",
    "1896fd0fc5a75b29",
    "bb4d2c5a2d5a31ce",
    "1d2699660a988b8a",
    "bdfb32a6a4d8af0f",
    "bc01d2258387fd21",
    "603faeb93aeb6a7c",
    "91f1355d598952d7",
}


# Tags of rounds kept blind in this checkout: one tag per line in blind.local (not committed).
# Apps carrying one are neither exported, linted nor scored, and the labels folder of that
# name is not scored, so a worktree that develops rules never reads a round it must not see.
BLIND_FILE = os.path.join(HERE, "blind.local")


def blind_tags():
    if not os.path.exists(BLIND_FILE):
        return set()
    with open(BLIND_FILE) as f:
        return {line.split("#", 1)[0].strip() for line in f} - {""}


class App:
    def __init__(self, name, commit, tags):
        self.name, self.commit, self.tags = name, commit, tags

    @property
    def key(self):
        return self.name.replace("/", "+")


def read_apps(only, skip_blind=True):
    apps = []
    with open(REPOS) as f:
        for number, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) < 2 or len(parts[1]) != 40:
                sys.exit(f"{REPOS}:{number}:1: error: expected 'owner/name <40-hex commit> [tags]', got {line!r}")
            if hashlib.sha256(parts[0].lower().encode()).hexdigest()[:16] in RESERVED:
                sys.exit(f"{REPOS}:{number}:1: error: {parts[0]} is reserved for blind evaluation")
            if skip_blind and blind_tags() & set(parts[2:]):
                continue
            apps.append(App(parts[0], parts[1], parts[2:]))
    if only:
        apps = [a for a in apps if any(o.lower() in a.name.lower() for o in only)]
        if not apps:
            sys.exit(f"error: no app in {REPOS} matches {only}")
    return apps


def mirrors_dir():
    return os.environ.get("A11YLINT_MIRRORS") or os.path.join(os.path.dirname(ROOT), ".mirror")


def cache_dir():
    return os.environ.get("A11YLINT_ECOSYSTEM") or os.path.expanduser("~/.cache/a11ylint-ecosystem")


def git_dir(app):
    base = os.path.join(mirrors_dir(), app.key)
    for candidate in (os.path.join(base, "repo", ".git"), os.path.join(base, "repo"), base):
        if os.path.exists(os.path.join(candidate, "HEAD")) and os.path.isdir(os.path.join(candidate, "objects")):
            return candidate
    return None


def app_dir(app):
    return os.path.join(cache_dir(), app.key)


# MARK: - prepare

def export(app):
    """Writes the app's source files at its pinned commit into the cache (one git cat-file stream)."""
    gd = git_dir(app)
    if gd is None:
        return f"missing mirror: {app.name} (bring it with the session tool fetch, into {mirrors_dir()})"
    dest = app_dir(app)
    stamp = os.path.join(dest, ".a11ylint-ecosystem-commit")
    stamped = f"{app.commit} export {EXPORT_VERSION}"
    if os.path.exists(stamp) and open(stamp).read().strip() == stamped:
        return None
    listing = subprocess.run(["git", "--git-dir", gd, "ls-tree", "-r", "-z", app.commit],
                             capture_output=True)
    if listing.returncode != 0:
        return f"{app.name}: commit {app.commit} is not in the mirror ({listing.stderr.decode()[:200].strip()})"
    blobs = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind != b"blob" or mode == b"120000":
            continue
        text_path = path.decode("utf-8", "surrogateescape")
        if text_path.endswith(EXPORTED):
            blobs.append((sha, text_path))
    skipped = []
    subprocess.run(["rm", "-rf", dest], check=True)
    os.makedirs(dest)
    cat = subprocess.Popen(["git", "--git-dir", gd, "cat-file", "--batch"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    for sha, path in blobs:
        cat.stdin.write(sha + b"\n")
        cat.stdin.flush()
        header = cat.stdout.readline().split()
        if len(header) < 3:
            # the snapshot lacks the blob (fetch leaves out files of 4 MiB and more)
            skipped.append(path)
            continue
        size = int(header[2])
        data = cat.stdout.read(size)
        cat.stdout.read(1)
        target = os.path.join(dest, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as out:
            out.write(data)
    cat.stdin.close()
    cat.wait()
    with open(stamp, "w") as f:
        f.write(stamped + "\n")
    if skipped:
        print(f"{app.name}: {len(skipped)} files are not in the snapshot (4 MiB or more): {skipped[:3]}")
    return None


def prepare(apps):
    problems = []
    for app in apps:
        problem = export(app)
        if problem:
            problems.append(problem)
        else:
            print(f"ready {app.name} at {app.commit[:12]}: {app_dir(app)}")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


# MARK: - run

def lint_measured(binary, app):
    """Runs a11ylint with the JSON reporter inside the app; returns findings, seconds, the
    child's own peak memory (KiB, from wait4) and the report's summary."""
    start = time.monotonic()
    # Private to this run: several checkouts may lint the same cache folder at once.
    scratch = tempfile.mkdtemp(prefix="a11ylint-ecosystem-")
    out_path = os.path.join(scratch, f"{app.key}.json")
    err_path = out_path + ".stderr"
    with open(out_path, "wb") as out, open(err_path, "wb") as err_file:
        proc = subprocess.Popen([binary, "--reporter", "json", "--exit-zero", "."], cwd=app_dir(app),
                                stdout=out, stderr=err_file)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    with open(err_path, "rb") as f:
        err = f.read()
    os.remove(err_path)
    seconds = time.monotonic() - start
    if proc.returncode != 0:
        sys.exit(f"error: a11ylint exited {proc.returncode} on {app.name}: {err.decode()[:400]}")
    with open(out_path, "rb") as f:
        report = json.load(f)
    os.remove(out_path)
    os.rmdir(scratch)
    findings = [{"rule": f["rule"], "path": f["path"], "line": f["line"], "column": f["column"],
                 "severity": f["severity"], "message": f["message"]} for f in report["findings"]]
    findings.sort(key=lambda f: (f["path"], f["line"], f["column"], f["rule"], f["message"]))
    return findings, seconds, usage.ru_maxrss, report.get("summary", {})


def snapshot_path(app):
    return os.path.join(SNAPSHOTS, app.key + ".jsonl")


def read_snapshot(app):
    path = snapshot_path(app)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def write_snapshot(app, findings):
    os.makedirs(SNAPSHOTS, exist_ok=True)
    with open(snapshot_path(app), "w") as f:
        for item in findings:
            f.write(json.dumps(item, sort_keys=True, ensure_ascii=False) + "\n")


def key(f):
    return (f["rule"], f["path"], f["line"], f["column"], f["severity"], f["message"])


def source_line(app, path, line):
    try:
        with open(os.path.join(app_dir(app), path), "rb") as f:
            for number, text in enumerate(f, 1):
                if number == line:
                    return text.decode("utf-8", "replace").strip()[:160]
    except OSError:
        pass
    return "?"


def run(apps, binary, update, samples):
    if not os.access(binary, os.X_OK):
        sys.exit(f"error: no a11ylint at {binary} (make build)")
    missing = [a for a in apps if not os.path.isdir(app_dir(a))
               or not os.path.exists(os.path.join(app_dir(a), ".a11ylint-ecosystem-commit"))]
    if missing and prepare(missing) != 0:
        sys.exit("error: some apps could not be exported; bring their mirrors with fetch first")
    rules = set()
    rows = []
    added_all, removed_all = [], []
    total_time = 0.0
    peak_max = 0
    for app in apps:
        findings, seconds, peak, summary = lint_measured(binary, app)
        total_time += seconds
        peak_max = max(peak_max, peak)
        counts = collections.Counter(f["rule"] for f in findings)
        rules.update(counts)
        old = read_snapshot(app)
        if old is None:
            added, removed = findings, []
        else:
            old_keys = collections.Counter(key(f) for f in old)
            new_keys = collections.Counter(key(f) for f in findings)
            added = [f for f in findings if new_keys[key(f)] > old_keys.get(key(f), 0)]
            removed = [f for f in old if old_keys[key(f)] > new_keys.get(key(f), 0)]
        added_all += [(app, f) for f in added]
        removed_all += [(app, f) for f in removed]
        rows.append((app, counts, seconds, peak, summary.get("files", "?"), len(added), len(removed), old is None))
        if update:
            write_snapshot(app, findings)

    ordered = sorted(rules)
    short = {r: "".join(p[0] for p in r.split("-")) for r in ordered}
    print("per app and rule (finding counts; " + ", ".join(f"{short[r]}={r}" for r in ordered) + ")")
    header = f"{'app':34} {'files':>6} " + " ".join(f"{short[r]:>5}" for r in ordered) + f" {'time':>7} {'peak':>7}  diff"
    print(header)
    totals = collections.Counter()
    for app, counts, seconds, peak, files, n_add, n_rem, fresh in rows:
        totals.update(counts)
        diff = "new snapshot" if fresh else (f"+{n_add} -{n_rem}" if n_add or n_rem else "=")
        print(f"{app.name:34} {files!s:>6} " + " ".join(f"{counts.get(r, 0):>5}" for r in ordered)
              + f" {seconds:>6.2f}s {peak // 1024:>5}MB  {diff}")
    print(f"{'total':34} {'':>6} " + " ".join(f"{totals.get(r, 0):>5}" for r in ordered)
          + f" {total_time:>6.2f}s {peak_max // 1024:>5}MB")

    print()
    print(f"diff against the snapshot: {len(added_all)} new, {len(removed_all)} vanished")
    for label, items in (("new", added_all), ("vanished", removed_all)):
        by_rule = collections.defaultdict(list)
        for app, f in items:
            by_rule[f["rule"]].append((app, f))
        for rule in sorted(by_rule):
            group = by_rule[rule]
            print(f"  {label} {rule}: {len(group)}")
            for app, f in group[:samples]:
                print(f"    {app.name}/{f['path']}:{f['line']}:{f['column']}: {f['severity']}: {f['message'][:140]}")
                print(f"        {source_line(app, f['path'], f['line'])}")
            if len(group) > samples:
                print(f"    … {len(group) - samples} more")
    if update:
        print(f"\nsnapshot rewritten in {SNAPSHOTS}")
    return 0


def findings_command(apps, binary):
    for app in apps:
        findings, _, _, _ = lint_measured(binary, app)
        for f in findings:
            print(json.dumps(dict(f, app=app.name), ensure_ascii=False))
    return 0


def score(binary, extra_score_arguments):
    """Scores the judged set of labels/ and the shared labeled set with the shared scorer."""
    scorer = os.path.join(os.path.dirname(ROOT), "shared", "realworld", "score.py")
    if not os.path.exists(scorer):
        sys.exit(f"error: no scorer at {scorer} (the shared folder sits beside the checkout)")
    apps = {a.key: a for a in read_apps([])}
    needed = set()
    sets = []  # (title, merged labels file)
    scratch = tempfile.mkdtemp(prefix="a11ylint-score-")  # private: other checkouts may score at once
    for folder, title in (("labels", "judged set (Tests/Ecosystem/labels)"),
                          ("heldout", "held-out set (Tests/Ecosystem/heldout: judged blind, see its README)"),
                          ("heldout3", "third held-out round (Tests/Ecosystem/heldout3: judged blind, see heldout/README)"),
                          ("heldout4", "fourth held-out round (Tests/Ecosystem/heldout4: judged blind, see heldout/README)"),
                          ("heldout5", "fifth held-out round (Tests/Ecosystem/heldout5: judged blind, see heldout/README)"),
                          ("heldout6", "sixth held-out round (Tests/Ecosystem/heldout6: judged blind, see heldout/README)"),
                          ("heldout7", "seventh held-out round (Tests/Ecosystem/heldout7: judged blind, see heldout/README)"),
                          ("heldout8", "eighth held-out round (Tests/Ecosystem/heldout8: judged blind, see heldout/README)"),
                          ("heldout9", "ninth held-out round (Tests/Ecosystem/heldout9: judged blind, see heldout/README)"),
                          ("heldout10", "tenth held-out round (Tests/Ecosystem/heldout10: judged blind, see heldout/README)"),
                          ("heldout11", "eleventh held-out round (Tests/Ecosystem/heldout11: judged blind, see heldout/README)"),
                          ("heldout12", "twelfth held-out round (Tests/Ecosystem/heldout12: judged blind, see heldout/README)"),
                          ("heldout13", "thirteenth held-out round (Tests/Ecosystem/heldout13: judged blind, see heldout/README)"),
                          ("heldout14", "fourteenth held-out round (Tests/Ecosystem/heldout14: judged blind, see heldout/README)")):
        if folder in blind_tags():
            print(f"== {title}: skipped (blind in this checkout: {BLIND_FILE})")
            continue
        labels_dir = os.path.join(HERE, folder)
        merged = os.path.join(scratch, f"{folder}-labels.jsonl")
        with open(merged, "w") as out:
            for name in sorted(os.listdir(labels_dir)) if os.path.isdir(labels_dir) else []:
                if name.endswith(".jsonl"):
                    with open(os.path.join(labels_dir, name)) as f:
                        for line in f:
                            if line.strip():
                                needed.add(json.loads(line)["repo"])
                                out.write(line if line.endswith("\n") else line + "\n")
        sets.append((title, merged))
    with open(os.path.join(os.path.dirname(scorer), "labels.jsonl")) as f:
        needed.update(json.loads(line)["repo"] for line in f if line.strip())
    missing = [apps[k] for k in sorted(needed) if k in apps and not os.path.isdir(app_dir(apps[k]))]
    if missing and prepare(missing) != 0:
        sys.exit("error: some apps could not be exported; bring their mirrors with fetch first")
    status = 0
    for title, merged in sets:
        if os.path.getsize(merged) == 0:
            continue
        print(f"== {title}")
        sys.stdout.flush()
        status |= subprocess.run([sys.executable, os.path.join(HERE, "score.py"), binary, cache_dir(), merged]
                                 + extra_score_arguments).returncode
    print("== ../shared/realworld")
    sys.stdout.flush()
    status |= subprocess.run([sys.executable, scorer, binary, cache_dir()]).returncode
    return status


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("command", choices=["prepare", "run", "findings", "score"])
    ap.add_argument("app", nargs="?")
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build/release/a11ylint"))
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--update", action="store_true")
    ap.add_argument("--samples", type=int, default=8)
    ap.add_argument("--misses", action="store_true", help="score: list every false positive and negative")
    ap.add_argument("--rule", action="append", default=[], help="score: only these rules")
    a = ap.parse_args()
    only = a.only + ([a.app] if a.app else [])
    apps = read_apps(only)
    if a.command == "prepare":
        return prepare(apps)
    if a.command == "score":
        return score(os.path.abspath(a.binary), (["--misses"] if a.misses else []) + [f"--rule={r}" for r in a.rule])
    if a.command == "findings":
        return findings_command(apps, os.path.abspath(a.binary))
    return run(apps, os.path.abspath(a.binary), a.update, a.samples)


if __name__ == "__main__":
    sys.exit(main())
