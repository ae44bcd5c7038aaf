"""The same edit as viper-gen-xcodeproj-benchmark, with the `pbxproj` library from PyPI, for Tests/Benchmarks/run.sh.

    python3 pbxproj_edit.py DIR ROUNDS

Each round loads DIR/Large.xcodeproj, adds the uikit module's 5 code files to the App target in group App/Modules/Search
and its 4 test files to AppTests in group AppTests/Search (groups created as needed), and saves a copy. Prints medians.
"""
import os, shutil, statistics, sys, time

from pbxproj import XcodeProject

folder, rounds = sys.argv[1], int(sys.argv[2])
source = os.path.join(folder, "Large.xcodeproj", "project.pbxproj")
copy_dir = os.path.join(folder, "Python.xcodeproj")
os.makedirs(copy_dir, exist_ok=True)
copy = os.path.join(copy_dir, "project.pbxproj")
code = [f"Search{n}.swift" for n in ("Contract", "Presenter", "Interactor", "Router", "ViewController")]
tests = [f"Search{n}.swift" for n in ("InteractorTests", "PresenterTests", "RouterTests", "ViewControllerTests")]


def group(project, names):
    parent = None
    for name in names:
        parent = project.get_or_create_group(name, path=name, parent=parent)
    return parent


times = []
for _ in range(rounds):
    shutil.copyfile(source, copy)
    start = time.perf_counter()
    project = XcodeProject.load(copy)
    search = group(project, ["App", "Modules", "Search"])
    for name in code:
        project.add_file(name, parent=search, tree="<group>", target_name="App", force=False)
    test_group = group(project, ["AppTests", "Search"])
    for name in tests:
        project.add_file(name, parent=test_group, tree="<group>", target_name="AppTests", force=False)
    project.save()
    times.append((time.perf_counter() - start) * 1000)
print(f"rounds={rounds}")
print(f"median_ms={statistics.median(times)}")
print(f"min_ms={min(times)}")
